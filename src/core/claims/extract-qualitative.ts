// Statements about a quantity without a number: "narrow QRS", "PR is normal", "tachycardic", "regular rhythm".
import type { ExtractedClaim } from './claim-types';
import { inSpans, POST_NEGATION, type Clause } from './segment';
import { saidOfEctopicBeats } from './extract-measurements';
import { LAY_QUALITIES, type LayQuality } from './lay-lexicon';
import { AGE_GROUP } from './scope-cues';

interface Qualitative extends LayQuality {
  /** the lead the quality is said of, where its words fix one ("a deep terminal negative P in V1") */
  leads?: string[];
}

const INF = 1e9;
const NORMAL = String.raw`(?:normal|nl|within\s+normal\s+limits|WNL|unremarkable)`;
/** A copula of what the RR intervals look like: "are regular", "look essentially regular", "seem fairly constant". */
const LOOKS = String.raw`(?:(?:are|is|looks?|seems?|appears?)\s+)?(?:(?:essentially|fairly|quite|mostly|largely|perfectly|completely|totally|absolutely|grossly|very|reasonably|roughly)\s+)?`;
/** Right after a rhythm or rate statement, in its sentence or the next ("75 bpm, regular", "68 bpm. Regular."). */
// …also after a rhythm's name or a bare rate ("Sinus, regular", "HR ~80, regular", "RR 880 ms, regular", "75 bpm [regular]")
const RATE_WORD = String.raw`(?:rhythm|rate|bpm|\/min|minute|sinus|SR|NSR|HR|tachycardia|bradycardia|R[\s-]?R(?:\s+intervals?)?)`;
const AFTER_RATE = String.raw`(?<=\b${RATE_WORD}\b(?:(?:(?!\band\s+the\b)(?:[^.;\n]|\.(?=\d))){0,30}?[,\s(\[]\s*(?:and\s+|which\s+is\s+|is\s+)?|[^.;:\n]{0,100}?,\s*(?:and\s+)?it(?:['’]s|\s+is)\s+|\.\s+))`;
const Q: Qualitative[] = [
  { re: /\bnarrow(?:[\s-]+complex)?\s+QRS(?:\s+complex(?:es)?)?\b|\bQRS(?:\s+complex(?:es)?|\s+duration)?(?:\s+(?:is\s+|are\s+)?|\s*[:=]\s*)(?:not\s+)?narrow\b|\bnarrow[\s-]+complex\b/gi, quantity: 'qrs_ms', range: [0, 119], unit: 'ms' },
  { re: /\b(?:wide|broad|widened|prolonged)(?:[\s-]+complex)?\s+QRS(?:\s+complex(?:es)?)?\b|\bQRS(?:\s+complex(?:es)?|\s+duration)?\s+(?:is\s+|are\s+)?(?:not\s+)?(?:wide|broad|widened|prolonged)\b|\bwide[\s-]+complex\b|\bQRS\s+widening\b|\bwidening\s+of\s+the\s+QRS\b/gi, quantity: 'qrs_ms', range: [120, INF], unit: 'ms' },
  { re: new RegExp(String.raw`\b${NORMAL}\s+PR(?:\s+interval)?\b|\bPR(?:\s+interval)?(?:\s+(?:is\s+)?|\s*:\s*)${NORMAL}`, 'gi'), quantity: 'pr_ms', range: [120, 200], unit: 'ms' },
  { re: new RegExp(String.raw`\b${NORMAL}\s+QRS(?:\s+(?:duration|width|interval))?\b(?!\s+(?:axis|voltage|amplitude))|\bQRS(?:\s+(?:duration|width|interval))?(?:\s+(?:is\s+)?|\s*:\s*)${NORMAL}`, 'gi'), quantity: 'qrs_ms', range: [0, 119], unit: 'ms' },
  { re: new RegExp(String.raw`\b${NORMAL}\s+QTc?(?:\s+interval)?\b|\bQTc?(?:\s+interval)?(?:\s+(?:is\s+)?|\s*:\s*)${NORMAL}`, 'gi'), quantity: 'qtc_ms', range: [350, 460], unit: 'ms' },
  { re: new RegExp(String.raw`\b${NORMAL}\s+(?:heart\s+|ventricular\s+)?rate\b|\b(?:heart\s+|ventricular\s+)?rate(?:\s+(?:is\s+)?|\s*:\s*)${NORMAL}`, 'gi'), quantity: 'hr_bpm', range: [60, 100], unit: 'bpm' },
  { re: /\b(?:tachycardi[ac]|tachycardic|tachyarrhythmia|rapid\s+(?:ventricular\s+)?rate|rapid\s+(?:ventricular\s+)?response(?!\s+(?:team|called|was\s+called|activated|paged|nurse|RN|call))|fast\s+(?:heart\s+)?rate|fast\s+(?:ventricular\s+)?response)\b/gi, quantity: 'hr_bpm', range: [101, INF], unit: 'bpm' },
  { re: /\b(?:bradycardi[ac]|bradycardic|slow\s+(?:heart\s+|ventricular\s+)?(?:rate|response))\b/gi, quantity: 'hr_bpm', range: [0, 59], unit: 'bpm' },
  // European reports' rate words: "normofrequent", "normocardic" (60–100 /min)
  { re: /\bnormo(?:frequent|cardic|cardia)\b/gi, quantity: 'hr_bpm', range: [60, 100], unit: 'bpm' },
  // patient-facing words: the conduction from the top to the bottom chambers (PR), how fast the bottom chambers are
  // activated (QRS), the heartbeat's recovery phase (QT), a heart beating a little fast or slow, a steady beat
  { re: /\b(?:time\s+(?:it\s+takes\s+)?(?:for\s+)?)?(?:the\s+)?(?:electrical\s+)?signal\s+(?:takes\s+to\s+)?(?:travels?|to\s+travel|passes|moves)\s+from\s+the\s+top\s+(?:chambers?|of\s+the\s+heart)\s+to\s+the\s+bottom(?:\s+chambers?)?\s+(?:is\s+)?(?:in\s+)?(?:a\s+)?normal(?:ly|\s+amount\s+of\s+time)?\b/gi, quantity: 'pr_ms', range: [120, 200], unit: 'ms' },
  { re: /\b(?:the\s+)?(?:electrical\s+)?signal\s+takes\s+(?:a\s+(?:little|bit)\s+|slightly\s+|much\s+)?longer\s+than\s+(?:usual|normal)\s+to\s+(?:travel|pass|get)\s+from\s+the\s+top\s+(?:chambers?|of\s+the\s+heart)\s+to\s+the\s+bottom(?:\s+chambers?)?/gi, quantity: 'pr_ms', range: [201, INF], unit: 'ms' },
  { re: /\bbottom\s+chambers\s+(?:are|get)\s+activated\s+(?:quickly|normally|rapidly|promptly)\b/gi, quantity: 'qrs_ms', range: [0, 119], unit: 'ms' },
  { re: /\bbottom\s+chambers\s+(?:are|get)\s+activated\s+(?:slowly|late|with\s+a\s+delay)\b/gi, quantity: 'qrs_ms', range: [120, INF], unit: 'ms' },
  { re: /\brecovery\s+(?:phase|time|period)(?:\s+of\s+(?:the|your|each)\s+heart[\s-]?beats?)?(?:\s*\((?:QTc?|the\s+QTc?(?:\s+interval)?)\))?\s+(?:is\s+)?(?:a\s+(?:little|bit)\s+|slightly\s+|much\s+)?(?:longer\s+than\s+(?:normal|usual)|prolonged|too\s+long|long)\b/gi, quantity: 'qtc_ms', range: [451, INF], unit: 'ms' },
  { re: /\brecovery\s+(?:phase|time|period)(?:\s+of\s+(?:the|your|each)\s+heart[\s-]?beats?)?(?:\s*\((?:QTc?|the\s+QTc?(?:\s+interval)?)\))?\s+(?:is\s+)?(?:normal|within\s+(?:the\s+)?normal\s+(?:range|limits))\b/gi, quantity: 'qtc_ms', range: [350, 460], unit: 'ms' },
  { re: /\b(?:heart(?:beat)?|pulse|rate|it)\s+(?:is\s+)?(?:beating\s+)?(?:a\s+(?:little|bit)\s+|slightly\s+|rather\s+|quite\s+|too\s+)(?:fast|quick(?:ly)?|rapid(?:ly)?)\b|\b(?:which\s+is\s+)?(?:a\s+(?:little|bit)|slightly)\s+fast\b/gi, quantity: 'hr_bpm', range: [101, INF], unit: 'bpm' },
  { re: /\b(?:heart(?:beat)?|pulse|rate|it)\s+(?:is\s+)?(?:beating\s+)?(?:a\s+(?:little|bit)\s+|slightly\s+|rather\s+|quite\s+|too\s+)slow(?:ly)?\b|\b(?:which\s+is\s+)?(?:a\s+(?:little|bit)|slightly)\s+slow(?:ly)?\b/gi, quantity: 'hr_bpm', range: [0, 59], unit: 'bpm' },
  { re: /\b(?:beats?\s+(?:come|comes|arrive)\s+at\s+a\s+(?:steady,?\s+)?(?:regular|steady|even)\s+pace|(?:rhythm|heartbeat|beat)\s+is\s+(?:nice\s+and\s+)?(?:steady|even)|steady\s+(?:rhythm|beat)|(?:the\s+|your\s+)(?:heart\s*)?beats\s+(?:are|look|seem|appear)\s+(?:(?:nicely|fairly|quite|very|perfectly)\s+)?(?:regular(?:ly\s+spaced)?|evenly\s+spaced|even))\b/gi, quantity: 'regularity', range: [1, 1], unit: '' },
  // "the beats are irregular", "your heartbeats look unevenly spaced"
  { re: /\b(?:the\s+|your\s+)(?:heart\s*)?beats\s+(?:are|look|seem|appear)\s+(?:(?:quite|very|completely|totally)\s+)?(?:irregular(?:ly\s+spaced)?|unevenly\s+spaced|uneven)\b/gi, quantity: 'regularity', range: [0, 0], unit: '' },
  // the terminal negative part of the P in V1 (left atrial abnormality): "deep" at −0.1 mV or more
  { re: /\b(?:deep|prominent|large|broad|wide)(?:\s+(?:and|,)\s+(?:deep|broad|wide))?\s+terminal\s+(?:negative\s+)?(?:P(?:[\s-]*wave)?(?:\s+(?:component|portion|deflection|force))?|component|portion|deflection|force)(?:\s+(?:of\s+the\s+P(?:[\s-]*wave)?\s+)?(?:in|of)\s+(?:lead\s+)?V1)?/gi, quantity: 'p_terminal_mv', range: [-INF, -0.1], unit: 'mV', leads: ['V1'] },
  // the ventricular rate of AF or flutter: controlled below 100 /min, uncontrolled above (rapid response is tachycardic)
  { re: /\b(?:(?:well[\s-]+|adequately\s+)?(?:rate[\s-]+)?controlled\s+(?:ventricular\s+)?(?:rate|response)|(?:ventricular\s+)?(?:rate|response)\s+(?:is\s+|appears\s+|seems\s+)?(?:well[\s-]+|adequately\s+)?controlled)\b/gi, quantity: 'hr_bpm', range: [0, 100], unit: 'bpm' },
  { re: /\buncontrolled\s+(?:ventricular\s+)?(?:rate|response)\b/gi, quantity: 'hr_bpm', range: [101, INF], unit: 'bpm' },
  // the QT against half the RR (the bedside rule for a long QT): the QT/RR ratio above or below 0.5
  { re: /\bQT(?:\s+interval)?\s+(?:is\s+|occupies\s+|takes\s+up\s+|lasts\s+)?(?:just\s+|well\s+|slightly\s+)?(?:(?:more|longer|greater)\s+than|over|above)\s+half\s+(?:of\s+)?(?:the\s+|every\s+|each\s+)?(?:R[\s-]?R(?:\s+interval)?|cardiac\s+cycle|cycle)\b|\bQT\s*>\s*½\s*RR\b/gi, quantity: 'qt_rr_ratio', range: [0.5, INF], unit: '' },
  { re: /\bQT(?:\s+interval)?\s+(?:is\s+|occupies\s+|takes\s+up\s+|lasts\s+)?(?:just\s+|well\s+|slightly\s+)?(?:(?:less|shorter)\s+than|under|below)\s+half\s+(?:of\s+)?(?:the\s+|every\s+|each\s+)?(?:R[\s-]?R(?:\s+interval)?|cardiac\s+cycle|cycle)\b|\bQT\s*<\s*½\s*RR\b/gi, quantity: 'qt_rr_ratio', range: [0, 0.5], unit: '' },
  // PTB-XL's axis types (German "Lagetyp"): left type −30…+30°, normal (indifferent) type +30…+60°, steep type +60…+90°,
  // right type +90…+120°, overturned (overdriven) left type beyond −30°, overturned right type beyond +120°
  { re: /\b(?:overturned|over-?rotated|overdriven|superior|extreme)\s+left[\s-]+type\b/gi, quantity: 'axis_deg.qrs', range: [-90, -30], unit: 'deg' },
  { re: /\bleft[\s-]+type\b/gi, quantity: 'axis_deg.qrs', range: [-30, 30], unit: 'deg' },
  { re: /\b(?:normal|indifferent|intermediate)[\s-]+type\b/gi, quantity: 'axis_deg.qrs', range: [30, 60], unit: 'deg' },
  { re: /\b(?:steep|vertical)[\s-]+type\b/gi, quantity: 'axis_deg.qrs', range: [60, 90], unit: 'deg' },
  { re: /\b(?:overturned|over-?rotated|overdriven)\s+right[\s-]+type\b/gi, quantity: 'axis_deg.qrs', range: [120, 180], unit: 'deg' },
  { re: /\bright[\s-]+type\b/gi, quantity: 'axis_deg.qrs', range: [90, 120], unit: 'deg' },
  // quadrants of the hexaxial reference, by leads I and aVF: the normal (lower left) one 0…+90°, upper left 0…−90°,
  // lower right +90…180°, upper right (north-west) −90…−180°
  { re: /\b(?:normal|(?:left\s+lower|lower\s+left|bottom\s+left)(?!\s+(?:abdomen|limb)))\s+quadrant\b/gi, quantity: 'axis_deg.qrs', range: [0, 90], unit: 'deg' },
  { re: /\b(?:left\s+upper|upper\s+left|top\s+left)\s+quadrant\b/gi, quantity: 'axis_deg.qrs', range: [-90, 0], unit: 'deg' },
  { re: /\b(?:right\s+lower|lower\s+right|bottom\s+right)\s+quadrant\b/gi, quantity: 'axis_deg.qrs', range: [90, 180], unit: 'deg' },
  { re: /\b(?:right\s+upper|upper\s+right|top\s+right|north[\s-]?west(?:ern)?)\s+quadrant\b/gi, quantity: 'axis_deg.qrs', range: [-180, -90], unit: 'deg' },
  // RR intervals compared one with another: "no two neighbouring intervals match", "RR intervals … are not constant";
  // "it doesn't vary beat to beat", "no beat-to-beat variation"
  { re: /\bno\s+two\s+(?:(?:neighbouring|neighboring|consecutive|adjacent|successive)\s+)?(?:(?:R[\s\-–]?R|beat-to-beat)\s+)?(?:intervals?\s+|RRs?\s+|gaps\s+)?(?:match|are\s+(?:the\s+same|equal|alike)|alike)\b|\bR[\s\-–]?R(?:\s+intervals?)?(?:\s+on\s+the\s+(?:rhythm\s+)?strip)?\s+(?:are|is)\s+not\s+(?:constant|equal|the\s+same|fixed)\b/gi, quantity: 'regularity', range: [0, 0], unit: '', ownNegation: true },
  { re: /\b(?:(?:does\s*n[o’']t|does\s+not|do\s*n[o’']t|do\s+not)\s+vary\s+(?:from\s+)?beat[\s-]+to[\s-]+beat|no\s+(?:significant\s+)?beat[\s-]+to[\s-]+beat\s+variation)\b/gi, quantity: 'regularity', range: [1, 1], unit: '', ownNegation: true },
  // "regularly irregular": irregular in a repeating pattern (grouped beating, bigeminy), not AF's irregularly irregular
  { re: /\bregularly\s+irregular\b(?:\s+(?:rhythm|R[\s\-–]?R(?:\s+intervals?)?))?/gi, quantity: 'regularity', range: [2, 2], unit: '' },
  // "no repeating pattern", "no grouping": the irregularity (if any) does not repeat
  { re: /(?<=\b(?:no|without(?:\s+any)?)\s+)(?:(?:repeating|recurring)\s+(?:pattern|cycle|sequence)|grouping)\b/gi, quantity: 'regularity', range: [2, 2], unit: '' },
  { re: new RegExp(String.raw`\b(?:regular(?:ly)?\s+(?:(?:sinus|ventricular|narrow[\s-]complex)\s+)?(?:rhythm|rate\s+and\s+rhythm|R[\s\-–]?R(?:\s+intervals?)?|response)|(?:rhythm|regularity)(?:\s+is|\s*:)\s+regular|R[\s\-–]?R(?:\s+intervals?)?(?:\s*[:—–]\s*|\s+)${LOOKS}(?:regular|constant))\b`, 'gi'), quantity: 'regularity', range: [1, 1], unit: '' },
  // "sinus rhythm at 75 bpm, regular." — a bare (ir)regular right after a rhythm or rate statement ("Rate 68 bpm. Regular.",
  // "sinus at 70 bpm (…), and it's regular")
  { re: new RegExp(String.raw`(?=regular)${AFTER_RATE}regular\b(?!\s+(?:follow|check|monitor|exercise|basis|intervals?\s+of|beats?|complex))`, 'gi'), quantity: 'regularity', range: [1, 1], unit: '' },
  { re: new RegExp(String.raw`(?=irregular)${AFTER_RATE}irregular\b(?!\s+(?:follow|check|monitor|basis|beats?|complex))`, 'gi'), quantity: 'regularity', range: [0, 0], unit: '' },
  { re: new RegExp(String.raw`\b(?:irregular(?:ly)?\s+irregular(?:\s+rhythm)?|irregular\s+(?:(?:ventricular|narrow[\s-]complex|wide[\s-]complex|supraventricular|atrial)\s+)?(?:rhythm|R[\s\-–]?R(?:\s+intervals?)?|response)|(?:rhythm|regularity)(?:\s+is|\s*:)\s+irregular|R[\s\-–]?R(?:\s+intervals?)?(?:\s*[:—–]\s*|\s+)${LOOKS}(?:irregular|variable)|R[\s\-–]?R\s+intervals?\s+(?:vary|varies|varying)\s+(?:irregularly|widely|randomly|chaotically))\b`, 'gi'), quantity: 'regularity', range: [0, 0], unit: '' },
  ...LAY_QUALITIES,
];

