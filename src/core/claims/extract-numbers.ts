// Numbers with units, normalised: rate -> bpm, durations -> ms, amplitudes -> mV, angles -> degrees.

export type Dimension = 'rate' | 'duration' | 'amplitude' | 'angle' | 'none';

export interface NumberMention {
  span: [number, number];
  /** Normalised value (range midpoint for a range). */
  value: number;
  /** Normalised [low, high] when a range was written, else [value, value]. */
  range: [number, number];
  dimension: Dimension;
  /** Canonical unit of the normalised value: bpm, ms, mV, deg, or null. */
  unit: string | null;
  /** The unit as written. */
  written: string;
  approximate: boolean;
  /** "< 120 ms", "exceeds 0.20 s": the number is a bound, not a value */
  comparator: '<' | '>' | null;
  /** "no more than 6 mm", "not over 100 ms": the comparator holds its own negation (already read into it). */
  negatedComparator?: true;
}

// a hyphen or en dash set apart by a space is a separator ("PR – 170 ms"), not a sign
const NUM = String.raw`(?:[+−]|[\-–](?!\s)|minus\s|plus\s)?\s?(?:\d{1,4}(?:[.,]\d{1,3})?|\.\d{1,3})`;
const RANGE_SEP = String.raw`\s*(?:-|–|—|to|and(?=\s*[+\-−–]?[.\d]))\s*`;
const UNIT = String.raw`bpm|b\.p\.m\.?|(?:beats?|times)\s*(?:per|\/|a|an|for|·)\s*min(?:ute)?s?(?:⁻¹)?|min⁻¹|\/\s?min(?:ute)?|per\s+minute|ms(?:ec)?s?|milli-?seconds?|millisecs?|seconds?|secs?|s|small\s+(?:squares|boxes|blocks|squares?|sqs?\.?(?![a-z]))|large\s+(?:squares|boxes|blocks|squares?|sqs?\.?(?![a-z]))|big\s+(?:squares|boxes)|(?:small|large)\s+(?:square|box)|(?:small|large)(?=\s*(?:[→=]|->))|sqs?\.?(?![a-z])|mV|millivolts?|[µμu]V|microvolts?|mm(?!\s*\/)|millimet(?:er|re)s?|°|º|degrees?|deg`;
const APPROX_WORDS = String.raw`~|≈|approx\.?|approximately|about|around|roughly|nearly|almost|circa|ca\.`;
/** …and the casual "like" ("QRS is like 150"), not "looks like". */
const APPROX = String.raw`(?:${APPROX_WORDS}|(?<!\b(?:looks?|looking|seems?|sounds?|feels?|nothing|something)\s)like(?=\s*[+\-−–]?\d))\s*`;
/** The same words as a prefix already matched (the lookahead of "like" has been read). */
const APPROX_WORD = String.raw`(?:${APPROX_WORDS}|like)\s*`;
const LESS = String.raw`(?:<|≤|=<|<=|(?:no|not)\s+(?:longer|more|greater|wider|higher)\s+than|nothing\s+(?:over|above|beyond|exceeding|longer\s+than|more\s+than)|not\s+(?:over|above|exceeding)|less\s+than|below|under|shorter\s+than|lower\s+than|not\s+exceeding|up\s+to|within)\s*`;
// "none of the limb leads reaches 5 mm": under a denial, "reaches" is the bound denied (a value otherwise)
const MORE = String.raw`(?:>|≥|>=|=>|beyond|more\s+than|greater\s+than|above|over|exceed(?:s|ing)?|longer\s+than|wider\s+than|higher\s+than|at\s+least|(?<=\b(?:none|no|not|never|nowhere)\b[^.;\n]{0,50})reach(?:es|ing)?)\s*`;
// "a little over 0.2 s", "just under 120 ms": near the bound, on the side named (a tenth of the value)
const NEAR = String.raw`(?:a\s+(?:little|bit|touch)\s+|slightly\s+|just\s+|marginally\s+)(?:over|above|more\s+than|greater\s+than|under|below|less\s+than|shy\s+of)\s*`;
const NUMBER_RE = new RegExp(
  String.raw`(${NEAR}|${APPROX}|(?:${LESS}|${MORE})(?:${APPROX})?)?(?<![\w.])(${NUM})(?:-?ish\b)?(?:(?:(?<=\bbetween\s*${NUM})[°º]|[°º](?=\s*(?:to|–|—)\s*[+−\-–]?\s?\d{1,3}\s*[°º])|\s*ms(?=(?:\s+to\s+|–)\d{1,4}\s*ms\b)|\s*s(?=(?:\s+to\s+|–)\d?\.\d{1,3}\s*s\b))?${RANGE_SEP}(${NUM})(?:-?ish\b)?)?\s*(${UNIT})?(?![\w])`,
  'gi',
);

