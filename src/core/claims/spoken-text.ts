// Numbers and abbreviations written as they are spoken ("a rate of seventy-two", "QRS one hundred and twenty
// milliseconds", "P R one seventy", "Q T C four ninety five", "S T elevation in two three and a V F"): dictated reads,
// speech-to-text transcripts and answers that spell their numbers out. The claim grammar reads digits and the usual
// abbreviations, so these are rewritten ("a rate of 72", "PR 170", "QTc 495", "ST elevation in II III and aVF") with an
// offset map back to the original text, as latex-text.ts does. A small number alone stays a word ("one PVC", "at
// one point") unless a unit follows it or a measurement names it ("PR point two", "rate sixty", "one millimeter").
import { applyEdits, identityText, type CompactText, type TextEdit } from './compact-text';
import { TEEN_WORDS, TENS_WORDS, UNIT_WORDS } from './extract-numbers';

/** Abbreviations spelled letter by letter, longest first; each letter separated by one space (or a dot and a space). */
const SPELLED: [RegExp, string][] = [
  [/\bQ\.? ?T\.? ?C\b/g, 'QTc'], [/\bQ\.? R\.? S\b/g, 'QRS'], [/\b([RL]) B\.? B\.? B\b/g, '$1BBB'], [/\b([EC]) ?([CK]) G\b/g, 'ECG'],
  [/\b([LR]) V H\b/g, '$1VH'], [/\b([LR]) A E\b/g, '$1AE'], [/\bR S R(?: prime|')/g, "RSR'"], [/\bQ T\b/g, 'QT'], [/\bP R\b/g, 'PR'],
  [/\bS T\b(?= (?:elevation|depression|segments?|changes?|deviation|wave|T)\b)/g, 'ST'], [/\bR R\b/g, 'RR'], [/\bA V\b(?= (?:block|node|nodal|conduction|dissociation)\b)/g, 'AV'],
  [/\ba V ?([FLR])\b/g, 'aV$1'], [/\bM I\b/g, 'MI'], [/\bS V T\b/g, 'SVT'], [/\bV T\b(?! wave)/g, 'VT'],
  [/\bN S T E M I\b/g, 'NSTEMI'], [/\bS T E M I\b/g, 'STEMI'], [/\bP ([VA]) C(s?)\b/g, 'P$1C$2'], [/\bA F\b/g, 'AF'], [/\bP C I\b/g, 'PCI'],
];
/** A speech recogniser's homophones of ECG words: "left access deviation", "write ventricular". */
const HOMOPHONES: [RegExp, string][] = [
  [/\b(?<=(?:left|right|normal|QRS|the|frontal)\s+)access\b|\baccess\b(?=\s+(?:is|was|of|deviation|plus|minus|normal|about|around|roughly|at)\b)/gi, 'axis'],
  [/\bwrite\b(?=[\s-]+(?:ventricular|ventricle|atrial|atrium|axis|bundle|sided|precordial|chest)\b)/gi, 'right'],
  // "prominent you waves", "sinus brady cardia"
  [/\byou\s+(?=waves?\b)/gi, 'U '],
  [/\b(brady|tachy)\s+cardia\b/gi, '$1cardia'],
];
const V_LEADS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6' };
const LIMB: Record<string, string> = { one: 'I', two: 'II', three: 'III' };
const UNIT_AFTER = /^[\s-]*(?:milli[\s-]?(?:seconds?|volts?|meters?|metres?)|ms\b|msec\b|mm\b|mV\b|seconds?\b|sec\b|beats?\s+(?:per|a|each)\s+min|bpm\b|per\s+minute|degrees?\b|°|small\s+(?:boxes|squares)|large\s+(?:boxes|squares)|big\s+(?:boxes|squares)|boxes\b|squares\b)/i;
const MEASURE_BEFORE = /\b(?:rate|HR|PR|QRS|QTc|QT|RR|axis|interval|duration|intervals)\b(?:\s+(?:is|was|of|at|about|around|roughly|approximately|approx|maybe|measures?|measuring|measured|it's|its|comes\s+to|like|say|just|over|under))*\s*$/i;

/** A word, where it starts and ends, and whether only a space or a hyphen separates it from the next word. */
type Tok = { word: string; start: number; end: number; joinedNext: boolean };

/** Number words from `i` on: the value, the number of tokens used, and whether it is a compound ("seventy five"). */
function parseNumber(t: Tok[], i: number): { value: number; used: number; compound: boolean } | null {
  // "Q T C for hundred and ten": a recogniser's "for" before a hundred is four
  const w = (k: number): string => {
    const word = t[k]?.word.toLowerCase() ?? '';
    // …and "a hundred and sixty" is one hundred and sixty
    if ((word === 'for' || word === 'a') && t[k + 1]?.word.toLowerCase() === 'hundred' && joined(t, k)) return word === 'a' ? 'one' : 'four';
    return word;
  };
  const tensUnit = (k: number): { v: number; n: number } | null => {
    if (w(k) in TENS_WORDS) return w(k + 1) in UNIT_WORDS && w(k + 1) !== 'zero' && joined(t, k) ? { v: TENS_WORDS[w(k)] + UNIT_WORDS[w(k + 1)], n: 2 } : { v: TENS_WORDS[w(k)], n: 1 };
    if (w(k) in TEEN_WORDS) return { v: TEEN_WORDS[w(k)], n: 1 };
    return null;
  };
  const first = w(i);
  if (!first) return null;
  if (first in UNIT_WORDS) {
    if (w(i + 1) === 'hundred' && joined(t, i)) {
      let used = 2;
      let value = UNIT_WORDS[first] * 100;
      const k = i + 2 + (w(i + 2) === 'and' && joined(t, i + 1) ? 1 : 0);
      const rest = joined(t, k - 1) ? tensUnit(k) ?? (w(k) in UNIT_WORDS && w(k) !== 'zero' ? { v: UNIT_WORDS[w(k)], n: 1 } : null) : null;
      if (rest) { value += rest.v; used = k - i + rest.n; }
      return { value, used, compound: true };
    }
    // spoken hundreds: "one seventy" (170), "four ninety five" (495), "five twenty" (520), "one oh five" (105)
    const rest = joined(t, i) ? tensUnit(i + 1) : null;
    if (rest && UNIT_WORDS[first] > 0) return { value: UNIT_WORDS[first] * 100 + rest.v, used: 1 + rest.n, compound: true };
    if (w(i + 1) === 'oh' && joined(t, i) && joined(t, i + 1) && w(i + 2) in UNIT_WORDS && UNIT_WORDS[first] > 0) return { value: UNIT_WORDS[first] * 100 + UNIT_WORDS[w(i + 2)], used: 3, compound: true };
    return { value: UNIT_WORDS[first], used: 1, compound: false };
  }
  const tu = tensUnit(i);
  if (!tu) return null;
  return { value: tu.v, used: tu.n, compound: tu.n > 1 || first in TENS_WORDS };
}

function joined(t: Tok[], k: number): boolean {
  return t[k]?.joinedNext === true;
}


function numberEdits(text: string): TextEdit[] {
  const tokens: Tok[] = [];
  const re = /[A-Za-z]+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    tokens.push({ word: m[0], start: m.index, end: m.index + m[0].length, joinedNext: false });
  }
  for (let k = 0; k + 1 < tokens.length; k++) tokens[k].joinedNext = /^(?: |-| - )$/.test(text.slice(tokens[k].end, tokens[k + 1].start));
  const edits: TextEdit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].word.toLowerCase();
    const start = tokens[i].start;
    if (word === 'point' && joined(tokens, i)) {
      let k = i + 1;
      const digits: string[] = [];
      while (k < tokens.length && (tokens[k].word.toLowerCase() in UNIT_WORDS || tokens[k].word.toLowerCase() === 'oh') && (k === i + 1 || joined(tokens, k - 1))) {
        digits.push(String(UNIT_WORDS[tokens[k].word.toLowerCase()] ?? 0));
        k++;
      }
      const zeroBefore = edits.length > 0 && edits[edits.length - 1][1] === start - 1 && edits[edits.length - 1][2] === '0';
      if (digits.length >= 2 || (digits.length === 1 && (zeroBefore || MEASURE_BEFORE.test(text.slice(Math.max(0, start - 40), start))))) {
        if (zeroBefore) edits.pop();
        const from = zeroBefore ? tokens[i - 1].start : start;
        edits.push([from, tokens[k - 1].end, `0.${digits.join('')}`]);
        i = k - 1;
      }
      continue;
    }
    // "about a tenth of a second", "two fifths of a second": a fraction of a second
    const fraction = /^(a|one|two|three|four)[ -](tenths?|fifths?) of a second\b/i.exec(text.slice(start, start + 32));
    if (fraction) {
      const count = fraction[1].toLowerCase() === 'a' ? 1 : UNIT_WORDS[fraction[1].toLowerCase()];
      edits.push([start, start + fraction[0].length, `${count / (fraction[2].toLowerCase().startsWith('tenth') ? 10 : 5)} seconds`]);
      while (i + 1 < tokens.length && tokens[i + 1].end <= start + fraction[0].length) i++;
      continue;
    }
    // "V one twenty two millimetres", "lead two": the number names the lead, a value may follow it
    if (i > 0 && joined(tokens, i - 1) && /^(?:V|lead)$/i.test(tokens[i - 1].word) && (word in V_LEADS)) continue;
    const n = parseNumber(tokens, i);
    if (!n) continue;
    const last = i + n.used - 1;
    // "twenty-first", "one-third": an ordinal or a fraction, not a number
    if (joined(tokens, last) && /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|thirds?|quarters?|halves)$/i.test(tokens[last + 1].word)) {
      i = last + 1;
      continue;
    }
    // "two and a half small squares", "one and a half mm": a half before a unit
    const half = /^ and a half\b/i.exec(text.slice(tokens[last].end, tokens[last].end + 12));
    if (half && !n.compound && UNIT_AFTER.test(text.slice(tokens[last].end + half[0].length, tokens[last].end + half[0].length + 40))) {
      edits.push([start, tokens[last].end + half[0].length, `${n.value}.5`]);
      i = last + 3;
      continue;
    }
    const after = text.slice(tokens[last].end, tokens[last].end + 40);
    const before = text.slice(Math.max(0, start - 40), start);
    const zeroPoint = n.value === 0 && /^ point /i.test(text.slice(tokens[last].end, tokens[last].end + 7));
    if (n.compound || UNIT_AFTER.test(after) || MEASURE_BEFORE.test(before) || zeroPoint) {
      const sign = /\b(?:axis|axes)\b[^.;\n]{0,25}\b(plus|minus)\s+$/i.exec(before);
      const from = sign ? start - (before.length - sign.index - sign[0].indexOf(sign[1])) : start;
      edits.push([from, tokens[last].end, `${sign ? (sign[1].toLowerCase() === 'plus' ? '+' : '-') : ''}${n.value}`]);
      i = last;
    }
  }
  return edits;
}

