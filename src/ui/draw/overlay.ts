import type { Calipers, Marker } from '../../state/calipers';
import { CALIPER, CALIPER_FILL, CURSOR } from './colors';
import { sampleX, type TraceLayout } from './layout';

/** Cursor and caliper markers: redrawn on every pointer move, so kept off the trace canvas. */
export function drawOverlay(
  ctx: CanvasRenderingContext2D,
  layout: TraceLayout,
  fs: number,
  cursor: Marker | null,
  calipers: Calipers,
  width: number,
  height: number,
): void {
  ctx.clearRect(0, 0, width, height);
  for (const cell of layout.cells) {
    const top = cell.top;
    const bottom = cell.top + cell.height;
    const xa = calipers.a ? sampleX(layout, cell, calipers.a.sample, fs) : null;
    const xb = calipers.b ? sampleX(layout, cell, calipers.b.sample, fs) : null;
    if (calipers.a && calipers.b) {
      const ta = calipers.a.sample / fs;
      const tb = calipers.b.sample / fs;
      const lo = Math.max(Math.min(ta, tb), cell.t0);
      const hi = Math.min(Math.max(ta, tb), cell.t1);
      if (hi > lo) {
        ctx.fillStyle = CALIPER_FILL;
        ctx.fillRect(cell.x + (lo - cell.t0) * layout.pxPerSec, top, (hi - lo) * layout.pxPerSec, cell.height);
      }
    }
    ctx.lineWidth = 1.5;
    for (const [x, name, active] of [
      [xa, 'A', calipers.active === 'a'],
      [xb, 'B', calipers.active === 'b'],
    ] as const) {
      if (x === null) continue;
      ctx.strokeStyle = CALIPER;
      ctx.setLineDash(active ? [] : [4, 3]);
      ctx.beginPath();
      ctx.moveTo(Math.round(x) + 0.5, top);
      ctx.lineTo(Math.round(x) + 0.5, bottom);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = CALIPER;
      ctx.font = '600 11px system-ui, sans-serif';
      ctx.textBaseline = 'bottom';
      ctx.fillText(name, x + 3, bottom - 2);
    }
    if (cursor) {
      const x = sampleX(layout, cell, cursor.sample, fs);
      if (x !== null) {
        ctx.strokeStyle = CURSOR;
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(Math.round(x) + 0.5, top);
        ctx.lineTo(Math.round(x) + 0.5, bottom);
        ctx.stroke();
      }
    }
  }
}
