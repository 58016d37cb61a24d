import { readdirSync } from 'node:fs';
import { analyzeRecord } from './src/core/analysis';
import { verifyResponse } from './src/core/claims';
import { loadRecord } from './src/core/formats';
import { DirFileSet } from './src/node/dir-fileset';
import { EXAMPLES } from './src/core/examples';
const dir = '../shared/data/ludb/data';
const names = readdirSync(dir).filter((n) => n.endsWith('.hea')).slice(0, 20);
const answers = EXAMPLES.flatMap((e) => e.answers.map((a) => a.text)).slice(0, 3);
const t0 = performance.now();
let nv = 0; let tv = 0;
for (const n of names) {
  const r = await loadRecord(new DirFileSet(dir), n);
  const a = analyzeRecord(r);
  for (const t of answers) { const s = performance.now(); verifyResponse(a, t); tv += performance.now() - s; nv++; }
}
const ms = performance.now() - t0;
console.log(`${names.length} records x ${answers.length} answers: ${ms.toFixed(0)} ms total, ${(names.length / (ms / 1000)).toFixed(1)} records/s; verify ${(tv / nv).toFixed(2)} ms/answer`);
