import { LoadError } from '../../errors';

/** One element of a parsed XML document. Names keep their prefix in `qname`; `name` is the local part. */
export interface XmlElement {
  name: string;
  qname: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Concatenated character data directly inside this element (not of its children), entities resolved. */
  text: string;
}

export interface XmlLimits {
  maxDepth: number;
  maxElements: number;
  maxAttributes: number;
  maxChars: number;
}

export const DEFAULT_XML_LIMITS: XmlLimits = {
  maxDepth: 256,
  maxElements: 2_000_000,
  maxAttributes: 256,
  maxChars: 64 * 1024 * 1024,
};

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME_END = /[\s/>=]/;

/**
 * A small, non-validating XML parser for ECG files. Resolves the five predefined entities and
 * character references only; a DOCTYPE (with any internal subset) is skipped and never expanded,
 * so external or recursive entities cannot be used. Every problem is a LoadError naming `file`.
 */
export function parseXml(text: string, file: string, limits: XmlLimits = DEFAULT_XML_LIMITS): XmlElement {
  if (text.length > limits.maxChars) throw new LoadError(file, `XML text longer than ${limits.maxChars} characters`);
  const fail = (pos: number, problem: string): never => {
    const line = countLines(text, pos);
    throw new LoadError(file, `XML line ${line}: ${problem}`);
  };
  const stack: XmlElement[] = [];
  const texts: string[][] = [];
  let root: XmlElement | null = null;
  let elements = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;

  while (i < n) {
    const lt = text.indexOf('<', i);
    const end = lt < 0 ? n : lt;
    if (end > i) {
      const chunk = text.slice(i, end);
      if (stack.length) texts[texts.length - 1].push(chunk.includes('&') ? resolveEntities(chunk, fail, i) : chunk);
      else if (/\S/.test(chunk)) fail(i, 'text outside the root element');
    }
    if (lt < 0) break;
    i = lt;
    if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close < 0) fail(i, 'unterminated comment');
      i = close + 3;
    } else if (text.startsWith('<![CDATA[', i)) {
      const close = text.indexOf(']]>', i + 9);
      if (close < 0) fail(i, 'unterminated CDATA section');
      if (!stack.length) fail(i, 'CDATA outside the root element');
      texts[texts.length - 1].push(text.slice(i + 9, close));
      i = close + 3;
    } else if (text.startsWith('<?', i)) {
      const close = text.indexOf('?>', i + 2);
      if (close < 0) fail(i, 'unterminated processing instruction');
      i = close + 2;
    } else if (text.startsWith('<!DOCTYPE', i) || text.startsWith('<!doctype', i)) {
      if (root || stack.length) fail(i, 'DOCTYPE after the root element');
      i = skipDoctype(text, i, fail);
    } else if (text.charCodeAt(i + 1) === 0x2f /* '/' */) {
      const close = text.indexOf('>', i + 2);
      if (close < 0) fail(i, 'unterminated end tag');
      const qname = text.slice(i + 2, close).trim();
      const open = stack.pop();
      if (!open) fail(i, `end tag </${qname}> without a start tag`);
      else {
        if (open.qname !== qname) fail(i, `end tag </${qname}> does not match <${open.qname}>`);
        open.text = joinText(texts.pop() as string[]);
      }
      i = close + 1;
    } else {
      if (root && !stack.length) fail(i, 'more than one root element');
      let j = i + 1;
      while (j < n && !NAME_END.test(text[j])) j++;
      const qname = text.slice(i + 1, j);
      if (!qname || !/^[A-Za-z_:\u00c0-\uffff]/.test(qname)) fail(i, 'invalid element name');
      const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
      let count = 0;
      let selfClosing = false;
      for (;;) {
        while (j < n && isSpace(text.charCodeAt(j))) j++;
        if (j >= n) fail(i, `unterminated start tag <${qname}>`);
        const c = text[j];
        if (c === '>') {
          j++;
          break;
        }
        if (c === '/') {
          if (text[j + 1] !== '>') fail(j, `malformed start tag <${qname}>`);
          selfClosing = true;
          j += 2;
          break;
        }
        const a0 = j;
        while (j < n && !NAME_END.test(text[j])) j++;
        const attrName = text.slice(a0, j);
        if (!attrName) fail(j, `malformed attribute in <${qname}>`);
        while (j < n && isSpace(text.charCodeAt(j))) j++;
        if (text[j] !== '=') fail(j, `attribute ${attrName} without a value`);
        j++;
        while (j < n && isSpace(text.charCodeAt(j))) j++;
        const quote = text[j];
        if (quote !== '"' && quote !== "'") fail(j, `attribute ${attrName} value not quoted`);
        const close = text.indexOf(quote, j + 1);
        if (close < 0) fail(j, `unterminated attribute ${attrName}`);
        const raw = text.slice(j + 1, close);
        if (raw.includes('<')) fail(j, `'<' in attribute ${attrName}`);
        if (++count > limits.maxAttributes) fail(j, `more than ${limits.maxAttributes} attributes`);
        attrs[attrName] = raw.includes('&') ? resolveEntities(raw, fail, j) : raw;
        j = close + 1;
      }
      if (++elements > limits.maxElements) fail(i, `more than ${limits.maxElements} elements`);
      const colon = qname.indexOf(':');
      const el: XmlElement = { name: colon >= 0 ? qname.slice(colon + 1) : qname, qname, attrs, children: [], text: '' };
      if (stack.length) stack[stack.length - 1].children.push(el);
      else root = el;
      if (!selfClosing) {
        if (stack.length >= limits.maxDepth) fail(i, `elements nested deeper than ${limits.maxDepth}`);
        stack.push(el);
        texts.push([]);
      }
      i = j;
    }
  }
  if (stack.length) fail(n, `document ends inside <${stack[stack.length - 1].qname}>`);
  if (!root) throw new LoadError(file, 'no XML root element');
  return root;
}

function joinText(parts: string[]): string {
  return parts.length === 1 ? parts[0] : parts.join('');
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function countLines(text: string, pos: number): number {
  let lines = 1;
  for (let k = text.indexOf('\n'); k >= 0 && k < pos; k = text.indexOf('\n', k + 1)) lines++;
  return lines;
}

function skipDoctype(text: string, start: number, fail: (pos: number, problem: string) => never): number {
  let depth = 0;
  for (let k = start + 9; k < text.length; k++) {
    const c = text[k];
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, k + 1);
      if (close < 0) break;
      k = close;
    } else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return k + 1;
  }
  return fail(start, 'unterminated DOCTYPE');
}

function resolveEntities(s: string, fail: (pos: number, problem: string) => never, pos: number): string {
  return s.replace(/&([^;&\s]{0,32});/g, (_m, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!Number.isFinite(code) || code < 1 || code > 0x10ffff) return fail(pos, `invalid character reference &${name};`);
      return String.fromCodePoint(code);
    }
    const v = PREDEFINED[name];
    if (v === undefined) return fail(pos, `undefined entity &${name}; (only the XML built-in entities are allowed)`);
    return v;
  });
}
