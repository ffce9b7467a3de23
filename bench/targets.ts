// The bench's targets (issue 18's, as ratios within one run), checked against one bench run: measured value, met or missed, and by how much.

export interface Target {
  id: string;
  description: string;
  /** `atLeast`: the measured value must reach the goal; `atMost`: it must not exceed it. */
  kind: 'atLeast' | 'atMost';
  goal: number;
  unit: string;
  measured: number | null;
  met: boolean | null;
  /** For atLeast: measured / goal; for atMost: goal / measured. Below 1 means missed. */
  marginFactor: number | null;
  /** Plain words: "met with 2.1x to spare", "missed: 4.8x of the 20x asked (4.2x short)". */
  verdict: string;
  context?: string;
  /** What the figure would need and what bounds it, from the same run. */
  note?: string;
}

export function target(
  id: string,
  description: string,
  kind: Target['kind'],
  goal: number,
  unit: string,
  measured: number | null | undefined,
  context?: string,
): Target {
  const value = measured === undefined || measured === null || !Number.isFinite(measured) ? null : measured;
  const base = { id, description, kind, goal, unit, measured: value, ...(context ? { context } : {}) };
  if (value === null) return { ...base, met: null, marginFactor: null, verdict: 'not measured in this run' };
  const met = kind === 'atLeast' ? value >= goal : value <= goal;
  const margin = kind === 'atLeast' ? value / goal : value === 0 ? Infinity : goal / value;
  const fmt = (n: number) => `${Math.round(n * 100) / 100}${unit}`;
  const difference = Math.abs(value - goal);
  const verdict = met
    ? `met: ${fmt(value)} against ${kind === 'atLeast' ? 'at least' : 'at most'} ${fmt(goal)} (${fmt(difference)} to spare)`
    : kind === 'atLeast'
      ? `missed: ${fmt(value)} of the ${fmt(goal)} asked, ${fmt(difference)} short (${Math.round(margin * 100)}% of the goal)`
      : `missed: ${fmt(value)} against at most ${fmt(goal)}, ${fmt(difference)} over (${Math.round((value / goal) * 100) / 100}x the limit)`;
  return { ...base, met, marginFactor: Math.round(margin * 100) / 100, verdict };
}
