import { LoadError } from '../errors';
import type { EcgLead, EcgMetadata, EcgRecord } from '../types';
import { attachDeviceMeasurements, deviceMedianBeats, deviceNumber, emptyDeviceMeasurements } from './device-measurements';
import type { FileSet } from './fileset';
import { readRequired } from './fileset';
import { singleFileRecord } from './single-file-record';
import type { FormatLoader } from './loader';
import { canonicalLeadName } from './wfdb/lead-names';
import { child, childrenNamed, parseXmlBytes, sniffXml, textAt, type XmlElement } from './xml';
import { decodeBase64 } from './xml/base64';

/**
 * GE MUSE RestingECG XML. Leads: the Rhythm waveform (the Median one when there is no rhythm),
 * base64 little-endian int16 samples x LeadAmplitudeUnitsPerBit (MICROVOLTS or MILLIVOLTS; other
 * units are an error). fs = SampleBase x 10^SampleExponent. MUSE stores 8 independent leads
 * (I, II, V1-V6); III, aVR, aVL, aVF are derived from I and II (Einthoven/Goldberger) as the MUSE
 * viewer does, and listed in metadata.derivedLeads. Device measurements: RestingECGMeasurements
 * (GE 12SL), statements: Diagnosis/DiagnosisStatement lines joined until an ENDSLINE flag.
 */

const MAX_SAMPLES = 10_000_000;
const MAX_LEADS = 32;

export const museLoader: FormatLoader = {
  name: 'ge-muse',
  extensions: ['xml'],
  sniff: (head) => sniffXml(head, /<RestingECG[\s>]/),
  async load(files: FileSet, mainName: string): Promise<EcgRecord> {
    return parseMuse(await readRequired(files, mainName), mainName);
  },
};

export function parseMuse(bytes: Uint8Array, file: string): EcgRecord {
  const root = parseXmlBytes(bytes, file);
  if (root.name !== 'RestingECG') throw new LoadError(file, `root element is <${root.qname}>, not <RestingECG>`);
  const waveforms = childrenNamed(root, 'Waveform');
  const wave =
    waveforms.find((w) => textAt(w, 'WaveformType').toLowerCase() === 'rhythm') ??
    waveforms.find((w) => textAt(w, 'WaveformType').toLowerCase() === 'median');
  if (!wave) throw new LoadError(file, 'no Rhythm or Median <Waveform>');
  const base = Number(textAt(wave, 'SampleBase'));
  const exponent = Number(textAt(wave, 'SampleExponent') || '0');
  const fs = base * 10 ** exponent;
  if (!Number.isFinite(fs) || fs < 1 || fs > 100_000) throw new LoadError(file, `invalid sampling rate (SampleBase ${textAt(wave, 'SampleBase')})`);

  const leads: EcgLead[] = [];
  for (const ld of childrenNamed(wave, 'LeadData')) {
    if (leads.length >= MAX_LEADS) throw new LoadError(file, `more than ${MAX_LEADS} leads`);
    leads.push(readLead(ld, file));
  }
  if (!leads.length) throw new LoadError(file, 'waveform without <LeadData>');
  const length = leads.reduce((m, l) => Math.max(m, l.samples.length), 0);
  for (const l of leads) {
    if (l.samples.length !== length) {
      const padded = new Float32Array(length).fill(NaN);
      padded.set(l.samples);
      l.samples = padded;
    }
  }
  const derived = deriveLimbLeads(leads, length);

  const metadata: EcgMetadata = { waveformType: textAt(wave, 'WaveformType') };
  if (derived.length) metadata.derivedLeads = derived;
  const age = deviceNumber(textAt(root, 'PatientDemographics', 'PatientAge'));
  if (age !== null && textAt(root, 'PatientDemographics', 'AgeUnits').toUpperCase() === 'YEARS') metadata.age = age;
  const gender = textAt(root, 'PatientDemographics', 'Gender').toUpperCase();
  if (gender === 'MALE' || gender === 'FEMALE') metadata.sex = gender === 'MALE' ? 'M' : 'F';
  const date = /^(\d{2})-(\d{2})-(\d{4})$/.exec(textAt(root, 'TestDemographics', 'AcquisitionDate'));
  const time = textAt(root, 'TestDemographics', 'AcquisitionTime');
  if (date && /^\d{2}:\d{2}(:\d{2})?$/.test(time)) metadata.startTime = `${date[3]}-${date[1]}-${date[2]}T${time}`;
  const device = textAt(root, 'TestDemographics', 'AcquisitionDevice');
  if (device) metadata.device = device;

  const record = singleFileRecord(file, 'ge-muse', { fs, length, leads: orderLeads(leads), metadata });
  const median = waveforms.find((w) => w !== wave && textAt(w, 'WaveformType').toLowerCase() === 'median');
  if (median) {
    try {
      const mfs = Number(textAt(median, 'SampleBase')) * 10 ** Number(textAt(median, 'SampleExponent') || '0');
      const mLeads = childrenNamed(median, 'LeadData').slice(0, MAX_LEADS).map((ld) => readLead(ld, file));
      const mLength = mLeads.reduce((m, l) => Math.max(m, l.samples.length), 0);
      if (mfs === fs && mLeads.every((l) => l.samples.length === mLength)) {
        deriveLimbLeads(mLeads, mLength);
        const beats = deviceMedianBeats(orderLeads(mLeads));
        if (beats) record.deviceMedianBeats = beats;
      }
    } catch {
      metadata.medianProblem = 'the Median waveform could not be read';
    }
  }
  const dm = readMeasurements(root);
  attachDeviceMeasurements(record, dm);
  return record;
}

