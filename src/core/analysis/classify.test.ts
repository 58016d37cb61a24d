import { describe, expect, it } from 'vitest';
import { describeData } from '../../../tests/data';
import { aamiClass, loadMitdb, matchBeats } from '../../../bench/beats-accuracy';
import type { BeatClass } from '../types';
import { classifyBeats } from './classify';
import { detectQrs } from './detect';

/** Per-class TP/FN/FP of the classifier on detected beats matched to the reference (±150 ms). */
async function classCounts(rec: string, cls: BeatClass): Promise<{ tp: number; fn: number; fp: number }> {
  const { fs, leads, ref } = await loadMitdb(rec);
  const det = detectQrs(leads, fs);
  const { classes } = classifyBeats(leads, fs, det);
  expect(classes.length).toBe(det.length);
  const m = matchBeats(ref.map((a) => a.sample), det, Math.round(0.15 * fs));
  let tp = 0, fn = 0, fp = 0;
  ref.forEach((a, i) => {
    const rc = aamiClass(a.symbol);
    const d = m.refToDet[i];
    const dc = d >= 0 ? classes[d] : null;
    if (rc === cls && dc === cls) tp++;
    else if (rc === cls) fn++;
    else if (dc === cls && rc !== 'F' && rc !== 'Q') fp++;
  });
  return { tp, fn, fp };
}

describeData('classifyBeats on MIT-BIH', () => {
  it('finds the ventricular ectopics of 119 (bigeminy) and 106 with no false V', async () => {
    // Achieved: 119 444/0/0, 106 520/0/0 (TP/FN/FP).
    const a = await classCounts('119', 'V');
    expect(a.tp).toBeGreaterThanOrEqual(440);
    expect(a.fp).toBeLessThanOrEqual(3);
    const b = await classCounts('106', 'V');
    expect(b.tp).toBeGreaterThanOrEqual(510);
    expect(b.fp).toBeLessThanOrEqual(5);
  });

  it('separates multiform V and runs from normal beats in 223', async () => {
    // Achieved: 463/10/3 of 473 V.
    const v = await classCounts('223', 'V');
    expect(v.tp).toBeGreaterThanOrEqual(455);
    expect(v.fp).toBeLessThanOrEqual(8);
  });

  it('labels the premature atrial beats of 100 as S and nothing else as S or V', async () => {
    // Achieved: S 33/0/0, V 1/0/0.
    const s = await classCounts('100', 'S');
    expect(s.tp).toBeGreaterThanOrEqual(30);
    expect(s.fp).toBeLessThanOrEqual(2);
    const v = await classCounts('100', 'V');
    expect(v.fp).toBe(0);
  });
});

describe('classifyBeats edge cases', () => {
  it('handles no beats and no usable lead', () => {
    expect(classifyBeats([new Float32Array(1000)], 250, new Int32Array(0)).classes).toEqual([]);
    expect(classifyBeats([new Float32Array(1000)], 250, Int32Array.from([100, 400])).classes).toEqual(['Q', 'Q']);
  });
});
