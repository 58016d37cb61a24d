import { LoadError } from '../errors';
import { STANDARD_LEADS, type EcgAnnotation, type EcgLead, type EcgMetadata, type EcgRecord } from '../types';
import type { FileSet } from './fileset';
import { readRequired, stemOf } from './fileset';
import type { FormatLoader } from './loader';
import { canonicalLeadName } from './wfdb/lead-names';
import { uniqueNames } from './unique-names';

/**
 * EDF, EDF+ and BDF (24-bit) files.
 *
 * - Samples: digital values scaled with each signal's physical/digital min/max; units uV/µV/mV/V/nV
 *   converted to mV.
 * - Which signals become leads: the ECG signals (label or transducer says ECG/EKG, or the label is a
 *   lead name such as 'II' or 'ECG V5'); when no signal looks like ECG, every signal in volts. Signals
 *   at other rates are not resampled: the highest-rate group of those is kept and the others are
 *   listed in metadata.droppedSignals (as are non-ECG signals, with the reason).
 * - EDF+ 'EDF Annotations' signals: every TAL text becomes an annotation with symbol '"' (WFDB note)
 *   and the text in aux, at the sample of its onset (the duration is not kept).
 * - EDF+D (discontinuous): each data record is placed at the start time of its time-keeping TAL;
 *   gaps between records are filled with NaN (missing samples) and listed in metadata.gaps
 *   ([start sample, length]); records that overlap or go back in time are an error.
 */

const MAX_SIGNALS = 512;
const MAX_SAMPLES_PER_RECORD = 10_000_000;
const MAX_RECORD_BYTES = 256 * 1024 * 1024;
const MAX_RECORDS = 100_000_000;
const MAX_TOTAL_SAMPLES = 1 << 28;
const MAX_ANNOTATIONS = 1_000_000;

export interface EdfSignalHeader {
  label: string;
  transducer: string;
  physicalDimension: string;
  physicalMin: number;
  physicalMax: number;
  digitalMin: number;
  digitalMax: number;
  prefiltering: string;
  samplesPerRecord: number;
  isAnnotation: boolean;
  /** Byte offset of this signal's samples inside one data record. */
  offset: number;
}

export interface EdfAnnotationEntry {
  /** Seconds from the file's start time. */
  onset: number;
  duration: number | null;
  text: string;
}

export interface EdfFile {
  /** 'EDF', 'EDF+C', 'EDF+D', 'BDF', 'BDF+C' or 'BDF+D'. */
  variant: string;
  bytesPerSample: 2 | 3;
  patient: string;
  recording: string;
  startDate: string;
  startTime: string;
  headerBytes: number;
  numRecords: number;
  recordDuration: number;
  recordBytes: number;
  signals: EdfSignalHeader[];
  /** Start of each data record in seconds from the file's start time. */
  recordStarts: Float64Array;
  annotations: EdfAnnotationEntry[];
}

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder('utf-8');

function isEdfMagic(head: Uint8Array): boolean {
  return head.length >= 8 && head[0] === 0x30 && head.subarray(1, 8).every((b) => b === 0x20);
}

function isBdfMagic(head: Uint8Array): boolean {
  return head.length >= 8 && head[0] === 0xff && latin1.decode(head.subarray(1, 8)) === 'BIOSEMI';
}

function field(bytes: Uint8Array, from: number, width: number): string {
  return latin1.decode(bytes.subarray(from, from + width)).trim();
}

function numberField(file: string, bytes: Uint8Array, from: number, width: number, what: string, integer: boolean): number {
  const text = field(bytes, from, width);
  const v = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(v) || (integer && !Number.isInteger(v))) throw new LoadError(file, `${what} '${text}' is not ${integer ? 'an integer' : 'a number'}`);
  return v;
}

const TAL_ONSET = /^[+-]\d+(\.\d*)?$/;
const TAL_DURATION = /^\d+(\.\d*)?$/;

