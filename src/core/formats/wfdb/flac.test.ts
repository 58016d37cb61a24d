import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAC_FIXTURES, fixtureSamples } from '../../../../tests/fixtures/flac/signal';
import { LoadError } from '../../errors';
import { MemoryFileSet } from '../fileset';
import { decodeFlac } from './flac';
import { crc16, crc8 } from './flac-bits';
import { decodeHeaderText, parseHeader } from './header';
import { readDigitalSignals } from './read-signals';
import { INVALID_SAMPLE } from './signal-formats';

const FIXTURES = resolve(import.meta.dirname, '../../../../tests/fixtures/flac');
const fixture = (file: string) => new Uint8Array(readFileSync(resolve(FIXTURES, file)));

/** MSB-first bit writer for hand-made streams. */
class BitWriter {
  bits: number[] = [];
  put(value: number, n: number): this {
    const v = value < 0 ? value + 2 ** n : value;
    for (let k = n - 1; k >= 0; k--) this.bits.push(Math.floor(v / 2 ** k) % 2);
    return this;
  }
  unary(zeros: number): this {
    for (let i = 0; i < zeros; i++) this.bits.push(0);
    this.bits.push(1);
    return this;
  }
  bytes(): number[] {
    while (this.bits.length % 8) this.bits.push(0);
    const out: number[] = [];
    for (let i = 0; i < this.bits.length; i += 8) out.push(parseInt(this.bits.slice(i, i + 8).join(''), 2));
    return out;
  }
}

function streamInfo(channels: number, bits: number, total: number): number[] {
  const w = new BitWriter().put(0x664c6143, 32).put(1, 1).put(0, 7).put(34, 24);
  w.put(16, 16).put(4096, 16).put(0, 24).put(0, 24).put(250, 20).put(channels - 1, 3).put(bits - 1, 5).put(0, 4).put(total, 32);
  for (let i = 0; i < 16; i++) w.put(0, 8);
  return w.bytes();
}

/** One frame of `block` samples (block-size code 6), 16-bit, with the given channel code and subframe writer. */
function frame(block: number, channelCode: number, subframes: (w: BitWriter) => void): number[] {
  const head = new BitWriter().put(0x7ffc, 15).put(0, 1).put(6, 4).put(0, 4).put(channelCode, 4).put(4, 3).put(0, 1).put(0, 8).put(block - 1, 8).bytes();
  const body = new BitWriter();
  subframes(body);
  const bytes = [...head, crc8(new Uint8Array(head), 0, head.length), ...body.bytes()];
  const crc = crc16(new Uint8Array(bytes), 0, bytes.length);
  return [...bytes, crc >> 8, crc & 0xff];
}

describe('FLAC decoder', () => {
  it.each(FLAC_FIXTURES)('$file: bit-exact against the samples the reference encoder was given', (f) => {
    const s = decodeFlac(fixture(f.file), f.file, Infinity);
    expect(s.channels).toBe(f.channels.length);
    expect(s.bitsPerSample).toBe(f.bits);
    expect(s.totalSamples).toBe(f.samples);
    f.channels.forEach((_, c) => expect(Array.from(s.samples[c])).toEqual(Array.from(fixtureSamples(f, c))));
  });

  it('stops at the limit asked for', () => {
    const f = FLAC_FIXTURES[0];
    const s = decodeFlac(fixture(f.file), f.file, 300);
    expect(s.samples[0].length).toBe(300);
    expect(Array.from(s.samples[1])).toEqual(Array.from(fixtureSamples(f, 1).subarray(0, 300)));
  });

  it('hand-made frames: constant, fixed order 2 with an escaped partition, side/right and mid/side', () => {
    const constant = (w: BitWriter, v: number, bits: number) => w.put(0, 1).put(0, 6).put(0, 1).put(v, bits);
    // Fixed order 2, warm-up 1, 3; partition order 1 (3 samples each, the first less the 2 warm-up samples):
    // partition 0 Rice parameter 1 with residual 0, partition 1 escaped to 4-bit raw residuals 1, −1, 2.
    const fixed2 = (w: BitWriter) => {
      w.put(0, 1).put(10, 6).put(0, 1).put(1, 16).put(3, 16);
      w.put(0, 2).put(1, 4).put(1, 4).unary(0).put(0, 1).put(15, 4).put(4, 5).put(1, 4).put(-1, 4).put(2, 4);
    };
    const last = frame(6, 10, (w) => { constant(w, 5, 16); constant(w, -3, 17); }); // mid/side: left 4, right 7
    const bytes = new Uint8Array([
      ...streamInfo(2, 16, 18),
      ...frame(6, 1, (w) => { constant(w, -7, 16); fixed2(w); }),
      ...frame(6, 9, (w) => { constant(w, 4, 17); constant(w, 10, 16); }), // side/right: left = side + right
      ...last,
    ]);
    const s = decodeFlac(bytes, 'hand.flac', Infinity);
    // A stream that ends between frames, short of STREAMINFO's total, gives what it holds.
    expect(decodeFlac(bytes.subarray(0, bytes.length - last.length), 'hand.flac', Infinity).samples[0].length).toBe(12);
    // s[i] = residual + 2 s[i−1] − s[i−2]: 1, 3, 0 + 6 − 1, 1 + 10 − 3, −1 + 16 − 5, 2 + 20 − 8
    expect(Array.from(s.samples[1])).toEqual([1, 3, 5, 8, 10, 14, ...Array(6).fill(10), ...Array(6).fill(7)]);
    expect(Array.from(s.samples[0])).toEqual([...Array(6).fill(-7), ...Array(6).fill(14), ...Array(6).fill(4)]);
  });

  it('a damaged or foreign file fails with a LoadError naming it and the byte', () => {
    const f = FLAC_FIXTURES[0];
    const bytes = fixture(f.file);
    const flipped = bytes.slice();
    flipped[Math.floor(bytes.length / 2)] ^= 0x10;
    expect(() => decodeFlac(flipped, f.file, Infinity)).toThrow(/^stereo16-lpc\.flac: FLAC stream: .*\(byte \d+\)$/);
    expect(() => decodeFlac(new TextEncoder().encode('RIFF....WAVE'), 'x.dat', Infinity)).toThrow(/x\.dat: FLAC stream: no "fLaC" marker/);
    expect(() => decodeFlac(bytes.slice(0, Math.floor(bytes.length / 2)), f.file, Infinity)).toThrow(/FLAC stream: truncated \(byte \d+\)/);
  });

  it('random damage never throws anything but a LoadError, and never hangs', () => {
    const f = FLAC_FIXTURES[2];
    const good = fixture(f.file);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(good.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), fc.nat(good.length), (edits, cut) => {
        const bytes = good.slice(0, Math.max(4, cut));
        for (const [at, v] of edits) if (at >= 42 && at < bytes.length) bytes[at] = v; // past STREAMINFO: frames and residuals
        try {
          decodeFlac(bytes, f.file, Infinity);
        } catch (e) {
          if (!(e instanceof LoadError)) throw e;
        }
      }),
      { numRuns: Number(process.env.WFDB_FUZZ_RUNS ?? 300) },
    );
  });
});

