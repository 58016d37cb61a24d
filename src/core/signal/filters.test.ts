import { describe, expect, it } from 'vitest';
import { describeData } from '../../../tests/data';
import { loadMitdb } from '../../../bench/beats-accuracy';
import { applyFilterPreset, bandpass, butterworthSections, filtfilt, highpass, lowpass, notch, removeBaseline, type Biquad } from './filters';

const FS = 500;

function sine(f: number, seconds: number, fs = FS, amp = 1): Float32Array {
  const x = new Float32Array(Math.round(seconds * fs));
  for (let i = 0; i < x.length; i++) x[i] = amp * Math.sin((2 * Math.PI * f * i) / fs);
  return x;
}

/** Amplitude of the middle half (away from edge effects). */
function midAmplitude(x: Float32Array): number {
  let m = 0;
  for (let i = x.length >> 2; i < (3 * x.length) >> 2; i++) m = Math.max(m, Math.abs(x[i]));
  return m;
}

describe('Butterworth zero-phase filters', () => {
  it('low-pass: -6 dB at the corner (forward-backward), passes below, stops above', () => {
    expect(midAmplitude(lowpass(sine(40, 4), FS, 40))).toBeCloseTo(0.5, 2);
    expect(midAmplitude(lowpass(sine(4, 4), FS, 40))).toBeCloseTo(1, 2);
    // order 2, two passes: |H(4 fc)|² = 1 / (1 + 4^4)
    const ratio = Math.tan((Math.PI * 160) / FS) / Math.tan((Math.PI * 40) / FS); // bilinear pre-warp
    expect(midAmplitude(lowpass(sine(160, 4), FS, 40))).toBeCloseTo(1 / (1 + ratio ** 4), 4);
  });

  it('high-pass: removes DC and drift, -6 dB at the corner', () => {
    const x = sine(10, 4);
    for (let i = 0; i < x.length; i++) x[i] += 3;
    const y = highpass(x, FS, 0.5);
    expect(midAmplitude(y)).toBeCloseTo(1, 2);
    expect(midAmplitude(highpass(sine(0.5, 40), FS, 0.5))).toBeCloseTo(0.5, 2);
  });

  it('is zero-phase: a peak stays where it was', () => {
    const x = new Float32Array(2000);
    for (let i = 0; i < x.length; i++) x[i] = Math.exp(-(((i - 1000) / 15) ** 2));
    const y = bandpass(x, FS, 0.5, 40);
    let arg = 0;
    for (let i = 0; i < y.length; i++) if (y[i] > y[arg]) arg = i;
    expect(arg).toBe(1000);
  });

  it('notch removes mains and keeps the ECG band', () => {
    expect(midAmplitude(notch(sine(50, 4), FS, 50))).toBeLessThan(0.01);
    expect(midAmplitude(notch(sine(10, 4), FS, 50))).toBeGreaterThan(0.99);
    expect(midAmplitude(notch(sine(60, 4), FS, 60))).toBeLessThan(0.01);
  });

  it('keeps NaN gaps as NaN and does not spread them', () => {
    const x = sine(5, 4);
    x.fill(NaN, 900, 950);
    const y = bandpass(x, FS, 0.5, 40);
    expect(Number.isNaN(y[920])).toBe(true);
    let finite = 0;
    for (let i = 0; i < y.length; i++) if (Number.isFinite(y[i])) finite++;
    expect(finite).toBe(x.length - 50);
    expect(midAmplitude(y.subarray(0, 800))).toBeGreaterThan(0.98);
  });

  it('runs its sections two at a time with the same result, bit for bit, as one section after another', () => {
    // The plain algorithm: mirror padding, each section over the whole padded signal in turn forward, then backward,
    // each started in the steady state of the mean of the first samples it sees, float32 between sections.
    const reference = (x: Float32Array, sections: Biquad[]): Float32Array => {
      const n = x.length;
      let tau = 0;
      for (const s of sections) {
        const r = s.a2 !== 0 ? Math.sqrt(Math.abs(s.a2)) : Math.abs(s.a1);
        if (r > 0 && r < 1) tau = Math.max(tau, -1 / Math.log(r));
      }
      const pad = Math.min(n - 1, Math.ceil(3 * tau));
      const y = new Float32Array(n + 2 * pad);
      y.set(x, pad);
      for (let k = 1; k <= pad; k++) {
        y[pad - k] = x[k];
        y[pad + n - 1 + k] = x[n - 1 - k];
      }
      const k = Math.max(1, Math.min(y.length, pad));
      const at = (i: number, backward: boolean) => (backward ? y.length - 1 - i : i);
      for (const backward of [false, true]) {
        for (const { b0, b1, b2, a1, a2 } of sections) {
          let u = 0;
          for (let i = 0; i < k; i++) u += y[at(i, backward)];
          u /= k;
          const dc = (b0 + b1 + b2) / (1 + a1 + a2);
          let z2 = (b2 - a2 * dc) * u;
          let z1 = (b1 - a1 * dc) * u + z2;
          for (let i = 0; i < y.length; i++) {
            const xi = y[at(i, backward)];
            const yi = b0 * xi + z1;
            z1 = b1 * xi - a1 * yi + z2;
            z2 = b2 * xi - a2 * yi;
            y[at(i, backward)] = yi;
          }
        }
      }
      return y.slice(pad, pad + n);
    };
    const x = sine(1.3, 10);
    for (let i = 0; i < x.length; i++) x[i] += 0.3 * Math.sin(i * i * 1e-4) + 0.5;
    const cases: Biquad[][] = [
      [...butterworthSections('highpass', FS, 0.5, 2), ...butterworthSections('lowpass', FS, 40, 2)],
      [...butterworthSections('highpass', FS, 5, 4), ...butterworthSections('lowpass', FS, 25, 4)],
      butterworthSections('lowpass', FS, 40, 3),
      butterworthSections('highpass', FS, 0.67, 5),
    ];
    for (const sections of cases) expect(Array.from(filtfilt(x, sections))).toEqual(Array.from(reference(x, sections)));
  });

  it('presets: none copies, diagnostic is capped below Nyquist at 200 Hz, monitoring removes drift', () => {
    const x = sine(1, 10, 200);
    const none = applyFilterPreset(x, 200, 'none');
    expect(none).not.toBe(x);
    expect(Array.from(none)).toEqual(Array.from(x));
    expect(midAmplitude(applyFilterPreset(x, 200, 'diagnostic'))).toBeGreaterThan(0.99);
    const drift = sine(0.1, 60, 200);
    expect(midAmplitude(applyFilterPreset(drift, 200, 'monitoring'))).toBeLessThan(0.05);
    const mains = sine(50, 4, 500);
    expect(midAmplitude(applyFilterPreset(mains, 500, 'diagnostic', { notch: 50 }))).toBeLessThan(0.01);
  });
});

