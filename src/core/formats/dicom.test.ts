import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeData, dataPath } from '../../../tests/data';
import { LoadError } from '../errors';
import type { DeviceMeasurements } from './device-measurements';
import { parseDicomEcg } from './dicom';
import { parseHl7Aecg } from './hl7-aecg';

const read = (...p: string[]) => readFileSync(dataPath('formats', ...p));

describeData('DICOM 12-lead ECG waveform', () => {
  const bytes = read('ecgtoolkit-example', 'Example.dcm');
  const r = parseDicomEcg(bytes, 'Example.dcm');

  it('Example.dcm (implicit VR LE): RHYTHM group, 12 leads x 5000 at 500 Hz, 2.5 uV sensitivity', () => {
    expect(r.fs).toBe(500);
    expect(r.length).toBe(5000);
    expect(r.leads.map((l) => l.name)).toEqual(['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6']);
    expect(r.metadata.multiplexGroup).toBe('RHYTHM');
    expect(r.metadata.otherMultiplexGroups).toEqual(['MEDIAN BEAT']);
    const I = Array.from(r.leads[0].samples.subarray(0, 8));
    [-2, -2, -2, -2, -3, -4, -3, -5].forEach((d, i) => expect(I[i]).toBeCloseTo(d * 0.0025, 6));
    expect(r.metadata).toMatchObject({ sex: 'M', startTime: '2002-11-22T09:10:00' });
  });

  it('keeps the waveform annotation measurements', () => {
    const dm = r.deviceMeasurements as unknown as DeviceMeasurements;
    expect(dm.intervals).toMatchObject({ pr_ms: 148, qrs_ms: 120, qt_ms: 420, qtc_ms: 443 });
    expect(dm.axes).toEqual({ p: 44, qrs: -61, t: 86 });
  });

  it('agrees sample by sample with the HL7 aECG version of the same ECG (Example.xml)', () => {
    const x = parseHl7Aecg(read('ecgtoolkit-example', 'Example.xml'), 'Example.xml');
    for (const lead of r.leads) {
      const other = x.leads.find((l) => l.name === lead.name)?.samples as Float32Array;
      expect(other.length, lead.name).toBe(lead.samples.length);
      for (let i = 0; i < lead.samples.length; i++) if (Math.abs(other[i] - lead.samples[i]) > 1e-6) expect.fail(`${lead.name}[${i}]`);
    }
  });

  it('truncated or corrupted files fail with LoadError, never a crash', () => {
    expect(() => parseDicomEcg(bytes.subarray(0, 100_000), 'cut.dcm')).toThrow(LoadError);
    expect(() => parseDicomEcg(bytes.subarray(0, 1000), 'cut.dcm')).toThrow(/cut.dcm: DICOM/);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(bytes.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }), (edits) => {
        const b = new Uint8Array(bytes);
        for (const [at, v] of edits) b[at] = v;
        try {
          parseDicomEcg(b, 'mut.dcm');
        } catch (e) {
          expect(e).toBeInstanceOf(LoadError);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('DICOM robustness', () => {
  it('random bytes (with and without a DICM preamble) load or throw LoadError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), fc.boolean(), (b, preamble) => {
        const bytes = preamble ? new Uint8Array([...new Uint8Array(128), 0x44, 0x49, 0x43, 0x4d, ...b]) : b;
        try {
          parseDicomEcg(bytes, 'fuzz.dcm');
        } catch (e) {
          expect(e).toBeInstanceOf(LoadError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
