export { parseXml, DEFAULT_XML_LIMITS, type XmlElement, type XmlLimits } from './parse-xml';
export { decodeXmlBytes, sniffXml, MAX_XML_BYTES } from './decode-text';
export { child, childrenNamed, path, textAt, descendants, deepText } from './query';

import { parseXml } from './parse-xml';
import { decodeXmlBytes } from './decode-text';
import type { XmlElement } from './parse-xml';

/** Decode and parse an XML file's bytes. */
export function parseXmlBytes(bytes: Uint8Array, file: string): XmlElement {
  return parseXml(decodeXmlBytes(bytes, file), file);
}
