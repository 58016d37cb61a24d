// Regression floor for the findings on real data (bench/findings-accuracy.ts, section 'findings'):
// the numbers achieved when written (docs/findings.md), minus about one record of margin per code.
import { describe, expect, it } from 'vitest';
import { TARGET_CODES, codesOf, ludbReference, scoreCinc, scoreCodes, scoreLudb, scoreLudbDefaultOutOfFold, snomedReference, type CodeStats } from '../../../../bench/findings-accuracy';
import { dataPath, describeData } from '../../../../tests/data';
import { analyzeRecord } from '../index';
import { loadRecord } from '../../formats/index';
import { DirFileSet } from '../../../node/dir-fileset';

describe('reference mapping', () => {
  it('maps LUDB statements to codes and skips rhythm/axis codes under a pacemaker', () => {
    const r = ludbReference(['Rhythm: Sinus rhythm.', 'Electric axis of the heart: horizontal. ', 'I degree AV block. ', 'UNIpolar ventricular pacing.']);
    expect([...r.reference].sort()).toEqual(['first_degree_av_block', 'normal_axis', 'paced_rhythm', 'sinus_rhythm']);
    expect(r.excluded.has('sinus_rhythm')).toBe(true);
    expect(r.excluded.has('first_degree_av_block')).toBe(false);
    expect([...snomedReference(['164889003', '59118001', '99999'])].sort()).toEqual(['atrial_fibrillation', 'complete_right_bundle_branch_block']);
  });
  it('a LUDB sinus arrhythmia record is not scored for sinus_rhythm (one rhythm line; PROTOCOL.md allows both)', () => {
    const r = ludbReference(['Rhythm: Sinus arrhythmia.', 'Electric axis of the heart: normal.']);
    expect([...r.reference].sort()).toEqual(['normal_axis', 'sinus_arrhythmia']);
    expect([r.excluded.has('sinus_rhythm'), r.excluded.has('sinus_arrhythmia'), r.excluded.has('sinus_bradycardia')]).toEqual([true, false, false]);
  });
});

function stat(stats: CodeStats[], code: string): CodeStats {
  const s = stats.find((x) => x.code === code);
  if (!s) throw new Error(`no stats for ${code}`);
  return s;
}

