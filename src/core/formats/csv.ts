import { LoadError } from '../errors';
import type { EcgLead, EcgRecord } from '../types';
import type { FileSet } from './fileset';
import { readRequired } from './fileset';
import { singleFileRecord } from './single-file-record';
import type { FormatLoader, LoadOptions } from './loader';
import { canonicalLeadName } from './wfdb/lead-names';
import { uniqueNames } from './unique-names';

/**
 * CSV/TSV with one column per lead (research exports, PhysioNet ATM, spreadsheets).
 *
 * Layout: optional preamble ('# fs=500', 'fs: 500', '# units=uV'), a header row of lead names
 * with optional units ('II (mV)', 'V1_uV', 'aVR [µV]'), an optional units row ('mV','mV'),
 * then one row per sample. A time column (t, time, time_s, time_ms, seconds, 'Elapsed time',
 * clock values like 0:00.004) gives fs; a sample-index column is ignored. Delimiter: comma,
 * semicolon or tab (with ';' or tab a decimal comma is accepted). Empty cells and NaN/NA are
 * missing samples (NaN). When the file says neither units nor fs and the options do not
 * either, loading fails with a LoadError that missingCsvOptions() recognises, so the UI can ask.
 */

const MAX_CSV_BYTES = 512 * 1024 * 1024;
const MAX_COLUMNS = 256;
const MAX_TOTAL_SAMPLES = 1 << 27;
const MAX_FS = 1_000_000;
const MAX_PREAMBLE_LINES = 1000;

type Unit = 'mV' | 'uV' | 'V';
const TO_MV: Record<Unit, number> = { mV: 1, uV: 1e-3, V: 1e3 };

const NEEDS_UNITS = 'units are needed';
const NEEDS_FS = 'sampling rate (fs) is needed';

/** Which load options a failed CSV load asked for (the UI asks the user and retries). */
export function missingCsvOptions(error: unknown): ('units' | 'fs')[] {
  if (!(error instanceof LoadError)) return [];
  const out: ('units' | 'fs')[] = [];
  if (error.problem.includes(NEEDS_UNITS)) out.push('units');
  if (error.problem.includes(NEEDS_FS)) out.push('fs');
  return out;
}

function voltageUnit(text: string): Unit | undefined {
  const t = text.trim().toLowerCase().replace(/μ|µ/g, 'u');
  if (t === 'mv' || t === 'millivolt' || t === 'millivolts') return 'mV';
  if (t === 'uv' || t === 'microvolt' || t === 'microvolts') return 'uV';
  if (t === 'v' || t === 'volt' || t === 'volts') return 'V';
  return undefined;
}

type TimeUnit = 's' | 'ms' | 'clock';
function timeUnit(text: string): TimeUnit | undefined {
  const t = text.trim().toLowerCase();
  if (t === 's' || t === 'sec' || t === 'secs' || t === 'second' || t === 'seconds') return 's';
  if (t === 'ms' || t === 'msec' || t === 'millisecond' || t === 'milliseconds') return 'ms';
  if (/^(hh:)?mm:ss(\.m+)?$/.test(t)) return 'clock';
  return undefined;
}

const TIME_NAMES: Record<string, TimeUnit> = {
  t: 's', time: 's', times: 's', timestamp: 's', seconds: 's', sec: 's', secs: 's', s: 's', elapsed: 's',
  elapsed_time: 's', time_s: 's', time_sec: 's', t_s: 's', ms: 'ms', msec: 'ms', milliseconds: 'ms',
  time_ms: 'ms', t_ms: 'ms',
};
const INDEX_NAMES = new Set(['sample', 'samples', 'sample_#', 'sample_no', 'sample_number', 'index', 'idx', 'n', '#']);

interface HeaderCell {
  name: string;
  unit: string | undefined;
}

function unquote(cell: string): string {
  const t = cell.trim();
  if (t.length >= 2 && ((t[0] === '"' && t.endsWith('"')) || (t[0] === "'" && t.endsWith("'")))) return t.slice(1, -1).trim();
  return t;
}

function parseHeaderCell(cell: string): HeaderCell {
  const t = unquote(cell);
  const bracket = /^(.*?)\s*[([]\s*([^)\]]*?)\s*[)\]]$/.exec(t);
  if (bracket) return { name: bracket[1], unit: bracket[2] };
  const suffix = /^(.+?)[\s_-]+(m[vV]|[uµμ][vV]|millivolts?|microvolts?|ms|s)$/i.exec(t);
  if (suffix && !/^(time|t|elapsed)$/i.test(t)) return { name: suffix[1], unit: suffix[2] };
  return { name: t, unit: undefined };
}

