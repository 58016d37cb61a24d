// Speed of the delineation network in Node on onnxruntime-web's WASM backend (section 'onnx').
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { delineateWithOnnx, DELINEATOR_FS } from '../src/inference/delineate';
import { normaliseLead, padLength } from '../src/inference/preprocess';
import { resample } from '../src/inference/resample';
import { createSession, ort } from '../src/inference/runtime';
import { LUDB_DIR, loadWfdb } from './delineation-accuracy';
import type { BenchRow } from './types';

const MODEL = resolve(import.meta.dirname, '../public/models/ecg-delineator.onnx');

async function timeAsync(fn: () => Promise<unknown>, runs: number): Promise<{ wall: number; cpu: number; min: number }> {
  await fn(); // warm-up
  let min = Infinity;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    min = Math.min(min, performance.now() - t);
  }
  const c = process.cpuUsage(c0);
  return { wall: (performance.now() - t0) / runs, cpu: (c.user + c.system) / 1000 / runs, min };
}

export async function onnxSpeedSection(): Promise<BenchRow[]> {
  const bytes = new Uint8Array(readFileSync(MODEL));
  const rows: BenchRow[] = [];
  const creates: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await createSession(bytes, 'wasm');
    creates.push(s.createMs);
    await s.session.release();
  }
  rows.push({ name: 'session creation (WASM, Node)', value: Math.min(...creates), unit: 'ms', target: '< 1000 ms',
    protocol: `min of 3 (all: ${creates.map((c) => c.toFixed(0)).join(', ')} ms), ${bytes.length} bytes model, 1 WASM thread` });

  const rec = await loadWfdb(LUDB_DIR, '1');
  const s = await createSession(bytes, 'wasm');
  const leads = rec.leads.map((l) => normaliseLead(resample(l.samples, rec.fs, DELINEATOR_FS)));
  const n = padLength(leads[0].length, 16);
  const input = new Float32Array(12 * n);
  leads.forEach((x, i) => input.set(x, i * n));
  const run = await timeAsync(() => s.session.run({ signal: new ort.Tensor('float32', input, [12, 1, n]) }), 10);
  rows.push({ name: 'network run, 12 leads × 10 s (WASM, Node)', value: run.wall, unit: 'ms', target: '< 50 ms',
    protocol: `mean of 10 after warm-up (min ${run.min.toFixed(1)} ms, CPU ${run.cpu.toFixed(1)} ms/run); LUDB 1 at 250 Hz, batch [12,1,${n}]` });
  const full = await timeAsync(() => delineateWithOnnx(rec, 'wasm'), 5);
  rows.push({ name: 'delineateWithOnnx, LUDB 1 (12 × 5000 @ 500 Hz)', value: full.wall, unit: 'ms',
    protocol: `mean of 5 after warm-up (min ${full.min.toFixed(1)} ms, CPU ${full.cpu.toFixed(1)} ms/run): resample + normalise + run + waves` });
  return rows;
}
