import { LoadError } from '../../errors';

const TABLE = (() => {
  const t = new Int16Array(128).fill(-1);
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  for (let i = 0; i < 64; i++) t[chars.charCodeAt(i)] = i;
  t[45] = 62; // '-' (URL-safe alphabet)
  t[95] = 63; // '_'
  return t;
})();

/** Decode base64 text (whitespace ignored, '=' padding optional). Bad characters are a LoadError. */
export function decodeBase64(text: string, file: string, what: string, maxBytes: number): Uint8Array {
  const out = new Uint8Array(Math.min(maxBytes, Math.floor((text.length * 3) / 4) + 3));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) continue;
    if (c === 61 /* '=' */) break;
    const v = c < 128 ? TABLE[c] : -1;
    if (v < 0) throw new LoadError(file, `${what}: invalid base64 character '${text[i]}'`);
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (o >= out.length) throw new LoadError(file, `${what}: more than ${maxBytes} bytes of base64 data`);
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}
