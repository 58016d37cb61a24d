import { describe, expect, it } from 'vitest';
import { addNstNoise, BEAT_SYMBOLS, CPSC_RECORDS, loadMitdb, MITDB_RECORDS, loadNoise, loadWfdb, matchBeats, outsideEpisodes } from '../../../bench/beats-accuracy';
import { readdirSync } from 'node:fs';
import { dataPath, describeData } from '../../../tests/data';
import { loadRecord } from '../formats/index';
import { DirFileSet } from '../../node/dir-fileset';
import { detectQrs, screenLeads } from './detect';
import { resample } from '../signal/resample';

/** Gross Se / +P (ANSI/AAMI EC57, ±150 ms) over whole MIT-BIH records, both leads. */
async function gross(records: string[], noise?: Float32Array[], schedule: 'nst' | 'continuous' = 'nst'): Promise<{ se: number; ppv: number; tp: number; fn: number; fp: number }> {
  let tp = 0, fn = 0, fp = 0;
  for (const rec of records) {
    const r = await loadMitdb(rec);
    const { fs, ref, vf } = r;
    const leads = noise ? addNstNoise(r, noise, 6, schedule) : r.leads;
    const det = outsideEpisodes(detectQrs(leads, fs), vf);
    const m = matchBeats(ref.map((a) => a.sample), det, Math.round(0.15 * fs));
    tp += m.tp;
    fn += m.fn;
    fp += m.fp;
  }
  return { se: (100 * tp) / (tp + fn), ppv: (100 * tp) / (tp + fp), tp, fn, fp };
}

