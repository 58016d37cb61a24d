import { LoadError } from '../errors';
import type { EcgLead, EcgMetadata, EcgRecord, MedianBeats } from '../types';
import {
  attachDeviceMeasurements,
  deviceMedianBeats,
  deviceNumber,
  emptyDeviceMeasurements,
  type DeviceMeasurements,
} from './device-measurements';
import type { FileSet } from './fileset';
import { readRequired } from './fileset';
import { singleFileRecord } from './single-file-record';
import type { FormatLoader } from './loader';
import { canonicalLeadName } from './wfdb/lead-names';
import { child, childrenNamed, descendants, parseXmlBytes, path, sniffXml, type XmlElement } from './xml';
import { parseNumberList } from './xml/numbers';

/**
 * HL7 v3 annotated ECG (aECG, FDA XML). Leads come from the first RHYTHM series (or the first series):
 * sample i of a lead = origin + scale * digits[i], in the units the file states (uV/mV/V; a missing or
 * unknown unit is an error, never a guess). Sampling rate = 1 / the TIME_ABSOLUTE/RELATIVE increment.
 * Leads shorter than the longest are padded with NaN. Representative beats (derivedSeries) are not
 * leads; their length is noted in metadata.representativeBeatSamples.
 * Annotation sets give the device measurements: the first global value of each interval/axis
 * (MDC codes, or vendor codes ending in _P_AXIS/_QRS_AXIS/_T_AXIS), statements from
 * MDC_ECG_INTERPRETATION* text and coded rhythm/interpretation values.
 */

const MAX_SAMPLES = 10_000_000;
const MAX_LEADS = 64;
const MAX_RAW = 200;

export const hl7AecgLoader: FormatLoader = {
  name: 'hl7-aecg',
  extensions: ['xml'],
  sniff: (head) => sniffXml(head, /<(\w+:)?AnnotatedECG[\s>]/),
  async load(files: FileSet, mainName: string): Promise<EcgRecord> {
    return parseHl7Aecg(await readRequired(files, mainName), mainName);
  },
};

export function parseHl7Aecg(bytes: Uint8Array, file: string): EcgRecord {
  const root = parseXmlBytes(bytes, file);
  if (root.name !== 'AnnotatedECG') throw new LoadError(file, `root element is <${root.qname}>, not <AnnotatedECG>`);
  const series = childrenNamed(root, 'component')
    .map((c) => child(c, 'series'))
    .filter((s): s is XmlElement => !!s);
  if (!series.length) throw new LoadError(file, 'no <component><series> with waveforms');
  const rhythm = series.find((s) => child(s, 'code')?.attrs.code === 'RHYTHM') ?? series[0];
  const { fs, leads, startTime } = readSequenceSet(rhythm, file);

  const metadata: EcgMetadata = {};
  if (startTime) metadata.startTime = startTime;
  const gender = descendants(root, 'administrativeGenderCode')[0]?.attrs.code;
  if (gender === 'M' || gender === 'F') metadata.sex = gender;
  let median: MedianBeats | null = null;
  const derived = descendants(rhythm, 'derivedSeries')[0];
  if (derived) {
    try {
      const beats = readSequenceSet(derived, file);
      metadata.representativeBeatSamples = beats.leads[0]?.samples.length ?? 0;
      if (beats.fs === fs) median = deviceMedianBeats(beats.leads);
    } catch {
      metadata.representativeBeatProblem = 'representative beats could not be read';
    }
  }

  const device = readAnnotations(rhythm);
  const length = leads.reduce((m, l) => Math.max(m, l.samples.length), 0);
  const record = singleFileRecord(file, 'hl7-aecg', {
    fs,
    length,
    leads: leads.map((l) => ({ name: l.name, samples: padNaN(l.samples, length) })),
    metadata,
  });
  if (median) record.deviceMedianBeats = median;
  attachDeviceMeasurements(record, device);
  return record;
}

