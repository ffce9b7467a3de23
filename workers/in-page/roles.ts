// Roles, region kinds and states of elements, from tags and attributes (docs/contract.md, "Collection").
// Never from a form value: `filled` is the one boolean a value is read for.
import type { ControlStates, RegionKind } from '../../schemas/observation.js';
import { dom, tagOf } from './dom.js';
import type { ElementVerdict } from './verdict.js';

const INTERACTIVE_ROLES = new Set([
  'button',
  'checkbox',
  'combobox',
  'link',
  'listbox',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
  'treeitem',
]);
// https://www.w3.org/TR/wai-aria-1.2/#namefromcontent
export const NAME_FROM_CONTENT = new Set([
  'button',
  'checkbox',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'switch',
  'tab',
  'treeitem',
]);
const CHECKABLE_ROLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
const TEXT_ENTRY_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'datetime-local', 'month', 'week', 'time']);
export const LABELABLE = new Set(['input', 'select', 'textarea', 'meter', 'progress', 'button']);

/**
 * An attribute of the verdict's element, not read at all from an element without attributes (most of them), nor
 * from one whose attributes' names (read once with its verdict) leave it out.
 */
export function attributeOf(el: Element, verdict: ElementVerdict, name: string): string | null {
  if (!verdict.attributed) return null;
  const names = verdict.names;
  return names === undefined || names.includes(name) ? dom.getAttribute(el, name) : null;
}

function firstRoleToken(el: Element, verdict: ElementVerdict): string {
  const role = attributeOf(el, verdict, 'role');
  if (!role) return '';
  return role.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

export function inputType(el: Element): string {
  return dom.inputType(el).toLowerCase();
}

export function controlRole(el: Element, verdict: ElementVerdict): string | null {
  const explicit = firstRoleToken(el, verdict);
  if (INTERACTIVE_ROLES.has(explicit)) return explicit;
  if (verdict.editableHost) return 'textbox';
  const tag = verdict.tag;
  switch (tag) {
    case 'a':
    case 'area':
      return dom.hasAttribute(el, 'href') ? 'link' : null;
    case 'button':
      return 'button';
    case 'select':
      return dom.selectMultiple(el) || dom.selectSize(el) > 1 ? 'listbox' : 'combobox';
    case 'textarea':
      return 'textbox';
    case 'summary': {
      const parent = dom.parentNode(el);
      return parent instanceof Element && tagOf(parent) === 'details' ? 'button' : null;
    }
    case 'input': {
      const type = inputType(el);
      switch (type) {
        case 'hidden':
          return null;
        case 'button':
        case 'submit':
        case 'reset':
        case 'image':
        case 'file':
        case 'color':
          return 'button';
        case 'checkbox':
          return 'checkbox';
        case 'radio':
          return 'radio';
        case 'range':
          return 'slider';
        case 'number':
          return 'spinbutton';
        case 'search':
          return dom.hasAttribute(el, 'list') ? 'combobox' : 'searchbox';
        default:
          return dom.hasAttribute(el, 'list') ? 'combobox' : 'textbox';
      }
    }
    default:
      return null;
  }
}

/** Tags that are a region kind without any attribute. */
const REGION_TAGS = new Set(['form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export function regionKind(el: Element, verdict: ElementVerdict): { kind: RegionKind; level?: number } | null {
  const tag = verdict.tag;
  // Every other kind needs an attribute (role, aria-live, or open on a dialog).
  if (!REGION_TAGS.has(tag) && !verdict.attributed) return null;
  const role = firstRoleToken(el, verdict);
  if ((tag === 'dialog' && dom.hasAttribute(el, 'open')) || role === 'dialog' || role === 'alertdialog') return { kind: 'dialog' };
  if (role === 'alert') return { kind: 'alert' };
  const live = attributeOf(el, verdict, 'aria-live')?.trim().toLowerCase();
  if (role === 'status' || role === 'log' || live === 'polite' || live === 'assertive') return { kind: 'status' };
  // An explicit role other than these replaces what the tag means (`<h2 role=button>` is a button).
  if (role === 'form' || role === 'search' || (role === '' && tag === 'form')) return { kind: 'form' };
  const tagLevel = /^h([1-6])$/.exec(tag);
  if (role === 'heading' || (role === '' && tagLevel)) {
    const ariaLevel = Number(attributeOf(el, verdict, 'aria-level'));
    const level = Number.isInteger(ariaLevel) && ariaLevel >= 1 && ariaLevel <= 6 ? ariaLevel : tagLevel ? Number(tagLevel[1]) : 2;
    return { kind: 'heading', level };
  }
  return null;
}

export function controlStates(el: Element, role: string, verdict: ElementVerdict): ControlStates | undefined {
  const states: ControlStates = {};
  const tag = verdict.tag;
  if (attributeOf(el, verdict, 'aria-disabled') === 'true' || dom.matches(el, ':disabled')) states.disabled = true;
  if (CHECKABLE_ROLES.has(role)) {
    if (tag === 'input' && (inputType(el) === 'checkbox' || inputType(el) === 'radio')) states.checked = dom.inputChecked(el);
    else states.checked = attributeOf(el, verdict, 'aria-checked') === 'true';
  }
  const expanded = attributeOf(el, verdict, 'aria-expanded');
  if (expanded === 'true' || expanded === 'false') states.expanded = expanded === 'true';
  else if (tag === 'summary') {
    const details = dom.parentNode(el);
    if (details instanceof Element) states.expanded = dom.detailsOpen(details);
  }
  const selected = attributeOf(el, verdict, 'aria-selected');
  if (selected === 'true' || selected === 'false') states.selected = selected === 'true';
  const filled = filledState(el, verdict);
  if (filled !== undefined) states.filled = filled;
  return Object.keys(states).length > 0 ? states : undefined;
}

/** Whether an editable control holds a non-empty value: only this boolean leaves the page. */
function filledState(el: Element, verdict: ElementVerdict): boolean | undefined {
  const tag = verdict.tag;
  // A date, time or number field typed into part way holds no value, but shows what was typed: `badInput` says so
  // (a date typed digit by digit reads as empty until its last segment is complete).
  if (tag === 'input') return TEXT_ENTRY_TYPES.has(inputType(el)) ? dom.inputValue(el).length > 0 || dom.validityBadInput(dom.inputValidity(el)) : undefined;
  if (tag === 'textarea') return dom.textareaValue(el).length > 0;
  if (verdict.editableHost) return dom.hasChildNodes(el);
  return undefined;
}
