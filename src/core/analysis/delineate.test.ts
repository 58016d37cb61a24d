import { describe, expect, it } from 'vitest';
import { describeData } from '../../../tests/data';
import { evaluateLudb, evaluateQtdb, f1, meanSd, recordNames, LUDB_DIR, QTDB_DIR } from '../../../bench/delineation-accuracy';
import { simulateEcg } from '../simulate/index';
import { analyzeRecord } from './index';
import { waveletTransform } from './delineate-wavelet';
import { robustQuantile } from './delineate-global';
import { chooseBlocks, consensusQrs } from './delineate-record';
import { delineateQrsLead, qrsScale } from './delineate-lead';

describe('wavelet transform', () => {
  it('has a zero crossing at the peak of a symmetric wave at every scale, extrema on its slopes', () => {
    const x = new Float32Array(400);
    for (let i = 0; i < 400; i++) x[i] = Math.exp(-((i - 200) ** 2) / (2 * 15 * 15));
    for (const w of waveletTransform(x)) {
      expect(Math.abs(w[200])).toBeLessThan(1e-6);
      let mx = 0, mn = 0;
      for (let i = 1; i < 400; i++) {
        if (w[i] > w[mx]) mx = i;
        if (w[i] < w[mn]) mn = i;
      }
      expect(mx).toBeLessThan(200);
      expect(mn).toBeGreaterThan(200);
      expect(mx + mn).toBe(400);
    }
  });
});

