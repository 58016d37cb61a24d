// Findings on simulated 12-lead ECGs against the simulator's exact expected findings
// (bench/findings-sim.ts): the only reference here with true millivolt amplitudes.
import { describe, expect, it } from 'vitest';
import { scoreCodes } from '../../../../bench/findings-accuracy';
import { scoreSimulated } from '../../../../bench/findings-sim';

describe('findings on the simulator grid', () => {
  it('per-code sensitivity/specificity stay at the measured level', () => {
    const recs = scoreSimulated();
    const floor: [string, number, number][] = [
      // code, Se floor, Sp floor (measured 2026-11-30: every Se below is 100 % (flutter 4/4 since delineator 1.3.5), anterior_stemi 4/4;
      // second-degree AV block 4/4 with blocked-p.ts and the slope test on search-back beats)
      ['atrial_fibrillation', 1, 0.95],
      ['second_degree_av_block', 1, 0.95],
      ['atrial_flutter', 1, 0.95],
      ['sinus_bradycardia', 1, 0.95],
      ['sinus_tachycardia', 1, 0.95],
      ['third_degree_av_block', 1, 0.95],
      ['first_degree_av_block', 1, 0.9],
      ['complete_right_bundle_branch_block', 1, 0.95],
      ['complete_left_bundle_branch_block', 1, 0.95],
      ['left_axis_deviation', 1, 0.95],
      ['right_axis_deviation', 1, 0.95],
      ['left_anterior_fascicular_block', 1, 0.95],
      ['left_ventricular_hypertrophy', 1, 0.95],
      ['low_qrs_voltage', 1, 0.95],
      ['st_elevation', 1, 0.9],
      ['inferior_stemi', 1, 0.95],
      ['anterior_stemi', 0.75, 0.95],
      ['st_depression', 1, 0.85],
      ['long_qt', 1, 0.85],
      ['premature_ventricular_complex', 1, 0.8],
    ];
    const stats = scoreCodes(recs, floor.map(([c]) => c));
    for (const [code, se, sp] of floor) {
      const s = stats.find((x) => x.code === code)!;
      expect.soft(s.se!, `${code} Se ${s.tp}/${s.tp + s.fn}`).toBeGreaterThanOrEqual(se);
      expect.soft(s.sp!, `${code} Sp ${s.tn}/${s.tn + s.fp}`).toBeGreaterThanOrEqual(sp);
    }
  });
});
