// `ecg-workbench analyze`: one record (JSON object or table), or several records and folders (JSON Lines or
// tables, in input order, analysed on this thread and worker threads).
import { closeSync, fstatSync, openSync, readSync, readdirSync, statSync, type Dirent } from 'node:fs';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { recordExtensions } from '../core/formats/index';
import { extensionOf } from '../core/formats/fileset';
import { CLI_DELINEATORS, analyzeTask, analyzeWith, formatAnalysisTable, type AnalyzeReply, type AnalyzeTask, type CliDelineator } from './analyze-record';
import { CliError, RECORD_OPTIONS, loadRecordFromPath, parseCli, recordOptionsFrom } from './io';
import { InOrderWriter, runPool, threadCount, workerModule } from './pool';

const USAGE = 'usage: ecg-workbench analyze <record|folder>... [--json] [--lead-set 12|all] [--delineator auto|dsp|onnx|combined] [--threads N]';
/**
 * Records per thread when `--threads` is not given: a thread costs about a second to start (modules, the network's
 * WebAssembly and its warm-up, 25 LUDB records' worth), so one is started for every 100 records, up to every core.
 * On the 2-core machine of BENCHMARKS.md a second thread did not pay for itself even at 300 records.
 */
const RECORDS_PER_THREAD = 100;
/** Most records one command analyses. */
const MAX_BATCH_RECORDS = 1_000_000;

/** Most bytes of a header read to find the segments a multi-segment WFDB record names. */
const MAX_HEADER_BYTES = 1 << 20;

/** The segment (and layout) headers a multi-segment WFDB header names: records only as part of it. */
function segmentsNamedBy(header: string): string[] {
  let text: string;
  try {
    const fd = openSync(header, 'r');
    try {
      const buf = Buffer.alloc(Math.min(MAX_HEADER_BYTES, fstatSync(fd).size));
      text = buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString('latin1');
    } finally {
      closeSync(fd);
    }
  } catch {
    return [];
  }
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  if (!/^\S+\/\d+\s/.test(lines[0] ?? '')) return [];
  return lines.slice(1).map((l) => l.split(/\s+/)[0]).filter((name) => name && name !== '~').map((name) => `${name}.hea`);
}

