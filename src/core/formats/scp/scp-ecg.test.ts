import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeData, dataPath } from '../../../../tests/data';
import { LoadError } from '../../errors';
import type { DeviceMeasurements } from '../device-measurements';
import { parseDicomEcg } from '../dicom';
import { parseHl7Aecg } from '../hl7-aecg';
import { huffmanDecode } from './huffman';
import { parseScpEcg } from './scp-ecg';
import { crcCcitt } from './sections';
import { fuzzCorruptedBytes, fuzzRandomBytes } from '../test-helpers';

const read = (...p: string[]) => readFileSync(dataPath('formats', ...p));

describeData('SCP-ECG files', () => {
  const scp = parseScpEcg(read('ecgtoolkit-example', 'Example.scp'), 'Example.scp');

  it('Example.scp: default Huffman table, second differences, 12 leads x 5000 at 500 Hz, AVM 2500 nV', () => {
    expect([scp.fs, scp.length]).toEqual([500, 5000]);
    expect(scp.leads.map((l) => l.name)).toEqual(['I', 'II', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'III', 'aVR', 'aVL', 'aVF']);
    const I = Array.from(scp.leads[0].samples.subarray(0, 8));
    [-2, -2, -2, -2, -3, -4, -3, -5].forEach((d, i) => expect(I[i]).toBeCloseTo(d * 0.0025, 6));
    expect(scp.metadata).toMatchObject({ sex: 'M', startTime: '2002-11-22T09:10:00' });
    const dm = scp.deviceMeasurements as unknown as DeviceMeasurements;
    expect(dm.intervals).toMatchObject({ p_ms: 102, pr_ms: 148, qrs_ms: 120, qt_ms: 420 });
    expect(dm.axes).toEqual({ p: 44, qrs: -61, t: 86 });
  });

  it('the ecgtoolkit trio (Example.xml / .scp / .dcm) agrees sample by sample after scaling', () => {
    const xml = parseHl7Aecg(read('ecgtoolkit-example', 'Example.xml'), 'Example.xml');
    const dcm = parseDicomEcg(read('ecgtoolkit-example', 'Example.dcm'), 'Example.dcm');
    for (const other of [xml, dcm]) {
      expect([other.fs, other.length]).toEqual([scp.fs, scp.length]);
      for (const lead of scp.leads) {
        const o = other.leads.find((l) => l.name === lead.name)?.samples as Float32Array;
        let worst = 0;
        for (let i = 0; i < lead.samples.length; i++) worst = Math.max(worst, Math.abs(o[i] - lead.samples[i]));
        expect(worst, `${other.source.format} ${lead.name}`).toBeLessThan(1e-6);
      }
    }
  });

  it('non-standard Healforce files (62/63.SCP) load: 3 interleaved channels x 4500 at 150 Hz, AVM 9524 nV, flagged non-standard', () => {
    const expected: Record<string, number[][]> = {
      '62.SCP': [[1, 1, 1, 1, 1], [0, -1, -1, 0, 0], [1, 0, -1, -1, -1]],
      '63.SCP': [[-2, -2, -1, 0, 1], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]],
    };
    for (const f of ['62.SCP', '63.SCP']) {
      const r = parseScpEcg(read('scp-ecg-healforce', f), f);
      expect([r.fs, r.length]).toEqual([150, 4500]);
      expect(r.leads.map((l) => l.name)).toEqual(['ch1', 'ch2', 'ch3']);
      r.leads.forEach((l, i) => expect(Array.from(l.samples.subarray(0, 5)).map((v) => Math.round(v / 0.009524))).toEqual(expected[f][i]));
      expect(String(r.metadata.nonStandard)).toMatch(/Healforce/);
      // Device QRS marks give a plausible heart rate only with the 150 Hz reading of the rate field.
      const q = r.metadata.deviceQrsSamples as number[];
      const rr = q.slice(1).map((t, i) => t - q[i]).sort((a, b) => a - b)[Math.floor((q.length - 1) / 2)];
      expect(60 * r.fs / rr).toBeGreaterThan(50);
      expect(60 * r.fs / rr).toBeLessThan(80);
      const peak = Math.max(...r.leads[2].samples);
      expect(peak).toBeGreaterThan(0.8);
      expect(peak).toBeLessThan(2);
    }
  });

  it('randomly corrupted Healforce files load or fail with LoadError', () => {
    const bytes = read('scp-ecg-healforce', '62.SCP');
    fuzzCorruptedBytes((b) => parseScpEcg(b, 'mut.SCP'), bytes, { minEdits: 1, maxEdits: 6, maxAt: 600, numRuns: 300 });
  });

  it('a Healforce file cut short fails with a LoadError', () => {
    expect(() => parseScpEcg(read('scp-ecg-healforce', '62.SCP').subarray(0, 10_000), 'cut.SCP')).toThrow(
      /cut.SCP: non-standard \(Healforce-style\) SCP-ECG file: section 6 lies outside the file/,
    );
  });

  it('Example.scp with random byte changes and CRC checks off: load or LoadError, never a crash or hang', () => {
    const bytes = read('ecgtoolkit-example', 'Example.scp');
    fuzzCorruptedBytes((b) => expect(parseScpEcg(b, 'mut.scp', { checkCrc: false }).leads.length).toBeGreaterThan(0), bytes, {
      minEdits: 1,
      maxEdits: 6,
      numRuns: 200,
    });
  });

  it('corrupted or truncated Example.scp fails with LoadError (CRC and bounds checks)', () => {
    const bytes = read('ecgtoolkit-example', 'Example.scp');
    expect(() => parseScpEcg(bytes.subarray(0, 20_000), 'cut.scp')).toThrow(/cut.scp: SCP record length/);
    const b = new Uint8Array(bytes);
    b[5000] ^= 0xff;
    expect(() => parseScpEcg(b, 'bad.scp')).toThrow(/bad.scp: SCP file CRC does not match/);
  });
});

