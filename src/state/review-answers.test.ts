import { describe, expect, it } from 'vitest';
import { analyzeRecord } from '../core/analysis';
import type { Finding } from '../core/types';
import { loadRecord } from '../core/formats';
import { DirFileSet } from '../node/dir-fileset';
import { dataPath, describeData } from '../../tests/data';
import { answersForStorage, answersFromStorage, indexRecords, matchRecord, parseAnswerText, problemText } from './review-answers';
import { findingEvidence, findingQuantity } from './review-evidence';

describe('answer files', () => {
  it('reads the evidence phrases of a data-set line and rejects a malformed field', () => {
    const text = [
      JSON.stringify({ record: '1', response: 'x', evidence: { 1: ['sinus rhythm'], 2: ['PR 160 ms'] } }),
      JSON.stringify({ record: '1', response: 'y', evidence: [['rate 60']] }),
      JSON.stringify({ record: '1', response: 'z', evidence: 'rate 60' }),
    ].join('\n');
    const p = parseAnswerText('set.jsonl', text);
    expect(p.lines.map((l) => l.evidence)).toEqual([{ 1: ['sinus rhythm'], 2: ['PR 160 ms'] }, { 1: ['rate 60'] }]);
    expect(p.problems.map(problemText)).toEqual(['set.jsonl line 3: "evidence" must map step numbers to lists of phrases']);
  });

  it('stores plain answer fields and validates what it reads back', () => {
    const p = parseAnswerText('set.jsonl', JSON.stringify({ record: '1', id: 'a', model: 'm', response: 'PR 160 ms', reference: 'x', evidence: [['PR']] }));
    const stored = answersForStorage(p.lines);
    expect(stored).toEqual([{ id: 'a', model: 'm', text: 'PR 160 ms', reference: 'x', evidence: { 1: ['PR'] } }]);
    expect(answersFromStorage([...stored, { id: 'bad' }, 'junk', null])).toEqual(stored);
  });

  it('reads a JSONL data set and reports malformed lines by number', () => {
    const text = [
      JSON.stringify({ record: 'ludb/1', response: '<think>Rate 60 bpm.</think><answer>sinus bradycardia</answer>', model: 'm1', reference: 'sinus bradycardia', id: 'a' }),
      '',
      '{not json',
      JSON.stringify({ record: '2', model: 'm2' }),
      JSON.stringify(['an', 'array']),
      JSON.stringify({ response: 'free text without a record', reference: ['sinus rhythm', 'left axis deviation'] }),
    ].join('\n');
    const p = parseAnswerText('set.jsonl', text);
    expect(p.lines).toHaveLength(1);
    expect(p.lines[0]).toMatchObject({ record: 'ludb/1', model: 'm1', id: 'a', line: 1, reference: 'sinus bradycardia' });
    expect(p.answers).toEqual([{ id: 'set:6', model: 'set', text: 'free text without a record', reference: 'sinus rhythm; left axis deviation' }]);
    expect(p.problems.map(problemText)).toEqual([
      'set.jsonl line 3: not valid JSON',
      'set.jsonl line 4: no "response" text',
      'set.jsonl line 5: not a JSON object',
    ]);
  });

  it('reads .json objects and arrays, plain text, and refuses oversized or empty input', () => {
    expect(parseAnswerText('one.json', '{"response": "QRS 180 ms", "model": "x"}').answers).toEqual([{ id: 'one', model: 'x', text: 'QRS 180 ms' }]);
    const arr = parseAnswerText('two.json', '[{"response": "a"}, {"text": 3}, {"response": "b"}]');
    expect(arr.answers.map((a) => a.id)).toEqual(['two:1', 'two:3']);
    expect(arr.problems.map(problemText)).toEqual(['two.json line 2: no "response" text']);
    expect(parseAnswerText('bad.json', '{"response": ').problems[0].problem).toMatch(/^not valid JSON/);
    expect(parseAnswerText('a.txt', '<b>bold</b> 75 bpm').answers[0].text).toBe('<b>bold</b> 75 bpm');
    expect(parseAnswerText('e.txt', '  \n').problems.map(problemText)).toEqual(['e.txt: empty file']);
    expect(parseAnswerText('big.txt', 'x'.repeat(200_001)).answers).toHaveLength(0);
    const huge = parseAnswerText('big.jsonl', `{"record":"1","response":"${'y'.repeat(200_001)}"}`);
    expect(huge.lines).toHaveLength(0);
    expect(huge.problems[0].line).toBe(1);
  });

  it('matches a line to its record by path suffix, with or without extension', () => {
    const idx = indexRecords([{ label: 'ds/ludb/1.hea' }, { label: 'ds/ludb/10.hea' }, { label: 'ds/other/1.hea' }]);
    expect(matchRecord(idx, '1')?.label).toBe('ds/ludb/1.hea');
    expect(matchRecord(idx, 'other/1.hea')?.label).toBe('ds/other/1.hea');
    expect(matchRecord(idx, './ludb/10')?.label).toBe('ds/ludb/10.hea');
    expect(matchRecord(idx, '100')).toBeUndefined();
  });
});

describeData('finding evidence on a real record (LUDB 1)', () => {
  it('points every finding at leads of the record, inside it, in its named leads', async () => {
    const record = await loadRecord(new DirFileSet(dataPath('ludb', 'data')), '1.hea');
    const a = analyzeRecord(record);
    const names = record.leads.map((l) => l.name);
    expect(a.findings.length).toBeGreaterThan(0);
    for (const f of a.findings) {
      const ev = findingEvidence(a, f);
      expect(ev.length, f.code).toBeGreaterThan(0);
      for (const p of ev) {
        expect(names).toContain(p.lead);
        expect(p.from).toBeGreaterThanOrEqual(0);
        expect(p.to).toBeLessThan(record.length);
        expect(p.to).toBeGreaterThanOrEqual(p.from);
      }
    }
    // A territory finding: its three leads, the ST segment (J to J+60 ms) of one beat.
    const stemi: Finding = {
      code: 'inferior_stemi',
      label: 'Inferior STEMI',
      leads: ['II', 'III', 'aVF'],
      evidence: [{ measure: 'per_lead.II.st_j_mv', value: 0.2, leads: ['II'] }],
    };
    expect(findingQuantity(stemi)).toBe('st_mv');
    const st = findingEvidence(a, stemi);
    expect(st.map((p) => p.lead)).toEqual(['II', 'III', 'aVF']);
    for (const p of st) expect(Math.abs((p.to - p.from) / record.fs - 0.06)).toBeLessThan(0.005);
    // The axis: leads I and aVF, one beat's QRS (well under 200 ms).
    const axis: Finding = { code: 'left_axis_deviation', label: 'LAD', evidence: [{ measure: 'axis_deg.qrs', value: -45 }] };
    const ax = findingEvidence(a, axis);
    expect(ax.map((p) => p.lead).sort()).toEqual(['I', 'aVF']);
    for (const p of ax) expect((p.to - p.from) / record.fs).toBeLessThan(0.2);
  });
});