/** "1 mm or more", "120 ms or longer": a bound written after the value (group 1: an upper bound). */
const OR_MORE_AFTER = /^\s+or\s+(?:more|greater|higher|above|over|longer|wider|deeper|(less|lower|below|under|shorter|fewer))\b/i;
const APPROX_ONLY = new RegExp(`^${APPROX_WORD}$`, 'i');
const NEAR_ONLY = new RegExp(`^${NEAR}$`, 'i');
// "exceeds about 4 mm", "less than roughly 100 ms": a bound, however approximate
const LESS_ONLY = new RegExp(`^${LESS}(?:${APPROX_WORD})?$`, 'i');

/** "1,300 µV": a comma that groups thousands of microvolts, not a decimal comma, is dropped. */
function ungrouped(num: string, unit: string | undefined): string {
  return /^\d{1,3},\d{3}$/.test(num) && /^(?:[µμu]V|microvolt)/i.test(unit ?? '') ? num.replace(',', '') : num;
}

function parseNum(s: string): number {
  return Number(s.replace(/^minus/i, '-').replace(/^plus/i, '').replace(/\s/g, '').replace(/[−–]/g, '-').replace(',', '.'));
}

function normalise(unit: string): { dim: Dimension; factor: number; unit: string | null } {
  const u = unit.toLowerCase().replace(/\s+/g, ' ');
  if (!u) return { dim: 'none', factor: 1, unit: null };
  if (/^(?:bpm|b\.p\.m|beats?|times|\/ ?min|per minute|min⁻¹)/.test(u)) return { dim: 'rate', factor: 1, unit: 'bpm' };
  if (/^(?:ms|milli-?sec)/.test(u)) return { dim: 'duration', factor: 1, unit: 'ms' };
  if (/^(?:s|secs?|seconds?)$/.test(u)) return { dim: 'duration', factor: 1000, unit: 'ms' };
  // a bare "sq" is the small square of shorthand ("PR 4.5 sq")
  if (/^(?:small|sq)/.test(u)) return { dim: 'duration', factor: 40, unit: 'ms' };
  if (/^(?:large|big)/.test(u)) return { dim: 'duration', factor: 200, unit: 'ms' };
  if (/^(?:mv|millivolt)/.test(u)) return { dim: 'amplitude', factor: 1, unit: 'mV' };
  if (/^(?:[µμu]v|microvolt)/.test(u)) return { dim: 'amplitude', factor: 0.001, unit: 'mV' };
  if (/^(?:mm|millimet)/.test(u)) return { dim: 'amplitude', factor: 0.1, unit: 'mV' };
  if (/^(?:°|º|deg)/.test(u)) return { dim: 'angle', factor: 1, unit: 'deg' };
  return { dim: 'none', factor: 1, unit: null };
}