describe('FLAC signal files in a WFDB record', () => {
  const f = FLAC_FIXTURES.find((x) => x.file === 'three16.flac')!;
  const ch = f.channels.map((_, c) => fixtureSamples(f, c));
  const read = async (header: string, bytes = fixture(f.file)) => {
    const files = new MemoryFileSet([['r.hea', new TextEncoder().encode(header)], ['r.dat', bytes]]);
    const h = parseHeader(decodeHeaderText((await files.read('r.hea'))!, 'r.hea'), 'r.hea');
    return readDigitalSignals(h, files, 'r.hea');
  };

  it('the byte offset counts samples per channel; skew shifts a signal, past the end invalid', async () => {
    const d = await read('r 3 250 2900\nr.dat 516+100 200 16 0 0 0 0 I\nr.dat 516:3+100 200 16 0 0 0 0 II\nr.dat 516 200 16 0 0 0 0 III\n');
    expect(d.nframes).toBe(2900);
    expect(Array.from(d.digital[0]!)).toEqual(Array.from(ch[0].subarray(100)));
    expect(Array.from(d.digital[1]!.subarray(0, 2897))).toEqual(Array.from(ch[1].subarray(103)));
    expect(Array.from(d.digital[1]!.subarray(2897))).toEqual([INVALID_SAMPLE, INVALID_SAMPLE, INVALID_SAMPLE]);
    expect(Array.from(d.digital[2]!)).toEqual(Array.from(ch[2].subarray(100)));
  });

  it('without a length in the header the stream gives it; a header that asks for more is refused', async () => {
    expect((await read('r 3 250\nr.dat 516 200 16 0 0 0 0 I\nr.dat 516 200 16 0 0 0 0 II\nr.dat 516 200 16 0 0 0 0 III\n')).nframes).toBe(3000);
    await expect(read('r 3 250 3001\nr.dat 516 200 16 0 0 0 0 I\nr.dat 516 200 16 0 0 0 0 II\nr.dat 516 200 16 0 0 0 0 III\n'))
      .rejects.toThrow('r.dat: truncated: the header needs 3001 samples per signal after offset 0, the FLAC stream holds 3000');
  });

  it('channel count, sample width and samples per frame must match the header', async () => {
    await expect(read('r 2 250 100\nr.dat 516 200 16 0 0 0 0 I\nr.dat 516 200 16 0 0 0 0 II\n'))
      .rejects.toThrow('r.dat: the FLAC stream has 3 channels, the header lists 2 signals in this file');
    await expect(read('r 3 250 100\nr.dat 508 200 8 0 0 0 0 I\nr.dat 508 200 8 0 0 0 0 II\nr.dat 508 200 8 0 0 0 0 III\n'))
      .rejects.toThrow('r.dat: 16-bit FLAC samples in format 508 (at most 8 bits)');
    await expect(read('r 3 250 100\nr.dat 516x2 200 16 0 0 0 0 I\nr.dat 516 200 16 0 0 0 0 II\nr.dat 516 200 16 0 0 0 0 III\n'))
      .rejects.toThrow('r.dat: the signals of a FLAC file must have the same number of samples per frame');
  });
});
