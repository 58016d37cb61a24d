// Speed of the full analysis (section 'analysis'): quality, detection, classification,
// delineation, median beats, measurements, rhythm and findings, as analyzeRecord runs them.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { analyzeRecord } from '../src/core/analysis/index';
import { analyzeWith } from '../src/cli/analyze-record';
import { loadSignalFromPath } from '../src/cli/io';
import { simulateEcg } from '../src/core/simulate/index';
import type { EcgRecord } from '../src/core/types';
import { DATA, LUDB_DIR, loadWfdb, recordNames } from './delineation-accuracy';
import type { BenchRow } from './types';

const BIN = join(import.meta.dirname, '../bin/ecg-workbench.mjs');

/** Mean wall and CPU (user + system) milliseconds per run after a warm-up run. */
function timeIt(fn: () => void, minRuns: number, minMs: number): { wall: number; cpu: number } {
  fn(); // warm-up (JIT)
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let n = 0;
  while (n < minRuns || performance.now() - t0 < minMs) {
    fn();
    n++;
  }
  const c = process.cpuUsage(c0);
  return { wall: (performance.now() - t0) / n, cpu: (c.user + c.system) / 1000 / n };
}

// Wall time is the target; CPU time is shown beside it because a shared machine inflates wall time.
const cpuNote = (t: { cpu: number }) => `; CPU ${t.cpu.toFixed(1)} ms/run`;

export async function analysisSpeedSection(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const ludb1 = await loadWfdb(LUDB_DIR, '1');
  const t10 = timeIt(() => analyzeRecord(ludb1), 10, 2000);
  rows.push({ name: '10-s 12-lead 500 Hz (LUDB 1)', value: t10.wall, unit: 'ms', target: '< 30 ms', protocol: `analyzeRecord wall time, mean of ≥ 10 runs after warm-up, loading excluded${cpuNote(t10)}` });

  const mit = await loadWfdb(join(DATA, 'mitdb'), '100');
  const t30 = timeIt(() => analyzeRecord(mit), 3, 0);
  rows.push({ name: '30-min 2-lead 360 Hz (MIT-BIH 100)', value: t30.wall, unit: 'ms', target: '< 1000 ms', protocol: `analyzeRecord wall time, mean of 3 runs after warm-up${cpuNote(t30)}` });

  const t0 = performance.now();
  const day = simulateDay();
  const gen = performance.now() - t0;
  let peak = 0;
  const t1 = performance.now();
  const c1 = process.cpuUsage();
  analyzeRecord(day, { onProgress: () => { const m = process.memoryUsage(); peak = Math.max(peak, m.heapUsed + m.arrayBuffers); } });
  const c = process.cpuUsage(c1);
  rows.push({ name: '24-h 2-lead 250 Hz synthetic', value: (performance.now() - t1) / 1000, unit: 's', target: '< 60 s', protocol: `analyzeRecord wall time, once (generation ${(gen / 1000).toFixed(1)} s excluded); CPU ${((c.user + c.system) / 1e6).toFixed(1)} s; peak heap + array buffers ${(peak / 1e6).toFixed(0)} MB (sampled at progress callbacks) with the ${((day.length * 2 * 4) / 1e6).toFixed(0)} MB signal held` });
  release(day);

  const names = recordNames(LUDB_DIR);
  const t2 = performance.now();
  const c2 = process.cpuUsage();
  for (const n of names) {
    const rec = await loadSignalFromPath(join(LUDB_DIR, `${n}.hea`));
    JSON.stringify(await analyzeWith(rec, 'auto', { leadSet: '12' }));
  }
  const s = (performance.now() - t2) / 1000;
  const cpu = process.cpuUsage(c2);
  rows.push({ name: 'LUDB 100 records via the CLI path', value: names.length / s, unit: 'records/s', target: '> 20 records/s', protocol: `loadSignalFromPath (annotation files unread, as the command) + analyzeWith (default delineator auto: combined) + JSON.stringify, sequential, one process, network session already open; by CPU time ${(names.length / ((cpu.user + cpu.system) / 1e6)).toFixed(1)} records/s` });
  // The command as installed: bundled (bin/build-cli.mjs, run by `npm install`) from the current sources.
  const built = spawnSync(process.execPath, [join(import.meta.dirname, '../bin/build-cli.mjs')], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`bin/build-cli.mjs failed: ${built.stderr}`);
  for (const [label, extra] of [['default options (auto: combined)', []], ['--delineator dsp', ['--delineator', 'dsp']]] as const) {
    const t = performance.now();
    const r = spawnSync(process.execPath, [BIN, 'analyze', LUDB_DIR, '--json', ...extra], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`ecg-workbench analyze ${LUDB_DIR} failed: ${r.stderr}`);
    rows.push({ name: `LUDB folder through the command, ${label}`, value: names.length / ((performance.now() - t) / 1000), unit: 'records/s', target: '> 20 records/s', protocol: `\`ecg-workbench analyze ${'<ludb/data>'} --json ${extra.join(' ')}\`, wall time from process start to exit (start-up, the network's WebAssembly and its warm-up included), stdout discarded, ${names.length} records, default threads (one analysing thread for 100 records${extra.length ? '' : `, and the network thread beside it when the machine has a second core (${availableParallelism()} here)`}), the bundled command` });
  }
  return rows;
}

/** 24 h of 2-lead 250 Hz ECG: 24 simulated hours (the generator's maximum is 1 h) end to end. */
function simulateDay(): EcgRecord {
  const hours = Array.from({ length: 24 }, (_, h) => simulateEcg({ durationS: 3600, leads: ['II', 'V5'], fs: 250, hrBpm: 60 + 2 * (h % 12) }, 100 + h).record);
  const n = hours.reduce((s, r) => s + r.length, 0);
  const leads = hours[0].leads.map((l, li) => {
    const out = new Float32Array(n);
    let at = 0;
    for (const r of hours) {
      out.set(r.leads[li].samples, at);
      at += r.length;
    }
    return { name: l.name, samples: out };
  });
  hours.forEach(release);
  return { ...hours[0], id: 'synthetic-24h', length: n, leads, annotations: [] };
}

function release(r: EcgRecord): void {
  for (const l of r.leads) l.samples = new Float32Array(0);
}
