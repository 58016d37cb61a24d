// Per-lead wave delineation on the wavelet transform (Martínez et al. 2004, IEEE TBME 51:570).
// All positions here are sample indices of the signal given (DELINEATION_FS after resampling).
import { waveletScales } from './delineate-wavelet';
import { selectInPlace } from '../signal/order-stats';

export interface WaveIdx {
  on: number;
  peak: number;
  off: number;
}

/** One beat in one lead; P is a candidate until the presence test (measure-median, delineate-p-acceptance) accepts it. */
export interface LeadBeatWaves {
  qrs: WaveIdx | null;
  p: WaveIdx | null;
  /** Magnitude of the P candidate's larger slope maximum in W4 (0 without a candidate). */
  pSlope: number;
  t: WaveIdx | null;
  /** T slope maximum in W4 relative to the RMS of the lead's W4: how clearly this lead shows its T. */
  tStrength?: number;
}

export const DELINEATION_PARAMS = {
  /** QRS: a W2 extremum belongs to the complex if its modulus exceeds this fraction of the main one. */
  qrsSignificance: 0.12,
  /** QRS: a W2 extremum must also exceed this many times the median |W2| of the lead (noise, f waves). */
  qrsNoiseFactor: 4,
  /** QRS: largest gap between consecutive maxima of one complex before the main one (s). */
  qrsMaxGap: 0.07,
  /**
   * QRS: the same after the main maximum. The terminal deflection of a bundle branch block (R' in
   * V1, slurred S in I/V6) can follow the main slopes by more than 70 ms; before the main maximum
   * a longer gap reaches into the P wave (QTDB QRS onset SD 13.9 → 24.7 ms at 90 ms both sides).
   */
  qrsMaxGapOff: 0.1,
  /**
   * QRS, before the main maximum: a gap up to qrsPlateauGap (s) is bridged when |signal| stays above
   * this fraction of the QRS amplitude in between (1.3.0; docs/delineation.md: simulated LBBB QRS
   * 45–63 ms short → within 20 ms; 0.1 costs LUDB, 0.4 no longer bridges the simulated LBBB).
   */
  qrsPlateauFraction: 0.2,
  qrsPlateauGap: 0.16,
  /**
   * QRS, before the main maximum (1.3.1): the chain of slopes breaks at a quiet stretch of at least
   * this many s (|W2| < ξ_QRS,on × the main maximum) where the signal is near the baseline (|x| <
   * qrsPlateauFraction × QRS amplitude): the isoelectric PR segment between the end of a P wave and
   * the QRS, which a short PR brings within the chain gap (QTDB sel853, sele0609: P taken as QRS
   * onset, −60 ms). QTDB QRS onset SD 13.9 → 12.0 ms; 12–16 ms cost LUDB PR 1 record (docs/delineation.md).
   */
  qrsIsoelectricGap: 0.02,
  /** QRS: significance for maxima after the main one (0.07 was measured: LUDB global QRS 87 → 85 %). */
  qrsSignificanceOff: 0.12,
  /** Boundary thresholds (fraction of the outermost modulus maximum), Martínez 2004 Table I. */
  xiQrsOn: 0.05,
  xiQrsOff: 0.125,
  xiPOn: 0.5,
  xiPOff: 0.9,
  xiTOn: 0.25,
  xiTOff: 0.4,
  /** T: minimum W4 modulus relative to the RMS of W4 of the QRS-blanked lead. */
  tSignificance: 0.25,
  /** T end by the area method (else the W4 threshold); its search span after the last slope and window (s). */
  tEndArea: false,
  tEndSearch: 0.25,
  tEndWindow: 0.1,
  /** P search window before QRS onset (s). */
  pWindow: 0.3,
};

interface Extremum {
  i: number;
  v: number;
}

