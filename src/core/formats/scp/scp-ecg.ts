import { LoadError } from '../../errors';
import type { EcgLead, EcgMetadata, EcgRecord } from '../../types';
import { attachDeviceMeasurements } from '../device-measurements';
import type { FileSet } from '../fileset';
import { readRequired } from '../fileset';
import { singleFileRecord } from '../single-file-record';
import type { FormatLoader } from '../loader';
import { huffmanDecode, readHuffmanTables, undoDifferences, type HuffmanTables } from './huffman';
import { readScpMeasurements } from './measurements';
import { isHealforceScp, parseHealforceScp } from './healforce';
import { readScpSections, type ScpSection } from './sections';

/**
 * SCP-ECG (EN 1064 / ISO 11073-91064) files. Rhythm data (section 6) is Huffman decoded (section 2:
 * default or custom tables, or none), difference decoding undone, and where section 3 flags it, the
 * reference beat (section 5) is added back at every type-0 QRS of section 4 (reference beat
 * subtraction). Samples in mV = value x AVM (nV) / 1e6; fs = 1e6 / sample interval (us).
 * Bimodal compression (decimated residuals) is refused with a clear error rather than decoded wrong.
 * Healforce handheld recorder files (not EN 1064 compliant) are recognised and decoded by healforce.ts.
 */

const MAX_LEADS = 64;
const MAX_SAMPLES = 10_000_000;

/** Lead ids of EN 1064 table 5 (the common ones). */
const LEAD_IDS: Record<number, string> = {
  1: 'I', 2: 'II', 3: 'V1', 4: 'V2', 5: 'V3', 6: 'V4', 7: 'V5', 8: 'V6', 9: 'V7', 10: 'V2R', 11: 'V3R', 12: 'V4R',
  13: 'V5R', 14: 'V6R', 15: 'V7R', 16: 'X', 17: 'Y', 18: 'Z', 19: 'CC5', 20: 'CM5', 21: 'LA', 22: 'RA', 23: 'LL',
  61: 'III', 62: 'aVR', 63: 'aVL', 64: 'aVF', 65: '-aVR', 66: 'V8', 67: 'V9', 68: 'V8R', 69: 'V9R',
};

export const scpEcgLoader: FormatLoader = {
  name: 'scp-ecg',
  extensions: ['scp'],
  sniff: (head, name) => /\.scp$/i.test(name) && head.length > 22,
  async load(files: FileSet, mainName: string): Promise<EcgRecord> {
    return parseScpEcg(await readRequired(files, mainName), mainName);
  },
};

interface LeadDef {
  name: string;
  start: number;
  end: number;
}

export interface ScpOptions {
  /** Verify file and section CRCs (default true). Off only to exercise the decoders in tests. */
  checkCrc?: boolean;
}

export function parseScpEcg(bytes: Uint8Array, file: string, options: ScpOptions = {}): EcgRecord {
  if (isHealforceScp(bytes)) return parseHealforceScp(bytes, file);
  const sections = readScpSections(bytes, file, options.checkCrc ?? true);
  const s3 = sections.get(3);
  const s6 = sections.get(6);
  if (!s3) throw new LoadError(file, 'SCP file has no lead definition (section 3)');
  if (!s6) throw new LoadError(file, 'SCP file has no rhythm data (section 6)');
  const tables = readHuffmanTables(sections.get(2)?.data, file);
  const { leads: defs, subtraction } = readLeadDefinitions(s3, file);

  const { samples: rhythmRaw, fs, avmNv, bimodal } = readSignalSection(s6, defs.length, file, 'rhythm', tables, (i) => defs[i].end - defs[i].start + 1, 6);
  if (bimodal) throw new LoadError(file, 'SCP bimodal compression is not supported');
  const length = Math.max(...defs.map((d) => d.end));
  if (length > MAX_SAMPLES) throw new LoadError(file, `SCP lead length ${length} exceeds ${MAX_SAMPLES}`);

  const metadata: EcgMetadata = {};
  if (subtraction) {
    addReferenceBeats(sections, rhythmRaw, defs, tables, fs, file);
    metadata.referenceBeatSubtraction = true;
  }
  const gain = avmNv / 1e6;
  const leads: EcgLead[] = defs.map((d, i) => {
    const s = new Float32Array(length).fill(NaN);
    const raw = rhythmRaw[i];
    for (let k = 0; k < raw.length && d.start - 1 + k < length; k++) s[d.start - 1 + k] = raw[k] * gain;
    return { name: d.name, samples: s };
  });
  readPatient(sections.get(1), metadata);
  const record = singleFileRecord(file, 'scp-ecg', { fs, length, leads, metadata });
  const dm = readScpMeasurements(sections);
  attachDeviceMeasurements(record, dm);
  return record;
}

function readLeadDefinitions(s3: ScpSection, file: string): { leads: LeadDef[]; subtraction: boolean } {
  if (s3.data.length < 2) throw new LoadError(file, 'SCP section 3 is truncated');
  const n = s3.data[0];
  const flags = s3.data[1];
  if (n < 1 || n > MAX_LEADS) throw new LoadError(file, `SCP section 3 declares ${n} leads`);
  if (s3.data.length < 2 + n * 9) throw new LoadError(file, 'SCP section 3 is truncated');
  const leads: LeadDef[] = [];
  for (let i = 0; i < n; i++) {
    const p = 2 + i * 9;
    const start = s3.view.getUint32(p, true);
    const end = s3.view.getUint32(p + 4, true);
    const id = s3.data[p + 8];
    if (start < 1 || end < start || end > MAX_SAMPLES) throw new LoadError(file, `SCP lead ${i + 1}: invalid sample range ${start}..${end}`);
    leads.push({ name: LEAD_IDS[id] ?? `lead${id}`, start, end });
  }
  return { leads, subtraction: (flags & 1) === 1 };
}