describe('global fiducials', () => {
  it('robustQuantile picks order statistics', () => {
    expect(robustQuantile([5, 1, 3, 2, 4], 0)).toBe(1);
    expect(robustQuantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(robustQuantile([], 0.5)).toBeNull();
  });
  it('long records are delineated on evenly spread blocks', () => {
    expect(chooseBlocks(5, 10)).toEqual([0, 1, 2, 3, 4]);
    const b = chooseBlocks(8640, 180);
    expect(b.length).toBe(180);
    expect(b[0]).toBeLessThan(48);
    expect(b[179]).toBeGreaterThan(8640 - 48);
  });
});

describe('QRS boundaries of wide complexes', () => {
  const fs = 250;
  const r = 500;
  // A narrow main deflection plus a smaller one `at` samples from it (a terminal R' or slurred S).
  const complex = (at: number, amp = 0.3) => {
    const x = new Float32Array(1000);
    for (let i = 0; i < x.length; i++) x[i] = Math.exp(-(((i - r) / 3) ** 2)) + amp * Math.exp(-(((i - r - at) / 3) ** 2));
    return x;
  };
  it('a terminal deflection 100 ms after the main one belongs to the QRS; the same before it does not', () => {
    const after = complex(25);
    const [qa] = delineateQrsLead(after, qrsScale(after), fs, [r]);
    expect(qa!.off).toBeGreaterThan(r + 25);
    expect(qa!.on).toBeGreaterThan(r - 10);
    const before = complex(-25);
    const [qb] = delineateQrsLead(before, qrsScale(before), fs, [r]);
    expect(qb!.on).toBeGreaterThan(r - 10);
  });
  it('the multi-lead consensus lets a lead with a late terminal deflection end 40 ms after the median lead', () => {
    const ys = [complex(0, 0), complex(0, 0), complex(0, 0), complex(0, 0), complex(10)];
    const q = consensusQrs(ys, [r]);
    const plainOff = q[0][0]!.off;
    // The fifth lead's own offset is ~50 ms past the others'; the offset margin (40 ms; 20 ms before 1.2.0) bounds it.
    expect(q[4][0]!.off - plainOff).toBeGreaterThanOrEqual(8);
    expect(q[4][0]!.off).toBeGreaterThan(r + 10);
  });
});

describe('delineation on synthetic ECGs (exact truth)', () => {
  it('finds QRS, P and T of every sinus beat close to the truth', () => {
    const { record, truth } = simulateEcg({}, 11);
    const a = analyzeRecord(record);
    const fs = record.fs;
    let n = 0;
    for (const t of truth.beats) {
      const b = a.beats.find((x) => Math.abs(x.r - t.r) < 0.05 * fs);
      expect(b, `beat at ${t.r}`).toBeDefined();
      if (!b || b.qrsOn === null || b.tOff === null) continue;
      n++;
      expect(Math.abs(b.qrsOn - t.qrsOn) / fs).toBeLessThan(0.025);
      expect(Math.abs(b.qrsOff! - t.qrsOff) / fs).toBeLessThan(0.025);
      expect(Math.abs(b.tOff - t.tOff!) / fs).toBeLessThan(0.03);
      if (t.pOn !== null && b.pOn !== null) expect(Math.abs(b.pOn - t.pOn) / fs).toBeLessThan(0.03);
    }
    expect(n).toBeGreaterThanOrEqual(truth.beats.length - 1);
    expect(a.beats.filter((b) => b.pOn !== null).length).toBeGreaterThanOrEqual(truth.beats.length - 2);
  });

  it('reports no P wave in atrial fibrillation', () => {
    const { record } = simulateEcg({ rhythm: 'af' }, 12);
    const a = analyzeRecord(record);
    expect(a.beats.filter((b) => b.pOn !== null).length).toBeLessThanOrEqual(1);
    expect(a.measurements.pr_ms).toBeNull();
    expect(a.leads.II.waves.filter((w) => w.type === 'P').length).toBeLessThanOrEqual(1);
  });
});

// Numbers achieved on the full sets are in docs/delineation.md; this fixed subset guards against regressions.
describeData('delineation accuracy on LUDB and QTDB (fixed subset)', () => {
  it('LUDB, first 25 records: per-lead F1 and boundary errors', async () => {
    const r = await evaluateLudb(recordNames(LUDB_DIR).slice(0, 25));
    // Achieved on this subset (2026-11-30, delineator 1.2.0): F1 P 96.2 %, QRS 100.0 %, T 100.0 %; QRS on 3.3 ± 13.9,
    // off −2.1 ± 14.5; T off 2.7 ± 24.1; P on −5.2 ± 19.6 ms; within tolerance HR 25, PR 22, QRS 21, QT 19 of 25 records.
    expect(f1(r.stats.QRS)).toBeGreaterThan(0.996);
    expect(f1(r.stats.P)).toBeGreaterThan(0.955);
    expect(f1(r.stats.T)).toBeGreaterThan(0.995);
    const qOn = meanSd(r.stats.QRS.on), qOff = meanSd(r.stats.QRS.off), tOff = meanSd(r.stats.T.off), pOn = meanSd(r.stats.P.on);
    expect(Math.abs(qOn.mean)).toBeLessThan(6);
    expect(qOn.sd).toBeLessThan(16);
    expect(Math.abs(qOff.mean)).toBeLessThan(6);
    expect(qOff.sd).toBeLessThan(16);
    expect(Math.abs(tOff.mean)).toBeLessThan(8);
    expect(tOff.sd).toBeLessThan(26);
    expect(Math.abs(pOn.mean)).toBeLessThan(9);
    expect(pOn.sd).toBeLessThan(22);
    expect(r.within.hr).toBeGreaterThanOrEqual(24);
    expect(r.within.pr).toBeGreaterThanOrEqual(20);
    expect(r.within.qrs).toBeGreaterThanOrEqual(20);
    expect(r.within.qt).toBeGreaterThanOrEqual(18);
  }, 60_000);

  it('QTDB (q1c), every 6th record: global QRS onset and T end', async () => {
    const r = await evaluateQtdb(recordNames(QTDB_DIR).filter((_, i) => i % 6 === 0));
    expect(r.matched / r.beats).toBeGreaterThan(0.98);
    const on = meanSd(r.qrsOn), off = meanSd(r.tOff);
    // Achieved on this subset (2026-11-30, delineator 1.2.0): QRS onset −0.8 ± 11.9 ms, T end −4.7 ± 33.5 ms.
    expect(Math.abs(on.mean)).toBeLessThan(5);
    expect(on.sd).toBeLessThan(15);
    expect(Math.abs(off.mean)).toBeLessThan(10);
    expect(off.sd).toBeLessThan(36);
  }, 60_000);
});
