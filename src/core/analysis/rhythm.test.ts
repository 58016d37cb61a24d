import { describe, expect, it } from 'vitest';
import type { Beat } from '../types';
import { EXAMPLES } from '../examples';
import { verifyResponse } from '../claims/verify';
import { simulateEcg } from '../simulate';
import { analyzeRecord } from './index';
import { analyzeRhythm, analyzeRhythmDetailed, windowedNnRangeMs, withoutPWaveMeasures } from './rhythm';
import { loadRecord } from '../formats/index';
import { DirFileSet } from '../../node/dir-fileset';
import { dataPath, describeData } from '../../../tests/data';
import { evaluateAfWindows } from '../../../bench/af-windows-accuracy';
import { CPSC_RECORDS, MITDB_RECORDS } from '../../../bench/beats-accuracy';

const FS = 500;

/** Beats at the given RR intervals (ms); P 160 ms before QRS when withP. */
function beatsFromRr(rrMs: number[], withP = true, qrsSamples = 45): Beat[] {
  let r = 300;
  const out: Beat[] = [];
  for (let i = 0; i <= rrMs.length; i++) {
    out.push({ r, qrsOn: r - 20, qrsOff: r - 20 + qrsSamples, pOn: withP ? r - 100 : null, pOff: withP ? r - 50 : null, tOff: r + 180, class: 'N' });
    if (i < rrMs.length) r += Math.round((rrMs[i] * FS) / 1000);
  }
  return out;
}

/** Deterministic pseudo-random RR series (LCG), mean 700 ms, ±35 % uniform: an AF-like ventricular response. */
function randomRr(n: number, seed = 7): number[] {
  let s = seed;
  return Array.from({ length: n }, () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return 700 * (0.65 + 0.7 * (s / 2 ** 31));
  });
}