/**
 * A quality said of the interval named earlier in the sentence: "QTc ≈ 0.52 s, which is prolonged", "the QRS is
 * 160 ms, which is wide", or a bare word closing the clause after its value ("QTc 480 msec, prolonged."). The range
 * each (interval, word) pair stands for; pairs not listed are not claims.
 */
const ANAPHORA = /(?:\b(?:which|that)\s+(?:is|was|are|would\s+be)\s+|(?<=\d\s*(?:ms|msec|milliseconds?|s|sec|seconds|bpm|\/min|°|degrees)?)(?:,|\s*(?:→|->|⇒|=>)|\s+[—–-]\s+|\s*[—–]|\s*\(|(?<=\b(?:QTc|QT|QRS|PR)[\s:=]*[~≈]?\d{2,3}(?:\s*(?:ms|msec))?)\s)\s*(?=(?:not\s+(?:yet\s+)?)?(?:\w+ly\s+)?(?:\w+|within\s+(?:the\s+)?normal\s+(?:range|limits))\s*(?:[.;,)\n]|$)))(not\s+(?:yet\s+)?)?(?:(?:mildly|markedly|slightly|significantly|very|clearly)\s+)?(prolonged|long|wide|broad|widened|narrow|short|normal|within\s+(?:the\s+)?normal\s+(?:range|limits))\b/gi;
const ANTECEDENT = /\b(QRS|QTc|QT|PR)\b/gi;
const ANAPHORA_RANGE: Record<string, Record<string, [number, number]>> = {
  qrs_ms: { prolonged: [120, INF], wide: [120, INF], broad: [120, INF], widened: [120, INF], narrow: [0, 119], normal: [0, 119] },
  pr_ms: { prolonged: [201, INF], long: [201, INF], short: [0, 119], normal: [120, 200] },
  qtc_ms: { prolonged: [451, INF], long: [451, INF], short: [0, 349], normal: [350, 460] },
  hr_bpm: { normal: [60, 100] },
  'axis_deg.qrs': { normal: [-30, 90] },
};
/**
 * "Borderline", "at the upper limit of normal", "high-normal": an interval near the top of its normal range, said of
 * the value or interval named just before it ("QTc 440 ms — borderline prolonged", "PR at the upper limit of
 * normal") or named with it ("borderline QTc"). The range each interval stands for (QTc: the borderline bands of men
 * and women together); checked with the interval's tolerance, so only an interval clearly outside is contradicted.
 */
