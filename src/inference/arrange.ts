// Fit a record to a user model's input contract: pick leads, resample, crop/pad, scale, lay out.
import type { EcgRecord } from '../core/types';
import type { ModelCard } from './card';
import { resample } from './resample';

const ALIASES: Record<string, string> = { mlii: 'ii', mli: 'i', mliii: 'iii', avr: 'avr', avl: 'avl', avf: 'avf' };
const key = (name: string) => { const k = name.trim().toLowerCase().replace(/^lead\s*/, ''); return ALIASES[k] ?? k; };

/** Index of each card lead in the record; throws naming the missing leads. */
export function matchLeads(record: EcgRecord, card: ModelCard): number[] {
  const idx = card.input.leads.map((l) => record.leads.findIndex((r) => key(r.name) === key(l)));
  const missing = card.input.leads.filter((_, i) => idx[i] < 0);
  if (missing.length) throw new Error(`${record.id}: lacks lead(s) ${missing.join(', ')} required by model "${card.name}"`);
  return idx;
}

export interface Arranged {
  /** Tensor data for [1, leads, length] or [1, length, leads]. */
  data: Float32Array;
  dims: number[];
  /** Per lead, samples [leads][length] at the model rate before layout (for occlusion). */
  leads: Float32Array[];
}

function scale(x: Float32Array, how: ModelCard['input']['scaling']): Float32Array {
  const v = x.map((s) => (Number.isFinite(s) ? s : 0));
  if (how === 'zscore' && v.length) {
    let m = 0;
    for (const s of v) m += s;
    m /= v.length;
    let ss = 0;
    for (const s of v) ss += (s - m) ** 2;
    const sd = Math.sqrt(ss / v.length) || 1;
    for (let i = 0; i < v.length; i++) v[i] = (v[i] - m) / sd;
  }
  return v;
}

/** Lay out per-lead arrays into the model's tensor. */
export function layout(leads: Float32Array[], card: ModelCard): { data: Float32Array; dims: number[] } {
  const n = card.input.length;
  const L = leads.length;
  const data = new Float32Array(L * n);
  if (card.input.layout === 'leads-first') leads.forEach((x, l) => data.set(x, l * n));
  else for (let l = 0; l < L; l++) for (let t = 0; t < n; t++) data[t * L + l] = leads[l][t];
  return { data, dims: card.input.layout === 'leads-first' ? [1, L, n] : [1, n, L] };
}

/** `startSec`: where in the record the model's window begins (default 0); short records are zero-padded. */
export function arrangeRecord(record: EcgRecord, card: ModelCard, startSec = 0): Arranged {
  const idx = matchLeads(record, card);
  const n = card.input.length;
  const from = Math.max(0, Math.min(record.length, Math.round(startSec * record.fs)));
  const need = Math.ceil((n / card.input.fs) * record.fs) + 1;
  const leads = idx.map((i) => {
    const src = record.leads[i].samples.subarray(from, Math.min(record.length, from + need));
    const r = scale(resample(src, record.fs, card.input.fs), card.input.scaling);
    const out = new Float32Array(n);
    out.set(r.subarray(0, n));
    return out;
  });
  return { ...layout(leads, card), leads };
}