describe('analyzeRhythm on hand-built beat series', () => {
  it('regular beats with P waves: sinus rhythm / bradycardia / tachycardia by rate', () => {
    expect(analyzeRhythm({ beats: beatsFromRr(Array(11).fill(833)), fs: FS })).toEqual({ label: 'sinus_rhythm', regular: true, rr_cv: 0 });
    expect(analyzeRhythm({ beats: beatsFromRr(Array(8).fill(1200)), fs: FS }).label).toBe('sinus_bradycardia');
    expect(analyzeRhythm({ beats: beatsFromRr(Array(16).fill(550)), fs: FS }).label).toBe('sinus_tachycardia');
    // The measured rate wins over the beat series when given.
    expect(analyzeRhythm({ beats: beatsFromRr(Array(11).fill(833)), fs: FS, hrBpm: 58 }).label).toBe('sinus_bradycardia');
  });

  it('no P delineated on the beats but one on the median beat: sinus when regular and upright, never over AF', () => {
    const regular = beatsFromRr(Array(11).fill(833), false);
    expect(analyzeRhythm({ beats: regular, fs: FS }).label).toBe('unknown');
    expect(analyzeRhythm({ beats: regular, fs: FS, medianP: true }).label).toBe('sinus_rhythm');
    expect(analyzeRhythm({ beats: regular, fs: FS, medianP: true, pAxisDeg: 170 }).label).toBe('unknown');
    expect(analyzeRhythm({ beats: beatsFromRr(randomRr(30), false), fs: FS, medianP: true }).label).toBe('atrial_fibrillation');
  });

  it('sinus arrhythmia: N–N range > 120 ms with P waves; 100 ms is still sinus rhythm', () => {
    const resp = (amp: number) => Array.from({ length: 12 }, (_, i) => 800 + (amp / 2) * Math.sin((2 * Math.PI * i) / 6));
    const r = analyzeRhythmDetailed({ beats: beatsFromRr(resp(200)), fs: FS });
    expect(r.rhythm.label).toBe('sinus_arrhythmia');
    expect(r.detail.nnRangeMs).toBeGreaterThan(120);
    expect(analyzeRhythm({ beats: beatsFromRr(resp(100)), fs: FS }).label).toBe('sinus_rhythm');
  });

  it('irregularly irregular RR without P waves is atrial fibrillation; with P waves it is not', () => {
    const rr = randomRr(14);
    const af = analyzeRhythmDetailed({ beats: beatsFromRr(rr, false), fs: FS });
    expect(af.rhythm.label).toBe('atrial_fibrillation');
    expect(af.rhythm.regular).toBe(false);
    expect(af.detail.nRmssd!).toBeGreaterThan(0.1);
    expect(af.detail.pFraction).toBe(0);
    expect(analyzeRhythm({ beats: beatsFromRr(rr, true), fs: FS }).label).not.toBe('atrial_fibrillation');
  });

  it('a slow sinus rhythm with frequent early beats the classifier left N and no P found is not AF: a dominant cycle', () => {
    // Most intervals at ~1600 ms, one in three or four 25–45 % early (PACs classed N).
    const rr = [1600, 1590, 1100, 1620, 1580, 1610, 890, 1640, 1600, 1250, 1590, 1620, 1000, 1610];
    const r = analyzeRhythmDetailed({ beats: beatsFromRr(rr, false), fs: FS, qrsMs: 90 });
    expect(r.detail.nRmssd!).toBeGreaterThan(0.1);
    expect(r.detail.dominantRrFraction!).toBeGreaterThanOrEqual(0.6);
    expect(r.rhythm.label).not.toBe('atrial_fibrillation');
    // An AF-like series has no such cycle.
    expect(analyzeRhythmDetailed({ beats: beatsFromRr(randomRr(14), false), fs: FS }).detail.dominantRrFraction!).toBeLessThan(0.4);
  });

  it('bigeminy-like strict alternation is not called AF (turning-point ratio 1)', () => {
    const rr = Array.from({ length: 14 }, (_, i) => (i % 2 ? 1000 : 550));
    const r = analyzeRhythmDetailed({ beats: beatsFromRr(rr, false), fs: FS, qrsMs: 90 });
    expect(r.detail.turningPointRatio).toBe(1);
    expect(r.rhythm.label).not.toBe('atrial_fibrillation');
  });

  it('a PVC does not make sinus rhythm irregular: intervals touching V beats are left out', () => {
    const beats = beatsFromRr([833, 833, 833, 500, 1166, 833, 833, 833, 833, 833]);
    beats[4].class = 'V';
    beats[4].pOn = null;
    const r = analyzeRhythmDetailed({ beats, fs: FS });
    expect(r.rhythm.label).toBe('sinus_rhythm');
    expect(r.detail.nRmssd).toBe(0);
  });

  it('regular rhythm without P: junctional (narrow, < 60 bpm), idioventricular (wide, < 50 bpm); narrow tachycardia stays unknown', () => {
    expect(analyzeRhythm({ beats: beatsFromRr(Array(8).fill(1100), false), fs: FS, qrsMs: 90 }).label).toBe('junctional_rhythm');
    expect(analyzeRhythm({ beats: beatsFromRr(Array(8).fill(1500), false), fs: FS, qrsMs: 160 }).label).toBe('ventricular_rhythm');
    expect(analyzeRhythm({ beats: beatsFromRr(Array(20).fill(500), false), fs: FS, qrsMs: 90 }).label).toBe('unknown');
    // An escape pacemaker fires regularly: a slow rhythm whose RR swings 1150–1650 ms (sinus arrhythmia with its P
    // missed, QTDB sele0129) is not idioventricular, though it is not irregularly irregular either.
    const swing = Array.from({ length: 16 }, (_, i) => 1400 + 250 * Math.sin((2 * Math.PI * i) / 16));
    const slow = analyzeRhythmDetailed({ beats: beatsFromRr(swing, false), fs: FS, qrsMs: 160 });
    expect(slow.detail.nRmssd!).toBeLessThan(0.1);
    expect(slow.rhythm.regular).toBe(false);
    expect(slow.rhythm.label).toBe('unknown');
  });

  it('no P found at a normal rate is unknown, not an escape rhythm, unless the wide beats are classed V', () => {
    // 75 bpm narrow (QTDB sel103/sel840: sinus with P missed) and 80 bpm wide (MIT-BIH 109: LBBB).
    expect(analyzeRhythm({ beats: beatsFromRr(Array(12).fill(800), false), fs: FS, qrsMs: 90 }).label).toBe('unknown');
    expect(analyzeRhythm({ beats: beatsFromRr(Array(12).fill(750), false), fs: FS, qrsMs: 160 }).label).toBe('unknown');
    expect(analyzeRhythm({ beats: beatsFromRr(Array(12).fill(750), false), fs: FS, qrsMs: 150, hrBpm: 80 }).label).toBe('unknown');
    // Accelerated idioventricular rhythm: the dominant beats themselves are ventricular.
    const aivr = beatsFromRr(Array(12).fill(750), false).map((b) => ({ ...b, class: 'V' as const }));
    expect(analyzeRhythm({ beats: aivr, fs: FS, qrsMs: 160 }).label).toBe('ventricular_rhythm');
    // A narrow rhythm at 58 bpm without P is a junctional escape rhythm.
    expect(analyzeRhythm({ beats: beatsFromRr(Array(9).fill(1035), false), fs: FS, qrsMs: 90 }).label).toBe('junctional_rhythm');
  });

  it('trigeminy with couplets (N V V …) and no P found is not AF: every interval touches a V beat', () => {
    // MIT-BIH 208 in 10-s windows: N, then a couplet, then a pause; the RR series is irregular only
    // because of the ectopy, and no N–N interval is left to judge the underlying rhythm.
    const rr = Array.from({ length: 17 }, (_, i) => [420, 380, 900][i % 3]);
    const beats = beatsFromRr(rr, false).map((b, i) => ({ ...b, class: (i % 3 === 0 ? 'N' : 'V') as Beat['class'] }));
    expect(analyzeRhythm({ beats, fs: FS, qrsMs: 100 }).label).toBe('unknown');
    // The same intervals with every beat N are irregular enough for AF: the V classes are what excuse them.
    expect(analyzeRhythm({ beats: beatsFromRr(rr, false), fs: FS, qrsMs: 100 }).label).not.toBe('unknown');
    // A VT run (V beats the rhythm) ending in three N beats: judged on all intervals, which are regular; the two
    // N–N intervals alone must not make it AF.
    const vt = beatsFromRr([...Array(16).fill(400), 600, 900, 500], false).map((b, i) => ({ ...b, class: (i < 17 ? 'V' : 'N') as Beat['class'] }));
    expect(analyzeRhythm({ beats: vt, fs: FS, qrsMs: 160 }).label).not.toBe('atrial_fibrillation');
  });

  it('fewer than 8 beats without P waves: AF, sinus with missed P and escape cannot be told apart (unknown)', () => {
    const rr = randomRr(5);
    expect(analyzeRhythm({ beats: beatsFromRr(rr, false), fs: FS, qrsMs: 90 }).label).toBe('unknown');
    expect(analyzeRhythm({ beats: beatsFromRr(Array(5).fill(1200), false), fs: FS, qrsMs: 90 }).label).toBe('unknown');
    // With P waves before every QRS the sinus call does not rest on the RR series.
    expect(analyzeRhythm({ beats: beatsFromRr(Array(5).fill(1200)), fs: FS }).label).toBe('sinus_bradycardia');
    // From 8 beats the irregularity test is made.
    expect(analyzeRhythm({ beats: beatsFromRr(randomRr(7), false), fs: FS, qrsMs: 90 }).label).toBe('atrial_fibrillation');
  });

  it('long records: the N–N range is judged per 10-s window (a slow rate trend over minutes is not sinus arrhythmia)', () => {
    // 5 minutes whose rate drifts from 86 to 60 bpm: every 10-s window spans < 40 ms.
    const drift = Array.from({ length: 360 }, (_, i) => 700 + (300 * i) / 360);
    const d = analyzeRhythmDetailed({ beats: beatsFromRr(drift), fs: FS });
    expect(d.detail.nnRangeMs).toBeLessThan(40);
    expect(d.rhythm.label).not.toBe('sinus_arrhythmia');
    // Respiratory variation of 200 ms in every window still is.
    const resp = Array.from({ length: 360 }, (_, i) => 800 + 100 * Math.sin((2 * Math.PI * i) / 5));
    const r = analyzeRhythmDetailed({ beats: beatsFromRr(resp), fs: FS });
    expect(r.detail.nnRangeMs).toBeGreaterThan(180);
    expect(r.rhythm.label).toBe('sinus_arrhythmia');
    expect(windowedNnRangeMs(beatsFromRr(Array(11).fill(833)), FS)).toBe(0);
  });

  it('the N–N interval right after an ectopic beat’s return cycle is not sinus variability', () => {
    // CinC JS20009 (sinus tachycardia, one PAC): 552–558 ms, the PAC at 408, its return 522, then one N–N of 708 ms.
    const rr = [554, 556, 552, 554, 558, 556, 552, 556, 408, 522, 708, 584, 572, 572, 564, 560, 560];
    const beats = beatsFromRr(rr);
    expect(windowedNnRangeMs(beats, FS)).toBe(300);
    beats[9].class = 'S';
    expect(windowedNnRangeMs(beats, FS)).toBe(32);
    expect(analyzeRhythm({ beats, fs: FS }).label).toBe('sinus_tachycardia');
    // The next N–N intervals count again.
    beats[9].class = 'N';
    beats[8].class = 'S';
    expect(windowedNnRangeMs(beats, FS)).toBeGreaterThan(120);
  });

  it('AF and flutter: PR, P duration, P axis and per-lead P values are null', () => {
    const m = analyzeRecord(simulateEcg({}, 1).record).measurements;
    expect(m.pr_ms).not.toBeNull();
    const c = withoutPWaveMeasures(m);
    expect([c.pr_ms, c.p_ms, c.axis_deg.p]).toEqual([null, null, null]);
    expect(Object.values(c.per_lead).every((l) => l.p_mv === null && (l.p_ms ?? null) === null && (l.p_terminal_mv ?? null) === null)).toBe(true);
    expect(c.qrs_ms).toBe(m.qrs_ms);
    expect(m.pr_ms).not.toBeNull(); // the input is not changed
    for (const seed of [1, 2, 3]) {
      const af = analyzeRecord(simulateEcg({ rhythm: 'af' }, seed).record);
      expect(af.rhythm.label).toBe('atrial_fibrillation');
      expect([af.measurements.pr_ms, af.measurements.p_ms, af.measurements.axis_deg.p]).toEqual([null, null, null]);
    }
  });

  it('P axis outside (−30°, 105°] is not sinus; too few beats is unknown', () => {
    expect(analyzeRhythm({ beats: beatsFromRr(Array(10).fill(833)), fs: FS, pAxisDeg: -70 }).label).toBe('ectopic_atrial_rhythm');
    expect(analyzeRhythm({ beats: beatsFromRr([833]), fs: FS }).label).toBe('unknown');
  });
});

