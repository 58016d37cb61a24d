// Zero-phase Butterworth IIR filters (cascaded biquads run forward then backward), a notch,
// measurement-grade baseline removal and the named presets the UI offers.
// All functions return a new Float32Array and keep NaN samples as NaN (gaps are bridged
// linearly while filtering so one missing sample does not poison the whole trace).

/** Biquad coefficients, normalised so a0 = 1. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

type Kind = 'lowpass' | 'highpass';

/** RBJ cookbook biquad (bilinear transform with frequency pre-warping). */
function rbj(kind: Kind | 'notch', fs: number, f0: number, q: number): Biquad {
  const w0 = (2 * Math.PI * f0) / fs;
  const cw = Math.cos(w0);
  const alpha = Math.sin(w0) / (2 * q);
  const a0 = 1 + alpha;
  let b0: number, b1: number, b2: number;
  if (kind === 'lowpass') {
    b0 = (1 - cw) / 2;
    b1 = 1 - cw;
    b2 = b0;
  } else if (kind === 'highpass') {
    b0 = (1 + cw) / 2;
    b1 = -(1 + cw);
    b2 = b0;
  } else {
    b0 = 1;
    b1 = -2 * cw;
    b2 = 1;
  }
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: (-2 * cw) / a0, a2: (1 - alpha) / a0 };
}

/** First-order section (bilinear, pre-warped), stored as a biquad with b2 = a2 = 0. */
function firstOrder(kind: Kind, fs: number, fc: number): Biquad {
  const k = Math.tan((Math.PI * fc) / fs);
  const a0 = 1 + k;
  const a1 = (k - 1) / a0;
  return kind === 'lowpass'
    ? { b0: k / a0, b1: k / a0, b2: 0, a1, a2: 0 }
    : { b0: 1 / a0, b1: -1 / a0, b2: 0, a1, a2: 0 };
}

/**
 * Butterworth sections of the given order: order/2 biquads with Q_k = 1 / (2 cos((2k-1)π/(2N))),
 * plus one first-order section when the order is odd.
 */
export function butterworthSections(kind: Kind, fs: number, fc: number, order: number): Biquad[] {
  const n = Math.max(1, Math.min(16, Math.round(order)));
  const out: Biquad[] = [];
  for (let k = 1; k <= Math.floor(n / 2); k++) {
    const q = 1 / (2 * Math.cos(((2 * k - 1) * Math.PI) / (2 * n)));
    out.push(rbj(kind, fs, fc, q));
  }
  if (n % 2 === 1) out.push(firstOrder(kind, fs, fc));
  return out;
}

/** Copy of x with NaN runs replaced by linear interpolation (edges held); null if all NaN. */
function bridgeGaps(x: Float32Array): { y: Float32Array; hadNaN: boolean } | null {
  const n = x.length;
  const y = new Float32Array(n);
  let hadNaN = false;
  let last = -1;
  for (let i = 0; i < n; i++) {
    const v = x[i];
    if (v === v) {
      if (last < i - 1) {
        hadNaN = true;
        const from = last < 0 ? v : y[last];
        const span = i - last;
        for (let j = last + 1; j < i; j++) y[j] = last < 0 ? v : from + ((v - from) * (j - last)) / span;
      }
      y[i] = v;
      last = i;
    }
  }
  if (last < 0) return n === 0 ? { y, hadNaN: false } : null;
  for (let j = last + 1; j < n; j++) {
    y[j] = y[last];
    hadNaN = true;
  }
  return { y, hadNaN };
}

/**
 * The state (z1, z2) of a section in the steady state for a constant input equal to the mean of the first `settle`
 * samples it will see in its direction (the local DC level): no step transient, no offset injected into slow
 * high-passes.
 */
