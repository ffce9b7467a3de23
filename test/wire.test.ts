import test from 'ava';
import fc from 'fast-check';
import type { Control, ControlStates } from '../schemas/observation.js';
import { packControls, packStates, unpackControls, unpackStates } from '../schemas/wire.js';

const states: fc.Arbitrary<ControlStates> = fc.record(
  { disabled: fc.boolean(), checked: fc.boolean(), expanded: fc.boolean(), selected: fc.boolean(), filled: fc.boolean() },
  { requiredKeys: [] },
);
const roles = fc.constantFrom('button', 'link', 'textbox', 'checkbox', 'combobox', 'tab');

type Part = { role: string; name: string; states?: ControlStates; href?: string; options?: { label: string; selected: boolean }[]; omitted?: number };

function controlsFrom(refBase: number, parts: Part[]): Control[] {
  return parts.map((p, i) => {
    const control: Control = { ref: `e${refBase + i}`, role: p.role, name: p.name };
    if (p.states && Object.keys(p.states).length > 0) control.states = p.states;
    if (p.href !== undefined) control.href = p.href;
    if (p.options !== undefined) {
      control.options = p.options;
      if (p.omitted !== undefined) control.optionsOmitted = p.omitted;
    }
    return control;
  });
}

const option = fc.record({ label: fc.string({ maxLength: 20 }), selected: fc.boolean() });

test('packed controls unpack to the same list: refs, roles, names, every state, hrefs and options kept, absent ones stay absent, in canonical key order', (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.array(
        fc.record(
          {
            role: roles,
            name: fc.string({ maxLength: 120 }),
            states: states,
            href: fc.webUrl(),
            options: fc.array(option, { maxLength: 5 }),
            omitted: fc.integer({ min: 1, max: 900 }),
          },
          { requiredKeys: ['role', 'name'] },
        ),
        { maxLength: 60 },
      ),
      (refBase, parts) => {
        const controls = controlsFrom(refBase, parts);
        const packed = packControls(controls, refBase);
        const unpacked = unpackControls(JSON.parse(JSON.stringify(packed)) as typeof packed);
        t.deepEqual(unpacked, controls);
        t.deepEqual(
          unpacked.map((c) => Object.keys(c).join()),
          controls.map((c) => Object.keys(c).join()),
        );
      },
    ),
  );
});

test('a false state is kept apart from an absent one', (t) => {
  t.deepEqual(unpackStates(packStates({ checked: false })), { checked: false });
  t.deepEqual(unpackStates(packStates({ checked: true, filled: false })), { checked: true, filled: false });
  t.is(unpackStates(packStates({})), undefined);
});

test('the packed form is far smaller than the objects it replaces', (t) => {
  const controls = controlsFrom(
    40,
    Array.from({ length: 1000 }, (_, i) => ({ role: i % 2 ? 'link' : 'button', name: `item ${i}` })),
  );
  const packed = JSON.stringify(packControls(controls, 40)).length;
  const plain = JSON.stringify(controls).length;
  t.true(packed < plain / 2, `packed ${packed} chars, plain ${plain}`);
});

test('refs that do not run one by one from the base travel as numbers and come back as they were (refs that last)', (t) => {
  const controls = controlsFrom(5, [
    { role: 'button', name: 'a' },
    { role: 'link', name: 'b' },
    { role: 'button', name: 'c' },
  ]);
  controls[1]!.ref = 'e2';
  const packed = packControls(controls, 5);
  t.deepEqual(packed.refs, [5, 2, 7]);
  t.deepEqual(unpackControls(packed), controls);
  t.is(packControls(controlsFrom(5, [{ role: 'button', name: 'a' }]), 5).refs, undefined, 'consecutive refs are not sent');
});

test('what is not a control ref is refused, not renumbered', (t) => {
  const controls = controlsFrom(5, [{ role: 'button', name: 'a' }]);
  controls[0]!.ref = 'g5';
  t.throws(() => packControls(controls, 5), { message: /not a control ref: g5/ });
  t.throws(() => unpackControls({ refBase: 1, refs: [1, 2], roles: ['button'], list: [[0, 'x']] }), { instanceOf: TypeError });
});

test('field facts of 1.5.0 travel apart and come back in canonical order', (t) => {
  const controls = controlsFrom(1, [
    { role: 'textbox', name: '', states: { filled: true } },
    { role: 'button', name: 'b' },
  ]);
  controls[0] = { ref: 'e1', role: 'textbox', name: '', hint: 'Email', inputType: 'email', states: { filled: true }, matchesTyped: false };
  const back = unpackControls(packControls(controls, 1));
  t.deepEqual(back, controls);
  t.deepEqual(Object.keys(back[0]!), ['ref', 'role', 'name', 'hint', 'inputType', 'states', 'matchesTyped']);
});

test('a role index outside the table is a type error', (t) => {
  t.throws(() => unpackControls({ refBase: 1, roles: ['button'], list: [[3, 'x']] }), { instanceOf: TypeError });
});
