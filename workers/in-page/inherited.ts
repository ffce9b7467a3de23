// Inherited properties read once for a run of elements: where nothing sets one on an element itself (declared.ts,
// Reader.inherits), the element has its parent's value, and the value is read at the top of the run instead.
import { editableValue } from './dom.js';
import type { ElementVerdict, PassedValues } from './verdict.js';

export type Passed = keyof PassedValues;

/**
 * The computed value of the inherited `property` on the element of `verdict`: read on the nearest element from it up
 * that a source may set it on (or that has no parent element), and kept on the verdict of every element of the run
 * (`passed`). Null for a verdict without an element or a style.
 */
export function passedDown(verdict: ElementVerdict, property: Passed): string | null {
  if (verdict.el === null || verdict.style === null) return null;
  let v = verdict;
  let value = v.passed?.[property];
  while (value === undefined) {
    const parent = v.parent;
    if (parent === null || parent.el === null || parent.style === null || !v.rare.inherits(property)) {
      value = v.rare.value(v.style!, property);
      keep(v, property, value);
      break;
    }
    v = parent;
    value = v.passed?.[property];
  }
  // Every element from `verdict` up to the one that gave the value has it.
  for (let one = verdict; one !== v; one = one.parent!) keep(one, property, value);
  return value;
}

function keep(verdict: ElementVerdict, property: Passed, value: string): void {
  verdict.passed ??= { cursor: undefined, webkitTextSecurity: undefined, wordSpacing: undefined, visibility: undefined, webkitUserModify: undefined };
  verdict.passed[property] = value;
}

/** Whether text under the element of `verdict` takes typing: `-webkit-user-modify`, which `contenteditable` and design mode set. */
export function editableOf(verdict: ElementVerdict): boolean {
  return editableValue(passedDown(verdict, 'webkitUserModify'));
}