function steadyState(s: Biquad, y: Float32Array, backward: boolean, settle: number): Float64Array {
  const n = y.length;
  const k = Math.max(1, Math.min(n, settle));
  let u = 0;
  for (let i = 0; i < k; i++) u += backward ? y[n - 1 - i] : y[i];
  u /= k;
  const dc = (s.b0 + s.b1 + s.b2) / (1 + s.a1 + s.a2);
  const z2 = (s.b2 - s.a2 * dc) * u;
  return Float64Array.of((s.b1 - s.a1 * dc) * u + z2, z2);
}

/** Runs a section in place (direct form II transposed) over y[from], y[from + step], … up to `to` (exclusive), from state z. */
function runSpan(s: Biquad, z: Float64Array, y: Float32Array, from: number, to: number, step: 1 | -1): void {
  const { b0, b1, b2, a1, a2 } = s;
  let z1 = z[0];
  let z2 = z[1];
  for (let i = from; i !== to; i += step) {
    const xi = y[i];
    const yi = b0 * xi + z1;
    z1 = b1 * xi - a1 * yi + z2;
    z2 = b2 * xi - a2 * yi;
    y[i] = yi;
  }
  z[0] = z1;
  z[1] = z2;
}

/** The samples of y in one direction: the first index, the index past the last, and the step. */
interface Direction { backward: boolean; start: number; end: number; step: 1 | -1 }

/**
 * Runs sections `s` then `t` in place over y in direction `d`, as two runs of runSpan would, in one loop past the
 * first `settle` samples (where `t` takes its starting state from `s`'s output): the two recursions interleave (a
 * band-pass of two sections about a quarter faster). `t` reads `s`'s output rounded to float32, as it would from y,
 * so the result is identical.
 */
function runSectionPair(s: Biquad, t: Biquad, y: Float32Array, d: Direction, settle: number): void {
  const { backward, start, end, step } = d;
  const mid = start + step * Math.max(1, Math.min(y.length, settle));
  const zs = steadyState(s, y, backward, settle);
  runSpan(s, zs, y, start, mid, step);
  const zt = steadyState(t, y, backward, settle);
  runSpan(t, zt, y, start, mid, step);
  const { b0: sb0, b1: sb1, b2: sb2, a1: sa1, a2: sa2 } = s;
  const { b0: tb0, b1: tb1, b2: tb2, a1: ta1, a2: ta2 } = t;
  let s1 = zs[0], s2 = zs[1], t1 = zt[0], t2 = zt[1];
  for (let i = mid; i !== end; i += step) {
    const xi = y[i];
    const ys = sb0 * xi + s1;
    s1 = sb1 * xi - sa1 * ys + s2;
    s2 = sb2 * xi - sa2 * ys;
    const xt = Math.fround(ys);
    const yt = tb0 * xt + t1;
    t1 = tb1 * xt - ta1 * yt + t2;
    t2 = tb2 * xt - ta2 * yt;
    y[i] = yt;
  }
}

/** Runs the sections in order over y in one direction, two at a time (runSectionPair). */
function runSections(sections: Biquad[], y: Float32Array, backward: boolean, settle: number): void {
  const n = y.length;
  if (n === 0) return;
  const d: Direction = { backward, start: backward ? n - 1 : 0, end: backward ? -1 : n, step: backward ? -1 : 1 };
  for (let j = 0; j < sections.length; j += 2) {
    const s = sections[j];
    if (j + 1 < sections.length) runSectionPair(s, sections[j + 1], y, d, settle);
    else runSpan(s, steadyState(s, y, backward, settle), y, d.start, d.end, d.step);
  }
}

/** Three times the slowest pole's time constant, in samples: how long edge transients last. */
function settlingSamples(sections: Biquad[]): number {
  let tau = 0;
  for (const s of sections) {
    const r = s.a2 !== 0 ? Math.sqrt(Math.abs(s.a2)) : Math.abs(s.a1);
    if (r > 0 && r < 1) tau = Math.max(tau, -1 / Math.log(r));
  }
  return Math.ceil(3 * tau);
}

