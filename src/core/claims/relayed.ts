// Statements relayed from another reader — a machine, a device, a student, a colleague, another model — as the answer
// quotes them ("You wrote \"LBBB\" — that's incorrect", "Machine read: \"Sinus tachycardia\"", "the watch reported
// \"Inconclusive\""): not the answer's claims unless it endorses them ("\"QRS 140 ms\" ✓", "… I agree with that").
// segment.ts hedges the spans found here.
import { lineSpans } from './compact-text';
import { QUOTED_REPORT, REPORTED_CUE, WRONG } from './scope-cues';
import { cellSpans } from './table-columns';
import { userTurnSpans, type Turn } from './transcript';

/** Another reader, then a verb of saying: "You wrote", "the previous answer reads this as", "Resp. says". */
const READER_SAYS = String.raw`\b(?:you|they|he|she|it|(?:the\s+)?(?:candidate|model|response|submission)|resp\.|the\s+(?:authors?|paper|article|study|manuscript|reviewer|referee|physician|doctor|cardiologist|reporting\s+physician|student|resident|registrar|trainee|intern|fellow|tech(?:nician)?|nurse|paramedic|AI|chatbot|assistant|report|reader|answer|(?:previous|prior|other|original|first|earlier|initial)\s+(?:answer|model|read(?:ing)?|AI|response|reader|report))|your\s+(?:colleague|student|read|note|answer)|(?:the|your|a)\s+colleague|the\s+user)(?:['’]s)?\s+(?:(?:also|then|initially|originally)\s+)?(?:wrote|writes|said|says|read|reads|reported|reports|stated|states|called|calls|described|describes|noted|notes|documented|put|answered|concluded|gave|gives|mentioned|mentions|claim|claimed|claims|say|state|report|write|suggest|suggests|suggested|propose|proposes|interpreted|adds|added|lists|listed|typed(?:\s+out)?|types(?:\s+out)?)\b`;
/** A grader's verb of saying without its subject, opening a clause: "Calls it", "but then mentions", "| Adds". */
const BARE_SAYS = String.raw`(?:^|[|:;]\s*|[.!?]\s+|\b(?:but|and)\s+(?:then\s+)?)\**\s*(?:(?:also|then|later|initially|wrongly|incorrectly|mistakenly)\s+)?(?:says|said|states|stated|writes|wrote|reports|reported|calls|called|mentions|mentioned|claims|claimed|concludes|concluded|describes|described|labels|labell?ed|lists|listed|adds|added|suggests|suggested)\b`;
/** Right before a quote: "You wrote", "Calls it", "describes the RR as". */
const SAYS = new RegExp(String.raw`(?:${READER_SAYS}|${BARE_SAYS})(?:\s+(?:this|it|the\s+[\w-]+)\s+as|\s+it)?[\s:,*_]*$`, 'i');
/** Earlier in the quote's sentence: "It reports \"PR 240 ms\" and \"QRS 160 ms\"". */
const SAYS_IN_SENTENCE = new RegExp(READER_SAYS, 'i');
/** A verb of saying right after the quote: "\"RVH\" claimed." */
const SAID_AFTER = /^["”]?\s*(?:(?:is|was)\s+)?(?:claimed|stated|asserted|reported|mentioned|suggested)\b/i;
/** Another reader's note named before a quote: "your colleague's note:", "the student's answer:". */
const NOTE = /\b(?:colleague|student|resident|registrar|trainee|fellow|tech(?:nician)?|AI|model|machine|computer|watch|device|app|prior|previous|earlier|initial|first|original)(?:['’]s)?\s+(?:AI\s+)?(?:note|read(?:ing)?|report|answer|interpretation|impression|result|statement)s?\s*[:,]?\s*(?:was|is|reads?|says?)?[\s:(*_]*$/i;
/**
 * A line that hands over to another reader's words on the lines below ("It said:", "Its reading was:", "Quoting it:",
 * "The earlier model wrote:"), when those lines are a quote (a "> " block or a line opening with a quotation mark).
 */
const INTRODUCES_QUOTE = /(?:\b(?:said|says|wrote|writes|reads?|was|stated|states|concluded|gave|quoting(?:\s+(?:it|them|the\s+[\w-]+))?|interpretation|read(?:ing)?|report|answer|impression|output)|\bas\s+follows)\s*\**\s*:\s*\**\s*$/i;
const ANOTHER_READER = /\b(?:model|AI|assistant|chatbot|LLM|reader|colleague|student|resident|registrar|machine|it|its|they|their|previous|prior|earlier|first|original|other|initial|OP|poster|commenter|user)\b|(?:^|\s)(?:u\/|@)[\w-]+/i;
const QUOTE_LINE = /^[ \t]*(?:>|[*_]*["“])/;
/** A line that hands over to a cart's printout on the lines below: "Header as printed:", "The machine's read:". */
/** An introduction to the answer's own check of the printout ("Cart read vs mine:", "checked line by line:"). */
const CHECKED_AGAINST = /\b(?:vs\.?|versus|mine|my|check(?:ed|ing)?|against|line\s+by\s+line|one\s+by\s+one|statement\s+by\s+statement)\b/i;
const GRADED_LINE = /[✓✔✗✘❌☑✅]|\b(?:agree[ds]?|disagree|correct|incorrect|wrong|right)\b/i;
const MACHINE_PRINTOUT = /^[ \t*_#>-]*(?:[\w'’]+[ \t]+){0,4}?(?:header|print-?out|printed|cart|computer|machine|algorithm|automated)\b[^\n:]{0,60}:[ \t*_]*$/i;
const BLOCK_LINE = /^[ \t]*>/;
/** A quote at the start of a line item, as graded lists put it: "- \"Normal ECG\" ✗", "3. You wrote \"QRS 140 ms\" ✓". */
const LINE_ITEM = /^[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*(?:you\s+(?:wrote|said|put)\s+)?$/i;
const MARK = String.raw`^["”]?\s*[.,;]?\s*(?:[—–-]+\s*|:\s*|\(\s*|(?:→|-+>|=>)\s*|\|\s*)?`;
/** "\"QTc 470 ms\" is also wrong", "the \"long QT\" label is an overcall", "\"PR 140 ms\" is invented". */
const IS_WRONG = String.raw`(?:(?:label|call|claim|statement|diagnosis|part)\s+)?(?:is|was)\s+(?:also\s+|simply\s+|clearly\s+|just\s+)?${WRONG}`;
const ENDORSED = new RegExp(String.raw`${MARK}(?:[✓✔☑✅]|(?:that(?:'s|\s+is)\s+)?(?:correct|right|accurate)\b|(?:I\s+)?(?:agree|concur)\b|yes\b|well\s+done)`, 'i');
const REJECTED = new RegExp(String.raw`${MARK}(?:[✗✘❌]|(?:that(?:'s|\s+is)\s+)?(?:incorrect|wrong|not\s+(?:right|correct))\b|(?:partly|partially)\s+(?:wrong|incorrect)\b|${IS_WRONG}|no\b|(?:I\s+)?disagree|I(?:'d|\s+would)\s+disagree|I(?:['’]d|\s+would)\s+(?:upgrade|downgrade|change|revise)\b|I\s+don['’]t\s+(?:think|agree)|I\s+do\s+not\s+(?:think|agree))`, 'i');
/** An overread that endorses a machine's words makes them the answer's ("Overread: agree with all statements."). */
const OVERREAD_AGREES = /\b(?:agree|agreed|concur|confirmed?|fine|accept(?:ed)?)\b|[✓✔]/i;
/** A verdict opening the next sentence endorses what was relayed before it ("candidate says +40°, normal. ✔"). */
const AGREED_NEXT = /^\s*[.;]\s*\**\s*(?:[✓✔☑✅]|(?:agreed?|correct|right|fine|accept(?:ed)?|yes)\b(?![^.\n]{0,40}\?))/i;
const OVERREAD_DISAGREES = /\b(?:disagree|do(?:es)?\s+not\s+agree|don't\s+agree|incorrect|wrong)\b/i;
const QUOTE = /["“]([^"”\n]{1,300})["”]/g;

export function relayedSpans(text: string, turns?: Turn[]): [number, number][] {
  const out: [number, number][] = userTurnSpans(text, turns);
  const endorsed: [number, number][] = [];
  // a machine or device named before its words: the quote, or without one the rest of the sentence
  REPORTED_CUE.lastIndex = 0;
  for (let m = REPORTED_CUE.exec(text); m && out.length < 200; m = REPORTED_CUE.exec(text)) {
    const from = m.index + m[0].length;
    const open = /^[\s*:]{0,6}(?:of\s+|as\s+)?["“'‘]/.exec(text.slice(from, from + 12));
    if (open) {
      const start = from + open[0].length;
      const close = text.slice(start, start + 300).search(/["”'’](?!\w)/);
      if (close >= 0) {
        // (up to a list: "Line by line:\n- Sinus rhythm: agree" grades items, not the whole quote)
        const next = text.slice(start + close, start + close + 120).split(/\n[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]/)[0];
        if (!(OVERREAD_AGREES.test(next) && !OVERREAD_DISAGREES.test(next)) && !ENDORSED.test(next)) out.push([start, start + close]);
        else endorsed.push([start, start + close]);
        continue;
      }
    }
    // "Answer B quotes S(V1) + R(V5) = 46 mm, but on my reading …": the reader's words end where the answer's own begin;
    // "the answer gave 104 ms, which I agree with" is endorsed
    const end = text.slice(from).search(/[.!?;\n](?!\d)|,?\s+but\s/);
    const to = end < 0 ? text.length : from + end;
    const agreed = (OVERREAD_AGREES.test(text.slice(from, to)) && !OVERREAD_DISAGREES.test(text.slice(from, to))) || AGREED_NEXT.test(text.slice(to, to + 40));
    if (!agreed) out.push([from, to]);
  }
  QUOTED_REPORT.lastIndex = 0;
  for (let m = QUOTED_REPORT.exec(text); m && out.length < 400; m = QUOTED_REPORT.exec(text)) out.push([m.index + 1, m.index + 1 + m[1].length]);
  for (const span of quotedBlocks(text)) out.push(span);
  for (const span of rejectedTableClaims(text)) out.push(span);
  // another reader's quoted words: relayed unless endorsed; any quote the answer rejects is not its claim either
  QUOTE.lastIndex = 0;
  for (let m = QUOTE.exec(text); m && out.length < 600; m = QUOTE.exec(text)) {
    const start = m.index + 1, end = start + m[1].length;
    if ([...out, ...endorsed].some(([a, b]) => a <= start && end <= b)) continue;
    const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 80), m.index);
    const after = text.slice(end, end + 60);
    const attributed = SAYS.test(before) || NOTE.test(before) || SAYS_IN_SENTENCE.test(sentenceHead(before)) || SAID_AFTER.test(after);
    const graded = LINE_ITEM.test(text.slice(lineStart, m.index)) && (ENDORSED.test(after) || REJECTED.test(after));
    if (REJECTED.test(after) || ((attributed || graded) && !ENDORSED.test(after))) out.push([start, end]);
  }
  return out;
}

/** The start of the sentence that `before` ends in. */
function sentenceHead(before: string): string {
  const breaks = [...before.matchAll(/[.!?;]\s+(?=[A-Z*"“])/g)];
  return breaks.length ? before.slice(breaks[breaks.length - 1].index + 1) : before;
}

/** A review's table header: a column of the other reader's claims, then one of verdicts ("| Model's claim | Verdict |"). */
const CLAIM_HEADER = /^[ \t]*\|?[^|\n]*\b(?:claims?|statements?|findings?|read(?:ing)?|answer|response|model|assistant)\b[^|\n]*\|[^|\n]*\b(?:verdict|correct|accura\w*|assessment|judg\w*|agree\w*|grade|rating|evaluation)\b/i;
const CELL_REJECTED = /^\s*\**\s*(?:[✗✘❌]|(?:partly\s+|partially\s+)?(?:wrong|incorrect)\b|disagree|false\b|no\b|not\s+(?:correct|supported)\b)/i;

/** The claims a review's table rejects ("| T-wave inversion V1–V2 | ✘ Partly wrong | …"): the other reader's, not the answer's. */
function rejectedTableClaims(text: string): [number, number][] {
  const out: [number, number][] = [];
  const lines = lineSpans(text);
  for (let i = 0; i < lines.length && out.length < 100; i++) {
    if (lines[i].line.length > 400 || !CLAIM_HEADER.test(lines[i].line)) continue;
    for (let j = i + 1; j < lines.length && /^\s*\|/.test(lines[j].line) && out.length < 100; j++) {
      const [claim, verdict] = cellSpans(lines[j].line, lines[j].start);
      if (verdict && CELL_REJECTED.test(verdict.text)) out.push([claim.start, claim.start + claim.text.length]);
    }
  }
  return out;
}

/** Another reader's words quoted below a line that introduces them: a "> " block, or a quotation up to its closing mark. */
function quotedBlocks(text: string): [number, number][] {
  const out: [number, number][] = [];
  const lines = lineSpans(text);
  for (let i = 0; i < lines.length && out.length < 100; i++) {
    const { line } = lines[i];
    // "Header as printed:" over the cart's lines: its words to the blank line, quoted or not
    if (line.length <= 200 && MACHINE_PRINTOUT.test(line) && !CHECKED_AGAINST.test(line)) {
      let j = i + 1;
      // (a line the answer grades, "\"Sinus rhythm\" ✓", is no longer the printout)
      while (j < lines.length && lines[j].line.trim() && !GRADED_LINE.test(lines[j].line) && j - i <= 40) j++;
      if (j > i + 1) out.push([lines[i + 1].start, lines[j - 1].end]);
      continue;
    }
    if (line.length > 400 || !INTRODUCES_QUOTE.test(line) || !ANOTHER_READER.test(line)) continue;
    let j = i + 1;
    while (j < lines.length && !lines[j].line.trim()) j++;
    if (j >= lines.length || !QUOTE_LINE.test(lines[j].line)) continue;
    const from = lines[j].start;
    if (BLOCK_LINE.test(lines[j].line)) {
      while (j + 1 < lines.length && BLOCK_LINE.test(lines[j + 1].line)) j++;
      out.push([from, lines[j].end]);
    } else {
      const open = from + lines[j].line.search(/["“]/) + 1;
      const close = text.slice(open, open + 1500).search(/["”](?!\w)/);
      out.push([open, close < 0 ? lines[j].end : open + close]);
    }
  }
  return out;
}
