// The paper an answer says it measured on. A digital record has no paper, so the answer's own statement of a
// non-standard speed or gain ("Header: 50 mm/s", "half standard gain (5 mm/mV)") is taken as given and its box counts
// and millimetres are read through it: "RR 47 small boxes" at 50 mm/s is 940 ms, "S V1 11 mm" at 5 mm/mV is 2.2 mV.
// A calibration only supposed ("if it were 50 mm/s", "read at face value, assuming 10 mm/mV") changes nothing.
import type { NumberMention } from './extract-numbers';

export interface PaperScale {
  /** Multiplies a box count's standard (25 mm/s) duration. */
  time: number;
  /** Multiplies a millimetre's standard (10 mm/mV) amplitude. */
  amplitude: number;
  /** Where the paper is first described: numbers before it were written before the answer said so. */
  from: number;
}

export const STANDARD_PAPER: PaperScale = { time: 1, amplitude: 1, from: 0 };

const SPEED = /(?<![\d.])(\d{1,3}(?:\.\d)?)\s*mm\s*(?:\/|per\s+)\s*s(?:ec(?:ond)?s?)?\b|\b(double|twice|half)[\s-]+(?:the\s+)?(?:paper\s+)?speed\b/gi;
const GAIN = /(?<![\d.])(\d{1,2}(?:\.\d{1,2})?)\s*mm\s*(?:\/|per\s+)\s*mV\b|\b(double|twice|half)[\s-]+(?:the\s+)?(?:standard\s+)?(?:gain|standard|calibration|sensitivity|amplitude)\b/gi;
/** Words that make a sentence's calibration a supposition or a warning, not what the paper was. */
const SUPPOSED = /\b(?:if|would|had\s+(?:it|the|this|we|you|I)|were\s+(?:it|the|this)|assum\w*|suppos\w*|whether|unless|could|might|in\s+case|trap|pitfall)\b/i;
/** Right before the value: a calibration denied or set aside ("not 50 mm/s", "instead of the usual 25 mm/s"). */
const SET_ASIDE = /\b(?:not|never|no|isn't|wasn't|instead\s+of|rather\s+than|usual|normal|standard|conventional|default)\s+(?:the\s+|a\s+|at\s+)?(?:usual\s+|normal\s+|standard\s+)?$/i;

function sentenceAround(text: string, at: number, end: number): string {
  const before = text.slice(Math.max(0, at - 300), at);
  const cut = Math.max(...[...before.matchAll(/(?:(?<!\d)\.(?!\d)|[!?\n])/g)].map((m) => m.index! + 1), 0);
  const after = text.slice(end, end + 300);
  const stop = after.search(/(?<!\d)\.(?!\d)|[!?\n]/);
  return before.slice(cut) + text.slice(at, end) + (stop < 0 ? after : after.slice(0, stop));
}

function stated(text: string, re: RegExp, standard: number, word: (w: string) => number): { value: number; at: number } {
  const values = new Set<number>();
  let at = text.length;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const v = m[1] !== undefined ? Number(m[1]) : word(m[2].toLowerCase());
    if (!(v > 0) || v === standard) continue;
    if (SET_ASIDE.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    if (SUPPOSED.test(sentenceAround(text, m.index, m.index + m[0].length))) continue;
    values.add(v);
    at = Math.min(at, m.index);
  }
  // two different non-standard papers: which one a number was read on is not known
  return values.size === 1 ? { value: [...values][0], at } : { value: standard, at: text.length };
}

let cached: { text: string; scale: PaperScale } | null = null;

/** The paper the answer states it measured on, as factors on the standard conversions. */
export function paperScale(text: string): PaperScale {
  if (cached?.text === text) return cached.scale;
  const speed = stated(text, SPEED, 25, (w) => (w === 'half' ? 12.5 : 50));
  const gain = stated(text, GAIN, 10, (w) => (w === 'half' ? 5 : 20));
  const scale = speed.value === 25 && gain.value === 10 ? STANDARD_PAPER : { time: 25 / speed.value, amplitude: 10 / gain.value, from: Math.min(speed.at, gain.at) };
  cached = { text, scale };
  return scale;
}

const BOXES = /^(?:small|large|big|sq)/i;
const MILLIMETRES = /^(?:mm|millimet)/i;

/** A box count or a millimetre amplitude read on the stated paper. */
export function onPaper(num: NumberMention, scale: PaperScale): NumberMention {
  if (num.span[0] < scale.from) return num;
  const f = BOXES.test(num.written) ? scale.time : MILLIMETRES.test(num.written) ? scale.amplitude : 1;
  if (f === 1) return num;
  const r = (x: number) => Math.round(x * f * 1000) / 1000;
  return { ...num, value: r(num.value), range: [r(num.range[0]), r(num.range[1])] };
}
