// The options a <select> shows (docs/contract.md, "Choices"): listed in observations, and chosen by the
// `select` action by the same label, so the label an agent reads is the one it can choose.
import { LIMITS, type Control, type ControlOption } from '../../schemas/observation.js';
import { dom, isText, styleOf, tagOf } from './dom.js';
import { boundedLabel } from './text.js';

/** An option the select shows: not hidden by its own style or its group's. */
export function optionShown(option: Element): boolean {
  if (dom.hasAttribute(option, 'hidden')) return false;
  const style = styleOf(option);
  if (style.display === 'none' || style.visibility !== 'visible') return false;
  const group = dom.parentElement(option);
  return !(group && tagOf(group) === 'optgroup' && (dom.hasAttribute(group, 'hidden') || styleOf(group).display === 'none'));
}

/**
 * What a select shows for an option: its label attribute, else its text. Text inside element children
 * of an option (which scripts can insert) is left out, so no styled-away text can reach a label.
 */
export function optionLabel(option: HTMLOptionElement): string {
  const label = dom.getAttribute(option, 'label');
  if (label !== null && label.trim() !== '') return boundedLabel(label, LIMITS.nameChars);
  if (dom.firstElementChild(option) === null) return boundedLabel(dom.optionText(option), LIMITS.nameChars);
  let text = '';
  for (let n = dom.firstChild(option); n !== null; n = dom.nextSibling(n)) if (isText(n)) text += dom.textData(n);
  return boundedLabel(text, LIMITS.nameChars);
}

/** The options a <select> shows, in order, with the chosen ones. */
export function selectOptionsOf(select: Element): ControlOption[] {
  const list: ControlOption[] = [];
  const options = dom.selectOptions(select);
  const count = dom.collectionLength(options);
  for (let i = 0; i < count; i++) {
    const option = dom.collectionItem(options, i) as HTMLOptionElement | null;
    if (option && optionShown(option)) list.push({ label: optionLabel(option), selected: dom.optionSelected(option) });
  }
  return list;
}

/** Options past the bound are counted, not listed. */
export function boundOptions(control: Control, options: ControlOption[]): void {
  control.options = options.slice(0, LIMITS.optionsPerControl);
  if (options.length > LIMITS.optionsPerControl) control.optionsOmitted = options.length - LIMITS.optionsPerControl;
}
