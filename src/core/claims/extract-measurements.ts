// Numbers tied to the quantity they measure: "QRS duration of 180 ms", "rate ~75/min", "R in aVL 13 mm".
import type { ExtractedClaim } from './claim-types';
import { inSpans, type Clause } from './segment';
import { AGE_GROUP, ARROW, HALLUCINATION_LIST, probabilityAfter } from './scope-cues';
import { timeWindows } from './extract-time';
import { NUMBER_WORDS, findNumbers, type Dimension, type NumberMention } from './extract-numbers';
import { findLeadMentions, LEAD_NAME, lineAround, sentenceStart, type LeadMention } from './extract-leads';
import { VOLTAGE_SUMS, toleranceFor } from './tolerances';
import { columnNameAt, REFERENCE_COLUMN } from './table-columns';
import { LAY_PR_PATH, LAY_QRS_PATH } from './lay-lexicon';
import { recordSummaryClaims } from './extract-record-summary';
import { onPaper, paperScale, STANDARD_PAPER } from './paper-scale';

interface Keyword {
  re: RegExp;
  /** quantity per dimension of the number */
  quantity: Partial<Record<Dimension, string>>;
  /** dimension assumed for a number written without unit right after the keyword */
  bare?: Dimension;
  sign?: 1 | -1;
  needsLead?: boolean;
  /** a rhythm name used as a rate label ("SR 72", "AF 110"): the claim span is the number only */
  weak?: boolean;
  /** a word that ends a sum of the index's waves ("…, giving 46 mm"): the index's own name, when the clause has it, is the keyword */
  sumWord?: boolean;
}

/** A voltage right after a wave's letter: "R 2.4 mV", "deep S, 22 mm", "T inverted (−2 mm)". */
const AMPLITUDE = String.raw`\s*(?:[~≈]|(?:around|about|roughly|approximately|of)\s)?\s*[-+−]?\d+(?:[.,]\d+)?(?:\s*[–-]\s*\d+(?:[.,]\d+)?)?\s*(?:mV|mm|[µμu]V)\b`;

