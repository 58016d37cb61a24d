import { LoadError } from '../../errors';

/** WFDB annotation codes (anncodes) and their mnemonic symbols; undefined codes map to '[<code>]'. */
export const ANNOTATION_SYMBOLS: readonly string[] = [
  ' ', 'N', 'L', 'R', 'a', 'V', 'F', 'J', 'A', 'S', 'E', 'j', '/', 'Q', '~', '[15]', '|', '[17]', 's', 'T', '*',
  'D', '"', '=', 'p', 'B', '^', 't', '+', 'u', '?', '!', '[', ']', 'e', 'n', '@', 'x', 'f', '(', ')', 'r',
];

/** Codes WFDB counts as beats (isqrs): N L R a V F J A S E j / Q B ? e n f r (not x, a blocked P wave). */
const BEAT_CODES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 25, 30, 34, 35, 38, 41]);
const BEAT_SYMBOLS = new Set([...BEAT_CODES].map((c) => ANNOTATION_SYMBOLS[c]));

export function isBeatSymbol(symbol: string): boolean {
  return BEAT_SYMBOLS.has(symbol);
}

export function annotationSymbol(code: number): string {
  return ANNOTATION_SYMBOLS[code] ?? `[${code}]`;
}

export interface MitAnnotation {
  /** Time in ticks of the annotation file (frames, unless the file states another time resolution). */
  time: number;
  code: number;
  symbol: string;
  subtype: number;
  chan: number;
  num: number;
  aux: string | null;
}

export interface MitAnnotationFile {
  annotations: MitAnnotation[];
  /** Ticks per second when the file says so ('## time resolution: N' note), else null. */
  timeResolution: number | null;
}

/** More annotations than this in one file is treated as a damaged file (a 24 h Holter has ~10^5 beats). */
export const MAX_ANNOTATIONS = 10_000_000;

const SKIP = 59;
const NUM = 60;
const SUB = 61;
const CHN = 62;
const AUX = 63;

/**
 * Parse a WFDB annotation file in MIT format: 16-bit little-endian words, 6-bit code and 10-bit
 * time increment; SKIP carries a 32-bit increment (PDP-11 order), NUM/SUB/CHN/AUX modify the
 * annotation before them. NUM and CHN carry over to later annotations, SUB and AUX do not.
 */
export function parseMitAnnotations(bytes: Uint8Array, file: string): MitAnnotationFile {
  const n = bytes.length;
  const annotations: MitAnnotation[] = [];
  let time = 0;
  let chan = 0;
  let num = 0;
  let current: MitAnnotation | null = null;
  let p = 0;
  while (p + 1 < n) {
    const word = bytes[p] | (bytes[p + 1] << 8);
    p += 2;
    const code = word >> 10;
    const data = word & 0x3ff;
    if (word === 0) break;
    if (code === SKIP) {
      if (p + 4 > n) throw new LoadError(file, `truncated annotation file: SKIP at byte ${p - 2} lacks its 4-byte interval`);
      const hi = bytes[p] | (bytes[p + 1] << 8);
      const lo = bytes[p + 2] | (bytes[p + 3] << 8);
      time += ((hi << 16) | lo) >> 0;
      p += 4;
    } else if (code === NUM) {
      num = (data << 24) >> 24;
      if (current) current.num = num;
    } else if (code === SUB) {
      if (current) current.subtype = (data << 24) >> 24;
    } else if (code === CHN) {
      chan = data & 0xff;
      if (current) current.chan = chan;
    } else if (code === AUX) {
      const len = data & 0xff;
      if (p + len > n) throw new LoadError(file, `truncated annotation file: AUX string at byte ${p - 2} needs ${len} bytes, ${n - p} left`);
      if (current) current.aux = auxText(bytes.subarray(p, p + len));
      p += len + (len & 1);
    } else {
      if (annotations.length >= MAX_ANNOTATIONS) throw new LoadError(file, `more than ${MAX_ANNOTATIONS} annotations`);
      time += data;
      current = { time, code, symbol: annotationSymbol(code), subtype: 0, chan, num, aux: null };
      annotations.push(current);
    }
  }
  return { annotations, timeResolution: timeResolutionOf(annotations) };
}

function auxText(b: Uint8Array): string {
  let end = b.length;
  while (end > 0 && b[end - 1] === 0) end--;
  let s = '';
  for (let i = 0; i < end; i++) s += String.fromCharCode(b[i]);
  return s;
}

/** High-resolution annotation files start with a NOTE whose aux is '## time resolution: <ticks per second>'. */
function timeResolutionOf(anns: MitAnnotation[]): number | null {
  const first = anns[0];
  if (!first || first.time !== 0 || first.code !== 22 || !first.aux) return null;
  const m = /^## time resolution: *([0-9.eE+-]+)/.exec(first.aux);
  const r = m ? Number(m[1]) : NaN;
  return r > 0 && Number.isFinite(r) ? r : null;
}