describeData('findings against LUDB and CinC 2021 diagnoses', () => {
  it('LUDB (100 records): rhythm, conduction and ectopy codes', async () => {
    const recs = await scoreLudb();
    expect(recs.length).toBe(100);
    const stats = scoreCodes(recs, codesOf(recs));
    const floor: [string, number, number][] = [
      // code, Se floor, Sp floor
      // sinus_rhythm Sp 21/22 (LUDB sinus arrhythmia records are not scored for it): the miss is 117 at 91 bpm.
      ['sinus_rhythm', 0.8, 0.9],
      ['sinus_bradycardia', 0.8, 0.8],
      ['atrial_fibrillation', 0.8, 0.95],
      ['atrial_flutter', 0.5, 0.95],
      ['paced_rhythm', 0.5, 0.95],
      ['first_degree_av_block', 0.5, 0.85],
      // A complete block needs the median lead's QRS ≥ 120 ms too (round 13): complete RBBB Sp 96/99 → 98/99,
      // incomplete RBBB Se 2/14 → 7/14 at Sp 85/86 when written.
      ['complete_right_bundle_branch_block', 1, 0.97],
      ['incomplete_right_bundle_branch_block', 0.45, 0.97],
      // LBBB needs every PROTOCOL.md criterion (no lateral Q, R-peak time in V5 and V6, broad R in I
      // and aVL): Sp 93/98 when written (round 3); no Qr in V1–V2 (LUDB 125, 141): 95/98.
      ['complete_left_bundle_branch_block', 0.5, 0.95],
      ['incomplete_left_bundle_branch_block', 0, 0.97],
      // Ectopy (round 3, findings/ectopy.ts + classify.ts prematurity rules): PVC 3/4, 95/96; PAC 1/1, 98/99.
      ['premature_ventricular_complex', 0.5, 0.97],
      ['premature_atrial_complex', 1, 0.97],
      // Q duration from the lead's own QRS onset, lead III not counted: inferior MI Sp 94/99 when written.
      ['inferior_mi', 0, 0.93],
      // IVCD needs the median lead's QRS ≥ 100 ms too (docs/findings.md, "IVCD"): Sp 49/97 → 90/97
      // (Se 2/3 → 1/3: LUDB 103, median lead 88 ms); 87/97 since LUDB 125 and 141 (QRS 140 ms, Qr in V1, no
      // lateral S: neither BBB by PROTOCOL.md) are IVCD, labelled incomplete RBBB by LUDB.
      // 91/97 once a BBB pattern whose median lead stays under 120 ms is incomplete (round 13).
      ['nonspecific_intraventricular_conduction_delay', 0, 0.92],
    ];
    for (const [code, se, sp] of floor) {
      const s = stat(stats, code);
      expect.soft(s.se!, `${code} Se ${s.tp}/${s.tp + s.fn}`).toBeGreaterThanOrEqual(se);
      expect.soft(s.sp!, `${code} Sp ${s.tn}/${s.tn + s.fp}`).toBeGreaterThanOrEqual(sp);
    }
  });

  it('LUDB through the default analysis (combined delineator, beat-QRS network; models out of fold): the target codes as with signal processing', async () => {
    const [dsp, def] = [scoreCodes(await scoreLudb(), TARGET_CODES), scoreCodes(await scoreLudbDefaultOutOfFold(), TARGET_CODES)];
    // Measured (fifty-eighth session, beat-QRS network): identical on every target code but left axis deviation, which
    // LUDB 97 (labelled so) gains (Se 4 → 5 of 35), and complete RBBB, which LUDB 97 (labelled incomplete) loses (FP 1 → 0).
    for (const code of TARGET_CODES) {
      const [a, b] = [stat(dsp, code), stat(def, code)];
      expect.soft(Math.abs(b.tp - a.tp), `${code} TP ${a.tp} → ${b.tp}`).toBeLessThanOrEqual(1);
      expect.soft(Math.abs(b.fp - a.fp), `${code} FP ${a.fp} → ${b.fp}`).toBeLessThanOrEqual(1);
    }
    expect(stat(def, 'atrial_fibrillation')).toMatchObject({ tp: 6, fn: 0, fp: 0 });
    expect(stat(def, 'sinus_bradycardia')).toMatchObject({ tp: 13, fn: 0 });
    expect(stat(def, 'left_axis_deviation').tp).toBeGreaterThanOrEqual(4);
    expect(stat(def, 'complete_right_bundle_branch_block')).toMatchObject({ tp: 1, fp: 0 });
  }, 120_000);

  it('CinC 2021 sample (25 records): sinus bradycardia, RBBB, PVC', async () => {
    const recs = await scoreCinc();
    expect(recs.length).toBe(25);
    const stats = scoreCodes(recs, codesOf(recs));
    const brady = stat(stats, 'sinus_bradycardia');
    expect(brady.se!).toBeGreaterThanOrEqual(0.75);
    expect(brady.sp!).toBeGreaterThanOrEqual(0.9);
    expect(stat(stats, 'complete_right_bundle_branch_block').se).toBe(1);
    expect(stat(stats, 'premature_ventricular_complex').se!).toBeGreaterThanOrEqual(0.75);
    // Round 3: PVC Sp 20/21, PAC 7/10 and 14/15, complete RBBB Sp 22/24 (terminal S in I and V6) when written.
    expect(stat(stats, 'premature_ventricular_complex').sp!).toBeGreaterThanOrEqual(0.9);
    expect(stat(stats, 'premature_atrial_complex').se!).toBeGreaterThanOrEqual(0.6);
    expect(stat(stats, 'premature_atrial_complex').sp!).toBeGreaterThanOrEqual(0.86);
    // 24/24 once a complete block needed the median lead's QRS ≥ 120 ms (HR06002, JS20005: 22/24 before).
    expect(stat(stats, 'complete_right_bundle_branch_block').sp!).toBeGreaterThanOrEqual(0.95);
    // P right after T found on the median beat (locked-p.ts): 9/12 when written.
    expect(stat(stats, 'sinus_tachycardia').se!).toBeGreaterThanOrEqual(0.66);
    expect(stat(stats, 'sinus_tachycardia').sp!).toBeGreaterThanOrEqual(0.9);
    // IVCD with the median-lead rule: Sp 14/23 → 19/23 when written (was called on 9 of the records without it).
    expect(stat(stats, 'nonspecific_intraventricular_conduction_delay').sp!).toBeGreaterThanOrEqual(0.78);
    // Long QT judged without the QRS widening beyond 120 ms: Sp 15/23 → 17/23 when written (E07509 RBBB, JS20006), Se 2/2.
    expect(stat(stats, 'long_qt').se).toBe(1);
    expect(stat(stats, 'long_qt').sp!).toBeGreaterThanOrEqual(0.7);
    // Sinus arrhythmia without the N–N interval right after an ectopic's return cycle: Sp 20/24 → 22/24 when written.
    expect(stat(stats, 'sinus_arrhythmia').sp!).toBeGreaterThanOrEqual(0.9);
  });

  it('PTB-XL NORM record 00001 (100 Hz, global QRS 120 ms, median lead 75 ms): no IVCD, normal ECG', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('ptbxl-sample/records100/00000')), '00001_lr.hea');
    const a = analyzeRecord(rec);
    expect(a.measurements.qrs_ms!).toBeGreaterThanOrEqual(110);
    const codes = a.findings.map((f) => f.code);
    expect(codes).not.toContain('nonspecific_intraventricular_conduction_delay');
    expect(codes).toContain('normal_ecg');
  });
});
