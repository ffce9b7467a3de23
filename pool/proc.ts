// What /proc says of processes (Linux): which are alive, a process's descendants, whether a process group
// still has a member, which child was started with a given argument. The pool uses it to find the Chromium a
// worker thread launched and to wait until a Chromium it launched is gone; tests, the soak and the bench use it
// to check that none is left behind.
import { readFileSync, readdirSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name (state, ppid, pgrp, ...), or null when it is gone. */
export function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces and parentheses: fields resume after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Every process id /proc lists. */
export function processIds(): number[] {
  return readdirSync('/proc')
    .map(Number)
    .filter((pid) => Number.isInteger(pid));
}

/** Each process's children, from the parent pid field of every /proc/<pid>/stat. */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const child of processIds()) {
    const parent = Number(statFields(child)?.[1]);
    if (!Number.isInteger(parent)) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  return children;
}

/** Every descendant of `pid` that /proc still lists (zombies included), not `pid` itself. */
export function descendants(pid: number): number[] {
  const children = childrenByParent();
  const out: number[] = [];
  const stack = [...(children.get(pid) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/**
 * The child of this process whose command line holds `argument` exactly, or undefined. Worker threads launch
 * Chromium with an argument the coordinator chose, so the coordinator can find (and end) a browser a thread
 * started even when the thread died before saying which one.
 */
export function childWithArgument(argument: string): number | undefined {
  const parent = String(process.pid);
  let pids: number[];
  try {
    pids = processIds();
  } catch {
    return undefined; // No /proc (not Linux): only the thread knows its browser, and closes it with the pool.
  }
  return pids.find((pid) => {
    if (statFields(pid)?.[1] !== parent) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(argument);
    } catch {
      return false;
    }
  });
}

/** `pid` and those of its descendants that have not exited (tests check that none is left). */
export function processTree(pid: number): number[] {
  return [pid, ...descendants(pid)].filter(isAlive);
}

/** Running or sleeping: listed in /proc and not a zombie (one that has exited, not yet reaped). */
export function isAlive(pid: number): boolean {
  const state = statFields(pid)?.[0];
  return state !== undefined && state !== 'Z';
}

/** Whether a process of group `pgid` has yet to exit (one that exited but is not reaped does not count). */
export function groupRunning(pgid: number): boolean {
  let pids: number[];
  try {
    pids = processIds();
  } catch {
    // No /proc: all that can be asked is whether the group still has a member, reaped or not.
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  }
  return pids.some((pid) => {
    const fields = statFields(pid);
    return fields !== null && Number(fields[2]) === pgid && fields[0] !== 'Z';
  });
}
