import { describe, expect, it } from 'vitest';
import { applyRubric, summarize } from './score';
import type { Rubric } from './types';
import { analysisWith, claim, verification } from './test-helpers';

const manualRubric = (points: number[], tags: string[][] = []): Rubric => ({
  id: 'r',
  version: 1,
  title: 't',
  scope: 'general',
  criteria: points.map((p, i) => ({ id: `c${i}`, text: `criterion ${i}`, points: p, tags: tags[i] ?? [] })),
});

describe('HealthBench rule score', () => {
  it('Σ met points ÷ Σ positive points, negative points subtract (hand-computed)', () => {
    // +5 met, +3 unmet, −2 met, +2 met  → (5 − 2 + 2) / (5 + 3 + 2) = 0.5
    const r = applyRubric(manualRubric([5, 3, -2, 2]), null, null, { c0: true, c1: false, c2: true, c3: true });
    expect(r.earned).toBe(5);
    expect(r.possible).toBe(10);
    expect(r.score).toBe(0.5);
    expect(r.complete).toBe(true);
  });

  it('clips to 0 when penalties exceed the earned points, and to 1 at most', () => {
    const low = applyRubric(manualRubric([4, -10]), null, null, { c0: true, c1: true });
    expect(low.earned).toBe(-6);
    expect(low.score).toBe(0);
    const high = applyRubric(manualRubric([4, -10]), null, null, { c0: true, c1: false });
    expect(high.score).toBe(1);
  });

  it('pending manual criteria count as unmet and mark the result incomplete', () => {
    const r = applyRubric(manualRubric([6, 2]), null, null, { c0: true });
    expect(r.score).toBe(0.75);
    expect(r.complete).toBe(false);
    expect(r.criteria[1]).toMatchObject({ status: 'pending', source: 'none' });
  });

  it('per-tag sub-scores use the same rule within the tag', () => {
    const rubric = manualRubric([4, 2, -3, 6], [['rhythm'], ['rhythm', 'safety'], ['safety'], ['intervals']]);
    const r = applyRubric(rubric, null, null, { c0: true, c1: false, c2: true, c3: false });
    // overall: (4 − 3) / 12
    expect(r.score).toBeCloseTo(1 / 12, 12);
    expect(r.byTag.rhythm).toEqual({ score: 4 / 6, earned: 4, possible: 6 });
    // safety: met −3 of possible 2 → clipped to 0
    expect(r.byTag.safety).toEqual({ score: 0, earned: -3, possible: 2 });
    expect(r.byTag.intervals).toEqual({ score: 0, earned: 0, possible: 6 });
    expect(Object.keys(r.byTag)).toEqual(['intervals', 'rhythm', 'safety']);
  });

  it('not-applicable criteria leave numerator and denominator; no positive points gives null', () => {
    expect(summarize([{ points: 5, status: 'not_applicable' }, { points: 5, status: 'met' }])).toEqual({ score: 1, earned: 5, possible: 5 });
    expect(summarize([{ points: -5, status: 'met' }]).score).toBeNull();
  });

  it('automatic checks and manual overrides combine', () => {
    const rubric: Rubric = {
      id: 'r', version: 2, title: 't', scope: 'general',
      criteria: [
        { id: 'qrs', text: 'QRS within tolerance', points: 4, tags: ['intervals'], check: { kind: 'states_measurement_within_tolerance', quantity: 'qrs_ms' } },
        { id: 'avb', text: 'mentions AV block', points: 4, tags: ['intervals'], check: { kind: 'mentions_finding_when_present', code: 'first_degree_av_block' } },
        { id: 'bad', text: 'contradicted claim', points: -2, tags: [], check: { kind: 'makes_contradicted_claim' } },
        { id: 'style', text: 'clear', points: 2, tags: [] },
      ],
    };
    const v = verification([claim('c1', { quantity: 'qrs_ms', kind: 'measurement', verdict: 'contradicted' })]);
    const a = analysisWith([]); // no AV block: avb not applicable
    const r = applyRubric(rubric, a, v, { style: true });
    expect(r.criteria.map((c) => c.status)).toEqual(['unmet', 'not_applicable', 'met', 'met']);
    expect(r.earned).toBe(0);
    expect(r.possible).toBe(6);
    expect(r.score).toBe(0);
    // the annotator overrides the automatic QRS verdict
    const o = applyRubric(rubric, a, v, { style: true, qrs: true });
    expect(o.criteria[0]).toMatchObject({ status: 'met', source: 'manual' });
    expect(o.score).toBeCloseTo(4 / 6, 12);
    expect(o.rubric).toEqual({ id: 'r', version: 2 });
  });
});

describe('applyRubricIfInScope', () => {
  it('applies general rubrics everywhere and record rubrics only to their record', async () => {
    const { applyRubricIfInScope } = await import('./score');
    const scoped: Rubric = { ...manualRubric([1]), scope: { record: 't' } };
    expect(applyRubricIfInScope(scoped, analysisWith([]), null, { c0: true })?.score).toBe(1);
    expect(applyRubricIfInScope({ ...scoped, scope: { record: 'other' } }, analysisWith([]), null)).toBeNull();
    expect(applyRubricIfInScope(scoped, null, null)).toBeNull();
    expect(applyRubricIfInScope(manualRubric([1]), null, null)?.complete).toBe(false);
  });
});
