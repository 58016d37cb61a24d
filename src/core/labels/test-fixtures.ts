// Small hand-built labels for tests and the labels benchmark.
import type { AnswerLabel, ClaimLabel, StepLabel } from './types';

export function makeLabel(over: Partial<AnswerLabel> & Pick<AnswerLabel, 'annotator' | 'record' | 'answer'>): AnswerLabel {
  return { model: 'model-x', createdAt: '2026-11-30T05:00:00.000Z', updatedAt: '2026-11-30T05:00:00.000Z', claims: [], steps: [], rating: null, comment: '', rubrics: [], preferences: [], ...over };
}

/** A fully filled label, like an annotator's after a few minutes on one answer. */
export function richLabel(annotator: string, i: number): AnswerLabel {
  const claims: ClaimLabel[] = Array.from({ length: 6 }, (_, k) => ({
    claimId: `c${k + 1}`,
    span: [k * 40, k * 40 + 18],
    verdict: k === 2 ? 'contradicted' : 'accept',
    workbench: k === 2 ? 'supported' : 'supported',
    ...(k === 2 ? { reason: 'QRS is clearly wider than stated on lead V1' } : {}),
  }));
  const steps: StepLabel[] = Array.from({ length: 6 }, (_, k) => ({ step: k, span: [k * 100, k * 100 + 90], verdict: k === 3 ? 'hallucination' : 'correct' }));
  return makeLabel({
    annotator,
    record: `rec-${Math.floor(i / 2)}`,
    answer: `ans-${i}`,
    model: i % 2 ? 'model-a' : 'model-b',
    createdAt: '2026-11-30T05:00:00.000Z',
    updatedAt: `2026-11-30T05:${String(i % 60).padStart(2, '0')}:00.000Z`,
    claims,
    steps,
    rating: 1 + (i % 5),
    comment: 'Rate and rhythm fine; QRS duration overstated.',
    rubrics: [{ id: 'ecg-reading-general', version: 1, score: 0.625, byTag: { rhythm: 1, intervals: 0.4, safety: 1 }, met: { format: true, rate: true, pr: false, qrs: false, 'no-af': true } }],
    preferences: i % 2 ? [{ a: `ans-${i - 1}`, b: `ans-${i}`, winner: 'a' }] : [],
  });
}
