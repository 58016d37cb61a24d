// Tables of per-lead values, a common way chat models lay out ST segments and voltages — Markdown, CSV or columns
// aligned with spaces:
//   | Lead | ST deviation |      lead,P,Q,R,S,T,ST        Lead     R (mV)   S (mV)   ST-J (mV)
//   |---|---|                    I,0.10,0,1.00,0,0.25,0    I          0.68    -0.10       −0.10
//   | V1 | +2 mm |
// Each cell is a claim of its column's quantity in the row's lead. The unit comes from the cell, else the column name
// ("R (mm)"), else the words just before the table ("Per-lead (mV, ST at J point)"); a bare number with none is skipped.
import type { ExtractedClaim } from './claim-types';
import { canonicalLead, findLeadMentions } from './extract-leads';

/** Per-lead quantities a column name can give (amplitudes in mV). */
const COLUMN_QUANTITY: [RegExp, string][] = [
  [/^QRS\b[^|]{0,20}\b(?:amplitude|voltage|peak[\s-]*to[\s-]*peak)|^(?:peak[\s-]*to[\s-]*peak|p-p|QRS\s+p-p)\b/i, 'qrs_pp_mv'],
  [/^ST\b|\bST[\s-]*(?:J|deviation|level|segment|at\b)/i, 'st_mv'],
  [/^R(?:['′’]|\s*prime)/i, 'r_prime_mv'],
  [/^R\b|\bR[\s-]*(?:wave|amplitude|height)/i, 'r_mv'],
  [/^S\b|\bS[\s-]*(?:wave|depth|amplitude)/i, 's_mv'],
  [/^T\b|\bT[\s-]*(?:wave|amplitude)/i, 't_mv'],
  [/^P\b|\bP[\s-]*(?:wave|amplitude)/i, 'p_mv'],
  [/^Q\b|\bQ[\s-]*(?:wave|depth|amplitude)/i, 'q_mv'],
  [/^U\b|\bU[\s-]*(?:wave|amplitude|height)/i, 'u_mv'],
];
const MAX_ROWS = 40;
const LEAD_CELL = /^\s*(?:lead\s+)?(I{1,3}|aV[RLF]|V[1-6])\s*$/i;
const VALUE_CELL = /^\s*[~≈]?\s*([+\-−–]?\s?\d{1,3}(?:[.,]\d{1,3})?)\s*(mm|mV)?(?:\s*\([^()]{0,40}\))?\s*$/i;

interface Cell { text: string; start: number }

/** A line's cells: by "|" in Markdown, by "," in CSV, else by tabs or runs of two or more spaces. */
function cells(line: string, at: number, sep: 'pipe' | 'comma' | 'space'): Cell[] {
  const re = sep === 'pipe' ? /[^|]+/g : sep === 'comma' ? /[^,]+/g : /\S+(?: \S+)*/g;
  const out: Cell[] = [];
  for (let m = re.exec(line); m; m = re.exec(line)) if (m[0].trim()) out.push({ text: m[0], start: at + m.index });
  return out;
}

/** The leads a row names: one lead alone ("| II |", though "I" is a pronoun elsewhere) or a list ("| II, III, aVF |"). */
function leadsOf(text: string, cell: Cell): string[] {
  const lead = leadOfCell(cell);
  if (lead) return [lead];
  if (!/^[\s\w,–&-]+$/.test(cell.text)) return [];
  return findLeadMentions(text, cell.start, cell.start + cell.text.length).flatMap((l) => l.leads);
}

const unitIn = (s: string): number | null => (/\bmm\b|millimet/i.test(s) ? 0.1 : /\bmV\b|millivolt/i.test(s) ? 1 : null);
/** A caption naming both ("mV; ST in mm") gives mV: a column naming mm says so itself. */
const captionUnit = (s: string): number | null => (/\bmV\b|millivolt/i.test(s) ? 1 : unitIn(s));

export function extractLeadTables(text: string): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  const lines = text.split('\n');
  const starts: number[] = [];
  lines.reduce((at, l) => (starts.push(at), at + l.length + 1), 0);
  for (let i = 0; i + 1 < lines.length && out.length < 400; i++) {
    const line = lines[i];
    if (!/^\s*\|?\s*leads?\b/i.test(line)) continue;
    const sep = line.includes('|') ? 'pipe' : line.includes(',') ? 'comma' : 'space';
    const header = cells(line, starts[i], sep);
    if (header.length < 2 || !/^\s*leads?\s*$/i.test(header[0].text)) continue;
    const before = text.slice(Math.max(0, starts[i] - 200), starts[i]);
    const tableUnit = captionUnit(before.slice(before.lastIndexOf('\n', before.length - 2) + 1)) ?? captionUnit(before);
    const columns = header.slice(1).map((h) => ({
      q: COLUMN_QUANTITY.find(([re]) => re.test(h.text.trim()))?.[1],
      unit: unitIn(h.text) ?? tableUnit,
      sign: /depress/i.test(h.text) ? -1 : /elevat/i.test(h.text) ? 1 : 0,
    }));
    if (!columns.some((c) => c.q)) continue;
    let r = i + 1;
    if (/^\s*\|?\s*:?-{2,}/.test(lines[r] ?? '')) r++;
    for (const end = r + MAX_ROWS; r < lines.length && r < end; r++) {
      const row = cells(lines[r], starts[r], sep);
      const leads = row.length ? leadsOf(text, row[0]) : [];
      if (!leads.length) break;
      // "| I | 1.5 mm | reciprocal depression |": an unsigned ST value takes the sign of the column or of the row's words
      const rowSign = signOf(row.map((c) => c.text).join(' '));
      columns.forEach((col, k) => {
        const claim = col.q ? valueClaim(text, row[k + 1], col.q, col.unit, col.sign || rowSign, leads) : null;
        if (claim) out.push(claim);
      });
    }
  }
  return [...out, ...extractLeadColumnTables(text, lines, starts)];
}

const signOf = (s: string) => (/depress/i.test(s) ? -1 : /elevat/i.test(s) ? 1 : 0);

/** A cell's value as a claim of `q` in `leads`; null where the cell holds no number or no unit is known. */
function valueClaim(text: string, cell: Cell | undefined, q: string, unit: number | null, sign: number, leads: string[]): ExtractedClaim | null {
  const m = cell ? VALUE_CELL.exec(cell.text) : null;
  if (!cell || !m) return null;
  const factor = m[2] ? unitIn(m[2])! : unit;
  if (factor === null) return null;
  let v = Number(m[1].replace(/\s/g, '').replace(/[−–]/g, '-').replace(',', '.')) * factor;
  if (q === 'st_mv' && !/[+\-−–]/.test(m[1]) && sign < 0) v = -v;
  const at = cell.start + cell.text.indexOf(m[0].trim());
  const span: [number, number] = [at, at + m[0].trim().length];
  const value = Math.round(v * 1000) / 1000;
  return { text: text.slice(span[0], span[1]), span, kind: 'measurement', quantity: q, code: null, value, range: [value, value], unit: 'mV', leads, negated: false, valueSpan: span };
}

const leadOfCell = (cell: Cell): string | null => {
  const m = LEAD_CELL.exec(cell.text);
  return m ? canonicalLead(/^i+$/i.test(m[1]) ? m[1].toUpperCase() : m[1]) : null;
};

/**
 * Tables with the leads across the header and a quantity per row — "| Lead | I | II | III |" over "| ST (mm) | −1 | +2.5
 * | +3 |" — or a header of leads alone over a row of bare values, the quantity and unit named in the line above the
 * table ("ST deviation at J (mm):").
 */
function extractLeadColumnTables(text: string, lines: string[], starts: number[]): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  for (let i = 0; i + 1 < lines.length && out.length < 400; i++) {
    const line = lines[i];
    const sep = line.includes('|') ? 'pipe' : line.includes(',') ? 'comma' : 'space';
    const header = cells(line, starts[i], sep);
    const labelled = header.length > 0 && /^\s*leads?\s*$/i.test(header[0].text);
    const leads = header.slice(labelled ? 1 : 0).map(leadOfCell);
    if (leads.length < 3 || leads.some((l) => l === null)) continue;
    const caption = (lines.slice(Math.max(0, i - 2), i).reverse().find((l) => l.trim() !== '') ?? '').slice(0, 200);
    const captionQ = COLUMN_QUANTITY.find(([re]) => re.test(caption.replace(/^[\s#*>-]+/, '')))?.[1];
    let r = i + 1;
    if (/^\s*\|?\s*:?-{2,}/.test(lines[r] ?? '')) r++;
    for (const end = r + MAX_ROWS; r < lines.length && r < end; r++) {
      const row = cells(lines[r], starts[r], sep);
      const hasLabel = row.length === leads.length + 1;
      if (!hasLabel && row.length !== leads.length) break;
      const label = hasLabel ? row[0].text.trim() : caption;
      const q = hasLabel ? COLUMN_QUANTITY.find(([re]) => re.test(label))?.[1] : captionQ;
      if (!q) continue;
      const unit = unitIn(hasLabel ? label : '') ?? captionUnit(caption);
      row.slice(hasLabel ? 1 : 0).forEach((cell, k) => {
        const claim = valueClaim(text, cell, q, unit, signOf(label), [leads[k]!]);
        if (claim) out.push(claim);
      });
    }
  }
  return out;
}
