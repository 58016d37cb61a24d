import { LoadError } from '../../errors';
import type { EcgLead, EcgMetadata, EcgRecord } from '../../types';
import { attachDeviceMeasurements, deviceNumber, emptyDeviceMeasurements, type DeviceMeasurements } from '../device-measurements';
import type { FileSet } from '../fileset';
import { readRequired } from '../fileset';
import { singleFileRecord } from '../single-file-record';
import type { FormatLoader } from '../loader';
import { canonicalLeadName } from '../wfdb/lead-names';
import { child, descendants, parseXmlBytes, path, sniffXml, textAt, type XmlElement } from '../xml';
import { decodeBase64 } from '../xml/base64';
import { parseNumberList } from '../xml/numbers';
import { readPhilipsRepbeats } from './repbeats';
import { decodeXli } from './xli';

/**
 * Philips Sierra / PageWriter XML (documentversion 1.03, 1.04, 1.04.01), UTF-8 or UTF-16.
 * parsedwaveforms: Base64 (XLI-compressed or raw int16 LE, lead after lead) or Plain text numbers.
 * With XLI, leads III, aVR, aVL, aVF are stored as residuals and rebuilt from I and II as the
 * reference decoder does. Samples in mV = value x resolution (uV per bit, from the parsedwaveforms
 * or signalcharacteristics). Length = durationperchannel (ms) x fs / 1000.
 * Device measurements: interpretation globalmeasurements (1.04) or globalmeasurements (1.03);
 * statements: leftstatement (+ rightstatement) of each interpretation statement, and the severity line.
 */

const MAX_LEADS = 16;
const MAX_SAMPLES = 10_000_000;
const STD12 = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];

export const philipsSierraLoader: FormatLoader = {
  name: 'philips-sierra',
  extensions: ['xml'],
  sniff: (head) => sniffXml(head, /<restingecgdata[\s>]/),
  async load(files: FileSet, mainName: string): Promise<EcgRecord> {
    return parsePhilipsSierra(await readRequired(files, mainName), mainName);
  },
};

export function parsePhilipsSierra(bytes: Uint8Array, file: string): EcgRecord {
  const root = parseXmlBytes(bytes, file);
  if (root.name !== 'restingecgdata') throw new LoadError(file, `root element is <${root.qname}>, not <restingecgdata>`);
  const version = textAt(root, 'documentinfo', 'documentversion');
  const pw = path(root, 'waveforms', 'parsedwaveforms');
  if (!pw) throw new LoadError(file, 'no <waveforms><parsedwaveforms>');
  const sc = path(root, 'dataacquisition', 'signalcharacteristics');
  const a = pw.attrs;

  const fs = num(a.samplespersecond) ?? num(textAt(sc, 'samplingrate'));
  if (fs === null || fs < 1 || fs > 100_000) throw new LoadError(file, 'no valid sampling rate (samplespersecond / samplingrate)');
  const resolution = num(a.resolution) ?? num(textAt(sc, 'resolution')) ?? num(textAt(sc, 'signalresolution'));
  if (resolution === null || resolution <= 0) throw new LoadError(file, 'no valid resolution (uV per bit)');
  const durationMs = num(a.durationperchannel);
  if (durationMs === null || durationMs <= 0) throw new LoadError(file, 'parsedwaveforms without a valid durationperchannel');
  const samples = Math.round((durationMs * fs) / 1000);
  if (samples > MAX_SAMPLES) throw new LoadError(file, `${samples} samples per lead (at most ${MAX_SAMPLES})`);
  const labels = (a.leadlabels ?? '').trim() ? a.leadlabels.trim().split(/\s+/).map(canonicalLeadName) : STD12;
  const leadCount = Math.min(labels.length, num(a.numberofleads) ?? num(textAt(sc, 'numberchannelsvalid')) ?? labels.length);
  if (leadCount < 1 || leadCount > MAX_LEADS) throw new LoadError(file, `${leadCount} leads (1..${MAX_LEADS} allowed)`);
  const method = (a.compression ?? a.compressmethod ?? '').trim().toUpperCase();
  const compressed =
    a.compressflag !== undefined ? a.compressflag.trim().toLowerCase() === 'true' : method !== '' && method !== 'NONE';
  const encoding = a.dataencoding ?? 'Base64';

  let raw: ArrayLike<number>[];
  if (encoding === 'Plain') {
    const all = parseNumberList(pw.text, file, 'parsedwaveforms', MAX_LEADS * samples);
    raw = Array.from({ length: leadCount }, (_, i) => all.subarray(i * samples, (i + 1) * samples));
  } else if (encoding === 'Base64') {
    const data = decodeBase64(pw.text, file, 'parsedwaveforms', MAX_LEADS * MAX_SAMPLES * 2);
    if (compressed) {
      if (method !== 'XLI') throw new LoadError(file, `unsupported waveform compression "${method}"`);
      raw = decodeXli(data, file, leadCount, Math.max(samples, 1) + 4096);
      if (raw.length >= 6 && labels.slice(0, 6).join() === STD12.slice(0, 6).join()) raw = rebuildLimbLeads(raw as Int32Array[]);
    } else {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      raw = Array.from({ length: leadCount }, (_, i) => {
        const out = new Int32Array(samples);
        for (let k = 0; k < samples && (i * samples + k) * 2 + 1 < data.length; k++) out[k] = view.getInt16((i * samples + k) * 2, true);
        return out;
      });
    }
  } else {
    throw new LoadError(file, `unsupported parsedwaveforms dataencoding "${encoding}"`);
  }
  if (raw.length < leadCount) throw new LoadError(file, `waveform data holds ${raw.length} leads, ${leadCount} expected`);
  for (let i = 0; i < leadCount; i++)
    if (raw[i].length < samples) throw new LoadError(file, `lead ${labels[i]}: ${raw[i].length} samples, ${samples} expected`);

  const gain = resolution / 1000;
  const leads: EcgLead[] = [];
  for (let i = 0; i < leadCount; i++) {
    const s = new Float32Array(samples);
    const r = raw[i];
    for (let k = 0; k < samples; k++) s[k] = r[k] * gain;
    leads.push({ name: labels[i], samples: s });
  }

  const metadata: EcgMetadata = { documentVersion: version, compression: compressed ? method : 'none' };
  const acq = child(root, 'dataacquisition');
  if (acq?.attrs.date) metadata.startTime = `${acq.attrs.date}T${acq.attrs.time ?? '00:00:00'}`;
  const machine = textAt(acq, 'machine');
  if (machine) metadata.device = machine;
  const sex = textAt(root, 'patient', 'generalpatientdata', 'sex').toLowerCase();
  if (sex === 'male' || sex === 'female') metadata.sex = sex === 'male' ? 'M' : 'F';
  const record = singleFileRecord(file, 'philips-sierra', { fs, length: samples, leads, metadata });
  try {
    const beats = readPhilipsRepbeats(root, fs, file);
    if (beats) record.deviceMedianBeats = beats;
  } catch {
    metadata.repbeatsProblem = 'representative beats could not be read';
  }
  const dm = readMeasurements(root);
  attachDeviceMeasurements(record, dm);
  return record;
}

