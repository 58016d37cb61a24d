// Reports name a unit once and leave it off the values after it: "Intervals (ms): PR 150 | QRS 96", "ST deviation at J
// (mm): V1 +2, V2 +3.5", "T amplitude, mV — II 0.8; V2 1.3", "R and S in mm: S V1 22, R V5 24", and the lead lines under
// such a label ("Reciprocal: II −1, III −1.5"). Each bare value is read with the label's unit written after it, with an
// offset map back to the original text, so the value grammar, which needs a unit to know what a number measures, needs
// no rules of its own for labels.
import { applyEdits, identityText, type CompactText, type TextEdit } from './compact-text';
import { LEAD_NAME } from './extract-leads';

/** A unit closing a label: "Intervals (ms):", "T amplitude, mV —", "R and S in mm:", "**P wave (mV):**". */
const LABEL = /(?<=[A-Za-z)][ \t]*)(?:,[ \t]*|[ \t]*\([ \t]*(?:in[ \t]+)?|[ \t]+in[ \t]+)(mm|mV|ms|µV|uV)[ \t]*\)?[ \t]*(?:\*\*|__)?[ \t]*(?::|[—–=]|-(?=[ \t]))[ \t]*(?:\*\*|__)?/g;
/** Where a label's values end: the line's end, an arrow, a sentence's end unless the next one opens with a lead. */
const RUN_END = /\n|\.(?=[ \t]+(?!(?:[Ll]ead[ \t]+)?(?:I{1,3}|aV[RLF]|V[1-9])\b)[A-Z])|→|-+>|=+>/;
/** A bare value (or a slash group "360/446") that ends an item: a separator, the end, a preposition or the next key follows. */
const BARE = /(?<![\w.,+−–/-])[+−–-]?\d{1,4}(?:[.,]\d{1,3})?(?:\/\d{1,4}(?:[.,]\d{1,3})?)*(?![\d/]|[.,]\d)(?=[ \t]*(?:$|[,;|)\]/]|:(?=[ \t])|\.(?!\d)|[ \t](?:in|at|and|throughout|across|each|every)\b|[—–]|-[ \t])|[ \t]+[A-Za-z][\w′'’]{0,12}[ \t]*[=:])/g;
/** A line that goes on with lead values ("Reciprocal: II −1, III −1.5", "  II −1 | III −1.5", "- Precordial: V1 0.6"). */
const GROUP_LABEL = String.raw`(?:\*\*|__)?(?:[Rr]eciprocal(?:[ \t]+changes?)?|(?:[Pp]recordial|[Cc]hest|[Ll]imb|[Ii]nferior|[Ll]ateral|[Aa]nterior|[Ss]eptal|[Oo]ther)(?:[ \t]+leads)?)(?:\*\*|__)?[ \t]*:[ \t]*`;
const LEAD_VALUE_LINE = new RegExp(String.raw`^[ \t]*(?:[-*•][ \t]*)?(?:${GROUP_LABEL})?${LEAD_NAME}[ \t]*[:=]?[ \t]*[+−–-]?\d`);
const MAX_LABELS = 2000;

/** A semicolon between two lead values of one list ("II 0.8; V2 1.3"): read as a comma, so the list stays one clause. */
const ITEM_SEMICOLON = new RegExp(String.raw`;(?=[ \t]*${LEAD_NAME}[ \t]*[:=]?[ \t]*[+−–-]?\d)`, 'g');

function unitEdits(text: string, from: number, to: number, unit: string, edits: TextEdit[]): void {
  const run = text.slice(from, to);
  ITEM_SEMICOLON.lastIndex = 0;
  for (let m = ITEM_SEMICOLON.exec(run); m; m = ITEM_SEMICOLON.exec(run)) edits.push([from + m.index, from + m.index + 1, ',']);
  BARE.lastIndex = 0;
  for (let m = BARE.exec(run); m; m = BARE.exec(run)) {
    // written over the value's last digit, so a claim that ends on the unit maps back onto the value's end
    const at = from + m.index + m[0].length;
    edits.push([at - 1, at, `${text[at - 1]} ${unit}`]);
  }
}

/**
 * Elliptical lists carry the unit of their first value: "I 0.3 mV, II 0.4, III 0.2", "R 2.4 mV in V5, 2.0 in V6",
 * "0.1 mV in V1, 0.3 in V3 and 0.6 in V5". Each later bare value of a lead item gets that unit.
 */
const VALUE = String.raw`[+−–-]?\d{1,3}(?:[.,]\d{1,2})?`;
const FIRST_ITEM = new RegExp(String.raw`(?:\b${LEAD_NAME}[ \t]*[:=]?[ \t]*${VALUE}[ \t]*(mm|mV)\b|${VALUE}[ \t]*(mm|mV)[ \t]+in[ \t]+${LEAD_NAME}\b)`, 'g');
const NEXT_ITEM = new RegExp(String.raw`[ \t]*(?:,|;|and)[ \t]*(?:and[ \t]+)?(?:(${LEAD_NAME}[ \t]*[:=]?[ \t]*)(${VALUE})(?![\d.,]?\d|[ \t]*(?:mm|mV|ms|%))|(${VALUE})(?=[ \t]+in[ \t]+${LEAD_NAME}\b))`, 'y');

const IN_LEAD = new RegExp(String.raw`[ \t]+in[ \t]+${LEAD_NAME}\b`, 'y');

function carriedUnits(text: string, edits: TextEdit[]): void {
  let n = 0;
  for (const m of text.matchAll(FIRST_ITEM)) {
    if (++n > MAX_LABELS) break;
    const unit = m[1] ?? m[2];
    NEXT_ITEM.lastIndex = m.index + m[0].length;
    for (let k = NEXT_ITEM.exec(text); k; k = NEXT_ITEM.exec(text)) {
      const at = k.index + k[0].length;
      edits.push([at - 1, at, `${text[at - 1]} ${unit}`]);
      // "2.0 in V6": the item goes on past its lead
      if (k[3]) {
        IN_LEAD.lastIndex = at;
        if (IN_LEAD.exec(text)) NEXT_ITEM.lastIndex = IN_LEAD.lastIndex;
      }
    }
  }
}

export function unitLabels(text: string): CompactText {
  const edits: TextEdit[] = [];
  if (/\d[ \t]*(?:mm|mV)\b/.test(text)) carriedUnits(text, edits);
  if (!/(?:,|\(|\bin)[ \t]*(?:in[ \t]+)?(?:mm|mV|ms|µV|uV)\b/.test(text)) return finish(text, edits);
  LABEL.lastIndex = 0;
  let n = 0;
  for (let m = LABEL.exec(text); m && n < MAX_LABELS; m = LABEL.exec(text), n++) {
    const unit = m[1];
    const from = m.index + m[0].length;
    const end = text.slice(from).search(RUN_END);
    const to = end < 0 ? text.length : from + end;
    unitEdits(text, from, to, unit, edits);
    // the lead lines right under a label that ends its line keep its unit
    if (text[to] !== '\n' && to !== text.length) continue;
    for (let at = to + 1; at < text.length; ) {
      const nl = text.indexOf('\n', at);
      const lineEnd = nl < 0 ? text.length : nl;
      if (!LEAD_VALUE_LINE.test(text.slice(at, lineEnd))) break;
      unitEdits(text, at, lineEnd, unit, edits);
      at = lineEnd + 1;
    }
  }
  return finish(text, edits);
}

function finish(text: string, edits: TextEdit[]): CompactText {
  edits.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return edits.length ? applyEdits(text, edits) : identityText(text);
}
