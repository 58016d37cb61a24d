// Report templates tick boxes and pick words from drop-down lists: "RHYTHM: [x] Sinus rhythm  [ ] AF", "AV CONDUCTION:
// ☐ 1st degree AV block", "Sinus rhythm ☑ | Atrial fibrillation ☐", "Path. Q waves [ ] Yes [x] No", "RATE: 64 bpm
// [Normal ▾]". An unticked box denies its item, a Yes/No pair answers its field, and a drop-down's chosen "Normal" is
// said of the value before it. A bold heading closed by a full stop ("**2. PR interval.** ~0.17 s") names what the
// rest of its line measures, as a colon would. These are rewritten as the words they stand for ("no AF", "Q waves
// absent", "64 bpm (normal)", "PR interval: ~0.17 s"), with an offset map back to the original text, so the claim
// grammar needs no rules of its own for them. A printout's dot leaders ("QRS DURATION ...... 84 ms") are colons.
import { identityText, rewriteAll, type CompactText, type RewriteRule, type TextEdit } from './compact-text';

const EMPTY = String.raw`(?:\[[ \t]?\]|☐)`;
const TICKED_BRACKET = String.raw`\[[xX✓✔][ \t]?\]`;
// (not ☒: a checklist's cross says absent, scope-cues.ts)
const TICKED = String.raw`(?:${TICKED_BRACKET}|☑)`;
/** An examiner's mark sheet: its boxes are for the examiner to tick, as the candidate names each item (none is ticked yet). */
const MARK_SHEET = /\b(?:mark(?:ing)?\s+(?:sheet|scheme)|candidate\s+(?:identifies|mentions|names|states|should)|examiner['’]s)\b/i;
const ANY_TICKED = new RegExp(TICKED);
const LAYOUT = new RegExp(String.raw`${EMPTY}|${TICKED}|[▾▸]|\.(?:\*\*|__)|\.{4}`);
/** A wave or segment whose look a form's boxes describe. */
const FIELD = String.raw`[TPUQR][ \t-]*waves?|ST(?:[ \t-]*segments?)?`;
/** What ends a form's item: a cell border, a comma or semicolon, a wide gap, the line's end. */
const ITEM_END = String.raw`(?=[ \t]{0,8}(?:$|[|,;]|[ \t]{2}))`;

/** "ECTOPY ............ None detected": a printout's dot leader between a field and its value, a colon. */
const DOT_LEADER = /(?<=[A-Za-z)%][ \t]{0,3})\.{4,}[ \t]*(?=\S)/g;
const LEADER_LABEL = /(?:^|\n)[ \t]*[A-Za-z][A-Za-z0-9 /&()%'’-]{0,40}$/;

const RULES: RewriteRule[] = [
  [DOT_LEADER, (m, text) => (LEADER_LABEL.test(text.slice(Math.max(0, m.index - 48), m.index)) ? ': ' : null)],
  // "**2. PR interval.** ~0.17 s": the heading's full stop, a colon (not a bold sentence's: "**This is LBBB.**")
  [/(?<=^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*|__)[ \t]*(?:\d{1,2}[.)][ \t]*)?([A-Za-z][A-Za-z /&'’()-]{0,30}))\.(?=(?:\*\*|__)[ \t]*\S)/gm, (m) => (/\b(?:is|are|was|were|has|have|shows?|looks?|seems?)\b/i.test(m[1]) ? null : ':')],
  // "Path. Q waves [ ] Yes [x] No": the field is absent; "[x] Yes [ ] No": present
  [new RegExp(String.raw`${EMPTY}[ \t]*Yes[ \t]+${TICKED}[ \t]*No\b|${TICKED}[ \t]*No[ \t]+${EMPTY}[ \t]*Yes\b`, 'g'), () => 'absent'],
  [new RegExp(String.raw`${TICKED}[ \t]*Yes[ \t]+${EMPTY}[ \t]*No\b|${EMPTY}[ \t]*No[ \t]+${TICKED}[ \t]*Yes\b`, 'g'), () => 'present'],
  // "[x] Sinus rhythm": the item, asserted, and set apart from an item before it on the line ("[ ] Regular [x]
  // Irregular" reads "no Regular; Irregular", the denial not carried over)
  [new RegExp(String.raw`${TICKED_BRACKET}[ \t]*(?=[A-Za-z0-9])`, 'g'), (m, text) => (/[\w.)][ \t]+$/.test(text.slice(Math.max(0, m.index - 4), m.index)) ? '; ' : '')],
  // "| Atrial fibrillation ☐ |": the box after its item (the denial put before the item, the box dropped)
  [new RegExp(String.raw`(?<=(?:^|[|:;,]|[ \t]{2}|[☑☐]|\])[ \t]{0,8})(?=[A-Za-z][\w '’.+/-]{0,40}?[ \t]{0,8}${EMPTY}${ITEM_END})`, 'gm'), () => 'no '],
  [new RegExp(String.raw`(?<=[\w.)][ \t]{0,8})${EMPTY}${ITEM_END}`, 'gm'), () => ''],
  // "64 bpm [Normal ▾]", "PR 170 ms ▸ Normal", "+45° [x] Normal": the value is normal
  [new RegExp(String.raw`(?<=\d[ \t]{0,3}(?:ms|msec|s|sec|bpm|\/min|°|degrees)?[ \t]{0,8})(?:\[[ \t]*(?:Normal|WNL)[ \t]*▾?[ \t]*\]|(?:▸|${TICKED})[ \t]*(?:Normal|WNL)\b)${ITEM_END}`, 'gm'), () => '(normal)'],
];

const BOX_BEFORE_ITEM = new RegExp(String.raw`${EMPTY}[ \t]*(?=[A-Za-z0-9*(])`, 'g');
/** "[ ] AF", "☐ Complete heart block": the item is denied (on an examiner's mark sheet, a line's box is its bullet). */
const boxBeforeItem = (sheet: boolean): RewriteRule => [BOX_BEFORE_ITEM, (m, text) => (sheet && /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, m.index - 8), m.index)) ? '- ' : 'no ')];

/** A line that describes a wave by boxes ("- T waves: ☑ Flattened ☐ Peaked"): where its boxes start. */
const FIELD_LINE = new RegExp(String.raw`^[\s*•-]{0,8}(${FIELD})\**[ \t]*:\**`, 'gm');
const BOXED_WORD = new RegExp(String.raw`(?:${EMPTY}|${TICKED})[ \t]{0,8}(?!(?:Yes|No)\b)[A-Za-z]+\b(?![ \t]{0,8}[-/]?[ \t]{0,8}[A-Za-z])`, 'g');

/** Each boxed word of such a line is said of its wave: "☑ Flattened T waves, ☐ Peaked T waves,". */
function fieldEdits(text: string): TextEdit[] {
  const edits: TextEdit[] = [];
  FIELD_LINE.lastIndex = 0;
  for (let m = FIELD_LINE.exec(text); m; m = FIELD_LINE.exec(text)) {
    const from = m.index + m[0].length;
    const end = text.indexOf('\n', from);
    const line = text.slice(from, end < 0 ? text.length : end);
    BOXED_WORD.lastIndex = 0;
    for (let w = BOXED_WORD.exec(line); w; w = BOXED_WORD.exec(line)) edits.push([from + w.index + w[0].length, from + w.index + w[0].length, ` ${m[1]},`]);
  }
  return edits;
}

export function formLayout(text: string): CompactText {
  if (!LAYOUT.test(text)) return identityText(text);
  return rewriteAll(text, [...RULES, boxBeforeItem(MARK_SHEET.test(text) && !ANY_TICKED.test(text))], fieldEdits(text));
}
