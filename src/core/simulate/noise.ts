import type { SimNoise } from './params';
import type { Rng } from './prng';

/** Shared low-frequency sources so wander looks like respiration across leads. */
export interface NoiseContext {
  respHz: number;
  respPhase: number;
  driftHz: number;
  powerPhase: number;
}

export function createNoiseContext(rng: Rng): NoiseContext {
  return { respHz: rng.range(0.15, 0.35), respPhase: rng.range(0, 2 * Math.PI), driftHz: rng.range(0.03, 0.08), powerPhase: rng.range(0, 2 * Math.PI) };
}

/** Sine oscillator by complex rotation: one multiply-add per sample instead of Math.sin. */
class Oscillator {
  private c: number;
  private s: number;
  private readonly cd: number;
  private readonly sd: number;
  constructor(hz: number, fs: number, phase: number) {
    this.c = Math.cos(phase);
    this.s = Math.sin(phase);
    this.cd = Math.cos((2 * Math.PI * hz) / fs);
    this.sd = Math.sin((2 * Math.PI * hz) / fs);
  }
  /** Current sin value, then advance one sample. */
  next(): number {
    const v = this.s;
    const c = this.c * this.cd - this.s * this.sd;
    this.s = this.s * this.cd + this.c * this.sd;
    this.c = c;
    return v;
  }
}

/** Approximately standard normal noise (Irwin–Hall of 4 uniforms): cheap, bounded at ±3.5 SD. */
function fastGauss(rng: Rng): number {
  return (rng.next() + rng.next() + rng.next() + rng.next() - 2) * 1.7320508;
}

/** Add white, EMG-like, baseline-wander and powerline noise to one lead (in place). */
export function addLeadNoise(x: Float32Array, fs: number, noise: SimNoise, ctx: NoiseContext, rng: Rng): void {
  const n = x.length;
  const { whiteMv, emgMv, baselineMv, powerlineMv, powerlineHz } = noise;
  const wRes = baselineMv * rng.range(0.5, 1);
  const wDrift = baselineMv * rng.range(0.3, 0.7);
  const resp = new Oscillator(ctx.respHz, fs, ctx.respPhase + rng.range(-0.5, 0.5));
  const drift = new Oscillator(ctx.driftHz, fs, rng.range(0, 2 * Math.PI));
  const pAmp = powerlineMv * rng.range(0.6, 1);
  const mains = new Oscillator(powerlineHz, fs, ctx.powerPhase + rng.range(-0.3, 0.3));
  // EMG: differenced white noise (high-pass, broadband like muscle) in bursts.
  const emgK = emgMv / Math.SQRT2;
  const burst = new Oscillator(rng.range(0.2, 0.5), fs, rng.range(0, 2 * Math.PI));
  let prev = fastGauss(rng);
  for (let i = 0; i < n; i++) {
    let v = 0;
    if (whiteMv > 0) v += whiteMv * fastGauss(rng);
    if (emgMv > 0) {
      const g = fastGauss(rng);
      v += emgK * (0.35 + 1.1 * Math.max(0, burst.next())) * (g - prev);
      prev = g;
    }
    if (baselineMv > 0) v += wRes * resp.next() + wDrift * drift.next();
    if (powerlineMv > 0) v += pAmp * mains.next();
    x[i] += v;
  }
}

/**
 * Fibrillatory waves of AF as atrial heart-vector activity: a few 4–8 Hz components with
 * wandering frequency and amplitude, pointing mostly right-anterior-inferior (best seen in V1, II, III, aVF).
 */
export function addFibrillatoryWaves(x: Float32Array, y: Float32Array, z: Float32Array, fs: number, amp: number, rng: Rng): void {
  if (amp <= 0) return;
  const comps = [0, 1, 2].map(() => ({
    hz: rng.range(4.5, 7.5),
    phase: rng.range(0, 2 * Math.PI),
    fmHz: rng.range(0.05, 0.3),
    fmPhase: rng.range(0, 2 * Math.PI),
    amHz: rng.range(0.1, 0.5),
    amPhase: rng.range(0, 2 * Math.PI),
    dir: [rng.range(-0.5, 0), rng.range(0.4, 0.8), rng.range(0.5, 0.9)] as const,
  }));
  const n = x.length;
  const k = amp / 1.6;
  for (const c of comps) {
    const d = Math.hypot(c.dir[0], c.dir[1], c.dir[2]);
    let phase = c.phase;
    for (let i = 0; i < n; i++) {
      const t = i / fs;
      phase += (2 * Math.PI * c.hz * (1 + 0.15 * Math.sin(2 * Math.PI * c.fmHz * t + c.fmPhase))) / fs;
      const a = (k * (0.6 + 0.4 * Math.sin(2 * Math.PI * c.amHz * t + c.amPhase)) * Math.sin(phase)) / d;
      x[i] += a * c.dir[0];
      y[i] += a * c.dir[1];
      z[i] += a * c.dir[2];
    }
  }
}

/**
 * Atrial flutter waves: a negative sawtooth in II, III, aVF (slow descent over 3/4 of the cycle,
 * fast return), lightly smoothed, also visible in V1.
 */
export function addFlutterWaves(x: Float32Array, y: Float32Array, z: Float32Array, fs: number, t0: number, cycleS: number, amp: number): void {
  if (amp <= 0) return;
  const d = [0.05, 0.9, 0.4];
  const dn = Math.hypot(d[0], d[1], d[2]);
  const alpha = 1 - Math.exp((-2 * Math.PI * 20) / fs); // one-pole low-pass, ~20 Hz
  let w = 0;
  for (let i = 0; i < x.length; i++) {
    const ph = ((i / fs - t0) / cycleS) % 1;
    const saw = ph < 0.75 ? 1 - (2 * ph) / 0.75 : -1 + (2 * (ph - 0.75)) / 0.25;
    w += alpha * (saw - w);
    const a = (amp / 2) * w;
    x[i] += (a * d[0]) / dn;
    y[i] += (a * d[1]) / dn;
    z[i] += (a * d[2]) / dn;
  }
}
