import { goertzelPowers } from '../signal/goertzel';
import type { LeadQuality } from '../types';
import { quantilesInPlace, upperMedian } from '../signal/order-stats';
import { notch } from '../signal/filters';
import { STUCK_RUN_S } from '../signal/recorder-artefacts';

/**
 * Per-lead signal quality (PROTOCOL.md `poor_signal_quality`). Every statistic is computed in one or
 * two O(n) passes with windows, so a 24-h lead costs tens of milliseconds. Issues (snake_case):
 *   nan_gaps, flat_line, saturation, electrode_off, emg_noise, baseline_wander, powerline_50hz,
 *   powerline_60hz, low_snr.
 * A lead is `usable: false` when flat, mostly missing, saturated, disconnected, or so noisy that
 * the noise hides P waves and QRS (SNR < 3 dB or in-band noise RMS > 0.15 mV). docs/findings.md documents the numbers.
 */
export const Q = {
  flatPpMv: 0.03, // robust peak-to-peak below 30 µV: no ECG
  nanUnusableFraction: 0.2,
  stuckRunMs: STUCK_RUN_S * 1000, // identical samples for longer than any diastole (recorder-artefacts.ts)
  stuckUnusableFraction: 0.25,
  saturationIssueFraction: 0.01,
  saturationUnusableFraction: 0.1,
  emgNoiseMv: 0.05, // RMS of > ~40 Hz residual in quiet windows
  wanderMv: 1.0, // range (p2..p98) of the 1-s moving average
  powerlineMv: 0.02, // amplitude of a 50/60 Hz sinusoid
  lowSnrDb: 10, // issue only
  unusableSnrDb: 3, // noise about as large as the QRS: unusable
  unusableNoiseMv: 0.15, // in-band noise RMS that buries P waves and ST (≥ 0.1 mV features): unusable
  noQrsFraction: 0.02, // QRS-band amplitude below this share of the median lead's: no QRS (lowest real lead: 0.05–0.1, MIT-BIH 101 V1)
  windowS: 0.1,
  maxPercentileSamples: 60_000,
} as const;

export function assessQuality(leads: Float32Array[], names: string[], fs: number): Record<string, LeadQuality> {
  const out: Record<string, LeadQuality> = {};
  const assessed = leads.map((x) => { const measured = { qrsPp: 0 }; return { quality: assessLeadQuality(x, fs, measured), qrsPp: measured.qrsPp }; });
  // A lead with (almost) no QRS-band amplitude while the others have QRS complexes is not
  // recording the heart (electrode off with drift, a settling high-pass, a flat lead after
  // filtering), however clean its 'SNR' looks.
  const amps = assessed.map((a) => a.qrsPp).filter((v) => v > 0);
  const ref = amps.length ? upperMedian(amps) : 0;
  leads.forEach((_, i) => {
    const { quality, qrsPp } = assessed[i];
    if (quality.usable && quality.snr_db !== null && qrsPp < Q.noQrsFraction * ref) {
      quality.usable = false;
      if (!quality.issues.includes('electrode_off')) quality.issues.push('electrode_off');
    }
    out[names[i] ?? `lead${i}`] = quality;
  });
  return out;
}

export function assessLead(x: Float32Array, fs: number): LeadQuality {
  return assessLeadQuality(x, fs, { qrsPp: 0 });
}

