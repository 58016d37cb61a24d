import { describe, expect, it } from 'vitest';
import { STANDARD_LEADS } from '../types';
import type { SimTruth } from '../simulate/index';
import { EXAMPLES, getExample } from './index';

/** The finding each example exists to show, plus codes it must not carry. */
const INTENDED: Record<string, { has: string[]; not?: string[] }> = {
  'normal-sinus-rhythm': { has: ['sinus_rhythm', 'normal_axis', 'normal_ecg'] },
  'sinus-bradycardia': { has: ['sinus_bradycardia'], not: ['first_degree_av_block', 'left_axis_deviation'] },
  'sinus-tachycardia': { has: ['sinus_tachycardia'], not: ['right_atrial_enlargement', 'st_depression'] },
  'atrial-fibrillation': { has: ['atrial_fibrillation'], not: ['sinus_rhythm', 'inferior_mi'] },
  'first-degree-av-block': { has: ['first_degree_av_block'], not: ['second_degree_av_block', 'long_qt'] },
  'complete-rbbb': { has: ['complete_right_bundle_branch_block'], not: ['st_elevation', 'anterior_stemi'] },
  'complete-lbbb': { has: ['complete_left_bundle_branch_block'], not: ['right_axis_deviation'] },
  'left-axis-deviation': { has: ['left_axis_deviation', 'left_anterior_fascicular_block'], not: ['inferior_mi'] },
  'lvh-voltage': { has: ['left_ventricular_hypertrophy', 'normal_axis'], not: ['t_wave_inversion', 'st_depression'] },
  'inferior-stemi': { has: ['st_elevation', 'inferior_stemi', 'st_depression'], not: ['anterior_stemi'] },
  pvcs: { has: ['premature_ventricular_complex', 'sinus_rhythm'] },
  'low-voltage': { has: ['low_qrs_voltage'], not: ['st_elevation'] },
  'long-qt': { has: ['long_qt'], not: ['complete_right_bundle_branch_block', 't_wave_inversion'] },
  'noisy-sinus-rhythm': { has: ['sinus_rhythm', 'normal_ecg'], not: ['atrial_fibrillation'] },
  'atrial-flutter': { has: ['atrial_flutter'], not: ['st_depression', 'long_qt'] },
  'complete-heart-block': { has: ['third_degree_av_block'], not: ['first_degree_av_block'] },
};

/** Values the example answers' notes call true or false; they must stay so if the generator changes. */
const NOTE_FACTS: Record<string, (t: SimTruth) => void> = {
  'normal-sinus-rhythm': (t) => {
    expect(Math.abs(t.hr_bpm - 75)).toBeLessThanOrEqual(5);
    expect(t.qrs_ms).toBeLessThan(110);
    for (const l of ['V2', 'V3']) expect(Math.abs(t.perLead[l].st_j_mv)).toBeLessThan(0.05);
    for (const l of ['V4', 'V5', 'V6']) expect(t.perLead[l].t_mv).toBeGreaterThan(0.2);
  },
  'sinus-bradycardia': (t) => {
    expect(Math.abs(t.hr_bpm - 48)).toBeLessThanOrEqual(2);
    expect(t.pr_ms).toBeLessThan(200);
    expect(t.perLead.aVF.r_mv + t.perLead.aVF.s_mv).toBeGreaterThan(0);
  },
  'sinus-tachycardia': (t) => {
    expect(Math.abs(t.hr_bpm - 115)).toBeLessThanOrEqual(5);
    expect(t.perLead.II.p_mv).toBeLessThan(0.2);
  },
  'atrial-fibrillation': (t) => {
    expect(Math.abs(t.hr_bpm - 105)).toBeLessThanOrEqual(6);
    for (const l of ['II', 'III', 'aVF']) expect(t.perLead[l].q_mv).toBeGreaterThan(-0.05);
  },
  'first-degree-av-block': (t) => {
    expect(t.pr_ms).toBe(260);
    expect(t.qtc_ms.bazett).toBeLessThan(450);
  },
  'complete-rbbb': (t) => {
    expect(t.hr_bpm).toBeLessThan(90);
    for (const l of ['V1', 'V2', 'V3']) expect(Math.abs(t.perLead[l].st_j_mv)).toBeLessThan(0.05);
    expect(t.perLead.V1.t_mv).toBeLessThan(-0.05);
  },
  'complete-lbbb': (t) => {
    expect(Math.abs(t.qrs_ms - 160)).toBeLessThanOrEqual(20);
    expect(t.axis.qrs).toBeGreaterThan(-30);
    expect(t.axis.qrs).toBeLessThan(0);
    for (const l of ['I', 'aVL', 'V5', 'V6']) expect(t.perLead[l].t_mv).toBeLessThan(-0.1);
    expect(t.perLead.V1.r_mv).toBeLessThan(0.15);
  },
  'left-axis-deviation': (t) => {
    expect(Math.abs(t.axis.qrs + 60)).toBeLessThanOrEqual(5);
    for (const l of ['II', 'aVF']) expect(t.perLead[l].q_mv).toBeGreaterThan(-0.05);
    expect(t.qrs_ms).toBeLessThan(110);
  },
  'lvh-voltage': (t) => {
    expect(Math.abs(-t.perLead.V1.s_mv - 2.0)).toBeLessThan(0.3);
    expect(Math.abs(t.perLead.V5.r_mv - 2.6)).toBeLessThan(0.4);
    expect(Math.abs(t.perLead.aVL.r_mv - 1.5)).toBeLessThan(0.3);
    expect(t.perLead.V5.t_mv).toBeGreaterThan(0.2);
  },
  'inferior-stemi': (t) => {
    expect(t.perLead.III.st_j_mv).toBeGreaterThan(t.perLead.II.st_j_mv);
    for (const l of ['II', 'III', 'aVF']) expect(t.perLead[l].st_j_mv).toBeGreaterThanOrEqual(0.2);
    for (const l of ['I', 'aVL']) expect(t.perLead[l].st_j_mv).toBeLessThan(-0.05);
    for (const l of ['V1', 'V2', 'V3', 'V4']) expect(t.perLead[l].st_j_mv).toBeLessThan(0.05);
    expect(Math.abs(t.hr_bpm - 88)).toBeLessThanOrEqual(2);
  },
  pvcs: (t) => {
    expect(t.beats.filter((b) => b.class === 'V').length).toBe(2);
    expect(t.pr_ms).toBeLessThan(200);
  },
  'low-voltage': (t) => {
    for (const l of ['I', 'II', 'III', 'aVR', 'aVL', 'aVF']) expect(t.perLead[l].qrs_pp_mv).toBeLessThan(0.5);
    for (const l of ['V1', 'V2', 'V3', 'V4', 'V5', 'V6']) expect(t.perLead[l].qrs_pp_mv).toBeLessThan(1.0);
  },
  'long-qt': (t) => {
    expect(Math.abs(t.qt_ms - 520)).toBeLessThanOrEqual(5);
    expect(Math.abs(t.qtc_ms.bazett - 520)).toBeLessThanOrEqual(10);
    for (const l of ['V2', 'V3', 'V4']) expect(t.perLead[l].t_mv).toBeGreaterThan(0.1);
  },
  'noisy-sinus-rhythm': (t) => expect(Math.abs(t.hr_bpm - 78)).toBeLessThanOrEqual(3),
  'atrial-flutter': (t) => {
    expect(t.hr_bpm).toBe(150);
    expect(t.atrial_rate_bpm).toBe(300);
    expect(t.qtc_ms.bazett).toBeLessThan(450);
  },
  'complete-heart-block': (t) => {
    expect(Math.abs(t.hr_bpm - 38)).toBeLessThanOrEqual(2);
    expect(t.pWaves.length).toBeGreaterThan(10);
    expect(t.pWaves.every((p) => !p.conducted)).toBe(true);
    expect(t.pr_ms).toBeNull();
  },
};

