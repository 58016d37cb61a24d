import { describe, expect, it } from 'vitest';
import type { EcgRecord } from '../types';
import { simulateEcg } from './index';

const QUIET = { whiteMv: 0, emgMv: 0, baselineMv: 0, powerlineMv: 0 };

function lead(rec: EcgRecord, name: string): Float32Array {
  const l = rec.leads.find((x) => x.name === name);
  if (!l) throw new Error(`no lead ${name}`);
  return l.samples;
}

/** Net area of a lead over [a, b] samples. */
function area(x: Float32Array, a: number, b: number): number {
  let s = 0;
  for (let i = a; i <= b; i++) s += x[i];
  return s;
}

describe('simulateEcg: record and lead relations', () => {
  it('builds 12 standard leads of the requested length with finite samples', () => {
    const { record } = simulateEcg({ fs: 500, durationS: 10 }, 7);
    expect(record.leads.map((l) => l.name)).toEqual(['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6']);
    expect(record.length).toBe(5000);
    for (const l of record.leads) {
      expect(l.samples.length).toBe(5000);
      expect(l.samples.every(Number.isFinite)).toBe(true);
    }
  });

  it('keeps III = II − I, aVR = −(I+II)/2, aVL = I − II/2, aVF = II − I/2 exactly, noise included', () => {
    const { record } = simulateEcg({ noise: { whiteMv: 0.05, emgMv: 0.05, baselineMv: 0.3, powerlineMv: 0.1, powerlineHz: 60 }, rhythm: 'af' }, 11);
    const [i, ii, iii, avr, avl, avf] = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF'].map((n) => lead(record, n));
    let bad = 0;
    for (let k = 0; k < record.length; k++) {
      if (iii[k] !== Math.fround(ii[k] - i[k])) bad++;
      if (avr[k] !== Math.fround(-(i[k] + ii[k]) / 2)) bad++;
      if (avl[k] !== Math.fround(i[k] - ii[k] / 2)) bad++;
      if (avf[k] !== Math.fround(ii[k] - i[k] / 2)) bad++;
    }
    expect(bad).toBe(0);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = simulateEcg({}, 5).record;
    const b = simulateEcg({}, 5).record;
    const c = simulateEcg({}, 6).record;
    expect(lead(a, 'V2')).toEqual(lead(b, 'V2'));
    expect(lead(a, 'V2')).not.toEqual(lead(c, 'V2'));
  });

  it('rejects out-of-range parameters with a clear error', () => {
    expect(() => simulateEcg({ hrBpm: 900 })).toThrow(/hrBpm/);
    expect(() => simulateEcg({ fs: Number.NaN })).toThrow(/fs/);
    expect(() => simulateEcg({ durationS: 1e9 })).toThrow(/durationS/);
  });

  it('gives the same lead whichever subset of leads is requested', () => {
    const full = simulateEcg({ noise: { emgMv: 0.03 } }, 12).record;
    const sub = simulateEcg({ noise: { emgMv: 0.03 }, leads: ['aVF', 'V4'] }, 12).record;
    expect(sub.leads[0].samples).toEqual(lead(full, 'aVF'));
    expect(sub.leads[1].samples).toEqual(lead(full, 'V4'));
  });

  it('honours fs, duration, a lead subset and metadata', () => {
    const { record } = simulateEcg({ fs: 250, durationS: 4, leads: ['II', 'V1'], age: 33, sex: 'F', id: 'x1' }, 2);
    expect(record.fs).toBe(250);
    expect(record.length).toBe(1000);
    expect(record.leads.map((l) => l.name)).toEqual(['II', 'V1']);
    expect(record.metadata).toMatchObject({ age: 33, sex: 'F' });
    expect(record.id).toBe('x1');
  });
});

