// QRS duration of the typical lead (docs/findings.md, "IVCD"): the global QRS runs from the earliest
// onset to the latest offset over 12 leads, so one or two leads' late terminal slopes widen it; a
// conduction delay widens the QRS in most leads.
import type { Beat, LeadDelineation } from '../../types';
import { medianOf } from '../../signal/order-stats';

/** Fewest leads with a QRS on a beat, and fewest such beats, for a median-lead QRS. */
const MIN_LEADS = 4;
const MIN_BEATS = 3;

/**
 * Median over the dominant (N) beats of the median, over the given leads, of that lead's own QRS
 * duration (ms) on the beat (the lead's QRS wave within ±50 ms of the beat's R). Null with fewer
 * than 4 leads or 3 such beats.
 */
export function medianLeadQrsMs(beats: Beat[], leads: Record<string, LeadDelineation>, useLeads: Iterable<string>, fs: number): number | null {
  const tol = 0.05 * fs;
  const waves: { on: number; off: number }[][] = [];
  for (const name of useLeads) {
    const l = leads[name];
    if (!l) continue;
    waves.push(l.waves.filter((w) => w.type === 'QRS' && w.off > w.on).sort((a, b) => a.on - b.on));
  }
  if (waves.length < MIN_LEADS) return null;
  const next = waves.map(() => 0);
  const perBeat: number[] = [];
  for (const b of beats) {
    if (b.class !== 'N') continue; // the per-lead pointers only move forward: the next N beat catches up
    const durs: number[] = [];
    waves.forEach((w, li) => {
      while (next[li] < w.length && w[next[li]].off < b.r - tol) next[li]++;
      const q = w[next[li]];
      if (q && q.on <= b.r + tol) durs.push(q.off - q.on);
    });
    if (durs.length >= MIN_LEADS) perBeat.push((medianOf(durs) * 1000) / fs);
  }
  return perBeat.length >= MIN_BEATS ? medianOf(perBeat) : null;
}
