import { LoadError } from '../../errors';

/** One code of an SCP Huffman table (section 2). `code` holds the prefix bits in reading order. */
export interface HuffmanCode {
  prefixBits: number;
  totalBits: number;
  /** 1: a value code; 0: switch to table number `value` (1-based). */
  mode: number;
  value: number;
  code: number;
}

export type HuffmanTables = HuffmanCode[][] | 'default';

export const DEFAULT_TABLE_MARKER = 19999;
const MAX_TABLES = 64;
const MAX_CODES = 1024;

/** Section 2 content: 19999 = the standard default table; otherwise the tables, codes stored LSB-first. */
export function readHuffmanTables(data: Uint8Array | undefined, file: string): HuffmanTables | null {
  if (!data) return null;
  if (data.length < 2) throw new LoadError(file, 'SCP section 2 is truncated');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const count = view.getUint16(0, true);
  if (count === DEFAULT_TABLE_MARKER) return 'default';
  if (count === 0) return null;
  if (count > MAX_TABLES) throw new LoadError(file, `SCP section 2 declares ${count} Huffman tables`);
  const tables: HuffmanCode[][] = [];
  let p = 2;
  for (let t = 0; t < count; t++) {
    if (p + 2 > data.length) throw new LoadError(file, 'SCP section 2 is truncated');
    const n = view.getUint16(p, true);
    p += 2;
    if (n < 1 || n > MAX_CODES || p + n * 9 > data.length) throw new LoadError(file, `SCP Huffman table ${t + 1} is invalid`);
    const codes: HuffmanCode[] = [];
    for (let i = 0; i < n; i++, p += 9) {
      const prefixBits = data[p];
      const totalBits = data[p + 1];
      const stored = view.getUint32(p + 5, true);
      if (prefixBits < 1 || prefixBits > 32 || totalBits < prefixBits || totalBits > prefixBits + 32)
        throw new LoadError(file, `SCP Huffman table ${t + 1} has an invalid code length`);
      let code = 0;
      for (let b = 0; b < prefixBits; b++) code = (code << 1) | ((stored >>> b) & 1);
      codes.push({ prefixBits, totalBits, mode: data[p + 2], value: view.getInt16(p + 3, true), code: code >>> 0 });
    }
    tables.push(codes);
  }
  return tables;
}

/**
 * Decode `count` values from a Huffman-coded byte stream (MSB first). With the default table:
 * 0 -> 0; n ones, 0, sign -> ±n (n 1..8); nine ones then 0/1 -> an 8/16-bit two's complement value.
 * Stops (returning fewer values) at the end of the data.
 */
export function huffmanDecode(data: Uint8Array, tables: HuffmanTables | null, count: number, file: string): Int32Array {
  const out = new Int32Array(count);
  const totalBits = data.length * 8;
  let bit = 0;
  const readBit = () => (data[bit >> 3] >> (7 - (bit & 7))) & 1;
  const readBits = (n: number) => {
    let v = 0;
    for (let k = 0; k < n; k++, bit++) v = v * 2 + readBit();
    return v;
  };
  if (tables === null) {
    // No compression: 16-bit little-endian samples.
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const n = Math.min(count, data.length >> 1);
    for (let i = 0; i < n; i++) out[i] = view.getInt16(i * 2, true);
    return n === count ? out : out.subarray(0, n);
  }
  let i = 0;
  if (tables === 'default') {
    while (i < count && bit < totalBits) {
      let ones = 0;
      while (ones < 9 && bit < totalBits && readBit() === 1) {
        ones++;
        bit++;
      }
      if (bit >= totalBits) break;
      if (ones === 0) {
        bit++;
        out[i++] = 0;
      } else if (ones < 9) {
        bit++; // the terminating 0
        if (bit >= totalBits) break;
        const negative = readBit() === 1;
        bit++;
        out[i++] = negative ? -ones : ones;
      } else {
        const wide = readBit() === 1;
        bit++;
        const n = wide ? 16 : 8;
        if (bit + n > totalBits) break;
        const raw = readBits(n);
        out[i++] = raw >= 1 << (n - 1) ? raw - (1 << n) : raw;
      }
    }
    return i === count ? out : out.subarray(0, i);
  }
  let table = tables[0];
  const maxPrefix = tables.flat().reduce((m, c) => Math.max(m, c.prefixBits), 1);
  while (i < count && bit < totalBits) {
    let acc = 0;
    let len = 0;
    let hit: HuffmanCode | undefined;
    while (!hit && len < maxPrefix && bit < totalBits) {
      acc = ((acc << 1) | readBit()) >>> 0;
      bit++;
      len++;
      hit = table.find((c) => c.prefixBits === len && c.code === acc);
    }
    if (!hit) {
      if (bit >= totalBits) break;
      throw new LoadError(file, 'SCP Huffman data contains a code that is not in the table');
    }
    if (hit.mode === 0) {
      const next = tables[hit.value - 1];
      if (!next) throw new LoadError(file, `SCP Huffman data switches to missing table ${hit.value}`);
      table = next;
      continue;
    }
    const extra = hit.totalBits - hit.prefixBits;
    if (extra === 0) out[i++] = hit.value;
    else {
      if (bit + extra > totalBits) break;
      const raw = readBits(extra);
      out[i++] = raw >= 2 ** (extra - 1) ? raw - 2 ** extra : raw;
    }
  }
  return i === count ? out : out.subarray(0, i);
}

/** Undo first (1) or second (2) difference coding in place. */
export function undoDifferences(values: Int32Array, order: number, file: string): Int32Array {
  if (order === 0) return values;
  if (order === 1) {
    for (let i = 1; i < values.length; i++) values[i] = (values[i] + values[i - 1]) | 0;
  } else if (order === 2) {
    for (let i = 2; i < values.length; i++) values[i] = (values[i] + 2 * values[i - 1] - values[i - 2]) | 0;
  } else throw new LoadError(file, `SCP difference order ${order} is not defined`);
  return values;
}
