// One flag parser for every `lookout` command: each command declares its flags, and every flag is checked
// (known, has a value when it takes one, a number where a number is wanted) before anything starts a browser.
import { LookoutError } from '../pool/errors.js';
import { checkEmulation, type EmulationOptions } from '../pool/emulation.js';
import { BLOCKABLE_RESOURCES, type BlockableResource } from '../pool/options.js';
import { resolvePolicy, type NavigationPolicyOptions } from '../schemas/navigation-policy.js';

export type FlagKind = 'boolean' | 'integer' | 'string' | 'list';

export interface FlagSpec {
  name: string;
  kind: FlagKind;
  /** What the value stands for in help (`N`, `FILE`, ...). */
  value?: string;
  help: string;
  /** The smallest integer taken (integer flags). @default 1 */
  min?: number;
  max?: number;
}

export interface CommandSpec {
  name: string;
  /** Positional arguments, as shown in help (`<url>`); each is required. A last one written `<dir...>` takes one or more. */
  args: string[];
  summary: string;
  flags: FlagSpec[];
}

export interface ParsedCommand {
  positional: string[];
  /** Flag values by name; a boolean flag that was given has the value `true`. */
  flags: Map<string, string>;
}

/** The navigation policy's flags, on every command that starts a browser (docs/contract.md, "Navigation policy"). */
export const POLICY_FLAGS: FlagSpec[] = [
  { name: 'allowed-origins', kind: 'list', value: 'LIST', help: 'only these origins may be requested (a;b, e.g. https://example.com;http://localhost:*)' },
  { name: 'blocked-origins', kind: 'list', value: 'LIST', help: 'these origins may not be requested (checked before --allowed-origins)' },
  { name: 'allow-file-urls', kind: 'boolean', help: 'allow file: URLs (local files); refused by default' },
  { name: 'block-private-network', kind: 'boolean', help: 'refuse loopback, private and link-local addresses (after DNS)' },
  { name: 'allow-private-network', kind: 'boolean', help: 'allow them (where refusing them is the default)' },
];

/** How the session's browser presents itself, and the storage it starts with (docs/contract.md, "Emulation"). */
export const EMULATION_FLAGS: FlagSpec[] = [
  { name: 'viewport-size', kind: 'string', value: 'WxH', help: "the viewport in CSS pixels (default 1280x800, or the device's)" },
  { name: 'device', kind: 'string', value: 'NAME', help: "a device of Playwright's list ('iPhone 13', 'Pixel 7'): viewport, user agent, touch" },
  { name: 'user-agent', kind: 'string', value: 'UA', help: 'the User-Agent header and navigator.userAgent' },
  { name: 'locale', kind: 'string', value: 'TAG', help: 'the page locale, e.g. de-DE' },
  { name: 'timezone', kind: 'string', value: 'TZ', help: 'the page time zone, e.g. Europe/Berlin' },
  {
    name: 'storage-state',
    kind: 'string',
    value: 'FILE',
    help: "cookies and local storage to start with (a file of Playwright's storageState()); never echoed",
  },
];

/** The emulation options of --viewport-size, --device, --user-agent, --locale, --timezone and --storage-state. */
export function emulationFlags(flags: Map<string, string>): EmulationOptions {
  const size = flags.get('viewport-size');
  let viewport: EmulationOptions['viewport'];
  if (size !== undefined) {
    const match = /^(\d{1,5})[x,](\d{1,5})$/.exec(size.trim());
    if (!match) throw new LookoutError('invalid-argument', '--viewport-size must be WIDTHxHEIGHT, such as 1280x800');
    viewport = { width: Number(match[1]), height: Number(match[2]) };
  }
  const named: [keyof EmulationOptions, string][] = [
    ['device', 'device'],
    ['userAgent', 'user-agent'],
    ['locale', 'locale'],
    ['timezoneId', 'timezone'],
    ['storageState', 'storage-state'],
  ];
  const options: EmulationOptions = viewport ? { viewport } : {};
  for (const [option, flag] of named) {
    const value = flags.get(flag);
    if (value !== undefined) Object.assign(options, { [option]: value });
  }
  // Checked here, before a browser starts, in the flags' own words.
  const flagOf = (option: keyof EmulationOptions): string => (option === 'viewport' ? '--viewport-size' : `--${named.find(([o]) => o === option)![1]}`);
  try {
    checkEmulation(options, flagOf);
  } catch (error) {
    throw new LookoutError('invalid-argument', (error as Error).message);
  }
  return options;
}