describeData('detectQrs on MIT-BIH', () => {
  it('keeps its level on the hard records 100, 119, 203, 208', async () => {
    // Achieved: Se 99.47 %, +P 99.56 % (203 and 208 are the noisiest, most ectopic records).
    // All 27 records (bench 'beats'): Se 99.85 %, +P 99.84 %; too slow for a unit test.
    const r = await gross(['100', '119', '203', '208']);
    expect(r.tp + r.fn).toBe(2273 + 1987 + 2980 + 2955);
    expect(r.se).toBeGreaterThanOrEqual(99.35);
    expect(r.ppv).toBeGreaterThanOrEqual(99.45);
  });

  it('stands NSTDB muscle and baseline-wander noise at 6 dB on 118 and 119 (nst schedule)', async () => {
    // Achieved: ma FN 0 / FP 31, bw FN 2 / FP 11 over 4265 beats.
    for (const kind of ['ma', 'bw'] as const) {
      const r = await gross(['118', '119'], await loadNoise(kind));
      expect(r.se).toBeGreaterThanOrEqual(99.5);
      expect(r.ppv).toBeGreaterThanOrEqual(99.0);
    }
  });

  it('drops low detections that split one regular RR in two: muscle noise over the whole of 101, 124 and 220', async () => {
    // Sixth session (dropIntervalSplitters): FP 238 → 128 on these three regular-rhythm records, FN 31 both before and after.
    // Seventh (steep and lead-disproportionate splitters, swapDisplacedBeats): FN 31 → 14, FP 128 → 62.
    const r = await gross(['101', '124', '220'], await loadNoise('ma'), 'continuous');
    expect(r.fn).toBeLessThanOrEqual(16);
    expect(r.fp).toBeLessThanOrEqual(70);
  });

  it('moves an early noise detection followed by a full pause onto the QRS that was due: muscle noise over 100, 112, 205', async () => {
    // Seventh session: FN 33 → 15, FP 98 → 46 (swapDisplacedBeats and the splitter rules together).
    const r = await gross(['100', '112', '205'], await loadNoise('ma'), 'continuous');
    expect(r.fn).toBeLessThanOrEqual(18);
    expect(r.fp).toBeLessThanOrEqual(52);
  });

  it('places every beat of record 100 within 50 ms of the reference R peak', async () => {
    const { fs, leads, ref } = await loadMitdb('100');
    const det = detectQrs(leads, fs);
    const m = matchBeats(ref.map((a) => a.sample), det, Math.round(0.05 * fs));
    expect(m.fn).toBe(0);
    expect(m.fp).toBe(0);
  });

  it('finds the beats of the CPSC 2021 Holter excerpts at 200 Hz (AF and sinus)', async () => {
    // Achieved: 2541 beats, FN 1, FP 12.
    let fn = 0, fp = 0, n = 0;
    for (const rec of CPSC_RECORDS) {
      const r = await loadWfdb('cpsc2021', rec);
      const ref = r.annotations.filter((a) => BEAT_SYMBOLS.has(a.symbol)).map((a) => a.sample);
      const m = matchBeats(ref, detectQrs(r.leads, r.fs), 30);
      fn += m.fn;
      fp += m.fp;
      n += ref.length;
    }
    expect(n).toBe(2541);
    expect(fn).toBeLessThanOrEqual(3);
    expect(fp).toBeLessThanOrEqual(16);
  });

  it('finds the lead II reference QRS of all 100 LUDB 12-lead records (500 Hz, 10 s)', async () => {
    // Achieved: 908 beats, FN 0, FP 1 (103, a flutter wave; inside the annotated stretch: LUDB
    // leaves edge beats out). Was FP 5 before the small-precursor rule (flutter 103 ×3, paced 45).
    const dir = dataPath('ludb', 'data');
    const names = readdirSync(dir).filter((f) => f.endsWith('.hea'));
    let tp = 0, fn = 0, fp = 0;
    for (const h of names) {
      const r = await loadRecord(new DirFileSet(dir), h);
      const ref = r.annotations.filter((a) => a.lead === 'II' && a.symbol === 'N').map((a) => a.sample);
      if (!ref.length) continue;
      const det = Array.from(detectQrs(r.leads.map((l) => l.samples), r.fs)).filter(
        (d) => d >= ref[0] - 50 && d <= ref[ref.length - 1] + 50,
      );
      const m = matchBeats(ref, det, Math.round(0.15 * r.fs));
      tp += m.tp;
      fn += m.fn;
      fp += m.fp;
    }
    expect(names.length).toBe(100);
    expect(tp).toBeGreaterThanOrEqual(905);
    expect(fn).toBeLessThanOrEqual(2);
    expect(fp).toBeLessThanOrEqual(2);
  });

  it('finds nothing in a 20-minute pause of low-level noise and recovers after it', async () => {
    const { fs, leads, ref } = await loadMitdb('119');
    const five = 300 * fs;
    const pause = 1200 * fs;
    const x = new Float32Array(2 * five + pause);
    x.set(leads[0].subarray(0, five), 0);
    let seed = 1;
    for (let i = 0; i < pause; i++) x[five + i] = 0.005 * ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5);
    x.set(leads[0].subarray(five, 2 * five), five + pause);
    const det = detectQrs([x], fs);
    const inPause = Array.from(det).filter((d) => d > five + fs && d < five + pause - fs);
    expect(inPause).toEqual([]);
    const refs = ref
      .filter((a) => a.sample > fs / 2 && a.sample < 2 * five - fs / 2)
      .map((a) => (a.sample < five ? a.sample : a.sample + pause));
    const m = matchBeats(refs, det, Math.round(0.15 * fs));
    expect(m.fn).toBe(0);
    expect(m.fp).toBeLessThanOrEqual(2);
  });

  it('works on one lead and skips a flat or NaN lead', async () => {
    const { fs, leads, ref } = await loadMitdb('119');
    const ten = Math.round(300 * fs);
    const lead = leads[0].subarray(0, ten);
    const refIn = ref.filter((a) => a.sample < ten - 0.1 * fs && a.sample > 0.1 * fs).map((a) => a.sample);
    const flat = new Float32Array(ten);
    const gaps = new Float32Array(ten).fill(NaN);
    expect(screenLeads([lead, flat, gaps], fs)).toEqual([0]);
    const det = detectQrs([flat, lead, gaps], fs);
    const m = matchBeats(refIn, det, Math.round(0.15 * fs));
    expect(m.fn).toBe(0);
    expect(m.fp).toBeLessThanOrEqual(1);
  });

  it('a lead holding only a smooth signal (drift, settling exponential, slow sine) does not disturb detection', async () => {
    // Before (docs/robustness.md problem 3): its ~0 QRS scale blew its edge transients up to ~1e6
    // and detection found 2–3 beats in 10 s. Now the LUDB 1 lead II reference beats are all found.
    const r = await loadRecord(new DirFileSet(dataPath('ludb', 'data')), '1.hea');
    const n = r.length;
    const fs = r.fs;
    const ref = r.annotations.filter((a) => a.lead === 'II' && a.symbol === 'N').map((a) => a.sample);
    const clean = detectQrs(r.leads.map((l) => l.samples), fs);
    const smooth: Float32Array[] = [
      Float32Array.from({ length: n }, (_, i) => (0.03 * i) / n),
      Float32Array.from({ length: n }, (_, i) => 5 * Math.exp(-i / fs / 2)),
      Float32Array.from({ length: n }, (_, i) => 2 * Math.sin((2 * Math.PI * 0.3 * i) / fs)),
    ];
    for (const lead of smooth) {
      const det = detectQrs(r.leads.map((l) => (l.name === 'V2' ? lead : l.samples)), fs);
      expect(Array.from(det)).toEqual(Array.from(clean));
      expect(matchBeats(ref, det, Math.round(0.15 * fs)).fn).toBe(0);
    }
    // A slope below 0.5 mV/s anywhere: no QRS, screened out (every real lead has ≥ 3.75 mV/s).
    expect(screenLeads([smooth[0], r.leads[1].samples], fs)).toEqual([1]);
  });
});