function padNaN(samples: Float32Array, length: number): Float32Array {
  if (samples.length === length) return samples;
  const out = new Float32Array(length).fill(NaN);
  out.set(samples);
  return out;
}

interface SequenceData {
  fs: number;
  leads: EcgLead[];
  startTime?: string;
}

function readSequenceSet(series: XmlElement, file: string): SequenceData {
  const set = path(series, 'component', 'sequenceSet');
  if (!set) throw new LoadError(file, 'series without <component><sequenceSet>');
  let fs = 0;
  let startTime: string | undefined;
  const leads: EcgLead[] = [];
  for (const comp of childrenNamed(set, 'component')) {
    const seq = child(comp, 'sequence');
    const code = child(seq, 'code')?.attrs.code ?? '';
    const value = child(seq, 'value');
    if (!seq || !value) continue;
    if (code === 'TIME_ABSOLUTE' || code === 'TIME_RELATIVE') {
      const inc = child(value, 'increment');
      if (!inc) throw new LoadError(file, `${code} sequence without <increment> (only regular sampling is supported)`);
      const v = Number(inc.attrs.value);
      const unit = (inc.attrs.unit ?? 's').trim();
      const seconds = unit === 's' ? v : unit === 'ms' ? v / 1000 : unit === 'us' ? v / 1e6 : NaN;
      if (!(seconds > 0) || !Number.isFinite(seconds))
        throw new LoadError(file, `invalid time increment "${inc.attrs.value} ${unit}"`);
      fs = Math.round((1 / seconds) * 1e6) / 1e6;
      if (!(fs >= 1 && fs <= 100_000)) throw new LoadError(file, `sampling rate ${fs} Hz out of range`);
      const head = child(value, 'head')?.attrs.value;
      if (head) startTime = hl7TimeToIso(head);
      continue;
    }
    if (!code.startsWith('MDC_ECG_LEAD_') && !/LEAD/i.test(code)) continue;
    if (leads.length >= MAX_LEADS) throw new LoadError(file, `more than ${MAX_LEADS} leads`);
    const name = leadName(code);
    const origin = quantity(child(value, 'origin'), 0, file, `lead ${name} origin`);
    const scale = quantity(child(value, 'scale'), null, file, `lead ${name} scale`);
    const digitsEl = child(value, 'digits');
    if (!digitsEl) throw new LoadError(file, `lead ${name}: no <digits>`);
    const digits = parseNumberList(digitsEl.text, file, `lead ${name} digits`, MAX_SAMPLES);
    const samples = new Float32Array(digits.length);
    for (let k = 0; k < digits.length; k++) samples[k] = origin + scale * digits[k];
    leads.push({ name, samples });
  }
  if (!fs) throw new LoadError(file, 'no TIME_ABSOLUTE/TIME_RELATIVE sequence with the sampling increment');
  if (!leads.length) throw new LoadError(file, 'no lead sequences (MDC_ECG_LEAD_*)');
  return { fs, leads, startTime };
}

/** Lead code MDC_ECG_LEAD_AVR -> aVR; unknown codes keep their suffix (MDC_ECG_LEAD_X -> X). */
function leadName(code: string): string {
  const suffix = code.replace(/^MDC_ECG_LEAD_/, '');
  return canonicalLeadName(suffix);
}

/** A PQ element's value in mV. `fallback` is used when the element is absent (null: required). */
function quantity(el: XmlElement | undefined, fallback: number | null, file: string, what: string): number {
  if (!el) {
    if (fallback === null) throw new LoadError(file, `${what} missing`);
    return fallback;
  }
  const v = Number(el.attrs.value);
  if (!Number.isFinite(v)) throw new LoadError(file, `${what} value "${el.attrs.value ?? ''}" is not a number`);
  const unit = (el.attrs.unit ?? '').trim();
  const factor = UNIT_TO_MV[unit];
  if (factor === undefined) throw new LoadError(file, `${what} unit "${unit}" is not a voltage (uV, mV, V)`);
  if (fallback === null && v === 0) throw new LoadError(file, `${what} is zero`);
  return v * factor;
}

