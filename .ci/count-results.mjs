// Sums the Vitest and Playwright JSON reports into the single closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;

const vitestFile = 'test-results/vitest.json';
if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  // A suite that failed to load has no tests counted: count it as a failure.
  for (const f of v.testResults ?? []) if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) failed++;
} else missing++;

const pwFile = 'test-results/playwright.json';
if (existsSync(pwFile)) {
  const p = JSON.parse(readFileSync(pwFile, 'utf8'));
  const s = p.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  failed += (p.errors ?? []).length; // errors outside tests (config, web server)
} else missing++;

if (missing) {
  console.log(`${missing} test report(s) missing: a stage failed before its tests ran`);
  failed += missing;
}
if (skipped) console.log(`${skipped} skipped or todo`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
