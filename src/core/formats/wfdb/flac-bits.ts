import { LoadError } from '../../errors';

/** MSB-first bit reader over a byte range; every read past the end throws a LoadError naming the file. */
export class BitReader {
  /** Byte index of the next unread bit. */
  pos: number;
  /** Bits of bytes[pos] already consumed (0–7). */
  bit = 0;

  constructor(
    readonly bytes: Uint8Array,
    readonly file: string,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.pos = start;
  }

  fail(problem: string): never {
    throw new LoadError(this.file, `FLAC stream: ${problem} (byte ${this.pos})`);
  }

  /** Unsigned value of the next n bits (n ≤ 32). */
  read(n: number): number {
    let v = 0;
    while (n > 0) {
      if (this.pos >= this.end) this.fail('truncated');
      const avail = 8 - this.bit;
      const take = avail < n ? avail : n;
      v = v * (1 << take) + ((this.bytes[this.pos] >> (avail - take)) & ((1 << take) - 1));
      n -= take;
      this.bit += take;
      if (this.bit === 8) {
        this.bit = 0;
        this.pos++;
      }
    }
    return v;
  }

  /** Two's-complement value of the next n bits (n ≤ 32). */
  signed(n: number): number {
    const v = this.read(n);
    return n > 0 && v >= 2 ** (n - 1) ? v - 2 ** n : v;
  }

  /** Count of 0 bits before the next 1 bit (which is consumed). */
  unary(): number {
    let n = 0;
    for (;;) {
      if (this.pos >= this.end) this.fail('truncated');
      const rest = (this.bytes[this.pos] << this.bit) & 0xff;
      if (rest === 0) {
        n += 8 - this.bit;
        this.bit = 0;
        this.pos++;
        continue;
      }
      const zeros = Math.clz32(rest) - 24;
      n += zeros;
      this.bit += zeros + 1;
      if (this.bit === 8) {
        this.bit = 0;
        this.pos++;
      }
      return n;
    }
  }

  /** Skip to the next byte boundary. */
  align(): void {
    if (this.bit) {
      this.bit = 0;
      this.pos++;
    }
  }
}

function crcTable(poly: number, width: number): Uint16Array {
  const top = 1 << (width - 1);
  const mask = (1 << width) - 1;
  const t = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << (width - 8);
    for (let k = 0; k < 8; k++) c = c & top ? ((c << 1) ^ poly) & mask : (c << 1) & mask;
    t[i] = c;
  }
  return t;
}

const CRC8 = crcTable(0x07, 8);
const CRC16 = crcTable(0x8005, 16);

/** FLAC's frame-header CRC-8 (polynomial x^8 + x^2 + x + 1) of bytes[from, to). */
export function crc8(bytes: Uint8Array, from: number, to: number): number {
  let c = 0;
  for (let i = from; i < to; i++) c = CRC8[c ^ bytes[i]];
  return c;
}

/** FLAC's frame CRC-16 (polynomial x^16 + x^15 + x^2 + 1) of bytes[from, to). */
export function crc16(bytes: Uint8Array, from: number, to: number): number {
  let c = 0;
  for (let i = from; i < to; i++) c = ((c << 8) & 0xffff) ^ CRC16[(c >> 8) ^ bytes[i]];
  return c;
}
