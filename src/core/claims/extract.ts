// All checkable statements of a response, in text order, each with its character span.
import type { ExtractedClaim } from './claim-types';
import { inSpans, segmentClauses } from './segment';
import { WITHDRAWN } from './scope-cues';
import { compactWhitespace, composeMaps, mapSpan } from './compact-text';
import { plainLatex } from './latex-text';
import { plainTypography } from './plain-typography';
import { plainSymbols } from './plain-symbols';
import { writtenNumbers } from './spoken-text';
import { answeredQuestions } from './question-answers';
import { retractionCues, withdrawRetracted } from './retraction';
import { restatedValues } from './restated-values';
import { speakerTurns } from './transcript';
import { joinWaveKeys, plainStructure } from './structured-text';
import { listedWaves } from './listed-waves';
import { extendedFindings } from './extended-findings';
import { respectively } from './respectively';
import { headedLeadLines } from './heading-waves';
import { unitLabels } from './unit-labels';
import { plainTyping } from './plain-typing';
import { plainMarkup } from './plain-markup';
import { plainShorthand } from './plain-shorthand';
import { formLayout } from './form-layout';
import { quizKeys } from './quiz-keys';
import { rubricItemSpans } from './rubric-items';
import { columnValues } from './column-values';
import { extractContext, NOT_ON_THE_ECG } from './extract-context';
import { extractAxisTriples, extractHeaderValues, extractMeasurements } from './extract-measurements';
import { extractEctopicCounts } from './extract-ectopic-counts';
import { extractBeatDescriptions } from './extract-beat-descriptions';
import { extractFindings } from './extract-findings';
import { extractLeadTables } from './extract-lead-tables';
import { extractQualitative } from './extract-qualitative';
import { extractPolarity } from './extract-polarity';
import { extractComparisons } from './extract-comparisons';
import { mergePoints, timeWindows } from './extract-time';
import { WINDOWED_CODES, WINDOWED_COUNTS } from './check-window';

/** Responses longer than this are checked on their first MAX_CHARS characters only. */
export const MAX_CHARS = 50_000;
/** A sentence without punctuation is cut into pieces of at most this many characters. */
const MAX_CLAUSE = 1500;

/** The topic a step of a reasoning trace is titled by ("Step 3 — ectopy and pauses."). */
const TOPIC = String.raw`(?:(?:the\s+)?(?:rate|rhythm|axis|intervals?|ectopy|pauses?|P\s+waves?|QRS(?:\s+complex(?:es)?)?|ST(?:[\s-]T)?(?:\s+segments?)?|T\s+waves?|conduction|morphology|voltages?|repolari[sz]ation|beats?|count|timing))`;

/** Bold or markdown step headers ("**Step 4: Ischemia**") name a topic, not a finding. */
const HEADER = new RegExp(String.raw`\*\*\s*Step\s*\d{1,3}[^*\n]{0,80}\*\*|\*\*(?:Ischa?emia|Infarction|Rhythm|Rate|Axis|Intervals|Conduction|Morphology|Chambers|Hypertrophy|(?:Right|Left)\s+(?:ventricle|atrium)|Repolari[sz]ation|Voltages?|(?:Technical\s+)?quality|Summary|Impression|Interpretation|Conclusion)\.\*\*|^[ \t]*Step\s*\d{1,3}\s*[–:.)-][^:\n]{0,60}:|^[ \t]*Step\s*\d{1,3}\s*[–—:.)-]\s*${TOPIC}(?:\s*(?:,|and|&|\/)\s*${TOPIC}){0,3}\.(?=\s)|^[ \t]*#{1,6}[^\n]{0,80}$|^[ \t]*\|[^\n]{0,300}\|[ \t]*(?=\n[ \t]*\|?[ \t]*:?-{2,})`, 'gim');

function headerSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  // …and so do the column names of a Markdown table ("| Lead | ST deviation |" over "|---|---|")
  // …and a bold title closed by its full stop ("**Ischaemia.** ST segments are isoelectric")
  HEADER.lastIndex = 0;
  for (let m = HEADER.exec(text); m && out.length < 500; m = HEADER.exec(text)) out.push([m.index, m.index + m[0].length]);
  // …and a grader's rubric items with their points ("**Axis (1 pt): 1/1**")
  return out.concat(rubricItemSpans(text));
}

