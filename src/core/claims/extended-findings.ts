// A finding said to reach further leads by a verb, not by its name: "ST elevation in V1–V4, extending into V5 and V6",
// "The elevation carries on into V5", "Reciprocal depression also in I and aVL", "peaking is also seen in II, III and
// aVF", "it does not extend to V4", "sparing aVL". The verb phrase is read as the finding itself ("ST elevation in V5
// and V6", "no ST elevation in V4"), with an offset map back to the original text, as listed-waves.ts does for lists.
// So is a value given in a later sentence that names no wave ("ST elevation inferiorly. It looks like about 4 mm in
// III"): it is read as a value of the finding named before ("ST elevation about 4 mm in III"); and a lead list said to
// look normal ("II, III and aVF — look normal") as normal ST-T in those leads.
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
const MENTION = /\b(?:(ST(?:[- ]segments?)?[ \t]+(?:elevation|elevated|↑)|elevation|elevated|raised)|(ST(?:[- ]segments?)?[ \t]+(?:depression|depressed|↓)|depression|depressed)|(T[- ]?wave[ \t]+inversions?|inverted[ \t]+T(?:[- ]?waves?)?|T[ \t]+inversions?|TWI|inversions?)|(peaked[ \t]+T(?:[- ]?waves?)?|peaking|peaked)|(U[- ]?waves?)|((?:pathological[ \t]+)?Q[- ]?waves?|QS[ \t]+complex(?:es)?)|(?:ST[- ]?T|ST|QRS|PR|QTc?|[PRST](?:[- ]?waves?)?)\b)/gi;
const FINDINGS = ['ST elevation', 'ST depression', 'T-wave inversion', 'peaked T waves', 'U waves', 'Q waves'];
/** The keyword a value of each finding is read with. */
const VALUE_KEYWORD: Record<string, string> = { 'ST elevation': 'ST elevation', 'ST depression': 'ST depression', 'T-wave inversion': 'T inversion', 'peaked T waves': 'T wave', 'U waves': 'U wave', 'Q waves': 'Q wave' };
const VALUE = String.raw`(?<![\w.])(?:(?:about|approximately|approx\.?|roughly|around|~|≈)[ \t]*)?\d+(?:\.\d+)?[ \t]*(?:mm|mV)\b`;
/** "about 4 mm in III" */
const VALUE_IN_LEADS = new RegExp(String.raw`(${VALUE})(?=[ \t]+(?:deep[ \t]+|tall[ \t]+|high[ \t]+)?(?:in|at)[ \t]+${LEADS})`, 'gid');
/** "in III it's about 2 mm", "greatest in II, where it reaches 4 mm", "V5 and V6 carry around 2 mm each", "V1 2 mm, V2 3.5 mm" */
const LEAD_RUN = String.raw`${LEAD_NAME}(?:(?:[ \t]*[–—-][ \t]*|,[ \t]*|[ \t]+and[ \t]+|[ \t]+to[ \t]+|[ \t]+through[ \t]+)${LEAD_NAME})*`;
const LEADS_THEN_VALUE = new RegExp(String.raw`\b${LEAD_RUN}(?=[ \t]*(?:,[ \t]*)?(?:(?:where|and)[ \t]+)?(?:(?:it|they|this|these|each)[ \t]*)?(?:(?:['’]s|is|are|was|were|measures?|measuring|reach(?:es|ing)?|carr(?:y|ies)|shows?|has|have|at|of)[ \t]+)?(?:each[ \t]+)?(${VALUE}))`, 'gd');
/** "II, III and aVF — look normal", "Lateral leads V5, V6 look fine": read as "ST-T normal in" those leads. */
const LEADS_LOOK_NORMAL = new RegExp(String.raw`\b(?:[Ll]eads?[ \t]+)?(${LEAD_RUN})[ \t]*(?:[—–][ \t]*)?(?:all[ \t]+)?(?:look|looks|appear|appears|are|is|seem|seems)[ \t]+(?:(?:entirely|completely|quite)[ \t]+)?(?:normal|unremarkable|fine)\b(?![ \t]+(?:in|at|for|size|width|amplitude|height|voltage)\b)`, 'g');
/** "I and aVL isoelectric", "II, III and aVF are isoelectric": read as "no ST elevation or depression in" those leads. */
const LEADS_ISOELECTRIC = new RegExp(String.raw`\b(?:[Ll]eads?[ \t]+)?(${LEAD_RUN})[ \t]*(?:[—–][ \t]*)?(?:(?:are|is|look|looks|appear|appears|remain|remains|stay|stays)[ \t]+)?(?:all[ \t]+|entirely[ \t]+|completely[ \t]+)?isoelectric\b(?![ \t]+(?:T|P|QRS)\b)`, 'g');
/** A value whose own keyword follows it ("6 mm of R", "5 mm peak to peak") is that keyword's. */
const KEYWORD_AFTER = /^[ \t]*(?:(?:of[ \t]+)?(?:the[ \t]+)?(?:ST|[PQRSTU](?:[- ]?waves?)?)\b|peak[- ]to[- ]peak|p-?p\b|QRS|amplitude|voltage)/i;
/** A measurement keyword: a value in a sentence with one is that keyword's (extract-measurements.ts reads it). */
const KEYWORD_MENTION = /(?<!['’])\b(?:ST|QRS|PR|QTc?|[PQRSTU](?:[- ]?waves?)?|[Ss]okolow|Cornell|[Vv]oltages?|[Cc]omplex(?:es)?)\b/;
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

/** The nearest wave or finding mentioned before `at` on its line (a lone lower-case letter, as in "it's", is none). */
function nearestMention(text: string, at: number): { m: RegExpExecArray; start: number } | null {
  let start = at;
  while (start > Math.max(0, at - MAX_REACH) && text[start - 1] !== '\n') start--;
  let last: RegExpExecArray | null = null;
  for (const m of text.slice(start, at).matchAll(MENTION)) if (!/^[a-z]$/.test(m[0])) last = m;
  return last ? { m: last, start } : null;
}

/** The finding of the nearest mention before `at` on its line, and where the mention starts when it is the verb's subject. */
function nearestFinding(text: string, at: number): { finding: string; subject: number | null; crossesSentence: boolean } | null {
  const near = nearestMention(text, at);
  if (!near) return null;
  const { m: last, start } = near;
  const group = FINDINGS.findIndex((_, i) => last[i + 1] !== undefined);
  if (group < 0) return null;
  const mentionEnd = start + last.index + last[0].length;
  const between = text.slice(mentionEnd, at);
  return { finding: FINDINGS[group], subject: SUBJECT_GAP.test(between) ? start + last.index : null, crossesSentence: SENTENCE_BREAK.test(between) };
}

/** What a bare value measures: the finding named last ("ST elevation" → an ST level), or the wave named last ("In V3 the
 * T wave is 14 mm. In V2 it is 9 mm"). */
function valueKeyword(text: string, at: number): string | null {
  const found = nearestFinding(text, at);
  if (found) return VALUE_KEYWORD[found.finding];
  // …a wave only as a definite subject a pronoun can stand for ("the T wave"), not one of a list ("(R 3.5 mm, S 0.5 mm)")
  const near = nearestMention(text, at);
  const wave = near?.m[0].match(/^([PQRSTU])(?:[- ]?waves?)?$/);
  return wave && /\bthe[ \t]+$/i.test(text.slice(Math.max(0, near!.start + near!.m.index - 5), near!.start + near!.m.index)) ? `${wave[1]} wave` : null;
}

export function extendedFindings(text: string): CompactText & { keywords: [number, number][] } {
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
  const values = new Set<number>();
  for (const re of [VALUE_IN_LEADS, LEADS_THEN_VALUE]) {
    n = 0;
    for (const m of text.matchAll(re)) {
      if (++n > MAX_ITEMS) break;
      // a keyword in the value's own sentence is what the value measures
      if (KEYWORD_MENTION.test(text.slice(sentenceStart(text, m.index), m.index))) continue;
      // …and one of a threshold is no measurement ("the threshold in V2–V3 is 2 mm")
      if (/\b(?:thresholds?|cut-?offs?|criteri(?:a|on)|limits?)\b/i.test(text.slice(sentenceStart(text, m.index), m.index))) continue;
      if (KEYWORD_AFTER.test(text.slice(m.indices![1]![1], m.indices![1]![1] + 30))) continue;
      const keyword = valueKeyword(text, m.index);
      if (!keyword) continue;
      // the keyword goes before the value, or before a bare list's lead ("V1 2 mm, V2 3.5 mm"), whose value then follows it
      // (as after "in", so after an extension read as a finding: "carries on into V5 and V6 at about 1 mm")
      const located = /\b(?:in|at)[ \t]+$/i.test(text.slice(Math.max(0, m.index - 4), m.index)) || edits.some(([, e]) => e <= m.index && /^[ \t]*$/.test(text.slice(e, m.index)));
      const at = re === LEADS_THEN_VALUE && !located ? m.index : m.indices![1]![0];
      values.add(at);
      edits.push([at, at, `${keyword} `]);
    }
  }
  n = 0;
  for (const m of text.matchAll(LEADS_ISOELECTRIC)) {
    if (++n > MAX_ITEMS) break;
    if (/^I{1,3}$/.test(m[1]) && !/^[Ll]ead/.test(m[0])) continue;
    // (the denial apart, as for an extension, so that the finding's claim maps to all of the phrase)
    edits.push([m.index, m.index, 'no '], [m.index, m.index + m[0].length, `ST elevation or depression in ${m[1]}`]);
  }
  n = 0;
  for (const m of text.matchAll(LEADS_LOOK_NORMAL)) {
    if (++n > MAX_ITEMS) break;
    // a lone roman numeral is a pronoun or a number more often than a lead ("I am fine")
    if (/^I{1,3}$/.test(m[1]) && !/^[Ll]ead/.test(m[0])) continue;
    edits.push([m.index, m.index + m[0].length, `ST-T normal in ${m[1]}`]);
  }
  edits.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out = edits.length ? applyEdits(text, edits) : identityText(text);
  return { ...out, keywords: insertedKeywords(edits, values) };
}

/** Where the keywords read into values lie in the rewritten text: a finding read there is no statement of the answer. */
function insertedKeywords(edits: TextEdit[], values: Set<number>): [number, number][] {
  const out: [number, number][] = [];
  let delta = 0;
  let at = 0;
  for (const [s, e, to] of edits) {
    if (s < at) continue;
    if (s === e && values.has(s) && !to.startsWith('no ')) out.push([s + delta, s + delta + to.length]);
    delta += to.length - (e - s);
    at = e;
  }
  return out;
}