/**
 * Applies sections forward then backward (zero phase, squared magnitude response). Edges are
 * extended by mirror reflection for the filters' settling time and the states start in the
 * steady state of the local mean, so slow high-passes have no start-up offset.
 */
export function filtfilt(x: Float32Array, sections: Biquad[]): Float32Array {
  const bridged = bridgeGaps(x);
  if (!bridged) return new Float32Array(x.length).fill(NaN);
  const { y: core, hadNaN } = bridged;
  const n = core.length;
  const pad = n > 1 ? Math.min(n - 1, settlingSamples(sections)) : 0;
  // Float32 samples between sections (the states stay in double precision): half the memory
  // on day-long leads, and the same precision as the data.
  const y = new Float32Array(n + 2 * pad);
  y.set(core, pad);
  // Mirror (even) extension keeps the local mean, so high-passes see no step at the edges.
  for (let k = 1; k <= pad; k++) {
    y[pad - k] = core[k];
    y[pad + n - 1 + k] = core[n - 1 - k];
  }
  const settle = Math.max(1, pad);
  runSections(sections, y, false, settle);
  runSections(sections, y, true, settle);
  const out = pad ? y.slice(pad, pad + n) : y;
  if (hadNaN) for (let i = 0; i < x.length; i++) if (x[i] !== x[i]) out[i] = NaN;
  return out;
}

function checkFs(fs: number): void {
  if (!(fs > 0) || !Number.isFinite(fs)) throw new RangeError(`sampling rate must be a positive number, got ${fs}`);
}

/** Largest usable corner frequency: just below Nyquist. */
function capBelowNyquist(fs: number, f: number): number {
  return Math.min(f, 0.45 * fs);
}

/** Zero-phase Butterworth high-pass (corner at -6 dB after the forward-backward pass). */
export function highpass(x: Float32Array, fs: number, fc: number, order = 2): Float32Array {
  checkFs(fs);
  if (!(fc > 0)) return x.slice();
  return filtfilt(x, butterworthSections('highpass', fs, capBelowNyquist(fs, fc), order));
}

/** Zero-phase Butterworth low-pass; a corner at or above Nyquist leaves the signal unchanged. */
export function lowpass(x: Float32Array, fs: number, fc: number, order = 2): Float32Array {
  checkFs(fs);
  if (!(fc > 0) || fc >= 0.5 * fs) return x.slice();
  return filtfilt(x, butterworthSections('lowpass', fs, capBelowNyquist(fs, fc), order));
}

/** Zero-phase band-pass as a high-pass and a low-pass section cascade (one pass each way). */
export function bandpass(x: Float32Array, fs: number, lo: number, hi: number, order = 2): Float32Array {
  checkFs(fs);
  const sections: Biquad[] = [];
  if (lo > 0) sections.push(...butterworthSections('highpass', fs, capBelowNyquist(fs, lo), order));
  if (hi > 0 && hi < 0.5 * fs) sections.push(...butterworthSections('lowpass', fs, capBelowNyquist(fs, hi), order));
  return sections.length ? filtfilt(x, sections) : x.slice();
}

/** Zero-phase notch at f0 (mains: 50 or 60 Hz) with quality factor q (bandwidth f0/q). */
export function notch(x: Float32Array, fs: number, f0: 50 | 60 | number, q = 30): Float32Array {
  checkFs(fs);
  if (!(f0 > 0) || f0 >= 0.5 * fs) return x.slice();
  return filtfilt(x, [rbj('notch', fs, f0, q)]);
}

// ---------------------------------------------------------------- baseline removal

