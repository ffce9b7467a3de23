// The compact form of a control list for the one hop where size costs most: from the page to the
// worker, as a JSON string through CDP and Playwright's relay. A 10k-node page has about a thousand
// controls; as objects they were 71% of the collector's result. Here a control is [role, name] or
// [role, name, states]: refs are numbers (`refs`), left out when they run on one by one from `refBase` (a
// first collection of a document), roles are indexes into a table, and the five optional states are two bits
// each. The few controls that carry more (a link's destination, a select's options, a field's type or hint)
// send it apart, keyed by their index. Shared by the in-page bundle (pack) and the
// worker (unpack); nothing here reads a page.
import { CONTROL_STATE_KEYS, type Control, type ControlStates } from './observation.js';

export type PackedControl = [role: number, name: string] | [role: number, name: string, states: number];

/** What a control carries besides role, name and states. */
export type ControlExtra = Pick<Control, 'hint' | 'inputType' | 'matchesTyped' | 'href' | 'options' | 'optionsOmitted'>;

export interface PackedControls {
  /** Number of the first control's ref (`e<refBase>`); the rest follow one by one unless `refs` is given. */
  refBase: number;
  /** Every control's ref number, in list order, when they do not run on one by one from `refBase`. */
  refs?: number[];
  roles: string[];
  list: PackedControl[];
  /** [index in list, extra] for the controls that have one. */
  extras?: [index: number, extra: ControlExtra][];
}

function extraOf(control: Control): ControlExtra | undefined {
  if (
    control.href === undefined &&
    control.options === undefined &&
    control.hint === undefined &&
    control.inputType === undefined &&
    control.matchesTyped === undefined
  )
    return undefined;
  const extra: ControlExtra = {};
  if (control.hint !== undefined) extra.hint = control.hint;
  if (control.inputType !== undefined) extra.inputType = control.inputType;
  if (control.matchesTyped !== undefined) extra.matchesTyped = control.matchesTyped;
  if (control.href !== undefined) extra.href = control.href;
  if (control.options !== undefined) extra.options = control.options;
  if (control.optionsOmitted !== undefined) extra.optionsOmitted = control.optionsOmitted;
  return extra;
}

const STATE_KEYS = CONTROL_STATE_KEYS;

/** Two bits per state, in STATE_KEYS order: 0 absent, 1 false, 2 true. */
export function packStates(states: ControlStates | undefined): number {
  if (!states) return 0;
  let bits = 0;
  STATE_KEYS.forEach((key, i) => {
    const value = states[key];
    if (value !== undefined) bits |= (value ? 2 : 1) << (2 * i);
  });
  return bits;
}

export function unpackStates(bits: number): ControlStates | undefined {
  if (bits === 0) return undefined;
  const states: ControlStates = {};
  STATE_KEYS.forEach((key, i) => {
    const value = (bits >> (2 * i)) & 3;
    if (value === 1) states[key] = false;
    else if (value === 2) states[key] = true;
  });
  return states;
}

/** Packs controls; their refs must be control refs (`e<n>`), anything else is a collector bug. */
export function packControls(controls: readonly Control[], refBase: number): PackedControls {
  const roles: string[] = [];
  const roleIndex = new Map<string, number>();
  const list: PackedControl[] = [];
  const extras: [number, ControlExtra][] = [];
  const refs: number[] = [];
  let consecutive = true;
  controls.forEach((control, i) => {
    const n = Number(control.ref.slice(1));
    if (control.ref[0] !== 'e' || !Number.isSafeInteger(n) || n < 1) throw new Error(`not a control ref: ${control.ref}`);
    refs.push(n);
    if (n !== refBase + i) consecutive = false;
    let role = roleIndex.get(control.role);
    if (role === undefined) {
      role = roles.length;
      roles.push(control.role);
      roleIndex.set(control.role, role);
    }
    const states = packStates(control.states);
    list.push(states === 0 ? [role, control.name] : [role, control.name, states]);
    const extra = extraOf(control);
    if (extra) extras.push([i, extra]);
  });
  const packed: PackedControls = consecutive ? { refBase, roles, list } : { refBase, refs, roles, list };
  if (extras.length > 0) packed.extras = extras;
  return packed;
}

export function unpackControls(packed: PackedControls): Control[] {
  const { refBase, refs, roles, list } = packed;
  if (refs !== undefined && refs.length !== list.length) throw new TypeError(`packed controls carry ${refs.length} refs for ${list.length} controls`);
  const controls: Control[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const entry = list[i]!;
    const role = roles[entry[0]];
    if (role === undefined) throw new TypeError(`packed control ${i} names role ${entry[0]}, which is not in the table`);
    const control: Control = { ref: `e${refs !== undefined ? refs[i] : refBase + i}`, role, name: entry[1] };
    const states = entry.length === 3 ? unpackStates(entry[2]) : undefined;
    if (states) control.states = states;
    controls[i] = control;
  }
  for (const [i, extra] of packed.extras ?? []) {
    const control = controls[i];
    if (control === undefined) throw new TypeError(`packed extra names control ${i}, which is not in the list`);
    // In canonical order: hint and type before states, matchesTyped after them, then the rest.
    if (extra.hint !== undefined || extra.inputType !== undefined) {
      const { ref, role, name, states } = control;
      const ordered: Control = { ref, role, name };
      if (extra.hint !== undefined) ordered.hint = extra.hint;
      if (extra.inputType !== undefined) ordered.inputType = extra.inputType;
      if (states) ordered.states = states;
      controls[i] = ordered;
    }
    const target = controls[i]!;
    if (extra.matchesTyped !== undefined) target.matchesTyped = extra.matchesTyped;
    if (extra.href !== undefined) target.href = extra.href;
    if (extra.options !== undefined) target.options = extra.options;
    if (extra.optionsOmitted !== undefined) target.optionsOmitted = extra.optionsOmitted;
  }
  return controls;
}

/** How a collection came by what the page's style sources declare (workers/in-page/declared.ts). */
export interface StyleSourceUse {
  /** Sheets whose facts came from what earlier collections kept, or the worker taught, under its count of sheet events. */
  kept: number;
  /** Sheets read in this collection. */
  read: number;
  /** Every property was read: a source could not be read, or the budget ran out. */
  everything: boolean;
}
