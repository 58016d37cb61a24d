import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertSupportedSchema, validateAgainstSchema, type JsonSchema } from '../rubrics/json-schema';
import { exportLabelsJsonl, toLabelLine } from './export';
import { describeProblems, importLabelsJsonl, parseLabelsJsonl } from './import';
import { LABELS_SCHEMA } from './schema';
import { makeLabel, richLabel } from './test-fixtures';
import { labelKey, type LabelMap } from './types';

const published = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../docs/schemas/labels.schema.json'), 'utf8')) as JsonSchema;
const toMap = (ls: ReturnType<typeof richLabel>[]): LabelMap => Object.fromEntries(ls.map((l) => [labelKey(l), l]));

describe('labels JSONL export/import', () => {
  it('docs/schemas/labels.schema.json is the schema the importer uses; exported lines pass it', () => {
    expect(published).toEqual(LABELS_SCHEMA);
    expect(() => assertSupportedSchema(published)).not.toThrow();
    for (const l of [richLabel('ann', 1), makeLabel({ annotator: 'b', record: 'r', answer: 'x', model: null })]) {
      expect(validateAgainstSchema(toLabelLine(l), published)).toEqual([]);
    }
  });

  it('round-trips: export → import into an empty store gives the same labels, and the same text again', () => {
    const labels = toMap([richLabel('ann', 3), richLabel('bob', 3), richLabel('ann', 4), makeLabel({ annotator: 'z', record: 'r', answer: 'a', claims: [{ claimId: 'c1', span: [0, 4], verdict: 'unverifiable', reason: 'history' }] })]);
    const text = exportLabelsJsonl(labels);
    expect(text.split('\n')).toHaveLength(5);
    expect(JSON.parse(text.split('\n')[0])).toMatchObject({ format: 'ecg-workbench/labels@1', record: 'r', answer: 'a', annotator: 'z' });
    const r = importLabelsJsonl(text, {});
    expect(r.problems).toEqual([]);
    expect(r.added).toBe(4);
    expect(r.labels).toEqual(labels);
    expect(exportLabelsJsonl(r.labels)).toBe(text);
  });

  it('importing the same file twice does not duplicate; the later updatedAt wins', () => {
    const text = exportLabelsJsonl([richLabel('ann', 1), richLabel('ann', 2)]);
    const once = importLabelsJsonl(text, {});
    const twice = importLabelsJsonl(text, once.labels);
    expect(Object.keys(twice.labels)).toHaveLength(2);
    expect([twice.added, twice.updated, twice.unchanged]).toEqual([0, 0, 2]);

    const older = { ...richLabel('ann', 1), comment: 'older', updatedAt: '2026-11-30T04:00:00.000Z' };
    const newer = { ...richLabel('ann', 1), comment: 'newer', updatedAt: '2026-11-30T06:00:00+01:00' }; // 05:00Z: not newer than 05:01Z
    const newest = { ...richLabel('ann', 1), comment: 'newest', updatedAt: '2026-11-30T06:59:00.000Z' };
    let m = importLabelsJsonl(exportLabelsJsonl([older, newer]), once.labels);
    expect(m.labels[labelKey(older)].comment).toBe(richLabel('ann', 1).comment);
    m = importLabelsJsonl(exportLabelsJsonl([newest]), m.labels);
    expect(m.updated).toBe(1);
    expect(m.labels[labelKey(older)].comment).toBe('newest');
  });

  it('reports malformed lines by number and imports the rest', () => {
    const good = exportLabelsJsonl([richLabel('ann', 1), richLabel('ann', 2), richLabel('ann', 5)]).trimEnd().split('\n');
    const badVerdict = JSON.parse(good[1]) as Record<string, unknown>;
    (badVerdict.claims as { verdict: string }[])[0].verdict = 'maybe';
    const wrongFormat = { ...(JSON.parse(good[2]) as object), format: 'ecg-workbench/labels@2' };
    const badSpan = JSON.parse(good[0]) as { steps: { span: number[] }[]; updatedAt: string };
    badSpan.steps[0].span = [50, 10];
    const lines = [good[0], '{"format": "ecg-workbench/labels@1", ', JSON.stringify(badVerdict), '', JSON.stringify(wrongFormat), '[1,2]', JSON.stringify(badSpan), good[2]];
    const r = parseLabelsJsonl(lines.join('\r\n'));
    expect(r.labels.map((l) => l.answer)).toEqual(['ans-1', 'ans-5']);
    expect(r.problems.map((p) => p.line)).toEqual([2, 3, 5, 6, 7]);
    expect(r.problems[0].problem).toMatch(/^not valid JSON/);
    expect(r.problems[1].problem).toBe('claims[0].verdict: must be one of "supported", "contradicted", "unverifiable", "accept"');
    expect(r.problems[2].problem).toBe('format: must be "ecg-workbench/labels@1"');
    expect(r.problems[3].problem).toBe('(root): must be object, got array');
    expect(r.problems[4].problem).toBe('steps[0].span: start after end');
    expect(describeProblems('a.jsonl', r)[0]).toMatch(/^a\.jsonl: line 2: not valid JSON/);
  });

  it('refuses oversized lines and counts problems beyond the reported ones', () => {
    const r = parseLabelsJsonl('x'.repeat(4 * 1024 * 1024 + 1) + '\n' + exportLabelsJsonl([richLabel('a', 1)]));
    expect(r.problems).toEqual([{ line: 1, problem: 'longer than 4194304 characters' }]);
    expect(r.labels).toHaveLength(1);
    const many = parseLabelsJsonl('nope\n'.repeat(1500));
    expect(many.problems).toHaveLength(1000);
    expect(many.moreProblems).toBe(500);
  });

  it('drops nothing it knows and keeps no unknown fields (unknown fields are reported)', () => {
    const line = { ...toLabelLine(richLabel('a', 1)), secret: 1 };
    expect(parseLabelsJsonl(JSON.stringify(line)).problems[0].problem).toBe('secret: is not an allowed field');
  });
});

