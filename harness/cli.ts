// Placeholder until the conformance runner lands: the command exists and says so.
export async function runHarnessCli(_flags: Map<string, string>): Promise<number> {
  process.stderr.write('lookout harness: not built yet\n');
  return 2;
}
