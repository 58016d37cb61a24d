// Grounding questions answered in turn ("PR interval bin? >200 ms", "Q4 Regularity? → irregular", "**1. Which leads
// show ST elevation?**\nV2 through V5"): the question names what the answer measures, so a topic question with its
// answer is read as "key: value" ("PR interval bin: >200 ms") and a question about leads as the finding in those
// leads ("ST elevation in V2 through V5"), with an offset map back to the original text. Yes/no questions ("Any Q
// waves? Yes, …") are left to the question rules of segment.ts.
import { applyEdits, identityText, type CompactText, type TextEdit } from './compact-text';
import { ARROW } from './scope-cues';

/** Words that open a yes/no or open question, which is not a topic. */
const ASKING = /^(?:is|are|was|were|any|does|do|did|could|can|should|would|will|has|have|how|why|when|who|whether|if|so|and|but|or|which|where|what|in)\b/i;
/** A topic is a noun phrase: no pronoun, copula or modal (" I think the rhythm is sinus?" is a question, not a topic). */
const SENTENCE_WORDS = /\b(?:or|vs|versus|is|are|was|were|be|it|this|that|there|I|you|we|could|would|should|can|does|do|think|maybe)\b/i;
/** A question about leads: "Which leads show ST elevation", "In which leads is there T inversion", "Leads with ST depression". */
const LEAD_QUESTION = /^(?:(?:in\s+)?which\s+leads?\s+(?:show|shows|have|has|display|demonstrate|contain|(?:is|are)(?:\s+there)?)|leads?\s+(?:with|showing))\s+(?:an?\s+|any\s+)?([^?\n]{2,50})$/i;
/** "What is the rate", "What's the PR interval": the topic after it. */
const WHAT_IS = /^what(?:'s|’s|\s+is|\s+are)\s+(?:the\s+)?([^?\n]{2,40})$/i;
/** A yes/no question about one interval or the rate ("Is the PR long?", "Is the QRS wide?"). */
const ASKED_QUANTITY = /^(?:is|are)\s+(?:the\s+|it\s+|he\s+|she\s+)?(PR|QRS|QTc?|heart\s+rate|rate)\b/i;
/** An interval or the rate named in a yes/no question ("PR constant", "Wide QRS"). */
const QUANTITY_NAMED = /\b(PR|QRS|QTc?|heart\s+rate|rate)\b/gi;
/** Between the question mark and its answer: bold closers, an arrow or a dash, a line break. */
const TO_ANSWER = /^\?(?:\*\*|__)?[ \t]*(?:→|->|=>|—|–|:)?[ \t]*(?:\n[ \t]*)?/;
/** An answer that names leads (or a territory's leads) first. */
const LEADS_FIRST = /^(?:leads?\s+)?(?:I{1,3}\b|aV[RLF]\b|V[1-9]|(?:the\s+)?(?:inferior|lateral|anterior|septal|anterolateral|anteroseptal|high\s+lateral|precordi(?:al|um)|chest|limb)\b|all\b)/i;
const DENIED_FIRST = /^(?:none|no|nil)\b/i;
// …and "Incomplete RBBB? Needs rSR′ in V1: …": a candidate weighed against its criterion
const SENTENCE_ANSWER = /^(?:I|I'm|I'd|we|it|it's|this|that|there|let|hmm+|well|maybe|probably|possibly|perhaps|unlikely|hard|difficult|needs?|requires?|would|should)\b/i;
/** A yes/no answer ("Yes", "A: no", "Answer: ✗ absent"): the question rules of segment.ts read it. */
const YES_NO = /^(?:(?:answer|a)\s*:\s*)?(?:[✔✓✅☑✘✗❌☒]\uFE0F?\s*)?(?:yes|no|none|nil|absent|present|not\b)/i;
/** Where a numbered or bold question starts: after "Q3", "3.", "**Q1." and the like. */
const QUESTION_PREFIX = /^[ \t]*(?:[-*•>][ \t]+)?(?:\*\*|__)?[ \t]*(?:(?:Q\d{0,2}|\d{1,2})[.):]?|(?:User|You|Me|Human|Patient|Clinician|Student)[ \t]*:)?[ \t]*(?:\*\*|__)?[ \t]*/i;
/** The speaker label that opens the answer in a pasted chat ("User: What's the QTc?" then "Assistant: About 470 ms"). */
const ANSWER_SPEAKER = /^(?:\*\*|__)?(?:Assistant|Model|AI|Bot|A|ChatGPT|Claude|Gemini|GPT[\w.-]*)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*/i;

/** A colon, an arrow or a sentence mark before the question mark: the line states something and asks the rest. */
const STATES_BEFORE_ASKING = new RegExp(String.raw`[.!;?,:]|${ARROW}`);

function questionEdit(text: string, lineStart: number, mark: number): TextEdit | null {
  const head = QUESTION_PREFIX.exec(text.slice(lineStart, mark))![0].length;
  const from = lineStart + head;
  const question = text.slice(from, mark).trim();
  // (a line with a colon or an arrow before its question mark states something and asks the rest: "T: broad → hyperacute?")
  if (question.length < 2 || question.length > 60 || STATES_BEFORE_ASKING.test(question) || !/^\?(?:[\s*_]|$)/.test(text.slice(mark, mark + 2))) return null;
  const gap = TO_ANSWER.exec(text.slice(mark, mark + 20))![0].length;
  // (the answer in another speaker's turn: its keyword is written in after the label, and the question is left as asked)
  const turnGap = /^\?(?:\*\*|__)?[ \t]*(?:\n[ \t]*){1,2}/.exec(text.slice(mark, mark + 12))?.[0].length ?? 0;
  const speaker = turnGap ? ANSWER_SPEAKER.exec(text.slice(mark + turnGap, mark + turnGap + 24)) : null;
  const answerAt = speaker ? mark + turnGap + speaker[0].length : mark + gap;
  const answer = text.slice(answerAt, answerAt + 40);
  if (!/^\S/.test(answer) || /^<\//.test(answer) || /^(?:\*\*|__)?[ \t]*(?:Q?\d{1,2}[.):]|Q\d)/i.test(answer)) return null;
  // "Sinus tachycardia? I can't find clear P waves …": a self-question a sentence answers, not a key and its value
  if (SENTENCE_ANSWER.test(answer)) return null;
  const replaced = (to: string): TextEdit => (speaker ? [answerAt, answerAt, to] : [from, answerAt, to]);
  // "Is the PR long?" answered in the next turn "No, 170 ms": the value is the PR's
  // …and so is the value after "Yes" or "No" to "PR constant? Yes, ~160 ms", "Wide QRS? No (90 ms)" on the same line
  const named = speaker ? null : [...question.matchAll(QUANTITY_NAMED)];
  const asked = speaker ? ASKED_QUANTITY.exec(question) : named?.length === 1 ? named[0] : null;
  const valueAt = asked ? /^(?:yes|no|not\s+really|not\s+quite|borderline|upper\s+limit)\b[\s,.;:—–(-]*(?=(?:about|around|roughly|approximately|~|≈)?\s?\d)/i.exec(answer) : null;
  if (asked && valueAt) return [answerAt + valueAt[0].length, answerAt + valueAt[0].length, `${asked[1]} `];
  const leads = LEAD_QUESTION.exec(question);
  if (leads) {
    if (DENIED_FIRST.test(answer)) return replaced(`${leads[1]}: `);
    return LEADS_FIRST.test(answer) ? replaced(`${leads[1]} in `) : null;
  }
  const what = WHAT_IS.exec(question);
  if (what) return replaced(`${what[1]}: `);
  if (ASKING.test(question) || YES_NO.test(answer) || question.split(/\s+/).length > 5 || SENTENCE_WORDS.test(question)) return null;
  return speaker ? [answerAt, answerAt, `${question}: `] : [mark, answerAt, ': '];
}

/** The text with answered grounding questions read as statements, each character mapped to `original`. */
export function answeredQuestions(original: string): CompactText {
  if (!original.includes('?')) return identityText(original);
  const edits: TextEdit[] = [];
  // a topic question sits in the first 80 characters of its line: one look per line
  for (let lineStart = 0; lineStart < original.length; ) {
    const lineEnd = original.indexOf('\n', lineStart);
    const end = lineEnd < 0 ? original.length : lineEnd;
    const at = original.slice(lineStart, Math.min(end, lineStart + 81)).indexOf('?');
    const edit = at < 0 ? null : questionEdit(original, lineStart, lineStart + at);
    lineStart = end + 1;
    if (edit && (!edits.length || edits[edits.length - 1][1] <= edit[0])) edits.push(edit);
  }
  return edits.length ? applyEdits(original, edits) : identityText(original);
}
