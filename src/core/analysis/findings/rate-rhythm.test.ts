import { describe, expect, it } from 'vitest';
import { deriveFindings } from './index';
import { detail, normalInput, regularBeats } from './test-input';
import type { FindingsInput } from './types';

const codes = (i: FindingsInput) => deriveFindings(i).map((f) => f.code);
const find = (i: FindingsInput, code: string) => deriveFindings(i).find((f) => f.code === code);

describe('step 1: quality, rate, rhythm', () => {
  it('a textbook normal ECG gives sinus rhythm, normal axis, normal ECG and nothing else', () => {
    expect(codes(normalInput())).toEqual(['sinus_rhythm', 'normal_axis', 'normal_ecg']);
  });

  it('poor_signal_quality names the unusable leads and their issues; those leads are ignored', () => {
    const i = normalInput();
    i.quality.V5 = { usable: false, snr_db: 2, issues: ['emg_noise', 'low_snr'] };
    i.measurements.per_lead.V5.st_j_mv = 0.4; // would be ST elevation if V5 were used
    i.measurements.per_lead.V6.st_j_mv = 0.4;
    const f = find(i, 'poor_signal_quality')!;
    expect(f.leads).toEqual(['V5']);
    expect(f.evidence[0].threshold).toContain('emg_noise');
    expect(codes(i)).not.toContain('st_elevation');
    expect(codes(normalInput())).not.toContain('poor_signal_quality');
  });

  it('limb_lead_reversal: P, QRS and T negative in I with positive aVR', () => {
    const i = normalInput();
    Object.assign(i.measurements.per_lead.I, { p_mv: -0.1, r_mv: 0.1, s_mv: -0.7, q_mv: 0, t_mv: -0.2 });
    Object.assign(i.measurements.per_lead.aVR, { r_mv: 0.8, s_mv: -0.1 });
    expect(codes(i)).toContain('limb_lead_reversal');
    const j = normalInput();
    Object.assign(j.measurements.per_lead.I, { p_mv: 0.1, r_mv: 0.1, s_mv: -0.7, t_mv: -0.2 }); // P upright: no reversal
    expect(codes(j)).not.toContain('limb_lead_reversal');
  });

  it('sinus bradycardia < 60, tachycardia > 100, sinus rhythm in between (rate from hr_bpm)', () => {
    const i = normalInput();
    i.measurements.hr_bpm = 52;
    i.rhythm.label = 'sinus_bradycardia';
    expect(codes(i)).toContain('sinus_bradycardia');
    expect(codes(i)).not.toContain('sinus_rhythm');
    i.measurements.hr_bpm = 118;
    i.rhythm.label = 'sinus_tachycardia';
    expect(codes(i)).toContain('sinus_tachycardia');
    i.measurements.hr_bpm = 60;
    expect(codes(i)).toContain('sinus_rhythm');
  });

  it('sinus_arrhythmia when N–N RR range > 120 ms, not at 100 ms', () => {
    const i = normalInput();
    i.rhythmDetail = detail({ nnRangeMs: 180 });
    expect(codes(i)).toEqual(expect.arrayContaining(['sinus_rhythm', 'sinus_arrhythmia']));
    i.rhythmDetail = detail({ nnRangeMs: 100 });
    expect(codes(i)).not.toContain('sinus_arrhythmia');
  });

  it('atrial fibrillation and flutter are reported with their evidence; no sinus codes then', () => {
    const i = normalInput();
    i.rhythm = { label: 'atrial_fibrillation', regular: false, rr_cv: 0.2 };
    i.rhythmDetail = detail({ pFraction: 0.1, nRmssd: 0.25, dominantRrFraction: 0.27, beatsWithoutP: [0, 1, 2] });
    const af = find(i, 'atrial_fibrillation')!;
    expect(af.evidence.find((e) => e.measure === 'rhythm.nrmssd')?.value).toBe(0.25);
    expect(af.evidence.find((e) => e.measure === 'rhythm.dominant_rr_fraction')).toMatchObject({ value: 0.27, threshold: '< 0.6 within ±4 % of one RR (pauses over 1.5 × the median RR left out)' });
    expect(codes(i)).not.toContain('sinus_rhythm');
    expect(codes(i)).toContain('abnormal_ecg');
    i.rhythm = { label: 'atrial_flutter', regular: true, rr_cv: 0.01 };
    i.rhythmDetail = detail({ atrialRatePerMin: 300, atrialConcentration: 0.6 });
    expect(find(i, 'atrial_flutter')!.evidence[0].value).toBe(300);
  });

  it('paced_rhythm from the rhythm label', () => {
    const i = normalInput();
    i.rhythm.label = 'paced_rhythm';
    i.rhythmDetail = detail({ pacedFraction: 0.9, pacingSpikes: [1, 2, 3] });
    expect(codes(i)).toContain('paced_rhythm');
    expect(codes(normalInput())).not.toContain('paced_rhythm');
  });

  it('premature atrial / ventricular complexes list the ectopic beats', () => {
    const i = normalInput();
    i.beats = regularBeats(12, 416);
    i.beats[4].class = 'S';
    i.beats[7].class = 'V';
    i.beats[7].qrsOff = i.beats[7].r + 40; // 120 ms at 500 Hz vs 90 ms for the dominant beats
    i.beats[9].class = 'V'; // as narrow as the dominant beats: aberrancy or noise, not a PVC
    expect(find(i, 'premature_atrial_complex')!.evidence[0].beats).toEqual([4]);
    expect(find(i, 'premature_ventricular_complex')!.evidence[0].beats).toEqual([7]);
    const paced = structuredClone(i);
    paced.rhythm.label = 'paced_rhythm'; // S/V then mean intrinsic vs paced beats
    expect(codes(paced)).not.toContain('premature_atrial_complex');
    expect(codes(paced)).not.toContain('premature_ventricular_complex');
    i.rhythm.label = 'atrial_fibrillation'; // S-class beats in AF are not PACs
    expect(codes(i)).not.toContain('premature_atrial_complex');
    expect(codes(i)).toContain('premature_ventricular_complex');
  });
});
