import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeData, dataPath } from '../../../tests/data';
import { LoadError } from '../errors';
import type { DeviceMeasurements } from './device-measurements';
import { parseDicomEcg } from './dicom';
import { parseHl7Aecg } from './hl7-aecg';
import { expectLoadOrLoadError, fuzzCorruptedBytes } from './test-helpers';

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
    fuzzCorruptedBytes((b) => parseDicomEcg(b, 'mut.dcm'), bytes, { maxEdits: 6, numRuns: 300 });
  });
});

// Explicit VR little endian writer for the paths Example.dcm (implicit VR) does not use.
const le16 = (v: number) => [v & 0xff, (v >> 8) & 0xff];
const le32 = (v: number) => [v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >>> 24) & 0xff];
const text = (s: string) => {
  const b = [...s].map((c) => c.charCodeAt(0));
  if (b.length % 2) b.push(0x20);
  return b;
};
function el(group: number, elem: number, vr: string, value: number[]): number[] {
  const head = [...le16(group), ...le16(elem), vr.charCodeAt(0), vr.charCodeAt(1)];
  return ['OB', 'OW', 'SQ', 'UN', 'UT'].includes(vr) ? [...head, 0, 0, ...le32(value.length), ...value] : [...head, ...le16(value.length), ...value];
}
const item = (content: number[]) => [0xfe, 0xff, 0x00, 0xe0, ...le32(content.length), ...content];
const sqUndefined = (group: number, elem: number, items: number[][]) => [
  ...le16(group), ...le16(elem), 0x53, 0x51, 0, 0, 0xff, 0xff, 0xff, 0xff,
  ...items.flatMap((c) => [0xfe, 0xff, 0x00, 0xe0, 0xff, 0xff, 0xff, 0xff, ...c, 0xfe, 0xff, 0x0d, 0xe0, 0, 0, 0, 0]),
  0xfe, 0xff, 0xdd, 0xe0, 0, 0, 0, 0,
];

function explicitDicom(unit: string): Uint8Array {
  const channel = (lead: string) => [
    ...el(0x003a, 0x0208, 'SQ', item([...el(0x0008, 0x0100, 'SH', text('X')), ...el(0x0008, 0x0104, 'LO', text(`Lead ${lead}`))])),
    ...el(0x003a, 0x0210, 'DS', text('0.5')),
    ...el(0x003a, 0x0211, 'SQ', item(el(0x0008, 0x0100, 'SH', text(unit)))),
    ...el(0x003a, 0x0212, 'DS', text('2')),
    ...el(0x003a, 0x0213, 'DS', text('-10')),
  ];
  const samples = [10, 20, 11, 22, 12, 24].flatMap((v) => le16(v & 0xffff)); // interleaved II, V2
  const group = [
    ...el(0x003a, 0x0005, 'US', le16(2)),
    ...el(0x003a, 0x0010, 'UL', le32(3)),
    ...el(0x003a, 0x001a, 'DS', text('250')),
    ...el(0x003a, 0x0020, 'SH', text('RHYTHM')),
    ...el(0x003a, 0x0200, 'SQ', [...item(channel('II')), ...item(channel('V2'))]),
    ...el(0x5400, 0x1004, 'US', le16(16)),
    ...el(0x5400, 0x1006, 'CS', text('SS')),
    ...el(0x5400, 0x1010, 'OW', samples),
  ];
  const meta = el(0x0002, 0x0010, 'UI', [...text('1.2.840.10008.1.2.1'.padEnd(20, '\0'))]);
  return new Uint8Array([...new Array(128).fill(0), 0x44, 0x49, 0x43, 0x4d, ...meta, ...sqUndefined(0x5400, 0x0100, [group])]);
}

describe('DICOM explicit VR, baseline, correction factor', () => {
  it('decodes (raw + baseline) x sensitivity x correction for each interleaved channel', () => {
    const r = parseDicomEcg(explicitDicom('mV'), 'x.dcm');
    expect([r.fs, r.length]).toEqual([250, 3]);
    expect(r.leads.map((l) => l.name)).toEqual(['II', 'V2']);
    expect(Array.from(r.leads[0].samples)).toEqual([0, 1, 2]);
    expect(Array.from(r.leads[1].samples)).toEqual([10, 12, 14]);
    expect(Array.from(parseDicomEcg(explicitDicom('uV'), 'x.dcm').leads[1].samples).map((v) => +v.toFixed(6))).toEqual([0.01, 0.012, 0.014]);
  });

  it('refuses a sensitivity unit that is not a voltage instead of guessing the scale', () => {
    expect(() => parseDicomEcg(explicitDicom('mm'), 'x.dcm')).toThrow(/x.dcm: DICOM channel II: sensitivity unit "mm" is not a voltage/);
  });
});

describe('DICOM robustness', () => {
  it('random bytes (with and without a DICM preamble) load or throw LoadError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), fc.boolean(), (b, preamble) => {
        const bytes = preamble ? new Uint8Array([...new Uint8Array(128), 0x44, 0x49, 0x43, 0x4d, ...b]) : b;
        expectLoadOrLoadError((x: Uint8Array) => parseDicomEcg(x, 'fuzz.dcm'), bytes);
      }),
      { numRuns: 1000 },
    );
  });
});
