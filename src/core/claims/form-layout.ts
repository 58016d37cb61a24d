// Report templates tick boxes and pick words from drop-down lists: "RHYTHM: [x] Sinus rhythm  [ ] AF", "AV CONDUCTION:
// ☐ 1st degree AV block", "Sinus rhythm ☑ | Atrial fibrillation ☐", "Path. Q waves [ ] Yes [x] No", "RATE: 64 bpm
// [Normal ▾]". An unticked box denies its item, a Yes/No pair answers its field, and a drop-down's chosen "Normal" is
// said of the value before it. A bold heading closed by a full stop ("**2. PR interval.** ~0.17 s") names what the
// rest of its line measures, as a colon would. These are rewritten as the words they stand for ("no AF", "Q waves
// absent", "64 bpm (normal)", "PR interval: ~0.17 s"), with an offset map back to the original text, so the claim
// grammar needs no rules of its own for them.
import { identityText, rewriteAll, type CompactText, type RewriteRule } from './compact-text';

const EMPTY = String.raw`(?:\[[ \t]?\]|☐)`;
// (not ☒: a checklist's cross says absent, scope-cues.ts)
const TICKED = String.raw`(?:\[[xX✓✔][ \t]?\]|☑)`;
const LAYOUT = /\[[ \t]?\]|\[[xX✓✔][ \t]?\]|[☐☑▾▸]|\.(?:\*\*|__)/;
/** A wave or segment whose look a form's boxes describe. */
const FIELD = String.raw`[TPUQR][ \t-]*waves?|ST(?:[ \t-]*segments?)?`;
/** What ends a form's item: a cell border, a comma or semicolon, a wide gap, the line's end. */
const ITEM_END = String.raw`(?=[ \t]*(?:$|[|,;]|[ \t]{2}))`;

const RULES: RewriteRule[] = [
  // "**2. PR interval.** ~0.17 s": the heading's full stop, a colon (not a bold sentence's: "**This is LBBB.**")
  [/(?<=^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*|__)[ \t]*(?:\d{1,2}[.)][ \t]*)?([A-Za-z][A-Za-z /&'’()-]{0,30}))\.(?=(?:\*\*|__)[ \t]*\S)/gm, (m) => (/\b(?:is|are|was|were|has|have|shows?|looks?|seems?)\b/i.test(m[1]) ? null : ':')],
  // "T waves: ☑ Flattened ☐ Peaked": each box's word is said of the field's wave ("☑ Flattened T waves, no Peaked T
  // waves,")
  [new RegExp(String.raw`(?<=^[\s*•-]*(${FIELD})\**[ \t]*:\**[^\n]*?(?:${EMPTY}|${TICKED})[ \t]*(?!(?:Yes|No)\b)[A-Za-z]+)\b(?![ \t]*[-/]?[ \t]*[A-Za-z])`, 'gm'), (m) => ` ${m[1]},`],
  // "Path. Q waves [ ] Yes [x] No": the field is absent; "[x] Yes [ ] No": present
  [new RegExp(String.raw`${EMPTY}[ \t]*Yes[ \t]+${TICKED}[ \t]*No\b|${TICKED}[ \t]*No[ \t]+${EMPTY}[ \t]*Yes\b`, 'g'), () => 'absent'],
  [new RegExp(String.raw`${TICKED}[ \t]*Yes[ \t]+${EMPTY}[ \t]*No\b|${EMPTY}[ \t]*No[ \t]+${TICKED}[ \t]*Yes\b`, 'g'), () => 'present'],
  // "[ ] AF", "☐ Complete heart block": the item is denied
  [new RegExp(String.raw`${EMPTY}[ \t]*(?=[A-Za-z0-9*(])`, 'g'), () => 'no '],
  // "[x] Sinus rhythm": the item, asserted
  [new RegExp(String.raw`\[[xX✓✔][ \t]?\][ \t]*(?=[A-Za-z0-9])`, 'g'), () => ''],
  // "| Atrial fibrillation ☐ |": the box after its item (the denial put before the item, the box dropped)
  [new RegExp(String.raw`(?<=(?:^|[|:;,]|[ \t]{2}|[☑☐]|\])[ \t]*)(?=[A-Za-z][\w '’.+/-]{0,40}?[ \t]*${EMPTY}${ITEM_END})`, 'gm'), () => 'no '],
  [new RegExp(String.raw`(?<=[\w.)][ \t]*)${EMPTY}${ITEM_END}`, 'gm'), () => ''],
  // "64 bpm [Normal ▾]", "PR 170 ms ▸ Normal", "+45° [x] Normal": the value is normal
  [new RegExp(String.raw`(?<=\d[ \t]*(?:ms|msec|s|sec|bpm|\/min|°|degrees)?[ \t]*)(?:\[[ \t]*(?:Normal|WNL)[ \t]*▾?[ \t]*\]|(?:▸|${TICKED})[ \t]*(?:Normal|WNL)\b)${ITEM_END}`, 'gm'), () => '(normal)'],
];

export function formLayout(text: string): CompactText {
  if (!LAYOUT.test(text)) return identityText(text);
  return rewriteAll(text, RULES);
}