describe('detectQrs edge cases', () => {
  it('returns no beats for no usable lead and rejects a bad sampling rate', () => {
    expect(detectQrs([new Float32Array(5000)], 500).length).toBe(0);
    expect(detectQrs([], 500).length).toBe(0);
    expect(() => detectQrs([new Float32Array(10)], 0)).toThrow(/sampling rate/);
  });
});

describe('dropIntervalSplitters (synthetic, 75 bpm, 60 s)', () => {
  it('drops a low deflection halfway between two regular beats, keeps a low early beat followed by a pause', () => {
    const fs = 500;
    const n = 60 * fs;
    const x = new Float32Array(n);
    const wave = (c: number, amp: number, widthS: number) => {
      for (let i = Math.max(0, c - 50); i < Math.min(n, c + 50); i++) x[i] += amp * Math.exp(-0.5 * ((i - c) / (widthS * fs)) ** 2);
    };
    const rr = 0.8 * fs;
    const beats: number[] = [];
    for (let t = 0.5 * fs; t < n - 0.5 * fs; t += rr) beats.push(Math.round(t));
    for (const b of beats) wave(b, 1, 0.012);
    // Halfway between beats 30 and 31 (the base detector takes it: 75 detections without this rule).
    const mid = Math.round((beats[30] + beats[31]) / 2);
    wave(mid, 0.6, 0.012);
    // Beat 50 replaced by a low, wider early beat: the next beat still comes on time (a pause after it).
    const early = beats[50] - Math.round(0.35 * rr);
    x.fill(0, beats[50] - 50, beats[50] + 50);
    wave(early, 0.45, 0.02);
    let seed = 7;
    for (let i = 0; i < n; i++) x[i] += 0.01 * ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5);
    const det = Array.from(detectQrs([x], fs));
    const found = (p: number) => det.some((d) => Math.abs(d - p) < 0.05 * fs);
    expect(found(mid)).toBe(false);
    expect(found(early)).toBe(true);
    expect(det).toHaveLength(beats.length);
  });
});

describe('dropIntervalSplitters, lead proportions (synthetic, two leads, 75 bpm, 60 s)', () => {
  it('drops a QRS-shaped deflection between two beats that only one lead shows, keeps one both leads show in proportion', () => {
    const fs = 500;
    const n = 60 * fs;
    const make = () => [new Float32Array(n), new Float32Array(n)];
    const wave = (x: Float32Array, c: number, amp: number) => {
      for (let i = Math.max(0, c - 50); i < Math.min(n, c + 50); i++) x[i] += amp * Math.exp(-0.5 * ((i - c) / (0.012 * fs)) ** 2);
    };
    const rr = 0.8 * fs;
    const beats: number[] = [];
    for (let t = 0.5 * fs; t < n - 0.5 * fs; t += rr) beats.push(Math.round(t));
    const mid = Math.round((beats[30] + beats[31]) / 2);
    const detect = (oneLead: boolean) => {
      const leads = make();
      for (const b of beats) for (const x of leads) wave(x, b, 1);
      // As tall as 0.8 of a beat in the fused envelope, with the beats' shape (so not steep).
      if (oneLead) wave(leads[0], mid, 1.6);
      else for (const x of leads) wave(x, mid, 0.8);
      let seed = 11;
      for (const x of leads) for (let i = 0; i < n; i++) x[i] += 0.01 * ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5);
      return Array.from(detectQrs(leads, fs));
    };
    const found = (det: number[]) => det.some((d) => Math.abs(d - mid) < 0.05 * fs);
    expect(found(detect(true))).toBe(false);
    expect(found(detect(false))).toBe(true);
  });
});

