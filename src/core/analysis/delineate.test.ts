import { describe, expect, it } from 'vitest';
import { describeData } from '../../../tests/data';
import { evaluateLudb, evaluateQtdb, f1, loadWfdb, ludbGlobalRef, meanSd, recordNames, LUDB_DIR, QTDB_DIR } from '../../../bench/delineation-accuracy';
import { simulateEcg } from '../simulate/index';
import { analyzeRecord } from './index';
import { waveletScales, waveletTransform } from './delineate-wavelet';
import { combineLeads, EMPTY_FIDUCIALS, robustQuantile } from './delineate-global';
import { extendFromUnclamped, extendQrsOffset, MEDIAN_GLOBAL_QRS_XI } from './measure-median';
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

  it('equals the plain à trous cascade, every sample clamped to the signal, bit for bit (long and very short signals)', () => {
    const clamp = (i: number, n: number) => Math.min(n - 1, Math.max(0, i));
    const plain = (x: Float32Array, scales: number): Float32Array[] => {
      const n = x.length;
      const out: Float32Array[] = [];
      let s = x;
      for (let k = 1; k <= scales; k++) {
        const step = 1 << (k - 1);
        const raw = new Float32Array(n);
        const next = new Float32Array(n);
        for (let i = 0; i < n; i++) {
          const a = s[clamp(i + step, n)];
          const b = s[i];
          raw[i] = 2 * (a - b);
          next[i] = (s[clamp(i + 2 * step, n)] + 3 * a + 3 * b + s[clamp(i - step, n)]) / 8;
        }
        const w = new Float32Array(n);
        for (let i = 0; i < n; i++) w[i] = 0.5 * (raw[clamp(i - step + 1, n)] + raw[clamp(i - step, n)]);
        out.push(w);
        s = next;
      }
      return out;
    };
    for (const n of [2500, 37, 5, 1]) {
      const x = new Float32Array(n);
      for (let i = 0; i < n; i++) x[i] = Math.sin(i / 7) + 0.1 * Math.cos(i * i);
      for (const scales of [2, 5]) expect(waveletTransform(x, scales).map((w) => Array.from(w))).toEqual(plain(x, scales).map((w) => Array.from(w)));
      // Only some scales: the same arrays as the whole transform's.
      const all = plain(x, 5).map((w) => Array.from(w));
      for (const wanted of [[2], [4, 5], [1, 3], [5]]) expect(waveletScales(x, wanted).map((w) => Array.from(w))).toEqual(wanted.map((k) => all[k - 1]));
    }
  });
});

