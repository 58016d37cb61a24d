import { LoadError } from '../errors';
import type { EcgAnnotation, EcgLead, EcgMetadata, EcgRecord } from '../types';
import type { FileSet } from './fileset';
import { readRequired, stemOf } from './fileset';
import type { FormatLoader, LoadOptions } from './loader';
import { crcCcitt } from './scp/sections';
import { uniqueNames } from './unique-names';
import { MAX_TOTAL_SAMPLES } from './wfdb/read-signals';

/**
 * ISHNE Holter Standard Output files (Badilini, Ann Noninvasive Electrocardiol 1998;3:263; version 1.0, `.ecg`):
 * "ISHNE1.0", a CRC-16/CCITT of the header, a 512-byte fixed header (patient, dates, up to 12 leads with their
 * code, quality and resolution in nV per unit, pacemaker, sampling rate), a variable-length text block, then
 * 16-bit little-endian samples interleaved lead by lead. The beat annotation file of the same name (`.ann`,
 * "ANN  1.0") gives WFDB-style beat labels. Names and the patient ID are not kept (nothing identifying leaves
 * in an export).
 */

const HEADER_BYTES = 522;
const MAX_LEADS = 12;
const MAX_TEXT = 4096;

/** Table 1 of the standard. 1 = a generic bipolar lead; 17–19 are the EASI-style Holter leads. */
const LEAD_CODES: Record<number, string> = {
  2: 'X', 3: 'Y', 4: 'Z', 5: 'I', 6: 'II', 7: 'III', 8: 'aVR', 9: 'aVL', 10: 'aVF',
  11: 'V1', 12: 'V2', 13: 'V3', 14: 'V4', 15: 'V5', 16: 'V6', 17: 'ES', 18: 'AS', 19: 'AI',
};
const QUALITY: Record<number, string> = { 2: 'intermittent noise', 3: 'frequent noise', 4: 'intermittent disconnection', 5: 'frequent disconnection' };
const PACEMAKER: Record<number, string> = { 0: 'none', 1: 'unknown type', 2: 'single chamber unipolar', 3: 'dual chamber unipolar', 4: 'single chamber bipolar', 5: 'dual chamber bipolar' };
/** ISHNE beat labels → WFDB symbols: premature supraventricular S, bundle branch block B, paced '/', artefact '|', unknown Q. */
const BEAT_SYMBOLS: Record<string, string> = { N: 'N', V: 'V', S: 'S', B: 'B', P: '/', X: '|', U: 'Q' };

const ascii = new TextDecoder('latin1');
const text = (b: Uint8Array, from: number, n: number) => ascii.decode(b.subarray(from, from + n)).split('\0')[0].trim();

export interface IshneHeader {
  varBlockSize: number;
  samplesPerLead: number;
  ecgOffset: number;
  leads: { code: number; quality: number; nvPerUnit: number }[];
  fs: number;
  metadata: EcgMetadata;
}

