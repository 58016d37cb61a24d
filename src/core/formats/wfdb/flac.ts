/**
 * FLAC stream decoder (RFC 9639) for WFDB's compressed signal formats 508/516/524: each signal of a
 * signal file is one FLAC channel. Integer PCM up to 24 bits (WFDB's widest), every subframe type,
 * stereo decorrelation, wasted bits; each frame's header CRC-8 and CRC-16 are checked, so a damaged
 * file fails with the byte where it went wrong instead of decoding to wrong samples.
 */
import { BitReader, crc16, crc8 } from './flac-bits';

export interface FlacStreamInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Samples per channel, or null where the encoder left it unknown (0). */
  totalSamples: number | null;
  maxBlockSize: number;
}

export interface FlacStream extends FlacStreamInfo {
  /** Decoded samples per channel (at most the limit asked for). */
  samples: Int32Array[];
}

const MAX_BITS = 24;
const MAX_BLOCK = 65535;

/** Parse the "fLaC" marker and metadata blocks; returns STREAMINFO and the offset of the first frame. */
export function readFlacHeader(bytes: Uint8Array, file: string): { info: FlacStreamInfo; firstFrame: number } {
  const r: BitReader = new BitReader(bytes, file); // typed, so that r.fail() narrows
  if (r.read(32) !== 0x664c6143) r.fail('no "fLaC" marker at the start');
  let info: FlacStreamInfo | null = null;
  for (let last = false, blocks = 0; !last; blocks++) {
    if (blocks > 1024) r.fail('more than 1024 metadata blocks');
    last = r.read(1) === 1;
    const type = r.read(7);
    const length = r.read(24);
    const body = r.pos;
    if (body + length > bytes.length) r.fail(`metadata block of ${length} bytes runs past the end of the file`);
    if (type === 127) r.fail('invalid metadata block type 127');
    if (type === 0) {
      if (blocks !== 0 || length !== 34) r.fail('STREAMINFO must be the first metadata block, 34 bytes long');
      info = readStreamInfo(r);
    }
    r.pos = body + length;
  }
  if (!info) r.fail('no STREAMINFO block');
  return { info, firstFrame: r.pos };
}

function readStreamInfo(r: BitReader): FlacStreamInfo {
  const minBlock = r.read(16);
  const maxBlockSize = r.read(16);
  r.read(24); // frame sizes: not needed
  r.read(24);
  const sampleRate = r.read(20);
  const channels = r.read(3) + 1;
  const bitsPerSample = r.read(5) + 1;
  const total = r.read(4) * 2 ** 32 + r.read(32);
  if (minBlock < 16 || maxBlockSize < minBlock) r.fail(`block sizes ${minBlock}–${maxBlockSize} are invalid`);
  if (bitsPerSample < 4 || bitsPerSample > MAX_BITS) r.fail(`${bitsPerSample}-bit samples (WFDB stores at most ${MAX_BITS})`);
  return { sampleRate, channels, bitsPerSample, totalSamples: total || null, maxBlockSize };
}

/**
 * Decode up to `limit` samples per channel (frames past it are not read). Throws LoadError on a
 * malformed, damaged or cut-off frame; a stream that ends between frames returns the samples it holds.
 */
export function decodeFlac(bytes: Uint8Array, file: string, limit: number): FlacStream {
  const { info, firstFrame } = readFlacHeader(bytes, file);
  const want = Math.max(0, Math.min(limit, info.totalSamples ?? limit));
  // Grown as frames arrive: STREAMINFO's total is a claim of the file, not a size to allocate up front.
  let capacity = Math.min(want, 1 << 16);
  let out = Array.from({ length: info.channels }, () => new Int32Array(capacity));
  const scratch = Array.from({ length: info.channels }, () => new Int32Array(MAX_BLOCK));
  const r = new BitReader(bytes, file, firstFrame);
  let n = 0;
  while (n < want && r.pos < bytes.length) {
    const block = readFrame(r, info, scratch);
    const take = Math.min(block, want - n);
    if (n + take > capacity) {
      capacity = Math.min(want, Math.max(2 * capacity, n + take));
      out = out.map((c) => {
        const grown = new Int32Array(capacity);
        grown.set(c.subarray(0, n));
        return grown;
      });
    }
    for (let c = 0; c < info.channels; c++) out[c].set(scratch[c].subarray(0, take), n);
    n += take;
  }
  return { ...info, samples: out.map((c) => c.subarray(0, n)) };
}