/** Local extrema of w (modulus maxima) strictly inside [lo, hi]. */
function extrema(w: Float32Array, lo: number, hi: number, minAbs: number): Extremum[] {
  const out: Extremum[] = [];
  for (let i = Math.max(1, lo); i <= Math.min(w.length - 2, hi); i++) {
    const a = Math.abs(w[i]);
    if (a < minAbs) continue;
    if (a >= Math.abs(w[i - 1]) && a > Math.abs(w[i + 1]) && Math.sign(w[i - 1]) !== -Math.sign(w[i])) out.push({ i, v: w[i] });
  }
  return out;
}

/** Walk from `from` in direction `dir` until |w| < xi·|w(from)| or |w| has a local minimum. */
function boundary(w: Float32Array, from: number, dir: 1 | -1, xi: number, limit: number): number {
  const thr = xi * Math.abs(w[from]);
  let i = from;
  while (i + dir >= 0 && i + dir < w.length && (dir < 0 ? i > limit : i < limit)) {
    const next = i + dir;
    if (Math.abs(w[next]) < thr) return next;
    const after = next + dir;
    if (after >= 0 && after < w.length && Math.abs(w[next]) <= Math.abs(w[after]) && Math.abs(w[next]) <= Math.abs(w[i])) return next;
    i = next;
  }
  return i;
}

/** Zero crossing of w between a and b (a < b), nearest to the middle. */
function zeroCrossing(w: Float32Array, a: number, b: number): number {
  let best = Math.round((a + b) / 2);
  let bestD = Infinity;
  for (let i = a; i < b; i++) {
    if ((w[i] >= 0) !== (w[i + 1] >= 0)) {
      const z = Math.abs(w[i]) < Math.abs(w[i + 1]) ? i : i + 1;
      const d = Math.abs(z - (a + b) / 2);
      if (d < bestD) {
        bestD = d;
        best = z;
      }
    }
  }
  return best;
}

function delineateQrs(w2: Float32Array, x: Float32Array, r: number, lo: number, hi: number, fs: number, noiseFloor: number, xi: QrsXi): WaveIdx | null {
  const p = DELINEATION_PARAMS;
  const core = Math.round(0.04 * fs);
  let main = -1;
  for (let i = Math.max(lo, r - core); i <= Math.min(hi, r + core); i++) if (main < 0 || Math.abs(w2[i]) > Math.abs(w2[main])) main = i;
  if (main < 0 || w2[main] === 0) return null;
  const minOn = Math.max(p.qrsSignificance * Math.abs(w2[main]), noiseFloor);
  const minOff = Math.max(p.qrsSignificanceOff * Math.abs(w2[main]), noiseFloor);
  const ext = extrema(w2, lo, hi, Math.min(minOn, minOff)).filter((e) => Math.abs(e.v) >= (e.i < main ? minOn : minOff));
  let k = ext.findIndex((e) => e.i === main);
  if (k < 0) {
    ext.push({ i: main, v: w2[main] });
    ext.sort((a, b) => a.i - b.i);
    k = ext.findIndex((e) => e.i === main);
  }
  const gap = Math.round(p.qrsMaxGap * fs);
  const gapOff = Math.round(p.qrsMaxGapOff * fs);
  const plateauGap = Math.round(p.qrsPlateauGap * fs);
  let amp = 0;
  for (let i = Math.max(lo, r - core); i <= Math.min(hi, r + core); i++) amp = Math.max(amp, Math.abs(x[i]));
  // A slope further before the next one than the gap still belongs to the complex when the signal
  // between them stays far from the baseline: the broad, flat-topped R of a left bundle branch block,
  // whose upstroke can precede the main (down)slope by ~100 ms.
  const bridged = (a: number, b: number): boolean => {
    if (b - a <= gap) return true;
    if (b - a > plateauGap) return false;
    for (let i = a; i <= b; i++) if (Math.abs(x[i]) < p.qrsPlateauFraction * amp) return false;
    return true;
  };
  const isoRun = Math.round(p.qrsIsoelectricGap * fs);
  const quiet = xi.on * Math.abs(w2[main]);
  const isoelectricBetween = (a: number, b: number): boolean => {
    if (isoRun <= 0) return false;
    let run = 0;
    for (let i = a + 1; i < b; i++) {
      run = Math.abs(w2[i]) < quiet && Math.abs(x[i]) < p.qrsPlateauFraction * amp ? run + 1 : 0;
      if (run >= isoRun) return true;
    }
    return false;
  };
  let first = k;
  while (first > 0 && bridged(ext[first - 1].i, ext[first].i) && !isoelectricBetween(ext[first - 1].i, ext[first].i)) first--;
  let last = k;
  while (last < ext.length - 1 && ext[last + 1].i - ext[last].i <= gapOff) last++;
  const on = boundary(w2, ext[first].i, -1, xi.on, lo);
  const off = boundary(w2, ext[last].i, 1, xi.off, hi);
  let peak = on;
  for (let i = on; i <= off; i++) if (Math.abs(x[i]) > Math.abs(x[peak])) peak = i;
  return { on, peak, off };
}

