import { LoadError } from '../errors';
import type { EcgLead, EcgMetadata, EcgRecord } from '../types';
import {
  attachDeviceMeasurements,
  deviceNumber,
  emptyDeviceMeasurements,
  type DeviceMeasurements,
} from './device-measurements';
import type { FileSet } from './fileset';
import { readRequired } from './fileset';
import { singleFileRecord } from './single-file-record';
import type { FormatLoader } from './loader';
import { canonicalLeadName } from './wfdb/lead-names';

/**
 * DICOM waveform objects (12-lead ECG, general ECG, ambulatory ECG waveform storage): Part 10 files
 * with or without the 128-byte preamble, implicit or explicit VR little endian (big endian and
 * compressed transfer syntaxes are refused). Leads: the multiplex group with the most samples that
 * is not labelled MEDIAN; sample in mV = (raw + ChannelBaseline) x ChannelSensitivity x
 * CorrectionFactor, with the sensitivity unit from its UCUM code (uV, mV, V; any other is an error).
 * Lead names from the channel source code meaning ("Lead I (Einthoven)" -> I) or the channel label.
 * Device measurements from WaveformAnnotationSequence (numeric values named by concept, free text).
 */

const MAX_DEPTH = 12;
const MAX_ITEMS = 100_000;
const MAX_CHANNELS = 64;
const MAX_SAMPLES = 10_000_000;

const TS_IMPLICIT_LE = '1.2.840.10008.1.2';
const TS_EXPLICIT_LE = '1.2.840.10008.1.2.1';
const TS_DEFLATED = '1.2.840.10008.1.2.1.99';
const TS_EXPLICIT_BE = '1.2.840.10008.1.2.2';

/** Sequences we need to recognise when the transfer syntax has no VRs (implicit VR). */
const SEQUENCE_TAGS = new Set([
  0x54000100, 0x003a0200, 0x003a0208, 0x003a0211, 0x0040b020, 0x0040a043, 0x004008ea, 0x0040a168,
  0x003a0300, 0x00081032, 0x00400260, 0x00400275, 0x00081111, 0x00081115, 0x00081140, 0x0040a730, 0x00400100,
]);
/** Binary values that may start with bytes looking like an item tag. */
const BINARY_TAGS = new Set([0x7fe00010, 0x54001010, 0x54000110, 0x60003000]);
const EXPLICIT_LONG_VRS = new Set(['OB', 'OW', 'OF', 'OD', 'OL', 'OV', 'SQ', 'UT', 'UN', 'UC', 'UR', 'SV', 'UV']);

type DicomValue = { vr: string; offset: number; length: number } | { vr: 'SQ'; items: DicomDataset[] };
export type DicomDataset = Map<number, DicomValue>;

export const dicomLoader: FormatLoader = {
  name: 'dicom',
  extensions: ['dcm', 'dicom'],
  sniff: (head) => head.length >= 132 && head[128] === 0x44 && head[129] === 0x49 && head[130] === 0x43 && head[131] === 0x4d,
  async load(files: FileSet, mainName: string): Promise<EcgRecord> {
    return parseDicomEcg(await readRequired(files, mainName), mainName);
  },
};

