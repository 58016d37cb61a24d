import { describe, expect, it } from 'vitest';
import { describeData } from '../../../tests/data';
import { LUDB_DIR, LUDB_EXT, QTDB_DIR, loadWfdb, ludbGlobalRef, refWaves, withinTolerance } from '../../../bench/delineation-accuracy';
import type { EcgRecord, LeadDelineation, Wave } from '../types';
import { combineLeads } from './delineate-global';
import { assignExternalWaves, chordAmplitude, externalMedianDelineation } from './external-delineation';
import { analyzeRecord, completeAnalysis, prepareAnalysis } from './index';

const w = (type: Wave['type'], on: number, peak: number, off: number): Wave => ({ type, on, peak, off });

describe('assignExternalWaves', () => {
  // Three beats at 500 Hz, R at 1000, 1500, 2000.
  const r = [1000, 1500, 2000];
  const lead: LeadDelineation = {
    waves: [
      w('P', 880, 910, 940), w('QRS', 975, 1002, 1030), w('T', 1120, 1180, 1240),
      // beat 2 has no P; its QRS is 80 ms from R (within 150 ms)
      w('QRS', 1515, 1540, 1560), w('T', 1620, 1680, 1740),
      w('P', 1880, 1910, 1940), w('T', 2120, 2180, 2240),
    ],
  };

  it('gives each beat the nearest QRS, the P before it and the T after it; an absent lead has none', () => {
    const [ii, v1] = assignExternalWaves({ II: lead }, ['II', 'V1'], r, 500);
    expect(ii[0]).toEqual({ qrs: { on: 975, peak: 1002, off: 1030 }, p: { on: 880, peak: 910, off: 940 }, pSlope: 0, t: { on: 1120, peak: 1180, off: 1240 } });
    expect(ii[1].p).toBeNull();
    expect(ii[1].qrs!.peak).toBe(1540);
    expect(ii[1].t!.peak).toBe(1680);
    expect(ii[2].qrs).toBeNull();
    expect(ii[2].p!.peak).toBe(1910);
    expect(ii[2].t!.peak).toBe(2180);
    expect(v1.every((x) => x.qrs === null && x.p === null && x.t === null)).toBe(true);
  });

  it('the median beat takes the median position relative to R; P only where most beats show one', () => {
    const perLead = assignExternalWaves({ II: lead }, ['II'], r, 500);
    const md = externalMedianDelineation(perLead, r, [0, 1, 2], 225);
    // QRS on relative to R: −25 (beat 0), +15 (beat 1) → median −5.
    expect(md.perLead[0].qrs).toEqual({ on: 220, peak: 246, off: 270 });
    expect(md.perLead[0].t).toEqual({ on: 345, peak: 405, off: 465 });
    expect(md.pLeads).toEqual([true]);
    expect(md.pPresent).toBe(true);
    const noP = externalMedianDelineation(assignExternalWaves({ II: { waves: lead.waves.filter((x) => x.peak !== 910) } }, ['II'], r, 500), r, [0, 1, 2], 225);
    expect(noP.pPresent).toBe(false);
    expect(noP.global.pOn).toBeNull();
  });
});

/** LUDB's manual annotations of every lead as an external delineation. */
function ludbAnnotationsAsDelineation(rec: EcgRecord): Record<string, LeadDelineation> {
  const out: Record<string, LeadDelineation> = {};
  for (const [lead, ext] of Object.entries(LUDB_EXT)) {
    const waves = refWaves(rec.annotations.filter((a) => a.source === ext))
      .filter((x) => x.on !== null && x.off !== null)
      .map((x) => ({ type: x.type, on: x.on!, peak: x.peak, off: x.off! }));
    out[lead] = { waves };
  }
  return out;
}

