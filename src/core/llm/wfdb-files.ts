import type { EcgRecord } from '../types';

/** A WFDB record (format 16) for servers that take a .hea + .dat pair. */
export interface WfdbFiles {
  name: string;
  hea: string;
  dat: Uint8Array;
}

/** adu per mV: 1 µV resolution, ±32.7 mV range. */
const GAIN = 1000;
const INVALID = -32768;
export const WFDB_MAX_SAMPLES = 50_000_000;

function safeName(id: string): string {
  const s = id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60);
  return s || 'record';
}

function oneLine(s: string): string {
  return s.replace(/[\r\n\t]+/g, ' ').slice(0, 60);
}

/** The record (or its first `seconds`) as WFDB format 16 at 1000 adu/mV; NaN is the invalid value. */
export function recordToWfdb(record: EcgRecord, seconds?: number): WfdbFiles {
  const name = safeName(record.id);
  const nsig = record.leads.length;
  const length = seconds ? Math.min(record.length, Math.round(seconds * record.fs)) : record.length;
  if (nsig === 0 || length === 0) throw new Error('the record has no samples to send');
  if (nsig * length > WFDB_MAX_SAMPLES) throw new Error(`too many samples to send (${nsig * length}, at most ${WFDB_MAX_SAMPLES})`);
  const dat = new Uint8Array(nsig * length * 2);
  const view = new DataView(dat.buffer);
  const sums = new Array<number>(nsig).fill(0);
  const first = new Array<number>(nsig).fill(0);
  for (let i = 0; i < length; i++) {
    for (let s = 0; s < nsig; s++) {
      const v = record.leads[s].samples[i];
      const d = Number.isNaN(v) ? INVALID : Math.max(-32767, Math.min(32767, Math.round(v * GAIN)));
      if (i === 0) first[s] = d;
      sums[s] += d;
      view.setInt16((i * nsig + s) * 2, d, true);
    }
  }
  const checksum = (sum: number) => {
    const c = ((sum % 65536) + 65536) % 65536;
    return c > 32767 ? c - 65536 : c;
  };
  const lines = [`${name} ${nsig} ${record.fs} ${length}`];
  record.leads.forEach((lead, s) => {
    lines.push(`${name}.dat 16 ${GAIN}/mV 16 0 ${first[s]} ${checksum(sums[s])} 0 ${oneLine(lead.name)}`);
  });
  return { name, hea: `${lines.join('\n')}\n`, dat };
}
