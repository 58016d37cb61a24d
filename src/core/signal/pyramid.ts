// Min/max decimation pyramid for drawing long records: every level keeps, per bucket of
// `bucket` samples, the smallest and largest sample, so any range can be summarised exactly
// in O(levels × factor) steps instead of touching every sample.

export interface MinMaxLevel {
  /** Samples per entry at this level. */
  bucket: number;
  min: Float32Array;
  max: Float32Array;
}

export interface MinMaxPyramid {
  source: Float32Array;
  /** Finest level first; bucket sizes grow by `factor`. */
  levels: MinMaxLevel[];
}

export interface PyramidOptions {
  /** Samples per entry of the finest level (default 8). */
  baseBucket?: number;
  /** Growth of the bucket size from one level to the next (default 4). */
  factor?: number;
}

/** Build the pyramid (one pass per level over the level below). NaN samples are ignored. */
export function buildMinMaxPyramid(x: Float32Array, options: PyramidOptions = {}): MinMaxPyramid {
  const base = Math.max(2, Math.floor(options.baseBucket ?? 8));
  const factor = Math.max(2, Math.floor(options.factor ?? 4));
  const levels: MinMaxLevel[] = [];
  if (x.length < base) return { source: x, levels };

  const n0 = Math.floor(x.length / base);
  const min0 = new Float32Array(n0);
  const max0 = new Float32Array(n0);
  for (let k = 0, i = 0; k < n0; k++) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const end = i + base; i < end; i++) {
      const v = x[i];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    min0[k] = lo;
    max0[k] = hi;
  }
  levels.push({ bucket: base, min: min0, max: max0 });

  for (;;) {
    const below = levels[levels.length - 1];
    const n = Math.floor(below.min.length / factor);
    if (n < 2) break;
    const min = new Float32Array(n);
    const max = new Float32Array(n);
    for (let k = 0, i = 0; k < n; k++) {
      let lo = Infinity;
      let hi = -Infinity;
      for (const end = i + factor; i < end; i++) {
        if (below.min[i] < lo) lo = below.min[i];
        if (below.max[i] > hi) hi = below.max[i];
      }
      min[k] = lo;
      max[k] = hi;
    }
    levels.push({ bucket: below.bucket * factor, min, max });
  }
  return { source: x, levels };
}

/**
 * Exact min and max of samples [from, to) (clamped to the record); NaN when the range holds no
 * finite sample. `out` receives [min, max] and is returned.
 */
export function rangeMinMax(p: MinMaxPyramid, from: number, to: number, out: [number, number] = [NaN, NaN]): [number, number] {
  const x = p.source;
  const levels = p.levels;
  let i = Math.max(0, Math.floor(from));
  const e = Math.min(x.length, Math.floor(to));
  let lo = Infinity;
  let hi = -Infinity;
  let L = -1; // -1 = raw samples
  while (i < e) {
    while (L + 1 < levels.length && i % levels[L + 1].bucket === 0 && i + levels[L + 1].bucket <= e) L++;
    while (L >= 0 && (i + levels[L].bucket > e || i % levels[L].bucket !== 0)) L--;
    if (L < 0) {
      const v = x[i];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
      i++;
    } else {
      const lv = levels[L];
      const k = i / lv.bucket;
      if (lv.min[k] < lo) lo = lv.min[k];
      if (lv.max[k] > hi) hi = lv.max[k];
      i += lv.bucket;
    }
  }
  out[0] = lo === Infinity ? NaN : lo;
  out[1] = hi === -Infinity ? NaN : hi;
  return out;
}

/**
 * Summarise samples [from, to) as `count` consecutive buckets (bucket j covers
 * [from + floor(j·w), from + floor((j+1)·w)) with w = (to − from) / count), writing into
 * `min`/`max` (length ≥ count). Used to draw ≈4 buckets per pixel column.
 */
export function bucketMinMax(
  p: MinMaxPyramid,
  from: number,
  to: number,
  count: number,
  min: Float32Array,
  max: Float32Array,
): void {
  const n = Math.min(Math.floor(count), min.length, max.length);
  const w = (to - from) / Math.max(1, n);
  const pair: [number, number] = [NaN, NaN];
  for (let j = 0; j < n; j++) {
    const s = from + Math.floor(j * w);
    const e = Math.max(s + 1, from + Math.floor((j + 1) * w));
    rangeMinMax(p, s, e, pair);
    min[j] = pair[0];
    max[j] = pair[1];
  }
}

/** Bytes held by the pyramid's levels (not counting the source). */
export function pyramidBytes(p: MinMaxPyramid): number {
  return p.levels.reduce((s, l) => s + l.min.byteLength + l.max.byteLength, 0);
}
