// Per-lead preprocessing of the delineation network (mirrors normalise() in training/train_delineator.py).
import { medianOf } from '../core/signal/order-stats';

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
