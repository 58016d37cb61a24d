import { describe, expect, it } from 'vitest';
import { simulateEcg } from '../../simulate';
import { analyzeRecord } from '../index';
import { ventricularOscillation } from './ventricular-oscillation';

const FS = 250;
const signal = (seconds: number, f: (t: number) => number) => Float32Array.from({ length: seconds * FS }, (_, i) => f(i / FS));

describe('ventricularOscillation', () => {
  it('is high for a continuous oscillation and low for separate complexes on a baseline', () => {
    const flutter = signal(10, (t) => Math.sin(2 * Math.PI * 4 * t)); // 240 /min sine: |sin| > 0.2 most of the time
    const pulses = signal(10, (t) => Math.exp(-(((t % 0.6) - 0.3) ** 2) / (2 * 0.012 ** 2))); // 100 /min narrow complexes
    expect(ventricularOscillation([flutter], FS)!).toBeGreaterThan(0.8);
    expect(ventricularOscillation([pulses], FS)!).toBeLessThan(0.15);
    // The lowest lead decides: one lead with separate complexes keeps it low.
    expect(ventricularOscillation([flutter, pulses], FS)).toBe(ventricularOscillation([pulses], FS));
    expect(ventricularOscillation([signal(2, () => 0)], FS)).toBeNull();
  });

  it('fast AF keeps separate complexes: simulated AF at 160 bpm stays AF (MIT-BIH 207\'s flutter windows: rhythm.test.ts)', () => {
    const af = simulateEcg({ rhythm: 'af', hrBpm: 160 }, 3).record;
    const a = analyzeRecord(af);
    expect(a.rhythm.label).toBe('atrial_fibrillation');
    expect(a.measurements.hr_bpm!).toBeGreaterThanOrEqual(150);
    expect(ventricularOscillation(af.leads.map((l) => l.samples), af.fs)!).toBeLessThan(0.3);
  });
});
