// Settling (docs/contract.md, "Settling"): an action that started nothing returns after the activity window, also
// when it navigated within its document, at the end of a short transition it started when nothing else came, or
// once the requests it started are answered when they were all it started and their answers start nothing more;
// one that started a timer, a long transition or a scroll waits for quiet as before, so content that comes later
// is observed. A new document whose page asked for no timer or idle callback, has no frame and started
// nothing in its load window returns after that window; others wait for quiet. No timing is asserted: which path a
// call took is read from its worker record (`settledBy`), since on a loaded machine the window's own path can take
// longer than the quiet window (making a new document's collector world took over two seconds with the suite and
// CI at once).
import anyTest, { type ExecutionContext, type TestFn } from 'ava';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import type { Session } from '../pool/pool.js';
import { decodeRecord } from '../schemas/codec.js';
import type { Observation } from '../schemas/observation.js';
import type { CollectionRecord, SettledBy } from '../schemas/record.js';
import { openSession, withBrowser, type BrowserContext } from './helpers/context.js';

const anyBrowserTest = anyTest as TestFn<BrowserContext>;
withBrowser(anyBrowserTest);

/**
 * How many of this file's tests drive its pool (one worker, one browser) at once. All at once, each of thirty made
 * its pages wait on the others: in CI, beside another file, every test took over 20 s, new documents' worlds took
 * over 1.5 s to make, and which path a wait took (what these tests assert) was the machine's. Four at once keep the
 * file near its time run alone with all at once.
 */
const AT_ONCE = 4;
let running = 0;
const queued: (() => void)[] = [];

/**
 * Declares a test that waits for one of AT_ONCE turns, given back once its session has closed: teardowns run last
 * registered first, so this one runs after the session's.
 */
function test(title: string, body: (t: ExecutionContext<BrowserContext>) => Promise<void>): void {
  anyBrowserTest(title, async (t) => {
    if (running >= AT_ONCE) await new Promise<void>((resolve) => queued.push(resolve));
    running++;
    t.teardown(() => {
      running--;
      queued.shift()?.();
    });
    await body(t);
  });
}

/**
 * Long enough that a call which waited for quiet is told apart from one that stopped after the activity window; a
 * budget that holds the quiet window on a loaded machine (two copies of this file at once took over 4 s to load
 * and settle a page that waits for quiet).
 */
const LONG_QUIET = { settleQuietMs: 1_500, settleMs: 8_000 };

/** The default quiet window, with a budget that holds it on a loaded machine (the default 2 s did not, there). */
const SHORT_QUIET = { settleQuietMs: 300, settleMs: 8_000 };

async function clickOn(t: ExecutionContext<BrowserContext>, session: Session, page: string): Promise<Observation> {
  const loaded = await session.navigate({ url: t.context.server.url(`settle/${page}`) });
  const button = loaded.controls.find((c) => c.role === 'button');
  if (!button) throw new Error(`${page} lists no button`);
  return session.act({ ref: button.ref, action: 'click' });
}

/** What ended the settle wait of the session's last call, as its worker record says. */
function settledBy(t: ExecutionContext<BrowserContext>, session: Session): SettledBy | undefined {
  return decodeRecord<CollectionRecord>(t.context.tap.take(session.id).at(-1)!).settledBy;
}

test('a click that changes nothing is settled without waiting out the quiet window', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'nothing.html');
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'window', `waited ${after.settle?.waitedMs} ms`);
  t.false(after.postcondition?.navigated);
});

test('a click that changes the DOM at once is observed with the change, without waiting out the quiet window', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'instant.html');
  t.true(after.text.content.includes('Changed at once: click 1'));
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'window', `waited ${after.settle?.waitedMs} ms`);
});

test('a click whose fetch starts 200 ms later waits for quiet and is observed with what the fetch answered', async (t) => {
  // The contract's quiet window: the fetch starts inside it only because the timer the click set counts.
  const session = await openSession(t, SHORT_QUIET);
  const after = await clickOn(t, session, 'fetch.html');
  t.true(after.text.content.includes('Fetched 42 apples: click 1'), after.text.content);
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'quiet');
});

test('a click whose timer shows content 500 ms later waits for quiet, and wait sees the content', async (t) => {
  const session = await openSession(t, SHORT_QUIET);
  const after = await clickOn(t, session, 'timer.html');
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'quiet', `waited ${after.settle?.waitedMs} ms`);
  const later = await session.wait({ text: 'Shown by the timer: click 1' });
  t.true(later.text.content.includes('Shown by the timer: click 1'));
});

