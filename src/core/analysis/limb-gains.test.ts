import { describe, expect, it } from 'vitest';
import { DirFileSet } from '../../node/dir-fileset';
import { describeData, dataPath } from '../../../tests/data';
import { loadRecord } from '../formats/index';
import { simulateEcg } from '../simulate';
import type { EcgRecord } from '../types';
import { analyzeRecord } from './index';
import { estimateLimbGains, limbGainCorrection } from './limb-gains';

const SCALE: Record<string, number> = { I: 0.55, II: 1.6, III: 1.2, aVR: 0.8, aVL: 2.1, aVF: 0.7 };

function rescaleLimbLeads(rec: EcgRecord): EcgRecord {
  return { ...rec, leads: rec.leads.map((l) => (SCALE[l.name] ? { ...l, samples: Float32Array.from(l.samples, (v) => v * SCALE[l.name]) } : l)) };
}

describe('limb-lead gain recovery', () => {
  it('finds no correction on leads that obey Einthoven', () => {
    const { record } = simulateEcg({ qrsAxisDeg: -45 }, 3);
    const a = analyzeRecord(record, { leadSet: '12' });
    expect(a.measurements.limb_gain_correction).toBeUndefined();
  });

  it('recovers the ratios of per-lead scale factors and restores the axis', () => {
    for (const [axis, seed] of [[-45, 3], [75, 4], [130, 5]] as const) {
      const { record } = simulateEcg({ qrsAxisDeg: axis }, seed);
      const clean = analyzeRecord(record, { leadSet: '12' });
      const scaled = analyzeRecord(rescaleLimbLeads(record), { leadSet: '12' });
      const c = scaled.measurements.limb_gain_correction;
      expect(c).toBeDefined();
      // correction × scale is the same constant for every limb lead
      const products = Object.entries(SCALE).map(([lead, s]) => c!.factors[lead] * s);
      for (const p of products) expect(p / products[0]).toBeCloseTo(1, 1);
      expect(Math.abs(scaled.measurements.axis_deg.qrs! - clean.measurements.axis_deg.qrs!)).toBeLessThanOrEqual(3);
    }
  });

  it('refuses inverted leads (a sign, not a gain) and missing leads', () => {
    const x = Array.from({ length: 200 }, (_, t) => Math.sin(t / 9));
    const y = Array.from({ length: 200 }, (_, t) => Math.cos(t / 13));
    const I = x, III = y.map((v, t) => v - 0.3 * x[t]);
    const II = I.map((v, t) => v + III[t]);
    const leads = { I, II, III, aVR: I.map((v, t) => -(v + II[t]) / 2), aVL: I.map((v, t) => (v - III[t]) / 2), aVF: II.map((v, t) => (v + III[t]) / 2) };
    expect(limbGainCorrection(estimateLimbGains(leads))).toBeNull();
    expect(estimateLimbGains({ ...leads, aVL: leads.aVL.map((v) => -v) })).toBeNull();
    expect(estimateLimbGains({ ...leads, aVF: undefined })).toBeNull();
  });

  it('reports the residuals a sample-by-sample sum over the four identities gives', () => {
    const x = Array.from({ length: 300 }, (_, t) => Math.sin(t / 7) + 0.2 * Math.sin(t / 2.3));
    const y = Array.from({ length: 300 }, (_, t) => Math.cos(t / 11));
    const I = x, III = y.map((v, t) => v - 0.4 * x[t]);
    const II = I.map((v, t) => v + III[t]);
    const leads: Record<string, number[]> = {
      I: I.map((v) => 0.8 * v), II, III, aVR: I.map((v, t) => -(v + II[t]) / 2), aVL: I.map((v, t) => 1.4 * ((v - III[t]) / 2)), aVF: II.map((v, t) => (v + III[t]) / 2),
    };
    const rows = [[-1, 1, -1, 0, 0, 0], [0.5, 0.5, 0, 1, 0, 0], [-0.5, 0, 0.5, 0, 1, 0], [0, -0.5, -0.5, 0, 0, 1]];
    const order = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF'];
    const direct = (c: number[]) => {
      let err = 0, scale = 0;
      for (let t = 0; t < 300; t++) for (const r of rows) {
        let s = 0;
        r.forEach((k, i) => { s += k * c[i] * leads[order[i]][t]; scale += (k * c[i] * leads[order[i]][t]) ** 2; });
        err += s * s;
      }
      return Math.sqrt(err / scale);
    };
    const g = estimateLimbGains(leads)!;
    expect(g.residualRecorded).toBeGreaterThan(0.05);
    expect(g.residualRecorded).toBeCloseTo(direct([1, 1, 1, 1, 1, 1]), 10);
    // Near zero the Gram form keeps about the square root of double precision (a difference of sums of squares).
    expect(g.residualCorrected).toBeCloseTo(direct(order.map((n) => g.correction[n as keyof typeof g.correction])), 6);
    expect(g.residualCorrected).toBeLessThan(1e-6);
  });
});

describeData('limb-lead gains on real records', () => {
  it('corrects LUDB (leads normalised one by one) and leaves CinC 2021 records alone', async () => {
    const ludb = new DirFileSet(dataPath('ludb/data'));
    for (const name of ['1', '101', '111']) {
      const a = analyzeRecord(await loadRecord(ludb, `${name}.hea`), { leadSet: '12' });
      const c = a.measurements.limb_gain_correction;
      expect(c).toBeDefined();
      expect(c!.residual_corrected).toBeLessThan(0.5 * c!.residual_recorded);
    }
    for (const [dir, name] of [['cinc2021', 'E07500'], ['cinc2021', 'HR06001'], ['cinc2021', 'JS20005']]) {
      const a = analyzeRecord(await loadRecord(new DirFileSet(dataPath(dir)), `${name}.hea`), { leadSet: '12' });
      expect(a.measurements.limb_gain_correction).toBeUndefined();
    }
  });
});
