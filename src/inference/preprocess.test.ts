import { describe, expect, it } from 'vitest';
import { classesToWaves } from './postprocess';
import { normaliseLead } from './preprocess';
import { resample } from './resample';

const probe = () => Float32Array.from({ length: 40 }, (_, i) => Math.sin(i * 0.3) + i * 0.01);

describe('resample mirrors training/resample.py', () => {
  // Reference values printed by training/resample.py for the same probe signal.
  it('500 -> 250 Hz (anti-aliased)', () => {
    const ref = [0.06903, 0.5692, 0.9731, 1.03496, 0.75623, 0.24128, -0.32303, -0.73257, -0.8373, -0.59365, -0.07973, 0.5319, 1.03457, 1.25968, 1.13557, 0.71259, 0.14547, -0.36067, -0.62021, -0.52228];
    const y = resample(probe(), 500, 250);
    expect(y.length).toBe(ref.length);
    ref.forEach((v, i) => expect(y[i]).toBeCloseTo(v, 4));
  });
  it('250 -> 360 Hz (interpolation)', () => {
    const ref = [0.0, 0.21217, 0.41407, 0.6037, 0.76251, 0.88827, 0.98462, 1.03702];
    const y = resample(probe(), 250, 360);
    ref.forEach((v, i) => expect(y[i]).toBeCloseTo(v, 4));
  });
});

describe('normaliseLead', () => {
  it('centres on the median, scales by SD, and zeroes NaN', () => {
    const y = normaliseLead(Float32Array.from([1, 2, 3, NaN, 4, 5]));
    // NaN -> 0; values [1,2,3,0,4,5]: median 2.5, population SD sqrt(17.5/6) (numpy's defaults).
    const sd = Math.sqrt(17.5 / 6);
    [1, 2, 3, 0, 4, 5].forEach((v, i) => expect(y[i]).toBeCloseTo((v - 2.5) / sd, 5));
  });
  it('does not blow up a flat line', () => {
    expect(Array.from(normaliseLead(new Float32Array(10).fill(3)))).toEqual(new Array(10).fill(0));
  });
});

describe('classesToWaves', () => {
  it('turns runs into waves at the record rate, drops short and edge-cut runs, merges small gaps', () => {
    const c = new Uint8Array(200);
    c.fill(3, 0, 10); // T cut by the window start: dropped
    c.fill(1, 20, 40); // P 80 ms
    c.fill(2, 50, 60); // QRS ...
    c.fill(2, 62, 70); // ... with a 2-sample gap: merged
    c.fill(3, 100, 105); // 20 ms T: too short
    c.fill(3, 120, 170);
    const sig = new Float32Array(400);
    sig[130] = 1; // QRS peak at record rate (2x)
    sig[290] = -0.5; // T peak
    const w = classesToWaves(c, sig, 250, 500);
    expect(w).toEqual([
      { type: 'P', on: 40, peak: 40, off: 78 },
      { type: 'QRS', on: 100, peak: 130, off: 138 },
      { type: 'T', on: 240, peak: 290, off: 338 },
    ]);
  });
});

describe('combine and disagreements', async () => {
  const { delineationDisagreements } = await import('./combine');
  const dsp = { II: { waves: [{ type: 'P' as const, on: 90, peak: 100, off: 110 }, { type: 'QRS' as const, on: 190, peak: 200, off: 230 }] } };
  const net = { II: { waves: [{ type: 'QRS' as const, on: 150, peak: 205, off: 232 }, { type: 'T' as const, on: 300, peak: 350, off: 400 }] } };
  it('mean combination: each type present where its better delineator sees it, boundaries averaged with a match within 150 ms', async () => {
    const { meanCombination } = await import('./combine');
    const W = (type: 'P' | 'QRS' | 'T', on: number, peak: number, off: number) => ({ type, on, peak, off });
    // 500 Hz: 150 ms = 75 samples.
    const d = { II: { waves: [W('P', 90, 100, 110), W('QRS', 190, 200, 230), W('T', 300, 340, 390), W('P', 1000, 1010, 1020), W('T', 1300, 1340, 1390)] } };
    const n = { II: { waves: [W('P', 80, 98, 121), W('QRS', 150, 205, 232), W('T', 310, 352, 400), W('T', 600, 650, 700), W('T', 1380, 1420, 1460)] } };
    expect(meanCombination(d, n, 500).II.waves).toEqual([
      W('P', 85, 100, 116), // DSP P (presence), the network's boundaries averaged in
      W('QRS', 170, 200, 231), // DSP QRS, averaged with the network's
      W('T', 305, 340, 395), // DSP T, averaged; the network-only T at 650 is dropped
      W('P', 1000, 1010, 1020), // no network P near: DSP's as it is
      W('T', 1300, 1340, 1390), // network T 80 samples (160 ms) away: not a match, DSP T unchanged
    ]);
    // With the network as the P presence source the DSP-only P is dropped.
    expect(meanCombination(d, n, 500, { P: 'onnx', QRS: 'dsp', T: 'dsp' }).II.waves.filter((w) => w.type === 'P')).toEqual([W('P', 85, 98, 116)]);
    // Types not in meanOf are taken as they are from the presence side.
    expect(meanCombination(d, n, 500, undefined, ['P']).II.waves.filter((w) => w.type === 'T')).toEqual([W('T', 300, 340, 390), W('T', 1300, 1340, 1390)]);
  });
  it('matchByPeak: one-to-one, nearest first, within 150 ms', async () => {
    const { matchByPeak } = await import('./combine');
    const W = (peak: number) => ({ type: 'T' as const, on: peak - 20, peak, off: peak + 20 });
    const b = [W(480), W(100), W(176)];
    // 500 Hz: 75 samples. 110 takes 100; 120 finds 100 used and takes 176 (56 away); 480 is 80 from 400, 10 from 470.
    expect(matchByPeak([W(110), W(120), W(400), W(470)], b, 500).map((m) => m?.peak ?? null)).toEqual([100, 176, null, 480]);
  });
  it('lists one-sided waves and boundaries that differ beyond the tolerance', () => {
    expect(delineationDisagreements(dsp, net, 500, 40)).toEqual([
      { lead: 'II', type: 'P', kind: 'dsp-only', sample: 100 },
      { lead: 'II', type: 'QRS', kind: 'on', sample: 150, deltaMs: -80 },
      { lead: 'II', type: 'T', kind: 'onnx-only', sample: 350 },
    ]);
  });
});
