#!/usr/bin/env node
// The `lookout` command (docs/contract.md, "Surfaces"). Every flag and argument is checked before a command
// loads anything that starts a browser.
import { readFileSync } from 'node:fs';
import { LookoutError } from '../pool/errors.js';
import { COMMANDS } from './commands.js';
import { errorLine } from './errors.js';
import { commandHelp, parseFlags } from './flags.js';

const VERSION = String((JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version);

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => `${c.spec.name}${c.spec.args.map((a) => ` ${a}`).join('')}`.length)) + 2;
  return (
    [
      'usage: lookout <command> [arguments] [flags]',
      '',
      'Bounded, privacy-safe observations of web pages for browser agents.',
      '',
      'commands:',
      ...COMMANDS.map((c) => `  ${`${c.spec.name}${c.spec.args.map((a) => ` ${a}`).join('')}`.padEnd(width)}${c.spec.summary.split('\n')[0]}`),
      '',
      'lookout <command> --help describes a command and its flags; lookout --version prints the version.',
      'Errors go to stderr as one line, "lookout: <code>: <message>", with a non-zero exit status.',
    ].join('\n') + '\n'
  );
}

const wantsHelp = (argv: readonly string[]): boolean => argv.some((a) => a === '--help' || a === '-h');

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    process.stderr.write(usage());
    return 2;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    const topic = COMMANDS.find((c) => c.spec.name === rest[0]);
    process.stdout.write(topic ? commandHelp(topic.spec) : usage());
    return 0;
  }
  if (name === '--version' || name === '-V' || name === 'version') {
    process.stdout.write(`lookout ${VERSION}\n`);
    return 0;
  }
  const command = COMMANDS.find((c) => c.spec.name === name);
  if (!command)
    throw new LookoutError(
      'invalid-argument',
      `unknown command ${JSON.stringify(name)}; the commands are ${COMMANDS.map((c) => c.spec.name).join(', ')} (lookout --help)`,
    );
  if (wantsHelp(rest)) {
    process.stdout.write(commandHelp(command.spec));
    return 0;
  }
  const { positional, flags } = parseFlags(command.spec, rest);
  const run = await command.run();
  return run(positional, flags);
}

// A reader that went away (`lookout batch urls.txt | head -1`) ends the output, not the program with a stack
// trace: commands notice it (cli/stop.ts) and finish quietly; this keeps a late write from crashing the exit.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${errorLine(error)}\n`);
    process.exitCode = 1;
  },
);
