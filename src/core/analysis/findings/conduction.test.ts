import { describe, expect, it } from 'vitest';
import type { Wave } from '../../types';
import { axisCategory } from './conduction';
import { deriveFindings } from './index';
import { normalInput, regularBeats } from './test-input';
import type { FindingsInput } from './types';

const codes = (i: FindingsInput) => deriveFindings(i).map((f) => f.code);
const find = (i: FindingsInput, code: string) => deriveFindings(i).find((f) => f.code === code);
const withAxis = (a: number) => {
  const i = normalInput();
  i.measurements.axis_deg.qrs = a;
  return i;
};

describe('step 2: axis', () => {
  it('categorises the QRS axis at the PROTOCOL boundaries', () => {
    expect(axisCategory(-30)).toBe('normal_axis');
    expect(axisCategory(90)).toBe('normal_axis');
    expect(axisCategory(-31)).toBe('left_axis_deviation');
    expect(axisCategory(-90)).toBe('left_axis_deviation');
    expect(axisCategory(91)).toBe('right_axis_deviation');
    expect(axisCategory(180)).toBe('right_axis_deviation');
    expect(axisCategory(-91)).toBe('extreme_axis_deviation');
    expect(axisCategory(-179)).toBe('extreme_axis_deviation');
  });
  it('emits exactly one axis code with the measured value', () => {
    expect(find(withAxis(-50), 'left_axis_deviation')!.evidence[0]).toMatchObject({ measure: 'axis_deg.qrs', value: -50 });
    expect(codes(withAxis(120))).toContain('right_axis_deviation');
    expect(codes(withAxis(-120))).toContain('extreme_axis_deviation');
    expect(codes(withAxis(-120))).not.toContain('normal_axis');
  });
  it('no axis code when lead I is unusable', () => {
    const i = withAxis(-60);
    i.quality.I = { usable: false, snr_db: 0, issues: ['flat_line'] };
    expect(codes(i).filter((c) => c.includes('axis'))).toEqual([]);
  });
});

describe('step 2: AV conduction', () => {
  it('short_pr < 120 ms and first_degree_av_block > 200 ms; neither at 160 ms', () => {
    const i = normalInput();
    i.measurements.pr_ms = 110;
    expect(codes(i)).toContain('short_pr');
    i.measurements.pr_ms = 240;
    expect(find(i, 'first_degree_av_block')!.evidence[0]).toMatchObject({ value: 240, threshold: '> 200' });
    i.rhythm.label = 'atrial_fibrillation'; // no PR in AF
    expect(codes(i)).not.toContain('first_degree_av_block');
    expect(codes(normalInput()).some((c) => c === 'short_pr' || c === 'first_degree_av_block')).toBe(false);
  });

  const pWaves = (peaks: number[]): Wave[] => peaks.map((p) => ({ type: 'P', on: p - 25, peak: p, off: p + 25 }));

  it('second_degree_av_block when a P wave is not followed by a QRS (Mobitz II: constant PR)', () => {
    const i = normalInput();
    i.beats = regularBeats(8, 400);
    const p = i.beats.map((b) => b.r - 80);
    p.push(i.beats[3].r + 200); // extra P after beat 3, no QRS follows it directly
    i.leads = { II: { waves: pWaves(p.sort((a, b) => a - b)) } };
    const f = find(i, 'second_degree_av_block')!;
    expect(f.evidence[0].beats).toEqual([3]);
    expect(String(f.evidence[1].value)).toMatch(/^II/);
    i.leads = { II: { waves: pWaves(i.beats.map((b) => b.r - 80)) } };
    expect(codes(i)).not.toContain('second_degree_av_block');
  });

  it('third_degree_av_block when P waves march through at a faster rate than QRS', () => {
    const i = normalInput();
    i.beats = regularBeats(8, 750); // 40 bpm ventricular
    const p: number[] = [];
    for (let s = 100; s < 200 + 8 * 750; s += 290) p.push(s); // ~103 /min atrial
    i.leads = { II: { waves: pWaves(p) } };
    const f = find(i, 'third_degree_av_block')!;
    expect(f.evidence[0].value).toBeGreaterThan(100);
    expect(codes(i)).not.toContain('second_degree_av_block');
  });
});