describe('global fiducials', () => {
  it('robustQuantile picks order statistics', () => {
    expect(robustQuantile([5, 1, 3, 2, 4], 0)).toBe(1);
    expect(robustQuantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(robustQuantile([], 0.5)).toBeNull();
  });
  it('the global T end is the latest of the leads with a clear T; a barely visible T does not decide it', () => {
    const lead = (off: number, tStrength: number) => ({ qrs: { on: 90, peak: 100, off: 140 }, p: null, t: { on: 250, peak: 300, off }, tStrength });
    const leads = [lead(360, 12), lead(362, 13), lead(366, 11), lead(364, 14), lead(400, 2)];
    expect(combineLeads(leads).tOff).toBe(366);
    // Without strengths (another delineator) every lead counts.
    expect(combineLeads(leads.map(({ tStrength: _, ...l }) => l)).tOff).toBe(400);
  });
  it('the QRS of two leads ends at the mean of their offsets (earliest onset); three or more leads at the latest', () => {
    const lead = (on: number, off: number) => ({ qrs: { on, peak: 100, off }, p: null, t: null });
    expect(combineLeads([lead(90, 130), lead(86, 140)])).toMatchObject({ qrsOn: 86, qrsOff: 135 });
    expect(combineLeads([lead(90, 130), lead(86, 140), lead(88, 136)])).toMatchObject({ qrsOn: 86, qrsOff: 140 });
  });
  it('the global P onset and T end extend to the 2nd most extreme unclamped boundary of the agreeing leads', () => {
    const fs = 500;
    const g = { ...EMPTY_FIDUCIALS, pOn: 100, pPeak: 150, pOff: 200, tPeak: 600, tOff: 700 };
    const wave = (on: number, peak: number, off: number) => ({ on, peak, off });
    const raw = [
      { p: wave(70, 150, 200), t: wave(500, 600, 740) },
      { p: wave(80, 155, 200), t: wave(500, 605, 730) },
      { p: wave(95, 145, 200), t: wave(500, 600, 690) },
      { p: wave(100, 150, 200), t: wave(500, 600, 700) },
      { p: wave(100, 150, 200), t: wave(500, 600, 700) },
      { p: wave(100, 150, 200), t: wave(500, 600, 700) },
      { p: wave(100, 150, 200), t: wave(500, 600, 700) },
      { p: wave(40, 240, 260), t: wave(500, 700, 800) }, // peak 90 ms / 100 ms away: another wave
    ];
    const all = raw.map(() => true);
    // Of the 7 agreeing leads the 2nd most extreme is taken: a single lead does not decide.
    extendFromUnclamped(g, raw, all, all, fs);
    expect(g.pOn).toBe(80);
    expect(g.tOff).toBe(730);
    // Boundaries already beyond the unclamped ones stay.
    const h = { ...EMPTY_FIDUCIALS, pOn: 60, pPeak: 150, tPeak: 600, tOff: 760 };
    extendFromUnclamped(h, raw, all, all, fs);
    expect(h.pOn).toBe(60);
    expect(h.tOff).toBe(760);
  });
  it('the global QRS offset extends to the 2nd latest low-threshold offset of the agreeing leads', () => {
    const q = (off: number, peak = 100) => ({ on: 80, peak, off });
    const g = { ...EMPTY_FIDUCIALS, qrsOn: 80, qrsPeak: 100, qrsOff: 140 };
    extendQrsOffset(g, [q(138), q(150), q(146), q(170), q(190, 200), null]);
    expect(g.qrsOff).toBe(150); // 170 is one lead only; the lead peaking at 200 delineated another wave
    const h = { ...EMPTY_FIDUCIALS, qrsOn: 80, qrsPeak: 100, qrsOff: 160 };
    extendQrsOffset(h, [q(138), q(150), q(146)]);
    expect(h.qrsOff).toBe(160);
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
  it('a broad flat-topped R (left bundle branch block) starts at its upstroke, 100 ms before the main slope', () => {
    const sig = (u: number) => 1 / (1 + Math.exp(-u));
    // Upstroke at r − 25 samples (100 ms), plateau, steeper downstroke at r.
    const broad = Float32Array.from({ length: 1000 }, (_, i) => sig((i - (r - 25)) / 2) - sig((i - r) / 1.5));
    const [q] = delineateQrsLead(broad, qrsScale(broad), fs, [r]);
    expect(q!.on).toBeLessThan(r - 25);
    // Slopes as far apart with the signal back at the baseline between them are two deflections.
    const apart = Float32Array.from({ length: 1000 }, (_, i) => sig((i - (r - 35)) / 2) - sig((i - (r - 29)) / 2) + sig((i - (r - 6)) / 1.5) - sig((i - r) / 1.5));
    const [qa] = delineateQrsLead(apart, qrsScale(apart), fs, [r]);
    expect(qa!.on).toBeGreaterThan(r - 20);
  });
  const gauss = (i: number, c: number, s: number) => Math.exp(-(((i - c) / s) ** 2) / 2);
  const narrowQrs = (i: number) => gauss(i, r, 2.5) - 0.3 * gauss(i, r + 6, 2.5);
  it('a P wave ending in an isoelectric PR segment does not join the QRS, even when its slope is within the chain gap', () => {
    // P peak 96 ms before R: its downslope is 74 ms before the QRS upslope, with ~28 ms of flat baseline between.
    const x = Float32Array.from({ length: 1000 }, (_, i) => 0.3 * gauss(i, r - 24, 3) + narrowQrs(i));
    const [q] = delineateQrsLead(x, qrsScale(x), fs, [r]);
    expect(q!.on).toBeGreaterThan(r - 12);
    // Without the PR segment (P running into the QRS) the slopes still chain.
    const y = Float32Array.from({ length: 1000 }, (_, i) => 0.3 * gauss(i, r - 14, 3) + narrowQrs(i));
    const [qy] = delineateQrsLead(y, qrsScale(y), fs, [r]);
    expect(qy!.on).toBeLessThan(r - 15);
  });
  it('with two leads, a lead may begin its QRS at most 40 ms before the other', () => {
    const clean = Float32Array.from({ length: 1000 }, (_, i) => narrowQrs(i));
    // Noise right before the QRS chains into the first lead's complex: 92 ms before the clean lead's onset.
    const noisy = Float32Array.from({ length: 1000 }, (_, i) => narrowQrs(i) + 0.2 * Math.sin((2 * Math.PI * (i - r + 22)) / 8) * gauss(i, r - 22, 5));
    const [alone] = delineateQrsLead(noisy, qrsScale(noisy), fs, [r]);
    const [[a], [b]] = consensusQrs([noisy, clean], [r]);
    expect(b!.on - alone!.on).toBeGreaterThan(15);
    expect(b!.on - a!.on).toBeLessThanOrEqual(10);
    expect(b!.on).toBe(delineateQrsLead(clean, qrsScale(clean), fs, [r])[0]!.on);
  });
  it('the global QRS of the median beat ends later on a slurred terminal part than the per-lead offset', () => {
    // A slow terminal deflection: its slope is small compared with the main one.
    const x = new Float32Array(1000);
    for (let i = 0; i < x.length; i++) x[i] = Math.exp(-(((i - r) / 3) ** 2)) - 0.15 * Math.exp(-(((i - r - 8) / 5) ** 2));
    const ys = [x, x, x];
    const plain = consensusQrs(ys, [r])[0][0]!;
    const global = consensusQrs(ys, [r], undefined, MEDIAN_GLOBAL_QRS_XI)[0][0]!;
    expect(global.on).toBe(plain.on);
    expect(global.off).toBeGreaterThan(plain.off);
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
    // Achieved on this subset (2026-11-30, delineator 1.4.0, beat consensus): F1 P 96.2 %, QRS 100.0 %, T 100.0 %;
    // QRS on 3.3 ± 12.7, off −1.9 ± 13.3; T off 3.0 ± 23.0; P on −6.8 ± 17.0 ms (1.3.0: QRS on 3.3 ± 13.9, off −2.1 ± 14.5,
    // T off 2.7 ± 24.1, P on −6.1 ± 17.9); within tolerance HR 25, PR 24, QRS 21, QT 21 of 25 records.
    expect(f1(r.stats.QRS)).toBeGreaterThan(0.996);
    expect(f1(r.stats.P)).toBeGreaterThan(0.955);
    expect(f1(r.stats.T)).toBeGreaterThan(0.995);
    const qOn = meanSd(r.stats.QRS.on), qOff = meanSd(r.stats.QRS.off), tOff = meanSd(r.stats.T.off), pOn = meanSd(r.stats.P.on);
    expect(Math.abs(qOn.mean)).toBeLessThan(5);
    expect(qOn.sd).toBeLessThan(13.2);
    expect(Math.abs(qOff.mean)).toBeLessThan(4);
    expect(qOff.sd).toBeLessThan(13.8);
    expect(Math.abs(tOff.mean)).toBeLessThan(6);
    expect(tOff.sd).toBeLessThan(24);
    expect(Math.abs(pOn.mean)).toBeLessThan(9);
    expect(pOn.sd).toBeLessThan(17.5);
    expect(r.within.hr).toBeGreaterThanOrEqual(24);
    expect(r.within.pr).toBeGreaterThanOrEqual(22);
    expect(r.within.qrs).toBeGreaterThanOrEqual(20);
    expect(r.within.qt).toBeGreaterThanOrEqual(20);
  }, 60_000);

  it("the annotation-implied QT takes each beat's own T, never the next beat's (flutter at 132 bpm, LUDB 35)", async () => {
    // LUDB 35: RR ≈ 450 ms, every QRS followed by its T in all 12 leads. With the T searched up to 800 ms after
    // the R, the next beat's T ended each beat and the reference QT was 822 ms; its own T's give about 400.
    const ref = ludbGlobalRef(await loadWfdb(LUDB_DIR, '35'));
    expect(ref.qt).toBeGreaterThan(350);
    expect(ref.qt).toBeLessThan(450);
    expect(ref.hr).toBeGreaterThan(125);
  });

  it('QTDB (q1c), every 6th record: global QRS onset and T end', async () => {
    const r = await evaluateQtdb(recordNames(QTDB_DIR).filter((_, i) => i % 6 === 0));
    expect(r.matched / r.beats).toBeGreaterThan(0.98);
    const on = meanSd(r.qrsOn), off = meanSd(r.tOff);
    // Achieved on this subset (2026-11-30, delineator 1.3.1): QRS onset −0.5 ± 10.6 ms (1.3.0: −0.8 ± 11.9), T end −4.9 ± 33.7 ms
    // (1.2.0: −4.7 ± 33.5; the full set improved, 3.5 ± 30.0 → 0.9 ± 27.3 ms).
    expect(Math.abs(on.mean)).toBeLessThan(5);
    expect(on.sd).toBeLessThan(13.5);
    expect(Math.abs(off.mean)).toBeLessThan(10);
    expect(off.sd).toBeLessThan(36);
    // QRS offset of two leads: their mean, not the later one (eighth session): 1.9 ± 11.6 ms on this subset.
    const qOff = meanSd(r.qrsOff);
    expect(Math.abs(qOff.mean)).toBeLessThan(5);
    expect(qOff.sd).toBeLessThan(13);
    // P (fifth session): found on 209 of 240 beats annotated with P (204 before sel100's P, once lost to the QRS
    // onset's leak into W4, was found); 237 since sele0129's 10-s stretches keep the P their beats show at a steady
    // position where its median beat shows none (thirteenth session, stretchPToR); never on the 30 beats annotated
    // without P (AF sel221).
    expect(r.pFound).toBeGreaterThanOrEqual(234);
    expect(r.pInvented).toBe(0);
    // U waves (twenty-first session): found in sel808, whose every q1c beat carries one; in none of the 7 records without
    // a U mark (sele0104, U on 4 of 30 beats, is left out)
    expect([r.u.tp, r.u.fn, r.u.fp, r.u.tn]).toEqual([1, 0, 0, 7]);
  }, 60_000);
});

describeData('P window next to the QRS onset (fifth session)', () => {
  it('MIT-BIH 103 (QTDB sel103): the QRS onset leaking into W4 does not hide the sinus P waves', async () => {
    // The strongest W4 maximum of MLII's P window sat at the QRS onset with no opposite-sign neighbour, so
    // no P was found on any beat and the rhythm was `unknown`; the P pair behind it is now taken.
    const rec = (await import('../formats/index')).loadRecord;
    const { DirFileSet } = await import('../../node/dir-fileset');
    const a = analyzeRecord(await rec(new DirFileSet(QTDB_DIR), 'sel103.hea'));
    expect(a.rhythm.label).toBe('sinus_rhythm');
    expect(a.beats.filter((b) => b.pOn !== null).length / a.beats.length).toBeGreaterThan(0.85);
    expect(a.measurements.pr_ms).toBeGreaterThan(120);
    expect(a.measurements.pr_ms).toBeLessThan(220);
  });
});

describeData('P hidden from the median beat by noise (thirteenth session)', () => {
  it('European ST-T e0129 (QTDB sele0129): each 10-s stretch keeps the P its beats show at a steady position', async () => {
    // Lead III's narrow P is visible on every beat, but against 15 minutes of beat-to-beat noise the median beat's P
    // does not stand out: no beat had a P (0 of the 30 beats annotated with one), now 27, and 79 % of all its beats.
    const rec = (await import('../formats/index')).loadRecord;
    const { DirFileSet } = await import('../../node/dir-fileset');
    const a = analyzeRecord(await rec(new DirFileSet(QTDB_DIR), 'sele0129.hea'));
    const withP = a.beats.filter((b) => b.pOn !== null);
    expect(withP.length / a.beats.length).toBeGreaterThan(0.75);
    const pr = withP.map((b) => ((b.r - b.pPeak!) / a.record.fs) * 1000).sort((x, y) => x - y);
    expect(pr[pr.length >> 1]).toBeGreaterThan(120);
    expect(pr[pr.length >> 1]).toBeLessThan(200);
  });
});

describe('isoelectric baseline under wander (docs/robustness.md problem 7)', () => {
  const fs = 500;
  const n = 10 * fs;
  const onsets = Array.from({ length: 12 }, (_, k) => Math.round((0.5 + 0.8 * k) * fs));
  const sine = (mv: number) => Float32Array.from({ length: n }, (_, i) => mv * Math.sin((2 * Math.PI * 0.3 * i) / fs));
  const maxErr = (x: Float32Array, b: Float32Array) => {
    let m = 0;
    for (let i = onsets[1]; i < onsets[10]; i++) m = Math.max(m, Math.abs(b[i] - x[i]));
    return m;
  };

  it('follows 0.3 Hz 0.5 mV wander between beats within 0.03 mV (straight lines leave ~0.13 mV)', async () => {
    const { isoelectricBaseline } = await import('./delineate-preprocess');
    const x = sine(0.5);
    expect(maxErr(x, isoelectricBaseline(x, fs, onsets))).toBeLessThan(0.03);
  });

  it('stays piecewise linear through the knots when the wander is small', async () => {
    const { isoelectricBaseline } = await import('./delineate-preprocess');
    const b = isoelectricBaseline(sine(0.01), fs, onsets);
    const k1 = onsets[3] - Math.round(0.02 * fs);
    const k2 = onsets[4] - Math.round(0.02 * fs);
    expect(b[(k1 + k2) / 2]).toBeCloseTo((b[k1] + b[k2]) / 2, 6);
  });
});

describeData('P wave under baseline wander (docs/robustness.md problem 7)', () => {
  it('LUDB 1 and 21 with 0.3 Hz 0.5 mV wander on every lead keep their PR within 10 ms of the clean one (was null)', async () => {
    const { loadWfdb } = await import('../../../bench/delineation-accuracy');
    for (const name of ['1', '21']) {
      const r = await loadWfdb(LUDB_DIR, name);
      const clean = analyzeRecord(r).measurements.pr_ms;
      const leads = r.leads.map((l) => ({ name: l.name, samples: l.samples.map((v, i) => v + 0.5 * Math.sin((2 * Math.PI * 0.3 * i) / r.fs)) }));
      const wander = analyzeRecord({ ...r, leads, annotations: [] }).measurements.pr_ms;
      expect(clean).not.toBeNull();
      expect(wander).not.toBeNull();
      expect(Math.abs(wander! - clean!)).toBeLessThanOrEqual(10);
    }
  });
});

describe('stretched P leads (measure-median stretchedP)', () => {
  it('flags a P twice as wide that peaks 28 ms early, keeps a wide P that peaks with the others', async () => {
    const { stretchedP } = await import('./measure-median');
    const p = (on: number, peak: number, off: number) => ({ p: { on, peak, off } });
    // 500 Hz, median width 48, median peak 152 (GE muse-sinus V4–V6 at 84–172 peaking at 138)
    const raw = [p(126, 154, 174), p(124, 152, 172), p(120, 148, 170), p(124, 152, 172), p(84, 138, 160), p(128, 152, 176)];
    expect(stretchedP(raw, raw.map(() => true), 500)).toEqual([false, false, false, false, true, false]);
    const mitrale = [...raw.slice(0, 4), p(86, 148, 176), p(128, 152, 176)];
    expect(stretchedP(mitrale, raw.map(() => true), 500)).toEqual([false, false, false, false, false, false]);
  });
});

describeData('median-beat P and QRS onsets on hospital files (docs/robustness.md problems 1 and 8)', () => {
  it('GE muse-sinus: PR within 20 ms of the GE 12SL 144 ms (was 232, a false first-degree AV block)', async () => {
    const { readFileSync } = await import('node:fs');
    const { dataPath } = await import('../../../tests/data');
    const { MemoryFileSet } = await import('../formats/fileset');
    const { loadRecord } = await import('../formats/index');
    const files = new MemoryFileSet([['muse-sinus.xml', new Uint8Array(readFileSync(dataPath('formats', 'ge-muse-xml', 'muse-sinus.xml')))]]);
    const pr = analyzeRecord(await loadRecord(files, 'muse-sinus.xml')).measurements.pr_ms;
    expect(pr).not.toBeNull();
    expect(Math.abs(pr! - 144)).toBeLessThanOrEqual(20);
  });

  it('CinC E07503 at its native 500 Hz: median-beat QRS < 120 ms (was 140, onset in the P)', async () => {
    const { readFileSync } = await import('node:fs');
    const { dataPath } = await import('../../../tests/data');
    const { MemoryFileSet } = await import('../formats/fileset');
    const { loadRecord } = await import('../formats/index');
    const files = new MemoryFileSet(['E07503.hea', 'E07503.mat'].map((n) => [n, new Uint8Array(readFileSync(dataPath('cinc2021', n)))] as [string, Uint8Array]));
    const qrs = analyzeRecord(await loadRecord(files, 'E07503.hea')).measurements.qrs_ms;
    expect(qrs).not.toBeNull();
    expect(qrs!).toBeLessThan(120);
  });
});

describeData('median-beat T before the next QRS of the shorter cycles (sixth session)', () => {
  const load = async (dir: string, name: string) => {
    const { loadRecord } = await import('../formats/index');
    const { DirFileSet } = await import('../../node/dir-fileset');
    return loadRecord(new DirFileSet(dir), `${name}.hea`);
  };

  it('QTDB sel44 (a PVC after every third or fourth beat): QT within 30 ms of the cardiologist\'s 480 ms (was 520)', async () => {
    const qt = analyzeRecord(await load(QTDB_DIR, 'sel44')).measurements.qt_ms;
    expect(qt).not.toBeNull();
    expect(Math.abs(qt! - 480)).toBeLessThanOrEqual(30);
  });

  it('LUDB 109 (AF): the T ends before the next QRS of a quarter of the cycles (was the QRS itself: QT 544 ms)', async () => {
    const a = analyzeRecord(await load(LUDB_DIR, '109'));
    const next = a.beats.slice(0, -1).map((b, i) => a.beats[i + 1].r - b.r).sort((x, y) => x - y);
    const shortRrMs = (next[Math.floor(0.25 * (next.length - 1))] / 500) * 1000;
    const w = a.median_beats!.waves!;
    expect(((w.tOff! - a.median_beats!.fiducial) / 500) * 1000).toBeLessThan(shortRrMs - 50);
    expect(a.measurements.qt_ms).toBeLessThan(450);
  });

  it('a T not found before the next QRS of the shorter cycles is still sought up to the usual bound', async () => {
    // Record 47 of the synthetic bench: a PVC after every fourth N beat, too early for the T to fit before it.
    const { randomParams } = await import('../../../bench/simulate-accuracy');
    const { record, truth } = simulateEcg(randomParams(47), 1047);
    const a = analyzeRecord(record);
    expect(a.beats.filter((b) => b.class === 'V').length).toBeGreaterThanOrEqual(3);
    expect(Math.abs(a.measurements.qt_ms! - truth.qt_ms)).toBeLessThanOrEqual(30);
  });
});
