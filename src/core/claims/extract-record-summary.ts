// Long-record (Holter, wearable) summary lines said of the strip in front of the model: "Minimum heart rate: 77 bpm",
// "HR min 148 / mean 150 / max 152", "Min / mean / max HR: 68 / 70 / 72 bpm", "Longest pause: 1.1 s", "longest_pause_s:
// 0.51", "Ventricular ectopy burden: 0 %", "Burden 2/13 ≈ 15 %", "AF burden 100 %". Checked in check-record-summary.ts.
import type { ExtractedClaim } from './claim-types';

const ABOUT = String.raw`(?:about\s+|around\s+|approx(?:\.|imately)?\s+|roughly\s+|~\s*|≈\s*)?`;
const BOUND = String.raw`(?:(<|≤|<=|under\s+|below\s+|less\s+than\s+)\s*)?`;
const VALUE = String.raw`(\d{1,3}(?:\.\d{1,3})?)(?!\d|,\d{3}\b)`;
/** A key's separator: "Longest pause: 1.1 s", "longest_pause_s": 0.51, "the longest pause is 1.0 s", "**Longest RR:** 0.77 s". */
const SEP = String.raw`["*\s]*(?:(?:[:=]|(?<=\s)(?:is|was|of|measures?|measured|at)\b)["*\s]*)?`;

const LONGEST_RR = new RegExp(String.raw`\b(?:longest|max(?:imum|\.)?)[\s_]+(?:sinus\s+)?(?:pause|R[\s-]?R(?:[\s_]+interval)?|gap|cycle(?:[\s_]+length)?)(?:[\s_](?:s|ms)\b)?${SEP}${ABOUT}${BOUND}${ABOUT}${VALUE}\s*(s|secs?|seconds|ms|msec)?\b`, 'gi');

/** "Total beats analysed: 13", "total_beats_analysed": 19, "Count beats: 11", "Total beats 24". */
const TOTAL_BEATS = new RegExp(String.raw`\b(?:total[\s_]+(?:number[\s_]+of[\s_]+)?(?:beats|complexes|QRS[\s_]+complexes)(?:[\s_]+(?:analy[sz]ed|counted|detected))?|count(?:ing)?[\s_]+(?:the\s+)?(?:beats|complexes|QRS\s+complexes)|(?:beats|complexes)[\s_]+(?:analy[sz]ed|counted))${SEP}(\d{1,3}(?:,\d{3})+|\d{1,6})(?![\d.]|\s*(?:%|bpm|ms|s\b|sec))`, 'gi');