export function findNumbers(text: string, start = 0, end = text.length): NumberMention[] {
  const body = text.slice(0, end);
  const out: NumberMention[] = [];
  NUMBER_RE.lastIndex = start;
  for (let m = NUMBER_RE.exec(body); m; m = NUMBER_RE.exec(body)) {
    if (m[0].length === 0) {
      NUMBER_RE.lastIndex++;
      continue;
    }
    const a = parseNum(ungrouped(m[2], m[4]));
    // "P:QRS 2:1", "3:2 Wenckebach": a ratio of two small whole numbers is no value
    if (/^\d{1,2}$/.test(m[2]) && (!m[1] || APPROX_ONLY.test(m[1])) && (/^:\d{1,2}(?![\d.,])/.test(body.slice(m.index + m[0].length - (m[4]?.length ?? 0))) || /(?<![A-Za-z\d])\d{1,2}:$/.test(body.slice(Math.max(0, m.index - 3), m.index)))) continue;
    // "25 mm/s", "10 mm/mV": the paper's speed or gain, no measurement
    if (/^[ \t]*mm[ \t]*(?:\/|per[ \t]+)[ \t]*(?:s(?:ec(?:ond)?)?|mV)\b/i.test(body.slice(m.index + m[0].length, m.index + m[0].length + 20))) continue;
    const firstEnd = m.index + (m[1]?.length ?? 0) + m[2].length;
    // "and" joins a range only after "between" ("between 0.12 and 0.20 s"); "170 and 150 ms" are two values
    const split = m[3] !== undefined && /\band\b/i.test(body.slice(firstEnd, m.index + m[0].length)) && !/\bbetween\s*(?:(?:about|around|roughly|approximately|approx\.?)\s*|[~≈]\s*)?$/i.test(body.slice(Math.max(0, m.index - 12), m.index + (m[1]?.length ?? 0)));
    if (split) NUMBER_RE.lastIndex = firstEnd;
    const end = split ? firstEnd : m.index + m[0].length;
    const b = m[3] !== undefined && !split ? parseNum(ungrouped(m[3], m[4])) : a;
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    const written = split ? '' : (m[4] ?? '');
    // "70s", "mid-400s": a number with an "s" joined to it (the words before it read only then: a hot path)
    const decadeLike = !split && !m[1] && m[4] === 's' && /\ds$/.test(m[0]);
    // "Thought for 2m 40s": a time taken, not a value
    if (decadeLike && /\b\d{1,3}\s*m(?:in)?\s+$/i.test(body.slice(Math.max(0, m.index - 8), m.index))) continue;
    const before = decadeLike ? body.slice(Math.max(0, m.index - 40), m.index) : '';
    const voltageBefore = decadeLike && VOLTAGE_BEFORE.test(before);
    const decade = decadeLike ? decadeRange(a, b, before, voltageBefore) : null;
    if (decade) {
      // "PR 160s", "QTc in the mid-400s": an interval by its decade, in ms; "Sokolow-Lyon sum in the low 20s": millimetres
      const interval = /\b(?:PR|QRS|QTc?)\s*(?:[:=~≈]\s*)?(?:(?:is|comes?\s+out|was)\s+)?(?:(?:in|at)\s+the\s+|about\s+|around\s+)?(?:(?:early|low|mid|high|late|upper|lower)[\s-]*)?$/i.test(before);
      const voltage = !interval && voltageBefore;
      if (interval || voltage || decade[0] <= 290) {
        const [dimension, unit, f] = interval ? ['duration', 'ms', 1] as const : voltage ? ['amplitude', 'mV', 0.1] as const : ['rate', 'bpm', 1] as const;
        const range: [number, number] = [decade[0] * f, decade[1] * f];
        out.push({ span: [m.index, end], value: (range[0] + range[1]) / 2, range, dimension, unit, written, approximate: true, comparator: null });
        continue;
      }
    }
    const { dim, factor, unit } = normalise(written);
    // a bare "s" after a number is only seconds when the number looks like one (0.12 s, not "2 s waves")
    if (dim === 'duration' && factor === 1000 && a > 5) continue;
    // "-" between two numbers can be a range; a negative second number of a range is unusual
    let lo = Math.min(a, b) * factor;
    let hi = Math.max(a, b) * factor;
    const round = (x: number) => Math.round(x * 1000) / 1000;
    const prefix = (m[1] ?? '').trim();
    const near = NEAR_ONLY.test(prefix + ' ') && m[3] === undefined;
    if (near) [lo, hi] = /\b(?:under|below|less|shy)\b/i.test(prefix) ? [lo - Math.abs(lo) * 0.05, lo] : [lo, lo + Math.abs(lo) * 0.05];
    const bare = !prefix || near || APPROX_ONLY.test(prefix + ' ');
    const suffix = bare && m[3] === undefined ? OR_MORE_AFTER.exec(body.slice(end, end + 16)) : null;
    // "beyond −30°" is more negative than −30°
    const comparator = suffix ? (suffix[1] ? '<' : '>') : bare ? null : LESS_ONLY.test(prefix + ' ') || (/^beyond/i.test(prefix) && a < 0) ? '<' : '>';
    out.push({
      span: [m.index + (m[1]?.length ?? 0), end],
      value: round((lo + hi) / 2),
      range: [round(lo), round(hi)],
      dimension: dim,
      unit,
      written,
      approximate: (Boolean(m[1]) || /\d-?ish\b/i.test(m[0])) && comparator === null,
      comparator,
      ...(comparator && !suffix && /^(?:no|not|nothing)\s/i.test(prefix) ? { negatedComparator: true as const } : {}),
    });
    if (out.length > 2000) break;
  }
  // "0.60 vs 0.30 mV": the first number of a comparison takes the unit written after the second
  for (let i = 0; i + 1 < out.length; i++) {
    const [x, y] = [out[i], out[i + 1]];
    if (x.dimension !== 'none' || !y.written || !VERSUS.test(body.slice(x.span[1], y.span[0]))) continue;
    const { dim, factor, unit } = normalise(y.written);
    const scale = (v: number) => Math.round(v * factor * 1000) / 1000;
    out[i] = { ...x, value: scale(x.value), range: [scale(x.range[0]), scale(x.range[1])], dimension: dim, unit };
  }
  return out;
}