const BITS_BY_CODE = [0, 8, 12, -1, 16, 20, 24, 32];

/** Decode one frame into `dst` (one array per channel); returns its block size. */
function readFrame(r: BitReader, info: FlacStreamInfo, dst: Int32Array[]): number {
  const start = r.pos;
  if (r.read(15) !== 0x7ffc) r.fail('frame sync code not found');
  r.read(1); // blocking strategy: fixed or variable, irrelevant when reading every frame in order
  const sizeCode = r.read(4);
  const rateCode = r.read(4);
  const channelCode = r.read(4);
  const bitsCode = r.read(3);
  if (r.read(1) !== 0) r.fail('reserved frame header bit set');
  skipCodedNumber(r);
  const block =
    sizeCode === 0 ? r.fail('reserved block size code 0')
    : sizeCode === 1 ? 192
    : sizeCode <= 5 ? 576 << (sizeCode - 2)
    : sizeCode === 6 ? r.read(8) + 1
    : sizeCode === 7 ? r.read(16) + 1
    : 256 << (sizeCode - 8);
  if (rateCode === 12) r.read(8);
  else if (rateCode === 13 || rateCode === 14) r.read(16);
  else if (rateCode === 15) r.fail('invalid sample rate code 15');
  const headerCrc = crc8(r.bytes, start, r.pos);
  if (r.read(8) !== headerCrc) r.fail('frame header CRC mismatch');
  const bits = bitsCode === 0 ? info.bitsPerSample : BITS_BY_CODE[bitsCode];
  if (bits < 0) r.fail('reserved sample size code 3');
  if (bits > MAX_BITS) r.fail(`${bits}-bit samples (WFDB stores at most ${MAX_BITS})`);
  if (block > MAX_BLOCK) r.fail(`block size ${block} exceeds ${MAX_BLOCK}`);
  const channels = channelCode < 8 ? channelCode + 1 : channelCode <= 10 ? 2 : r.fail(`reserved channel assignment ${channelCode}`);
  if (channels !== info.channels) r.fail(`frame has ${channels} channels, STREAMINFO ${info.channels}`);
  for (let c = 0; c < channels; c++) {
    const side = (channelCode === 8 && c === 1) || (channelCode === 9 && c === 0) || (channelCode === 10 && c === 1);
    readSubframe(r, block, bits + (side ? 1 : 0), dst[c]);
  }
  if (channelCode >= 8) decorrelate(channelCode, dst[0], dst[1], block);
  r.align();
  const frameCrc = crc16(r.bytes, start, r.pos);
  if (r.read(16) !== frameCrc) r.fail('frame CRC mismatch');
  return block;
}

/** The frame or sample number, coded like UTF-8 in 1–7 bytes. */
function skipCodedNumber(r: BitReader): void {
  const first = r.read(8);
  let extra = 0;
  if (first & 0x80) {
    while (extra < 7 && first & (0x40 >> extra)) extra++;
    if (extra === 0 || extra > 6) r.fail('malformed frame number');
  }
  for (let i = 0; i < extra; i++) if ((r.read(8) & 0xc0) !== 0x80) r.fail('malformed frame number');
}

