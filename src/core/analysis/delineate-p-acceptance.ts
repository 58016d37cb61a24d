// Per-beat P decision: a beat keeps a P wave only when the record's median beat shows one and the
// beat's own P sits where the median beat says it should (a consistent PR), or, where the record's P is not
// believed, when the beat's 10-s stretch shows its own steady P position beat by beat (stretchPToR); so P is
// never invented in AF, junctional rhythm or before ectopic beats.
import type { GlobalFiducials } from './delineate-global';
import type { LeadBeatWaves } from './delineate-lead';
import { T } from './findings/thresholds';
import { rhythmWindows } from './rhythm-windows';

/** Largest deviation of a beat's P peak from the median beat's P-to-R distance (s). */
export const P_POSITION_TOLERANCE_S = 0.04;

/** The beat's multi-lead P sits `expectedPToR` before its R, within P_POSITION_TOLERANCE_S. */
function pAtExpected(r: number, g: GlobalFiducials, expectedPToR: number | null, fs: number): boolean {
  return expectedPToR !== null && g.pPeak !== null && g.pOn !== null && g.pOff !== null && Math.abs(r - g.pPeak - expectedPToR) <= P_POSITION_TOLERANCE_S * fs;
}

/** Beats whose P sits where `expectedPToR` says (acceptPWaves would keep them); nothing is changed. */
export function countPAtExpected(rPeaks: ArrayLike<number>, global: GlobalFiducials[], expectedPToR: number | null, fs: number): number {
  let n = 0;
  for (let b = 0; b < global.length; b++) if (pAtExpected(rPeaks[b], global[b], expectedPToR, fs)) n++;
  return n;
}

/**
 * Applies the decision in place: clears P of rejected beats (global and every lead) and, for
 * accepted beats, replaces a lead's P that disagrees with the multi-lead P by the multi-lead one
 * (the lead's own candidate was another deflection: the P wave is common to all leads).
 * `expectedPToR` is null when the record has no P wave, or one value per beat (each stretch's own, stretchPToR).
 */
export function acceptPWaves(rPeaks: ArrayLike<number>, global: GlobalFiducials[], perLead: (LeadBeatWaves | null)[][], expectedPToR: number | null | ArrayLike<number | null>, fs: number): number {
  const tol = P_POSITION_TOLERANCE_S * fs;
  let accepted = 0;
  for (let b = 0; b < global.length; b++) {
    const g = global[b];
    const expected = expectedPToR === null || typeof expectedPToR === 'number' ? expectedPToR : expectedPToR[b];
    if (!pAtExpected(rPeaks[b], g, expected, fs)) {
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

/**
 * A stretch's own P position where the record's median beat shows none (its P too low against 30 minutes of
 * beat-to-beat variability, MIT-BIH 114): the median distance from the stretch's P candidates to their R, when at
 * least `fraction` (T.sinusPFraction, "a P wave before every QRS", unless given) of its dominant beats carry a candidate within
 * LOCAL_P_CONSISTENCY_S of it (a constant PR; f-waves and noise fall anywhere). Null otherwise.
 */
export function localPToR(rPeaks: ArrayLike<number>, pPeaks: (number | null)[], dominant: boolean[], fs: number, fraction: number = T.sinusPFraction): number | null {
  const d: number[] = [];
  let n = 0;
  for (let b = 0; b < pPeaks.length; b++) {
    if (!dominant[b]) continue;
    n++;
    if (pPeaks[b] !== null) d.push(rPeaks[b] - pPeaks[b]!);
  }
  if (n < LOCAL_P_MIN_BEATS || d.length < fraction * n) return null;
  d.sort((x, y) => x - y);
  const expected = d[d.length >> 1];
  const tol = LOCAL_P_CONSISTENCY_S * fs;
  return d.filter((v) => Math.abs(v - expected) <= tol).length >= fraction * n ? expected : null;
}

/**
 * localPToR: the share of dominant beats must carry a candidate within this of the stretch's median P position (s);
 * half the record's P_POSITION_TOLERANCE_S, which covers the PR's drift over a whole record. MIT-BIH and CPSC windows
 * inside '(N' named sinus 93.05 → 95.31 % with AF windows unchanged (247/260); with ±40 ms 96.77 % but two AF windows
 * (201, CPSC data_84_2) lost to f-waves at a steady distance; ±40 ms with 90 % of the beats: 95.34 %.
 */
export const LOCAL_P_CONSISTENCY_S = 0.02;

/** localPToR needs at least this many dominant beats. */
const LOCAL_P_MIN_BEATS = 4;

/**
 * stretchPToR: the share of a window's dominant beats whose P candidate must sit at its steady position. Without the
 * median beat's evidence a window must show it beat by beat: with localPToR's 80 % two beats of QTDB sel840 (SVDB,
 * ectopic atrial stretches) annotated without P got one; with 90 % and 100 % none, and e0129 keeps its P.
 */
const STRETCH_P_FRACTION = 0.9;

/**
 * Where the record's P is not believed (no P in its median beat, or too few beats confirming it), each rhythm window
 * of a long record (T.rhythmWindowS from the start, the remainder joining the last, as the rhythm episodes) keeps the
 * P of its beats at its own steady P position (localPToR with STRETCH_P_FRACTION): a noisy lead hides a low, narrow P
 * in 15 minutes of beat-to-beat variability (European ST-T e0129: P visible on every beat, none reported), a record
 * with stretches of another rhythm has too few P-carrying beats over all (MIT-BIH 207). One expected P-to-R per beat
 * (null: no P there); null for records of fewer than two windows.
 */
export function stretchPToR(rPeaks: ArrayLike<number>, pPeaks: (number | null)[], dominant: boolean[], fs: number, length: number): (number | null)[] | null {
  const windows = rhythmWindows(length, fs, rPeaks);
  if (!windows.length) return null;
  const out: (number | null)[] = new Array(pPeaks.length).fill(null);
  for (const { first, last } of windows) {
    const r = Array.from({ length: last - first }, (_, j) => rPeaks[first + j]);
    const expected = localPToR(r, pPeaks.slice(first, last), dominant.slice(first, last), fs, STRETCH_P_FRACTION);
    for (let b = first; b < last; b++) out[b] = expected;
  }
  return out;
}
