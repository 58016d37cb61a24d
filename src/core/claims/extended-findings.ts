// A finding said to reach further leads by a verb, not by its name: "ST elevation in V1–V4, extending into V5 and V6",
// "The elevation carries on into V5", "Reciprocal depression also in I and aVL", "peaking is also seen in II, III and
// aVF", "it does not extend to V4", "sparing aVL". The verb phrase is read as the finding itself ("ST elevation in V5
// and V6", "no ST elevation in V4"), with an offset map back to the original text, as listed-waves.ts does for lists.
// So is a value given in a later sentence that names no wave ("ST elevation inferiorly. It looks like about 4 mm in
// III"): it is read as a value of the finding named before ("ST elevation about 4 mm in III").
import { applyEdits, identityText, type CompactText, type TextEdit } from './compact-text';
import { LEAD_NAME } from './extract-leads';

const LEADS = String.raw`(?:the[ \t]+)?(?:leads?[ \t]+)?(?:${LEAD_NAME}\b|(?:high[ \t]+)?(?:inferior|lateral|anterior|septal|anteroseptal|anterolateral|inferolateral|precordial|chest|limb)[ \t]+leads\b)`;
const VERB = String.raw`(?:extend(?:s|ed|ing)?|spread(?:s|ing)?|carr(?:y|ies|ied|ying)[ \t]+on|continu(?:e|es|ed|ing)|persist(?:s|ed|ing)?|progress(?:es|ed|ing)?|reach(?:es|ed|ing)?)(?:[ \t]+(?:further|also|laterally|inferiorly|as[ \t]+far[ \t]+as))?(?:[ \t]+(?:in)?to|[ \t]+through|[ \t]+across)?`;
const ALSO = String.raw`(?:(?:is|are)[ \t]+)?(?:also|likewise|similarly)[ \t]+(?:(?:seen|present|visible|noted|evident|found|apparent)[ \t]+)?in|as[ \t]+well[ \t]+as[ \t]+in`;
const NEGATOR = String.raw`(?:(?:does|do|did|is|are|was|were)(?:[ \t]+not|n['’]t)|not|never)[ \t]+`;
const EXTENSION = new RegExp(
  String.raw`\b(?:(${NEGATOR})?(?:${VERB})|(${ALSO})|(sparing)|(but[ \t]+not[ \t]+(?:(?:seen|present)[ \t]+)?in)|(and[ \t]+(?:also[ \t]+)?(?:in)?to)|(and[ \t]+in))[ \t]+(?=${LEADS})`,
  'gi',
);
/** Each finding a verb can carry on, and the wave or interval mentions that stop the search for one. */
const MENTION = /\b(?:(ST(?:[- ]segments?)?[ \t]+(?:elevation|elevated|↑)|elevation|elevated)|(ST(?:[- ]segments?)?[ \t]+(?:depression|depressed|↓)|depression|depressed)|(T[- ]?wave[ \t]+inversions?|inverted[ \t]+T(?:[- ]?waves?)?|T[ \t]+inversions?|TWI|inversions?)|(peaked[ \t]+T(?:[- ]?waves?)?|peaking|peaked)|(U[- ]?waves?)|((?:pathological[ \t]+)?Q[- ]?waves?|QS[ \t]+complex(?:es)?)|(?:ST[- ]?T|ST|QRS|PR|QTc?|[PRST](?:[- ]?waves?)?)\b)/gi;
/** MENTION without its global state (matchAll starts a global regex at its lastIndex). */
const ANY_MENTION = new RegExp(MENTION.source, 'i');
const FINDINGS = ['ST elevation', 'ST depression', 'T-wave inversion', 'peaked T waves', 'U waves', 'Q waves'];
/** The keyword a value of each finding is read with. */
const VALUE_KEYWORD: Record<string, string> = { 'ST elevation': 'ST elevation', 'ST depression': 'ST depression', 'T-wave inversion': 'T inversion', 'peaked T waves': 'T wave', 'U waves': 'U wave', 'Q waves': 'Q wave' };
const VALUE_IN_LEADS = new RegExp(String.raw`(?<![\w.])(?:(?:about|approximately|approx\.?|roughly|around|~|≈)[ \t]*)?\d+(?:\.\d+)?[ \t]*(?:mm|mV)\b(?=[ \t]+(?:deep[ \t]+|tall[ \t]+|high[ \t]+)?(?:in|at)[ \t]+${LEADS})`, 'gi');
const MAX_ITEMS = 2000;
/** How far back a verb looks for its finding: the sentence or two before, on one line. */
const MAX_REACH = 400;
/** "extending to V5 and V6 and to I and aVL": a bare "and to" goes on with the extension just read. */
const MAX_AND_TO_GAP = 60;

