// Speed of the delineation and beat-QRS networks in Node on onnxruntime-web's WASM backend (section 'onnx').
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { delineateWithOnnx } from '../src/inference/delineate';
import { estimateBeatQrs } from '../src/inference/beat-qrs';
import { networkLead, padLength } from '../src/inference/preprocess';
import { createSession } from '../src/inference/runtime';
import { loadRecord } from '../src/core/formats/index';
import { DirFileSet } from '../src/node/dir-fileset';
import type { BenchRow } from './types';

const ROOT = resolve(import.meta.dirname, '..');
const MODEL = resolve(ROOT, 'public/models/ecg-delineator.onnx');
// Loaded directly (not through bench/delineation-accuracy) so this section does not depend on the analysis code.
const LUDB_DIR = resolve(ROOT, '../shared/data/ludb/data');
// The app's headers (vite.config.ts): cross-origin isolation enables multi-threaded WASM.
const ISOLATION = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Browser page: the same src/inference code bundled with esbuild, ort's WASM files served from node_modules.
const PAGE_ENTRY = `
import { pickProvider, setWasmPaths } from '${ROOT}/src/inference/runtime';
import { delineateWithOnnx, delineatorSession } from '${ROOT}/src/inference/delineate';
setWasmPaths('/ort/');
window.runBench = async (rec) => {
  rec.leads = rec.leads.map((l) => ({ name: l.name, samples: Float32Array.from(l.samples) }));
  const provider = await pickProvider();
  const t0 = performance.now();
  const s = await delineatorSession();
  const sessionMs = performance.now() - t0;
  await delineateWithOnnx(rec);
  const t = performance.now();
  for (let i = 0; i < 10; i++) await delineateWithOnnx(rec);
  return { provider, sessionProvider: s.provider, sessionMs, runMs: (performance.now() - t) / 10,
    isolated: globalThis.crossOriginIsolated === true, threads: s.ort.env.wasm.numThreads };
};`;

