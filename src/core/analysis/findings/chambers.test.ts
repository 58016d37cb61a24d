import { describe, expect, it } from 'vitest';
import { deriveFindings } from './index';
import { normalInput } from './test-input';
import type { FindingsInput } from './types';

const codes = (i: FindingsInput) => deriveFindings(i).map((f) => f.code);
const find = (i: FindingsInput, code: string) => deriveFindings(i).find((f) => f.code === code);
const set = (i: FindingsInput, lead: string, v: Record<string, number | null>) => Object.assign(i.measurements.per_lead[lead], v);

describe('step 3: chambers and voltage', () => {
  it('LVH by Sokolow–Lyon S(V1) + R(V5) > 3.5 mV, listing the criterion', () => {
    const i = normalInput();
    set(i, 'V1', { s_mv: -1.8 });
    set(i, 'V5', { r_mv: 2.0 });
    expect(find(i, 'left_ventricular_hypertrophy')!.evidence[0]).toMatchObject({ measure: 'sokolow_lyon_mv', value: 3.8 });
    set(i, 'V5', { r_mv: 1.6 }); // 3.4: not met
    expect(codes(i)).not.toContain('left_ventricular_hypertrophy');
  });
  it('LVH by Cornell uses the sex threshold (2.0 mV women, 2.8 mV men)', () => {
    const i = normalInput();
    set(i, 'aVL', { r_mv: 0.9 });
    set(i, 'V3', { s_mv: -1.4 }); // 2.3 mV, product 0.207 mV·s
    expect(codes(i)).not.toContain('left_ventricular_hypertrophy');
    i.metadata = { sex: 'F', age: 60 };
    expect(find(i, 'left_ventricular_hypertrophy')!.evidence[0].measure).toBe('cornell_mv');
  });
  it('LVH by R(aVL) > 1.1 mV and by Cornell product', () => {
    const i = normalInput();
    set(i, 'aVL', { r_mv: 1.2 });
    expect(codes(i)).toContain('left_ventricular_hypertrophy');
    const j = normalInput();
    set(j, 'aVL', { r_mv: 0.8 });
    set(j, 'V3', { s_mv: -1.4 });
    j.measurements.qrs_ms = 115; // (0.8 + 1.4) × 0.115 = 0.253 mV·s
    expect(find(j, 'left_ventricular_hypertrophy')!.evidence.map((e) => e.measure)).toContain('cornell_product_mv_s');
  });
  it('RVH: axis > 100° with dominant R in V1; not with a normal axis', () => {
    const i = normalInput();
    i.measurements.axis_deg.qrs = 115;
    set(i, 'V1', { r_mv: 0.9, s_mv: -0.3 });
    expect(codes(i)).toContain('right_ventricular_hypertrophy');
    expect(codes(i)).toContain('dominant_r_v1');
    i.measurements.axis_deg.qrs = 80;
    expect(codes(i)).not.toContain('right_ventricular_hypertrophy');
  });
  it('left atrial enlargement by P duration ≥ 120 ms in II or deep terminal P in V1', () => {
    const i = normalInput();
    set(i, 'II', { p_ms: 130 });
    expect(codes(i)).toContain('left_atrial_enlargement');
    const j = normalInput();
    set(j, 'V1', { p_terminal_mv: -0.15 });
    expect(find(j, 'left_atrial_enlargement')!.evidence[0].measure).toBe('per_lead.V1.p_terminal_mv');
    expect(codes(normalInput())).not.toContain('left_atrial_enlargement');
  });
  it('right atrial enlargement: P > 0.25 mV in II/III/aVF', () => {
    const i = normalInput();
    set(i, 'II', { p_mv: 0.3 });
    expect(find(i, 'right_atrial_enlargement')!.leads).toEqual(['II']);
    set(i, 'II', { p_mv: 0.25 });
    expect(codes(i)).not.toContain('right_atrial_enlargement');
  });
  it('low QRS voltage in every limb lead (< 0.5 mV peak to peak)', () => {
    const i = normalInput();
    for (const l of ['I', 'II', 'III', 'aVR', 'aVL', 'aVF']) set(i, l, { qrs_pp_mv: 0.4 });
    expect(codes(i)).toContain('low_qrs_voltage');
    set(i, 'II', { qrs_pp_mv: 0.6 });
    expect(codes(i)).not.toContain('low_qrs_voltage');
  });
  it('poor R-wave progression: R(V3) ≤ 0.3 mV and no growth V1→V4', () => {
    const i = normalInput();
    set(i, 'V2', { r_mv: 0.2 });
    set(i, 'V3', { r_mv: 0.15 });
    set(i, 'V4', { r_mv: 0.4 });
    expect(codes(i)).toContain('poor_r_wave_progression');
    expect(codes(normalInput())).not.toContain('poor_r_wave_progression');
  });
  it('dominant R in V1 (R/S > 1)', () => {
    const i = normalInput();
    set(i, 'V1', { r_mv: 0.6, s_mv: -0.4 });
    expect(find(i, 'dominant_r_v1')!.evidence[0].value).toBe(1.5);
    expect(codes(normalInput())).not.toContain('dominant_r_v1');
  });
});