/** Split one line into cells; double quotes (RFC 4180) only parsed when present. */
function splitLine(line: string, delimiter: string): string[] {
  if (!line.includes('"')) return line.split(delimiter);
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cur);
      cur = '';
    } else cur += ch;
  }
  cells.push(cur);
  return cells;
}

function detectDelimiter(line: string): string {
  let best = ',';
  let bestCount = 0;
  for (const d of [',', ';', '\t']) {
    const n = line.split(d).length - 1;
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const DECIMAL_COMMA = /^[+-]?\d*,\d+$/;
const MISSING = new Set(['', 'nan', 'na', 'n/a', 'null', 'none', '-', '?']);

/** A numeric cell, NaN for a missing one, undefined for garbage. */
function parseNumber(cell: string, decimalComma: boolean): number | undefined {
  // Fast path: only digits, sign, point and exponent characters, so Number() reads it as a decimal or NaN.
  let plain = cell.length > 0;
  for (let i = 0; i < cell.length && plain; i++) {
    const c = cell.charCodeAt(i);
    plain = (c >= 48 && c <= 57) || c === 46 || c === 45 || c === 43 || c === 101 || c === 69;
  }
  if (plain) {
    const v = Number(cell);
    if (!Number.isNaN(v)) return v;
  }
  let t = cell.trim();
  if (t.length > 1 && (t[0] === "'" || t[0] === '"') && t[t.length - 1] === t[0]) t = t.slice(1, -1).trim();
  if (NUMBER.test(t)) return Number(t);
  if (decimalComma && DECIMAL_COMMA.test(t)) return Number(t.replace(',', '.'));
  if (MISSING.has(t.toLowerCase())) return NaN;
  return undefined;
}

/** Seconds from a clock value [h:]m:s[.fff]. */
function parseClock(cell: string): number | undefined {
  const t = unquote(cell);
  const m = /^(?:(\d+):)?(\d+):(\d+(?:\.\d*)?)$/.exec(t);
  if (!m) return undefined;
  return (m[1] ? Number(m[1]) * 3600 : 0) + Number(m[2]) * 60 + Number(m[3]);
}

function fsFromText(text: string): number | undefined {
  const m = /\b(?:fs|sampling[ _-]?(?:rate|frequency)|sample[ _-]?rate|sfreq|frequency)\s*[:=]\s*([0-9]*\.?[0-9]+)\s*(?:hz)?/i.exec(text);
  return m ? Number(m[1]) : undefined;
}

function unitsFromText(text: string): Unit | undefined {
  const m = /\bunits?\s*[:=]\s*([a-zµμ]+)/i.exec(text);
  return m ? voltageUnit(m[1]) : undefined;
}

/** Line iterator over the text without building an array of all lines. */
class Lines {
  pos = 0;
  lineNo = 0;
  constructor(private readonly text: string) {}
  next(): string | undefined {
    if (this.pos >= this.text.length) return undefined;
    let end = this.text.indexOf('\n', this.pos);
    if (end < 0) end = this.text.length;
    let line = this.text.slice(this.pos, end);
    if (line.endsWith('\r')) line = line.slice(0, -1);
    this.pos = end + 1;
    this.lineNo++;
    return line;
  }
}

function fsFromTimes(file: string, times: Float64Array, n: number): number {
  if (n < 2) throw new LoadError(file, 'the time column needs at least two rows to give the sampling rate');
  const dt = (times[n - 1] - times[0]) / (n - 1);
  if (!(dt > 0)) throw new LoadError(file, 'the time column does not increase');
  for (let i = 1; i < n; i++) {
    if (!(times[i] > times[i - 1])) throw new LoadError(file, `the time column does not increase (data row ${i + 1})`);
  }
  // Timestamps are often rounded (ms): prefer the integer rate when every timestamp agrees with it.
  const rounded = Math.round(1 / dt);
  if (rounded > 0 && fitsRate(times, n, 1 / rounded)) return rounded;
  if (!fitsRate(times, n, dt)) throw new LoadError(file, 'the time column is not uniformly sampled');
  return Number((1 / dt).toPrecision(8));
}

function fitsRate(times: Float64Array, n: number, dt: number): boolean {
  for (let i = 1; i < n; i++) if (Math.abs(times[i] - (times[0] + i * dt)) > 0.5 * dt) return false;
  return true;
}

function isNumericRow(cells: string[], decimalComma: boolean): boolean {
  return cells.every((c) => {
    const v = parseNumber(c, decimalComma);
    return (v !== undefined && !Number.isNaN(v)) || parseClock(c) !== undefined || c.trim() === '';
  }) && cells.some((c) => c.trim() !== '');
}

/** Parse CSV text into a record (see the comment at the top of this file). */
export function parseCsvRecord(text: string, file: string, options: LoadOptions = {}): EcgRecord {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!text.includes('\n') && text.includes('\r')) text = text.replace(/\r/g, '\n');
  if (text.trim() === '') throw new LoadError(file, 'empty file');
  const lines = new Lines(text);

  // Preamble: comment lines and bare 'fs: 500' lines before the header.
  let fileFs: number | undefined;
  let fileUnits: Unit | undefined;
  const comments: string[] = [];
  let headerLine: string | undefined;
  for (let i = 0; ; i++) {
    const line = lines.next();
    if (line === undefined) throw new LoadError(file, 'no header row (the file holds only comments)');
    if (i > MAX_PREAMBLE_LINES) throw new LoadError(file, `no header row in the first ${MAX_PREAMBLE_LINES} lines`);
    const t = line.trim();
    if (t === '') continue;
    const comment = /^(#|%|\/\/)/.test(t);
    const bare = !comment && /^(fs|sampling[ _-]?(rate|frequency)|sample[ _-]?rate|sfreq|units?)\s*[:=]\s*\S+\s*(hz)?$/i.test(t);
    if (!comment && !bare) {
      headerLine = line;
      break;
    }
    fileFs ??= fsFromText(t);
    fileUnits ??= unitsFromText(t);
    if (comment && comments.length < 100) comments.push(t.replace(/^(#|%|\/\/)\s*/, ''));
  }

  const headerEnd = lines.pos;
  const delimiter = detectDelimiter(headerLine);
  const decimalComma = delimiter !== ',';
  const headerCells = splitLine(headerLine, delimiter);
  if (headerCells.length > MAX_COLUMNS) throw new LoadError(file, `too many columns (${headerCells.length} > ${MAX_COLUMNS})`);
  const hasHeader = !isNumericRow(headerCells, decimalComma);
  const header: HeaderCell[] = hasHeader
    ? headerCells.map(parseHeaderCell)
    : headerCells.map((_, c) => ({ name: `ch${c + 1}`, unit: undefined }));
  const nCols = header.length;

  // Optional units row right under the header (PhysioNet ATM: 'hh:mm:ss.mmm','mV','mV').
  let firstDataLine: string | undefined = hasHeader ? undefined : headerLine;
  let blanksAfterHeader = 0;
  if (hasHeader) {
    let line = lines.next();
    for (; line !== undefined && line.trim() === ''; line = lines.next()) blanksAfterHeader++;
    if (line !== undefined) {
      const cells = splitLine(line, delimiter).map(unquote);
      const unitLike = cells.some((c) => voltageUnit(c) || timeUnit(c));
      const anyNumber = cells.some((c) => {
        const v = parseNumber(c, decimalComma);
        return v !== undefined && !Number.isNaN(v);
      });
      if (unitLike && !anyNumber) {
        cells.forEach((c, i) => {
          if (i < nCols && c && !header[i].unit) header[i].unit = c;
        });
      } else firstDataLine = line;
    }
  }

  // Classify columns: one time column, index columns (ignored), leads.
  let timeCol = -1;
  let timeKind: TimeUnit = 's';
  const leadCols: number[] = [];
  const leadUnits: (Unit | undefined)[] = [];
  const dropped: string[] = [];
  header.forEach((h, c) => {
    const key = h.name.toLowerCase().replace(/[\s_]+/g, '_');
    const tu = h.unit !== undefined ? timeUnit(h.unit) : undefined;
    if (timeCol < 0 && (Object.hasOwn(TIME_NAMES, key) || (tu && /^(t|time|elapsed|elapsed_time)$/.test(key)))) {
      timeCol = c;
      timeKind = tu ?? (Object.hasOwn(TIME_NAMES, key) ? TIME_NAMES[key] : 's');
      return;
    }
    if (INDEX_NAMES.has(key)) return;
    let unit: Unit | undefined;
    if (h.unit !== undefined && h.unit !== '') {
      unit = voltageUnit(h.unit);
      if (!unit) {
        // Not a voltage (ABP in mmHg, PLETH in NU): not an ECG lead.
        dropped.push(`${h.name} (${h.unit})`);
        return;
      }
    }
    leadCols.push(c);
    leadUnits.push(unit);
  });
  if (leadCols.length === 0)
    throw new LoadError(file, `no ECG columns (only time, index or non-voltage columns${dropped.length ? ': ' + dropped.join(', ') : ''})`);

  const missing: string[] = [];
  const units = leadUnits.map((u) => u ?? fileUnits ?? options.units);
  if (units.some((u) => u === undefined))
    missing.push(`${NEEDS_UNITS}: the file does not say whether the values are mV, uV or V (e.g. a header 'II (mV)')`);
  if (timeCol < 0 && fileFs === undefined && options.fs === undefined)
    missing.push(`${NEEDS_FS}: the file has no time column and no 'fs=' line`);
  if (missing.length) throw new LoadError(file, missing.join('; '));

  // Count rows up front to allocate once and to bound memory.
  let rowsBound = 2; // the header line itself (a headerless file) and a last line without newline
  for (let i = text.indexOf('\n', headerEnd); i >= 0; i = text.indexOf('\n', i + 1)) rowsBound++;
  if (rowsBound * leadCols.length > MAX_TOTAL_SAMPLES)
    throw new LoadError(file, `too many samples (${rowsBound} rows × ${leadCols.length} columns > ${MAX_TOTAL_SAMPLES})`);
  const columns = leadCols.map(() => new Float32Array(rowsBound));
  const times = timeCol >= 0 ? new Float64Array(rowsBound) : undefined;
  let n = 0;
  // Blank lines inside the data are rows of missing samples (a one-lead file writes NaN so); trailing ones are not.
  let blanks = firstDataLine !== undefined ? blanksAfterHeader : 0;
  const parseRow = (line: string) => {
    const t = line.trim();
    if (t === '') {
      blanks++;
      return;
    }
    if (t[0] === '#') return;
    for (; blanks > 0 && !times; blanks--) {
      for (const col of columns) col[n] = NaN;
      n++;
    }
    const cells = splitLine(line, delimiter);
    const rowNo = lines.lineNo;
    if (cells.length > nCols) {
      const extra = cells.slice(nCols);
      if (extra.some((c) => c.trim() !== '')) throw new LoadError(file, `row ${rowNo} has ${cells.length} cells, the header has ${nCols}`);
    }
    if (times) {
      const cell = cells[timeCol] ?? '';
      const v = timeKind === 'clock' || cell.includes(':') ? parseClock(cell) : parseNumber(cell, decimalComma);
      if (v === undefined || Number.isNaN(v))
        throw new LoadError(file, `row ${rowNo}, column ${timeCol + 1} ('${header[timeCol].name}'): '${cell.slice(0, 40)}' is not a time`);
      times[n] = timeKind === 'ms' ? v / 1000 : v;
    }
    for (let k = 0; k < leadCols.length; k++) {
      const c = leadCols[k];
      const cell = cells[c] ?? '';
      const v = parseNumber(cell, decimalComma);
      if (v === undefined)
        throw new LoadError(file, `row ${rowNo}, column ${c + 1} ('${header[c].name}'): '${cell.slice(0, 40)}' is not a number`);
      columns[k][n] = v * TO_MV[units[k] as Unit];
    }
    n++;
  };
  if (firstDataLine !== undefined) parseRow(firstDataLine);
  for (let line = lines.next(); line !== undefined; line = lines.next()) parseRow(line);
  if (n === 0) throw new LoadError(file, 'no data rows');

  let fs: number;
  if (times) fs = fsFromTimes(file, times, n);
  else fs = (fileFs ?? options.fs) as number;
  if (!(fs > 0 && fs <= MAX_FS)) throw new LoadError(file, `sampling rate ${fs} Hz is out of range (0, ${MAX_FS}]`);

  let leads: EcgLead[] = leadCols.map((c, k) => ({ name: header[c].name, samples: columns[k].slice(0, n) }));
  // Trailing delimiters make unnamed, empty columns: drop them.
  leads = leads.filter((l) => l.name !== '' || l.samples.some((v) => !Number.isNaN(v)));
  const names = uniqueNames(leads.map((l, i) => (l.name === '' ? `ch${i + 1}` : canonicalLeadName(l.name))));
  leads.forEach((l, i) => (l.name = names[i]));
  const record = singleFileRecord(file, 'csv', { fs, length: n, leads, metadata: {} });
  if (comments.length) record.metadata.comments = comments;
  if (dropped.length) record.metadata.droppedColumns = dropped;
  return record;
}

export const csvLoader: FormatLoader = {
  name: 'csv',
  extensions: ['csv', 'tsv'],
  async load(files: FileSet, mainName: string, options: LoadOptions): Promise<EcgRecord> {
    const bytes = await readRequired(files, mainName);
    if (bytes.length === 0) throw new LoadError(mainName, 'empty file');
    if (bytes.length > MAX_CSV_BYTES) throw new LoadError(mainName, `CSV too large (${bytes.length} bytes)`);
    if (bytes.subarray(0, 4096).includes(0)) throw new LoadError(mainName, 'binary data, not a CSV text file');
    return parseCsvRecord(new TextDecoder('utf-8').decode(bytes), mainName, options);
  },
};
