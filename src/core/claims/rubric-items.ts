// A grader's rubric names its items with their points ("**Axis (1 pt): 1/1**", "| Ischaemia | 1/2 |", "Rhythm — 1/4.",
// "Rubric: rhythm 4, rate 1, ischaemia 1"): an item's name is a heading, not a finding, and its points are not a value.

/**
 * Where an item's name may start: a line's start after a bullet, number, checkbox, mark or bold, a cell, or a "·".
 * (Runs of white space and bold marks are one character class each, so a long blank line is read in linear time.)
 */
const ITEM_START = String.raw`(?:^[ \t*]*(?:(?:[-•]|\d{1,2}[.)]|\[[ xX]\]|[✅⚠️❌✔✘]+\uFE0F?)[ \t*]*)?|^[ \t]*\|[ \t]*|·[ \t]*)`;
const NAME = String.raw`[A-Za-z][A-Za-z/&'’ -]{0,40}?`;
/** An item's weight: "(1 pt)", "(2 points)", "(2)". */
const WEIGHT = String.raw`\([ \t]?\d{1,2}[ \t]?(?:pts?|points?|marks?)?[ \t]?\)`;
/** "1/1", "0/2", "(1/1)". */
const SCORE = String.raw`(?:\([ \t]?)?(\d{1,2}(?:\.5)?)[ \t]?\/[ \t]?(\d{1,2})(?:[ \t]?\))?`;
const ITEM = new RegExp(String.raw`${ITEM_START}${NAME}(?:[ \t*]*${WEIGHT}[ \t*:]*(?:${SCORE})?|(?:[ \t*]*[—–:|-])?[ \t*]*${SCORE})`, 'gm');
/** A rubric's list of items and weights: "Rubric items: rhythm (2), rate (1)", "Rubric (8 points): rhythm/rate 1, axis 1". */
const RUBRIC_LIST = /^[ \t>*#-]*(?:the\s+)?rubric\b[^\n:.]{0,60}:[^\n]{0,400}?(?=\.\s+[A-Z]|\.?[ \t]*$)/gim;

export function rubricItemSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  RUBRIC_LIST.lastIndex = 0;
  for (let m = RUBRIC_LIST.exec(text); m && out.length < 200; m = RUBRIC_LIST.exec(text)) out.push([m.index, m.index + m[0].length]);
  ITEM.lastIndex = 0;
  for (let m = ITEM.exec(text); m && out.length < 400; m = ITEM.exec(text)) {
    const [got, max] = [Number(m[1] ?? m[3] ?? 0), Number(m[2] ?? m[4] ?? 1)];
    if (got <= max && max <= 20) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}
