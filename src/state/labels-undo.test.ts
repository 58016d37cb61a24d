import { describe, expect, it } from 'vitest';
import { addCriterion } from '../core/rubrics';
import { dispatchLabel, nowIso } from './labels-actions';
import { getLabels } from './labels-store';
import { redoEdit, undoEdit } from './labels-undo';
import { editRubric, selectRubric } from './rubrics-actions';
import { getRubrics } from './rubrics-store';

// IndexedDB is absent under Node: saves fail and are reported in the save state, which is fine here.
const target = { annotator: 'ann', record: 'r1', answer: 'a1', model: 'm' };

describe('one undo/redo over label and rubric edits', () => {
  it('undoes the latest edit wherever it was made, and redoes in order', () => {
    const start = getRubrics().draft;
    editRubric(addCriterion(start, { text: 'Names the rhythm', points: 2, tags: ['rhythm'] }));
    const withCriterion = getRubrics().draft;
    expect(withCriterion.criteria).toHaveLength(start.criteria.length + 1);
    dispatchLabel({ type: 'rate', target, at: nowIso(), rating: 4 });
    const rated = () => Object.values(getLabels().history.labels)[0]?.rating ?? null;
    expect(rated()).toBe(4);

    expect(undoEdit()).toBe(true); // the rating
    expect(rated()).toBe(null);
    expect(getRubrics().draft).toBe(withCriterion);
    expect(undoEdit()).toBe(true); // the new criterion
    expect(getRubrics().draft).toEqual(start);
    expect(redoEdit()).toBe(true);
    expect(getRubrics().draft).toEqual(withCriterion);
    expect(redoEdit()).toBe(true);
    expect(rated()).toBe(4);
    expect(redoEdit()).toBe(false);
  });

  it('typing in one field undoes as one step; opening another rubric starts a fresh history', () => {
    const r = getRubrics().draft;
    editRubric({ ...r, title: 'A' });
    editRubric({ ...r, title: 'AB' });
    editRubric({ ...r, title: 'ABC' });
    expect(getRubrics().past.at(-1)).toEqual(r);
    undoEdit();
    expect(getRubrics().draft.title).toBe(r.title);
    // Adding a criterion and then giving it a check are two steps, even in quick succession.
    const added = addCriterion(r, { text: 'x', points: 1, tags: [] });
    editRubric(added);
    const id = added.criteria.at(-1)!.id;
    editRubric({ ...added, criteria: added.criteria.map((c) => (c.id === id ? { ...c, check: { kind: 'format_ok' as const } } : c)) });
    undoEdit();
    expect(getRubrics().draft).toEqual(added);
    undoEdit();
    expect(getRubrics().draft).toEqual(r);
    const other = getRubrics().rubrics.find((x) => x.id !== r.id)!;
    selectRubric(other.id);
    expect(getRubrics().past).toEqual([]);
    // Nothing of the previous rubric is undone into the one now open.
    while (undoEdit());
    expect(getRubrics().draft).toEqual(other);
  });
});