/** TALs of one annotation signal in one data record; returns the onset of the first (time-keeping) TAL. */
function parseTals(file: string, bytes: Uint8Array, record: number, out: EdfAnnotationEntry[], timekeeping: boolean): number | undefined {
  let start: number | undefined;
  let pos = 0;
  let first = true;
  while (pos < bytes.length) {
    if (bytes[pos] === 0) {
      pos++;
      continue;
    }
    let end = bytes.indexOf(0, pos);
    if (end < 0) end = bytes.length;
    const tal = bytes.subarray(pos, end);
    pos = end + 1;
    const parts: Uint8Array[] = [];
    for (let from = 0; from <= tal.length; ) {
      let to = tal.indexOf(0x14, from);
      if (to < 0) to = tal.length;
      parts.push(tal.subarray(from, to));
      from = to + 1;
    }
    const head = latin1.decode(parts[0]);
    const sep = head.indexOf('\x15');
    const onsetText = sep >= 0 ? head.slice(0, sep) : head;
    const durationText = sep >= 0 ? head.slice(sep + 1) : '';
    if (!TAL_ONSET.test(onsetText)) throw new LoadError(file, `data record ${record + 1}: malformed annotation onset '${onsetText.slice(0, 20)}'`);
    if (durationText && !TAL_DURATION.test(durationText))
      throw new LoadError(file, `data record ${record + 1}: malformed annotation duration '${durationText.slice(0, 20)}'`);
    const onset = Number(onsetText);
    if (first && timekeeping) start = onset;
    first = false;
    for (let k = 1; k < parts.length; k++) {
      if (parts[k].length === 0) continue;
      if (out.length >= MAX_ANNOTATIONS) throw new LoadError(file, `more than ${MAX_ANNOTATIONS} annotations`);
      out.push({ onset, duration: durationText ? Number(durationText) : null, text: utf8.decode(parts[k]) });
    }
  }
  return start;
}

