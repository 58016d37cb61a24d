import { LoadError } from '../../errors';

/**
 * Philips XLI waveform compression (Sierra ECG XML). The data is a series of per-lead chunks:
 *   int32 LE size | int16 LE (unknown, 1) | int16 LE first delta | `size` bytes of LZW (10-bit codes, MSB first)
 * The LZW output is 16-bit delta codes stored as [all high bytes][all low bytes]; samples follow
 * from the second-order predictor z = 2y - x - (code - 64) (see decodeDeltas).
 * Behaviour matches sixlettervariables/sierra-ecg-tools (MIT), including its end-of-chunk rule.
 */

const CODE_BITS = 10;
const MAX_CODE = (1 << CODE_BITS) - 2; // 1022: codes >= 1023 end the stream
const MAX_CHUNK_BYTES = 16 * 1024 * 1024;

/** Decode up to `maxLeads` lead chunks; stops early at the end of the data. */
export function decodeXli(data: Uint8Array, file: string, maxLeads: number, maxSamplesPerLead: number): Int32Array[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const leads: Int32Array[] = [];
  let pos = 0;
  while (leads.length < maxLeads && pos + 8 <= data.length) {
    const size = view.getInt32(pos, true);
    const start = view.getInt16(pos + 6, true);
    if (size < 0 || size > MAX_CHUNK_BYTES || pos + 8 + size > data.length)
      throw new LoadError(file, `XLI chunk ${leads.length + 1} declares ${size} bytes, beyond the ${data.length - pos - 8} left`);
    const bytes = lzwDecode(data.subarray(pos + 8, pos + 8 + size), file, maxSamplesPerLead * 2 + 2);
    leads.push(decodeDeltas(unpack(bytes), start));
    pos += 8 + size;
  }
  return leads;
}

/** LZW with a 256-entry initial dictionary, no clear code, dictionary frozen once full. */
export function lzwDecode(input: Uint8Array, file: string, maxOutput: number): Uint8Array {
  // Dictionary as (prefix code, last byte, length, first byte) so no strings are copied.
  const prefix = new Int32Array(MAX_CODE + 1);
  const suffix = new Uint8Array(MAX_CODE + 1);
  const length = new Int32Array(MAX_CODE + 1);
  const first = new Uint8Array(MAX_CODE + 1);
  for (let i = 0; i < 256; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    length[i] = 1;
    first[i] = i;
  }
  let out = new Uint8Array(Math.min(maxOutput, Math.max(1024, input.length * 4)));
  let o = 0;
  let nextCode = 256;
  let previous = -1;
  let buffer = 0; // bits are kept MSB-first in the low 32 bits
  let bitsRead = 0;
  let p = 0;
  for (;;) {
    while (bitsRead <= 24) {
      // Past the end the reference reads -1 (all ones); the code is then discarded anyway.
      const byte = p < input.length ? input[p] : 0xff;
      p++;
      buffer = (buffer | (byte << (24 - bitsRead))) >>> 0;
      bitsRead += 8;
    }
    const code = (buffer >>> (32 - CODE_BITS)) & 0xffff;
    buffer = (buffer << CODE_BITS) >>> 0;
    bitsRead -= CODE_BITS;
    // The reference stops once the reader has consumed the last byte (trailing bits are padding).
    if (p >= input.length) break;
    if (code >= MAX_CODE + 1) break;
    let entry = code;
    if (code >= nextCode) {
      // The "string + char + string" case: only valid for the next code to be defined.
      if (previous < 0 || code !== nextCode || nextCode > MAX_CODE) throw new LoadError(file, 'XLI data is corrupt (bad LZW code)');
      prefix[code] = previous;
      suffix[code] = first[previous];
      length[code] = length[previous] + 1;
      first[code] = first[previous];
      entry = code;
    }
    const n = length[entry];
    if (o + n > maxOutput) throw new LoadError(file, `XLI lead decompresses to more than ${maxOutput} bytes`);
    if (o + n > out.length) {
      const grown = new Uint8Array(Math.min(maxOutput, Math.max(out.length * 2, o + n)));
      grown.set(out.subarray(0, o));
      out = grown;
    }
    for (let k = entry, at = o + n - 1; k >= 0; k = prefix[k], at--) out[at] = suffix[k];
    o += n;
    if (previous >= 0 && nextCode <= MAX_CODE) {
      if (code !== nextCode) {
        prefix[nextCode] = previous;
        suffix[nextCode] = first[entry];
        length[nextCode] = length[previous] + 1;
        first[nextCode] = first[previous];
      }
      nextCode++;
    }
    previous = entry;
  }
  return out.subarray(0, o);
}

/** [hi bytes...][lo bytes...] -> signed 16-bit codes. */
function unpack(bytes: Uint8Array): Int16Array {
  const n = (bytes.length + 1) >> 1;
  const out = new Int16Array(n);
  for (let i = 0, j = n; i < n; i++, j++) out[i] = (bytes[i] << 8) | (j < bytes.length ? bytes[j] : 0);
  return out;
}

function decodeDeltas(codes: Int16Array, initial: number): Int32Array {
  const out = Int32Array.from(codes);
  if (out.length < 2) return out;
  let x = out[0];
  let y = out[1];
  let last = initial;
  for (let i = 2; i < out.length; i++) {
    const z = y + y - x - last;
    last = out[i] - 64;
    out[i] = z;
    x = y;
    y = z;
  }
  return out;
}
