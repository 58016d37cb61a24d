// Premature complexes for the findings: the beat classifier's S and V labels checked against the
// PROTOCOL.md criteria that need the delineation (docs/findings.md, "Ectopy").
import type { Beat } from '../../types';
import { T } from './thresholds';
import { medianOf } from '../../signal/order-stats';

export interface Ectopy {
  /** Beat indices of premature atrial complexes (class S). */
  pac: number[];
  /** Beat indices of premature ventricular complexes (class V with a QRS measurably wider than the dominant beats'). */
  pvc: number[];
  /** Median delineated QRS duration of the dominant (N) beats, ms (null: < 3 delineated N beats). */
  dominantQrsMs: number | null;
}

function qrsMs(b: Beat, fs: number): number | null {
  return b.qrsOn != null && b.qrsOff != null && b.qrsOff > b.qrsOn ? ((b.qrsOff - b.qrsOn) * 1000) / fs : null;
}

/**
 * PAC: class S (early, narrow, like the dominant beats; not in AF or flutter, where every beat is
 * early or late by chance). PVC: class V whose own QRS (global onset → offset) is at least
 * pvcWiderMs wider than the median of the dominant beats' ("wide, or clearly wider than the normal
 * beats"); a V beat without a delineated QRS keeps the classifier's width judgement. In a paced
 * rhythm the classifier's dominant morphology can be the paced or the intrinsic beats, so S and V
 * mean "paced vs own beat", not ectopy: nothing is reported.
 */
export function findEctopy(beats: Beat[], fs: number, rhythmLabel: string): Ectopy {
  const dom: number[] = [];
  for (const b of beats) {
    const q = b.class === 'N' ? qrsMs(b, fs) : null;
    if (q != null) dom.push(q);
  }
  const dominantQrsMs = dom.length >= 3 ? medianOf(dom) : null;
  const out: Ectopy = { pac: [], pvc: [], dominantQrsMs };
  if (rhythmLabel === 'paced_rhythm') return out;
  const fibrillating = rhythmLabel === 'atrial_fibrillation' || rhythmLabel === 'atrial_flutter';
  beats.forEach((b, i) => {
    if (b.class === 'S' && !fibrillating) out.pac.push(i);
    if (b.class !== 'V') return;
    // A V beat whose delineated QRS is not wider by pvcWiderMs (aberrancy, noise) is no PVC.
    const q = qrsMs(b, fs);
    if (q == null || dominantQrsMs == null || q >= dominantQrsMs + T.pvcWiderMs) out.pvc.push(i);
  });
  return out;
}