/**
 * A slow wave (P or T) in w between lo and hi: the strongest pair of opposite-sign modulus maxima. With
 * `leakSamples` > 0 (P): when the strongest maximum lies fewer than `leakSamples` samples before the window's end and has no
 * opposite-sign neighbour, it is the QRS onset leaking into W4 (a same-sign run) and the next strongest maximum
 * (at least LEAK_PAIR_MIN of it) that has one is taken.
 */
function delineateSlowWave(w: Float32Array, lo: number, hi: number, minAbs: number, xiOn: number, xiOff: number, leakSamples = 0): { wave: WaveIdx; slope: number; last: number } | null {
  if (hi - lo < 4) return null;
  const ext = extrema(w, lo, hi, minAbs);
  if (ext.length < 2) return null;
  let k = 0;
  for (let j = 1; j < ext.length; j++) if (Math.abs(ext[j].v) > Math.abs(ext[k].v)) k = j;
  let partner = pairOf(ext, k);
  if (!partner && hi - ext[k].i < leakSamples) {
    // Rare: the strongest has no partner and may be the QRS leak, so the others are tried from the strongest down.
    const order = [...ext.keys()].sort((a, b) => Math.abs(ext[b].v) - Math.abs(ext[a].v));
    for (let j = 1; !partner && j < order.length && Math.abs(ext[order[j]].v) >= LEAK_PAIR_MIN * Math.abs(ext[order[0]].v); j++) partner = pairOf(ext, (k = order[j]));
  }
  if (!partner) return null;
  const a = partner.i < ext[k].i ? partner.i : ext[k].i;
  const b = partner.i < ext[k].i ? ext[k].i : partner.i;
  const on = boundary(w, a, -1, xiOn, Math.max(0, lo - Math.round((b - a) * 2)));
  const off = boundary(w, b, 1, xiOff, Math.min(w.length - 1, hi + Math.round((b - a) * 2)));
  return { wave: { on, peak: zeroCrossing(w, a, b), off }, slope: Math.max(Math.abs(ext[k].v), Math.abs(partner.v)), last: b };
}

/** A maximum standing in for the QRS onset's leak must be at least this fraction of it. */
const LEAK_PAIR_MIN = 0.5;
/** The leak zone at the end of the P window: the last 16 ms (4 samples at 250 Hz; LUDB 17's P pair 50 ms earlier is outside). */
const P_LEAK_S = 0.016;

/** The stronger opposite-sign neighbour of extremum k, or null. */
function pairOf(ext: Extremum[], k: number): Extremum | null {
  const before = k > 0 && Math.sign(ext[k - 1].v) !== Math.sign(ext[k].v) ? ext[k - 1] : null;
  const after = k < ext.length - 1 && Math.sign(ext[k + 1].v) !== Math.sign(ext[k].v) ? ext[k + 1] : null;
  return before && (!after || Math.abs(before.v) >= Math.abs(after.v)) ? before : after;
}

/**
 * Wave end by the area method (Zhang et al. 2006, IEEE TBME 53:1153): from the steepest point of
 * the final limb, the end is where the area between the signal over the preceding window and the
 * horizontal line through the candidate point is largest. It needs no threshold and is insensitive
 * to noise and to the wave's amplitude.
 */