test('a click that opens a panel by script, frame by frame, is observed when it has opened', async (t) => {
  // Each frame's callback changes the DOM: the window ends in a frame after its start, so a change made on every
  // frame is seen (no timer, request or CSS transition is there to see).
  const session = await openSession(t, { settleQuietMs: 300, settleMs: 4_000 });
  const after = await clickOn(t, session, 'raf-slide.html');
  // Not which path: on a loaded machine the step's own frames may come after the 300 ms, so the panel opened in them.
  t.true(after.text.content.includes('Panel fully open'), after.text.content);
  t.is(after.settle?.settled, true);
});

test('a click that starts a transition longer than the motion wait holds waits for quiet', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'transition.html');
  t.is(after.settle?.settled, true);
  // Or by its end, when a loaded machine reached the window's end over two of its three seconds in (the motion wait
  // holds what has a second left, whatever it ran for before).
  t.true(['quiet', 'motion'].includes(settledBy(t, session)!), `waited ${after.settle?.waitedMs} ms`);
});

test('a click that starts a short fade is observed at its end, without waiting out the quiet window', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'fade.html');
  t.false(after.text.content.includes('Fading notice'), after.text.content);
  t.is(after.settle?.settled, true);
  // By its end; or by the window, when a loaded machine ran the whole fade within the step's own two frames.
  t.true(['motion', 'window'].includes(settledBy(t, session)!), `waited ${after.settle?.waitedMs} ms`);
});

test('a fade longer than the quiet window is observed at its end, not half done', async (t) => {
  // Waiting for 300 ms of quiet alone observed the notice at about half its opacity, still shown.
  const session = await openSession(t, SHORT_QUIET);
  const after = await clickOn(t, session, 'fade.html');
  t.false(after.text.content.includes('Fading notice'), after.text.content);
  t.is(after.settle?.settled, true);
});

test('a fade whose end sets a timer waits for quiet and is observed with what the timer shows', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'fade.html?then=timer');
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'quiet', `waited ${after.settle?.waitedMs} ms`);
  t.true(after.text.content.includes('Shown after the fade'), after.text.content);
});

test("a fade that ends about when the action's own frames do is not judged before its end event", async (t) => {
  // A fade over by the window's end, whose `transitionend` comes only as the next frame begins: the window ends in
  // that frame, so the timer the event's handler sets counts, and the call waits for quiet and what the timer shows.
  const session = await openSession(t, { settleQuietMs: 300, settleMs: 4_000 });
  const after = await clickOn(t, session, 'blink.html');
  t.true(after.text.content.includes('Shown after the blink'), after.text.content);
  t.is(after.settle?.settled, true);
});

test('a fade whose end changes the DOM is observed with the change', async (t) => {
  // Not which path it took: on a loaded machine the whole fade may run within the step's own two frames (seen in a
  // run with six test files at once), and the change is then the step's result, settled after the window.
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'fade.html?then=change');
  t.true(after.text.content.includes('Shown after the fade'), after.text.content);
  t.false(after.text.content.includes('Fading notice'), after.text.content);
  t.is(after.settle?.settled, true);
});

test('a click that moves the URL within the document is settled without waiting out the quiet window', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'route.html');
  t.true(after.text.content.includes('Route shown: click 1'), after.text.content);
  t.true(after.page.url.endsWith('#/step/1'), after.page.url);
  t.true(after.postcondition?.navigated);
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'window', `waited ${after.settle?.waitedMs} ms`);
});

test('a route change that fetches is settled once the fetch is answered, and observed with the answer', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'route-fetch.html');
  t.true(after.text.content.includes('Route fetched 42 apples: click 1'), after.text.content);
  t.true(after.postcondition?.navigated);
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'requests', `waited ${after.settle?.waitedMs} ms`);
});

test('a click that fetches at once is settled once the fetch is answered, without waiting out the quiet window', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'fetch-now.html');
  t.true(after.text.content.includes('Fetched at once 42 apples: click 1'), after.text.content);
  t.false(after.text.content.includes('Loading'), after.text.content);
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'requests', `waited ${after.settle?.waitedMs} ms`);
});

