import { analyzeRecord } from '../src/core/analysis/index';
import { createRng } from '../src/core/simulate/prng';
import { simulateEcg, type SimInput } from '../src/core/simulate/index';
import type { BenchRow } from './types';

const N = 60;
/** Least gap between the end of one T wave and the next P onset in the random draws. */
const TP_GAP_MS = 80;

/** Seeded random but plausible parameter sets: rates, intervals, axes, conduction, AF, PVCs, noise. */
export function randomParams(k: number): SimInput {
  const r = createRng(1000 + k);
  const u = r.next();
  const morphology = u < 0.15 ? 'rbbb' : u < 0.3 ? 'lbbb' : 'normal';
  const af = r.next() < 0.15;
  // Physiological combinations only: the P wave must start after the previous T ends, with a gap
  // (PR ≤ RR − QT − TP_GAP_MS); otherwise redraw the rate (lower rates leave room for a long PR).
  let hrBpm = Math.round(r.range(45, 130));
  const qtcMs = Math.round(r.range(390, 500));
  const prRoom = (hr: number): number => 60000 / hr - qtcMs * Math.sqrt(60 / hr) - TP_GAP_MS;
  for (let k = 0; k < 20 && prRoom(hrBpm) < 140; k++) hrBpm = Math.round(r.range(45, hrBpm));
  const prMs = Math.round(r.range(120, Math.max(121, Math.min(280, prRoom(hrBpm)))));
  return {
    hrBpm,
    prMs,
    qrsMs: morphology === 'normal' ? Math.round(r.range(80, 110)) : Math.round(r.range(125, 160)),
    qtcMs,
    qrsAxisDeg: Math.round(r.range(-60, 110)),
    morphology,
    rhythm: af ? 'af' : 'sinus',
    pvcEvery: r.next() < 0.15 ? 5 : 0,
    sex: r.next() < 0.5 ? 'M' : 'F',
    noise: { whiteMv: r.range(0.005, 0.02), baselineMv: r.range(0.02, 0.2), emgMv: r.next() < 0.2 ? 0.02 : 0 },
  };
}

function stats(errs: number[], tol: number): { bias: number; sd: number; within: number } {
  const n = errs.length || 1;
  const bias = errs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(errs.reduce((a, b) => a + (b - bias) ** 2, 0) / n);
  return { bias, sd, within: (100 * errs.filter((e) => Math.abs(e) <= tol).length) / n };
}

const IGNORED = new Set(['normal_ecg', 'abnormal_ecg']);

/**
 * Section 'synthetic': analyzeRecord against the simulator's exact ground truth on N seeded
 * random records (src/core/simulate; 10 s, 12 leads, 500 Hz).
 */
export async function simulateAccuracy(): Promise<BenchRow[]> {
  const err: Record<'hr' | 'pr' | 'qrs' | 'qt' | 'axis', number[]> = { hr: [], pr: [], qrs: [], qt: [], axis: [] };
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let beatTp = 0;
  let beatFn = 0;
  let beatFp = 0;
  for (let k = 0; k < N; k++) {
    const { record, truth } = simulateEcg(randomParams(k), 1000 + k);
    const a = analyzeRecord(record);
    const m = a.measurements;
    if (m.hr_bpm !== null) err.hr.push(m.hr_bpm - truth.hr_bpm);
    if (m.pr_ms !== null && truth.pr_ms !== null) err.pr.push(m.pr_ms - truth.pr_ms);
    if (m.qrs_ms !== null) err.qrs.push(m.qrs_ms - truth.qrs_ms);
    if (m.qt_ms !== null) err.qt.push(m.qt_ms - truth.qt_ms);
    if (m.axis_deg.qrs !== null) err.axis.push(((m.axis_deg.qrs - truth.axis.qrs + 540) % 360) - 180);
    const got = new Set(a.findings.map((f) => f.code).filter((c) => !IGNORED.has(c)));
    const want = new Set(truth.findings.filter((c) => !IGNORED.has(c)));
    for (const c of got) (want.has(c) ? tp++ : fp++);
    for (const c of want) if (!got.has(c)) fn++;
    const used = new Set<number>();
    for (const b of truth.beats) {
      const j = a.beats.findIndex((x, i) => !used.has(i) && Math.abs(x.r - b.r) <= 0.075 * record.fs);
      if (j >= 0) {
        used.add(j);
        beatTp++;
      } else beatFn++;
    }
    // Truth lists only beats whose QRS lies wholly inside the record: edge detections are not errors.
    const edge = 0.15 * record.fs;
    beatFp += a.beats.filter((x, i) => !used.has(i) && x.r >= edge && x.r < record.length - edge).length;
  }
  const p = `${N} seeded random synthetic records (simulateEcg, 10 s 12-lead 500 Hz, normal/RBBB/LBBB, 15 % AF, 15 % PVCs, noise); error = analyzeRecord − truth`;
  const rows: BenchRow[] = [];
  const add = (name: string, key: keyof typeof err, tol: number, unit: string): void => {
    const s = stats(err[key], tol);
    rows.push({ name: `${name} within ±${tol} ${unit}`, value: s.within, unit: '%', target: '≥ 95 %', protocol: p });
    rows.push({ name: `${name} error mean (SD)`, value: s.bias, unit: `${unit} (SD ${s.sd.toFixed(1)})`, protocol: `n = ${err[key].length}` });
  };
  add('HR', 'hr', 5, 'bpm');
  add('PR', 'pr', 20, 'ms');
  add('QRS', 'qrs', 20, 'ms');
  add('QT', 'qt', 30, 'ms');
  add('QRS axis', 'axis', 20, '°');
  rows.push({ name: 'beat detection sensitivity', value: (100 * beatTp) / (beatTp + beatFn), unit: '%', target: '≥ 99.5 %', protocol: 'R within 75 ms of the true R' });
  rows.push({ name: 'beat detection +P', value: (100 * beatTp) / (beatTp + beatFp || 1), unit: '%', target: '≥ 99.5 %', protocol: 'unmatched detections (> 150 ms from the record ends) are false positives' });
  rows.push({ name: 'finding codes recall', value: (100 * tp) / (tp + fn || 1), unit: '%', protocol: 'truth.findings vs analysis findings, micro-averaged, normal/abnormal_ecg excluded' });
  rows.push({ name: 'finding codes precision', value: (100 * tp) / (tp + fp || 1), unit: '%', protocol: 'same records' });
  return rows;
}