describe('built-in examples', () => {
  it('cover the required cases, each with truth checks and answers', () => {
    expect(EXAMPLES.map((e) => e.id).sort()).toEqual(Object.keys(INTENDED).sort());
    expect(Object.keys(NOTE_FACTS).sort()).toEqual(Object.keys(INTENDED).sort());
    expect(getExample('complete-lbbb')?.title).toMatch(/left bundle branch block/i);
    expect(getExample('nope')).toBeUndefined();
  });

  describe.each(EXAMPLES.map((e) => [e.id, e] as const))('%s', (id, ex) => {
    it('builds a valid 12-lead record with id and metadata', () => {
      const rec = ex.build();
      expect(rec.id).toBe(id);
      expect(rec.fs).toBe(500);
      expect(rec.length).toBe(5000);
      expect(rec.leads.map((l) => l.name)).toEqual([...STANDARD_LEADS]);
      for (const l of rec.leads) {
        expect(l.samples.length).toBe(rec.length);
        expect(l.samples.every(Number.isFinite)).toBe(true);
        expect(Math.max(...l.samples) - Math.min(...l.samples)).toBeGreaterThan(0.1);
      }
      expect(typeof rec.metadata.age).toBe('number');
      expect(['M', 'F']).toContain(rec.metadata.sex);
    });

    it('has ground truth with the intended findings', () => {
      const t = ex.truth();
      for (const c of INTENDED[id].has) expect(t.findings).toContain(c);
      for (const c of INTENDED[id].not ?? []) expect(t.findings).not.toContain(c);
      NOTE_FACTS[id](t);
    });

    it('has example answers with notes separating true and hallucinated statements', () => {
      expect(ex.answers.length).toBeGreaterThan(0);
      for (const a of ex.answers) {
        expect(a.id.startsWith(`${id}/`)).toBe(true);
        expect(a.text.trim().length).toBeGreaterThan(100);
        expect(a.note).toMatch(/True: .+Hallucinated: /s);
        if (a.text.startsWith('<think>')) {
          expect(a.text.match(/\*\*Step \d: /g)).toHaveLength(6);
          expect(a.text).toMatch(/<\/think>\n<answer>[^<]+<\/answer>$/);
        }
      }
    });
  });

  it('mixes reasoning-model and plain chat answers, all with unique ids', () => {
    const all = EXAMPLES.flatMap((e) => e.answers);
    expect(all.filter((a) => a.text.startsWith('<think>')).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((a) => !a.text.includes('<answer>')).length).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
  });

  it('build() returns independent copies', () => {
    const ex = EXAMPLES[0];
    const a = ex.build();
    a.leads[0].samples[0] = 99;
    expect(ex.build().leads[0].samples[0]).not.toBe(99);
  });
});
