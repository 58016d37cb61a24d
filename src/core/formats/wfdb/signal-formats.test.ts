import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DirFileSet } from '../../../node/dir-fileset';
import { dataPath, describeData } from '../../../../tests/data';
import { decodeHeaderText, parseHeader, type WfdbSignalSpec } from './header';
import { readDigitalSignals } from './read-signals';
import { bytesForSamples, decodeFrames, decodeSamples, INVALID_SAMPLE, samplesInBytes } from './signal-formats';

const INVALID_BY_FORMAT: Record<number, number> = { 16: -32768, 61: -32768, 160: -32768, 80: -128, 212: -2048, 310: -512, 311: -512, 24: -8388608, 508: -128, 516: -32768, 524: -8388608 };

/** WFDB checksum: the 16-bit sum of a signal's digital samples, as stored (invalid samples count with their raw value). */
function checksum(values: Int32Array, spec: WfdbSignalSpec): number {
  let sum = 0;
  for (const v of values) sum = (sum + (v === INVALID_SAMPLE ? (INVALID_BY_FORMAT[spec.format] ?? v) : v)) % 65536;
  return ((sum % 65536) + 65536) % 65536;
}

async function digitalOf(dir: string, name: string) {
  const files = new DirFileSet(dir);
  const header = parseHeader(decodeHeaderText((await files.read(name))!, name), name);
  return { header, ...(await readDigitalSignals(header, files, name)) };
}

describe('byte counts of packed formats', () => {
  it('212 / 310 / 311 partial groups (310derive_3, 311derive_3/_4 file sizes)', () => {
    expect(bytesForSamples(212, 2997)).toBe(4496); // 100_3chan.dat
    expect(bytesForSamples(310, 1018)).toBe(1358);
    expect(bytesForSamples(311, 1019)).toBe(1359);
    expect(bytesForSamples(311, 1018)).toBe(1358);
    for (const f of [8, 16, 24, 32, 61, 80, 160, 212, 310, 311]) {
      for (let n = 0; n < 13; n++) {
        expect(samplesInBytes(f, bytesForSamples(f, n))).toBeGreaterThanOrEqual(n);
        expect(bytesForSamples(f, samplesInBytes(f, n))).toBeLessThanOrEqual(n);
      }
    }
  });
});

describe('decodeSamples on hand-made bytes', () => {
  const run = (format: number, bytes: number[], count: number) => {
    const out = new Int32Array(count);
    decodeSamples(format, new Uint8Array(bytes), 0, 0, count, out);
    return Array.from(out);
  };
  it('212: two 12-bit samples in 3 bytes, sign-extended, -2048 invalid', () => {
    // 995 = 0x3E3, 1011 = 0x3F3 -> bytes E3 33 F3 (first samples of MIT-BIH 100)
    expect(run(212, [0xe3, 0x33, 0xf3], 2)).toEqual([995, 1011]);
    expect(run(212, [0xff, 0xef, 0xfe], 2)).toEqual([-1, -258]);
    expect(run(212, [0x00, 0x08, 0x00], 2)).toEqual([INVALID_SAMPLE, 0]);
  });
  it('16 / 61 / 160 / 80 / 24 / 32 byte orders and offsets', () => {
    expect(run(16, [0x34, 0x12, 0x00, 0x80], 2)).toEqual([0x1234, INVALID_SAMPLE]);
    expect(run(61, [0x12, 0x34, 0xff, 0xfe], 2)).toEqual([0x1234, -2]);
    expect(run(160, [0x00, 0x80, 0x01, 0x00], 2)).toEqual([0, -32767]);
    expect(run(80, [0x80, 0x00, 0xff], 3)).toEqual([0, INVALID_SAMPLE, 127]);
    expect(run(24, [0x01, 0x00, 0x80, 0xff, 0xff, 0xff], 2)).toEqual([-8388607, -1]);
    expect(run(32, [0x78, 0x56, 0x34, 0x12], 1)).toEqual([0x12345678]);
  });
  it('310 and 311: three 10-bit samples in 4 bytes', () => {
    // 311: one little-endian 32-bit word, samples in bits 0-9, 10-19, 20-29.
    const word = (1 & 0x3ff) | ((-2 & 0x3ff) << 10) | ((511 & 0x3ff) << 20);
    expect(run(311, [word & 0xff, (word >> 8) & 0xff, (word >> 16) & 0xff, (word >>> 24) & 0xff], 3)).toEqual([1, -2, 511]);
    // 310: two 16-bit words; samples 0 and 1 in bits 1-10 of each, sample 2 split over bits 11-15 of both.
    const [a, b, c] = [5, -3, -200];
    const w0 = ((a & 0x3ff) << 1) | ((c & 0x1f) << 11);
    const w1 = ((b & 0x3ff) << 1) | (((c >> 5) & 0x1f) << 11);
    expect(run(310, [w0 & 0xff, w0 >> 8, w1 & 0xff, w1 >> 8], 3)).toEqual([a, b, c]);
  });
  it('8: first differences integrate from the initial value per signal', () => {
    const out = decodeFrames(8, new Uint8Array([1, 0xff, 2, 0xfe, 0x80, 0x7f]), 0, [1, 2], 2, [100, -5]);
    expect(Array.from(out[0])).toEqual([101, 99]);
    expect(Array.from(out[1])).toEqual([-6, -4, -132, -5]);
  });
});