/** Parse and validate an EDF/EDF+/BDF header and its annotations (signal samples are decoded by decodeEdfSignal). */
export function parseEdf(bytes: Uint8Array, file: string): EdfFile {
  if (bytes.length === 0) throw new LoadError(file, 'empty file');
  const bdf = isBdfMagic(bytes);
  if (!bdf && !isEdfMagic(bytes)) throw new LoadError(file, "not an EDF file (it must start with '0' and 7 spaces)");
  if (bytes.length < 256) throw new LoadError(file, `too short for an EDF header (${bytes.length} bytes)`);
  const ns = numberField(file, bytes, 252, 4, 'number of signals', true);
  if (ns < 1 || ns > MAX_SIGNALS) throw new LoadError(file, `number of signals ${ns} is out of range 1..${MAX_SIGNALS}`);
  const headerBytes = numberField(file, bytes, 184, 8, 'header size', true);
  if (headerBytes !== 256 * (ns + 1)) throw new LoadError(file, `header size ${headerBytes} does not match ${ns} signals (expected ${256 * (ns + 1)})`);
  if (bytes.length < headerBytes) throw new LoadError(file, `file ends inside the header (${bytes.length} < ${headerBytes} bytes)`);
  const reserved = field(bytes, 192, 44);
  const plus = /^(EDF|BDF)\+[CD]/.exec(reserved);
  const variant = (bdf ? 'BDF' : 'EDF') + (plus ? reserved.slice(3, 5) : '');
  const declaredRecords = numberField(file, bytes, 236, 8, 'number of data records', true);
  const recordDuration = numberField(file, bytes, 244, 8, 'data record duration', false);
  if (recordDuration < 0) throw new LoadError(file, `data record duration ${recordDuration} is negative`);

  const bytesPerSample = bdf ? 3 : 2;
  const signals: EdfSignalHeader[] = [];
  let base = 256;
  const col = (width: number, i: number) => base + i * width;
  const labels: string[] = [];
  for (let i = 0; i < ns; i++) labels.push(field(bytes, col(16, i), 16));
  base += 16 * ns;
  const transducers: string[] = [];
  for (let i = 0; i < ns; i++) transducers.push(field(bytes, col(80, i), 80));
  base += 80 * ns;
  const dims: string[] = [];
  for (let i = 0; i < ns; i++) dims.push(field(bytes, col(8, i), 8));
  base += 8 * ns;
  const nums = (what: string, integer: boolean) => {
    const out: number[] = [];
    for (let i = 0; i < ns; i++) out.push(numberField(file, bytes, col(8, i), 8, `${what} of signal ${i + 1} ('${labels[i]}')`, integer));
    base += 8 * ns;
    return out;
  };
  const pmin = nums('physical minimum', false);
  const pmax = nums('physical maximum', false);
  const dmin = nums('digital minimum', true);
  const dmax = nums('digital maximum', true);
  const prefilters: string[] = [];
  for (let i = 0; i < ns; i++) prefilters.push(field(bytes, col(80, i), 80));
  base += 80 * ns;
  const spr = nums('samples per data record', true);

  let recordBytes = 0;
  for (let i = 0; i < ns; i++) {
    const isAnnotation = labels[i] === 'EDF Annotations' || labels[i] === 'BDF Annotations';
    if (spr[i] < 1 || spr[i] > MAX_SAMPLES_PER_RECORD)
      throw new LoadError(file, `signal ${i + 1} ('${labels[i]}'): ${spr[i]} samples per data record is out of range`);
    if (!isAnnotation && dmax[i] <= dmin[i])
      throw new LoadError(file, `signal ${i + 1} ('${labels[i]}'): digital maximum ${dmax[i]} is not above digital minimum ${dmin[i]}`);
    if (!isAnnotation && pmax[i] === pmin[i])
      throw new LoadError(file, `signal ${i + 1} ('${labels[i]}'): physical minimum equals physical maximum`);
    signals.push({
      label: labels[i],
      transducer: transducers[i],
      physicalDimension: dims[i],
      physicalMin: pmin[i],
      physicalMax: pmax[i],
      digitalMin: dmin[i],
      digitalMax: dmax[i],
      prefiltering: prefilters[i],
      samplesPerRecord: spr[i],
      isAnnotation,
      offset: recordBytes,
    });
    recordBytes += spr[i] * bytesPerSample;
    if (recordBytes > MAX_RECORD_BYTES) throw new LoadError(file, `data records are larger than ${MAX_RECORD_BYTES} bytes`);
  }
  if (recordDuration === 0 && signals.some((s) => !s.isAnnotation))
    throw new LoadError(file, 'data record duration is 0 but the file has signals');

  const available = Math.floor((bytes.length - headerBytes) / recordBytes);
  let numRecords = declaredRecords;
  if (declaredRecords === -1) numRecords = available;
  else if (declaredRecords < 0) throw new LoadError(file, `number of data records ${declaredRecords} is negative`);
  else if (declaredRecords > available)
    throw new LoadError(file, `file is truncated: the header says ${declaredRecords} data records, the file holds ${available}`);
  if (numRecords > MAX_RECORDS) throw new LoadError(file, `too many data records (${numRecords})`);

  const annotations: EdfAnnotationEntry[] = [];
  const recordStarts = new Float64Array(numRecords);
  const annotationSignals = signals.filter((s) => s.isAnnotation);
  const discontinuous = variant.endsWith('+D');
  let t0 = 0;
  for (let r = 0; r < numRecords; r++) {
    const recordAt = headerBytes + r * recordBytes;
    let start: number | undefined;
    annotationSignals.forEach((s, k) => {
      const from = recordAt + s.offset;
      const onset = parseTals(file, bytes.subarray(from, from + s.samplesPerRecord * bytesPerSample), r, annotations, k === 0);
      if (k === 0) start = onset;
    });
    if (discontinuous) {
      if (start === undefined) throw new LoadError(file, `EDF+D data record ${r + 1} has no time-keeping annotation`);
      recordStarts[r] = start;
    } else {
      if (r === 0 && start !== undefined) t0 = start;
      recordStarts[r] = t0 + r * recordDuration;
    }
  }

  return {
    variant,
    bytesPerSample,
    patient: field(bytes, 8, 80),
    recording: field(bytes, 88, 80),
    startDate: field(bytes, 168, 8),
    startTime: field(bytes, 176, 8),
    headerBytes,
    numRecords,
    recordDuration,
    recordBytes,
    signals,
    recordStarts,
    annotations,
  };
}

const UNIT_TO_MV: Record<string, number> = { nv: 1e-6, uv: 1e-3, mv: 1, v: 1e3 };

/** Factor from the signal's physical unit to mV, or undefined when it is not a voltage. */
export function edfUnitToMv(dimension: string): number | undefined {
  const key = dimension.trim().toLowerCase().replace(/µ|μ/g, 'u');
  return Object.hasOwn(UNIT_TO_MV, key) ? UNIT_TO_MV[key] : undefined;
}

