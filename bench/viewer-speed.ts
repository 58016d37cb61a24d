import { performance } from 'node:perf_hooks';
import { bucketMinMax, buildMinMaxPyramid, pyramidBytes } from '../src/core/signal/pyramid';
import { median } from './timing';
import type { BenchRow } from './types';

/** Min/max pyramid behind the long-record view: build once, then summarise any window per redraw. */
export async function viewerSpeed(): Promise<BenchRow[]> {
  const fs = 250;
  const n = 24 * 3600 * fs;
  const x = new Float32Array(n);
  for (let i = 0; i < n; i++) x[i] = Math.sin(i / 37) + ((i * 2654435761) % 1000) / 5000;
  const t0 = performance.now();
  const p = buildMinMaxPyramid(x);
  const buildMs = performance.now() - t0;

  const count = 4 * 1200; // ≈4 buckets per pixel on a 1200 px wide view
  const min = new Float32Array(count);
  const max = new Float32Array(count);
  const windows = [n, n / 24, n / 288, n / 1440, 60 * fs, 10 * fs];
  const times: number[] = [];
  let seed = 7;
  for (let rep = 0; rep < 20; rep++) {
    for (const w of windows) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const from = Math.floor((seed / 2147483648) * (n - w));
      const t = performance.now();
      bucketMinMax(p, from, from + w, count, min, max);
      times.push(performance.now() - t);
    }
  }
  const protocol = '24 h × 250 Hz synthetic lead (21.6 M samples), 8-sample base, factor 4; query = 4800 buckets for windows of 24 h, 1 h, 5 min, 1 min, 60 s, 10 s at random offsets, 20 reps each';
  return [
    { name: 'pyramid build, 24 h lead', value: buildMs, unit: 'ms', protocol },
    { name: 'pyramid size / samples size', value: (100 * pyramidBytes(p)) / x.byteLength, unit: '%', protocol },
    { name: 'min/max window query, median', value: median(times), unit: 'ms', target: '< 16 ms per redraw (all leads)', protocol },
    { name: 'min/max window query, max', value: Math.max(...times), unit: 'ms', protocol },
  ];
}
