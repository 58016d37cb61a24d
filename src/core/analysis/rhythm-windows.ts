// The 10-s grid of a long record's rhythm: the rhythm episodes and the P decision by stretch read the same windows.
import { T } from './findings/thresholds';

/** Records with fewer full windows than this have no windows: their one rhythm label says it all. */
export const MIN_EPISODE_WINDOWS = 2;

/** A window [from, to) in samples and the beats [first, last) whose R lies in it. */
export interface RhythmWindow {
  from: number;
  to: number;
  first: number;
  last: number;
}

/**
 * The T.rhythmWindowS windows of a record of `length` samples, from its start (the remainder joins the last), with the
 * beats (R positions `r`, sorted) in each; empty for records of fewer than MIN_EPISODE_WINDOWS windows.
 */
export function rhythmWindows(length: number, fs: number, r: ArrayLike<number>): RhythmWindow[] {
  const w = Math.round(T.rhythmWindowS * fs);
  const count = Math.floor(length / w);
  if (count < MIN_EPISODE_WINDOWS) return [];
  const out: RhythmWindow[] = [];
  let first = 0;
  for (let k = 0; k < count; k++) {
    const from = k * w;
    const to = k === count - 1 ? length : from + w;
    let last = first;
    while (last < r.length && r[last] < to) last++;
    out.push({ from, to, first, last });
    first = last;
  }
  return out;
}
