import type { EcgRecord } from '../types';
import { formatSamples } from './write-json';

/** RFC 4180 quoting, only when the cell needs it. */
function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CHUNK_ROWS = 1 << 14;

/**
 * The record as CSV (CONTRACT.md convert): a header row of lead names, then one row per
 * sample with one column per lead, values in mV; a missing (NaN) sample is an empty cell.
 * Yields chunks whose concatenation is the file, so long records need no giant string.
 */
export function* recordCsvChunks(record: EcgRecord): Generator<string> {
  yield record.leads.map((l) => csvCell(l.name)).join(',') + '\n';
  const length = record.leads.reduce((n, l) => Math.max(n, l.samples.length), 0);
  for (let from = 0; from < length; from += CHUNK_ROWS) {
    const to = Math.min(length, from + CHUNK_ROWS);
    const columns = record.leads.map((l) => formatSamples(l.samples.subarray(from, to), ''));
    const rows = new Array<string>(to - from);
    for (let i = 0; i < rows.length; i++) {
      let row = columns[0][i] ?? '';
      for (let c = 1; c < columns.length; c++) row += ',' + (columns[c][i] ?? '');
      rows[i] = row;
    }
    yield rows.join('\n') + '\n';
  }
}

export function recordToCsv(record: EcgRecord): string {
  return [...recordCsvChunks(record)].join('');
}