/** A wave named as the landmark of another ("a U wave after the T in V2", "comes after the actual (flat) T wave"). */
const AFTER_ANOTHER_WAVE = String.raw`(?<!\b(?:after|before|than|following|beyond|behind)\s+(?:the\s+)?(?:(?:actual|flat|flattened|small|low|preceding|true)\s+|\([^()]{0,12}\)\s+){0,2})`;
/** The words that give a sum after its terms ("…, giving 46 mm", "for a total of 22 mm"). */
const SUM_VERB = String.raw`giving|gives|for\s+a\s+(?:total|sum)\s+of|add(?:s|ing)\s+up\s+to|totall?ing`;
const SUM_WORD = String.raw`(?:\b(?:sum|total|${SUM_VERB}|summ?(?:s|ing)\s+to|combined)\b|(?<=(?:\d\s*(?:mm|mV)|\+\s*\d+(?:[.,]\d+)?)\s*)=)`;
const KEYWORDS: Keyword[] = [
  // …and the atria's own firing ("wavelets firing at 350–600/min")
  { re: /\batrial\s+rate\b|\bflutter\s+(?:wave\s+)?rate\b|\bP[\s-]*wave\s+rate\b|(?<=\b(?:atria|atrial|wavelets?|rotors?|foci|focus|circuits?)\b[^.;\n]{0,50})\b(?:firing|discharging|fibrillating|circulating|cycling)\b/gi, quantity: { rate: 'atrial_rate' }, bare: 'rate' },
  { re: /\b(?:(?:average|mean|overall)\s+)?(?:(?:heart|ventricular|ventricle|pulse|sinus)\s+)?rate\b|\bHR\b|\bVR\b(?=\s*[:=])|\bpulse\b|\bbeats?\s+at\b|\bbpm\b(?=\s*[:=])/gi, quantity: { rate: 'hr_bpm', none: 'hr_bpm' }, bare: 'rate' },
  { re: /\b(?:N?SR|SB|AF|AFib|sinus\s+(?:rhythm|brady\w*|tachy\w*|tach)|atrial\s+fibrillation)\b/gi, quantity: { rate: 'hr_bpm' }, bare: 'rate', weak: true },
  { re: /(?<!\bapplied\s+to\s+(?:the\s+)?(?:mean\s+|average\s+)?)(?:\bR[\s\-–]?R(?:\s+intervals?)?\b|\bcycle\s+length\b)/gi, quantity: { duration: 'rr_ms' }, bare: 'duration' },
  // the paper's distance between beats: "4.5 large boxes between R waves", "R waves roughly 4 large boxes apart"
  { re: /\bbetween\s+(?:(?:consecutive|successive|adjacent|neighbouring|neighboring|the|two)\s+)*(?:R[\s-]*waves|R['’]?s|beats|(?:QRS\s+)?complexes|QRS(?:s|'s)?)\b(?!\s*\d)|(?<=\b(?:R[\s-]*waves|R['’]?s|beats|complexes|QRSs?)\b(?:[^.;\n]|\.(?=\d)){0,80})\bapart\b/gi, quantity: { duration: 'rr_ms' }, bare: 'duration' },
  // patient-facing words: "crosses from the upper to the lower chambers in 0.17 seconds", "the main spikes (90 ms)"
  { re: new RegExp(LAY_PR_PATH, 'gi'), quantity: { duration: 'pr_ms' }, bare: 'duration' },
  { re: new RegExp(LAY_QRS_PATH, 'gi'), quantity: { duration: 'qrs_ms' }, bare: 'duration' },
  { re: /\bP[\s-]?R(?:\s+(?:intervals?|duration))?\b|\bPRi\b|\bP-?Q(?:\s+intervals?|[\s-]+time)?\b/gi, quantity: { duration: 'pr_ms' }, bare: 'duration' },
  // the angle between the QRS and T axes, not either axis
  { re: /\b(?:frontal\s+(?:plane\s+)?)?QRS[\s–—-]*T\s+(?:angle|axis\s+difference)\b/gi, quantity: { angle: 'qrs_t_angle', none: 'qrs_t_angle' }, bare: 'angle' },
  { re: /\bQRS(?:d|\s+(?:complex(?:es)?|duration|width|interval|complex\s+duration))?\b/gi, quantity: { duration: 'qrs_ms', amplitude: 'qrs_pp_mv' }, bare: 'duration' },
  { re: /\bQRS\s+(?:voltage|amplitude)s?\b|\bvoltage\b|\bpeak[\s-]*to[\s-]*peak\b(?=\s*(?:\([^()]{0,20}\)\s*)?[:=])|(?<=\d\s*(?:mm|mV)\s*)peak[\s-]*to[\s-]*peak\b/gi, quantity: { amplitude: 'qrs_pp_mv' }, needsLead: true },
  { re: /\bQTc[BFH]?\b|\b(?:Bazett|Fridericia|Framingham|Hodges)(?:'s)?(?:\s+(?:formula|correction))?\b|\bcorrected\s+QT(?:\s+interval)?\b|\bQT\s*corrected\b|\bcorrect(?:ed|ing)\s+for\s+(?:the\s+|your\s+|his\s+|her\s+|their\s+)?(?:\w+\s+)?(?:heart\s+)?rate\b|\bcorrects?\s+to\b/gi, quantity: { duration: 'qtc_ms' }, bare: 'duration' },
  // (not a class name ending in "-QT": "Long-QT 0.94", "drug-induced-QT 0.47")
  { re: /(?<!\w-)\bQ-?T(?!c)(?:\s+interval)?\b/gi, quantity: { duration: 'qt_ms' }, bare: 'duration' },
  { re: /\b(?:(?:QRS|electrical|cardiac|heart|frontal(?:\s+plane)?|mean)\s+)?axis\b/gi, quantity: { angle: 'axis_deg.qrs', none: 'axis_deg.qrs' }, bare: 'angle' },
  { re: /\bP[\s-]*(?:wave\s+)?axis\b/gi, quantity: { angle: 'axis_deg.p', none: 'axis_deg.p' }, bare: 'angle' },
  { re: /\bT[\s-]*(?:wave\s+)?axis\b/gi, quantity: { angle: 'axis_deg.t', none: 'axis_deg.t' }, bare: 'angle' },
  { re: /\bP[\s-]*waves?(?:\s+(?:duration|width|amplitude|height))?\b|\bP\s+(?:duration|amplitude)\b|\bP(?=\s+\(?\s*[~≈]?\s*[-+−]?\d+(?:[.,]\d+)?\s*(?:mV|mm|ms)\b)/gi, quantity: { duration: 'p_ms', amplitude: 'p_mv' } },
  { re: /\bR(?:['′’]|\s*prime)(?:[\s-]*wave)?(?!\w)/gi, quantity: { amplitude: 'r_prime_mv' }, needsLead: true },
  { re: /\bR\s*\/\s*S(?:[\s-]+(?:wave\s+)?ratio)?\b/g, quantity: { none: 'rs_ratio' }, needsLead: true },
  { re: /\bR[\s-]*(?:wave\s+)?peak\s+time\b|\bintrinsicoid\s+deflection\b|\bventricular\s+activation\s+time\b|\bRPT\b|\bVAT\b/gi, quantity: { duration: 'r_peak_time_ms' }, needsLead: true, bare: 'duration' },
  // a small r or s with its voltage ("rSR′ (r 0.3 mV, R′ 0.6 mV)") is that wave's amplitude
  { re: new RegExp(String.raw`\bR[\s-]*waves?(?:\s+(?:amplitude|height|voltage))?\b|\bR\b(?=\s*(?:\(|in\b|of\b|wave|amplitude|=|:|\s+(?:lead\s+)?(?:aV|V\d|I)))|(?<=\bthe\s)R(?=\s+(?:is|was|measures|reaches)\b)|\bR(?=V\d|aV[LRF])|(?<!['’]|[\d.]\d\s?)\b[rR](?=(?:\s+\(?|,\s*)${AMPLITUDE})`, 'g'), quantity: { amplitude: 'r_mv' }, needsLead: true },
  { re: new RegExp(String.raw`\bS[\s-]*waves?(?:\s+(?:amplitude|depth|voltage))?\b|\bS\b(?=\s*(?:\(|in\b|of\b|wave|amplitude|=|:|\s+(?:lead\s+)?(?:aV|V\d|I)))|(?<=\bthe\s)S(?=\s+(?:is|was|measures|reaches)\b)|\bS(?=V\d|aV[LRF])|(?<!['’]|[\d.]\d\s?)\b[sS](?=(?:\s+\(?|,\s*)${AMPLITUDE})`, 'g'), quantity: { amplitude: 's_mv' }, needsLead: true },
  { re: /\b[Qq][\s-]*waves?(?:\s+(?:amplitude|depth|duration|width))?\b/g, quantity: { amplitude: 'q_mv', duration: 'q_ms' }, needsLead: true },
  { re: new RegExp(String.raw`${AFTER_ANOTHER_WAVE}(?:\bT[\s-]*waves?(?:\s+(?:amplitude|height))?\b|\bT\s+(?:amplitudes?|height)\b|\bT(?=\s+in\s+(?:leads?\s+)?(?:I{1,3}|aV[RLF]|V[1-9])\b)|\bT(?=(?:\s+(?:inverted|upright|negative|positive|flat(?:tened)?|tall|peaked))?\s+\(?${AMPLITUDE}))`, 'gi'), quantity: { amplitude: 't_mv' }, needsLead: true },
  { re: /\bU[\s-]*waves?(?:\s+(?:amplitude|height))?\b/gi, quantity: { amplitude: 'u_mv' }, needsLead: true },
  // a bare wave letter right before its lead, as in terse reports: "T V1 −2 mm", "P II 1.2 mm", "Q III 3 mm"
  { re: /\bT(?=\s+(?:I{1,3}|aV[RLF]|V[1-9])\b\s*(?:m[Vv]|mm)?\s*[:=]?\s*[-+−]?\d)/g, quantity: { amplitude: 't_mv' }, needsLead: true },
  { re: /\bP(?=\s+(?:in\s+(?:lead\s+)?)?(?:I{1,3}|aV[RLF]|V[1-9])\b\s*(?:m[Vv]|mm)?\s*[:=]?\s*[-+−]?\d)/g, quantity: { amplitude: 'p_mv', duration: 'p_ms' } },
  { re: /\bQ(?=\s+(?:I{1,3}|aV[RLF]|V[1-9])\b\s*(?:m[Vv]|mm)?\s*[:=]?\s*[-+−]?\d)/g, quantity: { amplitude: 'q_mv', duration: 'q_ms' }, needsLead: true },
  { re: /\bST[\s-]*(?:segments?\s+)?(?:elevations?|elevated)\b|\belevated\s+ST\b|\bST\s+(?:is\s+|are\s+)?elevated\b|\bSTE\b|\bST\s?[↑⬆]|\b(?:supra-?desnivel|supra-?shift|supra-?level(?:ing|ling)?|rise|raising)\s+of\s+(?:the\s+)?(?:segment\s+)?ST(?:[\s-]*segments?)?\b|\b(?:segment\s+)?ST(?:[\s-]*segments?)?\s+(?:is\s+|are\s+)?(?:raised|lifted)\b/gi, quantity: { amplitude: 'st_mv' }, sign: 1, needsLead: true },
  { re: /\bST[\s-]*(?:segments?\s+)?(?:depressions?|depressed|sagging|sag)\b|\bdepressed\s+ST\b|\bST\s+(?:is\s+|are\s+)?depressed\b|\bSTD\b|\bST\s?[↓⬇]|\b(?:infra-?desnivel|under-?shift|infra-?shift|lowering|descent)\s+of\s+(?:the\s+)?(?:segment\s+)?ST(?:[\s-]*segments?)?\b|\b(?:segment\s+)?ST(?:[\s-]*segments?)?\s+(?:is\s+|are\s+)?(?:lowered|descended)\b/gi, quantity: { amplitude: 'st_mv' }, sign: -1, needsLead: true },
  { re: /\bST(?:[\s-]*segments?)?\b(?![\s-]*(?:elev|depr|T\b))/gi, quantity: { amplitude: 'st_mv' }, needsLead: true },
  // "V4: J −1.5 mm", "J point +2 mm": the ST level at the J point, by a lead's label
  { re: /(?<=(?:^|[\n:;,(|]|\bat)\s*)J(?:[\s-]*point)?(?=\s*[:=]?\s*[+\-−]?\s*\d+(?:[.,]\d+)?\s*(?:mm|mV|[µμu]V)\b)/g, quantity: { amplitude: 'st_mv' }, needsLead: true },
  { re: /\bSokolow(?:[\s–-]*Lyon)?(?:\s+(?:index|criteri(?:on|a)|voltage|sum))?\b|\bS(?:[\s-]*wave)?\s*(?:in\s+)?\(?V1\)?\s*(?:\+|plus)\s*(?:the\s+)?R(?:[\s-]*wave)?\s*(?:in\s+)?\(?V[56]\)?|\bSV1\s*\+\s*RV[56]\b|\bRV[56]\s*\+\s*SV1\b|\bR(?:[\s-]*wave)?\s*(?:in\s+)?\(?V[56]\)?\s*(?:\+|plus)\s*(?:the\s+)?S(?:[\s-]*wave)?\s*(?:in\s+)?\(?V1\)?/gi, quantity: { amplitude: 'sokolow_mv' } },
  // a sum after the waves it adds, each named with its lead ("S V1 11 mm, R V5 12 mm, sum 23 mm", "…, giving 46 mm")
  { re: new RegExp(String.raw`(?<=\bS(?:[\s-]*wave)?\s*(?:in\s+)?\(?V1\b[^.;\n]{0,60}\bR(?:[\s-]*wave)?\s*(?:in\s+)?\(?V[56]\b(?:(?!Cornell)[^.\n]){0,40}|\bR(?:[\s-]*wave)?\s*(?:in\s+)?\(?V[56]\b[^.;\n]{0,60}\bS(?:[\s-]*wave)?\s*(?:in\s+)?\(?V1\b(?:(?!Cornell)[^.\n]){0,40})${SUM_WORD}`, 'gi'), quantity: { amplitude: 'sokolow_mv' }, sumWord: true },
  { re: new RegExp(String.raw`(?<=\bR(?:[\s-]*wave)?\s*(?:in\s+)?\(?aVL\b[^.;\n]{0,60}\bS(?:[\s-]*wave)?\s*(?:in\s+)?\(?V3\b(?:(?!Sokolow)[^.\n]){0,40}|\bS(?:[\s-]*wave)?\s*(?:in\s+)?\(?V3\b[^.;\n]{0,60}\bR(?:[\s-]*wave)?\s*(?:in\s+)?\(?aVL\b(?:(?!Sokolow)[^.\n]){0,40})${SUM_WORD}`, 'gi'), quantity: { amplitude: 'cornell_mv' }, sumWord: true },
  // the Cornell product (voltage × QRS duration, "3100 mm·ms"): in mV·ms, as an amplitude in mm is read as a tenth in mV
  { re: /\bCornell[\s-]+(?:voltage[\s-]+)?(?:duration[\s-]+)?product\b/gi, quantity: { amplitude: 'cornell_product' } },
  { re: /\bCornell(?![\s-]+(?:product|duration|voltage[\s-]+(?:duration|product)))(?:\s+(?:voltage|index|criteri(?:on|a)))?\b|\bR(?:[\s-]*wave)?\s*(?:in\s+)?\(?aVL\)?\s*\+\s*S(?:[\s-]*wave)?\s*(?:in\s+)?\(?V3\)?/gi, quantity: { amplitude: 'cornell_mv' } },
];

const ECTOPIC = /\b(?:premature|ectopics?|extrasystol\w*|PVCs?|VPCs?|PACs?|APCs?|bigemin\w*|trigemin\w*|comes?\s+early|early\s+(?:(?:wide|broad|narrow)\s+)?(?:beats?|complex(?:es)?)|odd\s+beats?)\b/i;

/**
 * A QRS width said of premature beats (named in its clause before it, or just after it) is theirs, not the dominant
 * beats' the analysis measures.
 */
export function saidOfEctopicBeats(text: string, clause: [number, number], claimEnd: number): boolean {
  const after = text.slice(claimEnd, Math.min(clause[1], claimEnd + 40));
  // not into the next clause nor a denial ("narrow, around 80–90 ms, and I don't see any wide, premature beats")
  const stop = after.search(/[.;!?](?=\s)|\n|,\s*(?:and|but)\s|\b(?:no|without)\s|n't\b/);
  const tail = stop < 0 ? after : after.slice(0, stop);
  const around = text.slice(clause[0], claimEnd) + tail;
  // "QRS 0.09 s in the sinus beats (the ectopics are broad, ~0.14 s)": the value says whose it is
  if (CONDUCTED_AFTER.test(tail)) return false;
  // …but a parenthesis after the value with a value of its own glosses other beats: "QRS 88 (ectopics ~140 ms)"
  const ectopic = ECTOPIC.test(text.slice(clause[0], claimEnd)) || (!/^\s*\([^)]*\d/.test(tail) && ECTOPIC.test(tail));
  // "The QRS is wider than the sinus QRS, roughly 140 ms": set against the dominant beats, it is other beats'
  if (WIDER_THAN_DOMINANT.test(around)) return true;
  return (ectopic || underEctopicLeadIn(text, clause[0]) || pronounForEctopics(text, clause[0], claimEnd)) && !CONDUCTED_QRS.test(around);
}

/** "I count 4 PVCs. They are wide (QRS ~0.14 s)": a clause opened by a pronoun whose sentence before names the ectopics. */
const PRONOUN_OPENING = /^\W*(?:they|these|those|these\s+beats|those\s+beats|each\s+of\s+them|all\s+of\s+them)\s+(?:are|were|look|looked|appear|have|had|show)\b/i;
function pronounForEctopics(text: string, clauseStart: number, claimEnd: number): boolean {
  if (!PRONOUN_OPENING.test(text.slice(clauseStart, claimEnd))) return false;
  const before = text.slice(Math.max(0, clauseStart - 200), clauseStart).replace(/[\s.!?]+$/, '');
  const sentence = before.slice(before.search(/[^.!?\n]*$/));
  return ECTOPIC.test(sentence);
}

/** Whether a keyword names the wave of a letter ("S wave", "S" for S; not "ST elevation"). */
const namesWave = (keyword: string, letter: string) => keyword[0]?.toUpperCase() === letter && !/^.T/i.test(keyword);

/** The QRS of the conducted (dominant) beats is named, not the ectopic beats'. */
const WIDER_THAN_DOMINANT = /\b(?:wider|broader)\s+than\s+(?:the\s+|those\s+of\s+the\s+|in\s+the\s+)?(?:sinus|normal|native|conducted|underlying|dominant|other)\s+(?:QRS|beats?|complex(?:es)?)\b/i;
const CONDUCTED_QRS = /\b(?:conducted|sinus|normal|underlying|dominant)\s+(?:beats?\s+)?(?:QRS|complex)/i;
const CONDUCTED_AFTER = /^\s*\(?\s*(?:in|of|for|on)\s+(?:the\s+)?(?:sinus|conducted|normal|underlying|dominant|native)\s+(?:beats?|complex(?:es)?|rhythm)\b/i;
const BULLET_LINE = /^\s*(?:[*•-]|\d{1,2}[.)])\s/;
const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;

/** "These beats:" after the PVCs are named, then bullets ("* Have a wide QRS complex (0.14 s)"): the bullets describe them. */
function underEctopicLeadIn(text: string, at: number): boolean {
  let lineStart = text.lastIndexOf('\n', at - 1) + 1;
  if (!BULLET_LINE.test(text.slice(lineStart, lineStart + 8))) return false;
  const indent = indentOf(text.slice(lineStart, lineStart + 40));
  for (let k = 0; k < 8 && lineStart > 0; k++) {
    const prevStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const line = text.slice(prevStart, lineStart - 1);
    // a nested bullet's parent bullet is its lead-in ("* **PVCs:**" over "    * Wide and bizarre QRS (~140 ms)")
    const parent = BULLET_LINE.test(line) && indentOf(line) < indent;
    if (!BULLET_LINE.test(line) || parent) {
      const tail = line.slice(-160);
      const last = tail.split(/[.!?](?=\s)/).pop() ?? '';
      return /:\W*$/.test(line) && ECTOPIC.test(tail) && !CONDUCTED_QRS.test(last);
    }
    lineStart = prevStart;
  }
  return false;
}

// "QT/QTc 380/416", "QT QTc: 384 / 418 ms", a JSON key and its string ("qt_qtc": "384 / 418 ms")
// …also in a table row or after a bold key ("| PR / QRS | ~150 ms / ~95 ms |", "**QT/QTc:** 360 ms / ~425 ms")
const SLASH = /\b((?:PR|QRS|QTc|QT|RR|HR|VR|rate)(?:(?:\s*\/\s*|\s+)(?:PR|QRS|QTc|QT|RR)){1,5})["']?\s*(?:intervals?)?\s*(?:\((?:in\s+)?(?:ms|msec)\)\s*)?(?:\**\s*[:=|]\s*\**|(?:is|are|of|were)\b)?\s*["']?\s*((?:[~≈]\s*)?\d{2,4}(?:\s*ms(?:ec)?)?(?:\s*\/\s*[~≈]?\s*\d{2,4}(?:\s*ms(?:ec)?(?=\s*\/))?){1,5})\s*(ms|msec|milliseconds)?/gi;
/** "Rate/PR/QRS: 80/150/96": a rate named first is in bpm, the intervals in ms. */
const SLASH_QUANTITY: Record<string, [string, string]> = { pr: ['pr_ms', 'ms'], qrs: ['qrs_ms', 'ms'], qt: ['qt_ms', 'ms'], qtc: ['qtc_ms', 'ms'], rr: ['rr_ms', 'ms'], hr: ['hr_bpm', 'bpm'], vr: ['hr_bpm', 'bpm'], rate: ['hr_bpm', 'bpm'] };

interface KeywordHit {
  start: number;
  end: number;
  kw: Keyword;
}

function keywordHits(text: string, clause: Clause): KeywordHit[] {
  const hits: KeywordHit[] = [];
  const [a, b] = clause.span;
  const body = text.slice(0, b);
  for (const kw of KEYWORDS) {
    kw.re.lastIndex = a;
    for (let m = kw.re.exec(body); m; m = kw.re.exec(body)) {
      if (m[0].length === 0) {
        kw.re.lastIndex++;
        continue;
      }
      const start = m.index;
      const end = m.index + m[0].length;
      // keep the longest keyword at a position ("QRS duration" over "QRS", "atrial rate" over "rate")
      if (hits.some((h) => h.start <= start && h.end >= end)) continue;
      for (let i = hits.length - 1; i >= 0; i--) if (start <= hits[i].start && end >= hits[i].end) hits.splice(i, 1);
      hits.push({ start, end, kw });
    }
  }
  return hits.sort((x, y) => x.start - y.start);
}

const J_POINT = String.raw`(?:at\s+(?:the\s+)?J(?:[\s-]*point)?(?:\s*\+\s*\d{2}(?:\s*ms)?)?\s*)?`;
const VALUE_THEN_LEADS = new RegExp(String.raw`^\s*${J_POINT}(?:and\s+(?:about\s+|~|≈)?\d+(?:[.,]\d+)?\s*(?:mm|mV)\s*${J_POINT})?(?:(?:in|at)\s+(?:leads?\s+)?)?$`, 'i');

const SIBLING_THEN_LEAD = /^\s*(?:,|and)\s*(?:about\s+|~|≈)?\d+(?:[.,]\d+)?\s*(?:ms|mV|mm)\s+(?:in|on)\s+(?:leads?\s+)?$/i;

const EVERY_LEAD = /^[^.;\d]{0,25}\b(?:in\s+(?:every|each|all(?:\s+12)?)\s+leads?|throughout|across\s+(?:all\s+)?(?:the\s+)?leads)\b/i;

const PRODUCT_UNIT_AFTER = /^\s*[·⋅*×x.∙-]\s*ms\b/;

const POINT_SCORE = /\bpoints?\b|\bRomhilt|\bEstes\b|\bscore\b/i;

/** A run of lead values between a keyword and a far value ("ST deviation V1 +2 mm | V2 +3.5 mm | … | V6 +1 mm"). */
const LEAD_VALUE_RUN = new RegExp(String.raw`^[^\d\n|;]{0,30}(?:${LEAD_NAME}[ \t]*[:=]?[ \t]*[+−–-]?\d{1,3}(?:[.,]\d{1,2})?[ \t]*(?:mm|mV)?[ \t]*[|,;/][ \t]*){1,11}${LEAD_NAME}[ \t]*[:=]?[ \t]*$`);

/** What keeps a value from the leads after it: a dash, a semicolon, an arrow, "and", another wave's letter. */
const LEADS_AFTER_CUT_OFF = new RegExp(String.raw`[—–;]|\s-\s|${ARROW}|\band\b|\bthan\b|\b(?:ST|[PQRST])\s*\(?\s*$`);

function leadsNear(text: string, leads: LeadMention[], kw: KeywordHit, num: NumberMention): string[] {
  const between = leads.filter((l) => l.span[0] >= kw.end && l.span[1] <= num.span[0]);
  // "ST elevation in V1–V4: 2 mm in V1, 3.5 mm in V2 and V3": the leads right after a number are its leads,
  // …and so are those right after it with nothing between in a terse list ("ST elevation 2 mm V1, 3.5 mm V2–V3")
  // …also past the point measured and a second value ("3.5 mm at the J point and 4 mm at J+60 in V2 and V3")
  const right = leads.find((l) => l.span[0] >= num.span[1] && VALUE_THEN_LEADS.test(text.slice(num.span[1], l.span[0])));
  if (right && between.length) return right.leads;
  // "R-wave progression (V1 2 mm, V2 4 mm, V3 7 mm)": the lead right before a number is its lead
  const direct = between.filter((l) => /^[\s:=(|]*(?:(?:is|are|was|were|at|measures?|reach(?:es)?)\s+)?(?:about|approx\.?|~|≈|[<>≤≥])?\s*$/i.test(text.slice(l.span[1], num.span[0])));
  if (direct.length && between.length > 1) return direct[direct.length - 1].leads;
  if (between.length) return between.flatMap((l) => l.leads);
  const anchor = Math.max(num.span[1], kw.end);
  // not across a dash or a new clause ("a taller R′ (~0.6 mV) — and lead I and V6 have …")
  // …nor out of the parenthesis holding the value into another statement ("rSR′ (R′ 0,6 mV), widened S in I, V6"; but
  // "ST elevation (~1 mm) in V2–V3")
  const open = text.lastIndexOf('(', num.span[0]);
  const inParens = open > text.lastIndexOf(')', num.span[0]) && num.span[0] - open < 80;
  // a value before its keyword ("V2 and V3 have ~3.5 mm of ST elevation, V1 and V4 around 2.5 mm") takes leads after the
  // keyword only through a preposition or right after it ("1 mm ST depression V5–V6"): after a comma they are the next item's
  const valueFirst = kw.start >= num.span[1];
  // …nor another wave's lead ("V5: R 24 mm, so S(V1) + R(V5)")
  const after = leads.filter((l) => l.span[0] >= anchor && l.span[0] - anchor <= 16 && !LEADS_AFTER_CUT_OFF.test(text.slice(anchor, l.span[0]))
    && (!valueFirst || /^\s*(?:(?:in|at|over|across|throughout)\b|\(?\s*$)/i.test(text.slice(anchor, l.span[0]))) && !(inParens && text.slice(anchor, l.span[0]).includes(')') && !/^\s*\)\s*(?:(?:in|at|over|across)\s+)?(?:the\s+)?(?:leads?\s+)?$/i.test(text.slice(anchor, l.span[0]))));
  if (after.length) return after[0].leads;
  // "P waves (about 0.12 mV, 100 ms in lead II)": the wave's two values, then the lead both were measured in
  const sibling = leads.find((l) => l.span[0] >= anchor && SIBLING_THEN_LEAD.test(text.slice(anchor, l.span[0])));
  if (sibling) return sibling.leads;
  const before = leads.filter((l) => l.span[1] <= kw.start && kw.start - l.span[1] <= 40);
  if (before.length) return before[before.length - 1].leads;
  return [];
}

/** A line that heads a lead's section: "### V1", "**V2**", "Lead I: yes, normal." */
const LEAD_SECTION = /^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*|__)?[ \t]*(?:[Ll]ead[ \t]+)?(I{1,3}|aV[RLF]|V[1-9])(?:\*\*|__)?[ \t]*(?:[:—–][^\n]*)?$/;
/** The lead whose section a bullet (or the heading line itself) stands in, [] outside one: at most 12 lines up. */
function sectionLead(text: string, at: number): string[] {
  let end = text.indexOf('\n', at);
  if (end < 0) end = text.length;
  for (let n = 0; n < 12 && end > 0; n++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    const heading = LEAD_SECTION.exec(line);
    if (heading) return [heading[1]];
    if (!BULLET_LINE.test(line)) return [];
    end = start - 1;
  }
  return [];
}

/**
 * The one lead (or lead group) named earlier in the sentence of a wave's amplitude that names none near it: "The QRS
 * in V1 shows an rSR′ pattern — small r (~3 mm), then a taller R′ (~6 mm)". Two groups leave it without a lead.
 */
function sentenceLeads(text: string, clauseStart: number, keyword: number): string[] {
  const mentions = findLeadMentions(text, sentenceStart(text, Math.max(0, clauseStart - 160), keyword), keyword);
  return mentions.length === 1 ? mentions[0].leads : [];
}

const ST_VERB = /^\s*(?:in\s+(?:leads?\s+)?(?:I{1,3}|aV[RLF]|V[1-6])(?:\s*(?:[,–-]|and|to)\s*(?:I{1,3}|aV[RLF]|V[1-6]))*\s+)?(?:(?:is|are|was|were|looks?|appears?|seems?)\s+)?(?:slightly\s+|mildly\s+|clearly\s+)?(depressed|elevated|raised|down|up)\b(?!\s*-?\s*sloping)/i;

/** "ST: horizontal depression ≈ 0.07 mV": the change named after a sign-less ST keyword */
const ST_NOUN = /^\s*[:=–—-]?\s*(?:(?:horizontal|downsloping|down-sloping|upsloping|up-sloping|flat|mild|slight|minimal|subtle|shallow|marked|convex|concave|reciprocal)\s+){0,2}(depression|elevation)\b/i;

function stSignBetween(between: string): 1 | -1 | undefined {
  const verb = (ST_VERB.exec(between) ?? ST_NOUN.exec(between))?.[1].toLowerCase();
  return verb === undefined ? undefined : verb === 'depressed' || verb === 'depression' || verb === 'down' ? -1 : 1;
}

/** The change named right after an ST value and its unit ("~0.7 mm depression", "1 mm of elevation"). */
const stSignAfter = (text: string, end: number) => stSignBetween(text.slice(end, end + 40).replace(/^\s*(?:mm|mV)\b\s*(?:of\s+)?/, ''));

/** The bound a negation leaves of "over X" (at most X) or "under X" (at least X). */
function deniedBound(num: NumberMention): { value: string; range: [number, number] } {
  return num.comparator === '>' ? { value: `<${num.value}`, range: [num.range[0] < 0 ? -1e9 : 0, num.range[0]] } : { value: `>${num.value}`, range: [num.range[1], 1e9] };
}

/** A number's claimed value and range, open-ended after "over", "below", "beyond" … */
function bounded(num: NumberMention): { value: number | string; range: [number, number] } {
  if (num.comparator === '<') return { value: `<${num.value}`, range: [num.range[1] < 0 ? -1e9 : 0, num.range[1]] };
  if (num.comparator === '>') return { value: `>${num.value}`, range: [num.range[0], 1e9] };
  return { value: num.value, range: num.range };
}

/** "that can't be −20°", "the QRS is not 120 ms": a value denied right before it (a bound under a denial is read apart). */
/** "isn't 130 ms", and a correction after the right value: "100 ms, not 130 ms", "100 rather than 130 ms". */
const DENIED_VALUE_BEFORE = /(?:\b(?:can['’]?t|cannot|can\s+not|could\s*n['’]t|is\s+not|isn['’]t|are\s+not|aren['’]t)\s+(?:be\s+)?|(?<=\d\s*(?:ms|msec|mV|mm|bpm|°)?\s*[,;(]?\s*)(?:not|rather\s+than|instead\s+of)\s+)(?:about\s+|around\s+|roughly\s+|[~≈]\s*)?$/i;
/** …or asked by a question answered No: "Is the rate 75/min? No.", "The heart rate is 75/min. — F" (quiz-keys.ts). */
/** (…a value the question names, not one the answer gives after its "No": "QTc prolonged? A: No — QTc 400 ms") */
const answeredNo = (text: string, clause: Clause, at: number) => clause.answer !== undefined && at < clause.answer[0] && /\b(?:no|none|absent|not)\b/i.test(text.slice(clause.answer[0], clause.answer[1]));
/** …or listed as a hallucination (HALLUCINATION_LIST). */
const valueDenied = (text: string, clause: Clause, num: NumberMention) => num.comparator === null && (DENIED_VALUE_BEFORE.test(text.slice(Math.max(clause.span[0], num.span[0] - 24), num.span[0])) || HALLUCINATION_LIST.test(text.slice(Math.max(clause.span[0], num.span[0] - 120), num.span[0])) || answeredNo(text, clause, num.span[0]));

/** A unitless number read as a voltage in mV, through `toMv` (from mm, or as it stands). */
function inMillivolts(num: NumberMention, toMv: (x: number) => number): NumberMention {
  return { ...num, value: toMv(num.value), range: [toMv(num.range[0]), toMv(num.range[1])], dimension: 'amplitude', unit: 'mV' };
}

function bareDimension(kw: Keyword, num: NumberMention): NumberMention | null {
  if (num.dimension !== 'none' || !kw.bare) return null;
  const v = num.value;
  if (kw.bare === 'rate' && v >= 15 && v <= 350 && Number.isInteger(num.range[0]) && Number.isInteger(num.range[1])) return { ...num, dimension: 'rate', unit: 'bpm' };
  if (kw.bare === 'angle' && v >= -180 && v <= 360) return { ...num, dimension: 'angle', unit: 'deg' };
  if (kw.bare === 'duration') {
    if (v >= 30 && v <= 2500) return { ...num, dimension: 'duration', unit: 'ms' };
    if (v > 0.02 && v < 2.5) return { ...num, value: v * 1000, range: [num.range[0] * 1000, num.range[1] * 1000], dimension: 'duration', unit: 'ms' };
  }
  return null;
}

/** The heart-rate rules of a 10-s strip and of the paper: complexes × 6, 1500 / small squares, 300 / large squares. */
const RATE_ARITHMETIC = /(?:[×x*]\s*6|\b(?:1500|300)\s*\/\s*\d+(?:[.,]\d+)?)\s*[=≈~]\s*$/i;
/** A change ("rate has increased by 30 bpm since …") or a definition ("normal needs a rate of 60 to 100"): no value of this ECG. */
const CHANGE_OR_DEFINITION_BEFORE = /(?:\b(?:an?\s+)?normal\s+(?:(?:resting|adult|healthy)\s+)?(?:QRS|PR|QTc?|QT|P[\s-]*wave|(?:heart\s+)?rate)\s+(?:is|would\s+be)|\b(?:increased|decreased|risen|rose|fallen|fell|dropped|changed|gone\s+(?:up|down)|slowed|sped\s+up|lengthened|shortened|widened|narrowed|prolonged|quickened)\s+by|\b(?:increase|decrease|rise|fall|drop|change|prolongation|lengthening|shortening)\s+of|\b(?:up|down|increased|decreased|risen|rose|fallen|fell|dropped|slowed|sped\s+up|changed|improved)\s+from|\bpreviously\s+(?:reported\s+as|measured\s+(?:at|as)|was|were|at)|\b(?:needs?|requires?|defined\s+as|should\s+be|must\s+be|normally(?:\s+(?:is|are))?|normal\s+(?:is|being))\b[^.;\n(]{0,25})\s*(?:about|approx\.?|~|≈|roughly|around)?\s*$/i;
/** The stretch of paper beats are counted over ("count the QRS complexes in 30 large boxes"): no interval. */
const COUNTED_OVER_BEFORE = /\b(?:complexes|beats|R[\s-]*waves|QRSs?)\s+(?:in|over|across|within)\s+(?:the\s+)?(?:first\s+|next\s+|a\s+)?$/i;
/** A change given by its size ("an 80 ms rise", "a 20 bpm drop"): no value of this ECG (a comparative, "40 ms longer than the QT", compares two of its values). */
const CHANGE_AFTER = /^\s*(?:ms|msec|bpm|beats\/min|°|degrees|mm|mV)?\s*(?:rise|increase|increment|drop|fall|decrease|reduction|prolongation|lengthening|shortening|change|jump)\b/i;
/** "a normal PR of 120–200 ms" defines the normal range (group 1: a bound word); "a normal QTc of ~410 ms" gives this ECG's value. */
const NORMAL_OF_BEFORE = /\b(?:an?\s+)?normal\s+(?:(?:resting|adult|healthy)\s+)?(?:QRS|PR|QTc?|QT|P[\s-]*wave|(?:heart\s+)?rate)\s+of\s*(?:about|approx\.?|~|≈|roughly|around|(up\s+to|under|below|less\s+than|[<>≤≥]=?))?\s*$/i;
/** "the axis is normal, roughly +60°": a predicate with a claim of its own, then the value (group 1: its approximator). */
const PREDICATE_THEN_VALUE = /^\s*(?::\s*)?(?:(?:the\s+)?(?:axis|QRS|PR|QTc?|rate)\s+)?(?:is|are|was|looks|appears|seems)?\s*(?:normal|narrow|wide|broad|prolonged)(?:\s+to\s+me)?\s*,\s*((?:about|approx\.?|around|roughly|like|~|≈)?\s*)$/i;
/** A sum of several waves ("S V1 + R V5 … sum 46 mm") is no amplitude of the wave named last. */
const SUM_BEFORE = /\b(?:sum|total)\s*(?:is|of|=|:)?\s*(?:about|≈|~)?\s*$/i;
const POPULATION_RANGE_BEFORE = new RegExp(String.raw`\bfor\s+(?:an?\s+)?(?:[\w-]+\s+)?${AGE_GROUP}\s*[(,:—–]?\s*(?:is\s+|of\s+)?(?:roughly|about|approx\.?|around|~)?\s*$`, 'i');
const STRETCH_LENGTH_BEFORE = /\b\d+(?:\.\d+)?[\s-]*(?:s|secs?|seconds?)\s+(?:stretch|strip|window|segment|run|section|span|tracing|sample)\s*\(\s*(?:about\s+|~\s*|≈\s*)?$/i;
const SOME_BEATS_BEFORE = /\bsome\s+(?:of\s+the\s+)?(?:beats|complexes|QRS(?:\s+complexes)?|R[\s-]*waves|intervals|R-?R(?:\s+intervals|s)?)\s+(?:are|were|come|sit|fall)\b[^.;\n]{0,25}$/i;
/** The first bound of a range in brackets, opened by what `opener` matches; the second bound is read after it. */
function bracketedRange(opener: string): { open: RegExp; end: RegExp } {
  return { open: new RegExp(String.raw`${opener}\s*$`, 'i'), end: new RegExp(String.raw`${opener}\s*[-−+]?\d+(?:[.,]\d+)?\s*(?:°|ms|bpm)?\s*(?:to|–|—)\s*$`, 'i') };
}
const RANGE_CONTINUES = /^\s*(?:°|ms|bpm)?\s*(?:to|–|—)\s*[-−+]?\d/i;
/** "+60° (−30° to +90°)": a range in brackets right after a value. */
const RANGE_AFTER_VALUE = bracketedRange(String.raw`\d\s*(?:°|ms|bpm)\s*[([]`);
/** "normal (−30° to +90°)", "(criterion −45° to −90°)": a range glossing "normal" or a criterion. */
const RANGE_GLOSSING = bracketedRange(String.raw`(?:\bnormal\s*\(|\(\s*criteri(?:on|a)\s*:?)`);
// (the range read as one number, "−45° to −90°", or its first bound)
const inRange = (r: { open: RegExp; end: RegExp }, before: string, after: string, num: NumberMention) => (r.open.test(before) && (RANGE_CONTINUES.test(after) || num.range[0] !== num.range[1])) || r.end.test(before);
/** A reference range or limit written beside a value ("(normal 0.12–0.20 s)", "upper limit 460 ms", "the criterion (R′ > 15 mm)"): no claim. */
const REFERENCE_BEFORE = /\bcriteri(?:on|a)\s*(?:is\s+)?[:=]?\s*(?:[<>≤≥]=?|above|over|under|below)\s*$|\b(?:cut-?offs?|thresholds?)\s*\([^()\n]{0,40}\/\s*$|\b(?:criteri(?:on|a)|threshold|cut-?off)\s*\([^()\n]{0,25}(?:[<>≤≥]=?|above|over|under|below)\s*$|(?:\(\s*(?:normal|norm|ref(?:erence)?|N)\b|\[|\b(?:normal|reference)\s+(?:(?:waking|resting|sleeping|adult|paediatric|pediatric)\s+)?(?:range|values?|limits?)|\bupper\s+limit(?:\s+of\s+normal)?|\bULN|\bcut-?offs?|\bthresholds?)(?:\s+for\s+[\w-]+(?:\s+[\w-]+){0,2})?(?:\s+in\s+V\d(?:\s*[–-]\s*V\d)?)?\s*(?:is\s+|of\s+)?[:=(]?\s*(?:[<>≤≥]=?|up\s+to|under|below|above|over|until|till)?\s*(?:(?:roughly|about|around|approx(?:\.|imately)?)\s+|~\s*)?(?:[-−+]?\d+(?:[.,]\d+)?\s*(?:°|ms|bpm|mm|mV)?\s*(?:to|–|—|-)\s*)?$/i;
/** A reference range restated in other units: "the normal range is 120–200 ms, i.e. 3 to 5 small squares". */
const REFERENCE_RESTATED_BEFORE = /\b(?:normal|reference)\s+(?:range|values?|limits?)\b[^.;\n]{0,40}?\d[^.;\n]{0,20}?,?\s*(?:i\.e\.?|or|that\s+is)\s*,?\s*$/i;
/** …or after it: "well above the 35 mm threshold", "below the 28 mm (men) / 20 mm (women) cut-offs", "beyond the 200 ms upper limit". */
const REFERENCE_AFTER = /^\s*(?:mm|mV|ms|msec|s|sec|bpm|°|degrees?)?\s*(?:\((?:men|women|males?|females?|M|F)\)\s*)?(?:(?:I{1,3}|aV[RLF]|V[1-9])(?:\s*[–-]\s*V[1-9])?\s+)?(?:\/\s*\d+(?:\.\d+)?\s*(?:mm|mV|ms)?\s*(?:\((?:men|women|males?|females?|M|F)\)\s*)?)?(?:in\s+(?:men|women|males|females)\b|(?:[RSQT]\s*(?:\(\s*(?:I{1,3}|aV[RLF]|V[1-9])\s*\)|(?:in\s+)?(?:I{1,3}|aV[RLF]|V[1-9]))\s+)?(?:(?:Sokolow[\s–-]*Lyon|Cornell|voltage|QTc?|PR|QRS|rate|male|female|men's|women's|limb[\s-]leads?|chest[\s-]leads?|precordial|STEMI|ST)\s+)?(?:thresholds?|cut-?offs?|cut\s+points?|(?:upper|lower)\s+limits?|limits?(?:\s+of\s+normal)?|criteri(?:on|a))\b|(?:is|are)\s+(?:the\s+)?(?:(?:usual|normal|typical|standard|adult|resting)\s+){0,3}(?:reference|normal)\s+(?:range|limits?|values?)\b)/i;
/** A criterion restated right after a value: "R in aVL is 12 mm (> 11 mm)", "QTc 470 ms > 450 ms". */
const CRITERION_AFTER_VALUE = /\d\s*(?:mm|mV|ms|msec|s|bpm|°)?\s*(?:\(\s*(?:[<>≤≥]=?|over|above|under|below)|[<>≤≥]=?)\s*$/i;
/** The result of a sum ("R aVL 12 mm + S V3 8 mm = 20 mm"): a voltage index, no amplitude of the wave named last. */
// (a "≈" only after an addend's value: in "plus R V5 ≈ 24 mm" it approximates the addend)
const SUM_RESULT_BEFORE = /(?:\+|\bplus\b)[^+=\n]{1,40}(?:=|\bequal(?:s|\s+to)?\b|\bcomes?\s+to\b|\bgives?\b)\s*(?:about|approx\.?|~|≈)?\s*$|(?:\+|\bplus\b)[^+=\n]{0,40}?(?<![A-Za-z])\d+(?:[.,]\d+)?\s*(?:mm|mV)?\s*\)?\s*≈\s*$/i;
/** "S V2 25 mm and R V6 18 mm, giving 43 mm": two voltages, then their sum */
const VOLTAGES_SUMMED_BEFORE = new RegExp(String.raw`\d\s*(?:mm|mV)\b[^+=\n.;]{1,40}\d\s*(?:mm|mV)\b[^\d\n.;]{0,12}\b(?:${SUM_VERB})\s*(?:about|approx\.?|~|≈)?\s*$`, 'i');
const COUNT_AFTER = /^\s*(?:conducted\s+)?(?:QRS\s+)?(?:complexes|beats|R[\s-]?waves|QRS\b(?!\s*(?:[:=]\s*)?(?:duration|width|interval|is\b|was\b|of\b|at\b|about\b|~|≈|\d|\.\d))|cycles)/i;
/** A count of the whole strip ("on the strip", "in 10 s", "I count …"), not of some beats ("2 premature beats"). */
const STRIP_COUNT = /^\s*(?:conducted\s+)?(?:QRS\s+)?(?:complexes|beats)\s+(?:on|in)\s+(?:the|this)\s+(?:\d+[\s-]*s(?:econds?)?\s+|(?:long|whole|entire|full|rhythm|bottom)\s+)*(?:strip|tracing|record(?:ing)?|ECG)|^\s*(?:QRS\s+)?(?:complexes|beats)\s+in\s+(?:the\s+)?10[\s-]*s(?:ec(?:onds?)?)?\b|^\s*(?:QRS\s+)?(?:complexes|beats)\s+(?:analy[sz]ed|counted|in\s+total)\b|^\s*(?:QRS\s+)?complexes\s*,?\s+(?:each|all|every\s+one)\b|\b(?:I\s+count(?:ed)?|strip\s+has|there\s+are|counting\s*:?)\s*$|\bstrip\s*:\s*$/i;
/** A count of the beats in a stretch of the strip ("9 complexes in the last 4 seconds", "6 in the second half"): extract-time.ts places it. */
const STRETCH_COUNT = /^\s*(?:conducted\s+)?(?:QRS\s+)?(?:complexes|beats|QRS)?\s*(?:fall\s+|occur\s+|are\s+)?(?:in|within|during|over)\s+the\s+(?:first|last|final|opening|closing|second|latter|initial)\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|half)/i;
/** Bazett's arithmetic on the paper: a QT in ms over √RR in seconds ("380/0.91 ≈ 417", "380/√0.833 ≈ 416"). */
const QTC_ARITHMETIC = /\b[2-7]\d{2}\s*(?:ms\s*)?\/\s*[√∛]?\s*(?:0|1)?\.\d{1,3}\s*(?:s\s*)?[=≈~]\s*(?:about|approx\.?)?\s*$/i;
/** The result of a QTc formula written out: "Framingham 380 + 154 × (1 − 0.75) ≈ 495", "QTc = QT + 1.75 × (HR − 60) = … = 401.5". */
const QTC_FORMULA_RESULT = /\b(QTc[BFH]?|Bazett|Fridericia|Framingham|Hodges)\b(?:[^.;\n]|\.(?=\d)){0,60}?[+×*/√∛](?:[^.;\n]|\.(?=\d)){0,40}[=≈]\s*(?:about|approx\.?|~)?\s*$/i;
/** An operand of arithmetic ("300 / number of large squares", "300/5", "17 x 6"): no value of its own. */
const OPERAND_AFTER = /^\s*(?:[×*÷]|\+\s*\d|\/\s*(?:\d|[√∛]|sqrt|cbrt|number|the\b|\(|(?!min)[A-Za-z_]\w*\s*(?:$|[#\n)*+-]))|x\s*\d|times\s+\d|divided\b)/i;
const OPERAND_BEFORE = /(?:[/×*÷]|\d\s*x)\s*$/i;
/** A factor of a product, with or without its unit ("20.8 × 40 ms ≈ 833 ms", "9 small sq × 0.04 s = 0.36 s"). */
const FACTOR_BEFORE = /\d\s*(?:(?:small|large|big)\s+)?(?:sq(?:uare)?s?\.?|box(?:es)?|blocks?)?\s*[×*]\s*$/i;
const STRIP_TIME_BEFORE = /\b(?:at|around|near)\s+(?:about\s+|around\s+|roughly\s+|~\s*|≈\s*|t\s*=\s*)?$/i;
const ORDINAL_BEAT_AT = /\b(?:first|last|final|next|\d{1,2}(?:st|nd|rd|th)|early|premature)\s+(?:QRS(?:\s+complex)?|complex|beat|PVC|PAC|R[\s-]?wave)\s+(?:\w+\s+){0,2}(?:at|around|near)\s+(?:about\s+|~\s*)?$/i;
const LEAD_ANGLE_BEFORE = /\b(?:I{1,3}|aV[RLF])\s*(?:\(\s*|at\s+)$/;
const HALF_RR_BEFORE = /(?:½|\bhalf(?:\s+of)?(?:\s+the)?)\s*R[\s-]?R(?:\s+interval)?\s*[(:=]?\s*(?:about|~|≈)?\s*$/i;
/** A number followed by how it differs from a limit or a quantity: "… above the 450 ms limit", "… shorter than the QT". */
const OFFSET_AFTER = /^\s*(?:ms|msec|bpm|mV|mm|millimet(?:re|er)s?|°|%|per\s*cent|beats?\s+per\s+minute)?\s+(above|over|beyond|past|longer\s+than|more\s+than|higher\s+than|greater\s+than|faster\s+than|below|under|short\s+of|shorter\s+than|less\s+than|lower\s+than|slower\s+than)\s+(?:the\s+)?(?:(?:upper|lower)\s+limit\s+(?:of\s+(?:normal\s+(?:of\s+)?)?)?|(?:textbook|usual|normal)\s+)?(?:(\d+(?:\.\d+)?)|(?:uncorrected|measured|corrected|raw|previous|prior)\b|(?:[\w'’-]+\s+){0,2}(?:cut-?offs?|thresholds?|criteri(?:on|a)|limits?)\b)/i;

/** The value an offset from a limit stands for: the limit plus (or minus) the offset in canonical units, or that percentage of it. */
function offsetFrom(offset: NumberMention, limit: NumberMention, minus: boolean, percent: boolean): NumberMention {
  const unitOf = limit.dimension !== 'none' ? limit : offset;
  const by = percent ? (limit.value * offset.value) / 100 : offset.value;
  const v = Math.round((limit.value + (minus ? -by : by)) * 1000) / 1000;
  return { ...unitOf, span: offset.span, value: v, range: [v, v], approximate: true, comparator: null };
}

/** The second number of a comparison ("0.60 vs 0.30 mV"). */
const COMPARED_VALUE_BEFORE = /\d\s*(?:[a-zA-Zµ°]{1,6}\s*)?(?:vs\.?|versus)\s*$/i;
/** A keyword that only names the boundary a span is measured from ("to the onset of the QRS"): not the quantity… */
const BOUNDARY_OF = /\b(?:on-?set|start|beginning|end|offset|peak|top|apex|nadir)\s+of\s+(?:the\s+|each\s+|every\s+)?$/i;

/** …or that names it after the keyword ("from P onset to QRS onset it is 6.5 small squares"). */
const BOUNDARY_NAMED = /^\s*(?:on-?set|off-?set|end|start|peak)\b/i;

export function extractMeasurements(text: string, clause: Clause): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  const [a, b] = clause.span;
  const paper = paperScale(text);
  const numbers = findNumbers(text, a, b).map((n) => onPaper(n, paper));
  const counted = [...countedRates(text, a, b), ...recordSummaryClaims(text, a, b)];
  out.push(...counted);
  if (numbers.length === 0) return out;
  const leads = findLeadMentions(text, a, b);
  const used = new Set<number>();

  SLASH.lastIndex = a;
  const body = text.slice(0, b);
  for (let m = SLASH.exec(body); m; m = SLASH.exec(body)) {
    const names = m[1].split(/\s*\/\s*|\s+/).map((s) => s.toLowerCase());
    const values = m[2].split('/').map((s) => Number(s.replace(/[~≈]|ms(?:ec)?/g, '').trim()));
    if (names.length !== values.length) continue;
    names.forEach((n, i) => {
      const [quantity, unit] = SLASH_QUANTITY[n];
      const c = measurementClaim(text, [m!.index, m!.index + m![0].length], quantity, values[i], [values[i], values[i]], unit, []);
      c.valueSpan = [m!.index + m![0].indexOf(m![2]), m!.index + m![0].length];
      out.push(c);
    });
    for (const num of numbers) if (num.span[0] >= m.index && num.span[1] <= m.index + m[0].length) used.add(num.span[0]);
  }

  for (const c of counted) for (const num of numbers) if ((num.span[0] >= c.span[0] && num.span[1] <= c.span[1]) || (c.valueSpan && num.span[0] < c.valueSpan[1] && c.valueSpan[0] < num.span[1])) used.add(num.span[0]);
  // "in the first 5 seconds", "at about 4.2 s": a stretch of the strip, not a duration
  for (const w of timeWindows(text, a, b)) {
    // "prolonged at 0.26 s", "between 0.12 and 0.20 s" are values: a point or a range of time only past any interval's length
    const short = (w.window.kind === 'points' && Math.min(...w.window.at) < 2.5) || (w.window.kind === 'abs' && w.window.to < 2.5 && /^(?:between|from|\d)/i.test(text.slice(w.span[0], w.span[1])));
    if (w.window.kind === 'beats' || short) continue;
    for (const num of numbers) if (num.span[0] >= w.span[0] && num.span[1] <= w.span[1] && num.dimension === 'duration') used.add(num.span[0]);
  }

  const hits = keywordHits(text, clause);
  const valued = new Set<number>();
  for (const num00 of numbers) {
    if (used.has(num00.span[0])) continue;
    // "20 ms beyond the 120 ms cut-off", "12 below the lower limit of 60": an offset from a stated limit is the value
    // limit ± offset; an offset from a quantity ("50 ms shorter than the uncorrected QT") states none
    const offset = OFFSET_AFTER.exec(text.slice(num00.span[1], Math.min(b, num00.span[1] + 80)));
    if (offset && offset[2] === undefined) continue;
    // the limit's number ends the offset phrase
    const limitAt = offset ? num00.span[1] + offset[0].length - offset[2].length : -1;
    const base = offset ? numbers.find((n) => n.span[0] <= limitAt && limitAt < n.span[1]) : undefined;
    if (offset && !base) continue;
    if (base) used.add(base.span[0]);
    const num0 = base ? offsetFrom(num00, base, /^(?:below|under|short|shorter|less|lower|slower)/i.test(offset![1]), /^\s*(?:%|per\s*cent)/i.test(offset![0])) : num00;
    // inside a ratio ("2:1", "1/2") — not a measurement; "Axis: -35" is one
    if (/^\d[:/]\S/.test(text.slice(Math.max(a, num0.span[0] - 2), num0.span[0] + 1)) && num0.dimension === 'none') continue;
    const before = text.slice(Math.max(a, num0.span[0] - 60), num0.span[0]);
    const afterNum = text.slice(num0.span[1], Math.min(b, num0.span[1] + 40));
    // "In total: 12 beats on the strip" is a count, not a sum of voltages
    const isCount = num0.dimension === 'none' && COUNT_AFTER.test(afterNum);
    // a sum is a value only of a voltage index read from the sum word itself ("S V1 11 mm, R V5 12 mm, sum 23 mm")
    const sum = SUM_BEFORE.exec(before);
    // …or from the index's name that ends with it ("a Sokolow–Lyon sum of 27 mm")
    const sumAt = sum ? num0.span[0] - before.length + sum.index : -1;
    const sumOfIndex = sum !== null && hits.some((h) => h.start <= sumAt && sumAt < h.end && VOLTAGE_SUMS.includes(h.kw.quantity.amplitude ?? ''));
    const normalOf = NORMAL_OF_BEFORE.exec(before);
    // "Sinus bradycardia [54 bpm]": one value in square brackets after a finding's name is its value, not a reference
    const bracketed = /\[\s*$/.test(before) && !/\d\s*(?:ms|bpm|mm|mV|°|s|%)?\s*\[\s*$/i.test(before) && num0.range[0] === num0.range[1] && !num0.comparator && /^\s*\]/.test(afterNum);
    if ((REFERENCE_BEFORE.test(before) && !bracketed) || REFERENCE_RESTATED_BEFORE.test(before) || CHANGE_OR_DEFINITION_BEFORE.test(before) || CHANGE_AFTER.test(afterNum) || COUNTED_OVER_BEFORE.test(before) || (normalOf && (num0.range[0] !== num0.range[1] || num0.comparator || normalOf[1])) || (sum && !isCount && !sumOfIndex)) continue;
    // "normal (120–200 ms)": a range glossing "normal" is its reference range ("normal (+60°)" is a value)
    if (num0.range && num0.range[0] !== num0.range[1] && /\bnormal\s*\(\s*$/i.test(before)) continue;
    // …and so is one written bound by bound ("normal (−30° to +90°)", "(criterion −45° to −90°)")
    if (inRange(RANGE_GLOSSING, before, afterNum, num0)) continue;
    // "upper-normal for a toddler (roughly 80–150 ms)": an age group's normal range
    if (num0.range[0] !== num0.range[1] && POPULATION_RANGE_BEFORE.test(before)) continue;
    // "+60° (−30° to +90°)": a range in brackets right after a value is its reference range
    if (inRange(RANGE_AFTER_VALUE, before, afterNum, num0)) continue;
    // a table's column of thresholds or reference ranges ("| QTc | 415 ms | < 450 ms |")
    if (REFERENCE_COLUMN.test(columnNameAt(text, num0.span[0]) ?? '')) continue;
    // "QRS right at the 120 ms cut-off" says the QRS is 120 ms
    if ((REFERENCE_AFTER.test(afterNum) && !/\bat\s+the\s*$/i.test(before)) || CRITERION_AFTER_VALUE.test(before)) continue;
    // "Concordant ST depression ≥ 1 mm in V1–V3: absent": the criterion of a checklist line, denied as a whole
    if (num0.comparator && /^[^:\n.;?]{0,30}:\s*(?:absent|none|not\s+(?:present|met|seen))\b/i.test(afterNum)) continue;
    // "does not meet first-degree AV block (>200 ms)": a bound glossing a finding's name is its criterion
    if (num0.comparator && /\b(?:block|AVB|BBB|hypertrophy|LVH|tachycardia|bradycardia|prolongation|deviation|enlargement)\s*\(\s*[<>≤≥]?\s*$/i.test(before)) continue;
    // "R I > 1.5 mV: R I 0.7 mV → not met": a criterion's threshold, then the value measured against it
    if (num0.comparator && /^\s*(?:mm|mV|ms|msec|s|bpm|°)?\s*:[^\n\d]{0,20}\d/i.test(afterNum)) continue;
    // "1° AV block", "2° heart block": a degree of block, not an angle
    if (num0.dimension === 'angle' && /^\s*(?:AV|A-V|AVB|heart|HB|block|CHB)\b/i.test(afterNum)) continue;
    // a voltage sum's result, not a formula's ("Hodges 520 + 1.75 × 26 ≈ 566 ms")
    const sumResult = (SUM_RESULT_BEFORE.test(before) && !QTC_FORMULA_RESULT.test(before)) || (num0.dimension === 'amplitude' && VOLTAGES_SUMMED_BEFORE.test(before));
    // "Ventricular rate: 17 QRS complexes in the 10-s strip → 102 bpm": a count, not the rate; "AF 80 %": a probability
    if (num0.dimension === 'none' && /^\s*%/.test(afterNum)) continue;
    // "QT 520 ± 10 ms": the uncertainty of the value before it
    if (/(?:±|\+\/[-−]?|\+-)\s*$/.test(before)) continue;
    // "strain 3 + LAE 3 + left axis 2 + QRS duration 1 = 9 points": a score's items
    if (num0.dimension === 'none' && /^\s*[+=]/.test(afterNum) && POINT_SCORE.test(lineAround(text, num0.span[0]))) continue;
    // "Long QT 0.04" in a list of a classifier's probabilities
    if (num0.dimension === 'none' && probabilityAfter(text, num0.span[0]) !== null) continue;
    if (isCount) {
      // "12 beats on the strip", "17 QRS complexes in 10 s": the number of beats, checked against the detected beats
      if (Number.isInteger(num0.value) && num0.value >= 1 && num0.value <= 400 && (STRIP_COUNT.test(afterNum + ' ' + before.slice(-30)) || STRETCH_COUNT.test(text.slice(num0.span[1], Math.min(b, num0.span[1] + 60))))) {
        const c = measurementClaim(text, num0.span, 'beat_count', num0.value, num0.range, 'beats', []);
        c.valueSpan = num0.span;
        out.push(c);
      }
      continue;
    }

    if (num0.dimension === 'none' && (OPERAND_AFTER.test(text.slice(num0.span[1], b)) || OPERAND_BEFORE.test(before))) continue;
    // "rate ~105 (100–110)", "roughly 70 bpm (somewhere between 65 and 75 …)": a bare number or a narrow range in
    // parentheses right after a value restates it in its unit; a wide range is the reference range of a report
    // ("Vent. rate 72 bpm (60–100)"), a number far from the value something else
    const prev = out[out.length - 1];
    if (num0.dimension === 'none' && prev?.valueSpan && typeof prev.value === 'number' && prev.unit && prev.quantity !== 'beat_count' && RESTATED_GAP.test(text.slice(prev.valueSpan[1], num0.span[0]))
      && !num0.comparator && num0.value >= prev.value / 1.5 && num0.value <= prev.value * 1.5 && num0.range[1] - num0.range[0] <= 0.25 * prev.value) {
      const c = measurementClaim(text, num0.span, prev.quantity!, num0.value, num0.range, prev.unit, prev.leads);
      c.valueSpan = num0.span;
      out.push(c);
      continue;
    }
    if (FACTOR_BEFORE.test(before)) continue;
    // "R′ taller than the r (0.60 vs 0.30 mV)": the second number is the value of what it is compared with
    if (COMPARED_VALUE_BEFORE.test(before)) continue;
    // "in one 6-second stretch (30 large boxes)": the stretch's length on the paper
    if (num0.dimension === 'duration' && STRETCH_LENGTH_BEFORE.test(before)) continue;
    // "the first QRS at 0.34 s", "a PVC at 1.9 s": a time on the strip, not a duration
    if (num0.dimension === 'duration' && /^(?:s|secs?|seconds?)$/i.test(num0.written) && STRIP_TIME_BEFORE.test(before) && (num0.value >= 700 || ORDINAL_BEAT_AT.test(before))) continue;
    // "perpendicular to aVL (−30°)": a limb lead's own angle on the hexaxial reference; "> ½RR (500 ms)": half the RR
    if ((num0.dimension === 'angle' && LEAD_ANGLE_BEFORE.test(before)) || HALF_RR_BEFORE.test(before)) continue;
    // "there is no true PR interval (the 118 ms is an F wave timed as a P)": the value of a denied quantity is no claim
    if (hits.some((h) => h.end <= num0.span[0] && inSpans(h.start, clause.negated) && /^\s*(?:intervals?\s*)?\((?:the\s+)?$/i.test(text.slice(h.end, num0.span[0])))) continue;
    let chosen: { kw: KeywordHit; num: NumberMention; quantity: string } | null = null;
    // "1 mm ST depression in V4–V6": a voltage right before an ST keyword is the ST deviation
    const stAfter = num0.dimension === 'amplitude' ? hits.find((h) => h.start >= num0.span[1] && /^\)?[\s-]{0,3}(?:of\s+)?(?:(?:concave|convex|coved|horizontal|up-?sloping|down-?sloping|flat|straight|saddle-shaped|reciprocal|subtle|slight|mild|marked|new|acute|diffuse|further)\s+){0,2}$/i.test(text.slice(num0.span[1], h.start)) && h.kw.quantity.amplitude === 'st_mv') : undefined;
    if (stAfter) chosen = { kw: stAfter, num: num0, quantity: 'st_mv' };
    // "5 mm peak to peak": the QRS amplitude, whatever wave was named before it
    const ppBefore = hits.some((h) => h.end <= num0.span[0] && num0.span[0] - h.end <= 70 && h.kw.quantity.amplitude === 'qrs_pp_mv');
    const ppAfter = !chosen && !ppBefore && num0.dimension === 'amplitude' ? hits.find((h) => h.start >= num0.span[1] && /^\s{0,3}$/.test(text.slice(num0.span[1], h.start)) && /^peak/i.test(text.slice(h.start, h.end))) : undefined;
    if (ppAfter) chosen = { kw: ppAfter, num: num0, quantity: 'qrs_pp_mv' };
    // "the QRS complexes are two large squares apart": the distance between them, not their width
    const apart = num0.dimension === 'duration' ? hits.find((h) => h.start >= num0.span[1] && h.start - num0.span[1] <= 3 && h.kw.quantity.duration === 'rr_ms' && /^apart\b/i.test(text.slice(h.start, h.end))) : undefined;
    if (apart) chosen = { kw: apart, num: num0, quantity: 'rr_ms' };
    // "so about 520 ms by either formula": a QTc, whatever keyword stands nearer
    const byFormula = !chosen && num0.dimension === 'duration' && /^\s*by\s+(?:either|both|each|all(?:\s+(?:three|four))?)\s+(?:formulae?|formulas|corrections?)\b/i.test(text.slice(num0.span[1], num0.span[1] + 40))
      ? [...hits].reverse().find((h) => h.end <= num0.span[0] && h.kw.quantity.duration === 'qtc_ms') : undefined;
    if (byFormula) chosen = { kw: byFormula, num: num0, quantity: 'qtc_ms' };
    // "lead I likewise has a 1.0 mV R": a wave letter right after a voltage names its wave, not the keyword before
    const waveAfter = num0.dimension === 'amplitude' ? /^[ \t]*(?:of[ \t]+)?([PQRS])(?=[ \t]+(?:without|with|in|and|wave)\b|[,;)]|\.(?!\d))/.exec(text.slice(num0.span[1], num0.span[1] + 14))?.[1] : undefined;
    const candidates = hits.filter((h) => h.end <= num0.span[0] && !(waveAfter && !namesWave(text.slice(h.start, h.end), waveAfter)) && (num0.span[0] - h.end <= 70 || (num0.span[0] - h.end <= 400 && LEAD_VALUE_RUN.test(text.slice(h.end, num0.span[0])))) && !BOUNDARY_OF.test(text.slice(Math.max(a, h.start - 30), h.start)) && !BOUNDARY_NAMED.test(text.slice(h.end, h.end + 12))
      // the PR and TP segments are stretches of baseline, not the PR interval
      && !(h.kw.quantity.duration === 'pr_ms' && /^\s*(?:segments?|baseline)\b/i.test(text.slice(h.end, h.end + 12)))
      // a variable of a formula ("QTc = QT/√RR = 380/√0.833") is not what the number after it measures
      && !/[√∛]\s*$/.test(text.slice(Math.max(a, h.start - 2), h.start))
      // another key of a JSON or key-value record right before the number ("axis_deg: 60, V1_r_prime_mv: 0.6"): its own
      && !/[,{]\s*(?!(?:value|val|measured|result|amount|deg|degrees|ms|mv|mm|bpm)(?:\s+\w+)?\s*[:=])[A-Za-z][\w ′']{0,30}[:=]\s*$/i.test(text.slice(h.end, num0.span[0]))
      // a keyword inside a parenthesis closed before the number: "Sokolow 4.67 mV (S V1 2.25 + R V5 2.42), well above 3.5 mV"
      && !(text.slice(h.start, num0.span[0]).includes(')') && text.lastIndexOf('(', h.start) > text.lastIndexOf(')', h.start) && text.lastIndexOf('(', h.start) >= a)
      && (!sumResult || VOLTAGE_SUMS.includes(h.kw.quantity.amplitude ?? ''))
      // a lead's own value after the sum ("LVH by Sokolow-Lyon (46 mm) and aVL (12 mm) criteria") is not the sum's
      && !(h.kw.quantity.amplitude?.match(/^(?:sokolow|cornell)/) && /\b(?:I{1,3}|aV[RLF]|V[1-6])\s*\(\s*$/.test(text.slice(h.end, num0.span[0])))).reverse();
    // "Cornell: R aVL 12 mm + S V3 8 mm = 20 mm": the index named, not the sum word, is the keyword, in the sum word's place
    const namedIndex = (g: KeywordHit) => g.kw.sumWord ? candidates.find((h) => !h.kw.sumWord && h.kw.quantity.amplitude === g.kw.quantity.amplitude) : undefined;
    const ordered = candidates.map((g) => namedIndex(g) ?? g).filter((h, i, all) => all.indexOf(h) === i);
    for (const h of chosen ? [] : ordered) {
      const gap = text.slice(h.end, num0.span[0]);
      // a number of another dimension in between belongs to that keyword; stop at a semicolon-like break
      let num: NumberMention | null = num0;
      let q = num0.dimension !== 'none' ? h.kw.quantity[num0.dimension] : undefined;
      // millimetres of an interval are paper time at 25 mm/s ("the PR is 4 mm long", "QRS 2.5 mm wide"): 40 ms each
      if (num0.dimension === 'amplitude' && /^(?:mm|millimet)/i.test(num0.written) && h.kw.quantity.duration && (!h.kw.quantity.amplitude || MM_AS_TIME_AFTER.test(text.slice(num0.span[1], num0.span[1] + 20)))) {
        const perMv = (400 * paper.time) / paper.amplitude;
        num = { ...num0, value: num0.value * perMv, range: [num0.range[0] * perMv, num0.range[1] * perMv], dimension: 'duration', unit: 'ms' };
        q = h.kw.quantity.duration;
      }
      // "R V5 2.42", "S V3 0.80": a voltage written without its unit right after a wave and its lead is in mV
      if (!q && num0.dimension === 'none' && h.kw.quantity.amplitude && h.kw.needsLead && /\.\d/.test(num0.written + text.slice(num0.span[0], num0.span[1]))
        && Math.abs(num0.value) <= 5 && /^\s*(?:in\s+)?(?:lead\s+)?(?:I{1,3}|aV[RLF]|V[1-6])\s*[:=]?\s*$/.test(gap)) {
        num = inMillivolts(num0, (x) => x);
        q = h.kw.quantity.amplitude;
      }
      // "qrs_deg": 45, "axis_degrees": -40: a QRS keyword with degrees in its name is the axis
      if (!q && num0.dimension === 'none' && /\bdeg(?:rees?)?\b/i.test(gap) && (h.kw.quantity.angle || h.kw.quantity.duration === 'qrs_ms') && num0.value >= -180 && num0.value <= 360) {
        num = { ...num0, dimension: 'angle', unit: 'deg' };
        q = h.kw.quantity.angle ?? 'axis_deg.qrs';
      }
      // "R/S ratio in V1 > 1": a ratio, without unit
      if (!q && num0.dimension === 'none' && h.kw.quantity.none === 'rs_ratio' && num0.value >= 0 && num0.value <= 50) {
        num = num0;
        q = 'rs_ratio';
      }
      // a key that names its unit ("sokolow_lyon_mv": 2.3, "cornell_mv": 1.0): the number is in that unit
      const keyUnit = !q && num0.dimension === 'none' ? /^\s*(?:lyon\s+)?(?:(?:I{1,3}|aV[RLF]|V[1-9])\s+)?(mv|mm)\s*[:=]\s*$/i.exec(gap) : null;
      if (keyUnit && h.kw.quantity.amplitude) {
        const f = keyUnit[1].toLowerCase() === 'mm' ? 0.1 : 1;
        num = inMillivolts(num0, (x) => x * f);
        q = h.kw.quantity.amplitude;
      }
      // "Sokolow Lyon sum comes to around 36": a whole voltage index without its unit is in mm (36 mV is no voltage)
      if (!q && num0.dimension === 'none' && /^(?:sokolow|cornell)_mv$/.test(h.kw.quantity.amplitude ?? '') && Number.isInteger(num0.value) && num0.value >= 10 && num0.value <= 90
        && /^\s*(?:(?:is|of|was|=|:|comes\s+to|adds\s+up\s+to|totals?|gives|around|about|roughly|approximately|approx\.?|~|≈)\s*)*$/i.test(gap)) {
        num = inMillivolts(num0, (x) => x / 10);
        q = h.kw.quantity.amplitude;
      }
      // (…through a hedge: "rate probably ~78", "QRS seems ~88", "the rate appears to be around 70")
      if (!q && num0.dimension === 'none' && /^[\s:=(@|"]*(?:(?:is|of|was|at|measures?|measured|measuring|averag(?:es|ed|ing)|fixed|steady|stable|constant|running|sitting|hovering|around|about|approximately|approx\.?|~|roughly|≈|like|calculated|estimated|by\s+\w+|\([^)]{1,8}\)|ms|msec|bpm|deg|degrees|mV|seems?|appears?|looks?|to\s+be|probably|perhaps|possibly|likely|maybe|I['’]?d\s+(?:estimate|guess|say)|I\s+think)\s*[:=|"]?\s*)*$/i.test(gap)) {
        num = bareDimension(h.kw, num0);
        q = num ? h.kw.quantity[num.dimension] : undefined;
      }
      // only a value written with its product unit ("3100 mm·ms") is the product, not its factors ("36 mm × 100 ms")
      if (q === 'cornell_product' && !PRODUCT_UNIT_AFTER.test(text.slice(num0.span[1], num0.span[1] + 6))) continue;
      if (q && num) {
        chosen = { kw: h, num, quantity: q };
        break;
      }
      if (num0.dimension !== 'none' && Object.keys(h.kw.quantity).length && h.kw.quantity[num0.dimension] === undefined) continue;
    }
    if (!chosen && num0.dimension !== 'none') {
      // "a 120 ms QRS", "75 bpm heart rate"
      const after = hits.find((h) => h.start >= num0.span[1] && /^[\s-]{0,3}$/.test(text.slice(num0.span[1], h.start)) && h.kw.quantity[num0.dimension]);
      if (after) chosen = { kw: after, num: num0, quantity: after.kw.quantity[num0.dimension]! };
    }
    const formulaResult = num0.dimension !== 'rate' && num0.dimension !== 'amplitude' ? QTC_FORMULA_RESULT.exec(before) : null;
    if (num0.dimension !== 'rate' && chosen?.quantity !== 'qtc_ms' && (QTC_ARITHMETIC.test(before) || (formulaResult && num0.value >= 200 && num0.value <= 800))) {
      // "RR … √0.83 ≈ 0.91, 380/0.91 ≈ 417 ms": QT over the root of RR is the QTc, whichever keyword is nearer; so is the
      // result of a formula written out ("Framingham 380 + 154 × (1 − 0.75) ≈ 495 ms")
      const c = measurementClaim(text, num0.span, 'qtc_ms', num0.value, num0.range, 'ms', []);
      if (formulaResult && !/^QTc$/i.test(formulaResult[1])) c.formula = formulaName(formulaResult[1].replace(/^QTc/i, ''));
      c.valueSpan = num0.span;
      out.push(c);
      continue;
    }
    if (!chosen && num0.dimension === 'none' && RATE_ARITHMETIC.test(before)) {
      // "12 complexes × 6 = 72", "1500/21 ≈ 71": the result of a heart-rate rule
      const c = measurementClaim(text, num0.span, 'hr_bpm', num0.value, num0.range, 'bpm', []);
      c.valueSpan = num0.span;
      out.push(c);
      continue;
    }
    if (!chosen && num0.dimension === 'angle') {
      // "I'd put it at roughly +45 degrees": an angle in degrees is the QRS axis unless the P or T axis is the subject
      if (!/\b[PT][\s-]*(?:wave\s+)?axis\b/i.test(before)) {
        // ("not beyond +90°": a bound under a negation is the other bound)
        const denied = num0.comparator !== null && !num0.negatedComparator && inSpans(num0.span[0], clause.negated);
        const { value, range } = denied ? deniedBound(num0) : bounded(num0);
        const c = measurementClaim(text, num0.span, 'axis_deg.qrs', value, range, num0.unit, []);
        c.valueSpan = num0.span;
        c.negated = !denied && valueDenied(text, clause, num0);
        out.push(c);
        continue;
      }
    }
    if (!chosen && num0.dimension === 'rate') {
      // "sinus rhythm at about 70 bpm": a rate in bpm is the heart rate unless atrial activity is the subject
      // …and not where the P waves are denied ("without visible P waves at an average of 112 bpm")
      const atrial = /(?<!\b(?:no|without|absent)\s+(?:[\w-]+\s+){0,2})\b(?:flutter|atrial|P[\s-]*waves?|f[\s-]*waves|fibrillatory|sawtooth)\b/i.test(before);
      // …and "the shortest RR corresponds to ~150 bpm, the longest to ~70 bpm": the fastest and slowest beat-to-beat rates
      const extreme = /\bR-?R\b/.test(before) ? /\b(shortest|longest)\b(?:(?!\b(?:shortest|longest)\b)[^.;\n]){0,60}$/i.exec(before) : null;
      const quantity = extreme ? (/^shortest$/i.test(extreme[1]) ? 'hr_max_bpm' : 'hr_min_bpm') : atrial ? 'atrial_rate' : 'hr_bpm';
      const c = measurementClaim(text, num0.span, quantity, num0.value, num0.range, 'bpm', []);
      c.valueSpan = num0.span;
      out.push(c);
      continue;
    }
    if (!chosen) continue;
    const { kw, num, quantity } = chosen;
    let claimLeads = kw.kw.needsLead || quantity === 'qrs_pp_mv' || quantity === 'p_mv' ? leadsNear(text, leads, kw, num) : [];
    if (claimLeads.length === 0 && kw.kw.needsLead) claimLeads = sentenceLeads(text, a, kw.start);
    if (claimLeads.length === 0 && kw.kw.needsLead) claimLeads = sectionLead(text, kw.start);
    let { value, range } = bounded(num);
    // "no limb lead has a QRS exceeding 5 mm", "No QRS complex exceeds 120 ms": a bound under a negation is the
    // other bound (a cue inside the number's own comparator, "not more than", is already read there)
    const denied = num.comparator !== null && !num.negatedComparator && inSpans(num.span[0], clause.negated);
    if (denied) ({ value, range } = deniedBound(num));
    // "T waves inverted by about 2 mm", "T-wave inversion (about 2 mm)": a T amplitude said of an inverted T is negative
    // …and so is one of an "(asymmetrically) inverted T wave, about 2 mm deep"
    const invertedBefore = /\b(?:invert\w*|negative)\s*$/i.test(text.slice(Math.max(a, kw.start - 12), kw.start));
    if (quantity === 't_mv' && typeof value === 'number' && value > 0 && (invertedBefore || /\b(?:invert\w*|inversions?|negative)\b/i.test(text.slice(kw.start, num.span[0])))) {
      value = -value;
      range = [-range[1], -range[0]];
    }
    // "the ST segment is depressed by 0.7 mm": a sign-less ST keyword takes the verb's
    // …or the change named right after the value ("ST ~0.7 mm depression in V4")
    const sign = kw.kw.sign ?? (quantity === 'st_mv' ? stSignBetween(text.slice(kw.end, num.span[0])) ?? stSignAfter(text, num.span[1]) : undefined);
    if (quantity === 'st_mv' && sign && typeof value === 'number') {
      value = sign * Math.abs(value);
      range = sign > 0 ? [Math.abs(num.range[0]), Math.abs(num.range[1])] : [-Math.abs(num.range[1]), -Math.abs(num.range[0])];
    } else if (quantity === 'st_mv' && num.comparator) {
      // "ST depression of just over 1 mm": deeper than −0.1 mV; "of less than 1 mm": between −0.1 mV and the baseline;
      // "no ST depression ≥ 1 mm": above −0.1 mV; "no ST deviation ≥ 0.5 mm": within ±0.05 mV
      const deeper = (num.comparator === '>') !== denied;
      const x = Math.abs(deeper ? num.range[0] : num.range[1]);
      if (sign === -1) ({ value, range } = deeper ? { value: `<${-x}`, range: [-1e9, -x] } : { value: `>${-x}`, range: [-x, denied ? 1e9 : 0] });
      else if (sign === 1 && denied) ({ value, range } = deeper ? { value: `>${x}`, range: [x, 1e9] } : { value: `<${x}`, range: [-1e9, x] });
      // …and "ST within 0.5 mm of baseline", "ST deviation < 0.5 mm": within ±0.05 mV
      else if (sign === undefined && !deeper) ({ value, range } = { value: `<${x}`, range: [-x, x] });
    }
    // a keyword's second value ("PR is 5 mm long (0.26 s)") is a claim of its own span
    // …and so is a value glossing a predicate in parentheses ("PR interval prolonged (210 ms)"): the predicate is a claim
    // of its own
    const gloss = num.span[0] > kw.end && /^\s*\)/.test(text.slice(num.span[1], num.span[1] + 4)) ? /^\s*[A-Za-z][^()\n]*\((\s*(?:about|approx\.?|around|roughly|~|≈)?\s*)$/i.exec(text.slice(kw.end, num.span[0])) : null;
    // …and a value after a predicate and a comma ("the axis is normal, roughly +60°", "QRS narrow, about 90 ms")
    const predicated = num.span[0] > kw.end ? PREDICATE_THEN_VALUE.exec(text.slice(kw.end, num.span[0])) : null;
    const glossed = gloss?.[1] ?? predicated?.[1];
    const span: [number, number] = kw.kw.weak || valued.has(kw.start) ? num.span
      : glossed !== undefined ? [num.span[0] - glossed.length, num.span[1]] : [Math.min(kw.start, num.span[0]), Math.max(kw.end, num.span[1])];
    valued.add(kw.start);
    const claim = measurementClaim(text, span, quantity, value, range, quantity === 'cornell_product' ? 'mV·ms' : num.unit, claimLeads);
    claim.valueSpan = num.span;
    claim.negated = valueDenied(text, clause, num);
    // "no ST deviation ≥ 0.5 mm", "within 0.5 mm of baseline in every lead": every lead's
    // …and so is an ST level of zero with no lead named ("ST ≈ 0", "ST 0 mm"): isoelectric
    if (quantity === 'st_mv' && claimLeads.length === 0 && (denied || value === 0 || EVERY_LEAD.test(text.slice(num.span[1], Math.min(b, num.span[1] + 40))))) claim.everyLead = true;
    // (a keyword after its value, "the largest limb-lead complex (II) is only ~4 mm peak-to-peak", looks further back)
    const between = text.slice(Math.max(a, kw.start > num.span[0] ? num.span[0] - 45 : Math.min(kw.start - 30, num.span[0])), num.span[0]);
    if (/\b(?:largest|maximum|maximal|max|tallest|deepest|greatest|highest)\b/i.test(between)) claim.aggregate = 'max';
    if (/\b(?:smallest|minimum|min|lowest)\b/i.test(between)) claim.aggregate = 'min';
    // "the shortest RR is 500 ms and the longest 800 ms": the extremes of the RR intervals
    const extremeRr = quantity === 'rr_ms' ? [...between.matchAll(/\b(shortest|longest)\b/gi)].pop() : undefined;
    if (extremeRr) claim.quantity = /^shortest$/i.test(extremeRr[1]) ? 'rr_min_ms' : 'rr_max_ms';
    // "some beats are 2 large boxes apart, others nearly 4": a few intervals picked out, not the rhythm's
    else if (quantity === 'rr_ms' && SOME_BEATS_BEFORE.test(before)) claim.unverifiableReason = 'said of some intervals, not of the rhythm';
    // the QRS of premature beats is not the QRS the analysis measures (dominant beats)
    if (quantity === 'qrs_ms' && saidOfEctopicBeats(text, [a, b], span[1])) claim.ectopic = true;
    const formula = /QTc([BFH])\b|\b(Bazett|Fridericia|Framingham|Hodges)\b/i.exec(text.slice(kw.start, Math.min(b, num.span[1] + 20)));
    if (quantity === 'qtc_ms' && formula) claim.formula = formulaName(formula[1] ?? formula[2]);
    // "√1.15 ≈ 1.07, so QTc ≈ 485 ms": a square root worked out before the value is Bazett's, a cube root Fridericia's
    else if (quantity === 'qtc_ms') {
      const worked = text.slice(Math.max(a, num.span[0] - 120), num.span[0]);
      if (/∛|\bcube\s+root\b/i.test(worked)) claim.formula = 'fridericia';
      else if (/√|\bsquare\s+root\b|\bsqrt\b/i.test(worked)) claim.formula = 'bazett';
    }
    out.push(claim);
    // "QTc = QT = 440 ms": a keyword equated to the one that took the value takes it too
    const chained = hits.find((h) => h.end < kw.start && /^\s*=\s*$/.test(text.slice(h.end, kw.start)) && h.kw.quantity[num.dimension] && h.kw.quantity[num.dimension] !== quantity);
    if (chained) {
      const c = measurementClaim(text, [chained.start, chained.end], chained.kw.quantity[num.dimension]!, value, range, num.unit, []);
      c.valueSpan = num.span;
      out.push(c);
    }
  }
  // "JT = QT − QRS = 520 − 92 = 428 ms", "QT dispersion 20 ms": the arithmetic of a quantity the analysis does not measure
  UNMEASURED_INTERVAL.lastIndex = a;
  for (let m = UNMEASURED_INTERVAL.exec(body); m; m = UNMEASURED_INTERVAL.exec(body)) {
    const stop = text.slice(m.index, b).search(/[.;\n](?!\d)/);
    const end = stop < 0 ? b : m.index + stop;
    for (const c of out) if (c.valueSpan && c.valueSpan[0] >= m.index && c.valueSpan[0] < end) c.unverifiableReason ??= 'a quantity the analysis does not measure (JT, QT dispersion, T peak to end)';
  }
  // "J+80 −1 mm": the ST level at a point the analysis does not measure (it measures J and J+60 ms)
  for (const c of out) if (c.quantity === 'st_mv' && c.valueSpan && [...text.slice(Math.max(a, c.valueSpan[0] - 60), c.valueSpan[0]).matchAll(ST_POINT)].pop()?.[1]) c.unverifiableReason ??= 'the ST level at a point the analysis does not measure (J and J+60 ms only)';
  return withoutInnerReadings(text, mergeRestatements(text, out));
}

const TABLE_NAME = String.raw`(?:HR|PR|QRS|QTc|QT|RR|axis)`;
const TABLE_VALUE = String.raw`[-+]?\d{1,4}(?:\.\d{1,3})?`;
const TABLE_SEP = String.raw`[ \t]*[,;\t][ \t]*`;
const MM_AS_TIME_AFTER = /^\s*(?:wide|long|in\s+(?:width|duration|length))\b/i;
/** A header line of quantity names and the line of values under it ("HR,PR,QRS,QT" / "72,160,90,380"). */
const HEADER_AND_VALUES = new RegExp(String.raw`^[ \t]*(${TABLE_NAME}(?:${TABLE_SEP}${TABLE_NAME}){1,7})[ \t]*\r?\n[ \t]*(${TABLE_VALUE}(?:${TABLE_SEP}${TABLE_VALUE}){1,7})[ \t]*$`, 'gim');
const TABLE_QUANTITY: Record<string, [string, string]> = { hr: ['hr_bpm', 'bpm'], pr: ['pr_ms', 'ms'], qrs: ['qrs_ms', 'ms'], qt: ['qt_ms', 'ms'], qtc: ['qtc_ms', 'ms'], rr: ['rr_ms', 'ms'], axis: ['axis_deg.qrs', 'deg'] };

/** Values under a header of quantity names (CSV-like answers): one claim per value, as many names as values. */
export function extractHeaderValues(text: string): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  HEADER_AND_VALUES.lastIndex = 0;
  for (let m = HEADER_AND_VALUES.exec(text); m && out.length < 200; m = HEADER_AND_VALUES.exec(text)) {
    const names = m[1].split(/[,;\t]/).map((n) => n.trim().toLowerCase());
    const valuesAt = m.index + m[0].indexOf(m[2], m[1].length);
    const values = [...m[2].matchAll(new RegExp(TABLE_VALUE, 'g'))];
    if (names.length !== values.length) continue;
    names.forEach((n, i) => {
      const [quantity, unit] = TABLE_QUANTITY[n];
      let v = Number(values[i][0]);
      if (unit === 'ms' && v > 0 && v < 2.5) v *= 1000; // seconds
      const span: [number, number] = [valuesAt + values[i].index!, valuesAt + values[i].index! + values[i][0].length];
      const c = measurementClaim(text, span, quantity, v, [v, v], unit, []);
      c.valueSpan = span;
      out.push(c);
    });
  }
  return out;
}

/**
 * The axes of a cart's header: "P-R-T axes 55 48 36" (MUSE; "*" where a wave has none), or an AXIS heading over
 * "P 48 . QRS 36 . T 41" (Philips): the P, QRS and T axes, not durations.
 */
const AXIS_TRIPLE = /\bP[\s-]*R[\s-]*T\s+ax[ie]s\s*[:=]?\s*(-?\d{1,3}|\*)[ \t]+(-?\d{1,3}|\*)[ \t]+(-?\d{1,3}|\*)|(?:-+[ \t]*AX[EI]S[ \t]*-+|\bAX[EI]S\b[ \t]*:?)[ \t]*\r?\n?[ \t]*P[ \t]*[:=]?[ \t]*(-?\d{1,3}|\*)[ \t]*[.,;|]?[ \t]*QRS[ \t]*[:=]?[ \t]*(-?\d{1,3}|\*)[ \t]*[.,;|]?[ \t]*T[ \t]*[:=]?[ \t]*(-?\d{1,3}|\*)/gi;
const TRIPLE_AXES = ['axis_deg.p', 'axis_deg.qrs', 'axis_deg.t'];

export function extractAxisTriples(text: string): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  AXIS_TRIPLE.lastIndex = 0;
  for (let m = AXIS_TRIPLE.exec(text); m && out.length < 60; m = AXIS_TRIPLE.exec(text)) {
    const values = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
    // the values in order, each found after the previous one
    let from = m.index + (m[1] !== undefined ? m[0].search(/ax[ie]s/i) + 4 : m[0].search(/\bP\b/));
    values.forEach((v, i) => {
      const at = text.indexOf(v, from);
      const labelled = m![1] === undefined ? text.lastIndexOf(i === 0 ? 'P' : i === 1 ? 'QRS' : 'T', at) : at;
      from = at + v.length;
      if (v === '*') return;
      const span: [number, number] = [m![1] === undefined ? labelled : at, at + v.length];
      const c = measurementClaim(text, span, TRIPLE_AXES[i], Number(v), [Number(v), Number(v)], 'deg', []);
      c.valueSpan = [at, at + v.length];
      out.push(c);
    });
  }
  return out;
}

const PAPER_UNIT = /\b(?:squares?|boxes|box|blocks?|sqs?)\b/i;
const CONVERTED_TO = /^\s*(?:[=≈→]|->|,?\s*(?:i\.e\.?|so|that\s+is|which\s+is)(?=\s))\s*(?:about|approx\.?|~|≈|roughly)?\s*$/i;
/** "PR 0.16 s (4 small squares)", "QRS 3.5 small squares (140 ms)": one claim, not two. */
function mergeRestatements(text: string, claims: ExtractedClaim[]): ExtractedClaim[] {
  const paper = paperScale(text);
  const out: ExtractedClaim[] = [];
  for (const c of claims) {
    const prev = out[out.length - 1];
    if (prev && prev.quantity === c.quantity && prev.valueSpan && c.valueSpan && c.valueSpan[0] > prev.valueSpan[1]) {
      const gap = text.slice(prev.valueSpan[1], c.valueSpan[0]);
      const tol = toleranceFor(c.quantity!);
      const same = typeof prev.value === 'number' && typeof c.value === 'number' && Math.abs(prev.value - c.value) <= Math.min(tol ? tol.allowed(prev.value) : Infinity, 0.1 * Math.max(Math.abs(prev.value), Math.abs(c.value), 1e-9));
      // "R–R ≈ 4 large boxes = 400 ms": the paper count is the working, the value it is turned into is the statement
      // (on paper the answer says is not the standard one, a value the count does not give — "22 small sq = 0.88 s" at
      // 50 mm/s — is a slip of the conversion: the count and the value are claims of their own)
      if (PAPER_UNIT.test(text.slice(prev.valueSpan[0], prev.valueSpan[1])) && CONVERTED_TO.test(gap) && (same || paper === STANDARD_PAPER)) {
        out[out.length - 1] = { ...c, span: [prev.span[0], c.span[1]], text: text.slice(prev.span[0], c.span[1]) };
        continue;
      }
      const close = text.slice(c.valueSpan[1]).match(/^\s*\)/);
      // the same value, within the quantity's agreement tolerance (10 % without one): "12 small squares (520 ms)" is two
      // a restatement that disagrees stays a claim of its own
      if (same && /^\s*[(\[]\s*(?:=|i\.e\.?|about|approx\.?|~|or)?\s*$/.test(gap) && close) {
        prev.span = [prev.span[0], c.valueSpan[1] + close[0].length];
        prev.text = text.slice(prev.span[0], prev.span[1]);
        continue;
      }
    }
    out.push(c);
  }
  return out;
}


const UNMEASURED_INTERVAL = /\bJTc?(?:\s+interval)?\b|\bQTc?\s+dispersion\b|\bT[\s-]*peak[\s-]*(?:to[\s-]*)?T[\s-]*end\b|\bTp-?e\b/gi;

/** The point of the ST segment named last before a value: group 1 one the analysis does not measure ("At J+80 … about 3 mm"). */
const ST_POINT = /\bJ(?:[\s-]*point)?(?:\s*\+\s*(?:(20|40|80|100)|60))?\b/gi;

/** "Rate: about 5 big boxes between R waves, so 300 ÷ 5 = 60 bpm": the rate's claim starts after the RR read on its way. */
function withoutInnerReadings(text: string, claims: ExtractedClaim[]): ExtractedClaim[] {
  for (const c of claims) {
    if (!c.valueSpan) continue;
    const inner = claims.filter((o) => o !== c && o.quantity !== c.quantity && o.span[0] > c.span[0] && o.span[1] <= c.valueSpan![0]);
    if (inner.length === 0) continue;
    const from = Math.max(...inner.map((o) => o.span[1]));
    const start = from + (text.slice(from, c.valueSpan[0]).match(/^[\s,;:.)\]*]*/)?.[0].length ?? 0);
    c.span = [start, c.span[1]];
    c.text = text.slice(start, c.span[1]);
  }
  return claims;
}

function formulaName(s: string): string {
  const k = s.toLowerCase();
  if (k === 'b' || k === 'bazett') return 'bazett';
  if (k === 'f' || k === 'fridericia') return 'fridericia';
  if (k === 'h' || k === 'hodges') return 'hodges';
  return 'framingham';
}

/** Counts in words from five: fewer complexes make no stretch a rate is counted on. */
const COUNT_WORDS = Object.keys(NUMBER_WORDS).filter((w) => NUMBER_WORDS[w] >= 5);
/** "13 QRS in 10 sec", "Ten complexes in 10 seconds", "8 complexes/10 s": a rate counted on the strip. */
const COUNTED = new RegExp(
  String.raw`\b(\d{1,3}|${COUNT_WORDS.join('|')})\s+(?:QRS(?:\s+complexes)?|(?:QRS\s+|R[\s-]+R\s+|narrow\s+|wide\s+)?complexes|beats|R\s+waves)\s*(?:in|per|\/|over|during|within)\s*(?:the\s+|a\s+|this\s+)?(\d{1,2}|six|ten)[\s-]*(?:s|sec|secs|seconds?)\b(?!\s*(?:apart|later|before|after))`,
  'gi',
);

/**
 * Heart rates counted from a stretch: N complexes in T seconds is N × 60 / T bpm, give or take one complex at either end
 * of the stretch.
 */
function countedRates(text: string, a: number, b: number): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  const body = text.slice(0, b);
  COUNTED.lastIndex = a;
  for (let m = COUNTED.exec(body); m && out.length < 20; m = COUNTED.exec(body)) {
    const n = NUMBER_WORDS[m[1].toLowerCase()] ?? Number(m[1]);
    const secs = m[2].toLowerCase() === 'six' ? 6 : m[2].toLowerCase() === 'ten' ? 10 : Number(m[2]);
    if (!(secs >= 3 && secs <= 60 && n >= 2 && n <= 300)) continue;
    const per = 60 / secs;
    const c = measurementClaim(text, [m.index, m.index + m[0].length], 'hr_bpm', Math.round(n * per), [Math.round((n - 1) * per), Math.round((n + 1) * per)], 'bpm', []);
    c.valueSpan = c.span;
    out.push(c);
  }
  return out;
}

/** Between a value and its restatement in parentheses: its unit, the parenthesis and a word of approximation. */
const RESTATED_GAP = /^\s*(?:bpm|\/min|ms|msec|mV|mm|°)?\s*\(\s*(?:(?:somewhere|anywhere|roughly|approx(?:imately|\.)?|about|around|range:?|i\.\s?e\.,?|~|≈)\s*)*(?:between\s+)?$/i;

function measurementClaim(text: string, span: [number, number], quantity: string, value: number | string, range: [number, number], unit: string | null, leads: string[]): ExtractedClaim {
  return {
    text: text.slice(span[0], span[1]),
    span,
    kind: quantity.startsWith('axis') ? 'axis' : 'measurement',
    quantity,
    code: null,
    value,
    range,
    unit,
    leads,
    negated: false,
  };
}