describe('step 2: bundle branches, fascicles, WPW', () => {
  const rbbb = () => {
    const i = normalInput();
    i.measurements.qrs_ms = 140;
    Object.assign(i.measurements.per_lead.V1, { r_mv: 0.3, s_mv: -0.3, r_prime_mv: 0.6 });
    Object.assign(i.measurements.per_lead.V6, { s_mv: -0.4 });
    return i;
  };
  it('complete RBBB: QRS ≥ 120, rSR′ in V1, S in lateral leads', () => {
    const f = find(rbbb(), 'complete_right_bundle_branch_block')!;
    expect(f.evidence.map((e) => e.measure)).toEqual(expect.arrayContaining(['qrs_ms', 'per_lead.V1.r_prime_mv', 'per_lead.V6.s_mv']));
    const i = rbbb();
    i.measurements.qrs_ms = 110; // incomplete
    expect(codes(i)).toContain('incomplete_right_bundle_branch_block');
    expect(codes(i)).not.toContain('complete_right_bundle_branch_block');
    i.measurements.qrs_ms = 90;
    expect(codes(i).some((c) => c.includes('bundle'))).toBe(false);
  });

  it('a complete block needs the typical lead ≥ 120 ms too; with only the 12-lead envelope wide it is incomplete', () => {
    // Per-lead QRS waves (500 Hz) on every beat, `d` samples long in every lead.
    const withLeadQrs = (i: FindingsInput, d: number) => {
      i.leads = Object.fromEntries(i.leadNames.map((n) => [n, { waves: i.beats.map((b): Wave => ({ type: 'QRS', on: b.r - 20, peak: b.r, off: b.r - 20 + d })) }]));
      return i;
    };
    // LUDB 185 (incomplete RBBB by its annotators): envelope 152 ms, the median lead 116 ms.
    const narrow = withLeadQrs(rbbb(), 58);
    const f = find(narrow, 'incomplete_right_bundle_branch_block')!;
    expect(f.evidence.slice(0, 2)).toMatchObject([{ measure: 'qrs_ms', value: 140, threshold: '>= 100' }, { measure: 'beats.median_lead_qrs_ms', value: 116, threshold: '< 120: incomplete' }]);
    expect(codes(narrow)).not.toContain('complete_right_bundle_branch_block');
    const wide = withLeadQrs(rbbb(), 70);
    expect(find(wide, 'complete_right_bundle_branch_block')!.evidence[1]).toMatchObject({ measure: 'beats.median_lead_qrs_ms', value: 140, threshold: '>= 120' });
    expect(codes(withLeadQrs(lbbb(), 55))).toEqual(expect.arrayContaining(['incomplete_left_bundle_branch_block']));
    expect(codes(withLeadQrs(lbbb(), 65))).toContain('complete_left_bundle_branch_block');
  });

  it('complete RBBB needs the terminal S in both I and V6 (an unmeasured lead is not required)', () => {
    const noSInI = rbbb();
    noSInI.measurements.per_lead.I.s_mv = 0;
    expect(codes(noSInI)).not.toContain('complete_right_bundle_branch_block');
    expect(codes(noSInI)).toContain('nonspecific_intraventricular_conduction_delay');
    const iUnusable = rbbb();
    iUnusable.measurements.per_lead.I.s_mv = 0;
    iUnusable.quality.I = { usable: false, snr_db: 0, issues: ['flat_line'] };
    expect(codes(iUnusable)).toContain('complete_right_bundle_branch_block');
  });

  const lbbb = () => {
    const i = normalInput();
    i.measurements.qrs_ms = 150;
    for (const l of ['I', 'aVL', 'V5', 'V6']) Object.assign(i.measurements.per_lead[l], { q_mv: 0, r_mv: 1.2, s_mv: 0, r_peak_time_ms: 80 });
    Object.assign(i.measurements.per_lead.V1, { r_mv: 0.05, s_mv: -1.5 });
    Object.assign(i.measurements.per_lead.V2, { r_mv: 0.1, s_mv: -2.0 });
    return i;
  };
  it('complete LBBB: QRS ≥ 120, QS/rS in V1–V2, R without Q laterally, R-peak time ≥ 55 ms', () => {
    expect(codes(lbbb())).toContain('complete_left_bundle_branch_block');
    const i = lbbb();
    for (const l of ['V5', 'V6']) i.measurements.per_lead[l].r_peak_time_ms = 40;
    expect(codes(i)).not.toContain('complete_left_bundle_branch_block');
    expect(codes(i)).toContain('nonspecific_intraventricular_conduction_delay');
    const j = lbbb();
    j.measurements.qrs_ms = 115;
    expect(codes(j)).toContain('incomplete_left_bundle_branch_block');
  });

  it('LBBB needs every criterion: a Q in V5, one short R-peak time or none measured excludes it', () => {
    const q = lbbb();
    Object.assign(q.measurements.per_lead.V5, { q_mv: -0.15 });
    expect(codes(q)).not.toContain('complete_left_bundle_branch_block');
    const avlQ = lbbb();
    Object.assign(avlQ.measurements.per_lead.aVL, { q_mv: -0.15 });
    expect(codes(avlQ)).toContain('complete_left_bundle_branch_block');
    const rpt = lbbb();
    rpt.measurements.per_lead.V6.r_peak_time_ms = 50;
    expect(codes(rpt)).not.toContain('complete_left_bundle_branch_block');
    const none = lbbb();
    for (const l of ['V5', 'V6']) none.measurements.per_lead[l].r_peak_time_ms = null;
    expect(codes(none)).not.toContain('complete_left_bundle_branch_block');
  });

  it('LBBB needs the broad R in I and aVL too (rS in aVL excludes it); an RS in V5/V6 is allowed', () => {
    const avlRs = lbbb();
    Object.assign(avlRs.measurements.per_lead.aVL, { r_mv: 0.1, s_mv: -0.8 });
    expect(codes(avlRs)).not.toContain('complete_left_bundle_branch_block');
    const iS = lbbb();
    Object.assign(iS.measurements.per_lead.I, { s_mv: -0.5 });
    expect(codes(iS)).not.toContain('complete_left_bundle_branch_block');
    const v5Rs = lbbb();
    Object.assign(v5Rs.measurements.per_lead.V5, { s_mv: -0.5 });
    expect(codes(v5Rs)).toContain('complete_left_bundle_branch_block');
    const noLateralR = lbbb();
    for (const l of ['V5', 'V6']) Object.assign(noLateralR.measurements.per_lead[l], { r_mv: 0.3, s_mv: -0.9 });
    expect(codes(noLateralR)).not.toContain('complete_left_bundle_branch_block');
  });

  it('LBBB needs a negative terminal deflection in V1–V2: a Qr there (LUDB 141) excludes it, a QS lifted by ST elevation does not', () => {
    // LUDB 141 (incomplete RBBB by its annotators): V1 Q −0.56 mV, then an r of 0.13 mV peaking at 106 ms.
    const qr = lbbb();
    Object.assign(qr.measurements.per_lead.V1, { q_mv: -0.56, r_mv: 0.13, s_mv: 0, st_j_mv: 0.01 });
    expect(codes(qr)).not.toContain('complete_left_bundle_branch_block');
    expect(codes(qr)).toContain('nonspecific_intraventricular_conduction_delay');
    // Discordant ST elevation: the level after the QS (0.11 mV) is the J point, not an r wave.
    const qsSt = lbbb();
    Object.assign(qsSt.measurements.per_lead.V1, { q_mv: -0.9, r_mv: 0.11, s_mv: 0, st_j_mv: 0.11 });
    expect(codes(qsSt)).toContain('complete_left_bundle_branch_block');
    // A small notch after the QS (r < 0.1 mV above the J point) stays compatible.
    const notch = lbbb();
    Object.assign(notch.measurements.per_lead.V1, { q_mv: -0.6, r_mv: 0.075, s_mv: 0, st_j_mv: 0.03 });
    expect(codes(notch)).toContain('complete_left_bundle_branch_block');
  });

  it('nonspecific IVCD: QRS ≥ 110 without BBB morphology; not at 104 ms', () => {
    const i = normalInput();
    i.measurements.qrs_ms = 124;
    expect(codes(i)).toContain('nonspecific_intraventricular_conduction_delay');
    i.measurements.qrs_ms = 104;
    expect(codes(i)).not.toContain('nonspecific_intraventricular_conduction_delay');
  });

  it('IVCD needs the typical lead wide too: a 124-ms envelope made by two leads\' late slopes is not IVCD', () => {
    // Per-lead QRS waves (500 Hz) on every beat: `wide` leads 60 samples (120 ms), the others `narrow`.
    const withLeadQrs = (narrow: number, wideLeads: string[]) => {
      const i = normalInput();
      i.measurements.qrs_ms = 124;
      i.leads = Object.fromEntries(i.leadNames.map((n) => [n, { waves: i.beats.map((b): Wave => {
        const d = wideLeads.includes(n) ? 62 : narrow;
        return { type: 'QRS', on: b.r - 20, peak: b.r, off: b.r - 20 + d };
      }) }]));
      return i;
    };
    const local = withLeadQrs(45, ['V1', 'V2']);
    expect(codes(local)).not.toContain('nonspecific_intraventricular_conduction_delay');
    const diffuse = withLeadQrs(52, ['V1', 'V2']);
    const f = find(diffuse, 'nonspecific_intraventricular_conduction_delay');
    expect(f?.evidence[1]).toMatchObject({ measure: 'beats.median_lead_qrs_ms', value: 104, threshold: '>= 100' });
    // Without a per-lead delineation the global QRS alone decides (as before).
    const i = normalInput();
    i.measurements.qrs_ms = 124;
    expect(codes(i)).toContain('nonspecific_intraventricular_conduction_delay');
    // An unusable lead's wide QRS does not count.
    const bad = withLeadQrs(45, ['I', 'II', 'III', 'aVR', 'aVL', 'aVF']);
    expect(codes(bad)).toContain('nonspecific_intraventricular_conduction_delay');
    for (const n of ['I', 'II']) bad.quality[n] = { usable: false, snr_db: 0, issues: ['flat_line'] };
    expect(codes(bad)).not.toContain('nonspecific_intraventricular_conduction_delay');
  });

  it('LAFB: axis −45..−90 with rS inferior and qR in aVL; not at −35°', () => {
    const i = withAxis(-60);
    for (const l of ['II', 'III', 'aVF']) Object.assign(i.measurements.per_lead[l], { r_mv: 0.2, s_mv: -0.9 });
    Object.assign(i.measurements.per_lead.aVL, { q_mv: -0.1, r_mv: 1.0, s_mv: 0 });
    expect(codes(i)).toContain('left_anterior_fascicular_block');
    i.measurements.axis_deg.qrs = -35;
    expect(codes(i)).not.toContain('left_anterior_fascicular_block');
  });

  it('LPFB: axis 90..180 with rS in I/aVL and qR inferior, not with RBBB', () => {
    const i = withAxis(120);
    Object.assign(i.measurements.per_lead.I, { r_mv: 0.2, s_mv: -0.6 });
    Object.assign(i.measurements.per_lead.aVL, { r_mv: 0.1, s_mv: -0.6 });
    expect(codes(i)).toContain('left_posterior_fascicular_block');
    expect(codes(withAxis(60))).not.toContain('left_posterior_fascicular_block');
  });

  it('WPW: PR < 120 with QRS > 110 (delta wave not measured); short PR alone is not WPW', () => {
    const i = normalInput();
    i.measurements.pr_ms = 100;
    i.measurements.qrs_ms = 130;
    expect(codes(i)).toContain('wpw_pattern');
    expect(codes(i)).not.toContain('nonspecific_intraventricular_conduction_delay');
    i.measurements.qrs_ms = 95;
    expect(codes(i)).not.toContain('wpw_pattern');
  });
});

