// Markup that export and rendering leave in an answer: HTML tags ("<br>", "<b>PR</b>", "<li>", a "<table><tr><td>"
// table), Markdown escapes ("\*\*LVH\*\*", "S\_V1", "\-40°") and a JSON string's escapes ("…\nQRS 92 ms\n…",
// "\"sinus\"", "\u2013"). They are read as the text they render to (a cell border for a table cell, a line break for a
// block), with an offset map back to the original; "<think>" and "<answer>" are the answer's own structure and stay.
import { identityText, rewriteAll, type CompactText, type RewriteRule } from './compact-text';

const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|tr|table|tbody|thead|h[1-6]|hr|blockquote|pre)\b[^<>\n]{0,80}>/gi;
const CELL_TAG = /<\/?t[dh]\b[^<>\n]{0,80}>/gi;
const INLINE_TAG = /<\/?(?:b|strong|i|em|u|span|small|sup|sub|code|mark|font)\b[^<>\n]{0,80}>/gi;
/** A Markdown escape of a mark ("\*", "\_", "\#", "\-"); "\(" and "\[" open LaTeX maths and are left to plain-latex.ts. */
const MARKDOWN_ESCAPE = /\\([*_#`>~|+!.-])/g;
const JSON_ESCAPE = /\\(?:(n|r|t)|(["\\/])|u([0-9a-fA-F]{4}))/g;
const MARKUP = /<\/?[a-z][a-z0-9]*\b[^<>\n]{0,80}>|\\[*_#`>~|+!.\-nrtu"]/i;

export function plainMarkup(text: string): CompactText {
  if (!MARKUP.test(text)) return identityText(text);
  const rules: RewriteRule[] = [[BLOCK_TAG, () => '\n'], [CELL_TAG, (m) => (m[0][1] === '/' ? '' : ' | ')], [INLINE_TAG, () => '']];
  // a JSON string's escapes, where the answer is one (its line breaks escaped rather than written)
  const escapedBreaks = (text.match(/\\n/g) ?? []).length;
  if (escapedBreaks >= 2 && escapedBreaks > (text.match(/\n/g) ?? []).length) {
    rules.push([JSON_ESCAPE, (m) => (m[1] ? (m[1] === 't' ? ' ' : '\n') : m[2] ?? String.fromCharCode(parseInt(m[3], 16)))]);
  } else {
    rules.push([MARKDOWN_ESCAPE, (m) => m[1]]);
  }
  const out = rewriteAll(text, rules);
  return out.text === text ? identityText(text) : out;
}