describe('simulateEcg: ground truth matches the signal and the parameters', () => {
  it('reproduces HR, PR, QRS and QT in the per-beat fiducials', () => {
    const { truth } = simulateEcg({ hrBpm: 80, prMs: 180, qrsMs: 100, qtMs: 400, noise: QUIET }, 3);
    expect(Math.abs(truth.hr_bpm - 80)).toBeLessThan(2);
    expect(truth.beats.length).toBeGreaterThanOrEqual(12);
    for (const b of truth.beats) {
      if (b.pOn !== null) expect(Math.abs(b.qrsOn - b.pOn - 90)).toBeLessThanOrEqual(1);
      expect(Math.abs(b.qrsOff - b.qrsOn - 50)).toBeLessThanOrEqual(1);
      if (b.tOff !== null) expect(Math.abs(b.tOff - b.qrsOn - 200)).toBeLessThanOrEqual(1);
      expect(b.r).toBeGreaterThan(b.qrsOn);
      expect(b.r).toBeLessThan(b.qrsOff);
    }
    expect(truth).toMatchObject({ pr_ms: 180, qrs_ms: 100, qt_ms: 400 });
  });

  it('places fiducials where the noise-free signal leaves and rejoins the isoelectric line', () => {
    const { record, truth } = simulateEcg({ hrBpm: 60, noise: QUIET }, 4);
    const b = truth.beats[3];
    for (const l of record.leads) {
      const x = l.samples;
      // PR segment and ST segment (before T onset) are flat at 0 in every lead.
      for (let k = (b.pOff as number) + 1; k < b.qrsOn; k++) expect(Math.abs(x[k])).toBeLessThan(1e-6);
      for (let k = b.qrsOff + 1; k < (b.tOn as number); k++) expect(Math.abs(x[k])).toBeLessThan(1e-6);
      // TP segment: from T end to the next P onset.
      for (let k = (b.tOff as number) + 1; k < (truth.beats[4].pOn as number); k++) expect(Math.abs(x[k])).toBeLessThan(1e-6);
    }
    // The waves themselves are visible: at least 0.1 mV somewhere in the QRS, 0.05 mV in P and T (lead II).
    const ii = lead(record, 'II');
    const peak = (a: number, z: number): number => Math.max(...Array.from(ii.subarray(a, z + 1), Math.abs));
    expect(peak(b.qrsOn, b.qrsOff)).toBeGreaterThan(0.5);
    expect(peak(b.pOn as number, b.pOff as number)).toBeGreaterThan(0.05);
    expect(peak(b.tOn as number, b.tOff as number)).toBeGreaterThan(0.1);
  });

  it('starts and ends the QRS gradually, like annotated LUDB complexes (not abruptly)', () => {
    // Mean over leads of |x(t) − x(edge)| / QRS peak-to-peak, 12 ms inside each edge. LUDB
    // annotations: 3.4 % after onset, 6.4 % before offset; untapered lobes gave ~15 % after onset here.
    const { record, truth } = simulateEcg({ noise: QUIET }, 4);
    const b = truth.beats[3];
    const d = 6; // 12 ms at 500 Hz
    let on = 0;
    let off = 0;
    let n = 0;
    for (const l of record.leads) {
      const q = Array.from(l.samples.subarray(b.qrsOn, b.qrsOff + 1));
      const pp = Math.max(...q) - Math.min(...q);
      if (pp < 0.1) continue;
      on += Math.abs(q[d] - q[0]) / pp;
      off += Math.abs(q[q.length - 1 - d] - q[q.length - 1]) / pp;
      n++;
      // Still exactly where the waveform starts and ends: non-zero one sample inside each edge.
      expect(Math.abs(q[1]) + Math.abs(q[q.length - 2])).toBeGreaterThan(0);
    }
    expect(on / n).toBeGreaterThan(0.005);
    expect(on / n).toBeLessThan(0.09);
    expect(off / n).toBeGreaterThan(0.01);
    expect(off / n).toBeLessThan(0.13);
  });

  it.each([-75, -45, -20, 0, 30, 60, 85, 110, 150])('QRS axis %i° is what net QRS areas in I and aVF give', (axis) => {
    const { record, truth } = simulateEcg({ qrsAxisDeg: axis, noise: QUIET }, 9);
    const b = truth.beats[2];
    const aI = area(lead(record, 'I'), b.qrsOn, b.qrsOff);
    const aF = area(lead(record, 'aVF'), b.qrsOn, b.qrsOff);
    const exact = (Math.atan2((2 * aF) / Math.sqrt(3), aI) * 180) / Math.PI;
    const plain = (Math.atan2(aF, aI) * 180) / Math.PI;
    expect(Math.abs(exact - axis)).toBeLessThan(2);
    expect(Math.abs(plain - axis)).toBeLessThan(6);
    expect(Math.abs(truth.axis.qrs - axis)).toBeLessThanOrEqual(1);
  });

  it('QTc from qtcMs follows Bazett at the mean rate', () => {
    const { truth } = simulateEcg({ hrBpm: 60, qtcMs: 500, rrVariability: 0, noise: QUIET }, 1);
    expect(Math.abs(truth.qt_ms - 500)).toBeLessThanOrEqual(1);
    expect(truth.findings).toContain('long_qt');
  });
});

