import { bucketMinMax, buildMinMaxPyramid, type MinMaxPyramid } from '../../core/signal/pyramid';
import { pyramidInWorker } from '../../workers/clients';
import { recordDraw } from '../perf';
import type { Cell, TraceLayout } from './layout';

const pyramids = new WeakMap<Float32Array, MinMaxPyramid | 'pending'>();
/** Leads up to this many samples get their pyramid at once; longer ones from the pyramid worker. */
const SYNC_PYRAMID_SAMPLES = 2_000_000;
let onPyramidReady: () => void = () => {};

/** Called when a pyramid built in the worker arrives (the view redraws). */
export function setPyramidListener(fn: () => void): void {
  onPyramidReady = fn;
}

/** The min/max pyramid of a lead, or null while the worker is still building it. */
export function pyramidOf(x: Float32Array): MinMaxPyramid | null {
  const p = pyramids.get(x);
  if (p === 'pending') return null;
  if (p) return p;
  if (x.length <= SYNC_PYRAMID_SAMPLES) {
    const t0 = performance.now();
    const built = buildMinMaxPyramid(x);
    recordDraw(`pyramid-build:${x.length}`, performance.now() - t0);
    pyramids.set(x, built);
    return built;
  }
  pyramids.set(x, 'pending');
  const t0 = performance.now();
  pyramidInWorker(x).then(
    (levels) => {
      pyramids.set(x, { source: x, levels });
      recordDraw(`pyramid-build:${x.length}`, performance.now() - t0);
      onPyramidReady();
    },
    () => pyramids.delete(x),
  );
  return null;
}

/** Until the pyramid exists: min/max of an evenly strided subset (approximate, bounded work). */
function stridedMinMax(x: Float32Array, from: number, to: number, count: number, min: Float32Array, max: Float32Array): void {
  const w = (to - from) / count;
  const stride = Math.max(1, Math.floor(w / 16));
  for (let j = 0; j < count; j++) {
    let lo = Infinity;
    let hi = -Infinity;
    const e = Math.min(to, from + Math.floor((j + 1) * w));
    for (let i = from + Math.floor(j * w); i < e; i += stride) {
      const v = x[i];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    min[j] = lo === Infinity ? NaN : lo;
    max[j] = hi === -Infinity ? NaN : hi;
  }
}

let scratchMin = new Float32Array(0);
let scratchMax = new Float32Array(0);

/** Draw raw samples when there are few per pixel; otherwise ≈4 min/max buckets per pixel. */
export function traceCell(
  ctx: CanvasRenderingContext2D,
  layout: TraceLayout,
  cell: Cell,
  x: Float32Array,
  fs: number,
  clipWidth: number,
): void {
  const pxPerSec = layout.pxPerSec;
  const visX0 = Math.max(cell.x, 0);
  const visX1 = Math.min(cell.x + cell.width, clipWidth);
  if (visX1 <= visX0) return;
  const tA = cell.t0 + (visX0 - cell.x) / pxPerSec;
  const tB = cell.t0 + (visX1 - cell.x) / pxPerSec;
  const s0 = Math.max(0, Math.floor(tA * fs));
  const s1 = Math.min(x.length, Math.ceil(tB * fs) + 1);
  if (s1 - s0 < 1) return;
  const gain = cell.sign * layout.pxPerMv;
  const y0 = cell.yMid;
  const xAt = (s: number) => cell.x + (s / fs - cell.t0) * pxPerSec;
  const samplesPerPx = fs / pxPerSec;
  ctx.beginPath();
  if (samplesPerPx <= 3) {
    let pen = false;
    for (let i = s0; i < s1; i++) {
      const v = x[i];
      if (Number.isNaN(v)) {
        pen = false;
        continue;
      }
      const px = xAt(i);
      const py = y0 - v * gain;
      if (pen) ctx.lineTo(px, py);
      else ctx.moveTo(px, py);
      pen = true;
    }
  } else {
    const pixels = xAt(s1) - xAt(s0);
    const count = Math.max(1, Math.min(Math.ceil(pixels * 4), Math.floor((s1 - s0) / 2)));
    if (scratchMin.length < count) {
      scratchMin = new Float32Array(count * 2);
      scratchMax = new Float32Array(count * 2);
    }
    const pyramid = pyramidOf(x);
    if (pyramid) bucketMinMax(pyramid, s0, s1, count, scratchMin, scratchMax);
    else stridedMinMax(x, s0, s1, count, scratchMin, scratchMax);
    // Dense data: one filled column per pixel spanning its 4 buckets' min..max, widened to
    // touch the neighbouring column (a path of thousands of tall overlapping strokes rasterises
    // an order of magnitude slower).
    const xStart = xAt(s0);
    const dx = pixels / count;
    const lw = ctx.lineWidth;
    ctx.fillStyle = ctx.strokeStyle;
    let prevLo = NaN;
    let prevHi = NaN;
    for (let j = 0; j < count; j += 4) {
      let lo = Infinity;
      let hi = -Infinity;
      for (let k = j; k < Math.min(count, j + 4); k++) {
        if (scratchMin[k] < lo) lo = scratchMin[k];
        if (scratchMax[k] > hi) hi = scratchMax[k];
      }
      if (lo === Infinity) {
        prevLo = prevHi = NaN;
        continue;
      }
      if (lo > prevHi) lo = prevHi;
      if (hi < prevLo) hi = prevLo;
      prevLo = lo;
      prevHi = hi;
      const top = y0 - Math.max(hi * gain, lo * gain);
      const bottom = y0 - Math.min(hi * gain, lo * gain);
      ctx.fillRect(xStart + j * dx, top - lw / 2, Math.max(lw * 0.8, 4 * dx), bottom - top + lw);
    }
    return;
  }
  ctx.stroke();
}

/** A 1 mV, 200 ms calibration pulse at the left of a row. */
export function calibrationPulse(ctx: CanvasRenderingContext2D, layout: TraceLayout, x: number, y: number): void {
  const h = layout.pxPerMv;
  const w = layout.calWidth;
  const lead = Math.min(w * 0.5, 6);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + lead, y);
  ctx.lineTo(x + lead, y - h);
  ctx.lineTo(x + lead + w, y - h);
  ctx.lineTo(x + lead + w, y);
  ctx.lineTo(x + 2 * lead + w, y);
  ctx.stroke();
}
