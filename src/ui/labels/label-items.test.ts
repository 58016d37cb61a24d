import { describe, expect, it } from 'vitest';
import { parseResponse } from '../../core/claims';
import { emptyLabel, type AnswerLabel } from '../../core/labels';
import type { Claim } from '../../core/types';
import { isLabelled, labelItems, nextUnlabelledItem, stepItem } from './label-items';

const TEXT = '<think>\n**Step 1: Rate.** The rate is 75 bpm.\n**Step 2: Intervals.** QRS is 180 ms.\n</think>\n<answer>sinus rhythm</answer>';
const claim = (id: string, text: string): Claim => {
  const at = TEXT.indexOf(text);
  return { id, text, span: [at, at + text.length], kind: 'measurement', quantity: null, lead: null, value: null, unit: null, verdict: 'supported', measured: null, tolerance: null, evidence: [] };
};
const claims = [claim('c1', 'rate is 75 bpm'), claim('c2', 'QRS is 180 ms')];
const steps = parseResponse(TEXT).steps;

function labelled(claimIds: string[], stepIdx: number[]): AnswerLabel {
  const l = emptyLabel({ annotator: 'x', record: 'r', answer: 'a' }, '2026-01-01T00:00:00Z');
  return {
    ...l,
    claims: claimIds.map((id) => ({ claimId: id, span: [0, 1], verdict: 'accept' })),
    steps: stepIdx.map((s) => ({ step: s, span: [0, 1], verdict: 'correct' })),
  };
}

describe('label items', () => {
  it('lists claims then the two reasoning steps of the answer', () => {
    expect(steps).toHaveLength(2);
    expect(labelItems(claims, steps).map((i) => i.key)).toEqual(['claim:c1', 'claim:c2', 'step:0', 'step:1']);
  });

  it('moves to the next unlabelled item, wrapping, and stops when all are done', () => {
    const items = labelItems(claims, steps);
    expect(nextUnlabelledItem(items, labelled(['c1'], []), 'claim:c1')?.key).toBe('claim:c2');
    expect(nextUnlabelledItem(items, labelled(['c1', 'c2'], [1]), 'step:1')?.key).toBe('step:0');
    expect(nextUnlabelledItem(items, labelled(['c1', 'c2'], [0, 1]), 'claim:c2')).toBeNull();
    expect(isLabelled(items[2], labelled([], [0]))).toBe(true);
    expect(isLabelled(items[3], labelled([], [0]))).toBe(false);
  });

  it('steps through items clamped at both ends', () => {
    const items = labelItems(claims, steps);
    expect(stepItem(items, null, 1)?.key).toBe('claim:c1');
    expect(stepItem(items, 'step:1', 1)?.key).toBe('step:1');
    expect(stepItem(items, 'claim:c1', -1)?.key).toBe('claim:c1');
    expect(stepItem(items, 'claim:c2', 1)?.key).toBe('step:0');
  });
});
