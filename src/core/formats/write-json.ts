import type { EcgAnnotation, EcgRecord } from '../types';

/** The `format` tag of the workbench's own JSON record (CONTRACT.md convert). */
export const JSON_RECORD_FORMAT = 'ecg-workbench/record@1';

/**
 * Shortest decimal text that reads back (through Math.fround) as exactly the same float32.
 * NaN and ±Infinity have no JSON form: they are written as `null` (a missing sample).
 */
export function formatFloat32(value: number): string {
  const v = Math.fround(value);
  if (!Number.isFinite(v)) return 'null';
  if (v === 0) return Object.is(v, -0) ? '-0' : '0';
  for (let p = 1; p < 9; p++) {
    const text = String(Number(v.toPrecision(p)));
    if (Math.fround(Number(text)) === v) return text;
  }
  // 9 significant digits always identify a float32.
  return String(Number(v.toPrecision(9)));
}

/** Formats a lead's samples, caching per distinct value: ECG samples come from a few thousand ADC levels. */
export function formatSamples(samples: Float32Array, missing: string): string[] {
  const cache = new Map<number, string>();
  const out = new Array<string>(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const v = samples[i];
    if (Number.isNaN(v)) {
      out[i] = missing;
      continue;
    }
    if (v === 0) {
      // The cache cannot tell 0 from -0 (Map keys compare with SameValueZero).
      out[i] = Object.is(v, -0) ? '-0' : '0';
      continue;
    }
    let text = cache.get(v);
    if (text === undefined) {
      text = formatFloat32(v);
      if (cache.size < 1 << 16) cache.set(v, text);
    }
    out[i] = text;
  }
  return out;
}

function annotationJson(a: EcgAnnotation): Record<string, unknown> {
  const o: Record<string, unknown> = { sample: a.sample, symbol: a.symbol };
  if (a.aux !== undefined) o.aux = a.aux;
  if (a.lead !== undefined) o.lead = a.lead;
  if (a.chan !== undefined) o.chan = a.chan;
  if (a.num !== undefined) o.num = a.num;
  if (a.subtype !== undefined) o.subtype = a.subtype;
  if (a.source !== undefined) o.source = a.source;
  return o;
}

/** Samples per output chunk: keeps every chunk string small whatever the record length. */
const CHUNK_SAMPLES = 1 << 16;

/**
 * The record as the workbench's JSON record (CONTRACT.md convert), in chunks whose
 * concatenation is the document: lets long records be written without one giant string.
 */
export function* recordJsonChunks(record: EcgRecord): Generator<string> {
  yield `{\n  "format": ${JSON.stringify(JSON_RECORD_FORMAT)},\n  "id": ${JSON.stringify(record.id)}, "fs": ${JSON.stringify(record.fs)},\n  "leads": [`;
  for (let l = 0; l < record.leads.length; l++) {
    const lead = record.leads[l];
    yield `${l ? ',' : ''}\n    { "name": ${JSON.stringify(lead.name)}, "unit": "mV", "samples": [`;
    for (let from = 0; from < lead.samples.length; from += CHUNK_SAMPLES) {
      const part = lead.samples.subarray(from, Math.min(lead.samples.length, from + CHUNK_SAMPLES));
      yield (from ? ',' : '') + formatSamples(part, 'null').join(',');
    }
    yield '] }';
  }
  yield '\n  ],\n  "annotations": [';
  for (let i = 0; i < record.annotations.length; i++) {
    yield `${i ? ',' : ''}\n    ${JSON.stringify(annotationJson(record.annotations[i]))}`;
  }
  yield `${record.annotations.length ? '\n  ' : ''}],\n  "metadata": ${JSON.stringify(record.metadata ?? {})},\n`;
  yield `  "device_measurements": ${JSON.stringify(record.deviceMeasurements ?? {})}\n}\n`;
}

/** The record as one JSON text (see recordJsonChunks). */
export function recordToJson(record: EcgRecord): string {
  return [...recordJsonChunks(record)].join('');
}
