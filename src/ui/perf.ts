// Draw timings, read by the Playwright speed spec (e2e/ui-bench.spec.ts).
export interface DrawTiming {
  kind: string;
  ms: number;
  at: number;
}

declare global {
  interface Window {
    /** flush: read one pixel back after each draw so the timing includes rasterisation (benchmarks only). */
    __ecgPerf?: { draws: DrawTiming[]; flush?: boolean };
  }
}

export function recordDraw(kind: string, ms: number): void {
  const perf = (window.__ecgPerf ??= { draws: [] });
  perf.draws.push({ kind, ms, at: performance.now() });
  if (perf.draws.length > 2000) perf.draws.splice(0, 1000);
}

export function flushForTiming(ctx: CanvasRenderingContext2D): void {
  if (window.__ecgPerf?.flush) ctx.getImageData(0, 0, 1, 1);
}
