import { describe, expect, it } from 'vitest';
import { analyzeRecord } from '../analysis/index';
import { getExample } from '../examples/index';
import { verifyResponse } from './verify';

const analysisOf = (id: string) => analyzeRecord(getExample(id)!.build());

describe('ST-T claims of a regular tachycardia without P waves', () => {
  it('2:1 flutter example (150 bpm, rhythm unknown): QT, QTc, ST and long-QT claims are unverifiable with the reason, rate and QRS claims still judged', () => {
    const a = analysisOf('atrial-flutter');
    expect(a.rhythm.label).toBe('unknown');
    // Before: QTc 520 and ST depression were "supported" by a QT of 328 ms (true 272) and ST −0.08 mV (true 0).
    const v = verifyResponse(a, 'Rate 150 bpm, QRS 90 ms. QTc is 520 ms, long QT. ST depression in V4-V6. QT about 270 ms.');
    const verdict = (text: string) => v.claims.find((c) => c.text.includes(text));
    for (const t of ['QTc is 520 ms', 'long QT', 'ST depression in V4-V6', 'QT about 270 ms']) {
      expect(verdict(t)?.verdict, t).toBe('unverifiable');
      expect(verdict(t)?.reason, t).toMatch(/atrial waves .* ST segment and T wave/);
    }
    expect(verdict('long QT')?.measured).toBe(a.measurements.qtc_ms.bazett);
    expect(verdict('150 bpm')?.verdict).toBe('supported');
    expect(verdict('QRS 90 ms')?.verdict).toBe('supported');
  });

  it('sinus tachycardia with its P waves found (115 bpm): QT and ST claims are judged as usual', () => {
    const a = analysisOf('sinus-tachycardia');
    expect(a.rhythm.label).toBe('sinus_tachycardia');
    const v = verifyResponse(a, 'QT 600 ms. No ST depression.');
    expect(v.claims.map((c) => c.verdict)).toEqual(['contradicted', 'supported']);
  });
});