function readSubframe(r: BitReader, n: number, bits: number, out: Int32Array): void {
  if (r.read(1) !== 0) r.fail('subframe padding bit set');
  const type = r.read(6);
  const wasted = r.read(1) ? r.unary() + 1 : 0;
  if (wasted >= bits) r.fail(`${wasted} wasted bits in a ${bits}-bit subframe`);
  const b = bits - wasted;
  if (type === 0) out.fill(r.signed(b), 0, n);
  else if (type === 1) for (let i = 0; i < n; i++) out[i] = r.signed(b);
  else if (type >= 8 && type <= 12) {
    const order = type - 8;
    warmUp(r, order, n, b, out);
    readResidual(r, n, order, out);
    fixedPredict(order, n, out);
  } else if (type >= 32) {
    const order = type - 31;
    warmUp(r, order, n, b, out);
    const precision = r.read(4) + 1;
    if (precision === 16) r.fail('invalid LPC coefficient precision');
    const shift = r.signed(5);
    if (shift < 0) r.fail('negative LPC shift');
    const coefs = new Float64Array(order);
    for (let j = 0; j < order; j++) coefs[j] = r.signed(precision);
    readResidual(r, n, order, out);
    lpcPredict(coefs, shift, n, out);
  } else r.fail(`reserved subframe type ${type}`);
  if (wasted) for (let i = 0; i < n; i++) out[i] *= 2 ** wasted;
}

function warmUp(r: BitReader, order: number, n: number, bits: number, out: Int32Array): void {
  if (order > n) r.fail(`predictor order ${order} exceeds the block size ${n}`);
  for (let i = 0; i < order; i++) out[i] = r.signed(bits);
}

/** Rice-coded residual of samples [order, n) into out. */
function readResidual(r: BitReader, n: number, order: number, out: Int32Array): void {
  const method = r.read(2);
  if (method > 1) r.fail(`reserved residual coding method ${method}`);
  const paramBits = method === 0 ? 4 : 5;
  const escape = (1 << paramBits) - 1;
  const partitionOrder = r.read(4);
  const per = n >> partitionOrder;
  if (per << partitionOrder !== n || per < order) r.fail(`partition order ${partitionOrder} does not fit block size ${n}`);
  let i = order;
  for (let p = 0; p < 1 << partitionOrder; p++) {
    const end = (p + 1) * per;
    const param = r.read(paramBits);
    if (param === escape) {
      const raw = r.read(5);
      for (; i < end; i++) out[i] = raw ? r.signed(raw) : 0;
      continue;
    }
    const scale = 2 ** param;
    for (; i < end; i++) {
      const v = r.unary() * scale + r.read(param);
      out[i] = v % 2 ? -(v + 1) / 2 : v / 2;
    }
  }
}

function fixedPredict(order: number, n: number, s: Int32Array): void {
  switch (order) {
    case 1:
      for (let i = 1; i < n; i++) s[i] += s[i - 1];
      return;
    case 2:
      for (let i = 2; i < n; i++) s[i] += 2 * s[i - 1] - s[i - 2];
      return;
    case 3:
      for (let i = 3; i < n; i++) s[i] += 3 * s[i - 1] - 3 * s[i - 2] + s[i - 3];
      return;
    case 4:
      for (let i = 4; i < n; i++) s[i] += 4 * s[i - 1] - 6 * s[i - 2] + 4 * s[i - 3] - s[i - 4];
  }
}

/** s[i] += floor(Σ coefs[j]·s[i−1−j] / 2^shift): exact in doubles for samples ≤ 25 bits and 15-bit coefficients. */
function lpcPredict(coefs: Float64Array, shift: number, n: number, s: Int32Array): void {
  const order = coefs.length;
  const div = 2 ** shift;
  for (let i = order; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < order; j++) sum += coefs[j] * s[i - 1 - j];
    s[i] += Math.floor(sum / div);
  }
}

/** Left/side (8), side/right (9) and mid/side (10) back to left and right, in place. */
function decorrelate(code: number, a: Int32Array, b: Int32Array, n: number): void {
  for (let i = 0; i < n; i++) {
    if (code === 8) b[i] = a[i] - b[i];
    else if (code === 9) a[i] += b[i];
    else {
      const side = b[i];
      const mid = a[i] * 2 + (side & 1);
      a[i] = (mid + side) >> 1;
      b[i] = (mid - side) >> 1;
    }
  }
}