test('a chain of requests, each started by the answer before it, is followed to its end', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'fetch-chain.html');
  t.true(after.text.content.includes('First answer 42 apples: click 1'), after.text.content);
  t.true(after.text.content.includes('Second answer 42 apples: click 1'), after.text.content);
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'requests', `waited ${after.settle?.waitedMs} ms`);
});

test('a fetch whose answer fades in is observed once the fade has ended, without waiting out the quiet window', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'fetch-fade.html');
  t.true(after.text.content.includes('Faded in 42 apples: click 1'), after.text.content);
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'requests', `waited ${after.settle?.waitedMs} ms`);
});

/** A loopback server that answers every request with `body` as JSON after `delayMs`, to any origin. */
async function slowServer(t: ExecutionContext<BrowserContext>, delayMs: number, body: unknown): Promise<string> {
  const server = createHttpServer((_request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(body));
    }, delayMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.teardown(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/content`;
}

test('navigating: a document that fetches its content once loaded is settled once it is answered, and shows the answer', async (t) => {
  // Answered 3.5 s after the request, when the load window has long seen it in flight. Were the page's world made
  // only after the answer, the window would see nothing and settle the page itself: with three copies of this
  // file at once (78 sessions on two cores), making it took over 2 s; the suite's own load took up to 1.2 s.
  const from = await slowServer(t, 3_500, { value: '42 pears' });
  const session = await openSession(t, { settleQuietMs: 1_500, settleMs: 10_000 });
  const loaded = await session.navigate({ url: t.context.server.url(`settle/boot-fetch.html?from=${encodeURIComponent(from)}`) });
  t.true(loaded.text.content.includes('Booted with 42 pears'), loaded.text.content);
  t.is(loaded.settle?.settled, true);
  t.is(settledBy(t, session), 'requests', `waited ${loaded.settle?.waitedMs} ms`);
});

test('a fetch whose answer keeps changing the page for a second is observed at its end, not while it changes', async (t) => {
  // Not which path: the rounds after the requests end it when a loaded machine spreads them over the second, and
  // quiet does otherwise. A window counted from before its frames saw none of the changes and observed "Counting".
  const session = await openSession(t, { settleQuietMs: 300, settleMs: 4_000 });
  const after = await clickOn(t, session, 'fetch-ticks.html');
  const by = settledBy(t, session);
  t.true(after.text.content.includes('Counted 42 apples to the end: click 1'), `settled by ${by}: ${after.text.content}`);
  t.is(after.settle?.settled, true);
});

test('a fetch never answered ends the wait at the settle budget, unsettled, and the session goes on', async (t) => {
  // A loopback server that takes the connection and never answers.
  const held: Socket[] = [];
  const server = createServer((socket) => held.push(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.teardown(() => {
    for (const socket of held) socket.destroy();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  const session = await openSession(t, { settleQuietMs: 300, settleMs: 1_500 });
  const after = await clickOn(t, session, `fetch-hang.html?to=${encodeURIComponent(`http://127.0.0.1:${port}/never`)}`);
  t.true(after.text.content.includes('Waiting for an answer: click 1'), after.text.content);
  t.is(after.settle?.settled, false);
  t.is(settledBy(t, session), 'budget', `waited ${after.settle?.waitedMs} ms`);
  t.true(held.length >= 1, 'the page asked the server');
  const again = await session.observe();
  t.true(again.text.content.includes('Waiting for an answer: click 1'));
});

test('a fetch whose answer sets a timer waits for quiet, and is observed with what the timer shows', async (t) => {
  const session = await openSession(t, SHORT_QUIET);
  const after = await clickOn(t, session, 'fetch-timer.html');
  t.true(after.text.content.includes('Shown after the answer 42 apples: click 1'), after.text.content);
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'quiet', `waited ${after.settle?.waitedMs} ms`);
});

test('a scroll that brings nothing new is settled without waiting out the quiet window', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  await session.navigate({ url: t.context.server.url('settle/feed.html') });
  const after = await session.scroll({ direction: 'down' });
  t.true(after.text.content.includes('Post 20'), after.text.content);
  t.false(after.text.content.includes('Loaded page'), after.text.content);
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'window', `waited ${after.settle?.waitedMs} ms`);
});

test('a scroll to the end of a feed that loads more is settled once the next page is answered, and shows it', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  await session.navigate({ url: t.context.server.url('settle/feed.html') });
  const after = await session.scroll({ direction: 'bottom' });
  t.true(after.text.content.includes('Loaded page 1: 42 apples'), after.text.content);
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'requests', `waited ${after.settle?.waitedMs} ms`);
});

test('a smooth scroll to a fragment is observed where it ended', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  await session.navigate({ url: t.context.server.url('settle/smooth.html') });
  // A window read from the viewport, so that the action's observation is one too, and tells where the scroll was.
  const top = await session.observe({ from: 'viewport' });
  const button = top.controls.find((c) => c.role === 'button')!;
  const after = await session.act({ ref: button.ref, action: 'click' });
  t.true(after.postcondition?.navigated);
  t.true(after.page.url.endsWith('#end'), after.page.url);
  t.is(after.settle?.settled, true);
  t.true(after.text.content.includes('The end of the page'), after.text.content);
  t.false(after.text.content.includes('Section 28'), after.text.content);
  // By quiet, as the scroll goes on for many frames; or by the window, when it ended within the step's own frames:
  // on a loaded machine the compositor may run the whole scroll before the page's main thread makes its next
  // frame, which then sends its one scroll event. Either way it is observed at its end.
  t.true(['quiet', 'window'].includes(settledBy(t, session)!), `waited ${after.settle?.waitedMs} ms`);
});

test('a click that loads a static document is settled after its load window, without waiting out the quiet window', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  const after = await clickOn(t, session, 'leave.html');
  t.true(after.text.content.includes('Not clicked'), after.text.content);
  t.true(after.postcondition?.navigated);
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'window', `waited ${after.settle?.waitedMs} ms`);
});

/** New documents, by `navigate`: what each shows once observed, and what may end its wait. */
const LOADS: { page: string; shows: string; by: SettledBy[]; title: string; quiet?: typeof LONG_QUIET }[] = [
  {
    page: 'instant.html',
    shows: 'Not clicked',
    by: ['window'],
    title: 'a static document is settled after its load window, without waiting out the quiet window',
  },
  {
    // Its world answers only after the page's 1.3 s of work, past the probe's second: the window is waited for.
    page: 'busy-boot.html',
    shows: 'Busy, then still',
    by: ['window'],
    title: 'a static document whose page is busy for over a second after its load is still settled by its load window',
    quiet: { settleQuietMs: 3_000, settleMs: 6_000 },
  },
  {
    page: 'boot-timer.html',
    shows: 'Booted by a timer',
    by: ['quiet'],
    title: 'a document that asked for a timer waits for quiet, and is observed with what the timer brings',
  },
  {
    page: 'boot-idle.html',
    shows: 'Booted when idle',
    by: ['quiet'],
    title: 'a document that asked for an idle callback waits for quiet, and is observed with what it brings',
  },
  {
    page: 'intro.html',
    shows: 'Risen into view',
    // The window, when a loaded machine made the page's world only after the 0.9 s animation had ended.
    by: ['motion', 'window'],
    title: 'a static document with an entrance animation is settled at its end, without waiting out the quiet window',
  },
  { page: 'framed.html', shows: 'Framed', by: ['quiet'], title: 'a document with a frame waits for quiet' },
];

for (const load of LOADS) {
  test(`navigating: ${load.title}`, async (t) => {
    const quiet = load.quiet ?? LONG_QUIET;
    const session = await openSession(t, quiet);
    const loaded = await session.navigate({ url: t.context.server.url(`settle/${load.page}`) });
    t.true(loaded.text.content.includes(load.shows), loaded.text.content);
    t.is(loaded.settle?.settled, true);
    const record = decodeRecord<CollectionRecord>(t.context.tap.take(session.id).at(-1)!);
    t.true(load.by.includes(record.settledBy!), `settled by ${record.settledBy} after ${loaded.settle?.waitedMs} ms`);
    // Either wait warmed the new document's collector before its own collection (workers/warming.ts).
    t.true(record.warmUps!.inWait + record.warmUps!.inWindow >= 1, JSON.stringify(record.warmUps));
  });
}

test('a key that changes nothing is settled without waiting out the quiet window', async (t) => {
  const session = await openSession(t, LONG_QUIET);
  await session.navigate({ url: t.context.server.url('settle/nothing.html') });
  const after = await session.pressKey({ key: 'Shift' });
  t.is(after.settle?.settled, true);
  t.is(settledBy(t, session), 'window', `waited ${after.settle?.waitedMs} ms`);
});
