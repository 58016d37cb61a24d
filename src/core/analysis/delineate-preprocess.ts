// Preprocessing for delineation and measurement (docs/delineation.md, "Preprocessing").
import { cubicSpline } from '../signal/filters';

/** Rate the wavelet delineator works at: the rate its scales (2^1..2^5) were designed for. */
export const DELINEATION_FS = 250;

/** Copy with NaN (missing samples) replaced by the last valid value (0 before the first). */
export function fillMissing(x: Float32Array): Float32Array {
  const y = new Float32Array(x.length);
  let last = 0;
  for (let i = 0; i < x.length; i++) {
    const v = x[i];
    if (Number.isFinite(v)) last = v;
    y[i] = last;
  }
  return y;
}

function lowerBound(a: Float64Array, n: number, v: number): number {
  let lo = 0, hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Moving median over [i − half, i + half] (shrinking at the ends), with a sorted sliding window. */
export function movingMedian(x: Float64Array, half: number): Float64Array {
  const y = new Float64Array(x.length);
  const win = new Float64Array(2 * half + 1);
  let n = 0;
  // Shifts by hand: the windows are short (11 and 31 samples at 50 Hz), and copyWithin's call costs more than the move.
  const insert = (v: number) => {
    const k = lowerBound(win, n, v);
    for (let i = n; i > k; i--) win[i] = win[i - 1];
    win[k] = v;
    n++;
  };
  const remove = (v: number) => {
    const k = lowerBound(win, n, v);
    for (let i = k; i < n - 1; i++) win[i] = win[i + 1];
    n--;
  };
  // The sample leaving the full window is replaced by the one entering: one walk from the old value's place.
  const replace = (old: number, v: number) => {
    let k = lowerBound(win, n, old);
    if (v > old) for (; k + 1 < n && win[k + 1] < v; k++) win[k] = win[k + 1];
    else for (; k > 0 && win[k - 1] > v; k--) win[k] = win[k - 1];
    win[k] = v;
  };
  for (let j = 0; j < Math.min(half, x.length); j++) insert(x[j]);
  for (let i = 0; i < x.length; i++) {
    const leaving = i - half - 1 >= 0;
    const entering = i + half < x.length;
    if (leaving && entering) replace(x[i - half - 1], x[i + half]);
    else if (leaving) remove(x[i - half - 1]);
    else if (entering) insert(x[i + half]);
    y[i] = n % 2 ? win[(n - 1) >> 1] : 0.5 * (win[n / 2 - 1] + win[n / 2]);
  }
  return y;
}

/**
 * Baseline wander estimate: two cascaded moving medians (200 ms removes QRS and P, 600 ms removes T),
 * computed on a 50 Hz block-mean copy and interpolated back. A median follows the isoelectric
 * level without the ringing or ST distortion of a linear high-pass filter.
 */
export function estimateBaseline(x: Float32Array, fs: number): Float32Array {
  const step = Math.max(1, Math.round(fs / 50));
  const m = Math.ceil(x.length / step);
  const dec = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    let s = 0;
    let n = 0;
    for (let i = k * step; i < Math.min(x.length, (k + 1) * step); i++, n++) s += x[i];
    dec[k] = n ? s / n : 0;
  }
  const decFs = fs / step;
  const b = movingMedian(movingMedian(dec, Math.round(0.1 * decFs)), Math.round(0.3 * decFs));
  // Linear interpolation between block centres ((k + 0.5)·step − 0.5), flat beyond the end ones.
  const out = new Float32Array(x.length);
  const centre = (k: number) => (k + 0.5) * step - 0.5;
  let i = 0;
  for (; i < x.length && i <= centre(0); i++) out[i] = b[0];
  for (let k = 0; k < m - 1; k++) {
    const c0 = centre(k);
    const slope = (b[k + 1] - b[k]) / step;
    const end = Math.min(x.length - 1, Math.floor(centre(k + 1)));
    for (; i <= end; i++) out[i] = b[k] + slope * (i - c0);
  }
  for (; i < x.length; i++) out[i] = b[m - 1];
  return out;
}

/** x minus its baseline estimate (NaN filled first). */
export function removeBaseline(x: Float32Array, fs: number): Float32Array {
  const y = fillMissing(x);
  const b = estimateBaseline(y, fs);
  for (let i = 0; i < y.length; i++) y[i] -= b[i];
  return y;
}

