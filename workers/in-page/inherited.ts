// Inherited properties read once for a run of elements: where nothing sets one on an element itself (declared.ts,
// Reader.inherits), the element has its parent's value, and the value is read at the top of the run instead.
import { editableValue } from './dom.js';
import type { Rare } from './rare.js';
import type { ElementVerdict } from './verdict.js';

/** The inherited properties read this way, each with the values found per element (verdicts are new each collection). */
const found = {
  cursor: new WeakMap<ElementVerdict, string>(),
  webkitTextSecurity: new WeakMap<ElementVerdict, string>(),
  wordSpacing: new WeakMap<ElementVerdict, string>(),
  visibility: new WeakMap<ElementVerdict, string>(),
  webkitUserModify: new WeakMap<ElementVerdict, string>(),
} satisfies Partial<Record<Rare, WeakMap<ElementVerdict, string>>>;

export type Passed = keyof typeof found;

/**
 * The computed value of the inherited `property` on the element of `verdict`: read on the nearest element from it up
 * that a source may set it on (or that has no parent element), and kept for every element of the run. Null for a
 * verdict without an element or a style.
 */
export function passedDown(verdict: ElementVerdict, property: Passed): string | null {
  if (verdict.el === null || verdict.style === null) return null;
  const values = found[property];
  const run: ElementVerdict[] = [];
  let v = verdict;
  let value = values.get(v);
  while (value === undefined) {
    run.push(v);
    const parent = v.parent;
    if (parent === null || parent.el === null || parent.style === null || !v.rare.inherits(property)) {
      value = v.rare.value(v.style!, property);
      break;
    }
    v = parent;
    value = values.get(v);
  }
  for (const one of run) values.set(one, value);
  return value;
}

/** Whether text under the element of `verdict` takes typing: `-webkit-user-modify`, which `contenteditable` and design mode set. */
export function editableOf(verdict: ElementVerdict): boolean {
  return editableValue(passedDown(verdict, 'webkitUserModify'));
}
