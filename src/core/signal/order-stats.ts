/**
 * Order statistics without a full sort: Hoare quickselect with median-of-three pivots, O(n)
 * expected. Used by the QRS detector, the delineator (medians of block maxima / envelope subsamples) and signal
 * quality (robust peak-to-peak percentiles), where sorting was the largest cost of a 10-s analysis.
 */

/** Rearranges a[lo..hi] so that a[k] holds the value a sorted array would hold there. */
export function selectInPlace(a: Float32Array | Float64Array, k: number, lo = 0, hi = a.length - 1): number {
  while (hi > lo) {
    const mid = (lo + hi) >> 1;
    // Median of three as pivot: sorted a[lo] ≤ a[mid] ≤ a[hi].
    if (a[mid] < a[lo]) swap(a, mid, lo);
    if (a[hi] < a[lo]) swap(a, hi, lo);
    if (a[hi] < a[mid]) swap(a, hi, mid);
    const pivot = a[mid];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        swap(a, i, j);
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k];
  }
  return a[k];
}

function swap(a: Float32Array | Float64Array, i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}

/** Median (mean of the two middle values for even length) of `a`, which is reordered; 0 when empty. */
export function medianInPlace(a: Float32Array | Float64Array): number {
  const n = a.length;
  if (n === 0) return 0;
  const m = n >> 1;
  const upper = selectInPlace(a, m);
  if (n % 2) return upper;
  // After selecting m, a[0..m-1] ≤ a[m]: the lower middle value is their maximum.
  let lower = -Infinity;
  for (let i = 0; i < m; i++) if (a[i] > lower) lower = a[i];
  return 0.5 * (lower + upper);
}

/** Median (mean of the two middle values for even length); 0 for an empty input. The input is not modified. */
export function medianOf(values: ArrayLike<number>): number {
  return medianInPlace(Float64Array.from(values));
}

/** The lower middle value (index ⌊(n−1)/2⌋ of the sorted values); the input is not modified. */
export function lowerMedian(values: ArrayLike<number>): number {
  return selectInPlace(Float64Array.from(values), (values.length - 1) >> 1);
}

/** The upper middle value (index ⌊n/2⌋ of the sorted values); the input is not modified. */
export function upperMedian(values: ArrayLike<number>): number {
  return selectInPlace(Float64Array.from(values), values.length >> 1);
}

/**
 * Nearest-rank quantiles (index round(p·(n−1)) of the sorted values) of `a`, which may be reordered.
 * `ps` must be ascending; each selection then only searches the part right of the previous one. Ranks
 * within TAIL_FRACTION of either end (the robust extremes of signal quality) come from a bounded heap
 * instead, one pass that rarely touches the heap: several times faster than a selection there. Values must be
 * finite (callers drop NaN); an empty input gives NaN.
 */
export function quantilesInPlace(a: Float64Array, ps: number[]): number[] {
  const n = a.length;
  if (n === 0) return ps.map(() => NaN);
  let lo = 0;
  return ps.map((p) => {
    const k = Math.min(n - 1, Math.max(0, Math.round(p * (n - 1))));
    if (k < TAIL_FRACTION * n) return tailValue(a, k, 1);
    if (n - 1 - k < TAIL_FRACTION * n) return -tailValue(a, n - 1 - k, -1);
    const v = selectInPlace(a, k, k >= lo ? lo : 0, n - 1);
    lo = k;
    return v;
  });
}

const TAIL_FRACTION = 1 / 32;

/** The k-th smallest of sign·a (a not modified): a max-heap of the k + 1 smallest seen. */
function tailValue(a: Float64Array, k: number, sign: 1 | -1): number {
  const size = k + 1;
  const heap = new Float64Array(size);
  for (let i = 0; i < size; i++) heap[i] = sign * a[i];
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(heap, i, size);
  for (let i = size; i < a.length; i++) {
    const v = sign * a[i];
    if (v < heap[0]) {
      heap[0] = v;
      siftDown(heap, 0, size);
    }
  }
  return heap[0];
}

function siftDown(h: Float64Array, i: number, size: number): void {
  const v = h[i];
  for (;;) {
    let c = 2 * i + 1;
    if (c >= size) break;
    if (c + 1 < size && h[c + 1] > h[c]) c++;
    if (h[c] <= v) break;
    h[i] = h[c];
    i = c;
  }
  h[i] = v;
}
