// Beats of a stretch that the record's delineation skipped, delineated on demand for the rhythm of that stretch.
import type { Beat, BeatClass } from '../types';
import { acceptPWaves, localPToR } from './delineate-p-acceptance';
import { combineLeads } from './delineate-global';
import { delineateRecord } from './delineate-record';

/** Context on either side of the stretch (s): the first beat's P and the last beat's T lie outside it. */
const CONTEXT_S = 2;

/**
 * Records longer than MAX_DELINEATED_SECONDS are delineated on evenly spread 10-s blocks only, so most of a Holter
 * record's beats carry no P, and a 10-s stretch without delineated beats would read "no P waves". This delineates
 * beats [first, last) alone (the record's DSP delineation, QRS consensus, multi-lead combination and the P decision
 * against the median beat, `pToR`; where the record's median beat shows no P, against the stretch's own P position,
 * localPToR) and returns them as the analysis' beats would be, without keeping per-lead waves.
 */
export function delineateStretch(
  leads: Float32Array[], fs: number, rPeaks: ArrayLike<number>, classes: BeatClass[], dom: BeatClass, first: number, last: number, useMask: boolean[], pToR: number | null,
): Beat[] {
  if (last <= first) return [];
  const pad = Math.round(CONTEXT_S * fs);
  const a = Math.max(0, rPeaks[first] - pad);
  const b = Math.min(leads[0].length, rPeaks[last - 1] + pad);
  const local = Array.from({ length: last - first }, (_, k) => rPeaks[first + k] - a);
  const { perLead } = delineateRecord(leads.map((l) => l.subarray(a, b)), fs, local, { useLead: useMask, maxDelineatedSeconds: Infinity });
  const global = local.map((_, k) => combineLeads(perLead.filter((_, li) => useMask[li]).map((l) => l[k] ?? { qrs: null, p: null, pSlope: 0, t: null })));
  const own = classes.slice(first, last).map((c) => c === dom);
  acceptPWaves(local, global, perLead, pToR ?? localPToR(local, global.map((g) => g.pPeak), own, fs), fs);
  const at = (v: number | null) => (v === null ? null : v + a);
  return global.map((g, k) => ({
    r: rPeaks[first + k], class: classes[first + k] ?? 'Q',
    qrsOn: at(g.qrsOn), qrsOff: at(g.qrsOff), pOn: at(g.pOn), pOff: at(g.pOff), pPeak: at(g.pPeak), tOff: at(g.tOff), tOn: at(g.tOn), tPeak: at(g.tPeak),
  }));
}
