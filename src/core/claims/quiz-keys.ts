// Quiz and exam keys about a tracing. They mark statements True or False: "8. The PR interval is prolonged. — **F**",
// "a) The rhythm is sinus at 60 beats/min. — **T**", "4. The QTc is prolonged. → True". A statement marked False is
// what the key denies, one marked True what it asserts; each is rewritten as a question answered on its line ("The PR
// interval is prolonged? No."), so the question rules of segment.ts read it. And they allot marks ("Q7. Axis? (1
// mark)", "[1 mark rhythm, 1 mark rate ±10]"), which are not measurements: those are dropped. Offsets map back to the
// original text.
import { identityText, rewriteAll, type CompactText, type RewriteRule } from './compact-text';

const BOLD = String.raw`(?:\*\*|__)?`;
/** The mark after its statement: a dash, colon or arrow (or brackets round the mark), then T, F, True or False. */
const MARK = String.raw`[ \t]*[.!]?[ \t]*(?:(?:[—–:→|]|\s-{1,2}|=>)[ \t]*${BOLD}[ \t]*(?:[✓✔✅✗✘❌]\uFE0F?[ \t]*)?(T|F|True|False|TRUE|FALSE)|${BOLD}[ \t]*[([](T|F|True|False)[)\]])${BOLD}(?:[ \t]*\.)?`;
/** A statement (a list item, or a line of its own) closed by its mark, with at most a bracketed comment after it. */
const MARKED_LINE = new RegExp(String.raw`(?<=^[ \t]*(?:(?:[-*•]|\(?[a-z\d]{1,2}[.)])[ \t]+)?${BOLD}[A-Za-z][^\n?]{4,300}?)${MARK}(?=[ \t]*(?:\([^()\n]{0,200}\))?[ \t]*$)`, 'gm');
/** The key marks more than one statement: a lone "— F" is not a quiz's. */
const MIN_MARKED = 2;
const COUNT = String.raw`(?:\d{1,2}(?:[.,]5|\s*½)?|½|one|two|three|four|five|half\s+a)`;
/** Marks allotted in brackets: "(2 marks)", "(1 mark each)", "[1 mark rhythm, 1 mark rate ±10]" (not a bracket that also says something: "[… "Junctional rhythm" = 0 marks — P waves are present.]"). */
const MARKS_ALLOTTED = new RegExp(String.raw`\([ \t]*${COUNT}[ \t]+marks?\b[^()\n]{0,60}\)|\[[^[\]\n.;"“]{0,60}\b${COUNT}[ \t]+marks?\b[^[\]\n.;"“]{0,80}\]`, 'gi');

const RULES: RewriteRule[] = [[MARKS_ALLOTTED, () => '']];
const TF_RULE: RewriteRule = [
  MARKED_LINE,
  (m, text) => {
    // a statement has words ("Sex: F" is a header's field)
    const statement = text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index).trim();
    if (!/\S\s+\S+\s+\S/.test(statement)) return null;
    return /^[Ff]/.test(m[1] ?? m[2]) ? '? No.' : '? Yes.';
  },
];

export function quizKeys(text: string): CompactText {
  const marks = /\bmarks?\b/i.test(text);
  const trueFalse = /[—–:→|)\]-][ \t]*(?:\*\*|__)?[ \t]*\S{0,2}[ \t]*(?:T|F|True|False|TRUE|FALSE)\b/.test(text) && (text.match(MARKED_LINE) ?? []).length >= MIN_MARKED;
  if (!marks && !trueFalse) return identityText(text);
  return rewriteAll(text, trueFalse ? [...RULES, TF_RULE] : RULES);
}
