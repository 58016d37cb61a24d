import { describe, expect, it } from 'vitest';
import { describeData, dataPath } from '../../tests/data';
import { loadRecordFromPath } from '../cli/io';
import { analyzeRecord } from './analysis/index';
import { verifyResponse } from './claims';
import { richLabel } from './labels/test-fixtures';
import { looksLikeReview, parseReviewFile, reviewToJson, type ReviewFile } from './review-file';

describeData('review file (ecg-workbench/review@1) on LUDB 1', () => {
  it('round-trips record, analysis, answers with verdicts and labels', async () => {
    const record = await loadRecordFromPath(dataPath('ludb/data/1.hea'));
    const analysis = analyzeRecord(record);
    const text = '<think>Sinus bradycardia. QRS 180 ms.</think><answer>sinus bradycardia</answer>';
    const verification = verifyResponse(analysis, text);
    const label = { ...richLabel('ann1', 0), record: record.id, answer: 'a1' };
    const review: ReviewFile = {
      record,
      analysis,
      answers: [{ id: 'a1', model: 'ecg-r1', text, source: { endpoint: 'Local vLLM', temperature: 0.6 }, verification }],
      labels: [label],
      created: '2026-11-30T06:00:00.000Z',
    };
    const json = reviewToJson(review);
    expect(looksLikeReview(json.slice(0, 200))).toBe(true);
    const back = parseReviewFile(json, 'r.json');
    expect(back.record.id).toBe('1');
    expect(back.record.fs).toBe(500);
    expect(back.record.leads.map((l) => l.name)).toEqual(record.leads.map((l) => l.name));
    for (let i = 0; i < 5000; i += 251) expect(back.record.leads[6].samples[i]).toBe(record.leads[6].samples[i]);
    expect(back.analysis?.measurements.qrs_ms).toBe(analysis.measurements.qrs_ms);
    expect(back.answers[0].verification?.claims.find((c) => c.text === 'QRS 180 ms')?.verdict).toBe('contradicted');
    expect(back.answers[0].source).toEqual({ endpoint: 'Local vLLM', temperature: 0.6 });
    expect(back.labels).toEqual([label]);
    expect(back.created).toBe('2026-11-30T06:00:00.000Z');
  });
});

describe('review file validation', () => {
  const minimal = (over: Record<string, unknown>) =>
    JSON.stringify({
      format: 'ecg-workbench/review@1',
      record: { format: 'ecg-workbench/record@1', id: 'x', fs: 100, leads: [{ name: 'I', unit: 'mV', samples: [0, 1] }], annotations: [], metadata: {} },
      analysis: null,
      answers: [],
      labels: [],
      ...over,
    });

  it('reads a minimal file and rejects bad ones with the file and field named', () => {
    expect(parseReviewFile(minimal({}), 'f.json').record.length).toBe(2);
    expect(() => parseReviewFile('{', 'f.json')).toThrow(/^f\.json: not valid JSON/);
    expect(() => parseReviewFile(minimal({ format: 'other' }), 'f.json')).toThrow(/"format" must be "ecg-workbench\/review@1"/);
    expect(() => parseReviewFile(minimal({ answers: [{ id: 'a', model: 'm' }] }), 'f.json')).toThrow(/answers\[0\]\.text/);
    expect(() => parseReviewFile(minimal({ answers: [{ id: 'a', model: 'm', text: 'x'.repeat(200_001) }] }), 'f.json')).toThrow(/at most 200000/);
    expect(() => parseReviewFile(minimal({ analysis: { foo: 1 } }), 'f.json')).toThrow(/"analysis" must be null/);
    expect(() => parseReviewFile(minimal({ labels: [{ record: 'x' }] }), 'f.json')).toThrow(/^f\.json: labels\[0\]/);
    expect(() => parseReviewFile(minimal({ record: { format: 'ecg-workbench/record@1', id: 'x' } }), 'f.json')).toThrow(/^f\.json: record: /);
    expect(looksLikeReview('{"format": "ecg-workbench/record@1"')).toBe(false);
  });
});
