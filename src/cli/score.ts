import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createWriteStream, type WriteStream } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { CliError, parseCli } from './io';
import { InOrderWriter, runPool, threadCount, workerModule } from './pool';
import { parseEvidence, parseReference } from './verify';
import { delineatorOption } from './analyze-record';
import type { ScoreItem, ScoreReply, ScoreTask } from './score-worker';
import { MAX_RUBRIC_CHARS, formatErrors, parseRubric, validateManualTicks, type ManualTicks, type Rubric } from '../core/rubrics/index';

const USAGE = 'usage: ecg-workbench score <dataset.jsonl> [--rubric <rubric.json>] [--out <scores.jsonl>] [--threads N] [--delineator auto|dsp|onnx|combined]';
export const MAX_LINE_CHARS = 4 * 1024 * 1024;
export const MAX_LINES = 2_000_000;
/** Answers per task sent to a worker (answers of one record are grouped, big groups split). */
const TASK_SIZE = 250;

interface Line {
  index: number;
  record: string | null;
  item: ScoreItem;
}

async function readDataset(path: string, rubric?: Rubric): Promise<Line[]> {
  if (!existsSync(path)) throw new CliError(`${path}: file not found`);
  if (statSync(path).isDirectory()) throw new CliError(`${path}: is a folder, not a JSONL file`);
  const base = dirname(resolve(path));
  const out: Line[] = [];
  const rl = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let n = 0;
  for await (const raw of rl) {
    n++;
    if (raw.length > MAX_LINE_CHARS) throw new CliError(`${path}: line ${n} longer than ${MAX_LINE_CHARS} characters`);
    if (raw.trim() === '') continue;
    if (out.length >= MAX_LINES) throw new CliError(`${path}: more than ${MAX_LINES} lines`);
    let obj: unknown;
    try {
      obj = JSON.parse(raw);
    } catch (e) {
      throw new CliError(`${path}: line ${n}: not valid JSON (${(e as Error).message})`);
    }
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) throw new CliError(`${path}: line ${n}: expected a JSON object`);
    const o = obj as Record<string, unknown>;
    if (typeof o.response !== 'string') throw new CliError(`${path}: line ${n}: "response" must be a string`);
    if (o.record !== undefined && o.record !== null && typeof o.record !== 'string') throw new CliError(`${path}: line ${n}: "record" must be a path string`);
    const id = typeof o.id === 'string' || typeof o.id === 'number' ? o.id : null;
    const where = `${path}: line ${n}`;
    const rubricMet = rubric && o.rubric_met !== undefined ? parseRubricMet(o.rubric_met, rubric, where) : undefined;
    out.push({
      index: out.length,
      record: typeof o.record === 'string' && o.record !== '' ? resolve(base, o.record) : null,
      item: { index: out.length, id, response: o.response, reference: parseReference(o.reference, where), evidence: parseEvidence(o.evidence, where), rubricMet },
    });
  }
  return out;
}

/** `rubric_met` of a data-set line: {criterionId: true|false}, checked against the rubric. */
function parseRubricMet(value: unknown, rubric: Rubric, where: string): ManualTicks {
  const errors = validateManualTicks(value, rubric);
  if (errors.length) throw new CliError(`${where}: rubric_met: ${formatErrors(errors)}`);
  return value as ManualTicks;
}

/** The rubric of `--rubric` (src/core/rubrics format), validated before any answer is scored. */
function readRubric(file: string): Rubric {
  if (!existsSync(file)) throw new CliError(`${file}: file not found`);
  if (statSync(file).isDirectory()) throw new CliError(`${file}: is a folder, not a rubric file`);
  if (statSync(file).size > 4 * MAX_RUBRIC_CHARS) throw new CliError(`${file}: rubric larger than ${MAX_RUBRIC_CHARS} characters`);
  return parseRubric(readFileSync(file, 'utf8'), file);
}

function makeTasks(lines: Line[], recordArgs: Map<string, string>): ScoreTask[] {
  const groups = new Map<string, Line[]>();
  for (const l of lines) {
    const key = l.record ?? '';
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(l);
  }
  const tasks: ScoreTask[] = [];
  for (const [key, group] of groups) {
    for (let i = 0; i < group.length; i += TASK_SIZE) {
      tasks.push({ taskId: tasks.length, record: key || null, recordArg: recordArgs.get(key) ?? null, items: group.slice(i, i + TASK_SIZE).map((l) => l.item) });
    }
  }
  return tasks;
}

class Progress {
  private last = 0;
  private lastPct = -1;
  constructor(private readonly total: number, private readonly tty = process.stderr.isTTY === true) {}
  update(done: number): void {
    const now = Date.now();
    const pct = this.total ? Math.floor((done / this.total) * 100) : 100;
    if (this.tty) {
      if (now - this.last < 100 && done < this.total) return;
      this.last = now;
      const width = 30;
      const fill = Math.round((pct / 100) * width);
      process.stderr.write(`\rscoring [${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${done}/${this.total} (${pct}%)`);
      if (done >= this.total) process.stderr.write('\n');
    } else if (Math.floor(pct / 10) !== Math.floor(this.lastPct / 10) || done >= this.total) {
      process.stderr.write(`scoring ${done}/${this.total} (${pct}%)\n`);
    }
    this.lastPct = pct;
  }
}

/** `ecg-workbench score <dataset.jsonl> [--rubric <rubric.json>] [--out <scores.jsonl>] [--threads N] [--delineator ...]` (CONTRACT.md). */
export async function runScore(argv: string[]): Promise<number> {
  const { values, positionals } = parseCli(argv, { rubric: { type: 'string' }, out: { type: 'string' }, threads: { type: 'string' }, delineator: { type: 'string' } }, 1, USAGE);
  const delineator = delineatorOption(values.delineator, USAGE);
  if (positionals.length > 1) throw new CliError(`ecg-workbench: score takes one data set, got ${positionals.length}\n${USAGE}`);
  const threads = threadCount(values.threads, USAGE, (m) => new CliError(m));
  const path = positionals[0];
  const rubric = values.rubric !== undefined ? readRubric(values.rubric) : undefined;
  const lines = await readDataset(path, rubric);
  const recordArgs = new Map<string, string>();
  for (const l of lines) if (l.record) recordArgs.set(l.record, l.record);
  const tasks = makeTasks(lines, recordArgs);
  for (const t of tasks) {
    t.delineator = delineator;
    if (rubric) t.rubric = rubric;
  }
  const out: WriteStream | NodeJS.WriteStream = values.out ? createWriteStream(values.out) : process.stdout;
  const writer = new InOrderWriter(lines.length, (text) => out.write(text));
  let done = 0;
  const progress = new Progress(lines.length);
  progress.update(0);
  let warned = false;
  await runPool<ScoreTask, ScoreReply>(workerModule('score-worker', import.meta.url), tasks, threads, (reply) => {
    if (!reply.ok) throw reply.badInput ? new CliError(reply.message) : new Error(reply.message);
    if (reply.warning && !warned) {
      warned = true;
      process.stderr.write(`${reply.warning}\n`);
    }
    for (const [i, line] of reply.lines) writer.put(i, line + '\n');
    done += reply.lines.length;
    progress.update(done);
  });
  if (values.out) await new Promise<void>((res, rej) => (out as WriteStream).end((e?: Error | null) => (e ? rej(e) : res())));
  return 0;
}
