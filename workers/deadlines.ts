// Deadlines raced against the browser's replies. Node runs due timers before it reads what arrived: after the
// worker's thread was held up (a busy machine, a long task of another session), a deadline would win over a reply
// that is already there only because it is looked at first, and a live frame be listed failed, or a live page taken
// for dead. Every deadline here fires once the replies that came meanwhile were read.

/** Runs `fire` once `ms` have passed and the replies that came meanwhile were read. */
export function afterReplies(ms: number, fire: () => void): NodeJS.Timeout {
  return setTimeout(() => setImmediate(fire), ms);
}

/** Resolves once `ms` have passed and the replies that came meanwhile were read. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => afterReplies(ms, resolve).unref());
}

/** `promise`, or a rejection once `ms` have passed and the replies that came meanwhile were read. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = afterReplies(ms, () => reject(new Error(`no answer within ${ms} ms`)));
  });
  promise.catch(() => undefined);
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Resolves once `done()` holds, looked at every 10 ms after the replies that came meanwhile were read, or at `deadline`. */
export async function until(done: () => boolean, deadline: number): Promise<void> {
  while (!done() && Date.now() < deadline) await delay(10);
}
