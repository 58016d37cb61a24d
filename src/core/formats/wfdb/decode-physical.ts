import type { WfdbSignalSpec } from './header';
import { millivoltsPerUnit } from './physical';
import type { SignalFileGroup } from './read-signals';
import { decodeSamples, INVALID_SAMPLE } from './signal-formats';

/** Digital range of formats narrow enough for a lookup table of physical values. */
const LUT_RANGE: Record<number, [number, number]> = {
  80: [-128, 127],
  212: [-2048, 2047],
  310: [-512, 511],
  311: [-512, 511],
  16: [-32768, 32767],
  61: [-32768, 32767],
  160: [-32768, 32767],
};

/**
 * Whether a signal file can be decoded straight to physical values: the common case of a .dat
 * whose signals all have `perFrame` samples per frame, no skew, and a format that is not
 * difference-coded. Everything else goes through digital arrays (read-signals.ts, physical.ts).
 */
export function canDecodeDirect(g: SignalFileGroup, specs: WfdbSignalSpec[], perFrame: number): boolean {
  if (!g.bytes || g.flac || /\.mat$/i.test(g.fileName)) return false;
  return g.indices.every((i) => specs[i].samplesPerFrame === perFrame && specs[i].skew === 0 && specs[i].format !== 8);
}

/** Same arithmetic as toPhysical() in physical.ts, so both paths give identical samples. */
function lookupTable(spec: WfdbSignalSpec, lo: number, hi: number): Float32Array {
  const scale = millivoltsPerUnit(spec.units) ?? 1;
  const lut = new Float32Array(hi - lo + 1);
  for (let v = lo; v <= hi; v++) lut[v - lo] = ((v - spec.baseline) / spec.gain) * scale;
  return lut;
}

/**
 * Physical value for each raw 12-bit pattern of format 212 (index = the 12 stored bits), NaN for
 * the invalid pattern 0x800: decoding then needs no sign extension and no branch.
 */
function rawLookup212(spec: WfdbSignalSpec): Float32Array {
  const signed = lookupTable(spec, -2048, 2047);
  const lut = new Float32Array(4096);
  for (let u = 0; u < 4096; u++) lut[u] = u === 0x800 ? NaN : signed[(u >= 2048 ? u - 4096 : u) + 2048];
  return lut;
}

/** Format 212 with two samples per frame (two signals, or one at 2 samples per frame): one 3-byte group per frame. */
function decode212TwoPerFrame(bytes: Uint8Array, base: number, specs: WfdbSignalSpec[], nframes: number): Float32Array[] {
  const twoSignals = specs.length === 2;
  const a = rawLookup212(specs[0]);
  const b = twoSignals ? rawLookup212(specs[1]) : a;
  if (twoSignals) {
    const out0 = new Float32Array(nframes);
    const out1 = new Float32Array(nframes);
    for (let t = 0, p = base; t < nframes; t++, p += 3) {
      const m = bytes[p + 1];
      out0[t] = a[bytes[p] | ((m & 0x0f) << 8)];
      out1[t] = b[bytes[p + 2] | ((m & 0xf0) << 4)];
    }
    return [out0, out1];
  }
  const out = new Float32Array(2 * nframes);
  for (let t = 0, p = base; t < 2 * nframes; t += 2, p += 3) {
    const m = bytes[p + 1];
    out[t] = a[bytes[p] | ((m & 0x0f) << 8)];
    out[t + 1] = b[bytes[p + 2] | ((m & 0xf0) << 4)];
  }
  return [out];
}

/** Decode `nframes` frames of the group into physical samples, one Float32Array per signal. */
export function decodeGroupPhysical(g: SignalFileGroup, specs: WfdbSignalSpec[], nframes: number, perFrame: number): Float32Array[] {
  const sigs = g.indices.map((i) => specs[i]);
  if (sigs[0].format === 212 && sigs.length * perFrame === 2 && nframes > 8192) {
    return decode212TwoPerFrame(g.bytes!, sigs[0].byteOffset, sigs, nframes);
  }
  const { format, byteOffset } = sigs[0];
  const nsig = sigs.length;
  const k = perFrame;
  const frameSize = nsig * k;
  const n = nframes * k;
  const outs = sigs.map(() => new Float32Array(n));
  const range = LUT_RANGE[format];
  const luts = sigs.map((s) => (range && n > 2 * (range[1] - range[0]) ? lookupTable(s, range[0], range[1]) : null));
  const chunkFrames = Math.min(nframes, 6 * Math.max(1, Math.floor(65536 / frameSize)));
  const scratch = new Int32Array(chunkFrames * frameSize);
  for (let f0 = 0; f0 < nframes; f0 += chunkFrames) {
    const nf = Math.min(chunkFrames, nframes - f0);
    decodeSamples(format, g.bytes!, byteOffset, f0 * frameSize, nf * frameSize, scratch);
    for (let s = 0; s < nsig; s++) {
      const out = outs[s];
      const lut = luts[s];
      const end = nf * frameSize;
      let o = f0 * k;
      if (lut) {
        const lo = range[0];
        for (let f = s * k; f < end; f += frameSize) {
          for (let i = f, j = 0; j < k; j++, i++) {
            const v = scratch[i];
            out[o++] = v === INVALID_SAMPLE ? NaN : lut[v - lo];
          }
        }
      } else {
        const scale = millivoltsPerUnit(sigs[s].units) ?? 1;
        const { baseline, gain } = sigs[s];
        for (let f = s * k; f < end; f += frameSize) {
          for (let i = f, j = 0; j < k; j++, i++) {
            const v = scratch[i];
            out[o++] = v === INVALID_SAMPLE ? NaN : ((v - baseline) / gain) * scale;
          }
        }
      }
    }
  }
  return outs;
}