/**
 * A rate or an interval by its decade, as monitoring notes write it: "SR 70s" is 70–79 bpm, "100-110s" 100–119 (a
 * multiple of ten from 30 — 10 after a voltage — to 590 with an "s" joined to it, not an age: "in her 70s"); rates up
 * to 290.
 */
function decadeRange(a: number, b: number, before: string, voltage: boolean): [number, number] | null {
  const lowest = voltage ? 10 : 30;
  if ([a, b].some((x) => x % 10 !== 0 || x < lowest || x > 590)) return null;
  if (/\b(?:in\s+(?:his|her|their|the)\s+(?:early\s+|mid\s+|late\s+)?|aged?\s+|age\s+in\s+)$/i.test(before)) return null;
  const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
  // "the 400s" of an interval are a century (400–499), "the 70s" a decade; "low", "mid" and "high" a third of it
  const width = lo === hi && lo >= 200 && lo % 100 === 0 ? 100 : 10;
  const part = lo === hi ? /\b(early|low|lower|mid|high|late|upper)[\s-]*$/i.exec(before) : null;
  if (!part) return [lo, hi + width - 1];
  const third = width / 10;
  const word = part[1].toLowerCase();
  return word === 'mid' ? [lo + 4 * third, lo + 6 * third] : /^(?:early|low|lower)$/.test(word) ? [lo, lo + 3 * third] : [lo + 6 * third, lo + width - 1];
}

/** A voltage sum or amplitude named before a number by its decade ("Sokolow-Lyon sum in the low 20s"): millimetres. */
const VOLTAGE_BEFORE = /\b(?:Sokolow(?:[\s–-]*Lyon)?|Cornell|voltage|amplitude|R[\s-]*wave|S[\s-]*wave)\b(?:[^.;\d]|V\d){0,40}$/i;

/** Number words (spoken-text.ts composes larger numbers of them). */
export const UNIT_WORDS: Record<string, number> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
export const TEEN_WORDS: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
export const TENS_WORDS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** Counts written as words ("two PVCs", "Ten complexes in 10 seconds"). */
const { zero: _zero, ...ONE_TO_NINE } = UNIT_WORDS;
export const NUMBER_WORDS: Record<string, number> = { ...ONE_TO_NINE, single: 1, ...TEEN_WORDS, twenty: 20 };

/** Between the two numbers of a comparison: "0.60 vs 0.30 mV", "120 versus 90 ms". */
export const VERSUS = /^\s*(?:vs\.?|versus)\s*$/i;