export const SETTLE_FLAG: FlagSpec = {
  name: 'settle-ms',
  kind: 'integer',
  value: 'MS',
  help: 'longest wait for the page to settle after a navigation or action (0: none; default 2000)',
  min: 0,
  max: 600_000,
};
export const BLOCK_RESOURCES_FLAG: FlagSpec = {
  name: 'block-resources',
  kind: 'list',
  value: 'LIST',
  help: 'never load these subresources: image, media, font (stylesheets always load)',
};
export const DIALOGS_FLAG: FlagSpec = {
  name: 'dialogs',
  kind: 'string',
  value: 'ask|dismiss',
  help: "native dialogs: 'ask' leaves them to the agent, 'dismiss' answers at once (default ask)",
};
export const UPLOAD_FLAG: FlagSpec = { name: 'upload-dir', kind: 'string', value: 'DIR', help: 'the folder files may be uploaded from (default: no uploads)' };
export const SCREENSHOTS_FLAG: FlagSpec = {
  name: 'allow-screenshots',
  kind: 'boolean',
  help: 'offer masked screenshots (fields, editable regions and frames painted over); off by default',
};

/** Session behaviour from --settle-ms, --dialogs, --upload-dir, --allow-screenshots and the emulation flags; `dialogs` is the command's default. */
export function sessionFlags(
  flags: Map<string, string>,
  dialogs: 'ask' | 'dismiss',
): { settleMs?: number; dialogs: 'ask' | 'dismiss'; uploadDir?: string; blockResources?: BlockableResource[]; screenshots?: boolean } & EmulationOptions {
  const chosen = dialogsFlag(flags, dialogs);
  const settleMs = integerFlag(flags, 'settle-ms');
  const uploadDir = flags.get('upload-dir');
  const blockResources = listFlag(flags, 'block-resources');
  if (blockResources?.some((r) => !BLOCKABLE_RESOURCES.includes(r as BlockableResource))) {
    throw new LookoutError('invalid-argument', `--block-resources takes ${BLOCKABLE_RESOURCES.join(', ')}`);
  }
  return {
    ...emulationFlags(flags),
    dialogs: chosen,
    ...(settleMs !== undefined ? { settleMs } : {}),
    ...(uploadDir !== undefined ? { uploadDir } : {}),
    ...(flags.has('allow-screenshots') ? { screenshots: true } : {}),
    ...(blockResources !== undefined ? { blockResources: blockResources as BlockableResource[] } : {}),
  };
}

/** `--dialogs ask|dismiss`, or the command's default. */
export function dialogsFlag(flags: Map<string, string>, fallback: 'ask' | 'dismiss'): 'ask' | 'dismiss' {
  const chosen = flags.get('dialogs') ?? fallback;
  if (chosen !== 'ask' && chosen !== 'dismiss') throw new LookoutError('invalid-argument', "--dialogs must be 'ask' or 'dismiss'");
  return chosen;
}

export const ENDPOINTS_FLAG: FlagSpec = {
  name: 'endpoints',
  kind: 'list',
  value: 'LIST',
  help: 'Playwright browser servers (ws://a,ws://b) instead of a local Chromium',
};
export const WORKERS_FLAG: FlagSpec = { name: 'workers', kind: 'integer', value: 'N', help: 'worker threads', max: 64 };
export const TIMEOUT_FLAG: FlagSpec = { name: 'timeout', kind: 'integer', value: 'MS', help: 'budget of one call, in milliseconds', max: 3_600_000 };

export const PORT_FLAG: FlagSpec = { name: 'port', kind: 'integer', value: 'N', help: 'TCP port', min: 0, max: 65535 };

/** The flags of an HTTP server besides its port (`serve`, `mcp --port`): where it binds and what it lets in. */
export const HTTP_SERVER_FLAGS: FlagSpec[] = [
  { name: 'host', kind: 'string', value: 'HOST', help: 'address to bind (default 127.0.0.1)' },
  { name: 'token', kind: 'string', value: 'TOKEN', help: 'require Authorization: Bearer TOKEN (or set LOOKOUT_TOKEN)' },
  { name: 'allowed-hosts', kind: 'list', value: 'LIST', help: 'Host header names to answer besides the bound address (* for any)' },
  { name: 'cors-origins', kind: 'list', value: 'LIST', help: 'web origins whose pages may call the API (default none)' },
  { name: 'max-sessions', kind: 'integer', value: 'N', help: 'sessions open at once (default sized to this machine, at most 32)', max: 10_000 },
  { name: 'session-idle-ms', kind: 'integer', value: 'MS', help: 'close a session idle this long (default 600000)', min: 100 },
];