describeData('detectQrs on 10-s windows: the start of a record', () => {
  it('what is left of a beat cut off by the start (its T, its QRS tail) is not a beat: MIT-BIH windows every 60 s', async () => {
    // 810 windows; detections ±150 ms from no reference beat (those just outside the window count): in the first
    // 0.4 s 67 before isCutOffRemnant, 20 after; in the other 9.6 s 95 + 7, unchanged (docs/beat-detection.md).
    let start = 0, rest = 0, windows = 0;
    for (const name of MITDB_RECORDS) {
      const { fs, ref, leads } = await loadMitdb(name);
      const w = 10 * fs, tol = 0.15 * fs;
      for (let a0 = 0; a0 + w <= leads[0].length; a0 += 60 * fs) {
        windows++;
        const near = ref.map((x) => x.sample - a0).filter((s) => s >= -tol && s < w + tol);
        for (const r of detectQrs(leads.map((l) => l.subarray(a0, a0 + w)), fs)) {
          if (near.some((s) => Math.abs(s - r) <= tol)) continue;
          if (r < 0.4 * fs) start++;
          else rest++;
        }
      }
    }
    expect(windows).toBe(810);
    expect(start).toBeLessThanOrEqual(24);
    expect(rest).toBeLessThanOrEqual(110);
  }, 60_000);
});

describeData('detectQrs at 100 Hz (PTB-XL records100; docs/robustness.md problem 9)', () => {
  it('CinC E07500 (57 bpm, T peaks ~350 ms after R): the same beats at 100 Hz as at 500 Hz', async () => {
    // Was 18 beats at 100 Hz: every T 360–370 ms after its R, just past the 360 ms T-wave window,
    // and the late-T window was sized by a first interval from the T of a beat cut off by the start.
    const r = await loadRecord(new DirFileSet(dataPath('cinc2021')), 'E07500.hea');
    const native = detectQrs(r.leads.map((l) => l.samples), r.fs);
    const low = detectQrs(r.leads.map((l) => resample(l.samples, r.fs, 100)), 100);
    // 9 QRS complexes; the T wave of a beat cut off by the start (~0.3 s in) was a 10th detection until the
    // ninth session (isCutOffRemnant).
    expect(native.length).toBe(9);
    expect(native[0] / r.fs).toBeGreaterThan(0.45);
    expect(low.length).toBe(native.length);
    const m = matchBeats(Array.from(native, (v) => Math.round(v / 5)), low, 5);
    expect(m.fn + m.fp).toBe(0);
  });
});

describeData('detectQrs across a gap (missing samples, NaN)', () => {
  it('finds the same beats before and after a 0.2 s gap in every lead, wherever it lies', async () => {
    // Was: the QRS envelope's running sum turned NaN at the gap and every beat after it was lost (a gap 0.2 s into
    // LUDB 1: no beat at all); the R refinement beside a gap took the wrong polarity (2644 → 2630).
    const r = await loadRecord(new DirFileSet(dataPath('ludb', 'data')), '1.hea');
    const leads = r.leads.map((l) => l.samples);
    const clean = Array.from(detectQrs(leads, r.fs));
    expect(clean).toHaveLength(8);
    for (const at of [100, 2500, 4800]) {
      const gapped = leads.map((x) => x.slice().fill(NaN, at, at + 100));
      expect(Array.from(detectQrs(gapped, r.fs)), `gap at ${at}`).toEqual(clean);
    }
  });
});
