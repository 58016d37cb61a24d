// How much later a lead's own QRS starts than the global (earliest-of-all-leads) QRS onset.
import type { FindingContext } from './types';

/**
 * Median over the dominant (N) beats of (the lead's delineated QRS onset − the beat's global QRS
 * onset), ms, never negative; 0 when the lead has no delineated QRS. Per-lead durations that are
 * measured from the global onset (q_ms) overstate a wave that starts later in that lead by this.
 */
export function leadQrsOnsetDelayMs(ctx: FindingContext, lead: string): number {
  const { beats, fs, leads } = ctx.input;
  const waves = leads?.[lead]?.waves;
  if (!waves?.length) return 0;
  const qrs = waves.filter((w) => w.type === 'QRS');
  const d: number[] = [];
  let k = 0;
  for (const b of beats) {
    if (b.class !== 'N' || b.qrsOn == null) continue;
    while (k < qrs.length && qrs[k].off < b.r) k++;
    const w = qrs[k];
    if (w && w.on <= b.r && w.off >= b.r) d.push(((w.on - b.qrsOn) * 1000) / fs);
  }
  if (!d.length) return 0;
  d.sort((x, y) => x - y);
  return Math.max(0, d[d.length >> 1]);
}