/** Parse and check the 522-byte header (and the variable block it announces) of an ISHNE .ecg file. */
export function parseIshneHeader(b: Uint8Array, file: string): IshneHeader {
  if (b.length < HEADER_BYTES) throw new LoadError(file, `${b.length} bytes: too short for an ISHNE header (${HEADER_BYTES})`);
  if (ascii.decode(b.subarray(0, 8)) !== 'ISHNE1.0') throw new LoadError(file, 'not an ISHNE file (it must start with "ISHNE1.0")');
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const i32 = (o: number) => v.getInt32(o, true);
  const i16 = (o: number) => v.getInt16(o, true);
  const varBlockSize = i32(10);
  const ecgSize = i32(14);
  const varOffset = i32(18);
  const ecgOffset = i32(22);
  if (varBlockSize < 0 || varOffset < HEADER_BYTES || varOffset + varBlockSize > b.length) {
    throw new LoadError(file, `variable-length block (${varBlockSize} bytes at ${varOffset}) lies outside the file`);
  }
  if (ecgOffset < HEADER_BYTES || ecgOffset > b.length) throw new LoadError(file, `ECG block offset ${ecgOffset} lies outside the file (${b.length} bytes)`);
  const nLeads = i16(156);
  if (nLeads < 1 || nLeads > MAX_LEADS) throw new LoadError(file, `${nLeads} leads (an ISHNE file holds 1 to ${MAX_LEADS})`);
  const fs = i16(272);
  if (fs <= 0) throw new LoadError(file, `sampling rate ${fs} Hz`);
  const leads = Array.from({ length: nLeads }, (_, i) => ({ code: i16(158 + 2 * i), quality: i16(182 + 2 * i), nvPerUnit: i16(206 + 2 * i) }));
  const metadata: EcgMetadata = {};
  const comments: string[] = [];
  if (v.getUint16(8, true) !== crcCcitt(b.subarray(10, Math.max(10, ecgOffset)))) comments.push('ISHNE header checksum does not match: the header may be damaged');
  const sex = i16(128);
  if (sex === 1 || sex === 2) metadata.sex = sex === 1 ? 'M' : 'F';
  const date = (o: number) => [i16(o), i16(o + 2), i16(o + 4)];
  const [bd, bm, by] = date(132);
  const [rd, rm, ry] = date(138);
  const [h, mi, s] = date(150);
  if (validDate(rd, rm, ry)) {
    if (validDate(bd, bm, by)) {
      const age = ry - by - (rm < bm || (rm === bm && rd < bd) ? 1 : 0);
      if (age >= 0 && age < 150) metadata.age = age;
    }
    if (h >= 0 && h < 24 && mi >= 0 && mi < 60 && s >= 0 && s < 60) metadata.startTime = `${ry}-${pad(rm)}-${pad(rd)}T${pad(h)}:${pad(mi)}:${pad(s)}`;
  }
  const pm = i16(230);
  if (PACEMAKER[pm]) metadata.pacemaker = PACEMAKER[pm];
  const recorder = text(b, 232, 40);
  if (recorder) metadata.recorder = recorder;
  const varText = varBlockSize ? text(b, varOffset, Math.min(varBlockSize, MAX_TEXT)) : '';
  if (varText) comments.push(varText);
  if (comments.length) metadata.comments = comments;
  return { varBlockSize, samplesPerLead: ecgSize, ecgOffset, leads, fs, metadata };
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const validDate = (d: number, m: number, y: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12 && y > 1800 && y < 2200;
const pad = (n: number) => String(n).padStart(2, '0');

/** Samples per lead: the header's count, which some writers give as the total over all leads; never past the file's end. */
function samplesPerLead(hdr: IshneHeader, b: Uint8Array, file: string): number {
  const n = hdr.leads.length;
  const available = Math.floor((b.length - hdr.ecgOffset) / (2 * n));
  const stated = hdr.samplesPerLead;
  if (stated >= 0 && stated <= available) return stated;
  if (stated > 0 && stated % n === 0 && stated / n <= available) return stated / n;
  throw new LoadError(file, `truncated: the header states ${stated} samples per lead, the ECG block holds ${available}`);
}

/** The record of an ISHNE .ecg file, with the beat labels of its .ann file (`ann`) when there is one. */
export function ishneToRecord(b: Uint8Array, file: string, ann?: { file: string; annotations: EcgAnnotation[] }): EcgRecord {
  const hdr = parseIshneHeader(b, file);
  const length = samplesPerLead(hdr, b, file);
  const n = hdr.leads.length;
  if (length * n > MAX_TOTAL_SAMPLES) throw new LoadError(file, `record too large: ${length} samples x ${n} leads`);
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const kept = hdr.leads.map((l, i) => ({ ...l, i })).filter((l) => l.code !== -9);
  if (!kept.length) throw new LoadError(file, 'every lead is marked absent (code -9)');
  const names = uniqueNames(kept.map((l) => LEAD_CODES[l.code] ?? `ECG${l.i + 1}`));
  const quality: Record<string, string> = {};
  // The samples as an Int16Array where the block is 2-byte aligned on a little-endian machine (about twice as fast).
  const start = b.byteOffset + hdr.ecgOffset;
  const aligned = LITTLE_ENDIAN && start % 2 === 0 ? new Int16Array(b.buffer, start, length * n) : null;
  const leads: EcgLead[] = kept.map((l, k) => {
    if (l.nvPerUnit <= 0) throw new LoadError(file, `lead ${l.i + 1}: resolution ${l.nvPerUnit} nV per unit`);
    if (QUALITY[l.quality]) quality[names[k]] = QUALITY[l.quality];
    const mv = l.nvPerUnit / 1e6;
    const samples = new Float32Array(length);
    if (aligned) for (let t = 0, o = l.i; t < length; t++, o += n) samples[t] = aligned[o] * mv;
    else for (let t = 0, o = hdr.ecgOffset + 2 * l.i; t < length; t++, o += 2 * n) samples[t] = v.getInt16(o, true) * mv;
    return { name: names[k], samples };
  });
  const metadata = { ...hdr.metadata, ...(Object.keys(quality).length ? { leadQuality: quality } : {}) };
  const annotations = (ann?.annotations ?? []).filter((a) => a.sample < length);
  return { id: stemOf(file), fs: hdr.fs, length, leads, annotations, metadata, source: { format: 'ishne', files: ann ? [file, ann.file] : [file] } };
}

/**
 * Beat labels of an ISHNE annotation file: after the header, the first beat's sample (uint32), then per beat its
 * label, an internal code and the samples since the previous beat (uint16). '!' (a gap in the annotation) ends
 * what can be placed; a calibration label 'C' is skipped.
 */
export function parseIshneAnnotations(b: Uint8Array, file: string): EcgAnnotation[] {
  // Only the magic and the variable block's size are read: the rest of an .ann header copies the .ecg's, and
  // writers leave parts of it unset.
  if (b.length < HEADER_BYTES || ascii.decode(b.subarray(0, 8)) !== 'ANN  1.0') throw new LoadError(file, 'not an ISHNE annotation file (it must start with "ANN  1.0")');
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const varBlockSize = v.getInt32(10, true);
  if (varBlockSize < 0 || HEADER_BYTES + varBlockSize > b.length) throw new LoadError(file, `variable-length block of ${varBlockSize} bytes lies outside the file`);
  const start = HEADER_BYTES + varBlockSize;
  if (start + 4 > b.length) return [];
  let sample = v.getUint32(start, true);
  const out: EcgAnnotation[] = [];
  for (let o = start + 4; o + 4 <= b.length; o += 4) {
    const label = String.fromCharCode(b[o]);
    sample += v.getUint16(o + 2, true);
    if (label === '!') break;
    const symbol = BEAT_SYMBOLS[label];
    if (symbol) out.push({ sample, symbol, source: 'ann' });
  }
  return out;
}

export const ishneLoader: FormatLoader = {
  name: 'ishne',
  extensions: ['ecg', 'ishne'],
  sniff(head) {
    return head.length >= 8 && ascii.decode(head.subarray(0, 8)) === 'ISHNE1.0';
  },
  async load(files: FileSet, mainName: string, options: LoadOptions): Promise<EcgRecord> {
    const bytes = await readRequired(files, mainName);
    const annName = `${stemOf(mainName)}.ann`;
    const ann = options.annotations === false ? undefined : await files.read(annName);
    return ishneToRecord(bytes, mainName, ann ? { file: annName, annotations: parseIshneAnnotations(ann, annName) } : undefined);
  },
};
