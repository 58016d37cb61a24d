import { describe, expect, it } from 'vitest';
import { buildQueue, filterQueue, nextUnlabelled, progress, refreshQueueItem, stepInView, type QueueItem } from './queue';
import { makeLabel } from './test-fixtures';

const items: QueueItem[] = Array.from({ length: 8 }, (_, i) => ({ record: `r${i >> 1}`, answer: `a${i}`, contradicted: i === 5 ? 2 : 0 }));

describe('labelling queue', () => {
  const labels = [
    makeLabel({ annotator: 'ann', record: 'r0', answer: 'a0', rating: 4 }),
    makeLabel({ annotator: 'ann', record: 'r1', answer: 'a2', claims: [{ claimId: 'c1', span: [0, 3], verdict: 'contradicted' }] }),
    makeLabel({ annotator: 'bob', record: 'r1', answer: 'a2', claims: [{ claimId: 'c1', span: [0, 3], verdict: 'accept', workbench: 'supported' }] }),
    makeLabel({ annotator: 'bob', record: 'r3', answer: 'a7', rating: 2 }),
    makeLabel({ annotator: 'ann', record: 'r3', answer: 'a6' }), // empty: not labelled
  ];
  const q = buildQueue(items, labels, 'ann');

  it('filters unlabelled, disagreements and contradicted claims; progress n of N', () => {
    expect([...filterQueue(q, 'all')]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect([...filterQueue(q, 'unlabelled')]).toEqual([1, 3, 4, 5, 6, 7]);
    expect([...filterQueue(q, 'disagreements')]).toEqual([2]);
    expect([...filterQueue(q, 'contradicted')]).toEqual([2, 5]);
    expect(progress(q)).toEqual({ done: 2, total: 8 });
  });

  it('next/previous within a filtered view, from any item', () => {
    const view = filterQueue(q, 'unlabelled');
    expect(stepInView(view, 1, 1)).toBe(3);
    expect(stepInView(view, 2, 1)).toBe(3);
    expect(stepInView(view, 3, -1)).toBe(1);
    expect(stepInView(view, 2, -1)).toBe(1);
    expect(stepInView(view, 7, 1)).toBeNull();
    expect(stepInView(view, 1, -1)).toBeNull();
    expect(nextUnlabelled(q, 7)).toBe(1);
    expect(nextUnlabelled(buildQueue(items.slice(0, 1), labels, 'ann'), 0)).toBeNull();
  });

  it('refreshes one item after an edit', () => {
    const r = refreshQueueItem(q, 1, [makeLabel({ annotator: 'ann', record: 'r0', answer: 'a1', comment: 'fine' })]);
    expect(progress(r)).toEqual({ done: 3, total: 8 });
    expect(progress(q).done).toBe(2);
  });

  it('handles 10,000 items', () => {
    const many: QueueItem[] = Array.from({ length: 10_000 }, (_, i) => ({ record: `r${i >> 1}`, answer: `a${i}`, contradicted: i % 7 === 0 ? 1 : 0 }));
    const ls = Array.from({ length: 3000 }, (_, i) => makeLabel({ annotator: 'ann', record: `r${i >> 1}`, answer: `a${i}`, rating: 3 }));
    const big = buildQueue(many, ls, 'ann');
    expect(progress(big)).toEqual({ done: 3000, total: 10_000 });
    expect(filterQueue(big, 'contradicted').length).toBe(Math.ceil(10_000 / 7));
    expect(nextUnlabelled(big, 0)).toBe(3000);
  });
});
