// "PR and QRS are 150 and 96 ms, respectively", "aVF and II (~2.8 and 2.5 mm, respectively)", "PR, QRS, QT: 150,
// 96, 360 ms": names and values listed apart and paired in order. Each value is read with its name (and the unit written after the last value)
// written in before it, and the list of names blanked, so the claim grammar reads "PR 150 ms and QRS 96 ms".
import { applyEdits, identityText, type CompactText, type TextEdit } from './compact-text';
import { LEAD_NAME } from './extract-leads';

const NAME = String.raw`(?:QTc|QT|QRS|PR|RR|HR|P(?:[- ]wave)?|heart[ \t]+rate|rate|${LEAD_NAME})(?:[ \t]+(?:intervals?|durations?|waves?|segments?))?`;
const LIST_SEP = String.raw`[ \t]*(?:,[ \t]*(?:and[ \t]+)?|and|&|\/)[ \t]*`;
const VALUE = String.raw`(?:[~≈][ \t]*)?[+−-]?\d{1,4}(?:\.\d{1,3})?(?:[ \t]*(?:ms|mm|mV|bpm|°|s)\b)?`;
const RESPECTIVELY = new RegExp(
  String.raw`\b(${NAME}(?:${LIST_SEP}${NAME}){1,5})(?:[ \t]+(?:intervals|durations|waves))?([^\d\n~≈+−-]{1,30}?)(${VALUE}(?:${LIST_SEP}${VALUE}){1,5})[ \t]*(?:,[ \t]*|\([ \t]*)?respectively\b`,
  'g',
);
/**
 * "PR, QRS, QT: 150, 96, 360 ms", "PR and QRS are 180 and 92 ms", "PR / QRS: 180 ms and 92 ms, both normal": names and
 * values paired by a colon, a verb or nothing, the values closing the item (or followed by a word for them all).
 */
const LABELLED_VALUES = new RegExp(
  String.raw`\b(${NAME}(?:${LIST_SEP}${NAME}){1,5})()[ \t]*(?:[:=]|\b(?:are|were|measure[sd]?)\b(?:[ \t]+about)?)?[ \t]*(${VALUE}(?:${LIST_SEP}${VALUE}){1,5})(?=[ \t]*(?:[.;)\n]|$|,[ \t]*(?:both|all|each)\b))`,
  'g',
);
const NAME_RE = new RegExp(NAME, 'g');
const VALUE_RE = new RegExp(VALUE, 'g');
const UNIT = /(ms|mm|mV|bpm|°|s)$/;

export function respectively(text: string): CompactText {
  const edits: TextEdit[] = [];
  const matches = [...(/respectively/i.test(text) ? text.matchAll(RESPECTIVELY) : []), ...text.matchAll(LABELLED_VALUES)];
  for (const m of matches.sort((a, b) => a.index - b.index)) {
    const names = [...m[1].matchAll(NAME_RE)].map((n) => n[0]);
    const valuesAt = m.index + m[0].indexOf(m[3], m[1].length + m[2].length);
    const values = [...m[3].matchAll(VALUE_RE)];
    if (names.length !== values.length) continue;
    const unit = UNIT.exec(values[values.length - 1][0])?.[1];
    edits.push([m.index, m.index + m[1].length, ' '.repeat(m[1].length)]);
    values.forEach((v, k) => {
      const from = valuesAt + v.index;
      const said = UNIT.test(v[0]) || !unit ? v[0] : `${v[0]} ${unit}`;
      edits.push([from, from + v[0].length, `${names[k]} ${said}`]);
    });
  }
  return edits.length ? applyEdits(text, edits) : identityText(text);
}
