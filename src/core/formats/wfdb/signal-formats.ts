/**
 * WFDB storage formats: how many bytes a run of samples takes and how to decode it.
 * Samples of one signal file form one stream: frame after frame, within a frame each signal's
 * samples-per-frame samples in header order. Decoded values are digital (ADC units); a sample
 * the format marks invalid becomes INVALID_SAMPLE.
 */

export const INVALID_SAMPLE = -2147483648;

export const SUPPORTED_FORMATS: ReadonlySet<number> = new Set([8, 16, 24, 32, 61, 80, 160, 212, 310, 311]);
export const FLAC_FORMATS: ReadonlySet<number> = new Set([508, 516, 524]);

/** Bytes needed to hold the first `n` samples of a stream. */
export function bytesForSamples(format: number, n: number): number {
  switch (format) {
    case 8:
    case 80:
      return n;
    case 16:
    case 61:
    case 160:
      return 2 * n;
    case 24:
      return 3 * n;
    case 32:
      return 4 * n;
    case 212:
      return 3 * Math.floor(n / 2) + (n % 2 ? 2 : 0);
    case 310:
      return 4 * Math.floor(n / 3) + [0, 2, 4][n % 3];
    case 311:
      return 4 * Math.floor(n / 3) + [0, 2, 3][n % 3];
    default:
      throw new RangeError(`unsupported format ${format}`);
  }
}

/** How many whole samples `nbytes` bytes hold. */
export function samplesInBytes(format: number, nbytes: number): number {
  switch (format) {
    case 212:
      return 2 * Math.floor(nbytes / 3) + (nbytes % 3 >= 2 ? 1 : 0);
    case 310: {
      const r = nbytes % 4;
      return 3 * Math.floor(nbytes / 4) + (r >= 2 ? 1 : 0);
    }
    case 311: {
      const r = nbytes % 4;
      return 3 * Math.floor(nbytes / 4) + (r >= 3 ? 2 : r >= 2 ? 1 : 0);
    }
    default:
      return Math.floor(nbytes / bytesForSamples(format, 1));
  }
}

/** Samples per group: a decode chunk must start at a multiple of this. */
export function groupSize(format: number): number {
  return format === 212 ? 2 : format === 310 || format === 311 ? 3 : 1;
}

/**
 * Decode stream samples [first, first + count) of `bytes` (stream starting at byte `base`) into out[0..count).
 * `first` must be a multiple of groupSize(format); the bytes must be present (checked by the caller).
 * Format 8 yields the raw first differences; the caller integrates them per signal.
 */
export function decodeSamples(format: number, bytes: Uint8Array, base: number, first: number, count: number, out: Int32Array): void {
  let p = base + bytesForSamples(format, first);
  const b = bytes;
  switch (format) {
    case 8:
      for (let i = 0; i < count; i++, p++) out[i] = (b[p] << 24) >> 24;
      return;
    case 80:
      for (let i = 0; i < count; i++, p++) out[i] = b[p] === 0 ? INVALID_SAMPLE : b[p] - 128;
      return;
    case 16:
      for (let i = 0; i < count; i++, p += 2) {
        const v = ((b[p] | (b[p + 1] << 8)) << 16) >> 16;
        out[i] = v === -32768 ? INVALID_SAMPLE : v;
      }
      return;
    case 61:
      for (let i = 0; i < count; i++, p += 2) {
        const v = (((b[p] << 8) | b[p + 1]) << 16) >> 16;
        out[i] = v === -32768 ? INVALID_SAMPLE : v;
      }
      return;
    case 160:
      for (let i = 0; i < count; i++, p += 2) {
        const v = (b[p] | (b[p + 1] << 8)) - 32768;
        out[i] = v === -32768 ? INVALID_SAMPLE : v;
      }
      return;
    case 24:
      for (let i = 0; i < count; i++, p += 3) {
        const v = ((b[p] | (b[p + 1] << 8) | (b[p + 2] << 16)) << 8) >> 8;
        out[i] = v === -8388608 ? INVALID_SAMPLE : v;
      }
      return;
    case 32:
      for (let i = 0; i < count; i++, p += 4) out[i] = b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24);
      return;
    case 212:
      decode212(b, p, count, out);
      return;
    case 310:
      decode310(b, p, count, out);
      return;
    case 311:
      decode311(b, p, count, out);
      return;
    default:
      throw new RangeError(`unsupported format ${format}`);
  }
}

