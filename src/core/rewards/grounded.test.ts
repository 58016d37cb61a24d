import { describe, expect, it } from 'vitest';
import { groundedRewards } from './grounded';

const claims = (s: number, c: number, u: number) => [
  ...Array.from({ length: s }, () => ({ verdict: 'supported' as const })),
  ...Array.from({ length: c }, () => ({ verdict: 'contradicted' as const })),
  ...Array.from({ length: u }, () => ({ verdict: 'unverifiable' as const })),
];

describe('grounded rewards', () => {
  it('hand-computed example', () => {
    // 6 supported, 2 contradicted, 3 unverifiable; findings STEMI (100) mentioned, AF (80) omitted, normal axis (3) ignored
    const r = groundedRewards(claims(6, 2, 3), [{ code: 'inferior_stemi', importance: 100 }, { code: 'atrial_fibrillation', importance: 80 }, { code: 'normal_axis', importance: 3 }], [
      { code: 'atrial_fibrillation', importance: 80 },
      { code: 'normal_axis', importance: 3 },
    ]);
    expect(r.grounded_evidence).toBeCloseTo(6 / 8, 12);
    expect(r.hallucination_rate).toBeCloseTo(2 / 8, 12);
    expect(r.contradiction_penalty).toBeCloseTo(0.5, 12);
    expect(r.coverage).toBeCloseTo(100 / 180, 12);
    expect(r.grounded_total).toBeCloseTo(0.5 * 0.75 + 0.5 * (100 / 180) - 0.5, 12);
  });
  it('is null without checkable claims, caps the penalty, clips the total at 0', () => {
    const none = groundedRewards(claims(0, 0, 4), [], []);
    expect(none).toMatchObject({ grounded_evidence: null, hallucination_rate: null, grounded_total: null, coverage: null, contradiction_penalty: 0 });
    const bad = groundedRewards(claims(1, 6, 0), [], []);
    expect(bad.contradiction_penalty).toBe(1);
    expect(bad.grounded_total).toBe(0);
    expect(groundedRewards(claims(3, 0, 0), [], []).grounded_total).toBe(1);
  });
});
