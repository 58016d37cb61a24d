import type { Beat, EvidencePointer } from '../../core/types';
import type { TraceLayout } from '../draw/layout';
import { downTriangle } from '../draw/marks';

const MAX_BEAT_MARKS = 64;

function alpha(color: string, a: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) return color;
  const n = parseInt(m[1], 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a})`;
}

/**
 * Evidence of the selected claim or finding on the overlay: the lead's cells outlined, the sample
 * range shaded, the beats marked with a triangle. Returns how many pointer pieces are on screen.
 */
export function drawHighlight(
  ctx: CanvasRenderingContext2D,
  layout: TraceLayout,
  fs: number,
  leadNames: string[],
  evidence: EvidencePointer[],
  color: string,
  beats: Beat[] | null,
  width: number,
  height: number,
): number {
  let visible = 0;
  const beatCount = evidence.reduce((n, p) => n + (p.beats?.length ?? 0), 0);
  for (const cell of layout.cells) {
    if (cell.lead < 0) continue;
    const mine = evidence.filter((p) => p.lead === leadNames[cell.lead]);
    if (mine.length === 0) continue;
    if (cell.x > width || cell.x + cell.width < 0 || cell.top > height || cell.top + cell.height < 0) continue;
    // Outline only the cells that show the evidence (a paper page shows each lead for 2.5 s).
    if (mine.every((p) => p.to / fs < cell.t0 || p.from / fs > cell.t1)) continue;
    ctx.strokeStyle = alpha(color, 0.9);
    ctx.lineWidth = 2;
    ctx.setLineDash([]);
    ctx.strokeRect(cell.x + 1, cell.top + 1, cell.width - 2, cell.height - 2);
    for (const p of mine) {
      const lo = Math.max(p.from / fs, cell.t0);
      const hi = Math.min(p.to / fs, cell.t1);
      if (hi < lo) continue;
      visible++;
      const x0 = cell.x + (lo - cell.t0) * layout.pxPerSec;
      const w = Math.max(3, (hi - lo) * layout.pxPerSec);
      const wide = w > cell.width * 0.5;
      ctx.fillStyle = alpha(color, wide ? 0.1 : 0.28);
      ctx.fillRect(x0 - (w === 3 ? 1 : 0), cell.top + 2, w, cell.height - 4);
      if (!wide) {
        ctx.fillStyle = alpha(color, 0.95);
        ctx.fillRect(x0, cell.top + 2, 1.5, cell.height - 4);
        ctx.fillRect(x0 + w - 1.5, cell.top + 2, 1.5, cell.height - 4);
      }
      if (!beats || beatCount > MAX_BEAT_MARKS) continue;
      ctx.fillStyle = alpha(color, 0.95);
      for (const i of p.beats ?? []) {
        const b = beats[i];
        if (!b) continue;
        const t = b.r / fs;
        if (t < cell.t0 || t > cell.t1) continue;
        const x = cell.x + (t - cell.t0) * layout.pxPerSec;
        const y = cell.top + 4;
        downTriangle(ctx, x, y);
        ctx.fill();
      }
    }
  }
  return visible;
}