/** The lead's quality; its QRS-band amplitude (mV peak-to-peak) goes to `measured` when it is measured. */
function assessLeadQuality(x: Float32Array, fs: number, measured: { qrsPp: number }): LeadQuality {
  const n = x.length;
  const issues: string[] = [];
  if (n === 0 || !(fs > 0)) return { usable: false, snr_db: null, issues: ['flat_line'] };

  let nan = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = x[i];
    if (v !== v) nan++;
    else {
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  if (nan > 0) issues.push('nan_gaps');
  if (nan / n > Q.nanUnusableFraction || nan === n) return { usable: false, snr_db: null, issues };

  const pct = percentiles(x, [0.005, 0.995]);
  const pp = pct[1] - pct[0];
  if (pp < Q.flatPpMv) {
    issues.push('flat_line');
    return { usable: false, snr_db: null, issues };
  }

  // Saturation: samples pinned at the extreme values (the ADC rails) in runs of ≥ 3.
  const eps = 1e-6 * Math.max(1, hi - lo);
  const railed = countRails(x, lo, hi, eps);
  const satFraction = railed / n;
  let usable = true;
  if (satFraction > Q.saturationIssueFraction) issues.push('saturation');
  if (satFraction > Q.saturationUnusableFraction) usable = false;

  // Electrode off: long runs of identical values (not at rails) or NaN.
  const stuck = stuckFraction(x, Math.max(3, Math.round((Q.stuckRunMs / 1000) * fs)));
  if (stuck > Q.stuckUnusableFraction && !issues.includes('saturation')) {
    issues.push('electrode_off');
    usable = false;
  }

  const win = Math.max(4, Math.round(Q.windowS * fs));
  const { hf, qrsPp } = bandStats(x, fs, win);
  measured.qrsPp = qrsPp;
  if (hf > Q.emgNoiseMv) issues.push('emg_noise');

  const wander = baselineRange(x, fs);
  if (wander > Q.wanderMv) issues.push('baseline_wander');

  const pl = powerline(x, fs);
  let plAmp = 0;
  if (pl) {
    plAmp = pl.amplitude;
    if (pl.amplitude > Q.powerlineMv) issues.push(pl.freq === 50 ? 'powerline_50hz' : 'powerline_60hz');
  }

  // SNR: in-band noise (EMG + powerline; wander is removable and excluded) against the QRS-band
  // peak-to-peak amplitude / 2√2 (the RMS of a sinusoid of that range).
  const noise = Math.sqrt(hf * hf + (plAmp / Math.SQRT2) ** 2);
  const signal = qrsPp / (2 * Math.SQRT2);
  const snr = noise > 0 ? 20 * Math.log10(signal / noise) : 60;
  const snrDb = Math.round(Math.min(60, snr) * 10) / 10;
  if (snrDb < Q.lowSnrDb) issues.push('low_snr');
  if (snrDb < Q.unusableSnrDb || noise > Q.unusableNoiseMv) usable = false;
  return { usable, snr_db: snrDb, issues };
}

/** Percentiles of the finite samples (strided subsample for long signals; exact for ≤ 60k samples). */
export function percentiles(x: Float32Array, ps: number[]): number[] {
  const step = Math.max(1, Math.ceil(x.length / Q.maxPercentileSamples));
  const buf = new Float64Array(Math.ceil(x.length / step));
  let m = 0;
  for (let i = 0; i < x.length; i += step) if (x[i] === x[i]) buf[m++] = x[i];
  if (m === 0) return ps.map(() => NaN);
  const order = ps.map((p, i) => i).sort((i, j) => ps[i] - ps[j]);
  const q = quantilesInPlace(buf.subarray(0, m), order.map((i) => ps[i]));
  const out = new Array<number>(ps.length);
  order.forEach((i, r) => (out[i] = q[r]));
  return out;
}

function countRails(x: Float32Array, lo: number, hi: number, eps: number): number {
  let count = 0;
  let run = 0;
  let railVal = NaN;
  for (let i = 0; i <= x.length; i++) {
    const v = i < x.length ? x[i] : NaN;
    const atRail = v === v && (Math.abs(v - hi) <= eps || Math.abs(v - lo) <= eps);
    if (atRail && (run === 0 || Math.abs(v - railVal) <= eps)) {
      if (run === 0) railVal = v;
      run++;
    } else {
      if (run >= 3) count += run;
      run = atRail ? 1 : 0;
      railVal = v;
    }
  }
  return count;
}

function stuckFraction(x: Float32Array, minRun: number): number {
  let stuck = 0;
  let run = 1;
  for (let i = 1; i <= x.length; i++) {
    const same = i < x.length && (x[i] === x[i - 1] || (x[i] !== x[i] && x[i - 1] !== x[i - 1]));
    if (same) run++;
    else {
      if (run >= minRun) stuck += run;
      run = 1;
    }
  }
  return stuck / x.length;
}

/**
 * One streaming pass with two centred running means (±12.5 ms ≈ 40 Hz low-pass, ±50 ms ≈ 10 Hz):
 * - hf: RMS of x − short mean per 100-ms window; the median window skips QRS complexes
 *   (high-frequency by nature, < 40 % of windows even at 150 bpm): EMG/white noise level;
 * - qrsPp: short mean − long mean (a ≈ 5–40 Hz QRS band, free of wander and electrode motion),
 *   peak-to-peak per 2-s block, median over blocks: the QRS amplitude the SNR is referred to.
 */
function bandStats(x: Float32Array, fs: number, win: number): { hf: number; qrsPp: number } {
  const n = x.length;
  const k1 = Math.max(1, Math.round(0.0125 * fs));
  const k2 = Math.max(k1 + 1, Math.round(0.05 * fs));
  const block = Math.max(win, Math.round(2 * fs));
  const rms: number[] = [];
  const pps: number[] = [];
  // Centred running sums over [i − k, i + k]; NaN samples are skipped (count-weighted).
  let s1 = 0, c1 = 0, s2 = 0, c2 = 0;
  for (let i = 0; i < Math.min(n, k1); i++) { const v = x[i]; if (v === v) { s1 += v; c1++; } }
  for (let i = 0; i < Math.min(n, k2); i++) { const v = x[i]; if (v === v) { s2 += v; c2++; } }
  let acc = 0, accN = 0, inWin = 0, inBlock = 0;
  let bMax = -Infinity, bMin = Infinity;
  for (let i = 0; i < n; i++) {
    let v = i + k1 < n ? x[i + k1] : NaN;
    if (v === v) { s1 += v; c1++; }
    v = i - k1 - 1 >= 0 ? x[i - k1 - 1] : NaN;
    if (v === v) { s1 -= v; c1--; }
    v = i + k2 < n ? x[i + k2] : NaN;
    if (v === v) { s2 += v; c2++; }
    v = i - k2 - 1 >= 0 ? x[i - k2 - 1] : NaN;
    if (v === v) { s2 -= v; c2--; }
    const xi = x[i];
    if (xi === xi && c1 > 0) {
      const a = s1 / c1;
      const d = xi - a;
      acc += d * d;
      accN++;
      if (c2 > 0) {
        const band = a - s2 / c2;
        if (band > bMax) bMax = band;
        if (band < bMin) bMin = band;
      }
    }
    if (++inWin === win) {
      if (accN > win / 2) rms.push(Math.sqrt(acc / accN));
      acc = 0;
      accN = 0;
      inWin = 0;
    }
    if (++inBlock === block || i === n - 1) {
      if (bMax > bMin) pps.push(bMax - bMin);
      bMax = -Infinity;
      bMin = Infinity;
      inBlock = 0;
    }
  }
  const med = (v: number[]) => (v.length ? upperMedian(v) : 0);
  // A ±12.5-ms mean leaves ≈ 87 % of white noise in the residual at 500 Hz: scale back.
  return { hf: med(rms) * 1.15, qrsPp: med(pps) };
}

/** Range (2nd..98th percentile) of the 1-s block means: slow baseline excursion in mV. */
function baselineRange(x: Float32Array, fs: number): number {
  const block = Math.max(1, Math.round(fs * 0.5));
  const means: number[] = [];
  for (let s = 0; s + block <= x.length; s += block) {
    let sum = 0;
    let c = 0;
    for (let i = s; i < s + block; i++) if (x[i] === x[i]) { sum += x[i]; c++; }
    if (c > 0) means.push(sum / c);
  }
  if (means.length < 3) return 0;
  // Average pairs of half-second blocks (≈ 1-s means) so that one beat's QRS does not count as wander.
  const sm = means.slice(1).map((m, i) => (m + means[i]) / 2);
  sm.sort((a, b) => a - b);
  return sm[Math.floor(0.98 * (sm.length - 1))] - sm[Math.floor(0.02 * (sm.length - 1))];
}

/** Amplitude of a 50 or 60 Hz component over the first ≤ 10 s (Goertzel), if it stands out of its neighbours. */
function powerline(x: Float32Array, fs: number): { freq: 50 | 60; amplitude: number } | null {
  if (fs < 130) return null;
  const n = Math.min(x.length, Math.round(10 * fs));
  let head = x.subarray(0, n);
  for (let i = 0; i < n; i++) {
    if (head[i] !== head[i]) {
      head = head.map((v) => (v === v ? v : 0)); // missing samples count as 0
      break;
    }
  }
  // Each mains frequency and its neighbours 3.5 Hz below and above.
  const power = goertzelPowers(head, fs, [50, 46.5, 53.5, 60, 56.5, 63.5]);
  const amplitude = (j: number) => (2 * Math.sqrt(Math.max(0, power[j]))) / n;
  let best: { freq: 50 | 60; amplitude: number } | null = null;
  ([50, 60] as const).forEach((f, k) => {
    const a = amplitude(3 * k);
    if (a > 3 * Math.max(amplitude(3 * k + 1), amplitude(3 * k + 2)) && (!best || a > best.amplitude)) best = { freq: f, amplitude: a };
  });
  return best;
}

/** Mains line detection for the analysis notch (docs/beat-detection.md, "Mains interference"). */
export const MAINS = {
  blockS: 1, // Hann-windowed 1-s blocks: ±2 Hz main lobe, so a line 0.5 Hz off nominal is still caught
  maxBlocks: 16, // spread evenly over the record: bounded cost on 24-h records
  sideHz: [3, 5], // neighbours on each side, outside the Hann main lobe
  minRatio: 10, // line power over mean neighbour power (amplitude ×3.2)
  minAmplitudeMv: 0.02, // = Q.powerlineMv; real 60 Hz lines of MIT-BIH/QTDB (8–16 µV) are left alone, 0.03 mV already moves QT/PR
} as const;

/**
 * A narrow 50 or 60 Hz line in one lead: Goertzel power of Hann-windowed 1-s blocks at the mains
 * frequency against its neighbours 3 and 5 Hz away (ECG and EMG spectra are smooth there, a mains line
 * is not). Returns the stronger line with its amplitude (mV), or null.
 */
export function detectMainsLine(x: Float32Array, fs: number): { freq: 50 | 60; amplitude: number } | null {
  const len = Math.round(MAINS.blockS * fs);
  if (!(fs >= 130) || x.length < len) return null;
  const count = Math.min(MAINS.maxBlocks, Math.floor(x.length / len));
  const w = new Float64Array(len);
  let wSum = 0;
  for (let i = 0; i < len; i++) wSum += (w[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / len));
  const freqs = [50, 60].flatMap((f) => [f, ...MAINS.sideHz.flatMap((d) => [f - d, f + d])]);
  const power = new Float64Array(freqs.length);
  const seg = new Float64Array(len);
  let used = 0;
  for (let k = 0; k < count; k++) {
    const a = count === 1 ? 0 : Math.floor((k * (x.length - len)) / (count - 1));
    let mean = 0;
    let valid = 0;
    for (let i = 0; i < len; i++) if (x[a + i] === x[a + i]) { mean += x[a + i]; valid++; }
    if (valid < len) continue; // blocks with gaps would leak
    mean /= len;
    for (let i = 0; i < len; i++) seg[i] = (x[a + i] - mean) * w[i];
    const p = goertzelPowers(seg, fs, freqs);
    for (let j = 0; j < p.length; j++) power[j] += p[j];
    used++;
  }
  if (used === 0) return null;
  let best: { freq: 50 | 60; amplitude: number } | null = null;
  const per = 1 + 2 * MAINS.sideHz.length;
  ([50, 60] as const).forEach((f, fi) => {
    const line = power[fi * per] / used;
    let side = 0;
    for (let j = 1; j < per; j++) side += power[fi * per + j] / used;
    side /= per - 1;
    const amplitude = (2 * Math.sqrt(line)) / wSum;
    if (line > MAINS.minRatio * side && amplitude >= MAINS.minAmplitudeMv && (!best || amplitude > best.amplitude)) best = { freq: f, amplitude };
  });
  return best;
}

/**
 * Leads with a mains line notched (others returned as they are), and the quality of the leads as
 * analysed, i.e. after the notch, with the removed line still reported as a powerline issue.
 */
export function removeMainsAndAssess(leads: Float32Array[], names: string[], fs: number): { leads: Float32Array[]; quality: Record<string, LeadQuality> } {
  const lines = leads.map((x) => detectMainsLine(x, fs));
  const cleaned = leads.map((x, i) => (lines[i] ? notch(x, fs, lines[i]!.freq) : x));
  const quality = assessQuality(cleaned, names, fs);
  lines.forEach((line, i) => {
    const q = quality[names[i] ?? `lead${i}`];
    const issue = line?.freq === 50 ? 'powerline_50hz' : 'powerline_60hz';
    if (line && q && !q.issues.includes(issue)) q.issues.push(issue);
  });
  return { leads: cleaned, quality };
}