function num(v: string | undefined): number | null {
  return deviceNumber(v ?? null);
}

/** XLI stores III, aVR, aVL, aVF as residuals from values predicted from I and II (integer maths as in the reference). */
function rebuildLimbLeads(leads: Int32Array[]): Int32Array[] {
  const [I, II, III, aVR, aVL, aVF] = leads;
  const n = Math.min(I.length, II.length, III.length, aVR.length, aVL.length, aVF.length);
  for (let i = 0; i < n; i++) {
    III[i] = II[i] - I[i] - III[i];
    aVR[i] = -aVR[i] - Math.trunc((I[i] + II[i]) / 2);
    aVL[i] = Math.trunc((I[i] - III[i]) / 2) - aVL[i];
    aVF[i] = Math.trunc((II[i] + III[i]) / 2) - aVF[i];
  }
  return leads;
}

function readMeasurements(root: XmlElement): DeviceMeasurements {
  const interp = descendants(root, 'interpretation')[0];
  const gm = (interp && child(interp, 'globalmeasurements')) ?? descendants(root, 'globalmeasurements')[0];
  const dm = emptyDeviceMeasurements('Philips Sierra ECG');
  const get = (...tags: string[]) => {
    for (const t of tags) {
      const v = deviceNumber(textAt(gm, t));
      if (v !== null) return v;
    }
    return null;
  };
  const positive = (v: number | null) => (v !== null && v > 0 ? v : null);
  dm.intervals = {
    hr_bpm: positive(get('heartrate', 'meanventrate')),
    rr_ms: positive(get('rrint', 'meanrrint')),
    pr_ms: positive(get('print', 'meanprint')),
    qrs_ms: positive(get('qrsdur', 'meanqrsdur')),
    qt_ms: positive(get('qtint', 'meanqtint')),
    qtc_ms: positive(get('qtcb', 'meanqtc', 'qtco')),
    p_ms: positive(get('pdur', 'meanpdur')),
  };
  dm.axes = { p: get('pfrontaxis'), qrs: get('qrsfrontaxis'), t: get('tfrontaxis') };
  const raw: Record<string, number> = {};
  for (const c of gm?.children ?? []) {
    const v = deviceNumber(c.text);
    if (v !== null && !(c.name in raw) && Object.keys(raw).length < 100) raw[c.name] = v;
  }
  if (Object.keys(raw).length) dm.raw = raw;
  if (interp) {
    const severity = textAt(interp, 'severity').replace(/^[-\s]+|[-\s]+$/g, '');
    for (const st of interp.children.filter((c) => c.name === 'statement').slice(0, 100)) {
      const left = textAt(st, 'leftstatement');
      const right = textAt(st, 'rightstatement');
      if (left) dm.statements.push((right ? `${left} (${right})` : left).slice(0, 500));
    }
    if (severity) dm.statements.push(severity);
  }
  return dm;
}
