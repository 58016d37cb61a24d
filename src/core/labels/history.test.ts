import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, canRedo, canUndo, initialLabelState, labelReducer, type LabelAction, type LabelState } from './history';
import { makeLabel } from './test-fixtures';
import { labelKey } from './types';

const target = { annotator: 'ann', record: '1', answer: 'a1', model: 'm' };
const key = labelKey(target);
const run = (s: LabelState, ...actions: LabelAction[]) => actions.reduce(labelReducer, s);

describe('label history reducer', () => {
  it('creates the label on first edit, replaces labels of the same claim/step, stamps updatedAt', () => {
    const s = run(
      initialLabelState(),
      { type: 'label_claim', target, at: '2026-11-30T05:00:00Z', claim: { claimId: 'c1', span: [0, 5], verdict: 'accept', workbench: 'supported' } },
      { type: 'label_claim', target, at: '2026-11-30T05:01:00Z', claim: { claimId: 'c1', span: [0, 5], verdict: 'contradicted', reason: 'wrong lead' } },
      { type: 'label_step', target, at: '2026-11-30T05:02:00Z', step: { step: 2, span: [10, 40], verdict: 'hallucination' } },
      { type: 'label_step', target, at: '2026-11-30T05:03:00Z', step: { step: 0, span: [0, 9], verdict: 'correct' } },
      { type: 'rate', target, at: '2026-11-30T05:04:00Z', rating: 4 },
      { type: 'prefer', target, at: '2026-11-30T05:05:00Z', preference: { a: 'a1', b: 'a2', winner: 'a' } },
      { type: 'prefer', target, at: '2026-11-30T05:06:00Z', preference: { a: 'a2', b: 'a1', winner: 'tie' } },
    );
    const l = s.labels[key];
    expect(l.model).toBe('m');
    expect(l.createdAt).toBe('2026-11-30T05:00:00Z');
    expect(l.updatedAt).toBe('2026-11-30T05:06:00Z');
    expect(l.claims).toEqual([{ claimId: 'c1', span: [0, 5], verdict: 'contradicted', reason: 'wrong lead' }]);
    expect(l.steps.map((x) => x.step)).toEqual([0, 2]);
    expect(l.rating).toBe(4);
    expect(l.preferences).toEqual([{ a: 'a2', b: 'a1', winner: 'tie' }]);
    expect(s.past).toHaveLength(7);
  });

  it('undo and redo walk the history; a new edit clears the redo stack', () => {
    const s1 = run(initialLabelState(), { type: 'rate', target, at: '2026-11-30T05:00:00Z', rating: 2 }, { type: 'comment', target, at: '2026-11-30T05:01:00Z', comment: 'ok' });
    const u1 = labelReducer(s1, { type: 'undo' });
    expect(u1.labels[key].comment).toBe('');
    expect(u1.labels[key].rating).toBe(2);
    const u2 = labelReducer(u1, { type: 'undo' });
    expect(u2.labels[key]).toBeUndefined();
    expect(canUndo(u2)).toBe(false);
    expect(labelReducer(u2, { type: 'undo' })).toBe(u2);
    const r2 = run(u2, { type: 'redo' }, { type: 'redo' });
    expect(r2.labels).toEqual(s1.labels);
    expect(canRedo(r2)).toBe(false);
    const branched = labelReducer(u1, { type: 'rate', target, at: '2026-11-30T05:02:00Z', rating: 5 });
    expect(canRedo(branched)).toBe(false);
    expect(branched.labels[key]).toMatchObject({ rating: 5, comment: '' });
  });

  it('import merges (last writer wins) and is undone as one step; delete is undoable', () => {
    const mine = makeLabel({ ...target, comment: 'mine', updatedAt: '2026-11-30T05:10:00Z' });
    const s = initialLabelState({ [key]: mine });
    const theirs = [makeLabel({ ...target, comment: 'old', updatedAt: '2026-11-30T05:00:00Z' }), makeLabel({ annotator: 'bob', record: '1', answer: 'a1', comment: 'bob' })];
    const i = labelReducer(s, { type: 'import', labels: theirs });
    expect(Object.values(i.labels).map((l) => l.comment).sort()).toEqual(['bob', 'mine']);
    expect(i.past).toHaveLength(1);
    expect(labelReducer(i, { type: 'undo' }).labels).toEqual(s.labels);
    const d = labelReducer(i, { type: 'delete', target });
    expect(d.labels[key]).toBeUndefined();
    expect(labelReducer(d, { type: 'undo' }).labels[key]).toBe(mine);
    // importing labels that change nothing adds no history step
    expect(labelReducer(i, { type: 'import', labels: theirs })).toBe(i);
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    let s = initialLabelState();
    for (let k = 0; k < HISTORY_LIMIT + 25; k++) s = labelReducer(s, { type: 'rate', target, at: `2026-11-30T05:00:${String(k % 60).padStart(2, '0')}Z`, rating: 1 + (k % 5) });
    expect(s.past).toHaveLength(HISTORY_LIMIT);
  });

  it('typing saved as it goes (merge) is one undo step per field; another edit in between splits it', () => {
    const at = '2026-11-30T05:00:00Z';
    const s = run(
      initialLabelState(),
      { type: 'rate', target, at, rating: 3 },
      { type: 'comment', target, at, comment: 'no', merge: 'comment' },
      { type: 'comment', target, at, comment: 'no P', merge: 'comment' },
      { type: 'comment', target, at, comment: 'no P waves', merge: 'comment' },
    );
    expect(s.labels[key].comment).toBe('no P waves');
    expect(s.past).toHaveLength(2);
    const undone = run(s, { type: 'undo' });
    expect(undone.labels[key].comment).toBe('');
    expect(undone.labels[key].rating).toBe(3);
    expect(run(undone, { type: 'redo' }).labels[key].comment).toBe('no P waves');
    // A rating between two typing bursts keeps them apart; after an undo, typing starts a new step.
    const split = run(s, { type: 'rate', target, at, rating: 4 }, { type: 'comment', target, at, comment: 'no P waves seen', merge: 'comment' });
    expect(split.past).toHaveLength(4);
    const again = run(undone, { type: 'comment', target, at, comment: 'x', merge: 'comment' });
    expect(again.past).toHaveLength(2);
  });
});