describe('simulateEcg: rhythms', () => {
  it('AF: no P waves, irregular RR, fibrillatory baseline', () => {
    const { record, truth } = simulateEcg({ rhythm: 'af', hrBpm: 100, durationS: 20, noise: QUIET }, 21);
    expect(truth.beats.every((b) => b.pOn === null && b.pPeak === null && b.pOff === null)).toBe(true);
    const rr = truth.beats.slice(1).map((b, i) => b.qrsOn - truth.beats[i].qrsOn);
    const mean = rr.reduce((a, b) => a + b, 0) / rr.length;
    const sd = Math.sqrt(rr.reduce((a, b) => a + (b - mean) ** 2, 0) / rr.length);
    expect(sd / mean).toBeGreaterThan(0.1);
    // Baseline between T end and the next QRS is not flat (f-waves), unlike sinus rhythm.
    const v1 = lead(record, 'V1');
    const b = truth.beats[4];
    const next = truth.beats[5];
    const seg = Array.from(v1.subarray((b.tOff as number) + 5, next.qrsOn - 5));
    expect(Math.max(...seg) - Math.min(...seg)).toBeGreaterThan(0.04);
    expect(truth.rhythm).toBe('atrial_fibrillation');
    expect(truth.pr_ms).toBeNull();
    expect(truth.axis.p).toBeNull();
  });

  it('PVCs: early, wide, no P, full compensatory pause', () => {
    const { record, truth } = simulateEcg({ pvcEvery: 4, hrBpm: 75, rrVariability: 0, durationS: 20, noise: QUIET }, 8);
    const rr = 800;
    const beats = truth.beats;
    const pvcIdx = beats.map((b, i) => (b.class === 'V' ? i : -1)).filter((i) => i > 0 && i < beats.length - 1);
    expect(pvcIdx.length).toBeGreaterThanOrEqual(3);
    const ii = lead(record, 'II');
    for (const i of pvcIdx) {
      const v = beats[i];
      expect(v.pOn).toBeNull();
      expect(((v.qrsOff - v.qrsOn) * 1000) / 500).toBeGreaterThanOrEqual(120);
      const before = ((v.qrsOn - beats[i - 1].qrsOn) * 1000) / 500;
      const after = ((beats[i + 1].qrsOn - v.qrsOn) * 1000) / 500;
      expect(before).toBeLessThan(0.8 * rr);
      expect(Math.abs(before + after - 2 * rr)).toBeLessThan(10);
      // Wider and differently shaped than the conducted beats: big deflection in II.
      const pvcPeak = Math.max(...Array.from(ii.subarray(v.qrsOn, v.qrsOff), Math.abs));
      expect(pvcPeak).toBeGreaterThan(0.5);
    }
    expect(truth.findings).toContain('premature_ventricular_complex');
  });

  it('sinus brady/tachy and first-degree AV block are reported from rate and PR', () => {
    expect(simulateEcg({ hrBpm: 45 }, 1).truth.findings).toContain('sinus_bradycardia');
    expect(simulateEcg({ hrBpm: 125 }, 1).truth.findings).toContain('sinus_tachycardia');
    expect(simulateEcg({ prMs: 280 }, 1).truth.findings).toContain('first_degree_av_block');
    const normal = simulateEcg({}, 1).truth;
    expect(normal.findings).toEqual(['sinus_rhythm', 'normal_axis', 'normal_ecg']);
  });
});