/** Chromium (Playwright, headless): session creation and warm delineation of one record. */
async function browserRows(rec: { id: string; fs: number; length: number; leads: { name: string; samples: Float32Array }[] }, isolated: boolean): Promise<BenchRow[]> {
  if (!existsSync(CHROMIUM)) return [{ name: 'Chromium run', value: 0, unit: 'skipped', protocol: `no browser at ${CHROMIUM}` }];
  const dir = mkdtempSync(join(tmpdir(), 'onnx-bench-'));
  const srv = http.createServer((req, res) => {
    const u = (req.url ?? '/').split('?')[0];
    const file = u.startsWith('/ort/') ? join(ROOT, 'node_modules/onnxruntime-web/dist', u.slice(5).replace(/\.\./g, ''))
      : u === '/models/ecg-delineator.onnx' ? MODEL : join(dir, u === '/' ? 'index.html' : u.replace(/\.\./g, ''));
    const type = file.endsWith('.wasm') ? 'application/wasm' : file.endsWith('.html') ? 'text/html' : file.endsWith('js') ? 'text/javascript' : 'application/octet-stream';
    try { const b = readFileSync(file); res.writeHead(200, { 'content-type': type, ...(isolated ? ISOLATION : {}) }); res.end(b); } catch { res.writeHead(404); res.end(); }
  });
  try {
    writeFileSync(join(dir, 'entry.js'), PAGE_ENTRY);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/app.js"></script>');
    const { build } = await import('esbuild');
    await build({ entryPoints: [join(dir, 'entry.js')], bundle: true, format: 'esm', platform: 'browser', outfile: join(dir, 'app.js'), logLevel: 'error' });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
    const port = (srv.address() as { port: number }).port;
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => 'runBench' in window);
      const plain = { ...rec, leads: rec.leads.map((l) => ({ name: l.name, samples: Array.from(l.samples) })) };
      const r = await page.evaluate((x) => (window as unknown as { runBench: (v: unknown) => Promise<{ provider: string; sessionProvider: string; sessionMs: number; runMs: number; isolated: boolean; threads: number }> }).runBench(x), plain);
      const how = `${r.sessionProvider}, ${r.isolated ? 'isolated' : 'not isolated'}, ${r.threads} thread${r.threads === 1 ? '' : 's'}`;
      return [
        { name: `session creation (Chromium headless, ${how})`, value: r.sessionMs, unit: 'ms', target: '< 1000 ms', protocol: `first session in a fresh page incl. ort import + WASM download/compile; provider picked: ${r.provider}` },
        { name: `delineateWithOnnx, LUDB 1 (Chromium headless, ${how})`, value: r.runMs, unit: 'ms', target: '< 50 ms', protocol: 'mean of 10 after warm-up, in the page (not a worker); page bundled with esbuild' },
      ];
    } finally {
      await browser.close();
    }
  } finally {
    srv.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** V8 optimises ort's WebAssembly over the first runs (60–80 ms each for 12 leads, then 10 ms): warm-up runs. */
const WARM_UP_RUNS = 12;

async function timeAsync(fn: () => Promise<unknown>, runs: number): Promise<{ wall: number; cpu: number; min: number }> {
  for (let i = 0; i < WARM_UP_RUNS; i++) await fn();
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
  rows.push({ name: 'session creation, first (WASM, Node)', value: creates[0], unit: 'ms', target: '< 1000 ms',
    protocol: `includes WASM runtime start; later sessions ${creates.slice(1).map((c) => c.toFixed(0)).join(', ')} ms; ${bytes.length} bytes model, 1 WASM thread` });

  const rec = await loadRecord(new DirFileSet(LUDB_DIR), '1.hea');
  const s = await createSession(bytes, 'wasm');
  const leads = rec.leads.map((_, i) => networkLead(rec, i));
  const n = padLength(leads[0].length, 16);
  const input = new Float32Array(12 * n);
  leads.forEach((x, i) => input.set(x, i * n));
  const run = await timeAsync(() => s.session.run({ signal: new s.ort.Tensor('float32', input, [12, 1, n]) }), 10);
  rows.push({ name: 'network run, 12 leads × 10 s (WASM, Node)', value: run.wall, unit: 'ms', target: '< 50 ms',
    protocol: `mean of 10 after ${WARM_UP_RUNS} warm-up runs (min ${run.min.toFixed(1)} ms, CPU ${run.cpu.toFixed(1)} ms/run); LUDB 1 at 250 Hz, batch [12,1,${n}]` });
  // A new record object each run: the networks' input leads are made once per record object (networkLead).
  const full = await timeAsync(() => delineateWithOnnx({ ...rec }, 'wasm'), 5);
  rows.push({ name: 'delineateWithOnnx, LUDB 1 (12 × 5000 @ 500 Hz)', value: full.wall, unit: 'ms',
    protocol: `mean of 5 after ${WARM_UP_RUNS} warm-up runs (min ${full.min.toFixed(1)} ms, CPU ${full.cpu.toFixed(1)} ms/run): resample + normalise + run + waves` });
  // The beat-QRS network on every beat (the combined delineator's extra step on 12-lead records), after the record's
  // delineation made the input leads, as in the command and the app.
  const peaks = rec.annotations.filter((a) => a.source === 'ii' && a.symbol === 'N').map((a) => a.sample);
  const all = peaks.map((_, i) => i);
  for (let i = 0; i < WARM_UP_RUNS; i++) await estimateBeatQrs(rec, peaks, all, 'wasm');
  const bq = await timeAsync(() => estimateBeatQrs(rec, peaks, all, 'wasm'), 10);
  rows.push({ name: 'estimateBeatQrs, LUDB 1 (12 × 5000 @ 500 Hz)', value: bq.wall, unit: 'ms',
    protocol: `mean of 10 after ${WARM_UP_RUNS} warm-up runs (min ${bq.min.toFixed(1)} ms, CPU ${bq.cpu.toFixed(1)} ms/run): one run of batch [${peaks.length},12,160] (LUDB's lead-II beats), 13 boundaries per beat, leads already made by delineateWithOnnx` });
  rows.push(...(await browserRows(rec, true)), ...(await browserRows(rec, false)));
  return rows;
}
