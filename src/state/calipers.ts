/** A point on the trace: sample index and the lead (index into record.leads) it was placed on. */
export interface Marker {
  sample: number;
  lead: number;
  /** −1 when placed on an inverted trace (−aVR): amplitudes are read as drawn. */
  sign?: 1 | -1;
}

export interface Calipers {
  a: Marker | null;
  b: Marker | null;
  /** The marker arrow keys move. */
  active: 'a' | 'b' | null;
}

export const NO_CALIPERS: Calipers = { a: null, b: null, active: null };

/** First placement sets A, the second B, a third starts over with A. */
export function placeMarker(c: Calipers, m: Marker): Calipers {
  if (!c.a || c.b) return { a: m, b: null, active: 'a' };
  return { a: c.a, b: m, active: 'b' };
}

export function nudgeMarker(c: Calipers, delta: number, length: number): Calipers {
  const which = c.active;
  if (!which) return c;
  const m = c[which];
  if (!m) return c;
  const sample = Math.max(0, Math.min(length - 1, m.sample + delta));
  return { ...c, [which]: { ...m, sample } };
}

export interface CaliperReadout {
  intervalMs: number;
  bpm: number | null;
  /** Signal at B minus signal at A, each on the lead it was placed on (mV). */
  amplitudeMv: number | null;
}

export function caliperReadout(c: Calipers, fs: number, leads: Float32Array[]): CaliperReadout | null {
  if (!c.a || !c.b || !(fs > 0)) return null;
  const intervalMs = (Math.abs(c.b.sample - c.a.sample) * 1000) / fs;
  const va = (c.a.sign ?? 1) * (leads[c.a.lead]?.[c.a.sample] ?? NaN);
  const vb = (c.b.sign ?? 1) * (leads[c.b.lead]?.[c.b.sample] ?? NaN);
  const amplitudeMv = Number.isNaN(va) || Number.isNaN(vb) ? null : vb - va;
  return { intervalMs, bpm: intervalMs > 0 ? 60_000 / intervalMs : null, amplitudeMv };
}