const BORDERLINE_WORDS = String.raw`(?:borderline(?:[\s-]+(?:prolonged|long|wide|high|normal))?(?![\s-]+(?:range|zone|values?|criteri(?:on|a)|cut))|(?:(?:right\s+|just\s+)?at\s+the\s+upper\s+(?:limit|end)(?:\s+of\s+(?:the\s+)?normal(?:\s+range)?)?|upper\s+(?:limit|end)\s+of\s+(?:the\s+)?normal(?:\s+range)?)(?!\s*(?:is\b|was\b|=|:|of\s+\d|\d|for\b))|upper[\s-]+normal|high[\s-]+normal)`;
const BORDERLINE = new RegExp(String.raw`\b${BORDERLINE_WORDS}(?:\s+(QTc|QT|PR|QRS)\b)?`, 'gi');
const BORDERLINE_RANGE: Record<string, [number, number]> = { qtc_ms: [430, 470], pr_ms: [190, 210], qrs_ms: [100, 120] };
const BEFORE_FINDING = /^\s+(?:1st|first|2nd|second|3rd|third|AV\b|[LR]VH\b|[LR]AE\b|left\b|right\b|sinus\b|brady|tachy|low\s+voltage|(?:ST|T)[\s-]|(?:abnormal|normal)\s+(?:ECG|EKG|tracing)\b|ECG\b|EKG\b)/i;
/** What may stand between the interval (or its value) and the borderline words: "QTc 440 ms (Bazett) — ", "by Bazett, so ", "PR is ". */
const TO_BORDERLINE = /^[\s)]*(?:\((?:Bazett|Fridericia|Framingham|Hodges|[BFH])\)\s*|(?:by|with|using|per)\s+(?:Bazett|Fridericia|Framingham|Hodges)(?:['’]s)?(?:\s+(?:formula|correction))?\s*)?(?:[,:—–(]|\s-\s)?\s*(?:interval\s+)?(?:which\s+is|that\s+is|that's|it's|is|are|was|so|and|looks|seems|appears|,)?\s*$/i;

/** "the 120 ms cut-off for a wide-complex tachycardia": the quality a threshold defines, not one said of this ECG. */
const THRESHOLD_FOR_BEFORE = /\b(?:cut-?off|threshold|criteri(?:on|a)|limit)\s+for\s+(?:an?\s+)?$/i;
/** "upper-normal for a toddler", "slow for a 10-year-old": judged against an age group's or athletes' norms, not measured. */
const POPULATION_NORM_AFTER = new RegExp(String.raw`^\s+for\s+(?:an?\s+|his\s+|her\s+|their\s+|this\s+)?${AGE_GROUP}`, 'i');
const judgedByAgeNorms = (text: string, end: number) => POPULATION_NORM_AFTER.test(text.slice(end, end + 50));

const TACHYARRHYTHMIA_BEFORE = /\b(?:atrial|ventricular|junctional|supraventricular|nodal|re-?entrant|reciprocating|wide[\s-]complex|narrow[\s-]complex)\s+$/i;

/** The qualities of a rate or an axis are read only after a value with its unit. */
const SAID_WITH_UNIT: Record<string, RegExp> = { hr_bpm: /(?:bpm|min(?:ute)?)\W*$/i, 'axis_deg.qrs': /(?:°|degrees?)\W*$/i };
/** The quantity a quality is judged on: a QT called prolonged or normal means its corrected value. */
const SAID_OF: Record<string, string> = { qrs_ms: 'qrs_ms', pr_ms: 'pr_ms', qt_ms: 'qtc_ms', qtc_ms: 'qtc_ms', hr_bpm: 'hr_bpm', 'axis_deg.qrs': 'axis_deg.qrs' };

function qualitativeClaim(text: string, span: [number, number], quantity: string, range: [number, number], unit: string, negated: boolean): ExtractedClaim {
  return {
    text: text.slice(span[0], span[1]),
    span,
    kind: quantity === 'regularity' ? 'rhythm' : 'measurement',
    quantity,
    code: null,
    value: quantity === 'regularity' ? (['irregular', 'regular', 'regularly irregular'][range[0]] ?? 'irregular') : range[1] >= INF ? `>=${range[0]}` : range[0] === 0 ? `<=${range[1]}` : range[0] < 0 ? `${range[0]} to ${range[1]}` : `${range[0]}-${range[1]}`,
    range,
    unit: unit || null,
    leads: [],
    negated,
    ...(quantity === 'regularity' ? {} : { criterion: true }),
  };
}

/**
 * `measurements`: the clause's number claims; the last one before "which is prolonged" is what it is said of ("it comes
 * to about 480 ms, which is prolonged"), else the last interval named.
 */
export function extractQualitative(text: string, clause: Clause, taken: [number, number][], measurements: ExtractedClaim[] = []): ExtractedClaim[] {
  const [a, b] = clause.span;
  const body = text.slice(0, b);
  const out: ExtractedClaim[] = [];
  const free = (span: [number, number]) => !taken.some(([s, e]) => span[0] < e && s < span[1]) && !out.some((c) => span[0] < c.span[1] && c.span[0] < span[1]);
  for (const q of Q) {
    q.re.lastIndex = a;
    for (let m = q.re.exec(body); m; m = q.re.exec(body)) {
      const span: [number, number] = [m.index, m.index + m[0].length];
      if (!free(span) || THRESHOLD_FOR_BEFORE.test(text.slice(Math.max(a, span[0] - 40), span[0])) || judgedByAgeNorms(text, span[1])) continue;
      const negated = !q.ownNegation && (/\bnot\b/i.test(m[0]) || inSpans(span[0], clause.negated) || POST_NEGATION.test(text.slice(span[1], Math.min(b, span[1] + 30))));
      const claim: ExtractedClaim = { ...qualitativeClaim(text, span, q.quantity, q.range, q.unit, negated), ...(q.leads ? { leads: q.leads } : {}) };
      // "sinus rather than an atrial tachycardia": denying a tachyarrhythmia by name does not deny a fast rate
      if (negated && q.quantity === 'hr_bpm' && TACHYARRHYTHMIA_BEFORE.test(text.slice(Math.max(a, span[0] - 30), span[0]))) claim.unverifiableReason = 'a tachyarrhythmia denied by name: its rate is not denied';
      out.push(claim);
    }
  }
  BORDERLINE.lastIndex = a;
  for (let m = BORDERLINE.exec(body); m; m = BORDERLINE.exec(body)) {
    const span: [number, number] = [m.index, m.index + m[0].length];
    if (judgedByAgeNorms(text, span[1])) continue;
    let quantity = m[1] ? SAID_OF[`${m[1].toLowerCase()}_ms`] : undefined;
    // "borderline 1st-degree AV block", "borderline LVH": a hedged finding, not a borderline interval
    if (!quantity && BEFORE_FINDING.test(text.slice(span[1], span[1] + 24))) continue;
    if (!quantity) {
      // the value right before it, else the interval named right before it
      const value = measurements.filter((c) => c.span[1] <= m!.index && TO_BORDERLINE.test(text.slice(c.span[1], m!.index))).pop();
      quantity = value?.quantity ? SAID_OF[value.quantity] : undefined;
      if (!quantity) {
        const named = /\b(QTc|QT|PR|QRS)(?:\s+(?:interval|duration))?\s*$/i.exec(text.slice(Math.max(a, m.index - 30), m.index).replace(/[\s:—–(,-]*(?:which\s+is|that\s+is|is|are)?\s*$/i, ''));
        quantity = named ? SAID_OF[`${named[1].toLowerCase()}_ms`] : undefined;
      }
    }
    const range = quantity ? BORDERLINE_RANGE[quantity] : undefined;
    if (!range || !free(span)) continue;
    // (a borderline range takes the criterion's tolerance in already)
    out.push({ ...qualitativeClaim(text, span, quantity!, range, 'ms', inSpans(span[0], clause.negated)), criterion: false });
  }
  ANAPHORA.lastIndex = a;
  for (let m = ANAPHORA.exec(body); m; m = ANAPHORA.exec(body)) {
    // (a value's claim may end with the space before an arrow: "QTc 470 → prolonged")
    const span: [number, number] = [m.index + /^\s*/.exec(m[0])![0].length, m.index + m[0].length];
    // the value claimed right before it (nothing but its unit between), else the last interval named before it in the
    // same sentence with no other "which" between
    const value = measurements.filter((c) => c.span[1] <= m!.index && /^[\s),]*$/.test(text.slice(c.valueSpan?.[1] ?? c.span[1], m!.index))).pop();
    let quantity = value?.quantity ? SAID_OF[value.quantity] : undefined;
    if (!quantity) {
      const before = text.slice(Math.max(a, m.index - 80), m.index);
      const last = [...before.matchAll(ANTECEDENT)].pop();
      const between = before.slice(last ? last.index! + last[0].length : 0);
      if (!last || /\b(?:which|that)\b/i.test(between)) continue;
      // the bare word after a comma belongs to the value right before it, and that value to the interval named before it
      if (m[0].startsWith(',') && !/^\s*(?:interval|duration)?\s*(?:is|of|[:=])?\s*[~≈]?\s*\d[\d.\s]*(?:ms|msec|s|sec|seconds)?\s*$/i.test(between)) continue;
      quantity = SAID_OF[`${last[1].toLowerCase()}_ms`];
    }
    const range = ANAPHORA_RANGE[quantity]?.[/^within/i.test(m[2]) ? 'normal' : m[2].toLowerCase()];
    if (!range || !free(span)) continue;
    // a rate or an axis only with its unit written ("64 bpm, normal", "+45° (normal)"): "PR 160, HR 72, normal" calls
    // the whole list normal
    if (quantity in SAID_WITH_UNIT && !SAID_WITH_UNIT[quantity].test(text.slice(value?.span[0] ?? m.index, m.index))) continue;
    out.push(qualitativeClaim(text, span, quantity, range, 'ms', m[1] !== undefined || inSpans(span[0], clause.negated)));
  }
  // "the PVCs have a wide QRS": the premature beats' width, not the dominant beats'
  for (const c of out) if (c.quantity === 'qrs_ms' && saidOfEctopicBeats(text, clause.span, c.span[1])) c.ectopic = true;
  return out;
}

export const UNBOUNDED = INF;
