import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it, describe } from 'vitest';
import { describeData, dataPath } from '../../tests/data';
import { GENERAL_READING_RUBRIC } from '../core/rubrics/examples';
import { applyRubricIfInScope } from '../core/rubrics/score';
import { analyzeRecord } from '../core/analysis/index';
import { verifyResponse } from '../core/claims/verify';
import { loadRecordFromPath } from './io';

const BIN = resolve(import.meta.dirname, '../../bin/ecg-workbench.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });
const dir = mkdtempSync(join(tmpdir(), 'ecgwb-verify-'));

describe('verify / score bad input', () => {
  it('exits 2 with one line naming the file', () => {
    const r = run('verify', 'whatever.hea', join(dir, 'missing.txt'));
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe(`${join(dir, 'missing.txt')}: file not found`);
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, '{"record": "x.hea", "response": "sinus"}\n{not json\n');
    const s = run('score', bad);
    expect(s.status).toBe(2);
    expect(s.stderr).toMatch(new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: line 2: not valid JSON`));
    const j = join(dir, 'r.json');
    writeFileSync(j, '{"answer": "no response field"}');
    expect(run('verify', 'x.png', j).stderr).toMatch(/r\.json: JSON response must be an object with a string "response" field/);
    const badRubric = join(dir, 'rubric.json');
    writeFileSync(badRubric, '{"id": "x"}');
    const rr = run('score', bad, '--rubric', badRubric);
    expect(rr.status).toBe(2);
    expect(rr.stderr).toMatch(/rubric\.json: invalid rubric/);
  });
});

describeData('verify and score on LUDB records', () => {
  it('verify --json prints the CONTRACT verify object', () => {
    const resp = join(dir, 'answer.json');
    writeFileSync(resp, JSON.stringify({ response: '<think>**Step 1: Rate** Sinus rhythm, rate 150 bpm.</think><answer>sinus rhythm</answer>', reference: 'sinus bradycardia' }));
    const r = run('verify', dataPath('ludb/data/1.hea'), resp, '--json');
    expect(r.status).toBe(0);
    const v = JSON.parse(r.stdout);
    expect(Object.keys(v)).toEqual(['format', 'answer', 'claims', 'omissions', 'rewards']);
    expect(v.claims.find((c: { quantity: string }) => c.quantity === 'hr_bpm')).toMatchObject({ value: 150, verdict: 'contradicted', tolerance: '±5 bpm or ±10 %' });
    expect(v.rewards).toMatchObject({ format: 1, accuracy: 0 });
    const table = run('verify', dataPath('ludb/data/1.hea'), resp, '--reference', 'sinus rhythm');
    expect(table.stdout).toMatch(/contradicted\s+"rate 150 bpm"/);
    expect(table.stdout).toMatch(/accuracy 1/);
  });

  it('score writes one line per input in input order using worker threads, with progress on stderr', async () => {
    const data = join(dir, 'set.jsonl');
    const recs = ['1', '3', '5'];
    const lines = Array.from({ length: 9 }, (_, i) => JSON.stringify({
      id: `q${i}`,
      record: dataPath('ludb/data', `${recs[i % 3]}.hea`),
      response: i % 2 ? 'Atrial fibrillation, rate 150 bpm.' : '<think>**Step 1: Rhythm** sinus rhythm</think><answer>sinus rhythm</answer>',
      reference: 'sinus rhythm',
    }));
    lines.push(JSON.stringify({ id: 'image', record: 'scan.png', response: 'Sinus rhythm at 70 bpm.' }));
    writeFileSync(data, lines.join('\n') + '\n');
    const out = join(dir, 'scores.jsonl');
    const rubric = join(dir, 'general.json');
    writeFileSync(rubric, JSON.stringify(GENERAL_READING_RUBRIC));
    const r = run('score', data, '--out', out, '--threads', '2', '--rubric', rubric);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/scoring 10\/10 \(100%\)/);
    const got = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(got.map((g) => g.id)).toEqual([...Array.from({ length: 9 }, (_, i) => `q${i}`), 'image']);
    expect(got[1].claims.map((c: { verdict: string }) => c.verdict)).toEqual(['contradicted', 'contradicted']);
    expect(got[0].rewards).toMatchObject({ format: 1, accuracy: 1 });
    expect(got[9].claims.every((c: { verdict: string }) => c.verdict === 'unverifiable')).toBe(true);
    // --rubric: the rubric result of every answer, the same as applying it in-process
    expect(got[1].rubric).toMatchObject({ rubric: { id: GENERAL_READING_RUBRIC.id } });
    const analysis = analyzeRecord(await loadRecordFromPath(dataPath('ludb/data/3.hea')));
    const expected = applyRubricIfInScope(GENERAL_READING_RUBRIC, analysis, verifyResponse(analysis, 'Atrial fibrillation, rate 150 bpm.', { reference: 'sinus rhythm' }));
    expect(got[1].rubric).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});

describeData('score --rubric with the annotator ticks of a line', () => {
  const rubric = {
    id: 'ticks',
    version: 1,
    title: 'manual ticks',
    scope: 'general',
    criteria: [
      { id: 'advice', text: 'Advises review when needed', points: 4, tags: ['safety'] },
      { id: 'tone', text: 'Plain language', points: 4, tags: ['style'] },
    ],
  };
  it('passes rubric_met to the rubric and rejects unknown criteria with the line number', () => {
    const rubricFile = join(dir, 'ticks.json');
    writeFileSync(rubricFile, JSON.stringify(rubric));
    const rec = dataPath('ludb/data/1.hea');
    const data = join(dir, 'ticks.jsonl');
    writeFileSync(data, [
      JSON.stringify({ id: 'a', record: rec, response: 'Sinus bradycardia.', rubric_met: { advice: true, tone: false } }),
      JSON.stringify({ id: 'b', record: rec, response: 'Sinus bradycardia.' }),
    ].join('\n'));
    const r = run('score', data, '--rubric', rubricFile, '--threads', '1');
    expect(r.status).toBe(0);
    const [a, b] = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(a.rubric.score).toBe(0.5);
    expect(a.rubric.complete).toBe(true);
    expect(b.rubric.complete).toBe(false);
    writeFileSync(data, JSON.stringify({ id: 'c', record: rec, response: 'x', rubric_met: { nope: true } }));
    const bad = run('score', data, '--rubric', rubricFile);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/ticks\.jsonl: line 1: rubric_met: .*nope/);
  });
});