describe('rubric scores in labels', () => {
  it('rubricScoreLabel stores score, tag scores and decided criteria; the line validates', async () => {
    const { rubricScoreLabel } = await import('./from-rubric');
    const { applyRubric } = await import('../rubrics/score');
    const { LUDB_1_RUBRIC } = await import('../rubrics/examples');
    // no-af (+3, rhythm and safety) stays pending: counted as unmet, left out of `met`
    const result = applyRubric(LUDB_1_RUBRIC, null, null, { brady: true, rate: false, 'hallucinated-rate': false });
    const stored = rubricScoreLabel(result);
    expect(stored).toEqual({ id: 'ludb-1', version: 1, score: 5 / 11, byTag: { rhythm: 5 / 11, safety: 0 }, met: { brady: true, rate: false, 'hallucinated-rate': false }, manual: { brady: true, rate: false, 'hallucinated-rate': false } });
    const l = makeLabel({ annotator: 'a', record: '1', answer: 'x', rubrics: [stored] });
    expect(importLabelsJsonl(exportLabelsJsonl([l]), {}).labels[labelKey(l)].rubrics).toEqual([stored]);
  });

  it('keeps the annotator\'s ticks (overrides of automatic checks) apart from automatic results', async () => {
    const { rubricScoreLabel } = await import('./from-rubric');
    const { applyRubric } = await import('../rubrics/score');
    const { LUDB_1_RUBRIC } = await import('../rubrics/examples');
    const { analysisWith, claim, verification } = await import('../rubrics/test-helpers');
    const analysis = analysisWith(['sinus_bradycardia']);
    const v = verification([claim('c1', { kind: 'finding', code: 'sinus_bradycardia' })]);
    const auto = rubricScoreLabel(applyRubric(LUDB_1_RUBRIC, analysis, v));
    expect(auto.manual).toBeUndefined();
    expect(auto.met.brady).toBe(true);
    // The annotator overrides "identifies sinus bradycardia": only that criterion lands in `manual`.
    const overridden = rubricScoreLabel(applyRubric(LUDB_1_RUBRIC, analysis, v, { brady: false }));
    expect(overridden.manual).toEqual({ brady: false });
    expect(overridden.met.brady).toBe(false);
    expect(overridden.score).toBeCloseTo((auto.score ?? 0) - 5 / 11, 10);
    const l = makeLabel({ annotator: 'a', record: '1', answer: 'x', rubrics: [overridden] });
    const line = JSON.parse(exportLabelsJsonl([l]));
    expect(validateAgainstSchema(line, published)).toEqual([]);
    expect(importLabelsJsonl(exportLabelsJsonl([l]), {}).labels[labelKey(l)].rubrics).toEqual([overridden]);
  });
});
