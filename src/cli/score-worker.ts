// Worker thread of `ecg-workbench score`: analyses records (cached) and verifies answers.
import { parentPort } from 'node:worker_threads';
import type { Analysis } from '../core/types';
import { applyRubricIfInScope, type ManualTicks, type Rubric } from '../core/rubrics/index';
import { analyzeWith, type CliDelineator } from './analyze-record';
import { isBadInput, loadSignalFromPath } from './io';
import { isImageRecord, verifyInput, type ResponseInput } from './verify';
import { WORKER_READY } from './pool';

export interface ScoreItem extends ResponseInput {
  index: number;
  id: string | number | null;
  /** The annotator's ticks for manual criteria (and overrides of automatic checks), from `rubric_met`. */
  rubricMet?: ManualTicks;
}

export interface ScoreTask {
  taskId: number;
  /** absolute record path, or null for an answer about an ECG image */
  record: string | null;
  /** the record as written in the data set, for messages */
  recordArg: string | null;
  items: ScoreItem[];
  /** `--rubric`: applied to every answer in its scope; the result goes to the line's "rubric" field. */
  rubric?: Rubric;
  /** `--delineator` (default `auto`, as `analyze`). */
  delineator?: CliDelineator;
}

export type ScoreReply =
  | { taskId: number; ok: true; lines: [number, string][]; warning?: string }
  | { taskId: number; ok: false; badInput: boolean; message: string };

const CACHE_SIZE = 16;
const cache = new Map<string, Analysis>();
let warning: string | undefined;

async function analysisFor(path: string, delineator: CliDelineator): Promise<Analysis> {
  const hit = cache.get(path);
  if (hit) {
    cache.delete(path);
    cache.set(path, hit);
    return hit;
  }
  // The same analysis as `analyze`; under `auto` a network that cannot load leaves one warning.
  const a = await analyzeWith(await loadSignalFromPath(path), delineator, { onWarning: (m) => (warning = m) });
  cache.set(path, a);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return a;
}

export async function runTask(task: ScoreTask): Promise<ScoreReply> {
  try {
    const analysis = task.record === null || isImageRecord(task.record) ? null : await analysisFor(task.record, task.delineator ?? 'auto');
    const lines: [number, string][] = task.items.map((item) => {
      const v = verifyInput(analysis, item);
      const line = task.rubric ? { id: item.id, ...v, rubric: applyRubricIfInScope(task.rubric, analysis, v, item.rubricMet) } : { id: item.id, ...v };
      return [item.index, JSON.stringify(line)];
    });
    return { taskId: task.taskId, ok: true, lines, ...(warning ? { warning } : {}) };
  } catch (e) {
    const err = e as Error;
    const badInput = isBadInput(err);
    const message = badInput ? err.message : `${task.recordArg}: ${err.stack ?? err.message}`;
    return { taskId: task.taskId, ok: false, badInput, message };
  }
}

parentPort?.on('message', (task: ScoreTask) => {
  void runTask(task).then((reply) => parentPort!.postMessage(reply));
});
parentPort?.postMessage(WORKER_READY);
