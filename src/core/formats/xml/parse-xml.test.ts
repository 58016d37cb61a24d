import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadError } from '../../errors';
import { DEFAULT_XML_LIMITS, deepText, descendants, parseXml, parseXmlBytes, textAt } from './index';
import { parseNumberList } from './numbers';
import { expectLoadOrLoadError, fuzzRandomBytes } from '../test-helpers';

const enc = (s: string) => new TextEncoder().encode(s);

function utf16(s: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const out = new Uint8Array((s.length + (bom ? 1 : 0)) * 2);
  const view = new DataView(out.buffer);
  let o = 0;
  if (bom) {
    view.setUint16(0, 0xfeff, littleEndian);
    o = 2;
  }
  for (let i = 0; i < s.length; i++) view.setUint16(o + i * 2, s.charCodeAt(i), littleEndian);
  return out;
}

describe('parseXml', () => {
  it('builds elements with local names, attributes, text, entities and CDATA', () => {
    const root = parseXml(
      '<?xml version="1.0"?><!-- c --><a:root xmlns:a="x" k="1 &amp; 2"><b>x &lt; y &#65;&#x42;</b><c><![CDATA[<raw>&amp;]]></c><d/></a:root>',
      'f.xml',
    );
    expect(root.name).toBe('root');
    expect(root.qname).toBe('a:root');
    expect(root.attrs.k).toBe('1 & 2');
    expect(textAt(root, 'b')).toBe('x < y AB');
    expect(textAt(root, 'c')).toBe('<raw>&amp;');
    expect(root.children.map((c) => c.name)).toEqual(['b', 'c', 'd']);
    expect(deepText(root)).toBe('x < y AB<raw>&amp;');
  });

  it('skips a DOCTYPE and refuses entities it declares (no entity expansion)', () => {
    const xml = '<!DOCTYPE r [<!ENTITY e SYSTEM "file:///etc/passwd"><!ENTITY x "a]b">]><r>&e;</r>';
    expect(() => parseXml(xml, 'evil.xml')).toThrow(/evil.xml: XML line 1: undefined entity &e;/);
    expect(parseXml('<!DOCTYPE r [<!ENTITY x "y">]><r>ok</r>', 'd.xml').text).toBe('ok');
  });

  it('reports malformed documents as LoadError naming the file and line', () => {
    expect(() => parseXml('<a>\n<b></a>', 'm.xml')).toThrow(/m.xml: XML line 2: end tag <\/a> does not match <b>/);
    expect(() => parseXml('<a>', 'm.xml')).toThrow(LoadError);
    expect(() => parseXml('', 'm.xml')).toThrow(/no XML root/);
    expect(() => parseXml('<a/><b/>', 'm.xml')).toThrow(/more than one root/);
    expect(() => parseXml('<a x=1/>', 'm.xml')).toThrow(/not quoted/);
  });

  it('bounds nesting depth and element count', () => {
    const deep = '<a>'.repeat(300) + '</a>'.repeat(300);
    expect(() => parseXml(deep, 'deep.xml')).toThrow(/nested deeper than 256/);
    const many = '<r>' + '<e/>'.repeat(20) + '</r>';
    expect(() => parseXml(many, 'many.xml', { ...DEFAULT_XML_LIMITS, maxElements: 10 })).toThrow(/more than 10 elements/);
  });

  it('decodes UTF-8 (with and without BOM) and UTF-16 LE/BE (with and without BOM)', () => {
    const xml = '<?xml version="1.0" encoding="utf-16"?><r>Interprétation ±</r>';
    expect(parseXmlBytes(utf16(xml, true, true), 'le.xml').text).toBe('Interprétation ±');
    expect(parseXmlBytes(utf16(xml, false, true), 'be.xml').text).toBe('Interprétation ±');
    expect(parseXmlBytes(utf16(xml, true, false), 'le.xml').text).toBe('Interprétation ±');
    const u8 = '<r>Interprétation</r>';
    expect(parseXmlBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...enc(u8)]), 'u8.xml').text).toBe('Interprétation');
    const latin1 = new Uint8Array([...enc('<?xml version="1.0" encoding="ISO-8859-1"?><r>'), 0xe9, ...enc('</r>')]);
    expect(parseXmlBytes(latin1, 'l1.xml').text).toBe('é');
    expect(() => parseXmlBytes(new Uint8Array([0x3c, 0x72, 0x3e, 0xff, 0x3c, 0x2f, 0x72, 0x3e]), 'bad.xml')).toThrow(
      /bad.xml: XML text is not valid UTF-8/,
    );
  });

  it('finds descendants iteratively in document order', () => {
    const root = parseXml('<r><x i="1"><x i="2"/></x><y><x i="3"/></y></r>', 'q.xml');
    expect(descendants(root, 'x').map((e) => e.attrs.i)).toEqual(['1', '2', '3']);
  });

  it('parses number lists fast and strictly', () => {
    expect(Array.from(parseNumberList(' -2 3\n 4.5,-1e2 +7 ', 'n.xml', 'digits', 100))).toEqual([-2, 3, 4.5, -100, 7]);
    expect(() => parseNumberList('1 2 x3', 'n.xml', 'digits', 100)).toThrow(/n.xml: digits: "x3" is not a number/);
    expect(() => parseNumberList('1 2 3', 'n.xml', 'digits', 2)).toThrow(/more than 2 values/);
  });

  it('never hangs on random input: parses or throws LoadError', () => {
    const xmlish = fc
      .array(fc.constantFrom('<', '>', '/', 'a', 'b', '=', '"', "'", '&', ';', '!', '-', '[', ']', '?', ' ', 'CDATA', '#', 'x'), {
        maxLength: 200,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(xmlish, fc.string({ maxLength: 200 })), (s) => expectLoadOrLoadError((t: string) => parseXml(t, 'fuzz.xml'), s)),
      { numRuns: 2000 },
    );
    fuzzRandomBytes((b) => parseXmlBytes(b, 'fuzz.xml'), 300, 1000);
  });
});
