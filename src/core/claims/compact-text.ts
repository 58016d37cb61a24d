// Long whitespace runs are shortened before claim extraction (regexes stay linear on any input);
// an offset map brings every span back to the original text. An underscore counts as a space: it joins
// the words of JSON keys and identifiers ("pr_interval", "qrs_duration") that name what their value measures.

/** Whitespace runs longer than this are cut to this length. */
const MAX_RUN = 3;

export interface CompactText {
  text: string;
  /** original offset of each character of `text`, plus one entry for the end */
  map: Int32Array;
}

export function compactWhitespace(original: string): CompactText {
  const out: string[] = [];
  const map: number[] = [];
  let run = 0;
  for (let i = 0; i < original.length; i++) {
    const ch = original[i] === '_' ? ' ' : original[i];
    const ws = ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\u00a0';
    run = ws ? run + 1 : 0;
    if (run > MAX_RUN) {
      // keep a line break inside a long run: it separates sentences
      if (ch === '\n' && out[out.length - 1] !== '\n') {
        out[out.length - 1] = '\n';
      }
      continue;
    }
    out.push(ch);
    map.push(i);
  }
  map.push(original.length);
  return { text: out.join(''), map: Int32Array.from(map) };
}

/** `outer` read through `inner`: offsets of `outer.text` into the text `inner` was made from. */
export function composeMaps(inner: CompactText, outer: CompactText): CompactText {
  return { text: outer.text, map: outer.map.map((i) => inner.map[i]) };
}

export function mapSpan(c: CompactText, span: [number, number]): [number, number] {
  const a = c.map[span[0]];
  const b = span[1] > span[0] ? c.map[span[1] - 1] + 1 : a;
  return [a, b];
}

/** Rewrites in order of position: [start, end, replacement]. */
export type TextEdit = [number, number, string];

/** `original` with non-overlapping `edits` applied (sorted by start); an edit overlapped by an earlier one is skipped. */
export function applyEdits(original: string, edits: TextEdit[]): CompactText {
  const out: string[] = [];
  const map: number[] = [];
  let at = 0;
  for (const [s, e, to] of edits) {
    if (s < at) continue;
    for (let i = at; i < s; i++) { out.push(original[i]); map.push(i); }
    // the first character stands for the rewrite's start, the others for its end: a span that starts with the rewrite
    // maps to all of it, wherever inside it the span ends ("ST elevation in" for "Which leads show ST elevation?")
    for (let k = 0; k < to.length; k++) { out.push(to[k]); map.push(k === 0 ? s : Math.max(s, e - 1)); }
    at = e;
  }
  for (let i = at; i < original.length; i++) { out.push(original[i]); map.push(i); }
  map.push(original.length);
  return { text: out.join(''), map: Int32Array.from(map) };
}

export function identityText(original: string): CompactText {
  return { text: original, map: Int32Array.from({ length: original.length + 1 }, (_, i) => i) };
}

/** A rule of a rewriting pass: what it matches, and the words it stands for (null: leave it). */
export type RewriteRule = [RegExp, (m: RegExpExecArray, text: string) => string | null];

/** Every rule's matches (global regexps) rewritten at once, with `extra` edits, the longer of two at one place first. */
export function rewriteAll(text: string, rules: RewriteRule[], extra: TextEdit[] = []): CompactText {
  const edits: TextEdit[] = [...extra];
  for (const [re, to] of rules) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m && edits.length < 10_000; m = re.exec(text)) {
      const replacement = to(m, text);
      if (replacement !== null) edits.push([m.index, m.index + m[0].length, replacement]);
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  edits.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  return edits.length ? applyEdits(text, edits) : identityText(text);
}

/** The lines of a text with where each starts and ends (the line break excluded). */
export function lineSpans(text: string): { line: string; start: number; end: number }[] {
  const out: { line: string; start: number; end: number }[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    out.push({ line, start, end: start + line.length });
    start += line.length + 1;
  }
  return out;
}