/** Where each data record goes in the output (sample index), with NaN gaps for EDF+D. */
function recordPositions(file: string, edf: EdfFile, samplesPerRecord: number): { positions: Float64Array; length: number } {
  const fs = samplesPerRecord / edf.recordDuration;
  const positions = new Float64Array(edf.numRecords);
  let end = 0;
  for (let r = 0; r < edf.numRecords; r++) {
    let at = r * samplesPerRecord;
    if (edf.variant.endsWith('+D')) {
      at = Math.round((edf.recordStarts[r] - edf.recordStarts[0]) * fs);
      if (at < end - 1) throw new LoadError(file, `EDF+D data record ${r + 1} starts before the previous one ends`);
      at = Math.max(at, end);
    }
    positions[r] = at;
    end = at + samplesPerRecord;
  }
  return { positions, length: end };
}

/** Samples of one signal in mV (physical value × unit factor), placed as recordPositions says. */
export function decodeEdfSignal(bytes: Uint8Array, edf: EdfFile, index: number, toMv: number, positions: Float64Array, length: number): Float32Array {
  const s = edf.signals[index];
  const gain = ((s.physicalMax - s.physicalMin) / (s.digitalMax - s.digitalMin)) * toMv;
  const offset = (s.physicalMin - s.digitalMin * (s.physicalMax - s.physicalMin) / (s.digitalMax - s.digitalMin)) * toMv;
  const out = new Float32Array(length).fill(NaN);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = s.samplesPerRecord;
  for (let r = 0; r < edf.numRecords; r++) {
    let p = edf.headerBytes + r * edf.recordBytes + s.offset;
    const at = positions[r];
    if (edf.bytesPerSample === 2) {
      for (let k = 0; k < n; k++, p += 2) out[at + k] = view.getInt16(p, true) * gain + offset;
    } else {
      for (let k = 0; k < n; k++, p += 3) {
        const d = (bytes[p] | (bytes[p + 1] << 8) | (bytes[p + 2] << 16)) << 8 >> 8;
        out[at + k] = d * gain + offset;
      }
    }
  }
  return out;
}

