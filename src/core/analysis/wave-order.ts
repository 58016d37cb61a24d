// Waves in their physiological order: one lead's waves never overlap, nor do a beat's global fiducials.
import type { Wave } from '../types';
import type { GlobalFiducials } from './delineate-global';

/**
 * One lead's waves, sorted, with overlaps resolved (LUDB's cardiologists never let two waves of a lead
 * overlap, not even touch: 28,885 annotated waves). The QRS boundaries are the sharp ones, so a P or T
 * that runs into a QRS ends one sample before it and a T that starts inside the QRS starts one sample
 * after it. A T running into the next P (a P on the T of a premature beat, or at a fast rate a T end
 * carried past the P onset) ends one sample before the P, unless the P starts before the T's peak: then
 * the P starts after the T. A wave whose peak falls outside its shortened span is dropped: it was part of
 * the wave it overlapped.
 */
export function separateLeadWaves(waves: readonly Wave[]): Wave[] {
  const ws = waves.map((w) => ({ ...w })).sort((a, b) => a.on - b.on || a.peak - b.peak);
  const out: Wave[] = [];
  for (const w of ws) {
    const prev = out[out.length - 1];
    if (prev && prev.off >= w.on) {
      // The earlier wave gives way unless it is the QRS, or giving way would cut it before its own peak.
      if (w.type === 'QRS' || (prev.type !== 'QRS' && w.on > prev.peak)) {
        prev.off = w.on - 1;
        if (prev.peak > prev.off) out.pop();
      } else {
        w.on = prev.off + 1;
        if (w.peak < w.on) continue;
      }
    }
    out.push(w);
  }
  return out;
}

/**
 * A beat's global fiducials in order: the P ends before the QRS starts and the T starts after the QRS
 * ends (each global boundary is the most extreme over the leads, so the P offset of one lead can pass the
 * QRS onset of another); the T ends before the next beat's P (`nextPOn`) and QRS (`nextQrsOn`).
 */
export function orderGlobalFiducials(g: OrderedFiducials, nextPOn: number | null = null, nextQrsOn: number | null = null): void {
  if (g.qrsOn != null && g.pOff != null && g.pOff >= g.qrsOn) g.pOff = g.qrsOn - 1;
  if (g.qrsOff != null && g.tOn != null && g.tOn <= g.qrsOff) g.tOn = g.qrsOff + 1;
  const limit = Math.min(nextPOn ?? Infinity, nextQrsOn ?? Infinity) - 1;
  if (g.tOff != null && g.tOff > limit) g.tOff = limit;
  // A P cut before its own peak lay in the QRS: no P. A T peak at or before the T onset lay in the QRS.
  if (g.pOff != null && ((g.pOn != null && g.pOff <= g.pOn) || (g.pPeak != null && g.pPeak >= g.pOff))) g.pOn = g.pOff = g.pPeak = null;
  if (g.tPeak != null && ((g.tOff != null && g.tPeak >= g.tOff) || (g.tOn != null && g.tPeak <= g.tOn))) g.tPeak = null;
  if (g.tOn != null && g.tOff != null && g.tOn >= g.tOff) g.tOn = null;
}

/** What orderGlobalFiducials reads and edits: a beat's GlobalFiducials, or an analysis Beat (whose extras are optional). */
type OrderedFiducials = Pick<GlobalFiducials, 'qrsOn' | 'qrsOff' | 'pOn' | 'pOff' | 'tOff'> & { pPeak?: number | null; tOn?: number | null; tPeak?: number | null };
