import { LoadError } from '../../errors';

/** Upper bound on an XML file we decode (bytes). ECG XML files are a few MB at most. */
export const MAX_XML_BYTES = 64 * 1024 * 1024;

/**
 * Text of an XML file: UTF-8 or UTF-16 (LE/BE) by byte-order mark, UTF-16 without BOM when the
 * first character is '<' encoded on two bytes, otherwise the encoding named in the XML declaration
 * (UTF-8, ISO-8859-1/Latin-1, windows-1252; anything else is an error rather than mojibake).
 */
export function decodeXmlBytes(bytes: Uint8Array, file: string): string {
  if (bytes.length > MAX_XML_BYTES) throw new LoadError(file, `XML file larger than ${MAX_XML_BYTES} bytes`);
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf) return decode('utf-8', bytes.subarray(3), file);
  if (b0 === 0xff && b1 === 0xfe) return decode('utf-16le', bytes.subarray(2), file);
  if (b0 === 0xfe && b1 === 0xff) return decode('utf-16be', bytes.subarray(2), file);
  if (b0 === 0x3c && b1 === 0x00) return decode('utf-16le', bytes, file);
  if (b0 === 0x00 && b1 === 0x3c) return decode('utf-16be', bytes, file);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const m = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(head);
  const declared = m ? m[1].trim().toLowerCase() : 'utf-8';
  if (declared === 'utf-8' || declared === 'utf8') return decode('utf-8', bytes, file);
  if (/^(iso-8859-1|latin-?1|iso_8859-1|us-ascii|ascii)$/.test(declared)) return decode('latin1', bytes, file);
  if (declared === 'windows-1252' || declared === 'cp1252') return decode('windows-1252', bytes, file);
  if (declared === 'utf-16') return decode('utf-16le', bytes, file);
  throw new LoadError(file, `unsupported XML encoding "${m ? m[1] : declared}"`);
}

function decode(encoding: string, bytes: Uint8Array, file: string): string {
  try {
    return new TextDecoder(encoding, { fatal: encoding.startsWith('utf') }).decode(bytes);
  } catch {
    throw new LoadError(file, `XML text is not valid ${encoding.toUpperCase()}`);
  }
}

/** True when the first bytes look like the start of an XML document containing `marker` early on. */
export function sniffXml(head: Uint8Array, markers: RegExp): boolean {
  if (head.length < 4) return false;
  let text: string;
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0x3c && head[1] === 0x00)) {
    text = new TextDecoder('utf-16le').decode(head.subarray(head[0] === 0xff ? 2 : 0, head.length & ~1));
  } else if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0x00 && head[1] === 0x3c)) {
    text = new TextDecoder('utf-16be').decode(head.subarray(head[0] === 0xfe ? 2 : 0, head.length & ~1));
  } else {
    text = new TextDecoder('latin1').decode(head);
  }
  return /^\s*(\u00ef\u00bb\u00bf|\ufeff)?\s*</.test(text) && markers.test(text);
}
