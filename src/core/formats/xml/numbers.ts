import { LoadError } from '../../errors';

/**
 * Whitespace-separated numbers (HL7 aECG <digits>, Philips/GE text waveforms) into a Float64Array.
 * Integers are parsed inline (the common case, fast); anything else goes through Number().
 * A token that is not a number is an error naming the file and `what`.
 */
export function parseNumberList(text: string, file: string, what: string, maxCount: number): Float64Array {
  let out = new Float64Array(Math.min(maxCount, 1024));
  let count = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    while (i < n && (c === 32 || c === 10 || c === 13 || c === 9 || c === 44)) c = text.charCodeAt(++i);
    if (i >= n) break;
    const start = i;
    let neg = false;
    if (c === 45 || c === 43) {
      neg = c === 45;
      c = text.charCodeAt(++i);
    }
    let v = 0;
    let digits = 0;
    while (c >= 48 && c <= 57 && digits < 15) {
      v = v * 10 + (c - 48);
      digits++;
      c = text.charCodeAt(++i);
    }
    if (digits === 0 || !(i >= n || c === 32 || c === 10 || c === 13 || c === 9 || c === 44)) {
      while (i < n && !(c === 32 || c === 10 || c === 13 || c === 9 || c === 44)) c = text.charCodeAt(++i);
      const token = text.slice(start, i);
      const parsed = token.length <= 40 ? Number(token) : NaN;
      if (!Number.isFinite(parsed)) throw new LoadError(file, `${what}: "${token.slice(0, 20)}" is not a number`);
      v = parsed;
      neg = false;
    }
    if (count >= maxCount) throw new LoadError(file, `${what}: more than ${maxCount} values`);
    if (count === out.length) {
      const grown = new Float64Array(Math.min(maxCount, out.length * 2));
      grown.set(out);
      out = grown;
    }
    out[count++] = neg ? -v : v;
  }
  return out.slice(0, count);
}