describe('simulateEcg: morphologies', () => {
  function qrsOf(rec: EcgRecord, name: string, b: { qrsOn: number; qrsOff: number }): number[] {
    return Array.from(lead(rec, name).subarray(b.qrsOn, b.qrsOff + 1));
  }

  it('RBBB: QRS ≥ 120 ms, rSR′ in V1 (terminal positive), wide terminal S in I and V6', () => {
    const { record, truth } = simulateEcg({ morphology: 'rbbb', noise: QUIET }, 2);
    expect(truth.qrs_ms).toBeGreaterThanOrEqual(120);
    const b = truth.beats[2];
    const v1 = qrsOf(record, 'V1', b);
    const third = Math.floor(v1.length / 3);
    expect(Math.max(...v1.slice(0, third))).toBeGreaterThan(0.05); // r
    expect(Math.min(...v1)).toBeLessThan(-0.2); // S
    expect(Math.max(...v1.slice(2 * third))).toBeGreaterThan(0.3); // R'
    for (const name of ['I', 'V6']) {
      const x = qrsOf(record, name, b);
      const negMs = (x.filter((v, k) => v < -0.02 && k > x.length / 2).length * 1000) / 500;
      expect(negMs).toBeGreaterThan(40);
    }
    expect(truth.findings).toContain('complete_right_bundle_branch_block');
  });

  it('LBBB: QRS ≥ 120 ms, QS in V1, broad R without septal q in I and V6, discordant T', () => {
    const { record, truth } = simulateEcg({ morphology: 'lbbb', noise: QUIET }, 2);
    const b = truth.beats[2];
    const v1 = qrsOf(record, 'V1', b);
    expect(Math.max(...v1)).toBeLessThan(0.15);
    expect(Math.min(...v1)).toBeLessThan(-0.5);
    for (const name of ['I', 'V6']) {
      const x = qrsOf(record, name, b);
      const rIdx = x.indexOf(Math.max(...x));
      expect(Math.min(...x.slice(0, rIdx))).toBeGreaterThan(-0.03);
      expect(truth.perLead[name].t_mv).toBeLessThan(-0.1);
      // broad: above half its peak for > 50 ms
      expect((x.filter((v) => v > x[rIdx] / 2).length * 1000) / 500).toBeGreaterThan(50);
    }
    expect(truth.findings).toContain('complete_left_bundle_branch_block');
  });

  it('LVH voltage meets Sokolow–Lyon in the signal; low voltage stays under the limits', () => {
    const lvh = simulateEcg({ lvh: true, noise: QUIET }, 3);
    const b = lvh.truth.beats[2];
    const sV1 = -Math.min(...qrsOf(lvh.record, 'V1', b));
    const rV5 = Math.max(...qrsOf(lvh.record, 'V5', b));
    const rV6 = Math.max(...qrsOf(lvh.record, 'V6', b));
    expect(sV1 + Math.max(rV5, rV6)).toBeGreaterThan(3.5);
    expect(lvh.truth.findings).toContain('left_ventricular_hypertrophy');

    const low = simulateEcg({ lowVoltage: true, noise: QUIET }, 3);
    const bl = low.truth.beats[2];
    for (const name of ['I', 'II', 'III', 'aVR', 'aVL', 'aVF']) {
      const x = qrsOf(low.record, name, bl);
      expect(Math.max(...x) - Math.min(...x)).toBeLessThan(0.5);
    }
    expect(low.truth.findings).toContain('low_qrs_voltage');
  });

  it('inferior ST elevation with reciprocal depression in aVL, measured at the J point', () => {
    const { record, truth } = simulateEcg({ stShiftMv: { inferior: 0.25 }, noise: QUIET }, 4);
    const b = truth.beats[2];
    for (const name of ['II', 'III', 'aVF']) expect(lead(record, name)[b.qrsOff]).toBeGreaterThan(0.15);
    expect(lead(record, 'aVL')[b.qrsOff]).toBeLessThan(-0.1);
    expect(lead(record, 'III')[b.qrsOff]).toBeGreaterThan(lead(record, 'II')[b.qrsOff]);
    expect(truth.findings).toEqual(expect.arrayContaining(['st_elevation', 'inferior_stemi']));
  });

  it('T inversion in a territory gives negative T in its leads', () => {
    const { truth } = simulateEcg({ tInversion: ['lateral'], noise: QUIET }, 4);
    for (const name of ['I', 'V5', 'V6']) expect(truth.perLead[name].t_mv).toBeLessThan(-0.1);
    expect(truth.findings).toEqual(expect.arrayContaining(['t_wave_inversion', 'lateral_ischemia']));
  });

  it('mains interference appears at the requested frequency', () => {
    const { record } = simulateEcg({ noise: { whiteMv: 0, emgMv: 0, baselineMv: 0, powerlineMv: 0.1, powerlineHz: 60 } }, 4);
    const x = lead(record, 'V3');
    const power = (hz: number): number => {
      let re = 0;
      let im = 0;
      for (let k = 0; k < x.length; k++) {
        re += x[k] * Math.cos((2 * Math.PI * hz * k) / 500);
        im += x[k] * Math.sin((2 * Math.PI * hz * k) / 500);
      }
      return Math.hypot(re, im) / x.length;
    };
    expect(power(60)).toBeGreaterThan(0.02);
    expect(power(60)).toBeGreaterThan(10 * power(50));
  });
});
