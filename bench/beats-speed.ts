// Speed of filters, beat detection and classification.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { detectQrs } from '../src/core/analysis/detect';
import { classifyBeats } from '../src/core/analysis/classify';
import { applyFilterPreset } from '../src/core/signal/filters';
import { resample } from '../src/core/signal/resample';
import { loadMitdb } from './beats-accuracy';
import type { BenchRow } from './types';

/** Median wall time of `runs` calls, in ms. */
function time(runs: number, f: () => unknown): number {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    f();
    t.push(performance.now() - s);
  }
  return t.sort((a, b) => a - b)[runs >> 1];
}

export async function beatsSpeedSection(): Promise<BenchRow[]> {
  if (!existsSync(resolve(import.meta.dirname, '../../shared/data/mitdb'))) throw new Error('../shared/data/mitdb not found');
  const rows: BenchRow[] = [];
  const { fs, leads } = await loadMitdb('100');
  const tenS = resample(leads[0].subarray(0, 10 * fs), fs, 500);
  rows.push({
    name: 'filter preset diagnostic + 50 Hz notch, 10 s × 1 lead at 500 Hz',
    value: time(21, () => applyFilterPreset(tenS, 500, 'diagnostic', { notch: 50 })),
    unit: 'ms',
    target: '≪ 1 ms',
    protocol: 'median of 21 runs',
  });
  rows.push({
    name: 'filter preset monitoring, 30 min × 1 lead at 360 Hz',
    value: time(5, () => applyFilterPreset(leads[0], fs, 'monitoring')),
    unit: 'ms',
    target: 'tens of ms',
    protocol: 'MIT-BIH 100, median of 5 runs',
  });
  let beats: Int32Array = new Int32Array(0);
  rows.push({
    name: 'detectQrs, 30 min × 2 leads at 360 Hz',
    value: time(5, () => (beats = detectQrs(leads, fs))),
    unit: 'ms',
    target: '< 1000 (whole analysis)',
    protocol: 'MIT-BIH 100, median of 5 runs',
  });
  rows.push({
    name: 'classifyBeats, 30 min × 2 leads at 360 Hz',
    value: time(5, () => classifyBeats(leads, fs, beats)),
    unit: 'ms',
    protocol: `MIT-BIH 100 (${beats.length} beats), median of 5 runs`,
  });
  // 24 h × 2 leads at 250 Hz: MIT-BIH 100 resampled to 250 Hz and tiled 48 times.
  const at250 = leads.map((l) => resample(l, fs, 250));
  const day = at250.map((l) => {
    const out = new Float32Array(l.length * 48);
    for (let k = 0; k < 48; k++) out.set(l, k * l.length);
    return out;
  });
  let dayBeats: Int32Array = new Int32Array(0);
  const tDetect = time(1, () => (dayBeats = detectQrs(day, 250)));
  rows.push({
    name: 'detectQrs, 24 h × 2 leads at 250 Hz',
    value: tDetect / 1000,
    unit: 's',
    target: '< 60 s',
    protocol: `MIT-BIH 100 at 250 Hz tiled ×48 (${dayBeats.length} beats), one run`,
  });
  rows.push({
    name: 'classifyBeats, 24 h × 2 leads at 250 Hz',
    value: time(1, () => classifyBeats(day, 250, dayBeats)) / 1000,
    unit: 's',
    protocol: 'same record, one run',
  });
  return rows;
}