function spelledEdits(text: string): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const [re, to] of [...SPELLED, ...HOMOPHONES]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) edits.push([m.index, m.index + m[0].length, to.replace(/\$(\d)/g, (_, k: string) => m![Number(k)] ?? '')]);
  }
  // "in lead two", "lead one, lead two and V2": a limb lead named alone
  const lead = /\b(lead\s+)(one|two|three)\b/gi;
  for (let m = lead.exec(text); m; m = lead.exec(text)) edits.push([m.index + m[1].length, m.index + m[0].length, LIMB[m[2].toLowerCase()]]);
  const v = /\b(?:V|vee) (one|two|three|four|five|six)\b/gi;
  for (let m = v.exec(text); m; m = v.exec(text)) edits.push([m.index, m.index + m[0].length, `V${V_LEADS[m[1].toLowerCase()]}`]);
  // limb leads spoken as numbers, in a list that names a lead too: "in two three and a V F", "upright in one two and aVF"
  const list = /\b(?:in|leads?)\s+((?:(?:one|two|three)(?:\s*,\s*|\s+comma\s+(?:and\s+)?|\s+and\s+|\s+))+)(?=(?:a\s?V\s?[FLR]|aV[FLR]|(?:V|vee)\s?(?:\d|one|two|three|four|five|six))\b)/gi;
  for (let m = list.exec(text); m; m = list.exec(text)) {
    const at = m.index + m[0].indexOf(m[1]);
    const words = /\b(one|two|three)\b/gi;
    for (let w = words.exec(m[1]); w; w = words.exec(m[1])) edits.push([at + w.index, at + w.index + w[0].length, LIMB[w[1].toLowerCase()]]);
  }
  return edits;
}

