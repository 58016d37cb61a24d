// A paced QRS cannot start before the stimulus that triggered it (docs/delineation.md, "Paced QRS onset").
import { upperMedian } from '../signal/order-stats';
import type { GlobalFiducials } from './delineate-global';
import type { PacingResult } from './findings/pacing-spikes';
import { T } from './findings/thresholds';
import type { BeatClass } from '../types';

/** A stimulus is located at its peak (spike) or at the sample before its step: the onset may lie this much before it. */
const STIMULUS_MARGIN_S = 0.008;
/**
 * A ventricular-paced QRS is wide: a "stimulus" that would leave less than this of the QRS after it is not the one that
 * triggered it (a QRS notch taken for a stimulus: LUDB 75 resampled to 1000 Hz, called paced, QRS 104 → 76 ms).
 */
const PACED_MIN_QRS_S = 0.12;

/** The QRS onset no earlier than `earliest`, unless that would leave a QRS narrower than a paced one (then unchanged). */
export function pacedQrsOnset(qrsOn: number, qrsOff: number | null, earliest: number, fs: number): number {
  if (qrsOn >= earliest || qrsOff === null || qrsOff - earliest < PACED_MIN_QRS_S * fs) return qrsOn;
  return earliest;
}

/**
 * The wavelets smear a stimulus's spike or step over ±20 ms, so the delineated onset of a paced QRS can precede the
 * stimulus (LUDB 111: 26 ms before the step, where the annotators start the QRS). In a paced rhythm each paced beat's
 * global QRS onset is moved to no earlier than STIMULUS_MARGIN_S before its last stimulus (pacedQrsOnset). Returns how far before
 * the R the median beat's QRS onset may lie (from the median stimulus-to-R lag of the paced dominant-class beats)
 * when at least half of the dominant-class beats are paced, else null. `global` is edited in place.
 */
export function clampPacedQrsOnsets(global: GlobalFiducials[], pacing: PacingResult | null, rPeaks: ArrayLike<number>, classes: BeatClass[], dom: BeatClass, fs: number): number | null {
  if (!pacing || pacing.pacedFraction < T.pacedFraction) return null;
  const margin = Math.round(STIMULUS_MARGIN_S * fs);
  const lags: number[] = [];
  let dominant = 0;
  for (let b = 0; b < rPeaks.length; b++) {
    if (classes[b] === dom) dominant++;
    const s = pacing.lastStimulus[b];
    if (s == null) continue;
    const g = global[b];
    if (g.qrsOn !== null) g.qrsOn = pacedQrsOnset(g.qrsOn, g.qrsOff, s - margin, fs);
    if (classes[b] === dom) lags.push(rPeaks[b] - s);
  }
  return lags.length > 0 && lags.length >= 0.5 * dominant ? upperMedian(lags) + margin : null;
}
