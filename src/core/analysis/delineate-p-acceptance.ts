// Per-beat P decision: a beat keeps a P wave only when the record's median beat shows one and the
// beat's own P sits where the median beat says it should (a consistent PR), so P is never invented
// in AF, junctional rhythm or before ectopic beats.
import type { GlobalFiducials } from './delineate-global';
import type { LeadBeatWaves } from './delineate-lead';

/** Largest deviation of a beat's P peak from the median beat's P-to-R distance (s). */
export const P_POSITION_TOLERANCE_S = 0.04;

/**
 * Applies the decision in place: clears P of rejected beats (global and every lead) and, for
 * accepted beats, replaces a lead's P that disagrees with the multi-lead P by the multi-lead one
 * (the lead's own candidate was another deflection: the P wave is common to all leads).
 * `expectedPToR` is null when the record has no P wave.
 */
export function acceptPWaves(rPeaks: ArrayLike<number>, global: GlobalFiducials[], perLead: (LeadBeatWaves | null)[][], expectedPToR: number | null, fs: number): number {
  const tol = P_POSITION_TOLERANCE_S * fs;
  let accepted = 0;
  for (let b = 0; b < global.length; b++) {
    const g = global[b];
    const ok = expectedPToR !== null && g.pPeak !== null && g.pOn !== null && g.pOff !== null && Math.abs(rPeaks[b] - g.pPeak - expectedPToR) <= tol;
    if (!ok) {
      g.pOn = g.pPeak = g.pOff = null;
      for (const lead of perLead) if (lead[b]) lead[b]!.p = null;
      continue;
    }
    accepted++;
    for (const lead of perLead) {
      const w = lead[b];
      if (!w) continue;
      if (!w.p || Math.abs(w.p.peak - g.pPeak!) > tol) w.p = { on: g.pOn!, peak: g.pPeak!, off: g.pOff! };
    }
  }
  return accepted;
}

/**
 * A P wave seen in the median beat is only believed when most beats of the dominant class show
 * their own P at that position: in AF the median of a few beats can keep a bump (fibrillatory
 * waves, the previous T at variable RR) that no single beat confirms. 0.6 rather than a bare
 * majority (0.5): coarse f-waves put a bump within the position tolerance in about half the beats
 * (LUDB 101, AF: PR reported, P F1 98.0 → 98.4 %, global PR within tolerance 94 → 95 %); 0.7 loses
 * the P of a sinus record with noisy P waves (LUDB 17).
 */
export const P_MIN_CONSISTENT_FRACTION = 0.6;
