// Process accounting for tests: a browser and every process it started must be gone after close.
import { readFileSync, readdirSync } from 'node:fs';

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces and parentheses: fields resume after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

/** `pid` and all of its descendants that are alive now. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry);
    if (!Number.isInteger(child)) continue;
    const parent = parentOf(child);
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const tree: number[] = [];
  const stack = [pid];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (!isAlive(next)) continue;
    tree.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return tree;
}

export function isAlive(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // A zombie has exited; only its parent has yet to collect it.
    return state.slice(state.lastIndexOf(')') + 2, state.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