describeData('analyzeRecord with an external delineation (LUDB 1)', () => {
  it('without the option the DSP output is unchanged (values of the DSP path before the option existed)', async () => {
    const rec = await loadWfdb(LUDB_DIR, '1');
    const a = analyzeRecord(rec, { leadSet: '12' });
    const b = analyzeRecord(rec, { leadSet: '12', delineation: undefined });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const m = a.measurements;
    expect({ pr: m.pr_ms, qrs: m.qrs_ms, qt: m.qt_ms, p: m.p_ms, hr: m.hr_bpm }).toEqual(DSP_LUDB1);
  }, 30_000);

  it('the manual annotations as waves give the annotation-implied global PR/QRS/QT and drive beats and leads', async () => {
    const rec = await loadWfdb(LUDB_DIR, '1');
    const ref = ludbGlobalRef(rec);
    const delineation = ludbAnnotationsAsDelineation(rec);
    const a = analyzeRecord(rec, { leadSet: '12', delineation });
    expect(withinTolerance(ref, a.measurements)).toEqual({ hr: true, pr: true, qrs: true, qt: true });
    // Tighter than the tolerance: the per-lead median over beats and the multi-lead combination differ from the reference's per-beat extremes only slightly.
    expect(Math.abs(a.measurements.qrs_ms! - ref.qrs!)).toBeLessThanOrEqual(10);
    expect(a.leads.II.waves).toEqual(delineation.II.waves);
    // A beat's global QRS onset is the earliest annotated onset over the leads near its R.
    const qrsII = delineation.II.waves.filter((x) => x.type === 'QRS');
    const beat = a.beats.find((b) => Math.abs(b.r - qrsII[2].peak) < 50)!;
    const ons = Object.values(delineation).flatMap((l) => l.waves.filter((x) => x.type === 'QRS' && Math.abs(x.peak - beat.r) < 75).map((x) => x.on));
    expect(beat.qrsOn).toBe(Math.min(...ons));
  }, 30_000);

  it('keepDspMedian: median-beat fiducials and global intervals from DSP, per-lead waves and beats from the external waves', async () => {
    const rec = await loadWfdb(LUDB_DIR, '1');
    const delineation = ludbAnnotationsAsDelineation(rec);
    const dsp = analyzeRecord(rec, { leadSet: '12' });
    const ext = analyzeRecord(rec, { leadSet: '12', delineation });
    const keep = analyzeRecord(rec, { leadSet: '12', delineation, keepDspMedian: true });
    expect(keep.measurements.qrs_ms).toBe(DSP_LUDB1.qrs);
    expect(keep.median_beats!.waves).toEqual(dsp.median_beats!.waves);
    const m = (a: typeof dsp) => [a.measurements.pr_ms, a.measurements.qrs_ms, a.measurements.qt_ms, a.measurements.axis_deg];
    expect(m(keep)).toEqual(m(dsp));
    expect(withinTolerance(ludbGlobalRef(rec), keep.measurements)).toEqual({ hr: true, pr: true, qrs: true, qt: true });
    expect(keep.leads).toEqual(ext.leads);
    expect(keep.beats.map((b) => b.qrsOn)).toEqual(ext.beats.map((b) => b.qrsOn));
  }, 30_000);

  it('medianQrsFrom: the median beat\'s QRS ends at the later of the DSP end and that of the other waves\' median beat, and starts at the mean of the two onsets', async () => {
    // LUDB 55: a wide QRS whose annotated end (latest of 12 leads) lies ~30 ms after the DSP median beat's.
    const rec = await loadWfdb(LUDB_DIR, '55');
    const annotated = ludbAnnotationsAsDelineation(rec);
    const ref = ludbGlobalRef(rec);
    const prepared = prepareAnalysis(rec, { leadSet: '12' });
    const dsp = completeAnalysis(prepared);
    const keep = completeAnalysis(prepared, { delineation: annotated, keepDspMedian: true });
    const later = completeAnalysis(prepared, { delineation: annotated, keepDspMedian: true, medianQrsFrom: annotated });
    expect(keep.measurements.qrs_ms).toBe(dsp.measurements.qrs_ms);
    expect(ref.qrs! - dsp.measurements.qrs_ms!).toBeGreaterThan(20);
    expect(Math.abs(later.measurements.qrs_ms! - ref.qrs!)).toBeLessThanOrEqual(10);
    expect(later.median_beats!.waves!.qrsOff).toBeGreaterThan(dsp.median_beats!.waves!.qrsOff!);
    // The onset is the mean of the DSP median beat's and the waves' own median beat's (PR moves with it); the
    // per-lead waves stay.
    const own = completeAnalysis(prepared, { delineation: annotated });
    const dspOn = dsp.median_beats!.waves!.qrsOn!, ownOn = own.median_beats!.waves!.qrsOn!;
    expect(ownOn).not.toBe(dspOn);
    expect(later.median_beats!.waves!.qrsOn).toBe(Math.round((dspOn + ownOn) / 2));
    expect(later.measurements.pr_ms! - dsp.measurements.pr_ms!).toBeCloseTo(((Math.round((dspOn + ownOn) / 2) - dspOn) / rec.fs) * 1000, 0);
    expect(later.leads).toEqual(keep.leads);
    // Waves that end earlier leave the DSP end as it is.
    const earlier = Object.fromEntries(Object.entries(annotated).map(([n, l]) => [n, { waves: l.waves.map((x) => (x.type === 'QRS' ? { ...x, off: x.peak + 5 } : x)) }]));
    const withEarlier = completeAnalysis(prepared, { delineation: annotated, keepDspMedian: true, medianQrsFrom: earlier });
    expect(withEarlier.median_beats!.waves!.qrsOff).toBe(dsp.median_beats!.waves!.qrsOff);
    expect(withEarlier.median_beats!.waves!.qrsOn).toBe(later.median_beats!.waves!.qrsOn);
    // Two leads (a Holter's): both ends are means of the two leads' ends, and the DSP one stays even against waves
    // that end 40 ms later (which do extend it with twelve leads).
    const later40 = Object.fromEntries(Object.entries(annotated).map(([n, l]) => [n, { waves: l.waves.map((x) => (x.type === 'QRS' ? { ...x, off: x.off + 20 } : x)) }]));
    expect(completeAnalysis(prepared, { delineation: annotated, keepDspMedian: true, medianQrsFrom: later40 }).measurements.qrs_ms).toBeGreaterThan(later.measurements.qrs_ms!);
    const two = { ...rec, leads: rec.leads.filter((l) => l.name === 'II' || l.name === 'V5') };
    const twoAnnotated = { II: annotated.II, V5: annotated.V5 };
    const twoPrepared = prepareAnalysis(two, { leadSet: 'all' });
    const twoKeep = completeAnalysis(twoPrepared, { delineation: twoAnnotated, keepDspMedian: true });
    expect(completeAnalysis(twoPrepared, { delineation: twoAnnotated, keepDspMedian: true, medianQrsFrom: { II: later40.II, V5: later40.V5 } }).measurements).toEqual(twoKeep.measurements);
  }, 30_000);

  it('globalQrs: the median beat\'s QRS onset and offset become the mean of theirs and the given ones; PR, QRS and QT follow', async () => {
    const rec = await loadWfdb(LUDB_DIR, '55');
    const annotated = ludbAnnotationsAsDelineation(rec);
    const prepared = prepareAnalysis(rec, { leadSet: '12' });
    const base = completeAnalysis(prepared, { delineation: annotated, keepDspMedian: true, medianQrsFrom: annotated });
    const fid = base.median_beats!.fiducial;
    const { qrsOn, qrsOff } = base.median_beats!.waves!;
    // 60 ms before and 80 ms after the R peak: at 500 Hz, 30 and 40 samples.
    const blended = completeAnalysis(prepared, { delineation: annotated, keepDspMedian: true, medianQrsFrom: annotated, globalQrs: { onMs: -60, offMs: 80 } });
    const w = blended.median_beats!.waves!;
    expect([w.qrsOn, w.qrsOff]).toEqual([Math.round((qrsOn! + fid - 30) / 2), Math.round((qrsOff! + fid + 40) / 2)]);
    const ms = (d: number) => (d / rec.fs) * 1000;
    expect(blended.measurements.qrs_ms! - base.measurements.qrs_ms!).toBeCloseTo(ms(w.qrsOff! - w.qrsOn! - (qrsOff! - qrsOn!)), 0);
    expect(blended.measurements.pr_ms! - base.measurements.pr_ms!).toBeCloseTo(ms(w.qrsOn! - qrsOn!), 0);
    expect(base.measurements.qt_ms! - blended.measurements.qt_ms!).toBeCloseTo(ms(w.qrsOn! - qrsOn!), 0);
    expect(blended.leads).toEqual(base.leads);
    // Only with the DSP median beat kept (the combined delineator); null changes nothing.
    expect(completeAnalysis(prepared, { delineation: annotated, globalQrs: { onMs: -60, offMs: 80 } }).measurements).toEqual(completeAnalysis(prepared, { delineation: annotated }).measurements);
    expect(completeAnalysis(prepared, { delineation: annotated, keepDspMedian: true, medianQrsFrom: annotated, globalQrs: null }).measurements).toEqual(base.measurements);
  }, 30_000);
});