// ---------------------------------------------------------------- synthetic files for the paths the samples do not use

function section(id: number, content: number[]): number[] {
  const body = [...content];
  if (body.length % 2) body.push(0);
  const length = 16 + body.length;
  const head = [0, 0, id & 0xff, id >> 8, ...u32(length), 20, 20, 0, 0, 0, 0, 0, 0];
  const bytes = [...head, ...body];
  const crc = crcCcitt(new Uint8Array(bytes.slice(2)));
  bytes[0] = crc & 0xff;
  bytes[1] = crc >> 8;
  return bytes;
}
const u16 = (v: number) => [v & 0xff, (v >> 8) & 0xff];
const u32 = (v: number) => [v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >>> 24) & 0xff];
const i16s = (vals: number[]) => vals.flatMap((v) => u16(v & 0xffff));

function scpFile(sections: number[][]): Uint8Array {
  const ids = sections.map((s) => s[2]);
  let offset = 6 + 16 + 10 * (sections.length + 1);
  const pointers: number[] = [];
  const placed: number[][] = [];
  for (let k = 0; k < sections.length; k++) {
    pointers.push(...u16(ids[k]), ...u32(sections[k].length), ...u32(offset + 1));
    placed.push(sections[k]);
    offset += sections[k].length;
  }
  const s0 = section(0, [...u16(0), ...u32(0), ...u32(0), ...pointers]);
  for (let k = 0; k < 6; k++) s0[10 + k] = 'SCPECG'.charCodeAt(k);
  const crc0 = crcCcitt(new Uint8Array(s0.slice(2)));
  s0[0] = crc0 & 0xff;
  s0[1] = crc0 >> 8;
  const body = [...s0, ...placed.flat()];
  const all = [0, 0, ...u32(6 + body.length), ...body];
  const crc = crcCcitt(new Uint8Array(all.slice(2)));
  all[0] = crc & 0xff;
  all[1] = crc >> 8;
  return new Uint8Array(all);
}

describe('SCP-ECG decoding paths', () => {
  it('reference beat subtraction adds the reference beat back inside each type-0 QRS zone (uncompressed data)', () => {
    const residual = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const beat = [100, 200, 300, 400]; // 4 ms at 1000 Hz; fiducial at beat sample 2
    const file = scpFile([
      section(3, [1, 0b00001101, ...u32(1), ...u32(10), 1]), // 1 lead (I), subtraction flag
      section(4, [...u16(4), ...u16(2), ...u16(1), ...u16(0), ...u32(4), ...u32(5), ...u32(7)]),
      section(5, [...u16(1000), ...u16(1000), 0, 0, ...u16(8), ...i16s(beat)]),
      section(6, [...u16(1000), ...u16(1000), 0, 0, ...u16(20), ...i16s(residual)]),
    ]);
    const r = parseScpEcg(file, 'sub.scp');
    expect(r.fs).toBe(1000);
    expect(r.metadata.referenceBeatSubtraction).toBe(true);
    // samples 4..7 (1-based) get beat[t - 5 + 2 - 1] = beat[0..3]
    expect(Array.from(r.leads[0].samples).map((v) => Math.round(v * 1000))).toEqual([1, 2, 3, 104, 205, 306, 407, 8, 9, 10]);
  });

  it('default-table Huffman decoding and difference undoing', () => {
    // 0 | 100 (1) | 1101 (-2) | 1111111110 + 00010100 (20) | 1111111111 + 0000000100101100 (300)
    const bits = '0' + '100' + '1101' + '1111111110' + '00010100' + '1111111111' + '0000000100101100';
    const bytes = new Uint8Array(Math.ceil(bits.length / 8));
    for (let i = 0; i < bits.length; i++) if (bits[i] === '1') bytes[i >> 3] |= 0x80 >> (i & 7);
    expect(Array.from(huffmanDecode(bytes, 'default', 5, 'h'))).toEqual([0, 1, -2, 20, 300]);
  });

  it('random bytes never hang: load or LoadError', () => {
    fuzzRandomBytes((b) => parseScpEcg(b, 'fuzz.scp', { checkCrc: false }), 400, 1000);
  });

  it('random Huffman data with the default table is bounded', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(3000), (b, n) => {
        expect(huffmanDecode(b, 'default', n, 'h').length).toBeLessThanOrEqual(n);
      }),
      { numRuns: 500 },
    );
  });
});
