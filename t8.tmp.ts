import { readFileSync } from 'node:fs';
import { loadRecordFromPath } from './src/cli/io';
import { analyzeRecord } from './src/core/analysis/index';
import { ludbTruth } from './tests/fixtures/answers/ludb-answers';
const names = readFileSync('/work/shared/data/ludb/RECORDS', 'utf8').split(/\s+/).filter(Boolean);
const d: Record<string, number[]> = { hr: [], qrs: [], pr: [] };
let rhythmMiss = 0;
for (const n of names) {
  const rec = await loadRecordFromPath(`/work/shared/data/ludb/data/${n}.hea`);
  const a = analyzeRecord(rec); const t = ludbTruth(rec);
  const m = a.measurements;
  if (m.hr_bpm !== null) d.hr.push(m.hr_bpm - t.hr);
  if (m.qrs_ms !== null && t.qrs !== null) d.qrs.push(m.qrs_ms - t.qrs);
  if (m.pr_ms !== null && t.pr !== null) d.pr.push(m.pr_ms - t.pr);
  const big = (m.hr_bpm !== null && Math.abs(m.hr_bpm - t.hr) > 6) || (m.qrs_ms !== null && t.qrs !== null && Math.abs(m.qrs_ms - t.qrs) > 20);
  if (big || a.rhythm.label !== t.rhythm) console.log(n, 'hr', m.hr_bpm, t.hr, 'qrs', m.qrs_ms, t.qrs, 'pr', m.pr_ms, t.pr, a.rhythm.label, t.rhythm, a.beats.length);
  if (a.rhythm.label !== t.rhythm) rhythmMiss++;
}
for (const [k, v] of Object.entries(d)) { const s = [...v].sort((a, b) => a - b); console.log(k, 'n', v.length, 'median', s[Math.floor(s.length / 2)], 'mean', (v.reduce((a, b) => a + b, 0) / v.length).toFixed(1), 'within tol', v.filter((x) => Math.abs(x) <= (k === 'hr' ? 5 : 20)).length); }
console.log('rhythm label differs', rhythmMiss);
