import { goertzelPowers } from '../../signal/goertzel';

/**
 * Dominant atrial frequency for flutter detection: in leads II and V1 the QRS complexes are blanked
 * (linear interpolation from QRS onset − 20 ms to offset + 40 ms), the signal is decimated to ≈ 50 Hz,
 * high-passed (subtracting a 0.4-s moving mean) and its power spectrum is read from 2.5 to 15 Hz.
 * Flutter waves are a regular sawtooth, so their fundamental (and harmonic) hold a large share of
 * that power; f-waves of AF spread it. T (and P) waves repeat with the QRS, so with a regular
 * ventricular rhythm they put power at multiples of the heart rate: the caller must not read a peak
 * there as flutter (isFlutter in rhythm.ts). Average beat subtraction was tried and removed: on 10-s
 * records its residue spread as much power as the flutter waves themselves.
 */
export interface AtrialActivity {
  lead: string;
  /** Peak frequency × 60 (per minute). */
  ratePerMin: number;
  /** Power within ±0.35 Hz of the peak and of its 2nd harmonic / power 2.5–15 Hz. */
  concentration: number;
  /** RMS (mV) of the blanked, high-passed signal. */
  rmsMv: number;
}

export interface QrsSpan {
  on: number;
  off: number;
}

const MAX_SECONDS = 20;

export function atrialActivity(
  x: Float32Array,
  lead: string,
  fs: number,
  qrs: QrsSpan[],
  band: [number, number] = [3.8, 6.2],
): AtrialActivity | null {
  const n = Math.min(x.length, Math.round(MAX_SECONDS * fs));
  if (n < 4 * fs) return null;
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) y[i] = x[i] === x[i] ? x[i] : 0;
  const pre = Math.round(0.02 * fs);
  const post = Math.round(0.04 * fs);
  for (const q of qrs) {
    const a = Math.max(0, q.on - pre);
    const b = Math.min(n - 1, q.off + post);
    if (a >= n || b <= a) continue;
    for (let i = a + 1; i < b; i++) y[i] = y[a] + ((y[b] - y[a]) * (i - a)) / (b - a);
  }
  const dec = Math.max(1, Math.floor(fs / 50));
  const fd = fs / dec;
  const m = Math.floor(n / dec);
  const d = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    let s = 0;
    for (let k = 0; k < dec; k++) s += y[i * dec + k];
    d[i] = s / dec;
  }
  const w = Math.max(1, Math.round(0.2 * fd));
  const h = new Float64Array(m);
  let rms = 0;
  for (let i = 0; i < m; i++) {
    let s = 0;
    let c = 0;
    for (let k = Math.max(0, i - w); k <= Math.min(m - 1, i + w); k++) { s += d[k]; c++; }
    h[i] = d[i] - s / c;
    rms += h[i] * h[i];
  }
  rms = Math.sqrt(rms / m);
  const df = 0.05;
  const freqs: number[] = [];
  for (let f = 2.5; f <= Math.min(15, fd / 2 - 0.5); f += df) freqs.push(f);
  const power = Array.from(goertzelPowers(h, fd, freqs), (p) => Math.max(0, p));
  const total = power.reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  let peak = -1;
  for (let i = 0; i < freqs.length; i++) {
    if (freqs[i] < band[0] || freqs[i] > band[1]) continue;
    if (peak < 0 || power[i] > power[peak]) peak = i;
  }
  if (peak < 0) return null;
  const f0 = freqs[peak];
  let near = 0;
  for (let i = 0; i < freqs.length; i++) {
    if (Math.abs(freqs[i] - f0) <= 0.35 || Math.abs(freqs[i] - 2 * f0) <= 0.35) near += power[i];
  }
  return { lead, ratePerMin: Math.round(f0 * 60), concentration: near / total, rmsMv: rms };
}

