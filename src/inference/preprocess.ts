// Per-lead preprocessing of the networks (mirrors normalise() in training/train_delineator.py).
import { medianOf } from '../core/signal/order-stats';
import type { EcgRecord } from '../core/types';
import { resample } from './resample';

/** The rate every committed network reads (delineate.ts, beat-qrs.ts). */
export const NETWORK_FS = 250;

/** NaN -> 0, subtract the median, divide by max(std, 0.05 mV), clip to [-20, 20]. */
export function normaliseLead(x: Float32Array): Float32Array {
  const n = x.length;
  const v = new Float32Array(n);
  for (let i = 0; i < n; i++) v[i] = Number.isFinite(x[i]) ? x[i] : 0;
  if (n === 0) return v;
  const med = medianOf(v);
  let ss = 0;
  let mean = 0;
  for (let i = 0; i < n; i++) { v[i] -= med; mean += v[i]; }
  mean /= n;
  for (let i = 0; i < n; i++) ss += (v[i] - mean) ** 2;
  const s = Math.max(Math.sqrt(ss / n), 0.05);
  for (let i = 0; i < n; i++) v[i] = Math.min(20, Math.max(-20, v[i] / s));
  return v;
}

export const padLength = (n: number, multiple: number): number => Math.ceil(n / multiple) * multiple;

/** The networks' input leads of each record object, made once for both networks (a record is never modified). */
const prepared = new WeakMap<EcgRecord, Float32Array[]>();

/** Lead `i` of `record` resampled to NETWORK_FS and normalised: the input of every network, made once per record. */
export function networkLead(record: EcgRecord, i: number): Float32Array {
  let leads = prepared.get(record);
  if (!leads) prepared.set(record, (leads = []));
  return (leads[i] ??= normaliseLead(resample(record.leads[i].samples, record.fs, NETWORK_FS)));
}