/** Running median of odd window w (edges use the truncated window), O(n·w) on a small w. */
function runningMedian(x: Float64Array, w: number): Float64Array {
  const n = x.length;
  const out = new Float64Array(n);
  const half = w >> 1;
  const win = new Float64Array(w + 1);
  let count = 0;
  // Sorted window maintained by insertion/removal; w is small after decimation (≤ ~31).
  const insert = (v: number): void => {
    let i = count++;
    while (i > 0 && win[i - 1] > v) {
      win[i] = win[i - 1];
      i--;
    }
    win[i] = v;
  };
  const remove = (v: number): void => {
    let i = 0;
    while (i < count && win[i] !== v) i++;
    for (; i < count - 1; i++) win[i] = win[i + 1];
    count--;
  };
  let lo = 0;
  let hi = -1;
  for (let i = 0; i < n; i++) {
    const a = Math.max(0, i - half);
    const b = Math.min(n - 1, i + half);
    while (hi < b) insert(x[++hi]);
    while (lo < a) remove(x[lo++]);
    out[i] = count % 2 ? win[count >> 1] : 0.5 * (win[(count >> 1) - 1] + win[count >> 1]);
  }
  return out;
}

/**
 * Baseline wander estimate and removal by the two-stage median filter (200 ms then 600 ms).
 * Why this and not a high-pass: a median follows the isoelectric level without the phase and
 * undershoot a 0.5 Hz high-pass puts into the ST segment, so ST levels stay measurable
 * (the AHA recommends ≤ 0.05 Hz linear high-pass or a non-linear method for ST work).
 * The 200 ms stage removes QRS and P, the 600 ms stage removes T. Medians are taken on the
 * signal decimated to ~50 Hz and the baseline is linearly interpolated back: the baseline is
 * below 1 Hz, and this keeps the cost O(n).
 */
export function estimateBaseline(x: Float32Array, fs: number): Float32Array {
  checkFs(fs);
  const n = x.length;
  const bridged = bridgeGaps(x);
  if (!bridged || n === 0) return new Float32Array(n).fill(NaN);
  const y = bridged.y;
  const step = Math.max(1, Math.floor(fs / 50));
  const m = Math.ceil(n / step);
  const d = new Float64Array(m);
  for (let j = 0; j < m; j++) {
    // Mean over the decimation step keeps a little noise immunity without touching the baseline.
    const a = j * step;
    const b = Math.min(n, a + step);
    let s = 0;
    for (let i = a; i < b; i++) s += y[i];
    d[j] = s / (b - a);
  }
  const fsd = fs / step;
  const odd = (ms: number): number => Math.max(1, 2 * Math.round((ms / 1000) * fsd * 0.5) + 1);
  const base = runningMedian(runningMedian(d, odd(200)), odd(600));
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = (i - (step - 1) / 2) / step;
    const j = Math.max(0, Math.min(m - 1, Math.floor(t)));
    const k = Math.min(m - 1, j + 1);
    const f = Math.max(0, Math.min(1, t - j));
    out[i] = base[j] + (base[k] - base[j]) * f;
  }
  return out;
}

/** Natural cubic spline through (t, v) knots (t strictly increasing, ≥ 1 knot), sampled at 0..n-1; held flat outside the knots. */
export function cubicSpline(t: number[], v: number[], n: number): Float32Array {
  const k = t.length;
  const out = new Float32Array(n);
  if (k === 1) return out.fill(v[0]);
  // Second derivatives m by the tridiagonal system of the natural spline (m0 = m_{k-1} = 0).
  const m = new Float64Array(k);
  const c = new Float64Array(k);
  const d = new Float64Array(k);
  for (let i = 1; i < k - 1; i++) {
    const h0 = t[i] - t[i - 1];
    const h1 = t[i + 1] - t[i];
    const diag = 2 * (h0 + h1) - h0 * c[i - 1];
    c[i] = h1 / diag;
    d[i] = (6 * ((v[i + 1] - v[i]) / h1 - (v[i] - v[i - 1]) / h0) - h0 * d[i - 1]) / diag;
  }
  for (let i = k - 2; i >= 1; i--) m[i] = d[i] - c[i] * m[i + 1];
  let j = 0;
  for (let i = 0; i < n; i++) {
    if (i <= t[0]) out[i] = v[0];
    else if (i >= t[k - 1]) out[i] = v[k - 1];
    else {
      while (t[j + 1] < i) j++;
      const h = t[j + 1] - t[j];
      const a = (t[j + 1] - i) / h;
      const b = 1 - a;
      out[i] = a * v[j] + b * v[j + 1] + (((a * a * a - a) * m[j] + (b * b * b - b) * m[j + 1]) * h * h) / 6;
    }
  }
  return out;
}

