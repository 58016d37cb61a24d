// Neural-model marks on the overlay canvas: where the network and signal processing disagree, and the
// occlusion-sensitivity heat of a user model (windows whose masking lowers the explained class).
import type { Disagreement } from '../../inference/combine';
import type { OcclusionWindow } from '../../inference/occlusion';
import { WAVE } from '../draw/colors';
import type { TraceLayout } from '../draw/layout';
import { downTriangle } from '../draw/marks';

export const DISAGREE = '#c2185b';

/** Card lead names as the record may spell them (arrange.ts reads MLII as II). */
const sameLead = (card: string, record: string) => card === record || (card === 'II' && record === 'MLII');

export interface ModelMarks {
  disagreements: Disagreement[] | null;
  heat: OcclusionWindow[] | null;
}

/** Draws the marks visible in the layout; returns how many disagreement marks and heat windows were drawn. */
export function drawModelMarks(
  ctx: CanvasRenderingContext2D,
  layout: TraceLayout,
  fs: number,
  leadNames: string[],
  marks: ModelMarks,
): { disagreements: number; heat: number } {
  let nd = 0;
  let nh = 0;
  const maxDrop = Math.max(1e-6, ...(marks.heat ?? []).map((w) => w.drop));
  for (const cell of layout.cells) {
    if (cell.lead < 0) continue;
    const name = leadNames[cell.lead];
    const xOf = (t: number) => cell.x + (t - cell.t0) * layout.pxPerSec;
    for (const w of marks.heat ?? []) {
      const strength = w.drop / maxDrop;
      // Windows below 3 % of the strongest are left out, so the heat shows what drives the output.
      if (strength < 0.03 || !sameLead(w.leadName, name)) continue;
      const lo = Math.max(w.recordStart / fs, cell.t0);
      const hi = Math.min(w.recordEnd / fs, cell.t1);
      if (hi <= lo) continue;
      ctx.fillStyle = `rgba(255, 87, 34, ${(0.1 + 0.45 * strength).toFixed(3)})`;
      ctx.fillRect(xOf(lo), cell.top, (hi - lo) * layout.pxPerSec, cell.height);
      nh++;
    }
    for (const d of marks.disagreements ?? []) {
      if (d.lead !== name) continue;
      const t = d.sample / fs;
      if (t < cell.t0 || t > cell.t1) continue;
      const x = Math.round(xOf(t)) + 0.5;
      const y = cell.top + 3;
      ctx.fillStyle = d.kind === 'dsp-only' ? DISAGREE : WAVE[d.type];
      ctx.strokeStyle = DISAGREE;
      ctx.lineWidth = 1.5;
      downTriangle(ctx, x, y);
      ctx.fill();
      ctx.stroke();
      ctx.setLineDash([2, 3]);
      ctx.beginPath();
      ctx.moveTo(x, y + 8);
      ctx.lineTo(x, cell.top + cell.height);
      ctx.stroke();
      ctx.setLineDash([]);
      nd++;
    }
  }
  return { disagreements: nd, heat: nh };
}
