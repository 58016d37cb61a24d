// The T ends before the next beat's P, also where that P was found only by the rhythm analysis (findLockedP).
import type { Beat, BeatClass } from '../types';
import type { GlobalFiducials } from './delineate-global';
import { orderGlobalFiducials } from './wave-order';

/** Half a P wave (ms): a locked P's onset lies this far before its peak. */
export const LOCKED_P_HALF_MS = 50;

/** Samples from a locked P's onset to the R it is locked to (its peak `beforeRMs` before R, plus half a P). */
export function lockedPOnsetBeforeR(beforeRMs: number, fs: number): number {
  return Math.round(((beforeRMs + LOCKED_P_HALF_MS) / 1000) * fs);
}

/**
 * Where the delineator found no P but a P locked to the QRS exists (a long PR or a fast rate puts it on the
 * previous T: MIT-BIH 109, LBBB with a PR near 250 ms, read QT 556 ms at 93 bpm), the T end search runs through
 * that P. Each dominant beat followed by a dominant beat ends its T before the next beat's P onset, and the median
 * beat ends its T before the P of a beat one typical RR (`rrSamples`) later. Returns the median beat's fiducials,
 * bounded (a copy) or as they were.
 */
export function boundTEndsByLockedP(
  beats: Beat[], dom: BeatClass, median: GlobalFiducials, fiducial: number, rrSamples: number, pOnBeforeR: number,
): GlobalFiducials {
  for (let b = 0; b + 1 < beats.length; b++) {
    if (beats[b].class === dom && beats[b + 1].class === dom) orderGlobalFiducials(beats[b], beats[b + 1].r - pOnBeforeR);
  }
  const nextPOn = fiducial + rrSamples - pOnBeforeR;
  if (median.tOff === null || median.tOff < nextPOn) return median;
  const g = { ...median };
  orderGlobalFiducials(g, nextPOn);
  return g;
}
