import type { Analysis, EcgAnnotation } from '../../core/types';
import { ANNOTATION, LABEL, TRACE, WAVE } from './colors';
import { drawGrid, drawTimeTicks } from './grid';
import type { Cell, TraceLayout } from './layout';
import { calibrationPulse, traceCell } from './trace';

export interface SceneData {
  fs: number;
  leadNames: string[];
  leads: Float32Array[];
  analysis: Analysis | null;
  annotations: EcgAnnotation[];
  showFiducials: boolean;
  showAnnotations: boolean;
}

/** Everything that only changes with the record, the filters or the view: paper, traces, labels. */
export function drawScene(ctx: CanvasRenderingContext2D, layout: TraceLayout, data: SceneData, width: number, height: number): void {
  ctx.fillStyle = '#f4f5f7';
  ctx.fillRect(0, 0, width, height);
  drawGrid(ctx, layout, width, height);
  if (layout.kind === 'stacked') drawTimeTicks(ctx, layout, layout.paper.y + 3);

  ctx.strokeStyle = TRACE;
  ctx.lineJoin = 'bevel';
  ctx.lineWidth = 1.25;
  for (const p of layout.calPulses) calibrationPulse(ctx, layout, p.x, p.y);
  for (const cell of layout.cells) {
    const x = cell.lead >= 0 ? data.leads[cell.lead] : undefined;
    if (x) traceCell(ctx, layout, cell, x, data.fs, width);
  }
  if (layout.kind === 'paper') columnMarks(ctx, layout);
  if (data.showFiducials && data.analysis) for (const cell of layout.cells) fiducials(ctx, layout, cell, data);
  if (data.showAnnotations && data.annotations.length) annotations(ctx, layout, data);
  labels(ctx, layout);
}

function labels(ctx: CanvasRenderingContext2D, layout: TraceLayout): void {
  ctx.font = '600 13px system-ui, sans-serif';
  ctx.textBaseline = 'top';
  for (const cell of layout.cells) {
    const x = layout.kind === 'paper' ? cell.x + 5 : 4;
    const y = cell.top + (layout.kind === 'paper' ? 4 : 2);
    const text = cell.lead >= 0 ? cell.label : `${cell.label} (absent)`;
    ctx.fillStyle = 'rgba(255, 246, 244, 0.85)';
    ctx.fillRect(x - 2, y - 1, ctx.measureText(text).width + 4, 16);
    ctx.fillStyle = cell.lead >= 0 ? LABEL : '#8a8f98';
    ctx.fillText(text, x, y);
  }
}

function columnMarks(ctx: CanvasRenderingContext2D, layout: TraceLayout): void {
  ctx.beginPath();
  for (const cell of layout.cells) {
    if (cell.rhythm || Math.abs(cell.x - layout.cells[0].x) < 1) continue;
    const x = Math.round(cell.x) + 0.5;
    ctx.moveTo(x, cell.yMid - 3 * layout.mmY);
    ctx.lineTo(x, cell.yMid + 3 * layout.mmY);
  }
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function fiducials(ctx: CanvasRenderingContext2D, layout: TraceLayout, cell: Cell, data: SceneData): void {
  if (cell.lead < 0 || layout.windowSec > 120) return;
  const name = data.leadNames[cell.lead];
  const waves = data.analysis?.leads?.[name]?.waves;
  const x = data.leads[cell.lead];
  const s0 = Math.floor(cell.t0 * data.fs);
  const s1 = Math.ceil(cell.t1 * data.fs);
  const xAt = (s: number) => cell.x + (s / data.fs - cell.t0) * layout.pxPerSec;
  const yAt = (s: number) => cell.yMid - cell.sign * (x?.[s] ?? 0) * layout.pxPerMv;
  const tick = (s: number | null | undefined, color: string) => {
    if (s == null || s < s0 || s > s1 || s >= (x?.length ?? 0)) return;
    const px = xAt(s);
    const py = Number.isNaN(yAt(s)) ? cell.yMid : yAt(s);
    ctx.strokeStyle = color;
    ctx.beginPath();
    ctx.moveTo(px, py - 5);
    ctx.lineTo(px, py + 5);
    ctx.stroke();
  };
  ctx.lineWidth = 1;
  ctx.globalAlpha = 0.8;
  if (waves) {
    for (const w of waves) {
      const color = WAVE[w.type] ?? LABEL;
      tick(w.on, color);
      tick(w.off, color);
      if (w.peak >= s0 && w.peak <= s1 && w.peak < (x?.length ?? 0)) {
        ctx.fillStyle = color;
        ctx.beginPath();
        ctx.arc(xAt(w.peak), yAt(w.peak), 1.8, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  } else {
    for (const b of data.analysis?.beats ?? []) {
      tick(b.pOn, WAVE.P);
      tick(b.pOff, WAVE.P);
      tick(b.qrsOn, WAVE.QRS);
      tick(b.qrsOff, WAVE.QRS);
      tick(b.tOff, WAVE.T);
    }
  }
  ctx.globalAlpha = 1;
}

/** File annotations (beat labels, rhythm changes) above the rhythm row, when few enough to read. */
function annotations(ctx: CanvasRenderingContext2D, layout: TraceLayout, data: SceneData): void {
  if (layout.windowSec > 90) return;
  ctx.font = '11px system-ui, sans-serif';
  ctx.textBaseline = 'top';
  ctx.textAlign = 'center';
  ctx.fillStyle = ANNOTATION;
  for (const cell of layout.cells) {
    if (!cell.rhythm) continue;
    const s0 = cell.t0 * data.fs;
    const s1 = cell.t1 * data.fs;
    // Just above where a 2 mV R wave would reach, but inside the row.
    const labelY = Math.max(cell.top + 18, cell.yMid - 2 * layout.pxPerMv - 12);
    let shown = 0;
    for (const a of data.annotations) {
      if (a.sample < s0 || a.sample > s1 || (a.lead != null && a.lead !== data.leadNames[cell.lead])) continue;
      if (a.source && a.source !== 'atr' && a.symbol.length === 1 && '()'.includes(a.symbol)) continue;
      const text = a.symbol === '+' && a.aux ? a.aux.replace(/\0/g, '') : a.symbol;
      ctx.fillText(text, cell.x + (a.sample / data.fs - cell.t0) * layout.pxPerSec, labelY);
      if (++shown > 400) break;
    }
  }
  ctx.textAlign = 'left';
}
