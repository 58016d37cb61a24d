// Markdown tables: the header row a body row belongs to, and the name of the column a position falls in. A column of
// thresholds or reference ranges ("| Measured | Threshold |", "| Normal range |") holds no claim about this ECG.

/** How far above a row its header is looked for. */
const MAX_TABLE = 3000;
const SEPARATOR = /^[ \t]*\|?[ \t]*:?-{2,}[^\n]*$/gm;

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

const cells = (row: string) => row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');

/** The header name of the column the body-row position `at` is in, or null outside a table. */
export function columnNameAt(text: string, at: number): string | null {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const row = text.slice(lineStart, at);
  if (!row.includes('|')) return null;
  const header = tableHeaderAbove(text, at);
  if (header === null) return null;
  const index = (row.trimStart().startsWith('|') ? -1 : 0) + (row.match(/\|/g)?.length ?? 0);
  return cells(header)[index]?.trim() ?? null;
}

/** Column names of thresholds and reference ranges. */
export const REFERENCE_COLUMN = /\b(?:threshold|cut-?offs?|cut\s+points?|normal(?:\s+(?:range|values?|limits?))?|reference(?:\s+range)?|ref\.?|limits?|ULN|criteri(?:on|a)\s+(?:value|threshold))\b/i;
