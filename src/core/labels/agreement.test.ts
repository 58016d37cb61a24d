import { describe, expect, it } from 'vitest';
import { agreementReport } from './agreement';
import { makeLabel } from './test-fixtures';
import type { AnswerLabel, ClaimVerdictLabel } from './types';

const claims = (verdicts: ClaimVerdictLabel[]) => verdicts.map((verdict, i) => ({ claimId: `c${i}`, span: [i, i + 1] as [number, number], verdict, workbench: 'supported' as const }));

describe('agreement between annotators', () => {
  // Two answers, 5 claims each; "accept" resolves to the workbench verdict (supported).
  const ann: AnswerLabel[] = [
    makeLabel({ annotator: 'ann', record: 'r1', answer: 'x', claims: claims(['accept', 'accept', 'contradicted', 'supported', 'unverifiable']), steps: [{ step: 0, span: [0, 9], verdict: 'correct' }, { step: 1, span: [10, 20], verdict: 'hallucination' }], rating: 3, rubrics: [{ id: 'g', version: 1, score: 0.5, byTag: {}, met: { rate: true, qrs: false } }] }),
    makeLabel({ annotator: 'ann', record: 'r1', answer: 'y', claims: claims(['accept', 'contradicted', 'accept', 'accept', 'accept']), rubrics: [{ id: 'g', version: 1, score: 1, byTag: {}, met: { rate: true, qrs: true } }] }),
  ];
  const bob: AnswerLabel[] = [
    makeLabel({ annotator: 'bob', record: 'r1', answer: 'x', claims: claims(['supported', 'accept', 'contradicted', 'contradicted', 'unverifiable']), steps: [{ step: 0, span: [0, 9], verdict: 'correct' }, { step: 1, span: [10, 20], verdict: 'unsupported' }], rating: 3, rubrics: [{ id: 'g', version: 1, score: 0, byTag: {}, met: { rate: false, qrs: false } }] }),
    makeLabel({ annotator: 'bob', record: 'r1', answer: 'y', claims: claims(['accept', 'contradicted', 'accept', 'accept', 'accept']), rubrics: [{ id: 'g', version: 1, score: 1, byTag: {}, met: { rate: true, qrs: true } }] }),
  ];
  const report = agreementReport([...ann, ...bob, makeLabel({ annotator: 'cy', record: 'r2', answer: 'z', claims: claims(['accept']) })]);

  it("claim kappa resolves 'accept' and is computed per pair of annotators (hand-computed)", () => {
    expect(report.annotators).toEqual(['ann', 'bob', 'cy']);
    expect(report.pairs).toHaveLength(1);
    const p = report.pairs[0];
    expect([p.a, p.b, p.answers]).toEqual(['ann', 'bob', 2]);
    // 10 claim pairs, 9 agree (c3 of x differs); ann: S 7, C 2, U 1; bob: S 6, C 3, U 1 → p_e = (42 + 6 + 1) / 100
    expect(p.claims.n).toBe(10);
    expect(p.claims.observed).toBeCloseTo(0.9, 12);
    expect(p.claims.expected).toBeCloseTo(0.49, 12);
    expect(p.claims.kappa).toBeCloseTo((0.9 - 0.49) / 0.51, 12);
    // steps: correct/correct, hallucination/unsupported → p_o 0.5, p_e 0.25, κ 1/3
    expect(p.steps.kappa).toBeCloseTo(1 / 3, 12);
  });

  it('per-criterion agreement: percent and kappa', () => {
    expect(report.criteria.map((c) => [c.rubric, c.criterion, c.n, c.percent, c.kappa])).toEqual([
      ['g', 'qrs', 2, 1, 1],
      ['g', 'rate', 2, 0.5, 0],
    ]);
  });

  it('lists disagreements side by side', () => {
    expect(report.disagreements).toEqual([
      { record: 'r1', answer: 'x', kind: 'claim', item: 'c3', values: { ann: 'supported', bob: 'contradicted' } },
      { record: 'r1', answer: 'x', kind: 'step', item: '1', values: { ann: 'hallucination', bob: 'unsupported' } },
      { record: 'r1', answer: 'x', kind: 'criterion', item: 'g/rate', values: { ann: 'met', bob: 'unmet' } },
    ]);
  });

  it('preferences agree whichever way round the pair was written', () => {
    const a = makeLabel({ annotator: 'ann', record: 'r', answer: 'p', preferences: [{ a: 'p', b: 'q', winner: 'a' }] });
    const b = makeLabel({ annotator: 'bob', record: 'r', answer: 'p', preferences: [{ a: 'q', b: 'p', winner: 'b' }] });
    const c = makeLabel({ annotator: 'cy', record: 'r', answer: 'p', preferences: [{ a: 'p', b: 'q', winner: 'tie' }] });
    expect(agreementReport([a, b]).disagreements).toEqual([]);
    expect(agreementReport([a, b, c]).disagreements).toEqual([{ record: 'r', answer: 'p', kind: 'preference', item: 'p|q', values: { ann: 'p', bob: 'p', cy: 'tie' } }]);
  });
});

describe('hasDisagreement agrees with answerDisagreements', () => {
  it('on every pair of a small set of varied labels', async () => {
    const { answerDisagreements, hasDisagreement } = await import('./agreement');
    const variants: AnswerLabel[] = [
      makeLabel({ annotator: 'a', record: 'r', answer: 'x' }),
      makeLabel({ annotator: 'b', record: 'r', answer: 'x', rating: 2 }),
      makeLabel({ annotator: 'c', record: 'r', answer: 'x', rating: 3, claims: claims(['accept']) }),
      makeLabel({ annotator: 'd', record: 'r', answer: 'x', claims: claims(['supported', 'contradicted']) }),
      makeLabel({ annotator: 'e', record: 'r', answer: 'x', steps: [{ step: 1, span: [0, 1], verdict: 'irrelevant' }] }),
      makeLabel({ annotator: 'f', record: 'r', answer: 'x', steps: [{ step: 1, span: [0, 1], verdict: 'correct' }], rubrics: [{ id: 'g', version: 1, score: 1, byTag: {}, met: { q: true } }] }),
      makeLabel({ annotator: 'g', record: 'r', answer: 'x', rubrics: [{ id: 'g', version: 1, score: 0, byTag: {}, met: { q: false } }], preferences: [{ a: 'x', b: 'y', winner: 'a' }] }),
      makeLabel({ annotator: 'h', record: 'r', answer: 'x', preferences: [{ a: 'y', b: 'x', winner: 'a' }] }),
    ];
    let disagreeing = 0;
    for (const p of variants) for (const q of variants) {
      if (p === q) continue;
      const expected = answerDisagreements([p, q]).length > 0;
      expect(hasDisagreement([p, q]), `${p.annotator} vs ${q.annotator}`).toBe(expected);
      if (expected) disagreeing++;
    }
    expect(disagreeing).toBeGreaterThan(6);
  });
});