describe('analyzeRhythm on signals', () => {
  const n = 10 * FS;
  const names = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];

  it('pacing spikes before every QRS make a paced rhythm; the same beats without spikes do not', () => {
    const beats = beatsFromRr(Array(11).fill(833), false, 70);
    const leads = names.map(() => new Float32Array(n));
    for (const b of beats) {
      for (const x of leads) {
        for (let k = 0; k < 60; k++) x[b.qrsOn! + 10 + k] += Math.sin((Math.PI * k) / 60); // broad paced QRS
        for (let k = 0; k < 6; k++) x[b.qrsOn! + 5 + k] += 0.5 * Math.exp(-k / 2); // stimulus + filter decay
      }
    }
    const paced = analyzeRhythmDetailed({ beats, fs: FS, leads, names, qrsMs: 140 });
    expect(paced.rhythm.label).toBe('paced_rhythm');
    expect(paced.detail.pacedFraction).toBe(1);
    expect(paced.detail.pacingSpikes.length).toBe(beats.length);
    const plain = names.map(() => new Float32Array(n));
    for (const b of beats) for (const x of plain) for (let k = 0; k < 60; k++) x[b.qrsOn! + 10 + k] += Math.sin((Math.PI * k) / 60);
    expect(analyzeRhythm({ beats, fs: FS, leads: plain, names, qrsMs: 140 }).label).not.toBe('paced_rhythm');
  });

  it('a 300 /min sawtooth in II and V1 with variable conduction and no P is atrial flutter', () => {
    const rr = [400, 600, 400, 400, 800, 400, 600, 400, 400, 600, 400, 400, 800, 400, 400, 600, 400, 400, 600, 400];
    const beats = beatsFromRr(rr, false);
    const leads = names.map((nm) => {
      const x = new Float32Array(n + 2 * FS);
      if (nm === 'II' || nm === 'V1') for (let i = 0; i < x.length; i++) x[i] = 0.2 * (((i / FS) * 5) % 1) - 0.1; // 5 Hz sawtooth
      for (const b of beats) for (let k = 0; k < 40 && b.qrsOn! + k < x.length; k++) x[b.qrsOn! + k] += Math.sin((Math.PI * k) / 40);
      return x;
    });
    const r = analyzeRhythmDetailed({ beats, fs: FS, leads, names, qrsMs: 80 });
    expect(r.detail.atrialRatePerMin).toBeGreaterThanOrEqual(295);
    expect(r.detail.atrialRatePerMin).toBeLessThanOrEqual(305);
    expect(r.rhythm.label).toBe('atrial_flutter');
    // A flat atrial baseline: no flutter. AF-like random RR, no P -> AF; the flutter's RR (multiples of one cycle, 12 of
    // 20 at 400 ms: a dominant cycle) is not irregularly irregular -> not AF either.
    const flat = (bs: Beat[]) => names.map(() => {
      const x = new Float32Array(n + 2 * FS);
      for (const b of bs) for (let k = 0; k < 40; k++) x[b.qrsOn! + k] += Math.sin((Math.PI * k) / 40);
      return x;
    });
    const random = beatsFromRr(randomRr(14), false);
    expect(analyzeRhythm({ beats: random, fs: FS, leads: flat(random), names, qrsMs: 80 }).label).toBe('atrial_fibrillation');
    expect(analyzeRhythm({ beats, fs: FS, leads: flat(beats), names, qrsMs: 80 }).label).not.toMatch(/atrial_f/);
  });

  it('flutter with variable conduction stays flutter when an F wave before each QRS passes as a P (LUDB 103); a regular rhythm with a 4× harmonic stays sinus', () => {
    const sawtoothLeads = (beats: Beat[], len: number) =>
      names.map((nm) => {
        const x = new Float32Array(len);
        if (nm === 'II' || nm === 'V1') for (let i = 0; i < x.length; i++) x[i] = 0.2 * (((i / FS) * 5) % 1) - 0.1; // 5 Hz sawtooth
        for (const b of beats) for (let k = 0; k < 40 && b.qrsOn! + k < x.length; k++) x[b.qrsOn! + k] += Math.sin((Math.PI * k) / 40);
        return x;
      });
    const rr = [400, 600, 400, 400, 800, 400, 600, 400, 400, 600, 400, 400, 800, 400, 400, 600, 400, 400, 600, 400];
    const withP = beatsFromRr(rr, true);
    const fl = analyzeRhythmDetailed({ beats: withP, fs: FS, leads: sawtoothLeads(withP, n + 2 * FS), names, qrsMs: 80 });
    expect(fl.detail.pFraction).toBe(1);
    expect(fl.rhythm.label).toBe('atrial_flutter');
    // 75 bpm, regular, P before every QRS, atrial-band peak at 300 /min = 4 × the heart rate: the
    // peak may be a harmonic of P and T waves, so the P waves win (14 LUDB sinus records look so).
    const regular = beatsFromRr(Array(14).fill(800), true);
    const sinus = analyzeRhythmDetailed({ beats: regular, fs: FS, leads: sawtoothLeads(regular, 13 * FS), names, qrsMs: 80 });
    expect(sinus.detail.atrialRatePerMin).toBeGreaterThanOrEqual(295);
    expect(sinus.rhythm.label).toBe('sinus_rhythm');
  });

  it('fixed-ratio flutter: with a regular RR the sawtooth is read in III and aVF too; with an irregular RR only in II and V1', () => {
    const sawtoothIn = (beats: Beat[], len: number, lead: string) =>
      names.map((nm) => {
        const x = new Float32Array(len);
        if (nm === lead) for (let i = 0; i < x.length; i++) x[i] = 0.2 * (((i / FS) * 5) % 1) - 0.1; // 5 Hz sawtooth
        for (const b of beats) for (let k = 0; k < 40 && b.qrsOn! + k < x.length; k++) x[b.qrsOn! + k] += Math.sin((Math.PI * k) / 40);
        return x;
      });
    // 4:1 at 75 bpm, no P, sawtooth only in III: flutter at 300 /min.
    const regular = beatsFromRr(Array(14).fill(800), false);
    const fixed = analyzeRhythmDetailed({ beats: regular, fs: FS, leads: sawtoothIn(regular, 13 * FS, 'III'), names, qrsMs: 80 });
    expect(fixed.detail.atrialRatePerMin).toBeGreaterThanOrEqual(295);
    expect(fixed.detail.atrialRatePerMin).toBeLessThanOrEqual(305);
    expect(fixed.rhythm.label).toBe('atrial_flutter');
    // Irregular RR, no P, the same sawtooth only in III: AF (LUDB AF 101 has a 261 /min peak in III).
    const irregular = beatsFromRr(randomRr(14), false);
    expect(analyzeRhythm({ beats: irregular, fs: FS, leads: sawtoothIn(irregular, n + 2 * FS, 'III'), names, qrsMs: 80 }).label).toBe('atrial_fibrillation');
  });

  it('simulated 4:1 and 3:1 flutter through analyzeRecord are atrial flutter', () => {
    for (const seed of [1, 2, 3]) {
      expect(analyzeRecord(simulateEcg({ rhythm: 'flutter', flutterConduction: 4 }, seed).record).rhythm.label, `4:1 #${seed}`).toBe('atrial_flutter');
      expect(analyzeRecord(simulateEcg({ rhythm: 'flutter', flutterRateBpm: 270, flutterConduction: 3 }, seed).record).rhythm.label, `3:1 #${seed}`).toBe('atrial_flutter');
    }
  });

  it('simulated 12-lead ECGs through analyzeRecord: sinus, sinus bradycardia and AF', () => {
    expect(analyzeRecord(simulateEcg({}, 1).record).rhythm.label).toBe('sinus_rhythm');
    expect(analyzeRecord(simulateEcg({ hrBpm: 48 }, 1).record).rhythm.label).toBe('sinus_bradycardia');
    for (const seed of [1, 2, 3]) expect(analyzeRecord(simulateEcg({ rhythm: 'af' }, seed).record).rhythm.label).toBe('atrial_fibrillation');
  });

  it('sinus tachycardia with P right after T (110–130 bpm): P found on the median beat', () => {
    for (const hrBpm of [110, 120, 130]) {
      const r = analyzeRhythmDetailed(rhythmInput(simulateEcg({ hrBpm }, 7).record));
      expect(r.rhythm.label, `${hrBpm} bpm`).toBe('sinus_tachycardia');
    }
  });

  it('an unnamed rhythm says which criterion was not met (2:1 flutter example); a named one has no reason', () => {
    const flutter = analyzeRecord(EXAMPLES.find((e) => e.id === 'atrial-flutter')!.build()).rhythm;
    expect(flutter.label).toBe('unknown');
    expect(flutter.reason).toMatch(/^P waves before 0 % of the dominant beats \(a sinus rhythm needs 80 %\), at 150 bpm without the irregularity of AF: .*atrial flutter with 2:1 conduction/);
    expect(analyzeRecord(EXAMPLES.find((e) => e.id === 'normal-sinus-rhythm')!.build()).rhythm.reason).toBeUndefined();
    // A rhythm claim the analysis cannot settle is unverifiable, with that reason.
    const a = analyzeRecord(EXAMPLES.find((e) => e.id === 'atrial-flutter')!.build());
    const claim = verifyResponse(a, 'Atrial flutter with 2:1 conduction.').claims.find((c) => /flutter/i.test(c.text))!;
    expect(claim.verdict).toBe('unverifiable');
    expect(claim.reason).toBe(`rhythm undetermined: ${flutter.reason}`);
  });

  it('every built-in example gets its true rhythm (2:1 flutter excepted: see docs/findings.md)', () => {
    for (const ex of EXAMPLES) {
      if (ex.id === 'atrial-flutter') continue;
      const a = analyzeRecord(ex.build());
      expect(a.rhythm.label, ex.id).toBe(ex.truth().rhythm);
    }
  });

  it('complete AV block: P waves found independently of the QRS, at the sinus rate, dissociated', () => {
    const ex = EXAMPLES.find((e) => e.id === 'complete-heart-block')!;
    const a = analyzeRecord(ex.build());
    const truth = ex.truth().pWaves.map((p) => p.pPeak);
    const codes = a.findings.map((f) => f.code);
    expect(codes).toContain('third_degree_av_block');
    expect(codes).not.toContain('second_degree_av_block');
    const d = analyzeRhythmDetailed(rhythmInput(ex.build())).detail.dissociatedP!;
    expect(Math.abs(d.ratePerMin - ex.truth().atrial_rate_bpm!)).toBeLessThanOrEqual(3);
    // Every P found lies within 30 ms of a true P peak.
    for (const p of d.peaks) expect(Math.min(...truth.map((t) => Math.abs(t - p)))).toBeLessThanOrEqual(15);
    // A conducted sinus rhythm yields no dissociated P.
    expect(analyzeRhythmDetailed(rhythmInput(simulateEcg({}, 1).record)).detail.dissociatedP).toBeUndefined();
  });
});