/** A span without the white space at its ends (a value mapped back from a rewritten "key: value" line). */
function trimSpan(text: string, [a, b]: [number, number]): [number, number] {
  while (a < b && /\s/.test(text[a])) a++;
  while (b > a && /\s/.test(text[b - 1])) b--;
  return [a, b];
}

/** A finding and the beats or times it is placed at, as one phrase: "a PVC at 1.9 s", "PVCs at complexes 3 and 8". */
const ATTACHED = /^\s*(?:(?:at|in|on)\s+(?:the\s+)?)?$/i;

/** Counts and ectopic beats of a clause that names a stretch of the strip take the nearest one named. */
function placeInTime(text: string, [a, b]: [number, number], claims: ExtractedClaim[]): void {
  const targets = claims.filter((c) => (c.quantity !== null && WINDOWED_COUNTS.has(c.quantity)) || (c.code !== null && WINDOWED_CODES.has(c.code)));
  const widths = claims.filter((c) => c.quantity === 'qrs_ms');
  if (targets.length === 0 && widths.length === 0) return;
  const windows = mergePoints(timeWindows(text, a, b));
  // "Beat #3 and beat #8: QRS 140 ms": a width said of the numbered beats before it is theirs
  for (const c of widths) {
    const named = windows.find((w) => w.window.kind === 'beats' && w.span[1] <= c.span[0] && c.span[0] - w.span[1] <= 60 && !/[.;]\s|\n/.test(text.slice(w.span[1], c.span[0])));
    if (named) c.window = named.window;
  }
  const gap = (x: [number, number], y: [number, number]) => Math.max(0, x[0] - y[1], y[0] - x[1]);
  for (const c of targets) {
    // a summary's total of beats is the whole record's (extract-record-summary.ts)
    if (c.window) continue;
    // beat numbers say which beats are ectopic, not how many beats there are; they and points in time are said of the
    // ectopy beside them, not of sinus beats named in between ("two PVCs … four sinus beats (complexes 4 to 7)")
    const usable = windows.filter((w) => {
      if (w.window.kind !== 'beats' && w.window.kind !== 'points') return true;
      if (w.window.kind === 'beats' && c.quantity === 'beat_count') return false;
      const between = text.slice(Math.min(w.span[1], c.span[1]), Math.max(w.span[0], c.span[0]));
      return between.length <= 40 && !/\b(?:sinus|normal|narrow|conducted|native)\b/i.test(between);
    });
    const nearest = usable.reduce<(typeof windows)[number] | null>((best, w) => (!best || gap(w.span, c.span) < gap(best.span, c.span) ? w : best), null);
    if (!nearest) continue;
    // "premature ventricular complexes (beats 5 and 10)": the finding is said of the record, the beats named apart after
    // it are where it is said to be — two claims, each with its own words
    if (c.code !== null && (nearest.window.kind === 'beats' || nearest.window.kind === 'points') && nearest.span[0] >= c.span[1] && !ATTACHED.test(text.slice(c.span[1], nearest.span[0]))) {
      claims.push({ ...c, span: nearest.span, valueSpan: undefined, window: nearest.window, placementOf: c.span });
      continue;
    }
    c.window = nearest.window;
  }
}