/**
 * Baseline through isoelectric knots: the mean of each PR segment (R − 90 … R − 50 ms) joined by
 * a natural cubic spline. Exact at every knot, so ST levels measured against the PR segment are
 * untouched whatever the heart rate.
 */
export function splineBaseline(x: Float32Array, fs: number, rPeaks: ArrayLike<number>): Float32Array {
  checkFs(fs);
  const a = Math.round(0.09 * fs);
  const b = Math.max(1, Math.round(0.05 * fs));
  const t: number[] = [];
  const v: number[] = [];
  for (let i = 0; i < rPeaks.length; i++) {
    const r = rPeaks[i];
    if (r - a < 0 || r - b >= x.length) continue;
    let s = 0;
    let c = 0;
    for (let j = r - a; j <= r - b; j++) if (x[j] === x[j]) (s += x[j]), c++;
    const centre = r - (a + b) / 2;
    if (c > 0 && (t.length === 0 || centre > t[t.length - 1])) {
      t.push(centre);
      v.push(s / c);
    }
  }
  return t.length ? cubicSpline(t, v, x.length) : estimateBaseline(x, fs);
}

/**
 * Removes baseline wander without distorting ST. With R peaks, through PR-segment knots
 * (splineBaseline, preferred for ST measurement); without, by the two-stage median
 * (estimateBaseline), which at fast rates, where ST–T fills most of the cycle, can take part
 * of an ST shift for baseline. NaN stays NaN.
 */
export function removeBaseline(x: Float32Array, fs: number, rPeaks?: ArrayLike<number>): Float32Array {
  const base = rPeaks && rPeaks.length ? splineBaseline(x, fs, rPeaks) : estimateBaseline(x, fs);
  const out = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) out[i] = x[i] - base[i];
  return out;
}

// ---------------------------------------------------------------- presets

export type FilterPreset = 'diagnostic' | 'monitoring' | 'none';

export interface FilterPresetOptions {
  /** Mains notch frequency, or null for none (default none). */
  notch?: 50 | 60 | null;
  /** Median baseline removal before the band-pass (default false). */
  baseline?: boolean;
}

/** Pass bands of the presets (AHA diagnostic bandwidth and the usual monitor bandwidth). */
export const PRESET_BANDS: Record<Exclude<FilterPreset, 'none'>, [number, number]> = {
  diagnostic: [0.05, 150],
  monitoring: [0.5, 40],
};

/**
 * The UI's filter toggles: 'diagnostic' 0.05–150 Hz, 'monitoring' 0.5–40 Hz ('none' passes
 * through), optional mains notch and baseline removal. The upper corner is capped below Nyquist
 * (at 200 Hz sampling the diagnostic band ends at 90 Hz).
 */
export function applyFilterPreset(
  x: Float32Array,
  fs: number,
  preset: FilterPreset,
  opts: FilterPresetOptions = {},
): Float32Array {
  checkFs(fs);
  let y = opts.baseline ? removeBaseline(x, fs) : x;
  if (preset !== 'none') {
    const [lo, hi] = PRESET_BANDS[preset];
    y = bandpass(y, fs, lo, Math.min(hi, 0.45 * fs), 2);
  }
  if (opts.notch) y = notch(y, fs, opts.notch);
  return y === x ? x.slice() : y;
}
