// Per-sample classes (none/P/QRS/T) -> waves with onset, peak, offset.
import type { Wave, WaveType } from '../core/types';

const CLASS_WAVE: (WaveType | null)[] = [null, 'P', 'QRS', 'T'];
/** Shortest plausible wave (ms); shorter runs are noise. */
const MIN_MS: Record<WaveType, number> = { P: 30, QRS: 30, T: 50 };
/** Same-class runs separated by at most this much 'none' are one wave (ms). */
const MERGE_GAP_MS = 16;

/** Argmax over the class axis of logits laid out [classes, length] starting at `offset`. */
export function argmaxClasses(logits: Float32Array, offset: number, nClasses: number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let t = 0; t < length; t++) {
    let best = 0;
    let bv = logits[offset + t];
    for (let c = 1; c < nClasses; c++) {
      const v = logits[offset + c * length + t];
      if (v > bv) { bv = v; best = c; }
    }
    out[t] = best;
  }
  return out;
}

interface Run { cls: number; start: number; end: number }

function runs(classes: Uint8Array): Run[] {
  const out: Run[] = [];
  let i = 0;
  while (i < classes.length) {
    let j = i;
    while (j + 1 < classes.length && classes[j + 1] === classes[i]) j++;
    if (classes[i] !== 0) out.push({ cls: classes[i], start: i, end: j });
    i = j + 1;
  }
  return out;
}

/** Peak: the sample farthest from the straight line joining the wave's onset and offset. */
function peakOf(signal: Float32Array, on: number, off: number): number {
  const a = Number.isFinite(signal[on]) ? signal[on] : 0;
  const b = Number.isFinite(signal[off]) ? signal[off] : 0;
  let best = on;
  let bv = -1;
  for (let i = on; i <= off; i++) {
    if (!Number.isFinite(signal[i])) continue;
    const base = off > on ? a + ((b - a) * (i - on)) / (off - on) : a;
    const d = Math.abs(signal[i] - base);
    if (d > bv) { bv = d; best = i; }
  }
  return best;
}

/**
 * Waves from per-sample classes at `fsModel`, returned at the record's rate `fsRecord` (indices into `signal`).
 * Runs touching either end of the signal are cut by the window and dropped.
 */
export function classesToWaves(classes: Uint8Array, signal: Float32Array, fsModel: number, fsRecord: number): Wave[] {
  const gap = Math.round((MERGE_GAP_MS / 1000) * fsModel);
  const merged: Run[] = [];
  for (const r of runs(classes)) {
    const last = merged[merged.length - 1];
    if (last && last.cls === r.cls && r.start - last.end - 1 <= gap) last.end = r.end;
    else merged.push({ ...r });
  }
  const ratio = fsRecord / fsModel;
  const waves: Wave[] = [];
  for (const r of merged) {
    const type = CLASS_WAVE[r.cls];
    if (!type) continue;
    if (r.start === 0 || r.end >= classes.length - 1) continue;
    if (((r.end - r.start + 1) / fsModel) * 1000 < MIN_MS[type]) continue;
    const on = Math.min(signal.length - 1, Math.round(r.start * ratio));
    const off = Math.min(signal.length - 1, Math.round(r.end * ratio));
    if (off <= on) continue;
    waves.push({ type, on, peak: peakOf(signal, on, off), off });
  }
  return waves;
}
