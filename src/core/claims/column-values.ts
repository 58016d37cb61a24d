// A Markdown table whose header names the measurements and whose rows hold bare values:
//   | PR | QRS | QT | QTc |
//   |----|-----|----|-----|
//   | 200 ms | 100 ms | 380 ms | 490 ms |
// Each value is read with its column's name ("PR 200 ms"): the name is put before the value, with an offset map back
// to the original text, so the claim grammar reads the row as it reads a sentence. Tables of leads (a "Lead" column)
// are extract-lead-tables.ts's.
import { applyEdits, identityText, lineSpans, type CompactText, type TextEdit } from './compact-text';
import { cellSpans, MAX_COLUMNS } from './table-columns';

const SEPARATOR = /^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)+\|?[ \t]*$/;
const MEASURE = /^(?:PR(?:\s+interval)?|QRS(?:\s+(?:duration|width))?|QTc?(?:\s+interval)?|QTc\s*\((?:Bazett|Fridericia|Hodges|Framingham)\)|(?:heart\s+|ventricular\s+)?rate|HR|(?:QRS\s+|frontal\s+)?axis|RR(?:\s+interval)?)$/i;
const VALUE = /^[~≈]?[ \t]*[+\-−–]?\d{1,4}(?:[.,]\d{1,3})?[ \t]*(?:ms|msec|s|sec|bpm|\/min|°|deg)?$/i;
const MAX_ROWS = 40;

export function columnValues(text: string): CompactText {
  if (!text.includes('|')) return identityText(text);
  const lines = lineSpans(text);
  const edits: TextEdit[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (!SEPARATOR.test(lines[i].line)) continue;
    const header = cellSpans(lines[i - 1].line, lines[i - 1].start).map((c) => c.text.replace(/\*+/g, '').trim());
    if (header.length > MAX_COLUMNS || header.some((h) => /^leads?$/i.test(h)) || !header.some((h) => MEASURE.test(h))) continue;
    for (let r = i + 1; r < lines.length && r <= i + MAX_ROWS && lines[r].line.includes('|'); r++) {
      cellSpans(lines[r].line, lines[r].start).forEach((cell, k) => {
        if (header[k] && MEASURE.test(header[k]) && VALUE.test(cell.text)) edits.push([cell.start, cell.start, `${header[k]} `]);
      });
    }
  }
  return edits.length ? applyEdits(text, edits) : identityText(text);
}