/** "ventricular_ectopy: { count: 3": a structured answer's count of the class. */
const CLASS_COUNT = /\b(ventricular|supraventricular)[\s_]+ectop(?:y|ics?)["*\s]*[:=]\s*\{\s*"?count"?\s*[:=]\s*(\d{1,4})(?![\d.])/gi;

const EXTREME = String.raw`(min(?:imum)?|lowest|slowest|max(?:imum)?|highest|fastest|mean|average|avg)`;
const RATE_WORD = String.raw`(?:heart[\s_]+rate|HR|(?:ventricular\s+)?rate)s?(?:[\s_]*\(?bpm\)?)?`;
/** "Minimum heart rate: 77 bpm", "maximum HR 61 bpm", "max_hr_bpm: 121". */
const NAMED_EXTREME = new RegExp(String.raw`\b${EXTREME}[\s_]+(?:${RATE_WORD}|stretch|run|section|part)(?:\s+(?:on|in|across|over)\s+(?:the|this)\s+(?:strip|tracing|ECG|EKG|recording))?(?:\s+(?:looks|seems)\s+(?:like|to\s+be))?${SEP}${ABOUT}${VALUE}`, 'gi');
/** "Heart rate: min 74 bpm, mean 110 bpm, max 150 bpm", "HR min 148 / mean 150 / max 152", "heart_rate_bpm: { min: 116, …". */
const RATE_HEAD = new RegExp(String.raw`\b${RATE_WORD}["*\s]*[:=]?["*\s]*\{?\s*(?=${EXTREME}\b)`, 'gi');
const LIST_ITEM = new RegExp(String.raw`${EXTREME}["\s]*(?:[:=]\s*)?${ABOUT}${VALUE}(?:\s*(?:bpm|\/min))?(?:\s*\([^()\n]{0,40}\))?(?:\s*(?:,|\/|;|and)\s*)?`, 'iy');
/** What joins a named extreme to the next one of a list. */
const LIST_NEXT = new RegExp(String.raw`^(?:\s*(?:bpm|\/min))?(?:\s*\([^()\n]{0,40}\))?\s*(?:,|\/|;|and)\s*(?:the\s+)?(?=${EXTREME}\b)`, 'i');
const EXTREME_AHEAD = String.raw`(?=(?:min(?:imum)?|max(?:imum)?|lowest|highest)\b)`;
const RATE_VALUE = String.raw`\b\d{2,3}\s*(?:bpm|\/min)`;
/** A mean rate's extremes after it: "Mean ventricular rate 104 bpm; min 86 / max 131 bpm", "76 bpm (min 74, max 78)"… */
const EXTREMES_AFTER_RATE = new RegExp(String.raw`${RATE_VALUE}\s*[;,(]\s*${EXTREME_AHEAD}`, 'gi');
/** …or in a clause of their own, after the clause that ends with the mean rate. */
const RATE_ENDS = new RegExp(String.raw`${RATE_VALUE}\s*[;,(]?\s*$`, 'i');
const EXTREMES_OPEN = new RegExp(String.raw`^[\s;,(]*${EXTREME_AHEAD}`, 'i');
const ONE_EXTREME = `(?:${EXTREME.slice(1, -1)})`;
/** "Min / mean / max HR: 68 / 70 / 72 bpm", "Lowest and highest rates on the strip are roughly 85 and 150 bpm": the values in the names' order. */
const LISTED_EXTREMES = new RegExp(String.raw`\b(${ONE_EXTREME}(?:\s*(?:\/|and)\s*${ONE_EXTREME}){1,2})\s+${RATE_WORD}(?:\s+(?:on|in|across|over)\s+the\s+(?:strip|tracing|recording|trace))?${SEP}(?:(?:are|were)\s+)?${ABOUT}(\d{2,3}(?:\s*(?:bpm\s*)?(?:\/|and|,)\s*${ABOUT}\d{2,3}){1,2})\s*(?:bpm)?`, 'gi');

/**
 * "Rate range: 76-139 bpm", "heart rate ranged from roughly 95 to 130 bpm", "it varied between 95 and 130 bpm": the
 * extremes (not "the normal rate range is 60-100").
 */
const RATE_RANGE = new RegExp(String.raw`(?<!\b(?:normal|reference|expected|usual|typical)[\s_]+)\b(?:heart[\s_]+rate|HR|(?:ventricular\s+)?rate)s?(?:[\s_]+range(?:[\s_]*\(?bpm\)?|\s+unit=bpm)?${SEP}|\s+(?:[\w-]+\s+){0,3}?(?:range[sd]?|ranging|varie[ds]|varying|fluctuate[sd]|fluctuating)\s+(?:from|between)\s+)${ABOUT}(\d{2,3})\s*(?:bpm\s*)?(?:[-–—]|to|and)\s*${ABOUT}(\d{2,3})(?![\d.])|\b(?:it|the\s+(?:rhythm|pulse))\s+(?:range[sd]|varie[sd]|fluctuate[sd])\s+(?:from|between)\s+${ABOUT}(\d{2,3})\s*(?:[-–—]|to|and)\s*${ABOUT}(\d{2,3})\s*(?:bpm|beats\s+(?:per|a|\/)\s*min(?:ute)?)`, 'gi');

const BURDEN_CLASS = String.raw`(ventricular|supraventricular|SV|SVE|VE|(?:atrial\s+)?flutter|atrial\s+fibrillation|AF|PVCs?|PACs?|VPCs?|APCs?|atrial|ectopy|ectopic)`;
/** "Ventricular ectopy burden: 0 %", "Burden 2/13 ≈ 15 %", "burden_pct: 15.8", "AF burden 100 %". */
const BURDEN_THEN_VALUE = new RegExp(String.raw`(?:\b${BURDEN_CLASS}[\s_]+(?:(?:ectopy|ectopic|ectopics|beat)[\s_]+)?)?\bburden(?:[\s_]*(?:pct|%|\(%\)))?${SEP}(?:\d{1,3}\s*(?:\/|of|out\s+of)\s*\d{1,3}(?:\s+(?:beats|complexes))?\s*(?:≈|=|~|→|,)?\s*)?${ABOUT}${VALUE}\s*(%|per\s*cent)?`, 'gi');
/** "~15 % ventricular burden", "(0 % burden)". */
const VALUE_THEN_BURDEN = new RegExp(String.raw`${ABOUT}${VALUE}\s*%\s*(?:${BURDEN_CLASS}\s+)?(?:(?:ectopy|ectopic|ectopics|beat)\s+)?burden\b`, 'gi');
/** After "Ectopy burden:", "0 % ventricular, 0 % supraventricular". */
const VALUE_THEN_CLASS = new RegExp(String.raw`${ABOUT}${VALUE}\s*%\s+(ventricular|supraventricular|SV|atrial)\b`, 'gi');

/** A word each summary statement above holds (a cheap test before the patterns). */
const SUMMARY_WORD = /burden|rang|var[iy]|fluctuat|longest|max|min|lowest|highest|slowest|fastest|mean|average|avg|total|count|analy[sz]ed|ectop/i;

/** Quantities checked in check-record-summary.ts (a count of beats is checked as any other). */
export const RECORD_SUMMARY_QUANTITIES = new Set(['rr_max_ms', 'rr_min_ms', 'hr_min_bpm', 'hr_max_bpm', 'pvc_burden_pct', 'pac_burden_pct', 'ectopy_burden_pct', 'af_burden_pct']);

function claim(text: string, span: [number, number], quantity: string, value: number, range: [number, number], unit: string, valueSpan: [number, number]): ExtractedClaim {
  return { text: text.slice(span[0], span[1]), span, kind: 'measurement', quantity, code: null, value, range, unit, leads: [], negated: false, valueSpan };
}

/** A claim of one exact value. */
const exact = (text: string, span: [number, number], quantity: string, value: number, unit: string, valueSpan: [number, number]): ExtractedClaim =>
  claim(text, span, quantity, value, [value, value], unit, valueSpan);

function extremeQuantity(word: string): string {
  if (/^(?:min|lowest|slowest)/i.test(word)) return 'hr_min_bpm';
  if (/^(?:max|highest|fastest)/i.test(word)) return 'hr_max_bpm';
  return 'hr_bpm';
}

function burdenQuantity(cls: string | undefined): string {
  // a flutter's share of the strip is no quantity the analysis gives (flutter is not AF, nor ectopy)
  if (cls && /flutter/i.test(cls)) return '';
  if (!cls || /^(?:ectopy|ectopic)$/i.test(cls)) return 'ectopy_burden_pct';
  if (/^(?:AF|atrial\s+fibrillation)$/i.test(cls)) return 'af_burden_pct';
  if (/^(?:ventricular|VE|PVCs?|VPCs?)$/i.test(cls)) return 'pvc_burden_pct';
  return 'pac_burden_pct';
}

/** The class of a burden named earlier on its line ("ventricular_ectopy: { count: 3, burden_pct: 15.8"). */
function classBefore(text: string, at: number): string | undefined {
  const line = text.slice(Math.max(text.lastIndexOf('\n', at - 1) + 1, at - 80), at);
  const m = [...line.matchAll(/\b(supraventricular|ventricular|atrial\s+fibrillation|AF)\b/gi)].pop();
  return m?.[1];
}

/** The summary statements in text[a, b), the valueSpans of their numbers marking them as used. */
export function recordSummaryClaims(text: string, a: number, b: number): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  // every clause passes here: most name none of the summary's words
  if (!SUMMARY_WORD.test(text.slice(a, b))) return out;
  const body = text.slice(0, b);
  const taken = (at: number) => out.some((c) => c.valueSpan && c.valueSpan[0] <= at && at < c.valueSpan[1]);
  const each = (re: RegExp, f: (m: RegExpExecArray) => void) => {
    re.lastIndex = a;
    for (let m = re.exec(body); m && out.length < 40; m = re.exec(body)) f(m);
  };
  const valueAt = (m: RegExpExecArray, group: number): [number, number] => {
    const at = m.index + m[0].lastIndexOf(m[group]);
    return [at, at + m[group].length];
  };

  each(TOTAL_BEATS, (m) => {
    const v = Number(m[1].replace(/,/g, ''));
    out.push({ ...exact(text, [m.index, m.index + m[0].length], 'beat_count', v, 'beats', valueAt(m, 1)), window: { kind: 'abs', from: 0, to: Infinity } });
  });
  each(CLASS_COUNT, (m) => {
    const v = Number(m[2]);
    out.push(exact(text, [m.index, m.index + m[0].length], /^v/i.test(m[1]) ? 'pvc_count' : 'pac_count', v, 'beats', valueAt(m, 2)));
  });
  each(LONGEST_RR, (m) => {
    const v = Number(m[2]);
    const ms = /^m/i.test(m[3] ?? '') || (!m[3] && v > 20) ? v : v * 1000;
    const vs = valueAt(m, 2);
    out.push(claim(text, [m.index, m.index + m[0].length], 'rr_max_ms', ms, m[1] ? [0, ms] : [ms, ms], 'ms', vs));
  });
  each(LISTED_EXTREMES, (m) => {
    const names = m[1].split(/\s*(?:\/|and)\s*/i);
    const at = valueAt(m, 2)[0];
    const values = [...m[2].matchAll(/\d{2,3}/g)];
    if (names.length !== values.length) return;
    names.forEach((n, i) => out.push(exact(text, [m.index, m.index + m[0].length], extremeQuantity(n), Number(values[i][0]), 'bpm', [at + values[i].index!, at + values[i].index! + values[i][0].length])));
  });
  each(RATE_RANGE, (m) => {
    const span: [number, number] = [m.index, m.index + m[0].length];
    const g = m[1] ? 1 : 3;
    out.push(exact(text, span, 'hr_min_bpm', Number(m[g]), 'bpm', valueAt(m, g)), exact(text, span, 'hr_max_bpm', Number(m[g + 1]), 'bpm', valueAt(m, g + 1)));
  });
  // "min 74 bpm, mean 110 bpm, max 150 bpm": the extremes listed from `from` on
  const list = (from: number) => {
    LIST_ITEM.lastIndex = from;
    for (let it = LIST_ITEM.exec(body); it && it[0].length > 0; it = LIST_ITEM.exec(body)) {
      const at = it.index + it[0].indexOf(it[2], it[1].length);
      if (!taken(at)) {
        const v = Number(it[2]);
        out.push(exact(text, [it.index, at + it[2].length], extremeQuantity(it[1]), v, 'bpm', [at, at + it[2].length]));
      }
      LIST_ITEM.lastIndex = it.index + it[0].length;
    }
  };
  each(NAMED_EXTREME, (m) => {
    const vs = valueAt(m, 2);
    if (taken(vs[0]) || extremeQuantity(m[1]) === 'hr_bpm') return;
    const v = Number(m[2]);
    out.push(exact(text, [m.index, m.index + m[0].length], extremeQuantity(m[1]), v, 'bpm', vs));
    // "Minimum heart rate 47 bpm, mean 48 bpm, maximum 49 bpm"
    const next = LIST_NEXT.exec(body.slice(m.index + m[0].length));
    if (next) list(m.index + m[0].length + next[0].length);
  });
  each(RATE_HEAD, (m) => list(m.index + m[0].length));
  each(EXTREMES_AFTER_RATE, (m) => list(m.index + m[0].length));
  const open = RATE_ENDS.test(text.slice(Math.max(0, a - 24), a)) ? EXTREMES_OPEN.exec(body.slice(a)) : null;
  if (open) list(a + open[0].length);
  each(BURDEN_THEN_VALUE, (m) => {
    // a percentage, or a JSON key's bare number ("burden_pct": 15.8)
    if (!m[3] && !/pct|%/i.test(m[0])) return;
    const vs = valueAt(m, 2);
    const v = Number(m[2]);
    const quantity = burdenQuantity(m[1] ?? classBefore(text, m.index));
    if (!quantity) return;
    out.push(exact(text, [m.index, m.index + m[0].length], quantity, v, '%', vs));
    // "Ectopy burden: 0 % ventricular, 0 % supraventricular": each class its own value
    if (burdenQuantity(m[1]) === 'ectopy_burden_pct') {
      VALUE_THEN_CLASS.lastIndex = m.index;
      const rest = text.slice(m.index + m[0].length).search(/\n|[.;](?=\s|$)/);
      const line = text.slice(0, rest < 0 ? text.length : m.index + m[0].length + rest);
      const items: ExtractedClaim[] = [];
      for (let c = VALUE_THEN_CLASS.exec(line); c; c = VALUE_THEN_CLASS.exec(line)) {
        items.push(exact(text, [c.index, c.index + c[0].length], burdenQuantity(c[2]), Number(c[1]), '%', valueAt(c, 1)));
      }
      if (items.length) out.splice(out.length - 1, 1, ...items);
    }
  });
  each(VALUE_THEN_BURDEN, (m) => {
    const vs = valueAt(m, 1);
    if (taken(vs[0])) return;
    const quantity = burdenQuantity(m[2] ?? classBefore(text, m.index));
    if (quantity) out.push(exact(text, [m.index, m.index + m[0].length], quantity, Number(m[1]), '%', vs));
  });
  return out;
}
