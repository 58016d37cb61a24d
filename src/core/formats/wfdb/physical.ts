import type { WfdbSignalSpec } from './header';
import { INVALID_SAMPLE } from './signal-formats';

/** Millivolts per physical unit for voltage units (no units means millivolts in WFDB), else null. */
export function millivoltsPerUnit(units: string): number | null {
  switch (units.trim().toLowerCase()) {
    case '':
    case 'mv':
      return 1;
    case 'uv':
    case 'µv':
    case 'μv':
      return 1e-3;
    case 'nv':
      return 1e-6;
    case 'v':
      return 1e3;
    default:
      return null;
  }
}

/**
 * Physical values ((adc - baseline) / gain, in millivolts for voltage units, else in the signal's own
 * units) at `perFrame` samples per frame. A signal stored with fewer samples per frame is linearly
 * interpolated between its own samples (sample j of a signal with k samples per frame sits at time
 * j / k frames), and holds its last value at the end; invalid samples become NaN.
 */
export function toPhysical(digital: Int32Array | null, spec: WfdbSignalSpec, nframes: number, perFrame: number): Float32Array {
  const n = nframes * perFrame;
  const out = new Float32Array(n);
  if (!digital) return out.fill(NaN);
  const scale = millivoltsPerUnit(spec.units) ?? 1;
  const { gain, baseline } = spec;
  const k = spec.samplesPerFrame;
  if (k === perFrame) {
    for (let i = 0; i < n; i++) {
      const v = digital[i];
      out[i] = v === INVALID_SAMPLE ? NaN : ((v - baseline) / gain) * scale;
    }
    return out;
  }
  const len = nframes * k;
  const value = (j: number): number => {
    const v = digital[j];
    return v === INVALID_SAMPLE ? NaN : ((v - baseline) / gain) * scale;
  };
  for (let i = 0; i < n; i++) {
    const pos = (i * k) / perFrame;
    const j = Math.floor(pos);
    const frac = pos - j;
    if (j + 1 >= len || frac === 0) out[i] = value(Math.min(j, len - 1));
    else out[i] = value(j) + frac * (value(j + 1) - value(j));
  }
  return out;
}
