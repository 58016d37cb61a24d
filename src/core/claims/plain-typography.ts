// Typography of text copied from chat interfaces, PDFs and web pages, made plain before claim extraction: HTML
// entities left in the text ("&gt; 0.1 mV", "92&nbsp;ms"), no-break and thin spaces, soft hyphens and zero-width
// characters, non-breaking hyphens, full-width forms of CJK reports ("HR：９２ bpm"), bold or double-struck
// mathematical digits ("𝟯 PVCs"), digit groups split by a thin space ("1 300 µV") and words hyphenated across a line
// break ("progres-\nsive"). An offset map (compact-text.ts) brings every span back to the original.
import { applyEdits, type CompactText, type TextEdit } from './compact-text';

const NAMED: Record<string, string> = {
  nbsp: ' ', gt: '>', lt: '<', amp: '&', quot: '"', apos: "'", ndash: '–', mdash: '—', deg: '°', plusmn: '±', times: '×',
  micro: 'µ', minus: '−', hellip: '…', le: '≤', ge: '≥', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', middot: '·', prime: '′',
  Prime: '″', asymp: '≈', ne: '≠', rarr: '→', larr: '←', uarr: '↑', darr: '↓', frac12: '½', frac14: '¼', frac34: '¾',
  ensp: ' ', emsp: ' ', thinsp: ' ', shy: '', zwj: '', zwnj: '',
};

/** Characters read as nothing (soft hyphen, zero-width, a lost character's replacement mark) and as a plain space (no-break, thin, ideographic …). */
const INVISIBLE = String.raw`\u00ad\u200b-\u200d\u2060\ufeff\ufffd`;
const SPACES = String.raw`\u00a0\u2000-\u200a\u202f\u205f\u3000`;
const IS_INVISIBLE = new RegExp(`^[${INVISIBLE}]$`);
const IS_SPACE = new RegExp(`^[${SPACES}]$`);

const TYPOGRAPHY = new RegExp(
  [
    String.raw`&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(${Object.keys(NAMED).join('|')}));`,
    // a thin or no-break space between the digit groups of one number
    String.raw`(?<=\d)([\u00a0\u2009\u202f])(?=\d{3}(?!\d))`,
    `[${INVISIBLE}${SPACES}]`,
    String.raw`[\u2010\u2011]`,
    String.raw`[\uff01-\uff5e]`,
    String.raw`\ud835[\udfce-\udfff]`,
    // "progres-\nsive": a word a PDF hyphenated at the line's end
    String.raw`(?<=[a-z])(-[ \t]*\r?\n[ \t]*)(?=[a-z])`,
  ].join('|'),
  'g',
);

/** One character as the extraction reads it. */
function plainChar(ch: string): string {
  const code = ch.codePointAt(0)!;
  if (IS_INVISIBLE.test(ch)) return '';
  if (IS_SPACE.test(ch)) return ' ';
  if (ch === '\u2010' || ch === '\u2011') return '-';
  if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - 0xfee0);
  if (code >= 0x1d7ce && code <= 0x1d7ff) return String((code - 0x1d7ce) % 10);
  return ch;
}

function decode(match: RegExpExecArray): string {
  const [whole, dec, hex, name, groupSeparator, lineBreak] = match;
  if (name) return NAMED[name];
  if (groupSeparator || lineBreak) return '';
  if (dec || hex) {
    const code = dec ? Number(dec) : parseInt(hex, 16);
    // a control character, a surrogate or beyond Unicode stays as written
    if (code < 0x20 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return whole;
    return plainChar(String.fromCodePoint(code));
  }
  return plainChar(whole);
}

export function plainTypography(original: string): CompactText {
  const edits: TextEdit[] = [];
  TYPOGRAPHY.lastIndex = 0;
  for (let m = TYPOGRAPHY.exec(original); m; m = TYPOGRAPHY.exec(original)) {
    const to = decode(m);
    if (to !== m[0]) edits.push([m.index, m.index + m[0].length, to]);
  }
  return applyEdits(original, edits);
}