/** Punctuation dictated as words ("normal ECG period new paragraph", "QTc prolonged comma well over 500"), where dictation shows. */
function punctuationEdits(text: string): TextEdit[] {
  if (!/\b(?:new\s+paragraph|new\s+line|full\s+stop|comma)\b/i.test(text)) return [];
  const edits: TextEdit[] = [];
  // (a mark typed after its word is that mark: "period.")
  const re = / (comma|full\s+stop|new\s+paragraph|new\s+line|period|colon)\b[.,:]?/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const word = m[1].toLowerCase();
    // "the refractory period", "a period of sinus arrest": a word, not a full stop
    if (word === 'period' && /\b(?:the|a|an|this|that|refractory|short|long|brief|over|during|for|same|whole|entire|vulnerable|PR|QT|of)$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    edits.push([m.index, m.index + m[0].length, word === 'comma' ? ',' : word === 'colon' ? ':' : word.startsWith('new') ? '\n' : '.\n']);
  }
  return edits;
}

/**
 * A transcript run on without punctuation (fewer than one stop per 40 words): its section words ("… four ten
 * impression sinus rhythm …"), fillers ("um", "uh"), conclusions ("so …") and new subjects ("there are", "the QRS")
 * start a new sentence, so a denial before one does not reach past it.
 */