function looksLikeEcg(s: EdfSignalHeader): boolean {
  if (/\b(ecg|ekg)/i.test(s.label) || /\b(ecg|ekg|electrocardi)/i.test(s.transducer)) return true;
  const name = canonicalLeadName(s.label);
  return (STANDARD_LEADS as readonly string[]).includes(name) || /^ML(I|II|III)$|^MLV\d$|^V$/i.test(name);
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** 'dd-MMM-yyyy' (EDF+ subfields) as [year, month 1-12, day]. */
function edfPlusDate(text: string | undefined): [number, number, number] | undefined {
  const m = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text ?? '');
  const month = m ? MONTHS.indexOf(m[2].toUpperCase()) + 1 : 0;
  return m && month ? [Number(m[3]), month, Number(m[1])] : undefined;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function edfMetadata(edf: EdfFile): EcgMetadata {
  const meta: EcgMetadata = {};
  const comments = [edf.patient && `patient: ${edf.patient}`, edf.recording && `recording: ${edf.recording}`].filter(Boolean) as string[];
  if (comments.length) meta.comments = comments;
  const patient = edf.patient.split(/\s+/);
  const recording = edf.recording.split(/\s+/);
  const plus = edf.variant.includes('+');
  if (plus && (patient[1] === 'M' || patient[1] === 'F')) meta.sex = patient[1];
  // Start: the EDF+ 4-digit year when given, else the header's dd.mm.yy (85-99 -> 19yy, per the spec's clipping date).
  const d = /^(\d{2})\.(\d{2})\.(\d{2})$/.exec(edf.startDate);
  const t = /^(\d{2})\.(\d{2})\.(\d{2})$/.exec(edf.startTime);
  let date = plus && recording[0] === 'Startdate' ? edfPlusDate(recording[1]) : undefined;
  if (!date && d) date = [Number(d[3]) >= 85 ? 1900 + Number(d[3]) : 2000 + Number(d[3]), Number(d[2]), Number(d[1])];
  if (date && t) meta.startTime = `${date[0]}-${pad(date[1])}-${pad(date[2])}T${t[1]}:${t[2]}:${t[3]}`;
  const birth = plus ? edfPlusDate(patient[2]) : undefined;
  if (birth && date) {
    const age = date[0] - birth[0] - (date[1] < birth[1] || (date[1] === birth[1] && date[2] < birth[2]) ? 1 : 0);
    if (age >= 0 && age < 150) meta.age = age;
  }
  return meta;
}

/** An EDF/EDF+/BDF file as a record (see the comment at the top of this file). */
export function edfToRecord(bytes: Uint8Array, file: string): EcgRecord {
  const edf = parseEdf(bytes, file);
  const data = edf.signals.map((s, i) => ({ s, i })).filter(({ s }) => !s.isAnnotation);
  if (data.length === 0) throw new LoadError(file, 'no signals: the file holds only annotations');
  const dropped: string[] = [];
  const ecg = data.filter(({ s }) => looksLikeEcg(s));
  let candidates = ecg.length ? ecg : data;
  for (const { s } of candidates) if (edfUnitToMv(s.physicalDimension) === undefined) dropped.push(`${s.label}: unit '${s.physicalDimension}' is not a voltage`);
  candidates = candidates.filter(({ s }) => edfUnitToMv(s.physicalDimension) !== undefined);
  if (candidates.length === 0)
    throw new LoadError(file, `no ECG signal in volts (signals: ${data.map(({ s }) => `${s.label} [${s.physicalDimension}]`).join(', ').slice(0, 300)})`);
  if (ecg.length) for (const { s } of data) if (!ecg.some((e) => e.s === s)) dropped.push(`${s.label}: not ECG`);
  const maxSpr = Math.max(...candidates.map(({ s }) => s.samplesPerRecord));
  for (const { s } of candidates) if (s.samplesPerRecord !== maxSpr) dropped.push(`${s.label}: lower sampling rate`);
  const kept = candidates.filter(({ s }) => s.samplesPerRecord === maxSpr);

  if (edf.numRecords === 0) throw new LoadError(file, 'the file holds no data records');
  // Record durations such as 0.1 s are not exact in binary: 25 / 0.1 must read 250.
  const fs = Number((maxSpr / edf.recordDuration).toPrecision(12));
  const { positions, length } = recordPositions(file, edf, maxSpr);
  if (length * kept.length > MAX_TOTAL_SAMPLES) throw new LoadError(file, `record too long (${length} samples × ${kept.length} leads)`);
  const names = uniqueNames(kept.map(({ s }) => canonicalLeadName(s.label)));
  const leads: EcgLead[] = kept.map(({ s, i }, k) => ({
    name: names[k],
    samples: decodeEdfSignal(bytes, edf, i, edfUnitToMv(s.physicalDimension) as number, positions, length),
  }));

  const t0 = edf.numRecords ? edf.recordStarts[0] : 0;
  const annotations: EcgAnnotation[] = [];
  for (const a of edf.annotations) {
    const sample = Math.round((a.onset - t0) * fs);
    if (sample >= 0) annotations.push({ sample, symbol: '"', aux: a.text, source: 'edf' });
  }
  annotations.sort((a, b) => a.sample - b.sample);

  const metadata = edfMetadata(edf);
  if (dropped.length) metadata.droppedSignals = dropped;
  if (edf.variant.endsWith('+D')) {
    const gaps: [number, number][] = [];
    for (let r = 1; r < edf.numRecords; r++) {
      const end = positions[r - 1] + maxSpr;
      if (positions[r] > end) gaps.push([end, positions[r] - end]);
    }
    metadata.gaps = gaps;
  }
  return {
    id: stemOf(file),
    fs,
    length,
    leads,
    annotations,
    metadata,
    source: { format: edf.bytesPerSample === 3 ? 'bdf' : 'edf', files: [file] },
  };
}

export const edfLoader: FormatLoader = {
  name: 'edf',
  extensions: ['edf', 'bdf'],
  sniff(head) {
    if (isBdfMagic(head)) return true;
    if (!isEdfMagic(head) || head.length < 256) return false;
    return /^\d+\s*$/.test(latin1.decode(head.subarray(252, 256)).trim() || 'x');
  },
  async load(files: FileSet, mainName: string): Promise<EcgRecord> {
    return edfToRecord(await readRequired(files, mainName), mainName);
  },
};
