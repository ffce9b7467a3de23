// The flags of a bench script run on its own: `--help` prints its usage (exit 0), an unknown flag or one without its
// value is refused with the usage (exit 2), both before a browser starts. Every flag named takes one value.

/** The values given for `names` (without the dashes); exits after `--help` and on anything it does not know. */
export function benchFlags(usage: string, names: readonly string[], argv: readonly string[] = process.argv.slice(2)): Map<string, string> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]!;
    const name = flag.startsWith('--') ? flag.slice(2) : '';
    if (!names.includes(name)) refuse(`unknown argument ${flag}`, usage);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) refuse(`${flag} takes a value`, usage);
    values.set(name, value!);
  }
  return values;
}

function refuse(problem: string, usage: string): never {
  console.error(`${problem}\n${usage}`);
  process.exit(2);
}
