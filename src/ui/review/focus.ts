import type { EvidencePointer } from '../../core/types';
import type { Viewport } from '../../state/store';
import type { Cell, TraceLayout } from '../draw/layout';
import { clampViewport, type ViewBounds } from '../draw/viewport';

function shows(cell: Cell, p: EvidencePointer, fs: number, shift: number): boolean {
  return p.to / fs >= cell.t0 + shift && p.from / fs <= cell.t1 + shift;
}

/** Every pointer appears in at least one cell of its lead when the page starts `shift` s later. */
function allVisible(layout: TraceLayout, fs: number, leadNames: string[], ev: EvidencePointer[], shift: number): boolean {
  return ev.every((p) => layout.cells.some((c) => c.lead >= 0 && leadNames[c.lead] === p.lead && shows(c, p, fs, shift)));
}

/**
 * Paper page start (s) at which the evidence shows in its leads' cells, trying the current page
 * first, then a page that puts the first pointer in one of its lead's cells; null: none does.
 */
export function paperStartFor(layout: TraceLayout, fs: number, leadNames: string[], ev: EvidencePointer[], vp: Viewport, durationSec: number): number | null {
  const present = ev.filter((p) => leadNames.includes(p.lead));
  if (present.length === 0) return null;
  if (allVisible(layout, fs, leadNames, present, 0)) return vp.start;
  const maxStart = Math.max(0, durationSec - layout.windowSec);
  const first = present[0];
  for (const c of layout.cells) {
    if (c.lead < 0 || leadNames[c.lead] !== first.lead) continue;
    const offset = c.t0 - vp.start;
    const start = Math.max(0, Math.min(maxStart, first.from / fs - offset - 0.3));
    if (allVisible(layout, fs, leadNames, present, start - vp.start)) return start;
  }
  return null;
}

/** Stacked view centred on the evidence, zoomed so a beat-sized range fills a readable window. */
export function stackedFocus(layout: TraceLayout, b: ViewBounds, fs: number, leadNames: string[], ev: EvidencePointer[], vp: Viewport): Viewport {
  const present = ev.filter((p) => leadNames.includes(p.lead));
  if (present.length === 0) return vp;
  const from = Math.min(...present.map((p) => p.from)) / fs;
  const to = Math.max(...present.map((p) => p.to)) / fs;
  const want = Math.min(b.windowAtZoom1, Math.max(2.5, to - from + 1));
  const zoom = b.windowAtZoom1 / want;
  const start = (from + to) / 2 - want / 2;
  // Bring the first evidence lead's row into view when the rows do not all fit.
  let panY = vp.panY;
  const cell = layout.cells.find((c) => c.lead >= 0 && leadNames[c.lead] === present[0].lead);
  if (cell && (cell.top < 0 || cell.top + cell.height > b.height)) panY = vp.panY - (cell.top - b.height / 3);
  return clampViewport({ start, zoom, panX: 0, panY }, b);
}