export function areaEnd(x: Float32Array, from: number, to: number, descending: boolean, window: number): number {
  let best = from;
  let bestA = -Infinity;
  for (let k = Math.max(from, window); k <= Math.min(to, x.length - 1); k++) {
    let s = 0;
    for (let j = k - window + 1; j <= k; j++) s += x[j];
    const a = (s - window * x[k]) * (descending ? 1 : -1);
    if (a > bestA) {
      bestA = a;
      best = k;
    }
  }
  return best;
}

function rms(w: Float32Array): number {
  let s = 0;
  for (let i = 0; i < w.length; i++) s += w[i] * w[i];
  return Math.sqrt(s / Math.max(1, w.length));
}

/** Median of |w| (a robust scale of the lead's slopes outside the QRS, which are most samples). */
export function medianAbs(w: Float32Array): number {
  if (w.length === 0) return 0;
  // Every 4th sample: W2 is smooth over 4 samples, and the median needs no more.
  const a = new Float32Array(Math.ceil(w.length / 4));
  for (let i = 0, k = 0; i < w.length; i += 4, k++) a[k] = Math.abs(w[i]);
  return selectInPlace(a, a.length >> 1);
}

/** Per-beat limits of the QRS search (sample indices), e.g. from the other leads' consensus. */
export interface QrsBounds {
  lo: ArrayLike<number>;
  hi: ArrayLike<number>;
}

/** QRS boundary thresholds (fraction of the outermost W2 modulus maximum). */
export interface QrsXi {
  on: number;
  off: number;
}

/** QRS boundaries of every beat of one lead, on W2. */
export function delineateQrsLead(x: Float32Array, w2: Float32Array, fs: number, rPeaks: ArrayLike<number>, bounds?: QrsBounds, w2Median = medianAbs(w2), xi: QrsXi = { on: DELINEATION_PARAMS.xiQrsOn, off: DELINEATION_PARAMS.xiQrsOff }): (WaveIdx | null)[] {
  const n = rPeaks.length;
  const qrs: (WaveIdx | null)[] = [];
  const noiseFloor = DELINEATION_PARAMS.qrsNoiseFactor * w2Median;
  for (let b = 0; b < n; b++) {
    const r = rPeaks[b];
    let lo = Math.max(1, r - Math.round(0.15 * fs), b > 0 ? Math.round((rPeaks[b - 1] + r) / 2) : 0);
    let hi = Math.min(x.length - 2, r + Math.round(0.15 * fs), b < n - 1 ? Math.round((r + rPeaks[b + 1]) / 2) : x.length);
    if (bounds) {
      lo = Math.max(lo, bounds.lo[b]);
      hi = Math.min(hi, bounds.hi[b]);
    }
    qrs.push(hi > lo + 2 && r >= lo && r <= hi ? delineateQrs(w2, x, r, lo, hi, fs, noiseFloor, xi) : null);
  }
  return qrs;
}

/** W2 of a lead (the scale the QRS is delineated on). */
export function qrsScale(x: Float32Array): Float32Array {
  return waveletScales(x, [2])[0];
}

/** A lone (median) beat's T ends before where the next QRS shows: this long before the next R (s). */
export const LONE_NEXT_QRS_LEAD_S = 0.05;

/**
 * Delineate every beat of one lead. `x` is the preprocessed lead at `fs` (DELINEATION_FS),
 * `rPeaks` the global beat positions in the same sample grid; `qrs` optionally gives the QRS
 * boundaries already found (delineateQrsLead), otherwise they are found here. For a lone (median) beat,
 * `loneNextR` is how far after its R the next QRS of the shorter cycles shows (docs/delineation.md 1.7.0).
 */
