// Paper PNG rendering speed (issue 8) is a browser number: e2e/ask.spec.ts renders the 12-lead
// paper PNG in Chromium and writes bench/out/ask-bench.json; this section reports it.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BenchRow } from './types';

const FILE = resolve(import.meta.dirname, 'out/ask-bench.json');

interface AskBench {
  date: string;
  browser: string;
  paperPng: { pxPerMm: number; width: number; height: number; runs: number[]; medianMs: number; targetMs: number; bytes: number };
}

export async function askSpeed(): Promise<BenchRow[]> {
  if (!existsSync(FILE)) {
    console.warn(`ask: ${FILE} missing; run \`npx vite build && npx playwright test e2e/ask.spec.ts -g "paper PNG"\` first`);
    return [];
  }
  const b = JSON.parse(readFileSync(FILE, 'utf8')) as AskBench;
  const p = b.paperPng;
  return [
    {
      name: '12-lead paper PNG render (3×4 + rhythm, grid, calibration), Chromium',
      value: p.medianMs,
      unit: 'ms',
      target: `< ${p.targetMs} ms`,
      protocol: `median of ${p.runs.length} renders in a row (the first, cold one included), ${p.width}×${p.height} px (${p.pxPerMm} px/mm), canvas → PNG blob, ${p.bytes} bytes; ${b.browser}, e2e/ask.spec.ts on ${b.date.slice(0, 10)}`,
    },
  ];
}