const SAMPLES = dataPath('wfdb-samples');

describeData('every storage format against the headers\' checksums (wfdb-samples)', () => {
  // Skewed signals are excluded: their checksum covers the stored, unshifted samples.
  const headers = [
    '100.hea', '100_3chan.hea', '3000003_0003.hea', 'binformats.hea', 'p10143.hea', 's0010_re.hea', 'test01_00s.hea',
    'test01_00s_frame.hea', 'test_generator_2.hea', 'v102s.hea', 'a103l.hea', 'a103l-no-len.hea',
    'flacformats.hea', 'mixedsignals.hea', 'flac_3_constant.hea',
    ...readdirSync(SAMPLES).filter((n) => /^31[01]derive.*\.hea$/.test(n)),
  ];
  it.each(headers)('%s', async (name) => {
    const d = await digitalOf(SAMPLES, name);
    d.header.signals.forEach((s, i) => {
      expect(s.checksum).not.toBeNull();
      expect(checksum(d.digital[i]!, s), `${name} signal ${i}`).toBe(((s.checksum! % 65536) + 65536) % 65536);
    });
  });

  it('binformats: the 16, 61 and 160 signals hold the same ramp', async () => {
    const d = await digitalOf(SAMPLES, 'binformats.hea');
    const [s8, s16, s61, s80, s160, s212, s310, s311, s24, s32] = d.digital.map((a) => Array.from(a!));
    expect(d.header.signals.map((s) => s.format)).toEqual([8, 16, 61, 80, 160, 212, 310, 311, 24, 32]);
    expect(s16.slice(0, 3)).toEqual([-32766, -32242, -31718]);
    expect(s61.map((v) => v - 1)).toEqual(s16);
    expect(s160.map((v) => v - 3)).toEqual(s16);
    // first samples equal the headers' initial values
    expect([s8, s16, s61, s80, s160, s212, s310, s311, s24, s32].map((s) => s[0])).toEqual(d.header.signals.map((s) => s.initialValue));
    expect(s8.length).toBe(499);
  });

  it('FLAC: flacformats\' 16-bit signal is binformats\' format-16 ramp; mixedsignals keeps 4, 2 and 1 samples per frame', async () => {
    const flac = await digitalOf(SAMPLES, 'flacformats.hea');
    const bin = await digitalOf(SAMPLES, 'binformats.hea');
    expect(flac.header.signals.map((s) => s.format)).toEqual([508, 516, 524]);
    expect(Array.from(flac.digital[1]!)).toEqual(Array.from(bin.digital[1]!));
    expect(flac.digital.map((d) => d![0])).toEqual([-127, -32766, -8388605]);
    const mixed = await digitalOf(SAMPLES, 'mixedsignals.hea');
    expect(mixed.nframes).toBe(14400);
    expect(mixed.digital.map((d) => d!.length)).toEqual([57600, 57600, 57600, 28800, 28800, 14400]);
  });

  it('test01_00s_frame: 2 samples per frame interleave two of test01_00s\'s signals', async () => {
    const base = await digitalOf(SAMPLES, 'test01_00s.hea');
    const frame = await digitalOf(SAMPLES, 'test01_00s_frame.hea');
    const ecg2 = frame.digital[1]!;
    expect(ecg2.length).toBe(8000);
    for (let t = 0; t < 4000; t += 97) {
      expect(ecg2[2 * t]).toBe(base.digital[1]![t]);
      expect(ecg2[2 * t + 1]).toBe(base.digital[2]![t]);
    }
    expect(Array.from(frame.digital[2]!)).toEqual(Array.from(base.digital[3]!));
  });

  it('skew: sample t of a signal with skew 3 is stored in frame t + 3; frames past the end are invalid', async () => {
    const base = await digitalOf(SAMPLES, 'test01_00s.hea');
    const skew = await digitalOf(SAMPLES, 'test01_00s_skew.hea');
    const s = skew.digital[1]!;
    expect(Array.from(s.subarray(0, 3997))).toEqual(Array.from(base.digital[1]!.subarray(3)));
    expect(Array.from(s.subarray(3997))).toEqual([INVALID_SAMPLE, INVALID_SAMPLE, INVALID_SAMPLE]);
    expect(Array.from(skew.digital[0]!)).toEqual(Array.from(base.digital[0]!));
  });
});
