import { describe, expect, it } from 'vitest';
import { deriveFindings } from './index';
import { normalInput } from './test-input';
import type { FindingsInput } from './types';

const codes = (i: FindingsInput) => deriveFindings(i).map((f) => f.code);
const find = (i: FindingsInput, code: string) => deriveFindings(i).find((f) => f.code === code);
const st = (i: FindingsInput, leads: string[], j: number, j60 = j) => {
  for (const l of leads) Object.assign(i.measurements.per_lead[l], { st_j_mv: j, st_60_mv: j60 });
};

describe('step 4: ischemia, infarction, mimics', () => {
  it('inferior STEMI: ST elevation ≥ 0.1 mV in II, III, aVF with reciprocal depression in aVL', () => {
    const i = normalInput();
    st(i, ['II', 'III', 'aVF'], 0.25, 0.2);
    st(i, ['aVL'], -0.1);
    const f = find(i, 'inferior_stemi')!;
    expect(f.leads).toEqual(['II', 'III', 'aVF']);
    expect(f.evidence.find((e) => e.measure === 'reciprocal_st_depression')?.value).toBe('aVL');
    expect(find(i, 'st_elevation')!.leads).toEqual(['II', 'III', 'aVF']);
    expect(codes(i)).not.toContain('early_repolarization');
  });
  it('one elevated lead is not enough (contiguity)', () => {
    const i = normalInput();
    st(i, ['II', 'V4'], 0.3);
    expect(codes(i)).not.toContain('st_elevation');
  });
  it('V2–V3 thresholds depend on sex and age: 0.15 mV is STE for a woman, not for a man ≥ 40', () => {
    const i = normalInput();
    st(i, ['V2', 'V3'], 0.17, 0.1);
    expect(codes(i)).not.toContain('st_elevation');
    i.metadata = { sex: 'F', age: 50 };
    expect(find(i, 'anterior_stemi')!.leads).toEqual(['V2', 'V3']);
    const y = normalInput();
    st(y, ['V2', 'V3'], 0.22, 0.1);
    expect(codes(y)).toContain('st_elevation');
    y.metadata = { sex: 'M', age: 30 };
    expect(codes(y)).not.toContain('st_elevation');
  });
  it('septal and lateral STEMI', () => {
    const i = normalInput();
    i.metadata = { sex: 'F', age: 60 };
    st(i, ['V1', 'V2'], 0.2, 0.1);
    expect(codes(i)).toContain('septal_stemi');
    const l = normalInput();
    st(l, ['I', 'aVL'], 0.15, 0.1);
    expect(codes(l)).toContain('lateral_stemi');
  });
  it('ST depression must be horizontal/downsloping (still ≤ −0.05 at J+60) in ≥ 2 contiguous leads', () => {
    const i = normalInput();
    st(i, ['V5', 'V6'], -0.1, -0.12);
    expect(find(i, 'st_depression')!.leads).toEqual(['V5', 'V6']);
    expect(codes(i)).toContain('lateral_ischemia');
    st(i, ['V5', 'V6'], -0.1, 0.05); // upsloping
    expect(codes(i)).not.toContain('st_depression');
  });
  it('T inversion ≤ −0.1 mV in ≥ 2 contiguous leads with dominant R; V1 alone with III ignored', () => {
    const i = normalInput();
    for (const l of ['II', 'aVF']) i.measurements.per_lead[l].t_mv = -0.2;
    expect(find(i, 't_wave_inversion')!.leads).toEqual(['II', 'aVF']);
    expect(codes(i)).toContain('inferior_ischemia');
    const j = normalInput();
    j.measurements.per_lead.V1.t_mv = -0.3; // V1 has rS: no dominant R
    j.measurements.per_lead.V2.t_mv = -0.3;
    expect(codes(j)).not.toContain('t_wave_inversion');
  });
  it('pathological Q ≥ 40 ms in II, III, aVF gives inferior MI; small septal q in V5/V6 does not', () => {
    const i = normalInput();
    for (const l of ['II', 'III', 'aVF']) Object.assign(i.measurements.per_lead[l], { q_mv: -0.3, q_ms: 45 });
    expect(find(i, 'inferior_mi')!.leads).toEqual(['II', 'aVF']); // III is not counted (normal variant)
    expect(codes(i)).toContain('pathological_q_waves');
    expect(codes(normalInput())).not.toContain('pathological_q_waves');
    const iii = normalInput();
    for (const l of ['III', 'aVF']) Object.assign(iii.measurements.per_lead[l], { q_mv: -0.3, q_ms: 45 });
    expect(codes(iii)).not.toContain('inferior_mi'); // Q in III + aVF: only one countable inferior lead
  });
  it('Q waves of 45 ms in the inferior leads give inferior MI', () => {
    const i = normalInput();
    for (const l of ['II', 'III', 'aVF']) Object.assign(i.measurements.per_lead[l], { q_mv: -0.1, q_ms: 45, r_mv: 1.2 });
    expect(codes(i)).toContain('inferior_mi');
  });
  it('QS complexes in V1–V3 (Q ≥ 25 % of R) give anterior MI', () => {
    const i = normalInput();
    for (const l of ['V2', 'V3']) Object.assign(i.measurements.per_lead[l], { q_mv: -0.8, q_ms: 30, r_mv: 0.05, s_mv: 0 });
    expect(codes(i)).toContain('anterior_mi');
  });
  it('right ventricular MI pattern: inferior STE with ST(V1) > ST(V2)', () => {
    const i = normalInput();
    st(i, ['II', 'III', 'aVF'], 0.2, 0.15);
    st(i, ['V1'], 0.15);
    st(i, ['V2'], 0.05);
    expect(codes(i)).toContain('right_ventricular_mi_pattern');
    st(i, ['V1'], 0.0);
    expect(codes(i)).not.toContain('right_ventricular_mi_pattern');
  });
  it('pericarditis: diffuse concave STE without reciprocal depression (no STEMI codes)', () => {
    const i = normalInput();
    st(i, ['I', 'II', 'aVF', 'V4', 'V5', 'V6'], 0.15, 0.2);
    st(i, ['aVR'], -0.1);
    const c = codes(i);
    expect(c).toContain('pericarditis_pattern');
    expect(c).not.toContain('inferior_stemi');
    st(i, ['aVL'], -0.1); // reciprocal depression outside aVR/V1: STEMI, not pericarditis
    expect(codes(i)).not.toContain('pericarditis_pattern');
    expect(codes(i)).toContain('inferior_stemi');
  });
  it('early repolarization: concave J elevation in lateral leads, T upright, no depression', () => {
    const i = normalInput();
    st(i, ['V5', 'V6'], 0.15, 0.2);
    expect(find(i, 'early_repolarization')!.leads).toEqual(['V5', 'V6']);
    expect(codes(i)).not.toContain('lateral_stemi');
    st(i, ['V5', 'V6'], 0.2, 0.1); // convex/downsloping
    expect(codes(i)).not.toContain('early_repolarization');
  });
  it('secondary ST-T: no ischemia/MI codes in complete LBBB; RBBB T inversion in V1–V3 is not ischemia', () => {
    const i = normalInput();
    i.measurements.qrs_ms = 150;
    for (const l of ['I', 'aVL', 'V5', 'V6']) Object.assign(i.measurements.per_lead[l], { q_mv: 0, r_mv: 1.2, s_mv: 0, r_peak_time_ms: 80, t_mv: -0.3 });
    Object.assign(i.measurements.per_lead.V1, { r_mv: 0.05, s_mv: -1.5, st_j_mv: 0.3, st_60_mv: 0.3 });
    Object.assign(i.measurements.per_lead.V2, { r_mv: 0.1, s_mv: -2.0, st_j_mv: 0.3, st_60_mv: 0.3 });
    const c = codes(i);
    expect(c).toContain('complete_left_bundle_branch_block');
    expect(c.filter((x) => /stemi|ischemia|_mi$|st_|t_wave/.test(x))).toEqual([]);
    const r = normalInput();
    r.measurements.qrs_ms = 140;
    Object.assign(r.measurements.per_lead.V1, { r_mv: 0.3, s_mv: -0.3, r_prime_mv: 0.6, t_mv: -0.3 });
    Object.assign(r.measurements.per_lead.V2, { r_mv: 0.6, s_mv: -0.3, t_mv: -0.3 });
    Object.assign(r.measurements.per_lead.V6, { s_mv: -0.4 });
    expect(codes(r)).toContain('complete_right_bundle_branch_block');
    expect(codes(r)).not.toContain('t_wave_inversion');
  });
  it('Q in aVL is not pathological when the axis is beyond +60°', () => {
    const i = normalInput();
    for (const l of ['I', 'aVL']) Object.assign(i.measurements.per_lead[l], { q_mv: -0.3, q_ms: 45 });
    expect(codes(i)).toContain('lateral_mi');
    i.measurements.axis_deg.qrs = 80;
    expect(codes(i)).not.toContain('lateral_mi');
  });
});
