import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeData, dataPath } from '../../../tests/data';
import { LoadError } from '../errors';
import type { DeviceMeasurements } from './device-measurements';
import { parseMuse } from './muse';
import { fuzzCorruptedBytes, fuzzRandomBytes } from './test-helpers';

const read = (...p: string[]) => readFileSync(dataPath('formats', ...p));

describeData('GE MUSE XML', () => {
  const r = parseMuse(read('ge-muse-xml', 'muse-sinus.xml'), 'muse-sinus.xml');

  it('reads the 8 stored leads of the Rhythm waveform at 500 Hz, 4.88 uV per bit, and derives the other 4', () => {
    expect(r.fs).toBe(500);
    expect(r.length).toBe(5000);
    expect(r.leads.map((l) => l.name)).toEqual(['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6']);
    expect(r.metadata.derivedLeads).toEqual(['III', 'aVR', 'aVL', 'aVF']);
    const I = r.leads[0].samples;
    expect(I[0]).toBeCloseTo(-2 * 0.00488, 6);
    expect(I[1]).toBeCloseTo(-1 * 0.00488, 6);
    expect(r.metadata).toMatchObject({ age: 43, sex: 'M', startTime: '2023-04-29T22:41:16', device: 'MV360' });
  });

  it('keeps the Median waveform as the device representative beats (600 samples, 12 leads with derived limb leads)', () => {
    const m = r.deviceMedianBeats;
    expect(m?.length).toBe(600);
    expect(Object.keys(m?.leads ?? {})).toEqual(['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6']);
    expect(m?.fiducial).toBe(238);
    // R peak of lead II: 120 x 4.88 uV
    expect(m?.leads.II[238]).toBeCloseTo(0.5856, 4);
    expect(m?.leads.III[238]).toBeCloseTo(m!.leads.II[238] - m!.leads.I[238], 3);
  });

  it('agrees with the package author WFDB conversion (stored in microvolts) within 0.6 uV on all 12 leads', () => {
    // muse-sinus.dat holds rounded microvolts although muse-sinus.hea states 200 adu/mV.
    const dat = read('ge-muse-xml', 'muse-sinus.dat');
    const view = new DataView(dat.buffer, dat.byteOffset, dat.byteLength);
    const order = ['I', 'II', 'III', 'aVF', 'aVL', 'aVR', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
    order.forEach((name, c) => {
      const s = r.leads.find((l) => l.name === name)?.samples as Float32Array;
      let worst = 0;
      for (let i = 0; i < 5000; i++) worst = Math.max(worst, Math.abs(view.getInt16((i * 12 + c) * 2, true) - s[i] * 1000));
      expect(worst, name).toBeLessThan(0.6);
    });
  });

  it('keeps the 12SL measurements and joins multi-line statements', () => {
    const dm = r.deviceMeasurements as unknown as DeviceMeasurements;
    expect(dm.intervals).toEqual({ pr_ms: 144, qrs_ms: 86, qt_ms: 402, qtc_ms: 491, hr_bpm: 90, rr_ms: 667, p_ms: null });
    expect(dm.axes).toEqual({ p: 48, qrs: 0, t: 111 });
    expect(dm.raw).toMatchObject({ POnset: 147, POffset: 188, QOnset: 219, QOffset: 262, TOffset: 420, QTcFrederica: 460 });
    expect(dm.statements.slice(0, 4)).toEqual([
      'Normal Sinus rhythm',
      'Anterior infarct, age undetermined',
      'T wave abnormality, consider lateral ischemia',
      'Abnormal ECG',
    ]);
  });

  it('rejects an unknown amplitude unit and a sample count mismatch instead of guessing', () => {
    const text = read('ge-muse-xml', 'muse-sinus.xml').toString('latin1');
    const enc = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
    expect(() => parseMuse(enc(text.replaceAll('MICROVOLTS', 'NANOFURLONGS')), 'm.xml')).toThrow(/m.xml: lead I: amplitude units "NANOFURLONGS"/);
    expect(() => parseMuse(enc(text.replace('<LeadSampleCountTotal>5000<', '<LeadSampleCountTotal>4000<')), 'm.xml')).toThrow(
      /5000 samples in WaveFormData but LeadSampleCountTotal says 4000/,
    );
  });

  it('randomly corrupted bytes never hang or crash: load or LoadError', () => {
    const base = read('ge-muse-xml', 'muse-sinus.xml');
    fuzzCorruptedBytes((b) => parseMuse(b, 'mut.xml'), base, { maxEdits: 6, numRuns: 60 });
  });
});

describe('GE MUSE robustness', () => {
  it('random bytes: load or LoadError', () => {
    fuzzRandomBytes((b) => parseMuse(b, 'fuzz.xml'), 300, 300);
  });
});