describe('removeBaseline', () => {
  it('keeps a 0.2 mV ST elevation exactly with PR knots while removing 1 mV of 0.3 Hz wander', () => {
    // Synthetic beats at 75 bpm: flat PR, 80 ms QRS, ST plateau +0.2 mV for 120 ms, then T.
    const n = 30 * FS;
    const clean = new Float32Array(n);
    const period = 0.8 * FS;
    for (let i = 0; i < n; i++) {
      const t = (i % period) / FS;
      if (t >= 0.2 && t < 0.28) clean[i] = 1.2 * (1 - Math.abs(t - 0.24) / 0.04);
      else if (t >= 0.28 && t < 0.4) clean[i] = 0.2;
      else if (t >= 0.4 && t < 0.6) clean[i] = 0.2 + 0.3 * Math.sin((Math.PI * (t - 0.4)) / 0.2);
    }
    const wander = new Float32Array(n);
    for (let i = 0; i < n; i++) wander[i] = clean[i] + Math.sin((2 * Math.PI * 0.3 * i) / FS);
    const rPeaks: number[] = [];
    for (let b = 0; b < 37; b++) rPeaks.push(Math.round(b * period + 0.24 * FS));
    const y = removeBaseline(wander, FS, rPeaks);
    // ST (mid plateau) against zero: the PR knots carry the true isoelectric level (the last
    // spans are left out: the natural spline's free end is less exact there).
    for (let b = 2; b < 34; b++) {
      expect(Math.abs(y[Math.round(b * period + 0.34 * FS)] - 0.2)).toBeLessThan(0.03);
      expect(Math.abs(y[Math.round(b * period + 0.17 * FS)])).toBeLessThan(0.03);
    }
    // The median method (no beats given) removes most of the 1 mV wander, but with ST–T filling
    // half the cycle it takes part of the ST shift for baseline (documented limitation).
    const m = removeBaseline(wander, FS);
    for (let b = 2; b < 36; b++) expect(Math.abs(m[Math.round(b * period + 0.17 * FS)])).toBeLessThan(0.2);
  });

});

describeData('removeBaseline on MIT-BIH 100', () => {
  it('recovers the record after adding 1 mV of 0.25 Hz wander (RMS error < 0.05 mV)', async () => {
    const { fs, leads } = await loadMitdb('100');
    const x = leads[0].subarray(0, 60 * fs);
    const noisy = new Float32Array(x.length);
    for (let i = 0; i < x.length; i++) noisy[i] = x[i] + Math.sin((2 * Math.PI * 0.25 * i) / fs);
    const a = removeBaseline(x, fs);
    const b = removeBaseline(noisy, fs);
    let se = 0;
    for (let i = 0; i < x.length; i++) se += (a[i] - b[i]) ** 2;
    expect(Math.sqrt(se / x.length)).toBeLessThan(0.05);
  });
});
