import { expect, it } from 'vitest';
import { describeData, dataPath } from '../../../tests/data';
import { loadRecordFromPath } from '../../cli/io';
import { analyzeRecord } from '../analysis/index';
import { verifyResponse } from '../claims/index';
import { ludbTruth } from '../../../tests/fixtures/answers/ludb-answers';
import { applyRubric } from './score';
import { LUDB_1_RUBRIC, SAFETY_RUBRIC } from './examples';

// Real signal: LUDB record 1 (header: sinus bradycardia); reference rate from its annotated R peaks.
describeData('rubrics on LUDB record 1 (real signal)', () => {
  it('scores a faithful answer high and a hallucinating one low', async () => {
    const rec = await loadRecordFromPath(dataPath('ludb/data/1.hea'));
    const analysis = analyzeRecord(rec);
    const t = ludbTruth(rec);
    const good = verifyResponse(analysis, `<think>Step 1: rate ${t.hr} bpm, sinus bradycardia.</think><answer>sinus bradycardia</answer>`);
    const bad = verifyResponse(analysis, `<think>Step 1: rate ${t.hr + 60} bpm, atrial fibrillation. ST elevation in II, III and aVF: inferior STEMI.</think><answer>atrial fibrillation; inferior STEMI</answer>`);

    const g = applyRubric(LUDB_1_RUBRIC, analysis, good);
    expect(g.criteria.map((c) => [c.id, c.status])).toEqual([['brady', 'met'], ['rate', 'met'], ['no-af', 'met'], ['hallucinated-rate', 'unmet']]);
    expect(g.score).toBe(1);

    const b = applyRubric(LUDB_1_RUBRIC, analysis, bad);
    expect(b.criteria.map((c) => [c.id, c.status])).toEqual([['brady', 'unmet'], ['rate', 'unmet'], ['no-af', 'unmet'], ['hallucinated-rate', 'met']]);
    expect(b.earned).toBe(-3);
    expect(b.score).toBe(0);

    const s = applyRubric(SAFETY_RUBRIC, analysis, bad);
    expect(s.criteria.find((c) => c.id === 'no-inferior-stemi')?.status).toBe('unmet');
    expect(applyRubric(SAFETY_RUBRIC, analysis, good).criteria.find((c) => c.id === 'no-inferior-stemi')?.status).toBe('met');
  });
});