/** Parses `argv` (after the command name) against `spec`. `--name value`, `--name=value`; booleans take no value. */
export function parseFlags(spec: CommandSpec, argv: readonly string[]): ParsedCommand {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  const known = new Map(spec.flags.map((f) => [f.name, f]));
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.replace(/^--?/, '').split(/=(.*)/s, 2) as [string, string | undefined];
    const flag = known.get(name);
    if (!flag) throw new LookoutError('invalid-argument', `lookout ${spec.name} does not take ${arg.split('=')[0]}; see lookout ${spec.name} --help`);
    if (flag.kind === 'boolean') {
      if (inline !== undefined) throw new LookoutError('invalid-argument', `--${name} takes no value`);
      flags.set(name, 'true');
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new LookoutError('invalid-argument', `--${name} needs a value (${flag.value ?? 'VALUE'})`);
    if (flag.kind === 'integer') checkInteger(flag, value);
    flags.set(name, value);
  }
  if (positional.length < spec.args.length) {
    throw new LookoutError('invalid-argument', `lookout ${spec.name} needs ${spec.args.slice(positional.length).join(' ')}; see lookout ${spec.name} --help`);
  }
  if (positional.length > spec.args.length && !spec.args.at(-1)?.endsWith('...>'))
    throw new LookoutError(
      'invalid-argument',
      `lookout ${spec.name} takes ${spec.args.length === 0 ? 'no arguments' : spec.args.join(' ')}, not ${positional.length}`,
    );
  if (flags.has('block-private-network') && flags.has('allow-private-network')) {
    throw new LookoutError('invalid-argument', '--block-private-network and --allow-private-network contradict each other');
  }
  return { positional, flags };
}

function checkInteger(flag: FlagSpec, raw: string): void {
  const value = Number(raw);
  const min = flag.min ?? 1;
  if (!/^[0-9]+$/.test(raw) || value < min || (flag.max !== undefined && value > flag.max)) {
    const range = flag.max !== undefined ? `from ${min} to ${flag.max}` : `of at least ${min}`;
    throw new LookoutError('invalid-argument', `--${flag.name} must be an integer ${range}`);
  }
}

/** `--name N`: the integer (already checked by parseFlags), or undefined when the flag is absent. */
export function integerFlag(flags: Map<string, string>, name: string): number | undefined {
  const raw = flags.get(name);
  return raw === undefined ? undefined : Number(raw);
}

/** `--name a;b` or `a,b`: the entries, trimmed; undefined when the flag is absent. */
export function listFlag(flags: Map<string, string>, name: string): string[] | undefined {
  const raw = flags.get(name);
  if (raw === undefined) return undefined;
  return raw
    .split(/[;,]/)
    .map((e) => e.trim())
    .filter(Boolean);
}

/** `--endpoints a,b`: Playwright browser servers to use instead of a local Chromium. */
export function endpointsFlag(flags: Map<string, string>): { browserEndpoints?: string[] } {
  const endpoints = listFlag(flags, 'endpoints');
  return endpoints === undefined ? {} : { browserEndpoints: endpoints };
}

/**
 * The navigation policy from the policy flags. `blockPrivateNetworkByDefault` is the command's default:
 * off for observe, batch and harness; on for serve and mcp, which act for whoever reaches them.
 */
export function policyFlags(flags: Map<string, string>, blockPrivateNetworkByDefault: boolean): NavigationPolicyOptions {
  const policy: NavigationPolicyOptions = {
    blockPrivateNetwork: flags.has('block-private-network') || (blockPrivateNetworkByDefault && !flags.has('allow-private-network')),
    allowFileUrls: flags.has('allow-file-urls'),
  };
  const allowed = listFlag(flags, 'allowed-origins');
  const blocked = listFlag(flags, 'blocked-origins');
  if (allowed !== undefined) policy.allowedOrigins = allowed;
  if (blocked !== undefined) policy.blockedOrigins = blocked;
  try {
    resolvePolicy(policy, 'flags');
  } catch (error) {
    const message = (error as Error).message.replace('flags.allowedOrigins', '--allowed-origins').replace('flags.blockedOrigins', '--blocked-origins');
    throw new LookoutError('invalid-argument', message);
  }
  return policy;
}

/** Help text of one command, from its spec. */
export function commandHelp(spec: CommandSpec): string {
  const width = Math.max(...spec.flags.map((f) => flagLabel(f).length), 10) + 2;
  const lines = [`usage: lookout ${spec.name}${spec.args.map((a) => ` ${a}`).join('')}${spec.flags.length > 0 ? ' [flags]' : ''}`, '', spec.summary];
  if (spec.flags.length > 0) {
    lines.push('', 'flags:');
    for (const flag of spec.flags) lines.push(`  ${flagLabel(flag).padEnd(width)}${flag.help}`);
  }
  lines.push(`  ${'-h, --help'.padEnd(width)}this help`);
  return lines.join('\n') + '\n';
}

function flagLabel(flag: FlagSpec): string {
  return flag.kind === 'boolean' ? `--${flag.name}` : `--${flag.name} ${flag.value ?? 'VALUE'}`;
}