describeData('external T strength on a 2-lead record (QTDB sel100)', () => {
  it('with the signals, beats whose two leads disagree on the T take the stronger lead\'s T, not the first lead\'s', async () => {
    const rec = await loadWfdb(QTDB_DIR, 'sel100');
    const a = analyzeRecord(rec);
    const names = rec.leads.map((l) => l.name);
    const r = a.beats.map((b) => b.r);
    const ref = refWaves(rec.annotations.filter((x) => x.source === 'q1c'));
    // The DSP's own per-lead waves fed back as an external delineation, global T end per q1c beat (no T-end clamp).
    const plain = assignExternalWaves(a.leads, names, r, rec.fs);
    const strong = assignExternalWaves(a.leads, names, r, rec.fs, rec.leads.map((l) => l.samples));
    const err = { plain: [] as number[], strong: [] as number[] };
    for (const q of ref.filter((w) => w.type === 'QRS')) {
      const t = ref.find((w) => w.type === 'T' && w.peak > q.peak && w.peak < q.peak + 0.7 * rec.fs);
      const b = r.findIndex((x) => Math.abs(x - q.peak) <= 0.15 * rec.fs);
      if (b < 0 || t?.off == null) continue;
      const ms = (x: number | null) => ((x! - t.off!) / rec.fs) * 1000;
      err.plain.push(ms(combineLeads(plain.map((l) => l[b])).tOff));
      err.strong.push(ms(combineLeads(strong.map((l) => l[b])).tOff));
    }
    const mae = (v: number[]) => v.reduce((s, x) => s + Math.abs(x), 0) / v.length;
    expect(err.plain.length).toBe(30);
    // Measured: first lead's T 50.5 ± 63.2 ms after q1c; strongest lead's −14.1 ± 17.5 ms (the DSP path's own numbers).
    expect(mae(err.plain)).toBeGreaterThan(50);
    expect(mae(err.strong)).toBeLessThan(25);
    expect(strong.some((l) => l.some((w) => w.tStrength !== undefined))).toBe(true);
    expect(plain.every((l) => l.every((w) => w.tStrength === undefined))).toBe(true);
  }, 30_000);

  it('chordAmplitude: distance of the peak sample from the on–off chord', () => {
    expect(chordAmplitude([0, 1, 3, 2, 2], { on: 0, peak: 2, off: 4 })).toBe(2);
    expect(chordAmplitude([0, -1, -3, -1, 0], { on: 0, peak: 2, off: 4 })).toBe(3);
  });
});

