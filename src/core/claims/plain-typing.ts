// Answers typed in a hurry: lowercase abbreviations and lead names ("sr 68, lad, twi v5 v6, ravl 12mm"), values run into
// their names ("pr160 qrs100 qt380"), misspelt words ("sinus rythm", "elevaton", "fibirllation"). They are read as the
// words they stand for, with an offset map back to the original (dictated words and letters: spoken-text.ts).
import { identityText, rewriteAll, type CompactText, type RewriteRule } from './compact-text';

/** Abbreviations whose lowercase form is no English word: read in capitals ("lbbb" is LBBB; "af" is also slang). */
const ABBREVIATIONS = ['nsr', 'sr', 'sb', 'st', 'pr', 'qrs', 'qt', 'rr', 'av', 'avb', 'svt', 'vt', 'pvcs?', 'pacs?', 'lad', 'rad', 'lvh', 'rvh', 'lae', 'rae', 'lbbb', 'rbbb', 'bbb', 'irbbb', 'lafb', 'lpfb', 'ivcd', 'wpw', 'twi', 'ste', 'stemi', 'nstemi', 'mi', 'ecg', 'ekg', 'hr'];
const LOWER_ABBREVIATION = new RegExp(String.raw`(?<![\w'’])(?:${ABBREVIATIONS.join('|')})(?![\w'’])`, 'g');
const LOWER_QTC = /(?<![\w'’])qtc(?![\w'’])/g;
/** Lead names: "ii", "iii", "avf", "v1"–"v9", "v4r"; a wave letter before a lead ("sv1", "rv5", "ravl"). */
const LOWER_LEAD = /(?<![\w'’])([rsqt]?)(ii|iii|av[rlf]|v[1-9]r?)(?![\w'’])/g;
/** "i" is a lead beside another lead or after "lead" or "in" ("t upright i ii v3-v6", "in i and avl", "lead i"). */
const LEAD_LIST = String.raw`(?:ii|iii|av[rlf]|v[1-9]|II|III|aV[RLF]|V[1-9])\b`;
const LOWER_I = /(?<![\w'’])i(?![\w'’])/g;
const LEAD_AFTER_I = new RegExp(String.raw`^[ \t]*(?:,|\+|and)?[ \t]*${LEAD_LIST}`);
const LEAD_BEFORE_I = new RegExp(String.raw`(?:\bleads?|\bin|\b${LEAD_LIST})[ \t]*(?:,|\+|and)?[ \t]*$`);
const END_AFTER_I = /^[ \t]*(?:[,;.:)\n/]|$|and\b|-)/;
/** A lead "i" (the context read on a bounded stretch around it: a pattern looking back over a long run would not be linear). */
function leadI(m: RegExpExecArray, text: string): string | null {
  const after = text.slice(m.index + 1, m.index + 24);
  if (LEAD_AFTER_I.test(after)) return 'I';
  return LEAD_BEFORE_I.test(text.slice(Math.max(0, m.index - 24), m.index)) && END_AFTER_I.test(after) ? 'I' : null;
}
/** A wave's letter: "p waves", "t upright", "deep s in v1", "no septal q in v6" (a lowercase q, r or s wave is a small one). */
const LOWER_WAVE = /(?<![\w'’])(?:([ptu])(?=[ \t-]*(?:waves?\b|upright\b|inverted\b|inversion\b))|([pqrstu])(?=[ \t]+in[ \t]+(?:[iv]|av|lead)))/g;
/** "pr160", "qrs100", "qtc405", "sr78bpm", "HR72": a value run into its name. */
const RUN_TOGETHER = /\b(qtc|qrs|qt|pr|hr|rr|nsr|sr)(?=[~≈]?\d)/gi;
const CAPITALS: Record<string, string> = { qtc: 'QTc' };

/** Words of ECG reports whose misspellings (one slip: a letter added, left out, changed, or two swapped) are read as them. */
const VOCABULARY = ['rhythm', 'regular', 'irregular', 'irregularly', 'fibrillation', 'fibrillatory', 'elevation', 'depression', 'pathological', 'hypertrophy', 'bradycardia', 'tachycardia', 'ventricular', 'premature', 'infarction', 'ischaemia', 'ischemia', 'prolonged', 'inversion', 'discernible', 'complexes', 'deviation', 'abnormality', 'repolarisation', 'repolarization', 'conduction', 'bigeminy', 'trigeminy', 'isoelectric', 'voltage', 'amplitude', 'progression'];
const VOCABULARY_SET = new Set(VOCABULARY);
/** Real words one slip from a vocabulary word, left alone. */
const NOT_SLIPS = new Set(['ischaemic', 'ischemic', 'tachycardic', 'bradycardic']);
const LONG_WORD = /\b[a-zA-Z]{5,16}\b/g;

export function plainTyping(text: string): CompactText {
  const rules: RewriteRule[] = [];
  // ("24 hr Holter": hours)
  rules.push([LOWER_ABBREVIATION, (m, t) => (m[0] === 'hr' && /\d[ \t]?$/.test(t.slice(Math.max(0, m.index - 2), m.index)) ? null : m[0].toUpperCase().replace(/S$/, 's'))]);
  rules.push([LOWER_QTC, () => 'QTc']);
  rules.push([LOWER_LEAD, (m) => m[1].toUpperCase() + leadName(m[2])]);
  rules.push([LOWER_I, leadI]);
  rules.push([LOWER_WAVE, (m) => (m[1] ?? m[2]).toUpperCase()]);
  rules.push([RUN_TOGETHER, (m) => `${CAPITALS[m[1].toLowerCase()] ?? m[1].toUpperCase()} `]);
  rules.push([LONG_WORD, (m) => corrected(m[0])]);
  const out = rewriteAll(text, rules);
  return out.text === text ? identityText(text) : out;
}

function leadName(lower: string): string {
  if (lower.startsWith('av')) return 'aV' + lower[2].toUpperCase();
  return lower.toUpperCase();
}

/** The vocabulary word a misspelt word stands for, in its case, or null. */
function corrected(word: string): string | null {
  const lower = word.toLowerCase();
  if (VOCABULARY_SET.has(lower) || NOT_SLIPS.has(lower)) return null;
  let found: string | null = null;
  for (const v of VOCABULARY) {
    if (v[0] !== lower[0] || Math.abs(v.length - lower.length) > 1) continue;
    if (lower === v + 's' || lower === v + 'es' || lower === v + 'ly' || lower === v + 'ed') return null;
    if (slips(lower, v, 1)) {
      if (found && found !== v) return null;
      found = v;
    }
  }
  if (!found) return null;
  return word[0] === word[0].toUpperCase() ? found[0].toUpperCase() + found.slice(1) : found;
}

/** Whether `a` is within `max` edits (insertions, deletions, substitutions, swaps of neighbours) of `b`. */
function slips(a: string, b: string, max: number): boolean {
  const n = a.length;
  const m = b.length;
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const cur = new Array<number>(m + 1);
    cur[0] = i;
    let best = cur[0];
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return false;
    prev2 = prev;
    prev = cur;
  }
  return prev[m] <= max;
}
