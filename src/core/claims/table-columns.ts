// Markdown tables: the header row a body row belongs to, and the name of the column a position falls in. A column of
// thresholds or reference ranges ("| Measured | Threshold |", "| Normal range |") holds no claim about this ECG.

/** How far above a row its header is looked for. */
const MAX_TABLE = 3000;
// (an ASCII table's border too: "+------+-----+")
const SEPARATOR = /^[ \t]*(?:\|?[ \t]*:?-{2,}|\+-{2,}[-+]*[ \t]*$)[^\n]*$/gm;

/** The header row of the Markdown table whose body holds `at`, or null when `at` is in no table body. */
export function tableHeaderAbove(text: string, at: number): string | null {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = text.slice(Math.max(0, lineStart - MAX_TABLE), lineStart);
  const sep = [...before.matchAll(SEPARATOR)].pop();
  if (!sep) return null;
  // every line between the separator and the row is a row of the same table
  const body = before.slice(sep.index + sep[0].length).split('\n').filter((l) => l.trim() !== '');
  if (!body.every((l) => l.includes('|'))) return null;
  return before.slice(0, sep.index).trimEnd().split('\n').pop() ?? null;
}

/** Columns read of a row: a wider table is no table of values. */
export const MAX_COLUMNS = 12;

/** The cells of a table row: each cell's trimmed text and where that text starts. */
export function cellSpans(line: string, at: number): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  const body = line.replace(/\|[ \t]*$/, '');
  let from = body.trimStart().startsWith('|') ? body.indexOf('|') + 1 : 0;
  while (from <= body.length && out.length <= MAX_COLUMNS) {
    const bar = body.indexOf('|', from);
    const end = bar < 0 ? body.length : bar;
    const raw = body.slice(from, end);
    const lead = raw.length - raw.trimStart().length;
    out.push({ text: raw.trim(), start: at + from + lead });
    if (bar < 0) break;
    from = bar + 1;
  }
  return out;
}

/** The header name of the column the body-row position `at` is in, or null outside a table. */
export function columnNameAt(text: string, at: number): string | null {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const row = text.slice(lineStart, at);
  if (!row.includes('|')) return null;
  const header = tableHeaderAbove(text, at);
  if (header === null) return null;
  const index = (row.trimStart().startsWith('|') ? -1 : 0) + (row.match(/\|/g)?.length ?? 0);
  return cellSpans(header, 0)[index]?.text ?? null;
}

/** Column names of thresholds and reference ranges. */
export const REFERENCE_COLUMN = /\b(?:threshold|cut-?offs?|cut\s+points?|normal(?:\s+(?:range|values?|limits?))?|(?:typical|usual|expected|healthy|adult)\s+(?:range|values?)|reference(?:\s+range)?|ref\.?|limits?|ULN|criteri(?:on|a)\s+(?:value|threshold))\b/i;

/** Column names of another tracing: "2020 report", "Prior ECG", "Baseline (Jan)", "Previous". */
const OTHER_TRACING_COLUMN = /\b(?:(?:19|20)\d\d|prior|previous|earlier|old(?:er)?|baseline|admission|before)\b/i;
const THIS_TRACING_COLUMN = /\b(?:today|current|now|this|present|new)\b/i;
const MAX_ROWS = 200;
/** At most this many cells are kept (each clause is tested against them). */
const MAX_CELLS = 2000;

/**
 * The cells, as [start, end), of Markdown table columns headed by another tracing ("| | 2020 report | Today |"): what
 * they hold was that tracing's, not this one's.
 */
export function otherTracingCells(text: string): [number, number][] {
  if (!text.includes('|') || !OTHER_TRACING_COLUMN.test(text)) return [];
  const out: [number, number][] = [];
  SEPARATOR.lastIndex = 0;
  for (let sep = SEPARATOR.exec(text); sep && out.length < MAX_CELLS; sep = SEPARATOR.exec(text)) {
    if (sep.index < 2) continue;
    const headerStart = text.lastIndexOf('\n', sep.index - 2) + 1;
    const header = text.slice(headerStart, sep.index - 1);
    const other = header.includes('|') ? cellSpans(header, 0).map(({ text: n }) => OTHER_TRACING_COLUMN.test(n) && !THIS_TRACING_COLUMN.test(n)) : [];
    if (!other.some(Boolean)) continue;
    for (let at = sep.index + sep[0].length + 1, n = 0; at < text.length && n < MAX_ROWS; n++) {
      const nl = text.indexOf('\n', at);
      const end = nl < 0 ? text.length : nl;
      const row = text.slice(at, end);
      if (!row.includes('|')) break;
      // the whole cell, between its borders (a value's span may start at the space before it)
      cellSpans(row, at).forEach((cell, k) => {
        const close = text.indexOf('|', cell.start);
        if (other[k] && cell.text) out.push([Math.max(at, text.lastIndexOf('|', cell.start) + 1), close < 0 || close > end ? end : close]);
      });
      at = end + 1;
    }
  }
  return out;
}