function twelve(v: number): number {
  const s = (v << 20) >> 20;
  return s === -2048 ? INVALID_SAMPLE : s;
}

function ten(v: number): number {
  const s = (v << 22) >> 22;
  return s === -512 ? INVALID_SAMPLE : s;
}

function decode212(b: Uint8Array, p: number, count: number, out: Int32Array): void {
  let i = 0;
  for (; i + 1 < count; i += 2, p += 3) {
    const m = b[p + 1];
    out[i] = twelve(b[p] | ((m & 0x0f) << 8));
    out[i + 1] = twelve(b[p + 2] | ((m & 0xf0) << 4));
  }
  if (i < count) out[i] = twelve(b[p] | ((b[p + 1] & 0x0f) << 8));
}

function decode310(b: Uint8Array, p: number, count: number, out: Int32Array): void {
  for (let i = 0; i < count; i += 3, p += 4) {
    out[i] = ten((b[p] >> 1) | ((b[p + 1] & 0x07) << 7));
    if (i + 1 < count) out[i + 1] = ten((b[p + 2] >> 1) | ((b[p + 3] & 0x07) << 7));
    if (i + 2 < count) out[i + 2] = ten(((b[p + 1] >> 3) & 0x1f) | (((b[p + 3] >> 3) & 0x1f) << 5));
  }
}

function decode311(b: Uint8Array, p: number, count: number, out: Int32Array): void {
  for (let i = 0; i < count; i += 3, p += 4) {
    out[i] = ten(b[p] | ((b[p + 1] & 0x03) << 8));
    if (i + 1 < count) out[i + 1] = ten((b[p + 1] >> 2) | ((b[p + 2] & 0x0f) << 6));
    if (i + 2 < count) out[i + 2] = ten((b[p + 2] >> 4) | ((b[p + 3] & 0x3f) << 4));
  }
}

/**
 * Decode `nframes` frames of an interleaved signal file into one digital array per signal
 * (length nframes * spf[s]). Works in chunks so memory stays at the size of the output.
 */
export function decodeFrames(
  format: number,
  bytes: Uint8Array,
  base: number,
  spf: readonly number[],
  nframes: number,
  initialValues: readonly number[],
): Int32Array[] {
  const nsig = spf.length;
  const frameSize = spf.reduce((a, b) => a + b, 0);
  const outs = spf.map((k) => new Int32Array(nframes * k));
  if (frameSize === 0 || nframes === 0) return outs;
  // Chunk = whole frames and whole groups (groups are at most 3 samples, 6 = lcm(2, 3)).
  const chunkFrames = 6 * Math.max(1, Math.floor(65536 / frameSize));
  const scratch = new Int32Array(chunkFrames * frameSize);
  const pos = new Array<number>(nsig).fill(0);
  const running = initialValues.slice();
  const simple = spf.every((k) => k === 1);
  for (let f0 = 0; f0 < nframes; f0 += chunkFrames) {
    const nf = Math.min(chunkFrames, nframes - f0);
    decodeSamples(format, bytes, base, f0 * frameSize, nf * frameSize, scratch);
    if (format === 8) {
      let i = 0;
      for (let f = 0; f < nf; f++) {
        for (let s = 0; s < nsig; s++) {
          const out = outs[s];
          for (let k = spf[s]; k > 0; k--) out[pos[s]++] = running[s] += scratch[i++];
        }
      }
    } else if (simple) {
      for (let s = 0; s < nsig; s++) {
        const out = outs[s];
        let i = s;
        let o = f0;
        for (let f = 0; f < nf; f++, i += nsig) out[o++] = scratch[i];
      }
    } else {
      let i = 0;
      for (let f = 0; f < nf; f++) {
        for (let s = 0; s < nsig; s++) {
          const out = outs[s];
          for (let k = spf[s]; k > 0; k--) out[pos[s]++] = scratch[i++];
        }
      }
    }
  }
  return outs;
}
