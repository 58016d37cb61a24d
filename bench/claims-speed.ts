// Speed of claim checking: verifyResponse on an analysed record, and `score` over LUDB records.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import type { BenchRow } from './types';
import { verifyResponse } from '../src/core/claims/verify';
import { buildAnalysis } from '../tests/fixtures/answers/analysis-builder';
import { LABELLED } from '../tests/fixtures/answers/labelled';
import { LABELLED_HELDOUT } from '../tests/fixtures/answers/labelled-heldout';
import { SPECS } from '../tests/fixtures/answers/specs';
import { runScore } from '../src/cli/score';

const LUDB = resolve(import.meta.dirname, '../../shared/data/ludb');

function verifySpeed(): BenchRow {
  const items = [...LABELLED, ...LABELLED_HELDOUT].map((a) => ({ analysis: a.ecg ? buildAnalysis(SPECS[a.ecg]) : null, text: a.response }));
  for (const it of items) verifyResponse(it.analysis, it.text); // warm-up
  const rounds = 20;
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) for (const it of items) verifyResponse(it.analysis, it.text);
  const ms = (performance.now() - t0) / (rounds * items.length);
  return { name: 'verifyResponse, one answer on an analysed record', value: Math.round(ms * 1000) / 1000, unit: 'ms', target: '< 5 ms', protocol: `mean over ${rounds}×${items.length} labelled answers (${Math.min(...items.map((i) => i.text.length))}–${Math.max(...items.map((i) => i.text.length))} chars), analysis precomputed` };
}

async function scoreSpeed(perRecord = 100): Promise<BenchRow> {
  const names = readFileSync(join(LUDB, 'RECORDS'), 'utf8').split(/\s+/).filter(Boolean);
  const dir = mkdtempSync(join(tmpdir(), 'ecgwb-score-bench-'));
  const answers = [...LABELLED, ...LABELLED_HELDOUT].map((a) => a.response);
  const lines: string[] = [];
  for (let k = 0; k < perRecord; k++) for (const n of names) lines.push(JSON.stringify({ id: `${n}-${k}`, record: join(LUDB, 'data', `${n}.hea`), response: answers[(k + lines.length) % answers.length], reference: 'sinus rhythm' }));
  const data = join(dir, 'set.jsonl');
  writeFileSync(data, lines.join('\n') + '\n');
  const t0 = performance.now();
  try {
    await runScore([data, '--out', join(dir, 'out.jsonl')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const s = (performance.now() - t0) / 1000;
  return { name: `score, ${lines.length} answers over ${names.length} LUDB records`, value: Math.round(s * 10) / 10, unit: 's', target: '< 60 s (10,000 answers, 100 records)', protocol: `${availableParallelism()} worker threads, wall time incl. loading + analysing each record once per worker` };
}

export async function claimsSpeed(): Promise<BenchRow[]> {
  return [verifySpeed(), await scoreSpeed()];
}