/** What sets a value off after its finding: a parenthesis, a comma or a dash ("… in V2 and V3, by about 1 mm"). */
const VALUE_APART = /(?:\(|[,—–:]\s*(?:(?:by|at|of|measuring|reaching|apart\s+from|except(?:\s+for)?|other\s+than|save\s+for)\s+)?)\s*(?:(?:up\s+to|about|approx\.?|approximately|~|≈|roughly|around)\s*)?$/i;

/**
 * "Tall, peaked T waves in V2–V4 (up to 6–7 mm)": a value set off after a finding is a claim of its own, apart from the
 * finding its keyword sits in; its span starts at the value, so each verdict marks its own words.
 */
function valuesApartFromFindings(text: string, claims: ExtractedClaim[]): void {
  for (const c of claims) {
    if (c.kind !== 'measurement' || !c.valueSpan) continue;
    // the finding holds the value's keyword, or ends just before it ("Tall, peaked, narrow-based T waves")
    const finding = claims.find((f) => f.code !== null && f.span[0] <= c.span[0] && f.span[1] <= c.valueSpan![0] && (c.span[0] < f.span[1] || /^[^.;\n]{0,30}$/.test(text.slice(f.span[1], c.span[0]))));
    if (finding && VALUE_APART.test(text.slice(finding.span[1], c.valueSpan[0]))) c.span = [c.valueSpan[0], c.span[1]];
  }
}

/** Numbers listed before an RR interval's value, in its unit ("roughly 0.44, 0.71, 0.52, 0.80 s", "0.36, 0.52, 0.40 and 0.60 s"). */
const LISTED_BEFORE = /(?:(?:\d+(?:\.\d+)?\s*,\s*){2,}(?:(?:and|or)\s+)?|(?:\d+(?:\.\d+)?\s*,\s*)+\d+(?:\.\d+)?\s+(?:and|or)\s+)$/;

/** RR intervals listed one by one: the claim is the range they span (checked as a spread, check-measurement.ts). */
function listedIntervals(text: string, claims: ExtractedClaim[]): void {
  for (const c of claims) {
    if (c.quantity !== 'rr_ms' || !c.valueSpan || typeof c.value !== 'number' || c.range?.[0] !== c.range?.[1]) continue;
    const listed = LISTED_BEFORE.exec(text.slice(Math.max(0, c.valueSpan[0] - 120), c.valueSpan[0]));
    const written = parseFloat(text.slice(c.valueSpan[0], c.valueSpan[1]));
    if (!listed || !(written > 0)) continue;
    const scale = c.value / written;
    const values = [...listed[0].matchAll(/\d+(?:\.\d+)?/g)].map((m) => parseFloat(m[0]) * scale).concat(c.value);
    c.range = [Math.min(...values), Math.max(...values)];
    c.value = (c.range[0] + c.range[1]) / 2;
    c.valueSpan = [c.valueSpan[0] - listed[0].length, c.valueSpan[1]];
  }
}

/** Between a claim's keyword and its hedged value: a withdrawal ("QRS — scratch that — 90 ms") or a table's cell border. */
const VALUE_CUT_OFF = new RegExp(String.raw`\||${WITHDRAWN.source}`, WITHDRAWN.flags.replace('g', ''));

/** The answer rewritten into the plain text the claims are read from, with the map back to the answer. */
export function claimText(source: string) {
  const markup = plainMarkup(source);
  const typography = composeMaps(markup, plainTypography(markup.text));
  const symbols = composeMaps(typography, plainSymbols(typography.text));
  const typed = composeMaps(symbols, plainTyping(symbols.text));
  const shorthand = composeMaps(typed, plainShorthand(typed.text));
  const boxed = composeMaps(shorthand, formLayout(shorthand.text));
  const marked = composeMaps(boxed, quizKeys(boxed.text));
  const plain = composeMaps(marked, plainLatex(marked.text));
  const paired = composeMaps(plain, respectively(plain.text));
  const united = composeMaps(paired, unitLabels(paired.text));
  const tabled = composeMaps(united, columnValues(united.text));
  const structured = composeMaps(tabled, plainStructure(tabled.text));
  const spoken = composeMaps(structured, writtenNumbers(structured.text));
  const answered = composeMaps(spoken, answeredQuestions(spoken.text));
  const compacted = composeMaps(answered, compactWhitespace(answered.text));
  const headed = composeMaps(compacted, headedLeadLines(compacted.text));
  const listed = composeMaps(headed, listedWaves(headed.text));
  const extended = extendedFindings(listed.text);
  const compact = composeMaps(listed, extended);
  return { compact, extended, text: joinWaveKeys(compact.text) };
}

export function extractClaims(response: string): ExtractedClaim[] {
  const source = response.length > MAX_CHARS ? response.slice(0, MAX_CHARS) : response;
  const { compact, extended, text } = claimText(source);
  const out: ExtractedClaim[] = [];
  // on the original text: the plain text has lost the bold markers of "**Step 4: Ischemia**"
  const headers = headerSpans(source);
  // the speaker turns of a pasted conversation, for the clauses (user turns) and the retractions (within a turn)
  const turns = speakerTurns(text);
  const clauses = segmentClauses(text, MAX_CLAUSE, turns);
  for (const clause of clauses) {
    const context = extractContext(text, clause);
    // a number in a line of history or another study ("Holter: PVC burden 4 %") is not this ECG's
    const measurements = [...extractMeasurements(text, clause), ...extractEctopicCounts(text, clause)]
      .filter((m) => !context.some((c) => c.span[0] <= m.span[0] && m.span[1] <= c.span[1]));
    // a finding stays a claim beside the number in it ("PR prolonged at 260 ms"); a quality word does not ("wide at 0.14 s")
    const numbersOnly: [number, number][] = measurements.map((c) => c.valueSpan ?? c.span);
    const findings = extractFindings(text, clause, [...context.map((c) => c.span), ...numbersOnly]);
    const qualitative = extractQualitative(text, clause, [...context, ...measurements, ...findings].map((c) => c.span), measurements);
    const taken = [...context, ...measurements, ...findings, ...qualitative];
    const polarity = extractPolarity(text, clause).filter((p) => !taken.some((c) => p.span[0] < c.span[1] && c.span[0] < p.span[1] && c.kind !== 'rhythm'));
    const beats = extractBeatDescriptions(text, clause).filter((d) => !taken.some((c) => c.code !== null && d.span[0] < c.span[1] && c.span[0] < d.span[1]));
    const claims = [...taken, ...polarity, ...extractComparisons(text, clause), ...beats];
    placeInTime(text, clause.span, claims);
    // a question answered on its line: each of its claims reaches to the answer word ("left axis deviation? Yes")
    if (clause.answer) for (const c of claims) if (c.span[1] <= clause.answer[0]) c.span = [c.span[0], clause.answer[1]];
    // (…and a value a first reading withdraws, after its keyword: "Rate: I first counted ~130 bpm")
    for (const c of claims) {
      // (…and one placed at another time after its keyword, which then keeps only what that time holds)
      const placed = c.valueSpan && !inSpans(c.span[0], clause.hedged) ? clause.elsewhen.find(([s, e]) => s > c.span[0] && s <= c.valueSpan![0] && c.valueSpan![0] < e) : undefined;
      if (placed) c.span = [placed[0], c.span[1]];
      if (placed || inSpans(c.span[0], clause.hedged) || (c.valueSpan && inSpans(c.valueSpan[0], clause.hedged) && VALUE_CUT_OFF.test(text.slice(c.span[0], c.valueSpan[0])))) c.unverifiableReason ??= 'hedged: the answer does not assert it';
    }
    if (clause.question) for (const c of claims) c.unverifiableReason ??= 'a question: the answer does not assert it';
    out.push(...claims);
  }
  for (const c of [...extractHeaderValues(text), ...extractLeadTables(text)]) if (!out.some((o) => o.span[0] < c.span[1] && c.span[0] < o.span[1])) out.push(c);
  // a cart's axes line ("P-R-T axes 55 48 36", "QRS 36" under AXIS) is read as axes, not as the durations it looks like
  const axes = extractAxisTriples(text);
  if (axes.length) out.splice(0, out.length, ...out.filter((o) => !axes.some((x) => o.span[0] < x.span[1] && x.span[0] < o.span[1])), ...axes);
  // a keyword read into a bare value ("It looks like about 4 mm in III") gives the value's claim, not a finding's
  const inserted = (c: ExtractedClaim) => c.code !== null && extended.keywords.some(([s, e]) => c.span[0] >= s && c.span[0] < e);
  if (extended.keywords.length) out.splice(0, out.length, ...out.filter((c) => !inserted(c)));
  // a bedside observation read again by another reader ("Obs: HR 78 | BP 146/88" as a table row) stays the bedside's
  const bedside = out.filter((c) => c.unverifiableReason === NOT_ON_THE_ECG);
  if (bedside.length) out.splice(0, out.length, ...out.filter((c) => c.kind === 'other' || !bedside.some((x) => x.span[0] < c.span[1] && c.span[0] < x.span[1])));
  const cues = retractionCues(text);
  out.push(...restatedValues(text, out, clauses, cues));
  withdrawRetracted(text, out, turns, cues);
  valuesApartFromFindings(text, out);
  listedIntervals(text, out);
  for (const c of out) {
    c.span = trimSpan(response, mapSpan(compact, c.span));
    if (c.valueSpan) c.valueSpan = trimSpan(response, mapSpan(compact, c.valueSpan));
    c.text = response.slice(c.span[0], c.span[1]);
  }
  const kept = out.filter((c) => !headers.some(([a, b]) => c.span[0] >= a && c.span[1] <= b));
  return kept.sort((x, y) => x.span[0] - y.span[0] || x.span[1] - y.span[1]);
}
