// Speed of the labelling core (issue 6): JSONL export/import of 10,000 labelled answers, the queue
// over 10,000 answers, agreement statistics, and rubric scoring.
import { medianWallMs } from './timing';
import type { BenchRow } from './types';
import { exportLabelsJsonl } from '../src/core/labels/export';
import { importLabelsJsonl } from '../src/core/labels/import';
import { buildQueue, filterQueue, type QueueItem } from '../src/core/labels/queue';
import { agreementReport } from '../src/core/labels/agreement';
import { richLabel } from '../src/core/labels/test-fixtures';
import { applyRubric } from '../src/core/rubrics/score';
import { GENERAL_READING_RUBRIC } from '../src/core/rubrics/examples';
import { analysisWith, claim, verification } from '../src/core/rubrics/test-helpers';

const N = 10_000;

/** Median of `rounds` timings in ms after one warm-up run, to 0.1 ms. */
const time = (rounds: number, f: () => unknown): number => Math.round(medianWallMs(rounds, f) * 10) / 10;

export async function labelsSpeed(): Promise<BenchRow[]> {
  const labels = Array.from({ length: N }, (_, i) => richLabel('ann', i));
  const text = exportLabelsJsonl(labels);
  const what = `${N} labelled answers (6 claim + 6 step labels, rating, comment, rubric scores, preference each; ${(text.length / 1e6).toFixed(1)} MB JSONL)`;
  const rows: BenchRow[] = [
    { name: 'export JSONL, 10,000 labelled answers', value: time(5, () => exportLabelsJsonl(labels)), unit: 'ms', target: '< 2000 ms', protocol: `median of 5 runs after warm-up; ${what}` },
    { name: 'import JSONL (parse + schema validation + merge), 10,000 answers', value: time(5, () => importLabelsJsonl(text, {})), unit: 'ms', target: '< 2000 ms', protocol: `median of 5; same file into an empty store` },
  ];
  const items: QueueItem[] = Array.from({ length: N }, (_, i) => ({ record: `rec-${Math.floor(i / 2)}`, answer: `ans-${i}`, contradicted: i % 7 === 0 ? 1 : 0 }));
  // bob agrees with ann except on one claim of every 10th answer: most groups are compared in full
  const bob = labels.slice(0, N / 2).map((l, i) => ({ ...l, annotator: 'bob', claims: i % 10 ? l.claims : l.claims.map((c, k) => (k === 0 ? { ...c, verdict: 'unverifiable' as const } : c)) }));
  const two = [...labels.slice(0, N / 2), ...bob];
  const queue = buildQueue(items, two, 'ann');
  rows.push(
    { name: 'build queue, 10,000 answers (2 annotators on half, 10 % disagreeing)', value: time(5, () => buildQueue(items, two, 'ann')), unit: 'ms', target: '< 200 ms', protocol: 'median of 5; flags: labelled, disagreement, contradicted' },
    { name: 'filter queue, 10,000 answers (4 filters)', value: time(20, () => (['all', 'unlabelled', 'disagreements', 'contradicted'] as const).map((f) => filterQueue(queue, f))), unit: 'ms', target: '< 16 ms', protocol: 'median of 20; all four filters in one run' },
    { name: 'agreement report, 2 annotators × 5,000 answers', value: time(3, () => agreementReport(two)), unit: 'ms', target: '< 1000 ms', protocol: 'median of 3; claim + step kappa, per-criterion agreement, disagreement list' },
  );
  const v = verification(Array.from({ length: 12 }, (_, k) => claim(`c${k}`, { kind: 'measurement', quantity: ['hr_bpm', 'pr_ms', 'qrs_ms', 'qtc_ms'][k % 4], verdict: k === 5 ? 'contradicted' : 'supported' })));
  const a = analysisWith(['first_degree_av_block']);
  const perAnswerUs = (time(5, () => { for (let i = 0; i < N; i++) applyRubric(GENERAL_READING_RUBRIC, a, v); }) * 1000) / N;
  rows.push({ name: 'applyRubric, general rubric (11 criteria), one answer', value: Math.round(perAnswerUs * 10) / 10, unit: 'µs', target: '< 100 µs', protocol: 'median of 5 runs of 10,000 answers with 12 claims each' });
  return rows;
}
