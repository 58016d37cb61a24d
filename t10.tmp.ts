import { verifyResponse } from './src/core/claims/verify';
import { buildAnalysis } from './tests/fixtures/answers/analysis-builder';
const a = buildAnalysis();
const cases: Record<string, string> = {
  spaces: ' '.repeat(200000),
  leads: 'V1 '.repeat(30000),
  leadsComma: 'ST elevation in ' + 'V1, '.repeat(30000),
  digits: '1'.repeat(100000),
  numbers: '1 2 3 4 5 6 '.repeat(15000),
  dashes: '- '.repeat(100000),
  stars: '**Step 1'.repeat(20000),
  nos: 'no, '.repeat(40000) + 'ST elevation',
  qrs: 'QRS '.repeat(40000),
  mixed: 'Sinus rhythm at 72 bpm, QRS 90 ms, no ST elevation in II, III and aVF. '.repeat(2000),
  tags: '<think>'.repeat(10000) + '<answer>' + 'a;'.repeat(50000),
  commas: 'no ST elevation' + ', x y z w v'.repeat(20000),
};
for (const [k, t] of Object.entries(cases)) {
  const t0 = performance.now();
  const v = verifyResponse(a, t);
  console.log(k, t.length, (performance.now() - t0).toFixed(0), 'ms', v.claims.length);
}
