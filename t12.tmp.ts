import { loadRecordFromPath } from './src/cli/io';
import { analyzeRecord } from './src/core/analysis/index';
import { verifyResponse } from './src/core/claims/verify';
const rec = await loadRecordFromPath('/work/shared/data/ludb/data/1.hea');
const a = analyzeRecord(rec);
console.log(a.measurements.qrs_ms, a.findings.map(f=>f.code), a.measurements.per_lead.V1);
const v = verifyResponse(a, 'QRS 180 ms, consistent with LBBB.');
console.log(v.claims.map(c => [c.text, c.verdict, c.measured, c.reason]));