describe('step 2: QT', () => {
  it('long_qt uses 450 ms for men and 460 ms for women and reports the formula', () => {
    const i = normalInput();
    i.measurements.qtc_ms.bazett = 455;
    expect(find(i, 'long_qt')!.evidence[0]).toMatchObject({ measure: 'qtc_ms.bazett', value: 455, threshold: '> 450 (male thresholds)' });
    i.metadata = { sex: 'F', age: 50 };
    expect(codes(i)).not.toContain('long_qt');
    i.metadata = {};
    expect(find(i, 'long_qt')!.evidence[0].threshold).toContain('sex unknown: male thresholds assumed');
  });
  it('Fridericia above 90 bpm', () => {
    const i = normalInput();
    i.measurements.hr_bpm = 120;
    i.measurements.qtc_ms = { bazett: 470, fridericia: 430, framingham: 430, hodges: 440 };
    expect(codes(i)).not.toContain('long_qt');
    i.measurements.qtc_ms.fridericia = 480;
    expect(find(i, 'long_qt')!.evidence[0].measure).toBe('qtc_ms.fridericia');
  });
  it('a QRS wider than 120 ms is taken out of the QTc that decides long QT, continuously', () => {
    const i = normalInput();
    i.measurements.hr_bpm = 48;
    i.measurements.qtc_ms = { bazett: 470, fridericia: 487, framingham: 487, hodges: 504 };
    i.measurements.qrs_ms = 120;
    expect(find(i, 'long_qt')!.evidence[0]).toMatchObject({ measure: 'qtc_ms.fridericia', value: 487 });
    // CinC E07509: RBBB, QRS 164 ms, QTc Fridericia 487 ms, labelled without a long QT
    i.measurements.qrs_ms = 164;
    expect(codes(i)).not.toContain('long_qt');
    i.measurements.qrs_ms = 150;
    const f = find(i, 'long_qt')!;
    expect(f.evidence[0]).toMatchObject({ measure: 'qtc_qrs_adjusted_ms.fridericia', value: 457, threshold: '> 450 (male thresholds)' });
    expect(f.evidence.map((e) => e.measure)).toEqual(['qtc_qrs_adjusted_ms.fridericia', 'qrs_ms', 'qtc_ms.fridericia']);
    i.measurements.qrs_ms = 121;
    expect(find(i, 'long_qt')!.evidence[0].value).toBe(486);
  });
  it('short_qt < 350 ms', () => {
    const i = normalInput();
    i.measurements.qtc_ms.bazett = 330;
    expect(codes(i)).toContain('short_qt');
    expect(codes(normalInput())).not.toContain('short_qt');
  });
});
