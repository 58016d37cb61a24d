// Markdown bold markers are dropped as well, and a wave glued to its lead ("SV1", "RaVL") is spaced.
// Chat models write their arithmetic in LaTeX ("$HR = \frac{60}{0.833} \approx 72$ bpm", "\(QT_c \approx 416\,\text{ms}\)",
// "$-40^\circ$"). The claim grammar reads plain text, so the markup is rewritten into what it stands for
// ("HR = 60/0.833 ≈ 72 bpm", "QTc ≈ 416 ms", "-40°"), with an offset map back to the original text. Only known
// commands are rewritten: a backslash before anything else (a "\n" inside quoted JSON) is left as it is.
import type { CompactText } from './compact-text';

const SYMBOLS: Record<string, string> = {
  approx: '≈', simeq: '≈', sim: '~', times: '×', cdot: '·', div: '/', geq: '≥', ge: '≥', geqslant: '≥', leq: '≤', le: '≤',
  leqslant: '≤', gt: '>', lt: '<', neq: '≠', ne: '≠', pm: '±', to: '→', rightarrow: '→', longrightarrow: '→',
  Rightarrow: '⇒', implies: '⇒', mu: 'µ', circ: '°', degree: '°', ldots: '…', dots: '…', cdots: '…', quad: ' ',
  qquad: ' ', uparrow: '↑', downarrow: '↓', checkmark: '✓', approxeq: '≈',
};
/** Commands whose argument is text to keep ("\text{ms}" → "ms"). */
const KEEP_ARGUMENT = new Set(['text', 'mathrm', 'textbf', 'mathbf', 'textit', 'mathit', 'operatorname', 'mbox', 'boldsymbol',
  'bm', 'emph', 'textrm', 'mathsf', 'texttt', 'boxed', 'underline', 'overline', 'displaystyle', 'textstyle']);
const FRACTIONS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);
/** Sizing commands before a delimiter ("\left(", "\Big|"): the delimiter stays. */
const SIZING = new Set(['left', 'right', 'big', 'Big', 'bigg', 'Bigg', 'bigl', 'bigr', 'Bigl', 'Bigr', 'middle']);
const SPACES: Record<string, string> = { ',': ' ', ';': ' ', ':': ' ', ' ': ' ', '!': '', '%': '%', '{': '{', '}': '}', '$': '$', '_': '_' };

type Brace = 'drop' | 'numerator' | 'denominator';

/** Plain-text reading of LaTeX markup, each character mapped to its offset in `original`. */
export function plainLatex(original: string): CompactText {
  if (!/[\\$]|\*\*|__|[RSQTP](?:V[1-6]|aV[RLF])/.test(original)) return { text: original, map: Int32Array.from({ length: original.length + 1 }, (_, i) => i) };
  const out: string[] = [];
  const map: number[] = [];
  const emit = (s: string, at: number) => { for (const ch of s) { out.push(ch); map.push(at); } };
  const braces: Brace[] = [];
  let math: '' | '$' | '$$' | '\\)' | '\\]' = '';
  let i = 0;
  const n = original.length;
  while (i < n) {
    const ch = original[i];
    const next = original[i + 1] ?? '';
    // bold markers split phrases the grammar reads whole ("**Regular** rhythm", "- **V1:** the R′ is tall")
    if ((ch === '*' && next === '*') || (ch === '_' && next === '_')) {
      i += 2;
      continue;
    }
    // "SV1 + RV5", "RaVL 1.2 mV": a wave glued to its lead is read as the wave in that lead
    if (/[RSQTP]/.test(ch) && !/\w/.test(original[i - 1] ?? '') && /^(?:V[1-6]|aV[RLF])(?![\w])/.test(original.slice(i + 1, i + 5))) {
      emit(ch, i);
      emit(' ', i + 1);
      i++;
      continue;
    }
    if (ch === '$') {
      const two = next === '$';
      if (math === '' ) math = two ? '$$' : '$';
      else if (math === '$' || math === '$$') math = '';
      i += two ? 2 : 1;
      continue;
    }
    if (ch === '\\' && (next === '(' || next === '[' || next === ')' || next === ']')) {
      math = next === '(' ? '\\)' : next === '[' ? '\\]' : '';
      i += 2;
      continue;
    }
    if (ch === '\\' && next in SPACES) {
      emit(SPACES[next], i);
      i += 2;
      continue;
    }
    if (ch === '\\' && /[a-zA-Z]/.test(next)) {
      const name = /^[a-zA-Z]+/.exec(original.slice(i + 1, i + 40))![0];
      const after = i + 1 + name.length;
      const argument = original[after] === '{';
      if (name in SYMBOLS) { emit(SYMBOLS[name], i); i = after; continue; }
      if (SIZING.has(name)) { i = after; continue; }
      if (name === 'sqrt') {
        const cube = original.startsWith('[3]', after);
        emit(cube ? '∛' : '√', i);
        i = cube ? after + 3 : after;
        if (original[i] === '{') { braces.push('drop'); i++; }
        continue;
      }
      if (FRACTIONS.has(name) && argument) { braces.push('numerator'); i = after + 1; continue; }
      if (KEEP_ARGUMENT.has(name)) {
        i = after;
        if (argument) { braces.push('drop'); i++; }
        continue;
      }
      emit(original.slice(i, after), i);
      i = after;
      continue;
    }
    if (ch === '^' && math) {
      const deg = /^\^\s*(?:\{\s*\\circ\s*\}|\\circ)/.exec(original.slice(i, i + 16));
      if (deg) { emit('°', i); i += deg[0].length; continue; }
    }
    if (ch === '_' && math) {
      // QT_c → QTc, R_{aVL} → R aVL
      const sub = /^_(?:\{([^{}]{1,12})\}|([A-Za-z0-9]))/.exec(original.slice(i, i + 16));
      if (sub) {
        const body = sub[1] ?? sub[2];
        const start = i + sub[0].indexOf(body);
        if (body.length > 1) emit(' ', i);
        for (let k = 0; k < body.length; k++) emit(body[k], start + k);
        i += sub[0].length;
        continue;
      }
    }
    if (ch === '{' && math) { braces.push('drop'); i++; continue; }
    if (ch === '}' && braces.length) {
      const kind = braces.pop();
      i++;
      if (kind === 'numerator' && original[i] === '{') { emit('/', i); braces.push('denominator'); i++; }
      continue;
    }
    if (ch === '\n' && math === '$') math = '';
    emit(ch, i);
    i++;
  }
  map.push(n);
  return { text: out.join(''), map: Int32Array.from(map) };
}