/** A regular file, or a link to one; never throws (broken links, link loops, no permission). */
function isFileAt(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The records of a folder, in natural name order: its WFDB headers when it has any (less the segments that a
 * multi-segment header names: the signal and annotation files beside them are not records either), else every
 * file whose extension a loader opens. Links to files count (data sets are often folders of links).
 */
export function recordFilesIn(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    throw new CliError(`${dir}: cannot read the folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const files = entries.filter((e) => e.isFile() || (e.isSymbolicLink() && isFileAt(join(dir, e.name)))).map((e) => e.name);
  const headers = files.filter((f) => extensionOf(f) === 'hea');
  const segments = new Set(headers.flatMap((h) => segmentsNamedBy(join(dir, h))));
  const exts = new Set(recordExtensions());
  const chosen = headers.length ? headers.filter((h) => !segments.has(h)) : files.filter((f) => exts.has(extensionOf(f)));
  return chosen.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).map((f) => join(dir, f));
}

const isFolder = (path: string) => {
  try {
    return statSync(resolve(path)).isDirectory();
  } catch {
    return false;
  }
};

/** Arguments to record paths: a folder gives its records (recordFilesIn), anything else is one record. */
function expandRecordArgs(args: string[]): string[] {
  const out: string[] = [];
  for (const arg of args) {
    const isDir = isFolder(arg);
    const paths = isDir ? recordFilesIn(arg) : [arg];
    if (isDir && paths.length === 0) throw new CliError(`${arg}: folder holds no record files (.${recordExtensions().join(', .')})`);
    out.push(...paths);
    if (out.length > MAX_BATCH_RECORDS) throw new CliError(`ecg-workbench: more than ${MAX_BATCH_RECORDS} records`);
  }
  return out;
}

/** `ecg-workbench analyze <record|folder>... [--json] [--lead-set 12|all] [--delineator ...] [--threads N]` (CONTRACT.md). */
export async function runAnalyze(argv: string[]): Promise<number> {
  const { values, positionals } = parseCli(
    argv,
    { json: { type: 'boolean' }, 'lead-set': { type: 'string' }, delineator: { type: 'string' }, threads: { type: 'string' }, ...RECORD_OPTIONS },
    1,
    USAGE,
  );
  const leadSet = values['lead-set'] ?? 'all';
  if (leadSet !== '12' && leadSet !== 'all') throw new CliError(`ecg-workbench: --lead-set must be 12 or all, not '${leadSet}'\n${USAGE}`);
  const delineator = (values.delineator ?? 'auto') as CliDelineator;
  if (!CLI_DELINEATORS.includes(delineator)) throw new CliError(`ecg-workbench: --delineator must be auto, dsp, onnx or combined, not '${values.delineator}'\n${USAGE}`);
  const threads = values.threads === undefined ? undefined : threadCount(values.threads, USAGE, (m) => new CliError(m));
  const load = recordOptionsFrom(values);
  const json = values.json === true;
  const single = positionals.length === 1 && !isFolder(positionals[0]);
  if (!single) return analyzeBatch(expandRecordArgs(positionals), { delineator, leadSet, json, load }, threads);
  const record = await loadRecordFromPath(positionals[0], load);
  const tty = process.stderr.isTTY === true;
  let shown = -1;
  const analysis = await analyzeWith(record, delineator, {
    leadSet,
    onWarning: (m) => process.stderr.write(`${tty ? '\r\x1b[K' : ''}${m}\n`),
    onProgress: tty
      ? (f) => {
          const pct = Math.floor(f * 100);
          if (pct !== shown) {
            shown = pct;
            process.stderr.write(`\ranalyzing ${record.id}: ${pct}%`);
          }
        }
      : undefined,
  });
  if (tty) process.stderr.write('\r\x1b[K');
  process.stdout.write(json ? JSON.stringify(analysis) + '\n' : formatAnalysisTable(analysis));
  return 0;
}

/**
 * Several records: one JSON line (with the record's `source` path) or table per record, in input order. A record
 * that fails is named on stderr and the others go on; the exit status is then 2 if any record was bad input, else
 * 1 (an internal error, or a worker thread that died on the record).
 */
async function analyzeBatch(paths: string[], options: Omit<AnalyzeTask, 'index' | 'path'>, threadsOption: number | undefined): Promise<number> {
  const tasks: AnalyzeTask[] = paths.map((path, index) => ({ index, path, ...options }));
  const threads = threadsOption ?? Math.max(1, Math.min(availableParallelism(), Math.floor(tasks.length / RECORDS_PER_THREAD)));
  const out = process.stdout;
  const writer = new InOrderWriter(tasks.length, (text) => out.write(text));
  // A slow reader holds back new records rather than letting their output pile up in memory.
  const drained = () => (out.writableNeedDrain ? once(out, 'drain').then(() => undefined) : Promise.resolve());
  const tty = process.stderr.isTTY === true;
  const warned = new Set<string>();
  let status = 0;
  let done = 0;
  const onReply = (reply: AnalyzeReply) => {
    if (reply.ok) {
      writer.put(reply.index, reply.text);
      if (reply.warning && !warned.has(reply.warning)) {
        warned.add(reply.warning);
        process.stderr.write(`${tty ? '\r\x1b[K' : ''}${reply.warning}\n`);
      }
    } else {
      writer.put(reply.index, '');
      process.stderr.write(`${tty ? '\r\x1b[K' : ''}${reply.message}\n`);
      status = reply.badInput ? 2 : Math.max(status, 1);
    }
    done++;
    if (tty) process.stderr.write(`\ranalyzed ${done}/${tasks.length}${done === tasks.length ? '\r\x1b[K' : ''}`);
  };
  // This thread analyses too, from the same queue, while the other threads start (a second each) and after.
  const queue = [...tasks];
  const here = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      onReply(await analyzeTask(t));
      await drained();
      await new Promise((r) => setImmediate(r)); // let the workers' replies in
    }
  };
  const lost = (t: AnalyzeTask, e: Error): AnalyzeReply => ({ index: t.index, ok: false, badInput: false, message: `${t.path}: analysis thread died (${e.message})` });
  const pool = runPool<AnalyzeTask, AnalyzeReply>(workerModule('analyze-worker', import.meta.url), queue, threads - 1, onReply, { lost, gate: drained });
  const [mine, theirs] = await Promise.allSettled([here(), pool]);
  for (const r of [mine, theirs]) if (r.status === 'rejected') throw r.reason;
  return status;
}
