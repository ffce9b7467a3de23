// At most a few of a file's concurrent tests at once. Tests that each start their own pool spend most of their
// time waiting (a browser launch, a timeout, a relaunch): run side by side they overlap those waits, and the
// limit keeps them from all launching Chromium at the same moment on a two-core machine.

/** Returns a wrapper that runs at most `slots` of the functions given to it at once, in the order given. */
export function limiter(slots: number): <T>(run: () => Promise<T>) => Promise<T> {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async (run) => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await run();
    } finally {
      // The slot passes to the next in line, or becomes free.
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}
