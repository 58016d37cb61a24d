import { describe, expect, it } from 'vitest';
import { verifyResponse } from './verify';
import { buildAnalysis } from '../../../tests/fixtures/answers/analysis-builder';
import { SPECS } from '../../../tests/fixtures/answers/specs';

const claim = (text: string, analysis = buildAnalysis(SPECS.normal)) => verifyResponse(analysis, text).claims.map((c) => ({ code: c.code, neg: c.negated, v: c.verdict, reason: c.reason }));

describe('morphology words', () => {
  it('extracts abnormal P waves, compensatory pauses and electrical alternans, with negation', () => {
    expect(claim('Notched P waves in II.')[0]).toMatchObject({ code: 'abnormal_p_wave', neg: false });
    expect(claim('P wave abnormality is seen.')[0]).toMatchObject({ code: 'abnormal_p_wave' });
    expect(claim('A PVC followed by a full compensatory pause.').map((c) => c.code)).toEqual(['premature_ventricular_complex', 'compensatory_pause']);
    expect(claim('The pause is non-compensatory.').map((c) => c.code)).toEqual(['noncompensatory_pause']);
    expect(claim('No electrical alternans.')[0]).toMatchObject({ code: 'electrical_alternans', neg: true, v: 'unverifiable' });
  });

  it('judges a P-wave claim on atrial enlargement, never on unmeasured shape', () => {
    expect(claim('Abnormal P waves.')[0].v).toBe('unverifiable');
    const lae = buildAnalysis({ ...SPECS.normal, findings: ['sinus_rhythm', 'left_atrial_enlargement'] });
    expect(claim('Abnormal P waves.', lae)[0].v).toBe('supported');
    expect(claim('No abnormal P waves.', lae)[0].v).toBe('contradicted');
    expect(claim('Abnormal P waves.', buildAnalysis(SPECS.af))[0].reason).toMatch(/no P waves/);
  });

  it('checks whether there are P waves at all, and one before every QRS', () => {
    const af = buildAnalysis(SPECS.af);
    for (const text of ['No discernible P waves.', 'P waves are absent.', 'P waves are not visible.', 'Absent P waves.', 'I cannot see any P waves.']) {
      expect(claim(text)[0], text).toMatchObject({ code: 'p_waves', neg: true, v: 'contradicted' });
      expect(claim(text, af)[0].v, text).toBe('supported');
    }
    expect(claim('Clear P waves are seen.')[0]).toMatchObject({ code: 'p_waves', neg: false, v: 'supported' });
    expect(claim('Clear P waves are seen.', af)[0].v).toBe('contradicted');
    for (const text of ['There is a P wave before every QRS complex.', 'Each QRS is preceded by a P wave.', 'Every P wave is followed by a QRS.']) {
      expect(claim(text)[0], text).toMatchObject({ code: 'p_before_each_qrs', v: 'supported' });
      expect(claim(text, af)[0].v, text).toBe('contradicted');
    }
    // complete heart block: P waves there, but not one per QRS
    const chb = buildAnalysis({ ...SPECS.brady, findings: ['sinus_rhythm', 'third_degree_av_block'] });
    expect(claim('P waves are present.', chb)[0].v).toBe('supported');
    expect(claim('Each QRS is preceded by a P wave.', chb)[0].v).toBe('contradicted');
    // a paced rhythm without delineated P waves cannot deny them
    const paced = buildAnalysis({ ...SPECS.normal, pr: null, rhythm: 'paced_rhythm', findings: ['paced_rhythm'] });
    expect(claim('No P waves.', paced)[0].v).toBe('unverifiable');
    // shapes and polarity are other claims
    expect(claim('Upright P waves in II.').map((c) => c.code)).toEqual([null]);
    expect(claim('No P wave abnormality.')[0].code).toBe('abnormal_p_wave');
  });

  it('checks bigeminy, trigeminy and couplets on the sequence of beat classes', () => {
    const N = 'N' as const, V = 'V' as const;
    const single = buildAnalysis({ ...SPECS.normal, classes: [N, N, N, V, N, N, N, N, N, V, N, N] });
    const couplet = buildAnalysis({ ...SPECS.normal, classes: [N, N, N, V, V, N, N, N, N, N, N, N] });
    const bigeminy = buildAnalysis({ ...SPECS.normal, classes: [N, V, N, V, N, V, N, V, N, V, N, V] });
    const trigeminy = buildAnalysis({ ...SPECS.normal, classes: [N, N, V, N, N, V, N, N, V, N, N, V] });
    const triplet = buildAnalysis({ ...SPECS.normal, classes: [N, N, N, V, V, V, N, N, N, N, N, N] });
    const v = (text: string, a: ReturnType<typeof buildAnalysis>) => claim(text, a).find((c) => c.code?.startsWith('ventricular_'))?.v;
    expect(v('Two PVCs occurring as a couplet.', couplet)).toBe('supported');
    expect(v('Two PVCs occurring as a couplet.', single)).toBe('contradicted');
    expect(v('No ventricular couplets.', single)).toBe('supported');
    expect(v('A PVC couplet.', triplet)).toBe('unverifiable');
    expect(v('Ventricular bigeminy.', bigeminy)).toBe('supported');
    expect(v('Ventricular bigeminy.', trigeminy)).toBe('contradicted');
    expect(v('Ventricular trigeminy.', trigeminy)).toBe('supported');
    expect(v('Ventricular trigeminy.', single)).toBe('contradicted');
    // the evidence points at the V beats
    const c = verifyResponse(couplet, 'A PVC couplet.').claims[0];
    expect(c.evidence.map((e) => e.beats)).toEqual([[3], [4]]);
  });

  it('checks the pause on the RR intervals around premature beats', () => {
    const classes = ['N', 'N', 'N', 'V', 'N', 'N', 'N', 'N', 'N', 'N', 'N', 'N'] as const;
    // evenly spaced beats: the RR before + after the V beat is exactly two normal RR
    const pvc = buildAnalysis({ ...SPECS.normal, classes: [...classes] });
    expect(claim('compensatory pause', pvc)[0].v).toBe('supported');
    expect(claim('non-compensatory pause', pvc)[0].v).toBe('contradicted');
    expect(claim('compensatory pause')[0]).toMatchObject({ v: 'contradicted' });
  });
});