function rhythmInput(record: ReturnType<typeof simulateEcg>['record']) {
  const a = analyzeRecord(record);
  return {
    beats: a.beats, fs: record.fs, hrBpm: a.measurements.hr_bpm, pAxisDeg: a.measurements.axis_deg.p, qrsMs: a.measurements.qrs_ms,
    leads: record.leads.map((l) => l.samples), names: record.leads.map((l) => l.name),
  };
}

describeData('sampling rates below the pacing-spike minimum', () => {
  it('PTB-XL at 100 Hz (sinus rhythm): pacing is not assessed, so QRS upstrokes are not taken for stimuli', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('ptbxl-sample/records100/00000')), '00001_lr.hea');
    expect(rec.fs).toBe(100);
    const a = analyzeRecord(rec);
    const r = analyzeRhythmDetailed({ beats: a.beats, fs: rec.fs, hrBpm: a.measurements.hr_bpm, leads: rec.leads.map((l) => l.samples), names: rec.leads.map((l) => l.name) });
    expect(r.detail.pacedFraction).toBeNull();
    expect(r.detail.pacingSpikes).toEqual([]);
    expect(a.rhythm.label).not.toBe('paced_rhythm');
    expect(a.findings.map((f) => f.code)).not.toContain('paced_rhythm');
  });
});

