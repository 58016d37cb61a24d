import { simulateEcg } from '../src/core/simulate/index';
import type { BenchRow } from './types';

/** Median process CPU time (user + system, ms) per call: robust to other load on a shared machine. */
function medianMs(runs: number, f: () => void): number {
  f(); // warm-up (JIT)
  const ts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    f();
    const c = process.cpuUsage(c0);
    ts.push((c.user + c.system) / 1000);
  }
  ts.sort((a, b) => a - b);
  return ts[ts.length >> 1];
}

/** Section 'simulate': time to synthesise records with simulateEcg (ground truth included). */
export async function simulateSpeed(): Promise<BenchRow[]> {
  const normal = medianMs(21, () => simulateEcg({}, 1));
  const af = medianMs(11, () => simulateEcg({ rhythm: 'af', pvcEvery: 7, durationS: 60, noise: { emgMv: 0.03, powerlineMv: 0.05 } }, 2));
  const hour = medianMs(3, () => simulateEcg({ fs: 250, durationS: 3600, leads: ['II', 'V1'] }, 3));
  return [
    { name: '10 s 12-lead 500 Hz, sinus, default noise', value: normal, unit: 'ms', target: '< 10 ms', protocol: 'median CPU time of 21 runs after 1 warm-up, simulateEcg({}, 1)' },
    { name: '60 s 12-lead 500 Hz, AF + PVCs + EMG + mains', value: af, unit: 'ms', target: '< 60 ms', protocol: 'median CPU time of 11 runs after 1 warm-up' },
    { name: '1 h 2-lead 250 Hz', value: hour, unit: 'ms', target: '< 3000 ms', protocol: 'median CPU time of 3 runs after 1 warm-up; only the requested leads are computed' },
  ];
}
