// The suite-cost bench charges each process to the test file it descends from: through its parents, or through its
// process group once its parent is gone, at the most CPU any sample showed of it. The process tables here are made up.
import test from 'ava';
import { Attribution, kindOf, type ProcSample } from '../bench/suite-cost.js';

const CHROMIUM = '/usr/lib/chromium/chromium';
const proc = (pid: number, ppid: number, pgid: number, ticks: number, cmdline: string, start = pid * 10): ProcSample => ({
  pid,
  ppid,
  pgid,
  start,
  ticks,
  cmdline,
});

test('kinds of process are told apart by program and --type', (t) => {
  t.is(kindOf(`${CHROMIUM}\0--headless\0--remote-debugging-pipe\0`), 'browser');
  t.is(kindOf(`${CHROMIUM}\0--type=renderer\0--lang=en\0`), 'renderer');
  // As Chromium's child processes show themselves: their title, one string.
  t.is(kindOf(`${CHROMIUM} --type=renderer --lang=en --enable-automation`), 'renderer');
  t.is(kindOf(`${CHROMIUM} --type=gpu-process --no-sandbox`), 'gpu');
  t.is(kindOf(`${CHROMIUM}\0--type=gpu-process\0`), 'gpu');
  t.is(kindOf(`${CHROMIUM}\0--type=zygote\0`), 'zygote');
  t.is(kindOf(`${CHROMIUM}\0--type=utility\0--utility-sub-type=network.mojom.NetworkService\0`), 'utility');
  t.is(kindOf('/usr/bin/node\0dist/test/x.test.js\0'), 'node');
  // A path that merely mentions chromium is not Chromium.
  t.is(kindOf('/bin/sh\0/usr/bin/chromium\0--type=renderer\0'), 'other');
});

test('a browser and its renderers are charged to the file whose ava process started them, each at its largest sample', (t) => {
  const attribution = new Attribution(
    new Map([
      [100, 'alpha'],
      [200, 'beta'],
    ]),
  );
  attribution.add([
    proc(100, 1, 100, 50, '/usr/bin/node\0'),
    proc(101, 100, 101, 300, `${CHROMIUM}\0`),
    proc(102, 101, 101, 120, `${CHROMIUM}\0--type=renderer\0`),
    proc(200, 1, 200, 70, '/usr/bin/node\0'),
    proc(999, 1, 999, 5000, '/usr/bin/node\0'),
  ]);
  attribution.add([
    proc(100, 1, 100, 80, '/usr/bin/node\0'),
    proc(101, 100, 101, 350, `${CHROMIUM}\0`),
    // Its parent killed: reparented to init, still in the browser's process group.
    proc(102, 1, 101, 180, `${CHROMIUM}\0--type=renderer\0`),
    // A renderer first seen after its browser was gone: charged by its group.
    proc(103, 1, 101, 40, `${CHROMIUM}\0--type=renderer\0`),
  ]);
  // A later sample lower than an earlier one (never for one process; here, a stale read) does not lower it.
  attribution.add([proc(101, 100, 101, 10, `${CHROMIUM}\0`)]);
  const alpha = attribution.costOf('alpha');
  t.deepEqual(alpha.byKind, { node: 0.8, browser: 3.5, renderer: 2.2 });
  t.is(alpha.cpuSeconds, 6.5);
  t.is(alpha.launches, 1);
  t.is(alpha.renderers, 2);
  t.deepEqual(attribution.costOf('beta'), { file: 'beta', cpuSeconds: 0.7, byKind: { node: 0.7 }, launches: 0, renderers: 0 });
});

test('a process that execs Chromium counts as Chromium from then on', (t) => {
  const attribution = new Attribution(new Map([[100, 'alpha']]));
  attribution.add([proc(100, 1, 100, 10, '/usr/bin/node\0'), proc(101, 100, 101, 1, '/bin/sh\0/usr/bin/chromium\0--headless\0')]);
  attribution.add([proc(101, 100, 101, 250, `${CHROMIUM}\0--headless\0`)]);
  const alpha = attribution.costOf('alpha');
  t.is(alpha.launches, 1);
  t.deepEqual(alpha.byKind, { node: 0.1, browser: 2.5 });
});

test('a reused pid is a new process: its start time tells them apart', (t) => {
  const attribution = new Attribution(new Map([[100, 'alpha']]));
  attribution.add([proc(100, 1, 100, 10, '/usr/bin/node\0'), proc(101, 100, 101, 200, `${CHROMIUM}\0`, 1_000)]);
  // Pid 101 again, started later by another program and group nobody owns: not alpha's.
  attribution.add([proc(101, 1, 555, 900, '/usr/bin/node\0', 2_000)]);
  t.is(attribution.costOf('alpha').cpuSeconds, 2.1);
});
