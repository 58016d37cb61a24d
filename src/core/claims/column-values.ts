// A Markdown table whose header names the measurements and whose rows hold bare values:
//   | PR | QRS | QT | QTc |
//   |----|-----|----|-----|
//   | 200 ms | 100 ms | 380 ms | 490 ms |
// Each value is read with its column's name ("PR 200 ms"): the name is put before the value, with an offset map back
// to the original text, so the claim grammar reads the row as it reads a sentence. Tables of leads (a "Lead" column)
// are extract-lead-tables.ts's.
import { applyEdits, identityText, type CompactText, type TextEdit } from './compact-text';

const SEPARATOR = /^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)+\|?[ \t]*$/;
const MEASURE = /^(?:PR(?:\s+interval)?|QRS(?:\s+(?:duration|width))?|QTc?(?:\s+interval)?|QTc\s*\((?:Bazett|Fridericia|Hodges|Framingham)\)|(?:heart\s+|ventricular\s+)?rate|HR|(?:QRS\s+|frontal\s+)?axis|RR(?:\s+interval)?)$/i;
const VALUE = /^[~≈]?[ \t]*[+\-−–]?\d{1,4}(?:[.,]\d{1,3})?[ \t]*(?:ms|msec|s|sec|bpm|\/min|°|deg)?$/i;
const MAX_ROWS = 40;
const MAX_COLUMNS = 12;

/** The cells of a table row: each cell's trimmed text and where that text starts. */
function cells(line: string, at: number): { text: string; start: number }[] {
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

export function columnValues(text: string): CompactText {
  if (!text.includes('|')) return identityText(text);
  const lines = text.split('\n');
  const edits: TextEdit[] = [];
  let at = 0;
  const starts = lines.map((l) => { const s = at; at += l.length + 1; return s; });
  for (let i = 1; i < lines.length; i++) {
    if (!SEPARATOR.test(lines[i])) continue;
    const header = cells(lines[i - 1], starts[i - 1]).map((c) => c.text.replace(/\*+/g, '').trim());
    if (header.length > MAX_COLUMNS || header.some((h) => /^leads?$/i.test(h)) || !header.some((h) => MEASURE.test(h))) continue;
    for (let r = i + 1; r < lines.length && r <= i + MAX_ROWS && lines[r].includes('|'); r++) {
      cells(lines[r], starts[r]).forEach((cell, k) => {
        if (header[k] && MEASURE.test(header[k]) && VALUE.test(cell.text)) edits.push([cell.start, cell.start, `${header[k]} `]);
      });
    }
  }
  return edits.length ? applyEdits(text, edits) : identityText(text);
}