describeData('long records (docs/robustness.md problem 11)', () => {
  it('15-min QTDB sinus records: the N–N range of 10-s windows, not of the whole record, decides sinus arrhythmia', async () => {
    // Whole-record N–N ranges exceed 200 ms on these records; the 10-s windows' median is ≤ 120 ms.
    for (const id of ['sel100', 'sel16273']) {
      const rec = await loadRecord(new DirFileSet(dataPath('qtdb')), `${id}.hea`);
      expect(rec.length / rec.fs).toBeGreaterThan(800);
      const a = analyzeRecord(rec);
      expect(a.rhythm.label, id).toBe('sinus_rhythm');
      expect(a.findings.map((f) => f.code), id).not.toContain('sinus_arrhythmia');
      const nn: number[] = [];
      for (let i = 1; i < a.beats.length; i++) if (a.beats[i].class === 'N' && a.beats[i - 1].class === 'N') nn.push(((a.beats[i].r - a.beats[i - 1].r) * 1000) / rec.fs);
      expect(Math.max(...nn) - Math.min(...nn), id).toBeGreaterThan(200);
      expect(windowedNnRangeMs(a.beats, rec.fs)!, id).toBeLessThanOrEqual(120);
    }
  });
});

describeData('AF on 10-s windows of the long beat-labelled records (bench/af-windows-accuracy.ts)', () => {
  it('MIT-BIH and CPSC 2021 windows inside one rhythm episode: AF Se and Sp; paced rhythm Se and Sp', async () => {
    // Achieved (ninth session): AF Se 242/260 (93.1 %), Sp 4236/4270 (99.2 %; 98.9 % before a dominant RR cycle vetoed
    // AF; 96.9 % before a stimulus taken for
    // the R counted: MIT-BIH 104 and 217 had 80 paced windows called AF); before the V-free irregularity rule Sp
    // 95.6 % (MIT-BIH 208's trigeminy with couplets was AF). Paced Se 606/610 (was 369/610), Sp 3884/3895 (3879 with
    // stimuli allowed up to 20 ms before the R).
    const c = await evaluateAfWindows([...MITDB_RECORDS.map((r): [string, string] => ['mitdb', r]), ...CPSC_RECORDS.map((r): [string, string] => ['cpsc2021', r])]);
    expect(c.tp + c.fn).toBe(260);
    expect(c.tp / (c.tp + c.fn)).toBeGreaterThanOrEqual(0.92);
    expect(c.tn / (c.tn + c.fp)).toBeGreaterThanOrEqual(0.99);
    const p = c.paced;
    expect(p.tp + p.fn).toBe(610);
    expect(p.tp / (p.tp + p.fn)).toBeGreaterThanOrEqual(0.985);
    expect(p.tn / (p.tn + p.fp)).toBeGreaterThanOrEqual(0.996);
    // Normal sinus rhythm windows named in the sinus family: 3275/3498 (93.6 %; another rhythm 62 since escape rhythms need a regular RR; 84.4 % before MLII counted as II for
    // the P-wave tools, with 468 windows unknown, then 224; 157 since a P on the median beat counts; 93.3 % before a
    // dominant RR cycle vetoed AF).
    const n = c.normal;
    expect(n.sinus + n.unknown + n.other).toBe(3498);
    expect(n.sinus / (n.sinus + n.unknown + n.other)).toBeGreaterThanOrEqual(0.93);
    expect(n.other).toBeLessThanOrEqual(70);
    // MIT-BIH 207's ventricular flutter: 7 of its 10 windows were AF (no P, irregular "beats" at 170–210 /min).
    expect(c.ventricularFlutter).toEqual({ windows: 10, calledAf: 0 });
  }, 120_000);
});

