import type { EcgRecord } from '../core/types';

/** A record with its samples quantised to 16 bits per lead (for IndexedDB). */
export interface CompactRecord {
  version: 1;
  id: string;
  fs: number;
  length: number;
  leads: { name: string; scale: number; data: Int16Array }[];
  annotations: EcgRecord['annotations'];
  metadata: EcgRecord['metadata'];
  deviceMeasurements?: EcgRecord['deviceMeasurements'];
  deviceMedianBeats?: EcgRecord['deviceMedianBeats'];
  source: EcgRecord['source'];
}

const NAN_CODE = -32768;
const FULL_SCALE = 32000;

/**
 * Quantise each lead to int16 with its own step (max |x| / 32000, i.e. sub-microvolt for
 * ordinary ECGs): half the bytes of float32, error ≤ step / 2. NaN gaps are kept.
 */
export function compactRecord(r: EcgRecord): CompactRecord {
  return {
    version: 1,
    id: r.id,
    fs: r.fs,
    length: r.length,
    leads: r.leads.map((l) => {
      let maxAbs = 0;
      for (const v of l.samples) if (Math.abs(v) > maxAbs) maxAbs = Math.abs(v);
      const scale = maxAbs > 0 ? maxAbs / FULL_SCALE : 1;
      const data = new Int16Array(l.samples.length);
      for (let i = 0; i < data.length; i++) {
        const v = l.samples[i];
        data[i] = Number.isNaN(v) ? NAN_CODE : Math.round(v / scale);
      }
      return { name: l.name, scale, data };
    }),
    annotations: r.annotations,
    metadata: r.metadata,
    deviceMeasurements: r.deviceMeasurements,
    deviceMedianBeats: r.deviceMedianBeats,
    source: r.source,
  };
}

/** Inverse of compactRecord; throws on a stored shape it does not recognise. */
export function expandRecord(c: CompactRecord): EcgRecord {
  if (c?.version !== 1 || !Array.isArray(c.leads) || !(c.fs > 0)) throw new Error('stored record has an unknown shape');
  const leads = c.leads.map((l) => {
    if (!(l.data instanceof Int16Array)) throw new Error('stored record has an unknown shape');
    const samples = new Float32Array(l.data.length);
    for (let i = 0; i < samples.length; i++) {
      const q = l.data[i];
      samples[i] = q === NAN_CODE ? NaN : q * l.scale;
    }
    return { name: l.name, samples };
  });
  return {
    id: c.id,
    fs: c.fs,
    length: c.length,
    leads,
    annotations: c.annotations ?? [],
    metadata: c.metadata ?? {},
    deviceMeasurements: c.deviceMeasurements,
    deviceMedianBeats: c.deviceMedianBeats,
    source: c.source,
  };
}
