// `ecg-workbench analyze`: one record (JSON object or table), or several records and folders (JSON Lines or
// tables, in input order, analysed on this thread and worker threads).
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { analyzeTask, analyzeWith, delineatorOption, formatAnalysisTable, type AnalyzeReply, type AnalyzeTask } from './analyze-record';
import { CliError, RECORD_OPTIONS, loadSignalFromPath, parseCli, recordOptionsFrom } from './io';
import { startNetworkThread } from './network-thread';
import { InOrderWriter, runPool, threadCount, workerModule } from './pool';
import { expandRecordArgs, isFolder } from './record-files';

const USAGE = 'usage: ecg-workbench analyze <record|folder>... [--json] [--lead-set 12|all] [--delineator auto|dsp|onnx|combined] [--threads N]';
/**
 * Records per thread when `--threads` is not given: a thread costs about a second to start (modules, the network's
 * WebAssembly and its warm-up, 25 LUDB records' worth), so one is started for every 100 records, up to every core
 * (every core but one when the network runs: that one runs it for this thread, network-thread.ts). On the 2-core
 * machine of BENCHMARKS.md, 300 LUDB records took 7.8 s on this thread with the network thread and 10.5 s on two
 * analysing threads.
 */
const RECORDS_PER_THREAD = 100;
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
  const delineator = delineatorOption(values.delineator, USAGE);
  const threads = values.threads === undefined ? undefined : threadCount(values.threads, USAGE, (m) => new CliError(m));
  const load = recordOptionsFrom(values);
  const json = values.json === true;
  const single = positionals.length === 1 && !isFolder(positionals[0]);
  if (!single) return analyzeBatch(expandRecordArgs(positionals), { delineator, leadSet, json, load }, threads);
  const record = await loadSignalFromPath(positionals[0], load);
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
  const usesNetwork = options.delineator !== 'dsp';
  const cores = availableParallelism();
  const threads = threadsOption ?? Math.max(1, Math.min(usesNetwork ? cores - 1 : cores, Math.floor(tasks.length / RECORDS_PER_THREAD)));
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
  // This thread analyses too, from the same queue, while the other threads start (a second each) and after. A core
  // left over runs the network for this thread's records while it runs their DSP analysis; it then starts the next
  // record while one waits for its network waves.
  const queue = [...tasks];
  const network = usesNetwork && cores > threads ? startNetworkThread() : undefined;
  const depth = network ? 2 : 1;
  const here = async () => {
    const inFlight: Promise<AnalyzeReply>[] = [];
    const settleOldest = async () => {
      onReply(await inFlight.shift()!);
      await drained();
      await new Promise((r) => setImmediate(r)); // let the workers' replies in
    };
    try {
      for (let t = queue.shift(); t; t = queue.shift()) {
        inFlight.push(analyzeTask(t, network));
        if (inFlight.length >= depth) await settleOldest();
      }
      while (inFlight.length) await settleOldest();
    } finally {
      await network?.close();
    }
  };
  const lost = (t: AnalyzeTask, e: Error): AnalyzeReply => ({ index: t.index, ok: false, badInput: false, message: `${t.path}: analysis thread died (${e.message})` });
  const pool = runPool<AnalyzeTask, AnalyzeReply>(workerModule('analyze-worker', import.meta.url), queue, threads - 1, onReply, { lost, gate: drained });
  const [mine, theirs] = await Promise.allSettled([here(), pool]);
  for (const r of [mine, theirs]) if (r.status === 'rejected') throw r.reason;
  return status;
}
