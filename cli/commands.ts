// The `lookout` commands: what each takes (checked before any of them starts a browser) and where it runs.
import {
  BLOCK_RESOURCES_FLAG,
  DIALOGS_FLAG,
  EMULATION_FLAGS,
  ENDPOINTS_FLAG,
  HTTP_SERVER_FLAGS,
  PORT_FLAG,
  POLICY_FLAGS,
  SCREENSHOTS_FLAG,
  SETTLE_FLAG,
  TIMEOUT_FLAG,
  UPLOAD_FLAG,
  WORKERS_FLAG,
  type CommandSpec,
} from './flags.js';

export interface Command {
  spec: CommandSpec;
  /** Loaded only when the command runs, so `--help` and flag errors never load a browser driver. */
  run: () => Promise<(positional: string[], flags: Map<string, string>) => Promise<number>>;
}

const MAX_BYTES_FLAG = { name: 'max-bytes', kind: 'integer', value: 'N', help: 'canonical byte bound of the observation (default 65536)', min: 1024 } as const;

export const COMMANDS: Command[] = [
  {
    spec: {
      name: 'observe',
      args: ['<url>'],
      summary:
        'Loads <url> and prints its canonical observation (JSON) on stdout, or with --budget the compact projection for a model.\n' +
        'A local file: lookout observe file:///absolute/path/page.html --allow-file-urls',
      flags: [
        MAX_BYTES_FLAG,
        { name: 'budget', kind: 'integer', value: 'N', help: 'print the model projection within N bytes instead', min: 256, max: 1_048_576 },
        TIMEOUT_FLAG,
        { name: 'record', kind: 'string', value: 'FILE', help: 'also append the raw worker record to FILE (see lookout replay)' },
        {
          name: 'from',
          kind: 'string',
          value: 'viewport',
          help: "start the scan window at what the viewport shows (a URL's #fragment scrolls to it) instead of the page's start",
        },
        {
          name: 'find',
          kind: 'string',
          value: 'TEXT',
          help: 'start the scan window at the first shown match of TEXT anywhere on the page (see match in the output)',
        },
        SETTLE_FLAG,
        BLOCK_RESOURCES_FLAG,
        ENDPOINTS_FLAG,
        ...POLICY_FLAGS,
        ...EMULATION_FLAGS,
      ],
    },
    run: async () => (await import('./observe.js')).runObserveCli,
  },
  {
    spec: {
      name: 'replay',
      args: ['<file>'],
      summary: 'Runs admission, bounding and projection again on a recording and says, record by record, whether the output is byte-identical.',
      flags: [],
    },
    run: async () => (await import('./observe.js')).runReplayCli,
  },
  {
    spec: {
      name: 'batch',
      args: ['<file>'],
      summary: 'Observes every URL of <file> (one per line, # comments) and writes one NDJSON line per URL, in order.',
      flags: [
        WORKERS_FLAG,
        { name: 'out', kind: 'string', value: 'FILE', help: 'write the NDJSON to FILE (the summary then goes to stdout)' },
        TIMEOUT_FLAG,
        SETTLE_FLAG,
        BLOCK_RESOURCES_FLAG,
        ...POLICY_FLAGS,
        ...EMULATION_FLAGS,
      ],
    },
    run: async () => (await import('./batch.js')).runBatchCli,
  },
  {
    spec: {
      name: 'harness',
      args: [],
      summary: 'Serves the bundled fixture site on 127.0.0.1, runs the conformance partitions on the pool and writes reports.',
      flags: [
        { name: 'partitions', kind: 'list', value: 'LIST', help: 'only these partitions (a,b)' },
        { ...WORKERS_FLAG, help: 'worker threads (default 2)' },
        { name: 'site', kind: 'string', value: 'DIR', help: 'serve DIR instead of the bundled fixture site' },
        { name: 'out', kind: 'string', value: 'DIR', help: 'write the reports to DIR (default ./reports)' },
        { name: 'shard', kind: 'string', value: 'I/N', help: 'run only the I-th of N stable shares of the cases (merge with lookout merge-reports)' },
        SETTLE_FLAG,
        ENDPOINTS_FLAG,
        ...POLICY_FLAGS,
      ],
    },
    run: async () => (await import('../harness/cli.js')).runHarnessCli,
  },
  {
    spec: {
      name: 'merge-reports',
      args: ['<dir...>'],
      summary:
        'Merges the reports of harness shards (each <dir> holds a conformance.json of lookout harness --shard I/N) into one\n' +
        'conformance.json, junit.xml and index.html, as one unsharded run would have written them. Exits 1 when a case failed.',
      flags: [{ name: 'out', kind: 'string', value: 'DIR', help: 'write the merged reports to DIR (default ./reports)' }],
    },
    run: async () => (await import('../harness/merge.js')).runMergeCli,
  },
  {
    spec: {
      name: 'serve',
      args: [],
      summary:
        'HTTP API over the pool (sessions, navigate, observe, act, snapshots) on 127.0.0.1:8930. Any other address needs a\n' +
        'token (--token or LOOKOUT_TOKEN, at least 16 bytes). Private network addresses are refused unless --allow-private-network.',
      flags: [
        { ...PORT_FLAG, help: 'TCP port, 0 for any free one (default 8930)' },
        ...HTTP_SERVER_FLAGS,
        WORKERS_FLAG,
        SETTLE_FLAG,
        DIALOGS_FLAG,
        UPLOAD_FLAG,
        SCREENSHOTS_FLAG,
        ENDPOINTS_FLAG,
        ...POLICY_FLAGS,
        ...EMULATION_FLAGS,
      ],
    },
    run: async () => (await import('./serve.js')).runServeCli,
  },
  {
    spec: {
      name: 'mcp',
      args: [],
      summary:
        'A Model Context Protocol server with the browser tools, on stdio or (with --port) over Streamable HTTP.\n' +
        'Over HTTP it answers at /mcp on 127.0.0.1, with the Host, Origin, token and session rules of serve.\n' +
        'Private network addresses are refused unless --allow-private-network.',
      flags: [
        WORKERS_FLAG,
        MAX_BYTES_FLAG,
        TIMEOUT_FLAG,
        {
          name: 'budget',
          kind: 'integer',
          value: 'N',
          help: 'give every tool call without a budget the model projection within N bytes',
          min: 256,
          max: 1_048_576,
        },
        { name: 'structured', kind: 'boolean', help: 'also return each observation whole as structuredContent (for programs)' },
        { ...PORT_FLAG, help: 'serve MCP over Streamable HTTP on this TCP port instead of stdio (0: any free one)' },
        ...HTTP_SERVER_FLAGS.map((flag) => ({ ...flag, help: `${flag.help}; with --port` })),
        SETTLE_FLAG,
        DIALOGS_FLAG,
        UPLOAD_FLAG,
        SCREENSHOTS_FLAG,
        ENDPOINTS_FLAG,
        ...POLICY_FLAGS,
        ...EMULATION_FLAGS,
      ],
    },
    run: async () => (await import('./mcp.js')).runMcpCli,
  },
];