const SENTENCE_BREAK = /[;!?]|\.(?!\d)/;
const NEGATION = /\b(?:no|not|without|absent|none|nor|neither|never)\b|n['’]t\b/i;

function sentenceStart(text: string, at: number): number {
  let start = at;
  while (start > Math.max(0, at - MAX_REACH) && !/[\n;!?]/.test(text[start - 1]) && !(text[start - 1] === '.' && !/\d/.test(text[start] ?? ''))) start--;
  return start;
}

/** Words between a finding and its verb that make the finding the verb's subject ("ST elevation also extends into"). */
const SUBJECT_GAP = /^[ \t]*(?:(?:is|are|was|were|has|have|also|then|further|clearly|seems?[ \t]+to|appears?[ \t]+to)[ \t]+)*$/i;

/** The finding of the nearest mention before `at` on its line, and where the mention starts when it is the verb's subject. */
function nearestFinding(text: string, at: number): { finding: string; subject: number | null; crossesSentence: boolean } | null {
  let start = at;
  while (start > Math.max(0, at - MAX_REACH) && text[start - 1] !== '\n') start--;
  let last: RegExpExecArray | null = null;
  for (const m of text.slice(start, at).matchAll(MENTION)) last = m;
  if (!last) return null;
  const group = FINDINGS.findIndex((_, i) => last[i + 1] !== undefined);
  if (group < 0) return null;
  const mentionEnd = start + last.index + last[0].length;
  const between = text.slice(mentionEnd, at);
  return { finding: FINDINGS[group], subject: SUBJECT_GAP.test(between) ? start + last.index : null, crossesSentence: SENTENCE_BREAK.test(between) };
}

export function extendedFindings(text: string): CompactText {
  const edits: TextEdit[] = [];
  let n = 0;
  let lastEnd = -Infinity;
  for (const m of text.matchAll(EXTENSION)) {
    if (++n > MAX_ITEMS) break;
    if (m[5] !== undefined && (m.index - lastEnd > MAX_AND_TO_GAP || /[.;\n]/.test(text.slice(lastEnd, m.index)))) continue;
    const found = nearestFinding(text, m.index);
    if (!found) continue;
    // "ST elevation in II, III, aVF and in V5–V6": a second group of leads of a finding asserted in the same sentence
    if (m[6] !== undefined && (found.crossesSentence || NEGATION.test(text.slice(sentenceStart(text, m.index), m.index)))) continue;
    const from = found.subject ?? m.index;
    if (from < lastEnd) continue;
    const end = m.index + m[0].trimEnd().length;
    // the denial is inserted before the phrase, so that a claim read from the finding maps to all of the phrase
    if (m[1] !== undefined || m[3] !== undefined || m[4] !== undefined) edits.push([from, from, 'no ']);
    edits.push([from, end, `${found.finding} in`]);
    lastEnd = end;
  }
  n = 0;
  for (const m of text.matchAll(VALUE_IN_LEADS)) {
    if (++n > MAX_ITEMS) break;
    // a wave named in the value's own sentence is what the value measures (extract-measurements.ts reads it)
    if (ANY_MENTION.test(text.slice(sentenceStart(text, m.index), m.index))) continue;
    const found = nearestFinding(text, m.index);
    if (found) edits.push([m.index, m.index, `${VALUE_KEYWORD[found.finding]} `]);
  }
  edits.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return edits.length ? applyEdits(text, edits) : identityText(text);
}
