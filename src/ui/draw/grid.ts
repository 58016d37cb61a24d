import { GRID_MAJOR, GRID_MINOR, PAPER } from './colors';
import type { TraceLayout } from './layout';

/** Smallest spacing (px) at which grid lines are still drawn instead of a solid tint. */
const MIN_SPACING = 3;

function lines(
  ctx: CanvasRenderingContext2D,
  from: number,
  to: number,
  origin: number,
  step: number,
  draw: (p: number) => void,
): void {
  let k = Math.ceil((from - origin) / step);
  for (let p = origin + k * step; p <= to; k++, p = origin + k * step) draw(Math.round(p) + 0.5);
}

/** ECG paper: 1 mm minor and 5 mm major lines over the paper area, clipped to the canvas. */
export function drawGrid(ctx: CanvasRenderingContext2D, layout: TraceLayout, width: number, height: number): void {
  const p = layout.paper;
  const x0 = Math.max(0, p.x);
  const y0 = Math.max(0, p.y);
  const x1 = Math.min(width, p.x + p.width);
  const y1 = Math.min(height, p.y + p.height);
  ctx.fillStyle = PAPER;
  ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  ctx.lineWidth = 1;
  for (const [mm, color] of [
    [1, GRID_MINOR],
    [5, GRID_MAJOR],
  ] as const) {
    ctx.beginPath();
    if (layout.mmX * mm >= MIN_SPACING) {
      lines(ctx, x0, x1, p.originX, layout.mmX * mm, (x) => {
        ctx.moveTo(x, y0);
        ctx.lineTo(x, y1);
      });
    }
    if (layout.mmY * mm >= MIN_SPACING) {
      lines(ctx, y0, y1, p.originY, layout.mmY * mm, (y) => {
        ctx.moveTo(x0, y);
        ctx.lineTo(x1, y);
      });
    }
    ctx.strokeStyle = color;
    ctx.stroke();
  }
}

const TICK_STEPS = [0.2, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14400];

export function formatClock(sec: number, withFraction = false): string {
  const s = Math.max(0, sec);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const ss = withFraction ? rest.toFixed(1).padStart(4, '0') : String(Math.floor(rest)).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Time labels along the top of the stacked view, at a step that leaves ≥ 80 px between them. */
export function drawTimeTicks(ctx: CanvasRenderingContext2D, layout: TraceLayout, y: number): void {
  const cell = layout.cells[0];
  if (!cell) return;
  const step = TICK_STEPS.find((s) => s * layout.pxPerSec >= 80) ?? 14400;
  if (layout.mmX * 5 < MIN_SPACING) {
    // Paper boxes would be a solid tint at this scale: time lines take their place.
    ctx.beginPath();
    for (let t = Math.ceil(cell.t0 / step) * step; t <= cell.t1; t += step) {
      const x = Math.round(cell.x + (t - cell.t0) * layout.pxPerSec) + 0.5;
      ctx.moveTo(x, layout.paper.y);
      ctx.lineTo(x, layout.paper.y + layout.paper.height);
    }
    ctx.strokeStyle = GRID_MAJOR;
    ctx.lineWidth = 1;
    ctx.stroke();
  }
  ctx.fillStyle = '#5b6472';
  ctx.font = '11px system-ui, sans-serif';
  ctx.textBaseline = 'top';
  ctx.textAlign = 'center';
  for (let t = Math.ceil(cell.t0 / step) * step; t <= cell.t1; t += step) {
    const x = cell.x + (t - cell.t0) * layout.pxPerSec;
    ctx.textAlign = x > cell.x + cell.width - 30 ? 'right' : 'center';
    ctx.fillText(formatClock(t, step < 1), x, y);
  }
  ctx.textAlign = 'left';
}