/**
 * DSP measurements of LUDB 1 (leads '12'), from the code before AnalyzeOptions.delineation; QT 496 → 528
 * with DSP delineator 1.3.0 (latest clear T end), unchanged in 1.3.1; hr 46 → 45 with the rate from the mean RR.
 * Update when the DSP delineator changes.
 */
const DSP_LUDB1 = { pr: 140, qrs: 108, qt: 528, p: 116, hr: 45 };

describeData('prepareAnalysis / completeAnalysis', () => {
  it('one preparation completes into the same analyses as analyzeRecord, with DSP or external waves, in any order and repeatedly', async () => {
    const rec = await loadWfdb(LUDB_DIR, '3');
    const dsp = analyzeRecord(rec);
    // External waves: the DSP ones with every QRS 4 ms wider and every P dropped in lead II.
    const ext = Object.fromEntries(Object.entries(dsp.leads).map(([name, l]) => [name, {
      waves: l.waves.filter((x) => !(name === 'II' && x.type === 'P')).map((x) => (x.type === 'QRS' ? { ...x, on: x.on - 1, off: x.off + 1 } : x)),
    }]));
    const prepared = prepareAnalysis(rec);
    for (const keepDspMedian of [true, false]) {
      const expected = analyzeRecord(rec, { delineation: ext, keepDspMedian });
      expect(completeAnalysis(prepared, { delineation: ext, keepDspMedian })).toEqual(expected);
    }
    expect(completeAnalysis(prepared)).toEqual(dsp);
    expect(completeAnalysis(prepared)).toEqual(dsp);
    expect(completeAnalysis(prepared, { delineation: ext, keepDspMedian: true })).toEqual(analyzeRecord(rec, { delineation: ext, keepDspMedian: true }));
  }, 30_000);
});
