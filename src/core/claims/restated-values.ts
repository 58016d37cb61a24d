// A reasoning model that corrects a reading often gives the new one as a bare value: "QRS around 100 ms... on second look
// it's a bit under that, ~94 ms", "ST elevation of about 2–3 mm. Scratch that — I was reading from the wrong baseline;
// it's about 1 mm", "R in V6 = 20 mm → Sokolow-Lyon = 42 mm. Correction: … the sum is 46 mm". Such a value, named by no
// keyword of its own, restates the quantity measured last before the cue (in its leads), and retraction.ts then weighs
// the two readings.
import type { ExtractedClaim } from './claim-types';
import { findNumbers, type Dimension, type NumberMention } from './extract-numbers';
import { retractionCues } from './retraction';
import { inSpans, type Clause } from './segment';

const DIMENSION_OF_UNIT: Record<string, Dimension> = { ms: 'duration', bpm: 'rate', mV: 'amplitude', deg: 'angle' };
/** How far after the cue, on its line, the corrected value may come. */
const LOOK_AHEAD = 300;
/** A cue that opens its line ("- Correction: …") corrects the line before. */
const LINE_OPENING = /^[\s*>#_-]*(?:\d{1,2}[.)]\s*)?$/;
/** The same value written twice ("6.5 small squares, i.e. ~260 ms", "~14 mm (1.4 mV)"). */
const SAME_VALUE_GAP = /^[\s,;:=(*]*(?:i\.?e\.?|that\s+is|so|or|→|->)?[\s,:=(*]*$/i;

/** A term of arithmetic or a fraction ("4 and 1/6 large squares", "60000/830"), not a reading. */
const ARITHMETIC_BEFORE = /[/+×*]\s*$/;

/** "QRS 86 ms — no, 120", "QTc 470 — wait, at 150 it's ~390": a unitless value near the reading (within a factor of
 * two; an axis with its sign) restates it in its unit; a count or a ratio ("4 small squares", "2:1") does not. */
const NOT_A_READING_AFTER = /^\s*(?:[:/x×%]|(?:small|large|big)\b|box|squares?\b|beats?\b|leads?\b|of\b)/i;
/** "…2 big boxes, which would be 150. Let me go with 150": what a reading would give is not yet the reading. */
const CONDITIONAL_BEFORE = /\bwould\s+(?:be|give|mean|make\s+it)\s+(?:about\s+|around\s+|~\s*)?$/i;
function bareRestatement(text: string, prev: ExtractedClaim, n: NumberMention): boolean {
  const v = prev.value as number;
  if (n.dimension !== 'none' || NOT_A_READING_AFTER.test(text.slice(n.span[1], n.span[1] + 12)) || CONDITIONAL_BEFORE.test(text.slice(Math.max(0, n.span[0] - 24), n.span[0]))) return false;
  // an axis restated with its sign ("Axis +35 — no wait, … → +75")
  if (prev.unit === 'deg') return /^[+−-]/.test(text.slice(n.span[0], n.span[1])) && n.value >= -180 && n.value <= 270;
  return v > 0 && n.value >= v / 2 && n.value <= v * 2;
}

const overlaps = (c: ExtractedClaim, s: number, e: number) => c.span[0] < e && s < c.span[1];

function restatedClaim(text: string, prev: ExtractedClaim, nums: NumberMention[]): ExtractedClaim {
  const [first, last] = [nums[0], nums[nums.length - 1]];
  const span: [number, number] = [first.span[0], last.span[1]];
  // a depth restated without its sign keeps the sign of the reading it corrects ("ST depression 2 mm … about 0.7 mm")
  const flip = typeof prev.value === 'number' && prev.value < 0 && last.value > 0 ? -1 : 1;
  const range: [number, number] = flip < 0 ? [-last.range[1], -last.range[0]] : last.range;
  return { text: text.slice(span[0], span[1]), span, kind: prev.kind, quantity: prev.quantity, code: null, value: flip * last.value, range, unit: prev.unit, leads: prev.leads, negated: false, valueSpan: last.span };
}

export function restatedValues(text: string, claims: ExtractedClaim[], clauses: Clause[], cues: RegExpExecArray[] = retractionCues(text)): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  for (const m of cues) {
    const at = m.index;
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const from = LINE_OPENING.test(text.slice(lineStart, at)) ? text.lastIndexOf('\n', lineStart - 2) + 1 : lineStart;
    const prev = claims.filter((c) => c.quantity && c.unit && Object.hasOwn(DIMENSION_OF_UNIT, c.unit) && c.span[0] >= from && c.span[1] <= at && !c.unverifiableReason && typeof c.value === 'number').pop();
    if (!prev) continue;
    const lineEnd = text.indexOf('\n', at);
    const end = Math.min(lineEnd < 0 ? text.length : lineEnd, at + LOOK_AHEAD);
    const dimension = DIMENSION_OF_UNIT[prev.unit!];
    const nums = findNumbers(text, at + m[0].length, end).filter((n) => (n.dimension === dimension || bareRestatement(text, prev, n)) && n.comparator === null && !ARITHMETIC_BEFORE.test(text.slice(Math.max(0, n.span[0] - 3), n.span[0])) && !claims.some((c) => overlaps(c, n.span[0], n.span[1])));
    // a restatement with its own keyword, before the bare value, needs no help
    if (!nums.length || claims.some((c) => c.quantity === prev.quantity && c.span[0] >= at && c.span[0] < nums[0].span[0])) continue;
    const same = [nums[0]];
    for (const n of nums.slice(1)) {
      const last = same[same.length - 1];
      if (Math.abs(n.value - last.value) > 0.01 * Math.abs(last.value) || !SAME_VALUE_GAP.test(text.slice(last.span[1], n.span[0]))) break;
      same.push(n);
    }
    const clause = clauses.find((c) => same[0].span[0] >= c.span[0] && same[0].span[0] < c.span[1]);
    if (!clause || clause.question || inSpans(same[0].span[0], clause.negated) || inSpans(same[0].span[0], clause.hedged)) continue;
    // several cues in a row ("Wait, actually that's not right") restate one value
    if (!out.some((c) => overlaps(c, same[0].span[0], same[same.length - 1].span[1]))) out.push(restatedClaim(text, prev, same));
  }
  return out;
}
