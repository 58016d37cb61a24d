// U wave of a lead's median beat: a hump after the T wave, before the next P (docs/delineation.md, "U waves").
import type { GlobalFiducials } from './delineate-global';
import type { LeadBeatWaves } from './delineate-lead';

/** The U is looked for from this long after the T end… */
const U_START_S = 0.03;
/** …up to this long after it (QTDB's annotated U peaks lie 64–192 ms after the T end)… */
const U_END_S = 0.3;
/** …and ends this long before the next P (or, without a P, this long before the next QRS). */
const U_BEFORE_P_S = 0.02;
const U_BEFORE_QRS_S = 0.12;
/** The window must be at least this long to hold a U. */
const U_MIN_WINDOW_S = 0.08;
/** Its peak lies this far inside the window, so that a slope running out of it is no hump. */
const U_EDGE_S = 0.02;
/** Smoothing of the median beat before the search (moving average). */
const U_SMOOTH_S = 0.02;
/** Least height of the hump above the higher of its two flanks' lowest points (mV). */
export const U_MIN_PROMINENCE_MV = 0.025;
/** T amplitudes below this (mV) count as flat: the U is then looked for upright. */
const FLAT_T_MV = 0.05;

export interface UWaveSearch {
  /** The lead's T end (sample of the median beat). */
  tOff: number;
  /** The T wave's sign (+1 upright, −1 inverted, 0 flat: a U is then looked for upright). */
  tSign: number;
  /** Where the next beat's P and QRS start in the median beat's samples (null: unknown). */
  nextP: number | null;
  nextQrs: number | null;
  /** Isoelectric level (the PR segment). */
  base: number;
  /** Least prominence (mV); U_MIN_PROMINENCE_MV unless given. */
  minProminence?: number;
}

export interface UWave {
  peak: number;
  /** Amplitude at the peak against the isoelectric level (mV, signed). */
  mv: number;
  /** Height above the higher of its flanks' lowest points (mV): how clearly it stands out of the T's tail. */
  prominence: number;
}

/** The samples [start, end] a U may occupy, or null when the next beat leaves no room for one. */
export function uWindow(length: number, fs: number, s: Pick<UWaveSearch, 'tOff' | 'nextP' | 'nextQrs'>): [number, number] | null {
  const start = s.tOff + Math.round(U_START_S * fs);
  let end = Math.min(length - 1, s.tOff + Math.round(U_END_S * fs));
  if (s.nextP !== null) end = Math.min(end, s.nextP - Math.round(U_BEFORE_P_S * fs));
  if (s.nextQrs !== null) end = Math.min(end, s.nextQrs - Math.round(U_BEFORE_QRS_S * fs));
  return start >= 0 && end - start >= Math.round(U_MIN_WINDOW_S * fs) ? [start, end] : null;
}

function smooth(x: Float32Array, a: number, b: number, h: number): Float64Array {
  const out = new Float64Array(b - a + 1);
  for (let i = a; i <= b; i++) {
    let s = 0, n = 0;
    for (let k = Math.max(0, i - h); k <= Math.min(x.length - 1, i + h); k++, n++) s += x[k];
    out[i - a] = s / n;
  }
  return out;
}

/**
 * The U wave: in the window after the T end and before the next P, the extreme sample of the T's polarity that stands
 * at least U_MIN_PROMINENCE_MV above the lower of its two flanks (the T's tail before it, the TP segment after it). A
 * T that decays slowly through the window has no such hump; null when there is none or no room for one.
 */
export function findUWave(x: Float32Array, fs: number, s: UWaveSearch, win = uWindow(x.length, fs, s)): UWave | null {
  if (!win) return null;
  const [start, end] = win;
  const sign = s.tSign < 0 ? -1 : 1;
  // from the T end itself, so that the T's tail is the hump's left flank
  const y = smooth(x, s.tOff, end, Math.max(1, Math.round((U_SMOOTH_S * fs) / 2)));
  const edge = Math.round(U_EDGE_S * fs);
  let k = -1;
  for (let i = start - s.tOff + edge; i <= y.length - 1 - edge; i++) if (k < 0 || sign * y[i] > sign * y[k]) k = i;
  if (k < 0) return null;
  let left = Infinity, right = Infinity;
  for (let i = 0; i < k; i++) left = Math.min(left, sign * y[i]);
  for (let i = k + 1; i < y.length; i++) right = Math.min(right, sign * y[i]);
  const prominence = sign * y[k] - Math.max(left, right);
  if (!(prominence >= (s.minProminence ?? U_MIN_PROMINENCE_MV))) return null;
  return { peak: s.tOff + k, mv: Math.round((y[k] - s.base) * 1000) / 1000, prominence: Math.round(prominence * 1000) / 1000 };
}

/**
 * `per_lead.u_mv` of one lead's median beat: the U's amplitude against the isoelectric level `base` where the lead shows
 * one (never exactly 0), 0 where it shows none, null where there is no room to look (no T end, the next beat too close).
 * `cycle`: the shortest usual RR (samples), which places the next P and QRS.
 */
export function measureUWave(x: Float32Array, fs: number, g: GlobalFiducials, lead: LeadBeatWaves | null, pPresent: boolean, cycle: number | null, base: number): number | null {
  const tOff = lead?.t?.off ?? g.tOff;
  if (tOff === null || cycle === null) return null;
  const tPeak = lead?.t?.peak ?? g.tPeak;
  const tv = tPeak !== null ? x[tPeak] - base : 0;
  const tSign = Math.abs(tv) < FLAT_T_MV ? 0 : Math.sign(tv);
  const search = { tOff, tSign, nextP: pPresent && g.pOn !== null ? Math.round(g.pOn + cycle) : null, nextQrs: g.qrsOn !== null ? Math.round(g.qrsOn + cycle) : null, base };
  const win = uWindow(x.length, fs, search);
  if (!win) return null;
  const u = findUWave(x, fs, search, win);
  if (!u) return 0;
  return u.mv !== 0 ? u.mv : tSign < 0 ? -0.001 : 0.001;
}
