// Stretches of the strip a statement is placed in: "in the first 5 seconds", "in the last 4 s", "in the second half",
// "after 6 s", "between 4 and 6 seconds", "8.8–9.6 s", "at about 1.9 s" (a point: ±0.3 s). Counts of beats and
// premature beats said of such a stretch are checked on the beats inside it.
import type { TimeWindow } from './claim-types';

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const N = String.raw`(\d{1,3}(?:\.\d{1,2})?|one|two|three|four|five|six|seven|eight|nine|ten)`;
const SEC = String.raw`\s*(?:s|sec|secs|seconds?)\b`;
const ABOUT = String.raw`(?:about\s+|around\s+|roughly\s+|approximately\s+|~\s*|≈\s*)?`;
/** Half the width of the stretch a point in time stands for. */
export const POINT_HALF_WIDTH_S = 0.3;

const PATTERNS: { re: RegExp; window: (m: RegExpExecArray) => TimeWindow | null }[] = [
  {
    re: new RegExp(String.raw`\b(first|opening|initial|last|final|closing)\s+${N}${SEC}`, 'gi'),
    window: (m) => (/^(?:first|opening|initial)$/i.test(m[1]) ? { kind: 'abs', from: 0, to: num(m[2]) } : { kind: 'last', seconds: num(m[2]) }),
  },
  { re: /\b(first|second|last|latter|later|early|each|either)\s+half\b/gi, window: (m) => ({ kind: 'half', which: /^(?:each|either)$/i.test(m[1]) ? 'each' : /^(?:first|early)$/i.test(m[1]) ? 1 : 2 }) },
  {
    re: new RegExp(String.raw`\b(?:between|from)\s+${ABOUT}${N}(?:${SEC})?\s*(?:and|to|–|-)\s*${N}${SEC}`, 'gi'),
    window: (m) => ({ kind: 'abs', from: num(m[1]), to: num(m[2]) }),
  },
  { re: /(?<![\w.])(\d{1,2}(?:\.\d{1,2})?)\s*[–-]\s*(\d{1,2}(?:\.\d{1,2})?)\s*s\b/g, window: (m) => ({ kind: 'abs', from: num(m[1]), to: num(m[2]) }) },
  { re: new RegExp(String.raw`\b(?:after|beyond|past)\s+${ABOUT}${N}${SEC}`, 'gi'), window: (m) => ({ kind: 'abs', from: num(m[1]), to: Infinity }) },
  { re: new RegExp(String.raw`\b(?:before|until|up\s+to)\s+${ABOUT}${N}${SEC}`, 'gi'), window: (m) => ({ kind: 'abs', from: 0, to: num(m[1]) }) },
  {
    // "at about 1.9 s", "at 1.9 and 5.7 s", "at about 1.9 s, 5.7 s and 8.8 s"
    re: new RegExp(String.raw`\b(?:at|around|near)\s+${ABOUT}(?:t\s*=\s*)?((?:\d{1,3}(?:\.\d{1,2})?(?:${SEC})?\s*(?:,\s*|\s+and\s+|\s+or\s+|\s*&\s*)${ABOUT}){0,6}\d{1,3}(?:\.\d{1,2})?)${SEC}`, 'gi'),
    window: (m) => ({ kind: 'points', at: [...m[1].matchAll(/\d{1,3}(?:\.\d{1,2})?/g)].map((x) => Number(x[0])) }),
  },
];

/** "beats 3 and 8", "complexes 3, 8 and 11", "beats 12–13", "beat #7", "the 3rd and the 8th complex(es)", "the 4th beat". */
const BEAT_NUMBERS = /\b(?:beats?|complex(?:es)?|QRS\s+complex(?:es)?)\s+(?:#|no\.?\s*)?(\d{1,3}(?:\s*(?:,\s*|\s+and\s+|\s*&\s*|\s*[–-]\s*|\s+to\s+)(?:#|no\.?\s*)?\d{1,3}){0,8})\b(?!\s*(?:s\b|sec|ms|bpm|mm|mV|%|\/))/gi;
const ORDINAL_BEATS = /\b(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)(?:\s*(?:,\s*|\s+and\s+)(?:the\s+)?\d{1,2}(?:st|nd|rd|th)){0,6})\s+(?:beats?|complex(?:es)?|QRS(?:\s+complex(?:es)?)?)\b/gi;

function beatList(list: string): number[] {
  const out: number[] = [];
  for (const m of list.matchAll(/(\d{1,3})(?:\s*(?:[–-]|to)\s*(?:#|no\.?\s*)?(\d{1,3}))?/g)) {
    const a = Number(m[1]);
    const b = m[2] ? Number(m[2]) : a;
    for (let k = a; k <= Math.min(b, a + 20); k++) out.push(k);
  }
  return out;
}

function num(s: string): number {
  return WORDS[s.toLowerCase()] ?? Number(s);
}

/** The stretches named in text[a, b), each with its span (a span inside an earlier one is not counted twice). */
export function timeWindows(text: string, a: number, b: number): { window: TimeWindow; span: [number, number] }[] {
  const body = text.slice(0, b);
  const out: { window: TimeWindow; span: [number, number] }[] = [];
  for (const re of [BEAT_NUMBERS, ORDINAL_BEATS]) {
    re.lastIndex = a;
    for (let m = re.exec(body); m && out.length < 50; m = re.exec(body)) {
      const numbers = beatList(m[1]).filter((n) => n >= 1 && n <= 400);
      if (numbers.length) out.push({ window: { kind: 'beats', numbers }, span: [m.index, m.index + m[0].length] });
    }
  }
  for (const { re, window } of PATTERNS) {
    re.lastIndex = a;
    for (let m = re.exec(body); m && out.length < 50; m = re.exec(body)) {
      const span: [number, number] = [m.index, m.index + m[0].length];
      if (out.some((o) => o.span[0] <= span[0] && span[1] <= o.span[1])) continue;
      const w = window(m);
      if (w) out.push({ window: w, span });
    }
  }
  return out;
}

/** A window as stretches in seconds from the record's start, for a record of `durationS` seconds ("each half": see splitEach). */
export function resolveWindow(w: TimeWindow, durationS: number): [number, number][] {
  if (w.kind === 'last') return [[Math.max(0, durationS - w.seconds), durationS]];
  if (w.kind === 'half') return [w.which === 1 ? [0, durationS / 2] : [durationS / 2, durationS]];
  if (w.kind === 'points') return w.at.map((t) => [Math.max(0, t - POINT_HALF_WIDTH_S), Math.min(durationS, t + POINT_HALF_WIDTH_S)]);
  if (w.kind === 'beats') return [];
  return [[Math.max(0, w.from), Math.min(durationS, w.to)]];
}

/** Points in time named in one clause ("PVCs at about 1.9 s and 5.7 s") are one window: every point counts. */
export function mergePoints(windows: { window: TimeWindow; span: [number, number] }[]): { window: TimeWindow; span: [number, number] }[] {
  const points = windows.filter((w) => w.window.kind === 'points');
  if (points.length < 2) return windows;
  const at = points.flatMap((p) => (p.window.kind === 'points' ? p.window.at : []));
  return windows.map((w) => (w.window.kind === 'points' ? { ...w, window: { kind: 'points', at } } : w));
}

/** "in each half": the two halves, each to be checked; any other window as it is. */
export function splitEach(w: TimeWindow): TimeWindow[] {
  return w.kind === 'half' && w.which === 'each' ? [{ kind: 'half', which: 1 }, { kind: 'half', which: 2 }] : [w];
}