function readLead(ld: XmlElement, file: string): EcgLead {
  const id = textAt(ld, 'LeadID');
  if (!id) throw new LoadError(file, '<LeadData> without <LeadID>');
  const size = Number(textAt(ld, 'LeadSampleSize') || '2');
  if (size !== 2) throw new LoadError(file, `lead ${id}: LeadSampleSize ${size} is not supported (only 2-byte samples)`);
  const perBit = Number(textAt(ld, 'LeadAmplitudeUnitsPerBit'));
  if (!Number.isFinite(perBit) || perBit <= 0) throw new LoadError(file, `lead ${id}: invalid LeadAmplitudeUnitsPerBit`);
  const units = textAt(ld, 'LeadAmplitudeUnits').toUpperCase();
  const toMv = units === 'MICROVOLTS' ? 1e-3 : units === 'MILLIVOLTS' ? 1 : NaN;
  if (Number.isNaN(toMv)) throw new LoadError(file, `lead ${id}: amplitude units "${units}" are not MICROVOLTS/MILLIVOLTS`);
  const bytes = decodeBase64(child(ld, 'WaveFormData')?.text ?? '', file, `lead ${id} WaveFormData`, MAX_SAMPLES * 2);
  const count = bytes.length >> 1;
  const declared = deviceNumber(textAt(ld, 'LeadSampleCountTotal'));
  if (declared !== null && declared !== count)
    throw new LoadError(file, `lead ${id}: ${count} samples in WaveFormData but LeadSampleCountTotal says ${declared}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 2);
  const samples = new Float32Array(count);
  const gain = perBit * toMv;
  for (let i = 0; i < count; i++) samples[i] = view.getInt16(i * 2, true) * gain;
  return { name: canonicalLeadName(id), samples };
}

/** Adds III, aVR, aVL, aVF from I and II when the file lacks them. Returns the names added. */
function deriveLimbLeads(leads: EcgLead[], length: number): string[] {
  const I = leads.find((l) => l.name === 'I')?.samples;
  const II = leads.find((l) => l.name === 'II')?.samples;
  if (!I || !II) return [];
  const formulas: [string, (a: number, b: number) => number][] = [
    ['III', (a, b) => b - a],
    ['aVR', (a, b) => -(a + b) / 2],
    ['aVL', (a, b) => a - b / 2],
    ['aVF', (a, b) => b - a / 2],
  ];
  const added: string[] = [];
  for (const [name, f] of formulas) {
    if (leads.some((l) => l.name === name)) continue;
    const s = new Float32Array(length);
    for (let i = 0; i < length; i++) s[i] = f(I[i], II[i]);
    leads.push({ name, samples: s });
    added.push(name);
  }
  return added;
}

const ORDER = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
function orderLeads(leads: EcgLead[]): EcgLead[] {
  const rank = (n: string) => (ORDER.includes(n) ? ORDER.indexOf(n) : ORDER.length);
  return [...leads].sort((a, b) => rank(a.name) - rank(b.name));
}

function readMeasurements(root: XmlElement) {
  const dm = emptyDeviceMeasurements('GE MUSE (12SL)');
  const m = child(root, 'RestingECGMeasurements');
  const num = (tag: string) => deviceNumber(textAt(m, tag));
  const positive = (v: number | null) => (v !== null && v > 0 ? v : null);
  dm.intervals.hr_bpm = positive(num('VentricularRate'));
  dm.intervals.pr_ms = positive(num('PRInterval'));
  dm.intervals.qrs_ms = positive(num('QRSDuration'));
  dm.intervals.qt_ms = positive(num('QTInterval'));
  dm.intervals.qtc_ms = positive(num('QTCorrected'));
  if (dm.intervals.hr_bpm) dm.intervals.rr_ms = Math.round(60000 / dm.intervals.hr_bpm);
  dm.axes = { p: num('PAxis'), qrs: num('RAxis'), t: num('TAxis') };
  const raw: Record<string, number> = {};
  for (const c of m?.children ?? []) {
    const v = deviceNumber(c.text);
    if (v !== null && Object.keys(raw).length < 100) raw[c.name] = v;
  }
  if (Object.keys(raw).length) dm.raw = raw;
  dm.statements = joinStatements(childrenNamed(child(root, 'Diagnosis'), 'DiagnosisStatement'));
  return dm;
}

/** MUSE splits statements over several DiagnosisStatement lines; a line flagged ENDSLINE ends one. */
function joinStatements(lines: XmlElement[]): string[] {
  const out: string[] = [];
  let cur = '';
  for (const line of lines.slice(0, 200)) {
    const text = textAt(line, 'StmtText');
    if (text) cur = !cur ? text : /^[,.;:]/.test(text) ? cur + text : `${cur} ${text}`;
    const ends = childrenNamed(line, 'StmtFlag').some((f) => f.text.trim() === 'ENDSLINE');
    if (ends && cur) {
      out.push(cur.slice(0, 500));
      cur = '';
    }
  }
  if (cur) out.push(cur.slice(0, 500));
  return out;
}
