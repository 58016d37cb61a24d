// Shorthand writes signs for words: "P +ve II", "T −ve aVR", "Q −", "Δ wave −", "U waves −", "NSR @ 72",
// "ST ≈ 0", "ST @ 118" (sinus tachycardia), "2½ small squares". They are read as the words they stand for, with an offset map back to the
// original text, so the claim grammar needs no rules of its own for them.
import { identityText, rewriteAll, type CompactText, type RewriteRule } from './compact-text';

const SYMBOLS = /[+−–-]\s?ve\b|@|[Δδ]|↑|\d[ \t]?[½¼¾]|\b[QPU](?:[ \t]*[-\s]?waves?)?[ \t]*[+−–-]|\bST[ \t]*[≈~=:]?[ \t]*0\b/;

/** A wave, or a finding that is present or absent rather than positive or negative ("Q waves +ve in III", "δ −ve"). */
const PRESENCE_BEFORE = /(?:\bQ(?:[\s-]*waves?)?|\bU(?:[\s-]*waves?)?|\bdelta[\s-]*waves?|[Δδ](?:[\s-]*waves?)?)\s*$/i;

const WAVE_IN_FULL: Record<string, string> = { Q: 'Q waves', P: 'P waves', U: 'U waves' };

/** A sign closes its item when a separator, the line's end or a wide gap follows. */
const ITEM_END = String.raw`(?=[ \t]*(?:$|[,;.)|/\]]|[ \t]{2}|\n))`;

const FRACTION: Record<string, string> = { '½': '.5', '¼': '.25', '¾': '.75' };

const RULES: RewriteRule[] = [
  // "2½ small squares", "4 ¼ boxes": a decimal
  [/(?<=\d)[ \t]?([½¼¾])/g, (m) => FRACTION[m[1]]],
  // "P +ve I, II", "Sgarbossa −ve": positive / negative; after a wave that is there or not, present / absent
  [/([+]|[−–-])\s?ve\b/g, (m, text) => {
    const plus = m[1] === '+';
    if (PRESENCE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) return plus ? 'present' : 'absent';
    return plus ? 'positive' : 'negative';
  }],
  // "Q −", "U −", "P −", "Q +": the wave named in full, then absent / present
  [new RegExp(String.raw`(?<![\w′'’])([QPU])(?:[ \t]*[-\s]*waves?)?[ \t]*([+−–-])${ITEM_END}`, 'gm'), (m) => `${WAVE_IN_FULL[m[1]]} ${m[2] === '+' ? 'present' : 'absent'}`],
  // "Δ wave −", "δ −", "(δ −)": the delta wave (a Δ before a wave or a value is a change: "ΔST", "Δ 20 ms")
  [new RegExp(String.raw`[Δδ](?:[ \t]*[-\s]?waves?)?[ \t]*([+−–-])${ITEM_END}`, 'gm'), (m) => `delta wave ${m[1] === '+' ? 'present' : 'absent'}`],
  [/[Δδ][ \t]*[-\s]?(waves?)\b/g, (m) => `delta ${m[1]}`],
  // "ST @ 118": sinus tachycardia at a rate; "NSR @ 72": at
  [/\bST[ \t]*@[ \t]*(?=\d{3}\b)/g, () => 'sinus tachycardia at '],
  [/[ \t]*@[ \t]*(?=[~≈]?[ \t]*\d)/g, () => ' at '],
  // "QTc ↑", "QTc ≈ 470 → mildly ↑": an interval's arrow up is its prolongation (a wave's is its height or elevation)
  [/(?<=\b(?:QTc?|PR)(?:[ \t]+interval)?[ \t]*)↑(?![↑\d \t]*\d)/g, () => 'prolonged'],
  [/(?<=\b(?:QTc?|PR|QRS)\b[^\n.;→]{0,30}\d[^\n.;→]{0,12}→[ \t]*(?:(?:mildly|slightly|markedly|borderline)[ \t]+)?)↑(?=[ \t]*(?:[.;,)]|$))/gm, () => 'prolonged'],
  // "ST ≈ 0", "ST: 0 throughout": no deviation, in mm
  [/\b(ST[ \t]*[≈~=:]?[ \t]*)0(?![.,]?\d)(?![ \t]*(?:mm|mV|µV|uV|ms|%))/g, (m) => `${m[1]}0 mm`],
];

export function plainSymbols(text: string): CompactText {
  if (!SYMBOLS.test(text)) return identityText(text);
  return rewriteAll(text, RULES);
}
