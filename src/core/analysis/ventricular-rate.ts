// The ventricular rate a reader counts on the strip: beats per unit time, i.e. the mean RR interval.

/**
 * Longest RR interval (ms) counted: a longer one is a gap in the signal (electrodes off, a spliced
 * record) rather than a pause of the heart, and would otherwise drag a Holter's mean rate down.
 */
export const MAX_COUNTED_RR_MS = 10_000;

/**
 * Mean of the RR intervals (ms) up to MAX_COUNTED_RR_MS; null without one. The mean and not the median:
 * in bigeminy the intervals alternate between a short coupling interval and a long pause, and the
 * median is one of the two (MIT-BIH 106: median 522 ms, "115 bpm, sinus tachycardia", where 12 beats
 * in 10 s make 72 bpm). Electrocardiographs report the ventricular rate from the average RR the same way.
 */
export function meanRrMs(intervalsMs: readonly number[]): number | null {
  let sum = 0;
  let n = 0;
  for (const rr of intervalsMs) {
    if (!(rr > 0 && rr <= MAX_COUNTED_RR_MS)) continue;
    sum += rr;
    n++;
  }
  return n ? sum / n : null;
}

/** meanRrMs of the intervals between consecutive beats at `r` (samples at `fs`). */
export function meanRrOfPeaksMs(r: ArrayLike<number>, fs: number): number | null {
  const d: number[] = [];
  for (let i = 1; i < r.length; i++) d.push(((r[i] - r[i - 1]) / fs) * 1000);
  return meanRrMs(d);
}
