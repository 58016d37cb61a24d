import { describe, expect, it } from 'vitest';
import { describeData } from '../../../tests/data';
import { loadMitdb, matchBeats, outsideEpisodes } from '../../../bench/beats-accuracy';
import { detectQrs, screenLeads } from './detect';

/** Gross Se / +P (ANSI/AAMI EC57, ±150 ms) over whole MIT-BIH records, both leads. */
function gross(records: string[]): { se: number; ppv: number; tp: number; fn: number; fp: number } {
  let tp = 0, fn = 0, fp = 0;
  for (const rec of records) {
    const { fs, leads, ref, vf } = loadMitdb(rec);
    const det = outsideEpisodes(detectQrs(leads, fs), vf);
    const m = matchBeats(ref.map((a) => a.sample), det, Math.round(0.15 * fs));
    tp += m.tp;
    fn += m.fn;
    fp += m.fp;
  }
  return { se: (100 * tp) / (tp + fn), ppv: (100 * tp) / (tp + fp), tp, fn, fp };
}

describeData('detectQrs on MIT-BIH', () => {
  it('finds the beats of records 100, 119, 203, 208 (gross Se/+P)', () => {
    const r = gross(['100', '119', '203', '208']);
    // Achieved 2026-11-30: see docs/beat-detection.md; margins are small on purpose.
    expect(r.tp + r.fn).toBe(2273 + 1987 + 2980 + 2955);
    expect(r.se).toBeGreaterThanOrEqual(99.8);
    expect(r.ppv).toBeGreaterThanOrEqual(99.0);
  });

  it('places every beat of record 100 within 50 ms of the reference R peak', () => {
    const { fs, leads, ref } = loadMitdb('100');
    const det = detectQrs(leads, fs);
    const m = matchBeats(ref.map((a) => a.sample), det, Math.round(0.05 * fs));
    expect(m.fn).toBe(0);
    expect(m.fp).toBe(0);
  });

  it('works on one lead, at another sampling rate, and skips a flat or NaN lead', () => {
    const { fs, leads, ref } = loadMitdb('119');
    const ten = Math.round(300 * fs);
    const lead = leads[0].subarray(0, ten);
    const refIn = ref.filter((a) => a.sample < ten - 0.1 * fs && a.sample > 0.1 * fs).map((a) => a.sample);
    const flat = new Float32Array(ten);
    const gaps = new Float32Array(ten).fill(NaN);
    expect(screenLeads([lead, flat, gaps], fs)).toEqual([0]);
    const det = detectQrs([flat, lead, gaps], fs);
    const m = matchBeats(refIn, det, Math.round(0.15 * fs));
    expect(m.fn).toBe(0);
    expect(m.fp).toBeLessThanOrEqual(1);
  });
});

describe('detectQrs edge cases', () => {
  it('returns no beats for no usable lead and rejects a bad sampling rate', () => {
    expect(detectQrs([new Float32Array(5000)], 500).length).toBe(0);
    expect(detectQrs([], 500).length).toBe(0);
    expect(() => detectQrs([new Float32Array(10)], 0)).toThrow(/sampling rate/);
  });
});