class Reader {
  readonly view: DataView;
  constructor(
    readonly bytes: Uint8Array,
    readonly file: string,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  need(pos: number, n: number, what: string): void {
    if (pos < 0 || n < 0 || pos + n > this.bytes.length) throw new LoadError(this.file, `DICOM ${what} runs past the end of the file (offset ${pos})`);
  }
}

/** Parse a DICOM file into nested datasets (values are references into `bytes`). */
export function parseDicom(bytes: Uint8Array, file: string): { dataset: DicomDataset; transferSyntax: string; reader: Reader } {
  const r = new Reader(bytes, file);
  let pos = 0;
  if (bytes.length >= 132 && String.fromCharCode(...bytes.subarray(128, 132)) === 'DICM') pos = 132;
  else if (bytes.length >= 4 && String.fromCharCode(...bytes.subarray(0, 4)) === 'DICM') pos = 4;
  let transferSyntax = TS_IMPLICIT_LE;
  const meta: DicomDataset = new Map();
  // File meta information (group 0002) is always explicit VR little endian.
  while (pos + 8 <= bytes.length && r.view.getUint16(pos, true) === 0x0002) {
    pos = readElement(r, pos, true, meta, 0);
  }
  const ts = meta.get(0x00020010);
  if (ts && 'offset' in ts) transferSyntax = ascii(bytes, ts.offset, ts.length).replace(/\0/g, '').trim();
  if (transferSyntax === TS_EXPLICIT_BE) throw new LoadError(file, 'DICOM explicit VR big endian is not supported');
  if (transferSyntax === TS_DEFLATED) throw new LoadError(file, 'deflated DICOM is not supported');
  if (transferSyntax !== TS_IMPLICIT_LE && transferSyntax !== TS_EXPLICIT_LE)
    throw new LoadError(file, `DICOM transfer syntax ${transferSyntax} is not supported for waveforms`);
  const explicit = transferSyntax === TS_EXPLICIT_LE;
  const dataset: DicomDataset = new Map(meta);
  while (pos < bytes.length) {
    if (bytes.length - pos < 8) throw new LoadError(file, `DICOM: ${bytes.length - pos} stray bytes at the end`);
    pos = readElement(r, pos, explicit, dataset, 0);
  }
  if (!meta.size && !dataset.size) throw new LoadError(file, 'not a DICOM file');
  return { dataset, transferSyntax, reader: r };
}

function readElement(r: Reader, pos: number, explicit: boolean, into: DicomDataset, depth: number): number {
  r.need(pos, 8, 'element header');
  const v = r.view;
  const tag = ((v.getUint16(pos, true) << 16) | v.getUint16(pos + 2, true)) >>> 0;
  let vr = '';
  let length: number;
  let p: number;
  const vrText = String.fromCharCode(r.bytes[pos + 4], r.bytes[pos + 5]);
  if (explicit && /^[A-Z]{2}$/.test(vrText)) {
    vr = vrText;
    if (EXPLICIT_LONG_VRS.has(vr)) {
      r.need(pos, 12, 'element header');
      length = v.getUint32(pos + 8, true);
      p = pos + 12;
    } else {
      length = v.getUint16(pos + 6, true);
      p = pos + 8;
    }
  } else {
    if (explicit) throw new LoadError(r.file, `DICOM: invalid VR at offset ${pos}`);
    length = v.getUint32(pos + 4, true);
    p = pos + 8;
  }
  const undefinedLength = length === 0xffffffff;
  const isSequence =
    vr === 'SQ' ||
    (!vr && (SEQUENCE_TAGS.has(tag) || (!BINARY_TAGS.has(tag) && (undefinedLength || startsWithItem(r, p, length)))));
  if (isSequence) {
    if (depth >= MAX_DEPTH) throw new LoadError(r.file, `DICOM sequences nested deeper than ${MAX_DEPTH}`);
    const items: DicomDataset[] = [];
    const end = undefinedLength ? r.bytes.length : p + length;
    if (!undefinedLength) r.need(p, length, `sequence ${tagText(tag)}`);
    let q = p;
    while (q < end) {
      r.need(q, 8, 'item header');
      const itemTag = ((v.getUint16(q, true) << 16) | v.getUint16(q + 2, true)) >>> 0;
      const itemLength = v.getUint32(q + 4, true);
      q += 8;
      if (itemTag === 0xfffee0dd) break; // sequence delimiter
      if (itemTag !== 0xfffee000) throw new LoadError(r.file, `DICOM: expected an item in sequence ${tagText(tag)} at offset ${q - 8}`);
      if (items.length >= MAX_ITEMS) throw new LoadError(r.file, `DICOM: more than ${MAX_ITEMS} items`);
      const item: DicomDataset = new Map();
      if (itemLength === 0xffffffff) {
        for (;;) {
          r.need(q, 8, 'item');
          if (v.getUint16(q, true) === 0xfffe && v.getUint16(q + 2, true) === 0xe00d) {
            q += 8;
            break;
          }
          q = readElement(r, q, explicit, item, depth + 1);
        }
      } else {
        r.need(q, itemLength, 'item');
        const itemEnd = q + itemLength;
        while (q < itemEnd) q = readElement(r, q, explicit, item, depth + 1);
        if (q !== itemEnd) throw new LoadError(r.file, `DICOM: item in ${tagText(tag)} overruns its length`);
      }
      items.push(item);
    }
    if (!undefinedLength && q !== end) throw new LoadError(r.file, `DICOM: sequence ${tagText(tag)} overruns its length`);
    into.set(tag, { vr: 'SQ', items });
    return q;
  }
  if (undefinedLength) throw new LoadError(r.file, `DICOM: undefined length on non-sequence ${tagText(tag)} (encapsulated data is not supported)`);
  r.need(p, length, `element ${tagText(tag)}`);
  into.set(tag, { vr, offset: p, length });
  return p + length;
}

function startsWithItem(r: Reader, p: number, length: number): boolean {
  return length >= 8 && p + 4 <= r.bytes.length && r.view.getUint16(p, true) === 0xfffe && r.view.getUint16(p + 2, true) === 0xe000;
}

function tagText(tag: number): string {
  const h = tag.toString(16).padStart(8, '0').toUpperCase();
  return `(${h.slice(0, 4)},${h.slice(4)})`;
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String.fromCharCode(bytes[offset + i]);
  return s;
}

// ------------------------------------------------------------------------------------------ access

function str(r: Reader, ds: DicomDataset | undefined, tag: number): string {
  const e = ds?.get(tag);
  if (!e || !('offset' in e)) return '';
  return ascii(r.bytes, e.offset, Math.min(e.length, 4096)).replace(/\0/g, '').trim();
}

function num(r: Reader, ds: DicomDataset | undefined, tag: number, binary?: 'US' | 'UL'): number | null {
  const e = ds?.get(tag);
  if (!e || !('offset' in e)) return null;
  const vr = e.vr || binary || '';
  if (vr === 'US' && e.length >= 2) return r.view.getUint16(e.offset, true);
  if (vr === 'UL' && e.length >= 4) return r.view.getUint32(e.offset, true);
  if (vr === 'SS' && e.length >= 2) return r.view.getInt16(e.offset, true);
  return deviceNumber(str(r, ds, tag).split('\\')[0]);
}

function seq(ds: DicomDataset | undefined, tag: number): DicomDataset[] {
  const e = ds?.get(tag);
  return e && 'items' in e ? e.items : [];
}

// ------------------------------------------------------------------------------------------ ECG

export function parseDicomEcg(bytes: Uint8Array, file: string): EcgRecord {
  const { dataset, reader: r } = parseDicom(bytes, file);
  const groups = seq(dataset, 0x54000100);
  if (!groups.length) throw new LoadError(file, 'DICOM file has no WaveformSequence (5400,0100): not a waveform object');
  const sizes = groups.map((g) => num(r, g, 0x003a0010, 'UL') ?? 0);
  let best = -1;
  groups.forEach((g, i) => {
    const label = str(r, g, 0x003a0020).toUpperCase();
    if (label.includes('MEDIAN')) return;
    if (best < 0 || sizes[i] > sizes[best]) best = i;
  });
  if (best < 0) best = 0;
  const group = groups[best];
  const fs = num(r, group, 0x003a001a);
  if (fs === null || !(fs >= 1 && fs <= 100_000)) throw new LoadError(file, 'DICOM waveform without a valid SamplingFrequency (003A,001A)');
  const channels = num(r, group, 0x003a0005, 'US') ?? 0;
  const samples = num(r, group, 0x003a0010, 'UL') ?? 0;
  if (channels < 1 || channels > MAX_CHANNELS) throw new LoadError(file, `DICOM: ${channels} waveform channels (1..${MAX_CHANNELS} allowed)`);
  if (samples < 1 || samples > MAX_SAMPLES) throw new LoadError(file, `DICOM: ${samples} samples per channel (1..${MAX_SAMPLES} allowed)`);
  const bits = num(r, group, 0x54001004, 'US') ?? 16;
  const interp = str(r, group, 0x54001006) || 'SS';
  const bytesPer = bits / 8;
  const reading: Record<string, (o: number) => number> = {
    'SS/16': (o) => r.view.getInt16(o, true),
    'US/16': (o) => r.view.getUint16(o, true),
    'SB/8': (o) => r.view.getInt8(o),
    'UB/8': (o) => r.view.getUint8(o),
    'SL/32': (o) => r.view.getInt32(o, true),
  };
  const read = reading[`${interp}/${bits}`];
  if (!read) throw new LoadError(file, `DICOM: waveform sample interpretation ${interp} with ${bits} bits is not supported`);
  const data = group.get(0x54001010);
  if (!data || !('offset' in data)) throw new LoadError(file, 'DICOM waveform group without WaveformData (5400,1010)');
  if (data.length < channels * samples * bytesPer)
    throw new LoadError(file, `DICOM WaveformData has ${data.length} bytes, ${channels} x ${samples} samples need ${channels * samples * bytesPer}`);
  const defs = seq(group, 0x003a0200);
  if (defs.length !== channels) throw new LoadError(file, `DICOM: ${defs.length} channel definitions for ${channels} channels`);

  const leads: EcgLead[] = defs.map((def, c) => {
    const source = seq(def, 0x003a0208)[0];
    const meaning = str(r, source, 0x00080104);
    const label = str(r, def, 0x003a0203);
    const name = leadNameOf(meaning) ?? (label ? canonicalLeadName(label) : `ch${c + 1}`);
    const sensitivity = num(r, def, 0x003a0210);
    if (sensitivity === null || sensitivity === 0) throw new LoadError(file, `DICOM channel ${name}: no ChannelSensitivity (003A,0210)`);
    const unitCode = str(r, seq(def, 0x003a0211)[0], 0x00080100);
    const toMv = UNIT_TO_MV[unitCode];
    if (toMv === undefined) throw new LoadError(file, `DICOM channel ${name}: sensitivity unit "${unitCode}" is not a voltage`);
    const correction = num(r, def, 0x003a0212) ?? 1;
    const baseline = num(r, def, 0x003a0213) ?? 0;
    const gain = sensitivity * correction * toMv;
    const out = new Float32Array(samples);
    const stride = channels * bytesPer;
    let o = data.offset + c * bytesPer;
    for (let i = 0; i < samples; i++, o += stride) out[i] = (read(o) + baseline) * gain;
    return { name, samples: out };
  });

  const metadata: EcgMetadata = {};
  const label = str(r, group, 0x003a0020);
  if (label) metadata.multiplexGroup = label;
  if (groups.length > 1) metadata.otherMultiplexGroups = groups.filter((_, i) => i !== best).map((g) => str(r, g, 0x003a0020));
  const sex = str(r, dataset, 0x00100040);
  if (sex === 'M' || sex === 'F') metadata.sex = sex;
  const date = str(r, dataset, 0x0008002a) || str(r, dataset, 0x00080023);
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?/.exec(date);
  if (m) metadata.startTime = `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}`;
  const record = singleFileRecord(file, 'dicom', { fs, length: samples, leads, metadata });
  const dm = readAnnotations(r, dataset);
  attachDeviceMeasurements(record, dm);
  return record;
}

const UNIT_TO_MV: Record<string, number> = { uV: 1e-3, mV: 1, V: 1000, nV: 1e-6 };

function leadNameOf(meaning: string): string | null {
  if (!meaning) return null;
  const m = /^lead\s+([^\s(]+)/i.exec(meaning.trim());
  const name = canonicalLeadName(m ? m[1] : meaning);
  return name || null;
}

const CONCEPTS: [RegExp, (dm: DeviceMeasurements, v: number) => void][] = [
  [/^PR Interval/i, (dm, v) => (dm.intervals.pr_ms = v)],
  [/^QRS Duration/i, (dm, v) => (dm.intervals.qrs_ms = v)],
  [/^QTc Interval/i, (dm, v) => (dm.intervals.qtc_ms = v)],
  [/^QT Interval/i, (dm, v) => (dm.intervals.qt_ms = v)],
  [/^P Duration/i, (dm, v) => (dm.intervals.p_ms = v)],
  [/^RR Interval/i, (dm, v) => (dm.intervals.rr_ms = v)],
  [/^(Ventricular )?Heart Rate/i, (dm, v) => (dm.intervals.hr_bpm = v)],
  [/^P Axis/i, (dm, v) => (dm.axes.p = v)],
  [/^QRS Axis/i, (dm, v) => (dm.axes.qrs = v)],
  [/^T Axis/i, (dm, v) => (dm.axes.t = v)],
];

function readAnnotations(r: Reader, dataset: DicomDataset): DeviceMeasurements {
  const dm = emptyDeviceMeasurements('DICOM WaveformAnnotationSequence');
  for (const item of seq(dataset, 0x0040b020).slice(0, 10_000)) {
    const text = str(r, item, 0x00700006);
    if (text) {
      if (!dm.statements.includes(text) && dm.statements.length < 100) dm.statements.push(text.slice(0, 500));
      continue;
    }
    const concept = str(r, seq(item, 0x0040a043)[0], 0x00080104);
    const value = num(r, item, 0x0040a30a);
    if (!concept || value === null) continue;
    CONCEPTS.find(([re]) => re.test(concept))?.[1](dm, value);
  }
  return dm;
}