/** Sections 5 and 6 share a layout: AVM(2) interval(2) difference(1) bimodal/reserved(1) lengths(2 x leads) data. */
function readSignalSection(
  s: ScpSection,
  nLeads: number,
  file: string,
  what: string,
  tables: HuffmanTables | null,
  samplesOf: (lead: number) => number,
  sectionId: number,
): { samples: Int32Array[]; fs: number; avmNv: number; bimodal: boolean } {
  const d = s.data;
  if (d.length < 6 + nLeads * 2) throw new LoadError(file, `SCP section ${sectionId} (${what}) is truncated`);
  const avmNv = s.view.getUint16(0, true);
  const intervalUs = s.view.getUint16(2, true);
  const difference = d[4];
  const bimodal = sectionId === 6 && d[5] === 1;
  if (avmNv === 0) throw new LoadError(file, `SCP ${what} amplitude multiplier (AVM) is 0`);
  if (intervalUs === 0) throw new LoadError(file, `SCP ${what} sample interval is 0`);
  const fs = Math.round(1e6 / intervalUs);
  let p = 6 + nLeads * 2;
  const samples: Int32Array[] = [];
  for (let i = 0; i < nLeads; i++) {
    const len = s.view.getUint16(6 + i * 2, true);
    if (p + len > d.length) throw new LoadError(file, `SCP ${what} data of lead ${i + 1} runs past section ${sectionId}`);
    const want = samplesOf(i);
    const values = huffmanDecode(d.subarray(p, p + len), tables, want, file);
    if (values.length < want) throw new LoadError(file, `SCP ${what} lead ${i + 1}: ${values.length} samples decoded, ${want} expected`);
    samples.push(undoDifferences(values, difference, file));
    p += len;
  }
  return { samples, fs, avmNv, bimodal };
}

/** Reference beat subtraction: add the lead's reference beat (section 5) back around every type-0 QRS. */
function addReferenceBeats(
  sections: Map<number, ScpSection>,
  rhythm: Int32Array[],
  defs: LeadDef[],
  tables: HuffmanTables | null,
  fs: number,
  file: string,
): void {
  const s4 = sections.get(4);
  const s5 = sections.get(5);
  if (!s4 || !s5) throw new LoadError(file, 'SCP reference beat subtraction is flagged but section 4 or 5 is missing');
  if (s4.data.length < 6) throw new LoadError(file, 'SCP section 4 is truncated');
  const beatMs = s4.view.getUint16(0, true);
  const fiducial = s4.view.getUint16(2, true);
  const nQrs = s4.view.getUint16(4, true);
  if (s4.data.length < 6 + nQrs * 14) throw new LoadError(file, 'SCP section 4 is truncated');
  const medianFs = Math.round(1e6 / (s5.view.getUint16(2, true) || 1));
  if (medianFs !== fs) throw new LoadError(file, `SCP reference beat at ${medianFs} Hz with rhythm at ${fs} Hz is not supported`);
  const beatLength = Math.round((beatMs * medianFs) / 1000);
  const { samples: median, avmNv } = readSignalSection(s5, defs.length, file, 'reference beat', tables, () => beatLength, 5);
  if (avmNv !== sections.get(6)?.view.getUint16(0, true))
    throw new LoadError(file, 'SCP reference beat and rhythm use different amplitude multipliers');
  for (let q = 0; q < nQrs; q++) {
    const p = 6 + q * 14;
    const type = s4.view.getUint16(p, true);
    if (type !== 0) continue;
    const sb = s4.view.getUint32(p + 2, true);
    const fc = s4.view.getUint32(p + 6, true);
    const qe = s4.view.getUint32(p + 10, true);
    if (sb < 1 || qe < sb || fc < sb || fc > qe) throw new LoadError(file, `SCP section 4 QRS ${q + 1} has an invalid subtraction zone`);
    for (let lead = 0; lead < defs.length; lead++) {
      const r = rhythm[lead];
      const m = median[lead];
      for (let t = sb; t <= qe; t++) {
        const mi = t - fc + fiducial - 1;
        const ri = t - defs[lead].start;
        if (mi >= 0 && mi < m.length && ri >= 0 && ri < r.length) r[ri] += m[mi];
      }
    }
  }
}

function readPatient(s1: ScpSection | undefined, metadata: EcgMetadata): void {
  if (!s1) return;
  const d = s1.data;
  let p = 0;
  let date: number[] | null = null;
  let time: number[] | null = null;
  for (let guard = 0; p + 3 <= d.length && guard < 1000; guard++) {
    const tag = d[p];
    const len = s1.view.getUint16(p + 1, true);
    if (tag === 255 || p + 3 + len > d.length) break;
    const v = d.subarray(p + 3, p + 3 + len);
    if (tag === 8 && len >= 1) {
      if (v[0] === 1) metadata.sex = 'M';
      else if (v[0] === 2) metadata.sex = 'F';
    } else if (tag === 25 && len >= 4) date = [v[0] | (v[1] << 8), v[2], v[3]];
    else if (tag === 26 && len >= 3) time = [v[0], v[1], v[2]];
    p += 3 + len;
  }
  if (date && date[0] > 1900) {
    const two = (x: number) => String(x).padStart(2, '0');
    const t = time ?? [0, 0, 0];
    metadata.startTime = `${date[0]}-${two(date[1])}-${two(date[2])}T${two(t[0])}:${two(t[1])}:${two(t[2])}`;
  }
}