/** Zero-phase (forward-backward) second-order Butterworth low-pass, in place. */
export function lowPassInPlace(x: Float32Array, fs: number, cutoffHz: number): Float32Array {
  if (cutoffHz >= fs / 2 || x.length < 3) return x;
  const k = Math.tan((Math.PI * cutoffHz) / fs);
  const q = Math.SQRT1_2;
  const norm = 1 / (1 + k / q + k * k);
  const b0 = k * k * norm;
  const b1 = 2 * b0;
  const a1 = 2 * (k * k - 1) * norm;
  const a2 = (1 - k / q + k * k) * norm;
  biquadPass(x, 0, x.length, 1, b0, b1, a1, a2);
  biquadPass(x, x.length - 1, -1, -1, b0, b1, a1, a2);
  return x;
}

/** One direction of lowPassInPlace's biquad (b0, b1, b0; 1, a1, a2), started at rest on x[from]. */
function biquadPass(x: Float32Array, from: number, to: number, dir: number, b0: number, b1: number, a1: number, a2: number): void {
  let x1 = x[from], x2 = x[from], y1 = x[from], y2 = x[from];
  for (let i = from; i !== to; i += dir) {
    const v = x[i];
    const y = b0 * v + b1 * x1 + b0 * x2 - a1 * y1 - a2 * y2;
    x2 = x1; x1 = v; y2 = y1; y1 = y;
    x[i] = y;
  }
}

/** Linear-interpolation resampling; the caller low-passes first when decimating. */
export function resampleLinear(x: Float32Array, fs: number, targetFs: number): Float32Array {
  if (fs === targetFs) return x.slice();
  const n = Math.max(1, Math.floor(((x.length - 1) * targetFs) / fs) + 1);
  const y = new Float32Array(n);
  const r = fs / targetFs;
  for (let i = 0; i < n; i++) {
    const t = i * r;
    const k = Math.floor(t);
    const f = t - k;
    y[i] = k + 1 < x.length ? x[k] * (1 - f) + x[k + 1] * f : x[x.length - 1];
  }
  return y;
}

/** Least departure (mV) of the spline from the piecewise-linear baseline for the spline to be used. */
const SPLINE_MIN_MV = 0.02;

/**
 * Baseline through the isoelectric PR segment of every beat: one knot per beat (mean of
 * [QRS onset − 30 ms, QRS onset − 10 ms]), joined by straight lines (or, under baseline wander, a
 * natural cubic spline) and held flat beyond the end knots. Either depends on the knots only, so
 * it cannot bend with the ST segment or the T wave: the signal minus this baseline keeps ST
 * deviations intact (measurements use it).
 * Without QRS onsets it falls back to the moving-median estimate.
 */
export function isoelectricBaseline(x: Float32Array, fs: number, qrsOnsets: number[]): Float32Array {
  const a = Math.round(0.03 * fs);
  const b = Math.round(0.01 * fs);
  const knots: { at: number; v: number }[] = [];
  for (const on of qrsOnsets) {
    if (on - a < 0 || on - b >= x.length) continue;
    let s = 0;
    for (let i = on - a; i <= on - b; i++) s += x[i];
    knots.push({ at: on - Math.round(0.02 * fs), v: s / (a - b + 1) });
  }
  if (knots.length === 0) return estimateBaseline(x, fs);
  const out = new Float32Array(x.length);
  let k = 0;
  for (let i = 0; i < x.length; i++) {
    while (k < knots.length - 1 && knots[k + 1].at <= i) k++;
    const p = knots[k];
    const q = knots[k + 1];
    if (i <= knots[0].at) out[i] = knots[0].v;
    else if (!q) out[i] = p.v;
    else out[i] = p.v + ((q.v - p.v) * (i - p.at)) / (q.at - p.at);
  }
  // Baseline wander bends between knots: straight lines then leave up to ~0.1 mV of it (0.3 Hz,
  // 0.5 mV) in the P and ST regions, varying from beat to beat, which hides P in the beat-to-beat
  // spread. A natural cubic spline through the same knots follows it; it is used only when it
  // departs from the lines by more than SPLINE_MIN_MV, so clean records keep the linear baseline.
  const at: number[] = [];
  const v: number[] = [];
  for (const q of knots) if (at.length === 0 || q.at > at[at.length - 1]) (at.push(q.at), v.push(q.v));
  const spline = cubicSpline(at, v, x.length);
  let dev = 0;
  for (let i = 0; i < x.length; i++) dev = Math.max(dev, Math.abs(spline[i] - out[i]));
  return dev > SPLINE_MIN_MV ? spline : out;
}
