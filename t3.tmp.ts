import { loadRecordFromPath } from './src/cli/io';
import { analyzeRecord } from './src/core/analysis/index';
const t0 = Date.now();
const rec = await loadRecordFromPath('/work/shared/data/ludb/data/1.hea');
const a = analyzeRecord(rec);
console.log(Date.now() - t0, 'ms');
console.log(JSON.stringify({ m: { ...a.measurements, per_lead: undefined }, rhythm: a.rhythm, findings: a.findings.map(f => f.code), pl: a.measurements.per_lead.V1, beats: a.beats.length }));