function runOnEdits(text: string): TextEdit[] {
  const words = text.match(/[A-Za-z]+/g)?.length ?? 0;
  const stops = text.match(/[.;!?\n]/g)?.length ?? 0;
  if (words < 40 || stops * 40 > words) return [];
  const edits: TextEdit[] = [];
  // …and so do a speaker's fillers and conclusions ("… or so um the QRS is wide …", "… V six so lateral ischemia …")
  const re = /[a-z0-9] (?=(?:impression|interpretation|conclusion|summary|assessment|compared\s+(?:with|to)|u[mh]|erm?|(?<!\b(?:or|and|just|not|even|is) )so(?!\s+(?:far|much|many|that|on|called|long|as)\b))\b)/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) edits.push([m.index + 1, m.index + 1, '.\n']);
  // …as does a new subject: "… LVH here the R wave in aVL is …", "… strain there are T wave inversions …"
  const subject = /(?<!\b(?:of|in|and|is|are|than|with|to|for|from|at|on|that|all|by|into|where|whether|if|but|or))(?<=[a-z0-9]) (?=there(?:\s+(?:is|are|was|were)|['’]s)\s|the\s+(?:rhythm|rate|PR|QRS|QTc?|axis|[PQRSTU]\s+waves?|ST)\b)/gi;
  for (let m = subject.exec(text); m; m = subject.exec(text)) edits.push([m.index, m.index, '.']);
  return edits;
}

/** The text with spoken numbers as digits and spelled abbreviations joined, each character mapped to `original`. */
export function writtenNumbers(original: string): CompactText {
  if (!/\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|point|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|comma|new\s+(?:line|paragraph)|full\s+stop|you\s+waves?|(?:brady|tachy)\s+cardia|access|write)\b|\b[A-Za-z] [A-Z]\b/i.test(original)) return identityText(original);
  const edits = [...runOnEdits(original), ...punctuationEdits(original), ...spelledEdits(original), ...numberEdits(original)].sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  if (!edits.length) return identityText(original);
  return applyEdits(original, edits);
}
