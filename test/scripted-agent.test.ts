// The scripted agent (helpers/scripted-agent.ts) finishes multi-step tasks on the actionable fixtures using only
// observations and refs: click targets without ARIA roles, an autocomplete, a custom dropdown, SVG shapes, a start
// overlay, a terminal that takes keys in a hidden input, a form filled in one call and fields labelled only by
// position. Each task ends on text the page shows only when it was done.
import anyTest, { type TestFn } from 'ava';
import { sharedSession, withBrowser, type BrowserContext } from './helpers/context.js';
import { ScriptedAgent, type Goal } from './helpers/scripted-agent.js';

const test = anyTest as TestFn<BrowserContext>;
withBrowser(test);
const shared = sharedSession(test);

const TASKS: { page: string; goals: Goal[]; calls?: number }[] = [
  { page: 'tree.html', goals: [{ click: 'Documents' }, { click: 'Taxes 2026' }, { until: 'Opened Taxes 2026' }] },
  { page: 'tree.html', goals: [{ click: 'terms of use' }, { until: 'Followed terms of use' }] },
  { page: 'inbox.html', goals: [{ click: 'Lunch on Friday' }, { until: 'Reading Lunch on Friday' }] },
  { page: 'autocomplete.html', goals: [{ fill: 'City', text: 'Os' }, { click: 'Oslo' }, { click: 'Submit' }, { until: 'Sent Oslo' }] },
  { page: 'dropdown.html', goals: [{ click: 'Standard' }, { click: 'Express' }, { until: 'Speed: Express' }] },
  { page: 'shapes.html', goals: [{ click: 'Red circle' }, { until: 'Clicked circle' }] },
  { page: 'start.html', goals: [{ click: 'START' }, { click: 'Done' }] },
  { page: 'terminal.html', goals: [{ keys: ['l', 's'] }, { until: '$ ls' }] },
  {
    page: 'refs.html',
    // One call fills the form; one clicks Sign up.
    calls: 2,
    goals: [
      {
        form: [
          { field: 'Email', text: 'ada@example.test' },
          { field: 'Full name', text: 'Ada Lovelace' },
          { field: 'Birthday', text: '1815-12-10' },
          { field: 'Volume', text: '7' },
          { field: 'Country', select: 'Norway' },
          { field: 'I agree', check: true },
        ],
      },
      { click: 'Sign up' },
      { until: 'Submitted' },
    ],
  },
  // The list that typing opens covers Sign up: the error says so and the agent closes it with Escape.
  { page: 'refs.html', goals: [{ fill: 'City', text: 'O' }, { click: 'Sign up' }, { until: 'Submitted' }] },
  {
    page: 'form.html',
    goals: [
      {
        form: [
          { field: 'Email address', text: 'grace@example.test' },
          { field: 'Phone', text: '555 0100' },
        ],
      },
      { click: 'Save' },
    ],
  },
];

for (const task of TASKS) {
  test.serial(`the agent finishes ${task.page}: ${task.goals.map((g) => Object.keys(g)[0]).join(', ')}`, async (t) => {
    const session = await shared(t);
    const first = await session.navigate({ url: t.context.server.url(`actionable/${task.page}`) });
    const run = await new ScriptedAgent(session, first).run(task.goals);
    t.is(run.stuck, undefined, run.stuck);
    t.is(run.reached, task.goals.length);
    if (task.calls !== undefined) t.is(run.calls, task.calls);
    t.log(`${task.page}: ${run.calls} calls after navigate, ${run.bytes} bytes read`);
  });
}
