import { describe, expect, it } from 'vitest';
import { verifyResponse } from './verify';
import { buildAnalysis } from '../../../tests/fixtures/answers/analysis-builder';
import { SPECS } from '../../../tests/fixtures/answers/specs';
import { beatSpread } from './beat-spread';

/** The normal spec (median-beat QRS 90 ms) with every other beat measuring 130 ms. */
function varyingQrs() {
  const a = buildAnalysis(SPECS.normal);
  const ms = (x: number) => Math.round((x * a.record.fs) / 1000);
  a.beats.forEach((b, i) => {
    if (i % 2 === 1) b.qrsOff = b.qrsOn! + ms(130);
  });
  return a;
}

const verdict = (text: string, a = varyingQrs()) => {
  const c = verifyResponse(a, text).claims[0];
  return { v: c.verdict, reason: c.reason };
};

describe('uncertain measurements (beat-to-beat spread)', () => {
  it('measures the 10th–90th percentile over the normal beats', () => {
    expect(beatSpread(varyingQrs(), 'qrs_ms')).toEqual([90, 130]);
    expect(beatSpread(buildAnalysis(SPECS.normal), 'qrs_ms')).toEqual([90, 90]);
  });

  it('calls a number that some beats support unverifiable, not contradicted', () => {
    expect(verdict('QRS 150 ms.')).toMatchObject({ v: 'unverifiable', reason: expect.stringMatching(/beats measure 90–130/) });
    // beyond the tolerance of every beat: contradicted as before
    expect(verdict('QRS 160 ms.').v).toBe('contradicted');
    // with steady beats the same claim is contradicted
    expect(verdict('QRS 150 ms.', buildAnalysis(SPECS.normal)).v).toBe('contradicted');
    expect(verdict('QRS 100 ms.').v).toBe('supported');
  });
});

describe('sinus claims against a non-sinus label the signal does not settle', () => {
  it('paced ventricles with P waves before the beats: the atrial rhythm may be sinus', () => {
    const paced = buildAnalysis({ ...SPECS.normal, rhythm: 'paced_rhythm', findings: ['paced_rhythm'] });
    expect(verdict('Sinus rhythm.', paced)).toMatchObject({ v: 'unverifiable', reason: expect.stringMatching(/may be sinus/) });
    // the rate still decides sinus bradycardia (72 bpm)
    expect(verdict('Sinus bradycardia.', paced).v).toBe('contradicted');
    // without P waves it is contradicted
    const noP = buildAnalysis({ ...SPECS.normal, pr: null, rhythm: 'paced_rhythm', findings: ['paced_rhythm'] });
    expect(verdict('Sinus rhythm.', noP).v).toBe('contradicted');
  });

  it('ectopic atrial rhythm with a P axis near the sinus range', () => {
    const near = buildAnalysis({ ...SPECS.normal, rhythm: 'ectopic_atrial_rhythm', findings: [] });
    near.measurements.axis_deg.p = 115;
    expect(verdict('Sinus rhythm.', near)).toMatchObject({ v: 'unverifiable', reason: expect.stringMatching(/P axis 115°/) });
    near.measurements.axis_deg.p = -80;
    expect(verdict('Sinus rhythm.', near).v).toBe('contradicted');
  });
});
