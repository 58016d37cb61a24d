// Wall-clock timing shared by the speed sections.

/** Middle value of x (the upper one of the two middles for an even count). */
export function median(x: number[]): number {
  const s = [...x].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Median wall time (ms) of `runs` calls of f after one warm-up call. */
export function medianWallMs(runs: number, f: () => unknown): number {
  f();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    t.push(performance.now() - t0);
  }
  return median(t);
}

/** Async f: the first (cold) call's wall time and the median (ms) of `runs` calls after it. */
export async function coldAndMedianWallMs(runs: number, f: () => Promise<unknown>): Promise<{ cold: number; median: number }> {
  const c0 = performance.now();
  await f();
  const cold = performance.now() - c0;
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    t.push(performance.now() - t0);
  }
  return { cold, median: median(t) };
}
