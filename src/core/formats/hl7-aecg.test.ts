import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeData, dataPath } from '../../../tests/data';
import { LoadError } from '../errors';
import type { DeviceMeasurements } from './device-measurements';
import { parseHl7Aecg } from './hl7-aecg';
import { fuzzCorruptedBytes, fuzzRandomBytes } from './test-helpers';

const read = (...p: string[]) => readFileSync(dataPath('formats', ...p));
const near = (a: ArrayLike<number>, b: number[]) => Array.from(a).forEach((v, i) => expect(v).toBeCloseTo(b[i], 6));

describeData('HL7 aECG files', () => {
  it('Example.xml (HL7 ballot, Mortara): 12 leads x 5000 samples at 500 Hz, 2.5 uV per digit', () => {
    const r = parseHl7Aecg(read('ecgtoolkit-example', 'Example.xml'), 'Example.xml');
    expect(r.fs).toBe(500);
    expect(r.length).toBe(5000);
    expect(r.leads.map((l) => l.name)).toEqual(['I', 'II', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'III', 'aVR', 'aVL', 'aVF']);
    // lead I digits: -2 -2 -2 -2 -3 -4 -3 -5 ...
    near(r.leads[0].samples.subarray(0, 8), [-0.005, -0.005, -0.005, -0.005, -0.0075, -0.01, -0.0075, -0.0125]);
    expect(r.metadata.startTime).toBe('2002-11-22T09:10:00');
    expect(r.metadata.representativeBeatSamples).toBe(599);
    const dm = r.deviceMeasurements as unknown as DeviceMeasurements;
    expect(dm.intervals).toEqual({ pr_ms: 148, qrs_ms: 120, qt_ms: 420, qtc_ms: 443, hr_bpm: null, rr_ms: null, p_ms: 102 });
    expect(dm.axes).toEqual({ p: 44, qrs: -61, t: 86 });
    expect(dm.statements).toContain('Sinus Rhythm');
    expect(dm.source).toContain('Mortara');
  });

  it('"Example aECG.xml" (FDA copy of the HL7 ballot example) loads exactly like Example.xml', () => {
    const a = parseHl7Aecg(read('hl7-aecg', 'Example aECG.xml'), 'Example aECG.xml');
    const b = parseHl7Aecg(read('ecgtoolkit-example', 'Example.xml'), 'Example.xml');
    expect([a.fs, a.length, a.leads.length]).toEqual([500, 5000, 12]);
    a.leads.forEach((l, i) => expect(Array.from(l.samples)).toEqual(Array.from(b.leads[i].samples)));
    expect(a.deviceMeasurements).toEqual(b.deviceMeasurements);
  });

  it('Example.xml representative beats (derivedSeries): 12 leads x 599 samples, lead II QRS nadir -0.5625 mV', () => {
    const m = parseHl7Aecg(read('ecgtoolkit-example', 'Example.xml'), 'Example.xml').deviceMedianBeats;
    expect(m?.length).toBe(599);
    expect(Object.keys(m?.leads ?? {})).toHaveLength(12);
    expect(m?.fiducial).toBe(255);
    expect(m?.leads.II[255]).toBeCloseTo(-0.5625, 6);
  });

  it('hl7aecg_example.xml (Mindray writer): 100 Hz, statements with character references', () => {
    const r = parseHl7Aecg(read('hl7-aecg', 'hl7aecg_example.xml'), 'hl7aecg_example.xml');
    expect(r.fs).toBe(100);
    expect(r.length).toBe(1000);
    expect(r.leads.map((l) => l.name)).toEqual(['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6']);
    near(r.leads[0].samples.subarray(0, 3), [-0.21, -0.2, -0.19]); // -42 -40 -38 x 5 uV
    const dm = r.deviceMeasurements as unknown as DeviceMeasurements;
    expect(dm.intervals.hr_bpm).toBe(57);
    expect(dm.intervals.pr_ms).toBe(192);
    expect(dm.intervals.qrs_ms).toBe(88);
    expect(dm.intervals.qt_ms).toBe(418);
    expect(dm.intervals.qtc_ms).toBeNull(); // the file states QTc = 0 ms: not a measurement
    expect(dm.raw?.MINDRAY_ECG_TIME_PD_QTcH).toBe('413 ms');
    expect(dm.axes).toEqual({ p: 60, qrs: 64, t: 11 });
    expect(dm.statements).toEqual([
      'Rythme sinusal avec ESA',
      "--- Interprétation sans connaître le sexe/l'âge du patient ---",
      'ECG limite',
      'Diagnostic non confirmé.',
    ]);
  });

  it('minimum_aecg.xml: one lead II with 13 samples, no device measurements', () => {
    const r = parseHl7Aecg(read('hl7-aecg', 'minimum_aecg.xml'), 'minimum_aecg.xml');
    expect(r.fs).toBe(500);
    expect(r.leads.map((l) => l.name)).toEqual(['II']);
    expect(r.length).toBe(13);
    near(r.leads[0].samples, [-2, -2, -2, -2, -3, -4, -3, -5, -5, -4, -6, -9, -9].map((d) => d * 0.0025));
    expect(r.deviceMeasurements).toBeUndefined();
  });

  it('minimum_aecg.xml with broken parts fails with a clear LoadError', () => {
    const text = read('hl7-aecg', 'minimum_aecg.xml').toString('utf8');
    const bad = (from: string, to: string) => new TextEncoder().encode(text.replace(from, to));
    expect(() => parseHl7Aecg(bad('unit="uV"/>\n\t\t\t\t\t\t\t\t<digits', 'unit="furlong"/>\n\t\t\t\t\t\t\t\t<digits'), 'm.xml')).toThrow(
      /m.xml: lead II scale unit "furlong" is not a voltage/,
    );
    expect(() => parseHl7Aecg(bad('<increment value="0.002" unit="s"/>', ''), 'm.xml')).toThrow(/without <increment>/);
    expect(() => parseHl7Aecg(bad('-9 -9 </digits>', '-9 x9 </digits>'), 'm.xml')).toThrow(/"x9" is not a number/);
    expect(() => parseHl7Aecg(bad('<digits>', '<digits><'), 'm.xml')).toThrow(LoadError);
  });
});

describe('HL7 aECG robustness', () => {
  it('random bytes never hang: load or LoadError', () => {
    fuzzRandomBytes((b) => parseHl7Aecg(b, 'fuzz.xml'), 400, 500);
  });
});

describeData('HL7 aECG mutations', () => {
  it('randomly corrupted minimum_aecg.xml never hangs or crashes: load or LoadError', () => {
    const base = read('hl7-aecg', 'minimum_aecg.xml');
    fuzzCorruptedBytes((b) => expect(parseHl7Aecg(b, 'mut.xml').length).toBeGreaterThan(0), base, { maxEdits: 8, numRuns: 500 });
  });
});
