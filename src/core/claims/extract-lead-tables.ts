// Markdown tables of per-lead values, a common way chat models lay out ST segments and voltages:
//   | Lead | ST deviation |        | Lead | R wave (mm) |
//   |---|---|                     |---|---|
//   | V1 | +2 mm |                | V5 | 24 |
// Each row is a claim of that column's quantity in the row's leads.
import type { ExtractedClaim } from './claim-types';
import { findLeadMentions } from './extract-leads';
import { findNumbers } from './extract-numbers';

/** Per-lead quantities a column header can name, in mV; ST also takes its sign from the words of the header. */
const COLUMN_QUANTITY: [RegExp, string][] = [
  [/\bST\b/i, 'st_mv'],
  [/\bR[\s-]*(?:wave|amplitude|height)|^R\b/i, 'r_mv'],
  [/\bS[\s-]*(?:wave|depth|amplitude)|^S\b/i, 's_mv'],
  [/\bT[\s-]*(?:wave|amplitude)|^T\b/i, 't_mv'],
  [/\bP[\s-]*(?:wave|amplitude)|^P\b/i, 'p_mv'],
];
const MAX_ROWS = 40;

const cells = (line: string) => line.trim().replace(/^\||\|$/g, '').split('|');

export function extractLeadTables(text: string): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  const lines = text.split('\n');
  let offset = 0;
  const starts = lines.map((l) => { const at = offset; offset += l.length + 1; return at; });
  for (let i = 0; i + 2 < lines.length && out.length < 200; i++) {
    if (!/^\s*\|/.test(lines[i]) || !/^\s*\|?\s*:?-{2,}/.test(lines[i + 1])) continue;
    const header = cells(lines[i]).map((c) => c.trim());
    const leadCol = header.findIndex((h) => /^leads?$/i.test(h));
    if (leadCol < 0) continue;
    const columns = header.flatMap((h, k) => {
      const q = k === leadCol ? undefined : COLUMN_QUANTITY.find(([re]) => re.test(h))?.[1];
      return q ? [{ k, q, mm: /\bmm\b/i.test(h), sign: /depress/i.test(h) ? -1 : /elevat/i.test(h) ? 1 : 0 }] : [];
    });
    if (!columns.length) continue;
    for (let r = i + 2; r < lines.length && r < i + 2 + MAX_ROWS && /^\s*\|/.test(lines[r]); r++) {
      const row = cells(lines[r]);
      const rowStart = starts[r] + lines[r].indexOf('|') + 1;
      const cellStart = (k: number) => rowStart + row.slice(0, k).reduce((n, c) => n + c.length + 1, 0);
      // a cell holding one limb lead alone ("| II |", "| I |") is that lead, though "I" is a pronoun elsewhere
      const alone = /^\s*(?:lead\s+)?(I{1,3}|aV[RLF])\s*$/i.exec(row[leadCol] ?? '');
      const leads = alone ? [alone[1].length <= 3 && /^I+$/i.test(alone[1]) ? alone[1].toUpperCase() : `aV${alone[1][2].toUpperCase()}`]
        : findLeadMentions(text, cellStart(leadCol), cellStart(leadCol) + (row[leadCol]?.length ?? 0)).flatMap((l) => l.leads);
      if (!leads.length) continue;
      for (const col of columns) {
        if (col.k >= row.length) continue;
        const from = cellStart(col.k);
        const num = findNumbers(text, from, from + row[col.k].length)[0];
        if (!num || (num.dimension !== 'amplitude' && !(num.dimension === 'none' && col.mm))) continue;
        const factor = num.dimension === 'none' ? 0.1 : 1;
        let [lo, hi] = [num.range[0] * factor, num.range[1] * factor];
        // "| I | 1.5 mm | reciprocal depression |": an unsigned ST value takes the sign of the header or of the row's words
        const signed = /^[\s|]*[-+−–]/.test(text.slice(from, num.span[0] + 1));
        const rowWords = row.join(' ');
        const sign = col.sign || (/depress/i.test(rowWords) ? -1 : /elevat/i.test(rowWords) ? 1 : 0);
        if (col.q === 'st_mv' && !signed && sign < 0) [lo, hi] = [-hi, -lo];
        const span: [number, number] = [cellStart(leadCol), num.span[1]];
        out.push({
          text: text.slice(span[0], span[1]), span, kind: 'measurement', quantity: col.q, code: null,
          value: Math.round(((lo + hi) / 2) * 1000) / 1000, range: [lo, hi], unit: 'mV', leads, negated: false, valueSpan: num.span,
        });
      }
    }
  }
  return out;
}