export function delineateLead(x: Float32Array, fs: number, rPeaks: ArrayLike<number>, singleBeatRr = fs, qrsIn?: (WaveIdx | null)[], loneNextR?: number): LeadBeatWaves[] {
  const p = DELINEATION_PARAMS;
  const n = rPeaks.length;
  const qrs = qrsIn ?? delineateQrsLead(x, qrsScale(x), fs, rPeaks);
  // P and T are searched on the lead with every QRS replaced by a straight line, so the large QRS
  // slopes do not leak into the coarse scales W4/W5.
  const blanked = x.slice();
  for (const q of qrs) {
    if (!q) continue;
    const a = blanked[q.on];
    const d = q.off > q.on ? (blanked[q.off] - a) / (q.off - q.on) : 0;
    for (let i = q.on; i <= q.off; i++) blanked[i] = a + d * (i - q.on);
  }
  const [w4, w5] = waveletScales(blanked, [4, 5]);
  const tMin = p.tSignificance * rms(w4);
  const tMin5 = p.tSignificance * rms(w5);
  const out: LeadBeatWaves[] = [];
  for (let b = 0; b < n; b++) {
    const q = qrs[b];
    const r = rPeaks[b];
    const rrNext = b < n - 1 ? rPeaks[b + 1] - r : b > 0 ? r - rPeaks[b - 1] : singleBeatRr;
    const res: LeadBeatWaves = { qrs: q, p: null, pSlope: 0, t: null };
    const qOff = q ? q.off : r + Math.round(0.05 * fs);
    const qOn = q ? q.on : r - Math.round(0.05 * fs);
    const tLo = Math.max(qOff + Math.round(0.04 * fs), r + Math.round(0.1 * fs));
    const findT = (nextOn: number): void => {
      const tHi = Math.min(r + Math.round((rrNext > 0.72 * fs ? 0.5 * fs : 0.7 * rrNext)), nextOn - Math.round(0.08 * fs), x.length - 2);
      const t4 = delineateSlowWave(w4, tLo, tHi, tMin, p.xiTOn, p.xiTOff);
      const t = t4 ?? delineateSlowWave(w5, tLo, tHi, tMin5, p.xiTOn, p.xiTOff);
      if (!t) return;
      const w = t4 ? w4 : w5;
      const end = Math.min(nextOn - 1, x.length - 1, t.last + Math.round(p.tEndSearch * fs));
      const off = p.tEndArea ? areaEnd(blanked, t.last, end, w[t.last] < 0, Math.round(p.tEndWindow * fs)) : t.wave.off;
      res.t = { ...t.wave, off: Math.min(off, nextOn - 1) };
      res.tStrength = t.slope / Math.max(1e-9, t4 ? tMin : tMin5);
    };
    if (b < n - 1) findT(qrs[b + 1]?.on ?? rPeaks[b + 1] - Math.round(LONE_NEXT_QRS_LEAD_S * fs));
    else {
      // A lone (median) beat: before where the next QRS shows when it is known (loneNextR), else to the end.
      if (n === 1 && loneNextR) findT(Math.min(x.length - 1, r + loneNextR - Math.round(LONE_NEXT_QRS_LEAD_S * fs)));
      if (!res.t) findT(x.length - 1);
    }
    const prevT = b > 0 ? out[b - 1].t : null;
    // A lone (median) beat has no previous T to stop at: at fast rates the P window would reach into
    // it, so it starts no earlier than where the previous T ended, one RR before the own T end.
    const lone = n === 1 && res.t ? res.t.off - singleBeatRr : 1;
    const pLo = Math.max(qOn - Math.round(p.pWindow * fs), prevT ? prevT.off : b > 0 ? Math.round((rPeaks[b - 1] + r) / 2) : lone, 1);
    const pHi = qOn - 1;
    const pw = delineateSlowWave(w4, pLo, pHi, 0, p.xiPOn, p.xiPOff, Math.round(P_LEAK_S * fs) + 1);
    if (pw && pw.wave.off < qOn && pw.wave.on > 0) {
      res.p = pw.wave;
      res.pSlope = pw.slope;
    }
    out.push(res);
  }
  return out;
}