describeData('flutter rate bound and sinus pauses on real recordings', () => {
  it('a steady 4.0–4.15 Hz atrial-band component in a sinus rhythm is no flutter (QTDB sel232, MIT-BIH 232: sinus bradycardia)', async () => {
    // With the bound at 240 /min (a 10 /min margin under PROTOCOL's ~250) 54 of sel232's 89 windows were flutter at 240–249 /min
    // (V1 concentration 0.40–0.50); now 1 (252 /min). LUDB's flutter records read 273 and 288 /min and stay flutter.
    const rec = await loadRecord(new DirFileSet(dataPath('qtdb')), 'sel232.hea');
    const w = 10 * rec.fs;
    let flutter = 0, af = 0, windows = 0;
    for (let a = 0; a + w <= Math.min(rec.length, 300 * rec.fs); a += w, windows++) {
      const win = { ...rec, length: w, leads: rec.leads.map((l) => ({ ...l, samples: l.samples.slice(a, a + w) })), annotations: [] };
      const label = analyzeRecord(win).rhythm.label;
      if (label === 'atrial_flutter') flutter++;
      if (label === 'atrial_fibrillation') af++;
    }
    expect(windows).toBe(30);
    expect(flutter).toBe(0);
    // …nor AF: its regular runs between 2–4-s pauses keep a dominant cycle once the pauses are left out (AF in 8 of
    // these 30 windows before, 14 of all 89; now 1 and 3).
    expect(af).toBeLessThanOrEqual(1);
    for (const id of ['35', '103']) expect(analyzeRecord(await loadRecord(new DirFileSet(dataPath('ludb/data')), `${id}.hea`)).rhythm.label, id).toBe('atrial_flutter');
  }, 60_000);
});
