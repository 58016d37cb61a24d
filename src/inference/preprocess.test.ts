import { describe, expect, it } from 'vitest';
import type { EcgRecord } from '../core/types';
import { classesToWaves } from './postprocess';
import { networkLead, normaliseLead } from './preprocess';
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
  it('networkLead: a lead resampled to 250 Hz and normalised, made once per record object', () => {
    const rec: EcgRecord = { id: 'p', fs: 500, length: 40, leads: [{ name: 'I', samples: probe() }, { name: 'II', samples: probe().map((v) => -v) }], annotations: [], metadata: {}, source: { format: 'test', files: [] } };
    const a = networkLead(rec, 1);
    expect(Array.from(a)).toEqual(Array.from(normaliseLead(resample(rec.leads[1].samples, 500, 250))));
    expect(networkLead(rec, 1)).toBe(a); // the same array: both networks read it
    expect(networkLead({ ...rec }, 1)).not.toBe(a); // another record object is prepared anew
    expect(Array.from(networkLead({ ...rec }, 1))).toEqual(Array.from(a));
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
  it('with the beat-QRS network: each QRS boundary the median of the three estimates, where all three have the beat', async () => {
    const { meanCombination, beatQrsLookup } = await import('./combine');
    const W = (type: 'P' | 'QRS' | 'T', on: number, peak: number, off: number) => ({ type, on, peak, off });
    const d = { II: { waves: [W('QRS', 190, 200, 230), W('QRS', 590, 600, 630), W('QRS', 990, 1000, 1030)] }, V1: { waves: [W('QRS', 192, 200, 228)] } };
    const n = { II: { waves: [W('QRS', 150, 205, 232), W('QRS', 580, 600, 640), W('QRS', 980, 1000, 1040)] }, V1: { waves: [W('QRS', 188, 200, 236)] } };
    // Beats at R 202 and 601 (500 Hz: a beat is matched within 75 samples of the DSP wave's peak); none near 1000.
    const beatQrs = { peaks: [202, 601], leads: { II: [[186.4, 250] as [number, number], null] }, global: null };
    expect(meanCombination(d, n, 500, undefined, undefined, beatQrsLookup(beatQrs, 500)).II.waves).toEqual([
      W('QRS', 186, 200, 232), // medians: of 190, 150, 186.4 and of 230, 232, 250
      W('QRS', 585, 600, 635), // the network marks no QRS of II in that beat: the mean of two
      W('QRS', 985, 1000, 1035), // no beat near: the mean of two
    ]);
    // A lead the network has no channel for keeps the mean of two.
    expect(meanCombination(d, n, 500, undefined, undefined, beatQrsLookup(beatQrs, 500)).V1.waves).toEqual([W('QRS', 190, 200, 232)]);
    const look = beatQrsLookup(beatQrs, 500);
    expect([look('II', 130), look('II', 120), look('II', 676), look('II', 677)]).toEqual([[186.4, 250], null, null, null]);
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
