// Multi-lead consensus for the slow waves: one atrial depolarisation (P) and one ventricular
// repolarisation (T) are seen by every lead, so a lead's boundary far from the other leads'
// median is a delineation error (a neighbouring deflection, a run-off over a flat end).
import type { LeadBeatWaves, WaveIdx } from './delineate-lead';
import { medianOf as median } from '../signal/order-stats';

/** Largest deviation of a lead's P / T boundary or peak from the multi-lead median (s). */
export const CONSENSUS_MARGIN_S = { P: 0.03, T: 0.04 };

function clampWave(w: WaveIdx, m: WaveIdx, margin: number): WaveIdx {
  const c = (v: number, ref: number) => Math.max(ref - margin, Math.min(ref + margin, v));
  const on = c(w.on, m.on);
  const off = c(w.off, m.off);
  const peak = Math.max(on, Math.min(off, c(w.peak, m.peak)));
  return { on, peak, off };
}

/**
 * Clamps, in place, every lead's P and T (on, peak, off) to the median of the voting leads ± the
 * margin, beat by beat, and gives the median T to leads without one when most leads have it and
 * to leads whose T peaks after the median T end.
 * Needs at least 3 voting leads with the wave; otherwise nothing changes.
 */
export function applySlowWaveConsensus(perLead: (LeadBeatWaves | null)[][], beats: number, fs: number, useLead?: boolean[]): void {
  for (const key of ['p', 't'] as const) {
    const margin = Math.round(CONSENSUS_MARGIN_S[key === 'p' ? 'P' : 'T'] * fs);
    for (let b = 0; b < beats; b++) {
      const votes = perLead.filter((_, li) => useLead?.[li] ?? true).map((l) => l[b]?.[key]).filter((w): w is WaveIdx => !!w);
      if (votes.length < 3) continue;
      const m = { on: Math.round(median(votes.map((w) => w.on))), peak: Math.round(median(votes.map((w) => w.peak))), off: Math.round(median(votes.map((w) => w.off))) };
      for (const l of perLead) {
        const beat = l[b];
        if (!beat) continue;
        const w = beat[key];
        // A "T" that peaks after the other leads' T has ended is another wave (the next beat's P at
        // fast rates with a long PR): it reports the multi-lead T, since clamping it would leave its
        // boundaries at the edge of the margin, where the global order statistic picks them.
        if (w && key === 't' && w.peak > m.off) beat.t = { ...m };
        else if (w) beat[key] = clampWave(w, m, margin);
        // A T seen by most leads is one repolarisation: a lead where it is too flat to delineate
        // reports the multi-lead T interval (P is handled the same way by acceptPWaves).
        else if (key === 't' && votes.length * 2 > perLead.length) beat.t = { ...m };
      }
    }
  }
}
