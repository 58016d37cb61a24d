import { LoadError } from '../errors';
import type { EcgAnnotation, EcgLead, EcgMetadata, EcgRecord } from '../types';
import type { FileSet } from './fileset';
import { readRequired, stemOf } from './fileset';
import type { FormatLoader } from './loader';
import { JSON_RECORD_FORMAT } from './write-json';

/** Bounds on what a JSON record may hold (fail fast on absurd files). */
const MAX_JSON_BYTES = 512 * 1024 * 1024;
const MAX_LEADS = 1024;
const MAX_TOTAL_SAMPLES = 1 << 28;
const MAX_ANNOTATIONS = 10_000_000;
const MAX_FS = 1_000_000;

const UNIT_TO_MV: Record<string, number> = { mV: 1, uV: 1e-3, µV: 1e-3, μV: 1e-3, V: 1e3 };

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v);
}

function parseLead(file: string, raw: unknown, index: number): EcgLead {
  const where = `leads[${index}]`;
  if (!isObject(raw)) throw new LoadError(file, `${where} is not an object`);
  const { name, unit, samples } = raw;
  if (typeof name !== 'string' || name.length === 0 || name.length > 64)
    throw new LoadError(file, `${where}.name must be a non-empty string of at most 64 characters`);
  const u = unit === undefined ? 'mV' : unit;
  if (typeof u !== 'string' || !Object.hasOwn(UNIT_TO_MV, u))
    throw new LoadError(file, `${where}.unit must be one of ${Object.keys(UNIT_TO_MV).join(', ')}`);
  if (!Array.isArray(samples)) throw new LoadError(file, `${where}.samples must be an array`);
  const scale = UNIT_TO_MV[u];
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const v = samples[i];
    if (v === null) out[i] = NaN;
    else if (typeof v === 'number') out[i] = scale === 1 ? v : v * scale;
    else throw new LoadError(file, `${where}.samples[${i}] is not a number or null`);
  }
  return { name, samples: out };
}

function parseAnnotation(file: string, raw: unknown, index: number): EcgAnnotation {
  const where = `annotations[${index}]`;
  if (!isObject(raw)) throw new LoadError(file, `${where} is not an object`);
  const { sample, symbol, aux, lead, chan, num, subtype, source } = raw;
  if (!isInt(sample) || sample < 0) throw new LoadError(file, `${where}.sample must be an integer >= 0`);
  if (typeof symbol !== 'string') throw new LoadError(file, `${where}.symbol must be a string`);
  const a: EcgAnnotation = { sample, symbol };
  if (aux !== undefined) {
    if (typeof aux !== 'string') throw new LoadError(file, `${where}.aux must be a string`);
    a.aux = aux;
  }
  if (lead !== undefined) {
    if (lead !== null && typeof lead !== 'string') throw new LoadError(file, `${where}.lead must be a string or null`);
    a.lead = lead;
  }
  for (const [key, v] of [['chan', chan], ['num', num], ['subtype', subtype]] as const) {
    if (v === undefined) continue;
    if (!isInt(v)) throw new LoadError(file, `${where}.${key} must be an integer`);
    a[key] = v;
  }
  if (source !== undefined) {
    if (typeof source !== 'string') throw new LoadError(file, `${where}.source must be a string`);
    a.source = source;
  }
  return a;
}

/**
 * Parse and strictly validate a workbench JSON record (CONTRACT.md convert). Unknown fields are
 * ignored (the format is extended, never renamed); missing or mistyped required ones are errors.
 */
export function parseJsonRecord(text: string, file: string): EcgRecord {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new LoadError(file, `not valid JSON (${(e as Error).message})`);
  }
  if (!isObject(doc)) throw new LoadError(file, 'a JSON record must be an object');
  if (doc.format !== JSON_RECORD_FORMAT)
    throw new LoadError(file, `"format" must be "${JSON_RECORD_FORMAT}" (found ${JSON.stringify(doc.format) ?? 'nothing'})`);
  const { id, fs, leads, annotations, metadata, device_measurements } = doc;
  if (typeof id !== 'string') throw new LoadError(file, '"id" must be a string');
  if (typeof fs !== 'number' || !Number.isFinite(fs) || fs <= 0 || fs > MAX_FS)
    throw new LoadError(file, `"fs" must be a number in (0, ${MAX_FS}]`);
  if (!Array.isArray(leads) || leads.length === 0) throw new LoadError(file, '"leads" must be a non-empty array');
  if (leads.length > MAX_LEADS) throw new LoadError(file, `too many leads (${leads.length} > ${MAX_LEADS})`);
  let total = 0;
  for (const l of leads) total += isObject(l) && Array.isArray(l.samples) ? l.samples.length : 0;
  if (total > MAX_TOTAL_SAMPLES) throw new LoadError(file, `too many samples (${total} > ${MAX_TOTAL_SAMPLES})`);
  const parsedLeads = leads.map((l, i) => parseLead(file, l, i));
  const length = parsedLeads[0].samples.length;
  const bad = parsedLeads.findIndex((l) => l.samples.length !== length);
  if (bad >= 0)
    throw new LoadError(file, `leads[${bad}] has ${parsedLeads[bad].samples.length} samples, leads[0] has ${length}: all leads must have the same length`);
  if (annotations !== undefined && !Array.isArray(annotations)) throw new LoadError(file, '"annotations" must be an array');
  const ann = annotations ?? [];
  if (ann.length > MAX_ANNOTATIONS) throw new LoadError(file, `too many annotations (${ann.length} > ${MAX_ANNOTATIONS})`);
  if (metadata !== undefined && !isObject(metadata)) throw new LoadError(file, '"metadata" must be an object');
  if (device_measurements !== undefined && !isObject(device_measurements))
    throw new LoadError(file, '"device_measurements" must be an object');
  const meta = (metadata ?? {}) as EcgMetadata;
  if (meta.age !== undefined && (typeof meta.age !== 'number' || !Number.isFinite(meta.age)))
    throw new LoadError(file, '"metadata.age" must be a number');
  if (meta.sex !== undefined && meta.sex !== 'M' && meta.sex !== 'F') throw new LoadError(file, '"metadata.sex" must be "M" or "F"');
  const record: EcgRecord = {
    id,
    fs,
    length,
    leads: parsedLeads,
    annotations: ann.map((a, i) => parseAnnotation(file, a, i)),
    metadata: meta,
    source: { format: 'json-record', files: [file] },
  };
  // An empty object and an absent one mean the same ("nothing the file carried").
  if (device_measurements && Object.keys(device_measurements).length) record.deviceMeasurements = device_measurements;
  return record;
}

function skipSpace(head: Uint8Array): number {
  let i = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x0a || head[i] === 0x0d || head[i] === 0x09)) i++;
  return i;
}

export const jsonRecordLoader: FormatLoader = {
  name: 'json-record',
  extensions: ['json'],
  sniff(head) {
    const i = skipSpace(head);
    if (head[i] !== 0x7b) return false; // '{'
    return new TextDecoder('latin1').decode(head.subarray(i, i + 4096)).includes(JSON_RECORD_FORMAT);
  },
  async load(files: FileSet, mainName: string): Promise<EcgRecord> {
    const bytes = await readRequired(files, mainName);
    if (bytes.length === 0) throw new LoadError(mainName, 'empty file');
    if (bytes.length > MAX_JSON_BYTES) throw new LoadError(mainName, `JSON record too large (${bytes.length} bytes)`);
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    const record = parseJsonRecord(text, mainName);
    if (!record.id) record.id = stemOf(mainName);
    return record;
  },
};
