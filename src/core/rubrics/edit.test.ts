import { describe, expect, it } from 'vitest';
import { addCriterion, duplicateCriterion, freshCriterionId, moveCriterion, removeCriterion, updateCriterion } from './edit';
import { LUDB_1_RUBRIC } from './examples';
import { applyRubric } from './score';
import { validateRubric } from './validate';

const ids = (r: typeof LUDB_1_RUBRIC) => r.criteria.map((c) => c.id);

describe('rubric editing operations', () => {
  it('add, duplicate, move and remove keep ids unique and the rubric valid', () => {
    let r = addCriterion(LUDB_1_RUBRIC, { id: 'rate', text: 'Mentions the rate', points: 1, tags: [] });
    expect(ids(r)).toEqual(['brady', 'rate', 'no-af', 'hallucinated-rate', 'rate-2']);
    r = duplicateCriterion(r, 'brady');
    expect(ids(r)).toEqual(['brady', 'brady-2', 'rate', 'no-af', 'hallucinated-rate', 'rate-2']);
    expect(r.criteria[1]).toMatchObject({ text: r.criteria[0].text, points: 5, check: r.criteria[0].check });
    expect(r.criteria[1].check).not.toBe(r.criteria[0].check);
    r = moveCriterion(r, 'rate-2', 0);
    expect(ids(r)[0]).toBe('rate-2');
    r = moveCriterion(r, 'rate-2', 99);
    expect(ids(r).at(-1)).toBe('rate-2');
    r = removeCriterion(r, 'brady-2');
    expect(ids(r)).toEqual(['brady', 'rate', 'no-af', 'hallucinated-rate', 'rate-2']);
    expect(validateRubric(r).ok).toBe(true);
    expect(ids(LUDB_1_RUBRIC)).toEqual(['brady', 'rate', 'no-af', 'hallucinated-rate']);
  });

  it('update changes the live score; an id clash is refused', () => {
    const before = applyRubric(LUDB_1_RUBRIC, null, null, { brady: true, rate: true, 'no-af': true, 'hallucinated-rate': false });
    expect(before.score).toBe(1);
    const r = updateCriterion(LUDB_1_RUBRIC, 'no-af', { points: 6 });
    expect(applyRubric(r, null, null, { brady: true, rate: false, 'no-af': true, 'hallucinated-rate': false }).score).toBeCloseTo(11 / 14, 12);
    expect(ids(updateCriterion(LUDB_1_RUBRIC, 'no-af', { id: 'rate' }))).toEqual(ids(LUDB_1_RUBRIC));
    expect(ids(updateCriterion(LUDB_1_RUBRIC, 'no-af', { id: 'af' }))[2]).toBe('af');
    expect(freshCriterionId(LUDB_1_RUBRIC)).toBe('criterion');
  });
});