const UNIT_TO_MV: Record<string, number> = { uV: 1e-3, 'µV': 1e-3, mV: 1, V: 1000, nV: 1e-6 };

function hl7TimeToIso(v: string): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?/.exec(v);
  if (!m) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}`;
}

const INTERVAL_CODES: [RegExp, keyof DeviceMeasurements['intervals']][] = [
  [/TIME_PD_PR$|_PR_INTERVAL$/, 'pr_ms'],
  [/TIME_PD_QRS$|_QRS_DURATION$/, 'qrs_ms'],
  [/TIME_PD_QT$|_QT_INTERVAL$/, 'qt_ms'],
  [/TIME_PD_QTc$|_QTC_INTERVAL$/i, 'qtc_ms'],
  [/TIME_PD_P$|_P_DURATION$/, 'p_ms'],
  [/TIME_PD_RR$|_RR_INTERVAL$/, 'rr_ms'],
  [/HEART_RATE$|_VENT_RATE$/, 'hr_bpm'],
];
const AXIS_CODES: [RegExp, keyof DeviceMeasurements['axes']][] = [
  [/ANGLE_P_FRONT$|_P_AXIS$/, 'p'],
  [/ANGLE_QRS_FRONT$|_QRS_AXIS$/, 'qrs'],
  [/ANGLE_T_FRONT$|_T_AXIS$/, 't'],
];

/** Device measurements and statements from the series' annotation sets (those of derived series too). */
function readAnnotations(series: XmlElement): DeviceMeasurements {
  const sets = descendants(series, 'annotationSet');
  const author = sets.length ? descendants(sets[0], 'name')[0]?.text.trim() : '';
  const m = emptyDeviceMeasurements(author ? `HL7 aECG annotationSet (${author})` : 'HL7 aECG annotationSet');
  const raw: Record<string, string | number> = {};
  let rawCount = 0;
  for (const set of sets) {
    for (const ann of descendants(set, 'annotation')) {
      const code = child(ann, 'code')?.attrs.code ?? '';
      const value = child(ann, 'value');
      if (!code || !value) continue;
      const type = value.attrs['xsi:type'] ?? '';
      if (type === 'PQ') {
        const v = deviceNumber(value.attrs.value);
        if (v === null) continue;
        const interval = INTERVAL_CODES.find(([re]) => re.test(code))?.[1];
        const axis = AXIS_CODES.find(([re]) => re.test(code))?.[1];
        const unit = value.attrs.unit ?? '';
        if (interval && v > 0) {
          if (m.intervals[interval] === null) m.intervals[interval] = interval === 'hr_bpm' ? v : toMs(v, unit);
        } else if (axis) {
          if (m.axes[axis] === null) m.axes[axis] = v;
        } else if (!(code in raw) && rawCount < MAX_RAW) {
          raw[code] = unit ? `${v} ${unit}` : v;
          rawCount++;
        }
      } else if (/INTERPRETATION|STATEMENT/.test(code) && (type === 'ST' || value.text.trim())) {
        addStatement(m.statements, value.text.trim());
      } else if (type === 'CE' && /^MDC_ECG_(RHY|INTERPRETATION)/.test(code)) {
        addStatement(m.statements, (value.attrs.displayName ?? value.attrs.code ?? '').trim());
      }
    }
  }
  if (rawCount) m.raw = raw;
  return m;
}

function toMs(v: number, unit: string): number | null {
  if (unit === 'ms' || unit === '') return v;
  if (unit === 's') return v * 1000;
  return null;
}

function addStatement(list: string[], s: string): void {
  if (s && !list.includes(s) && list.length < 100) list.push(s.slice(0, 500));
}
