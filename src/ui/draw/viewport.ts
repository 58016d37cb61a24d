import type { Viewport } from '../../state/store';
import type { TraceLayout } from './layout';

export interface ViewBounds {
  kind: TraceLayout['kind'];
  width: number;
  height: number;
  durationSec: number;
  /** Visible seconds at zoom 1. */
  windowAtZoom1: number;
  /** Page size at zoom 1 (paper). */
  paperWidth1: number;
  contentHeight1: number;
}

export function boundsOf(layout: TraceLayout, vp: Viewport, width: number, height: number, durationSec: number): ViewBounds {
  const zx = layout.kind === 'stacked' ? vp.zoom : 1;
  const zp = layout.kind === 'paper' ? vp.zoom : 1;
  return {
    kind: layout.kind,
    width,
    height,
    durationSec,
    windowAtZoom1: layout.windowSec * zx,
    paperWidth1: layout.paper.width / zp,
    contentHeight1: layout.contentHeight / zp,
  };
}

export function zoomLimits(b: ViewBounds): [number, number] {
  if (b.kind === 'paper') return [1, 8];
  const fitAll = b.durationSec > 0 ? b.windowAtZoom1 / b.durationSec : 1;
  return [Math.min(1, fitAll), 64];
}

/** Keep zoom, start and pan inside what the record and the page allow. */
export function clampViewport(vp: Viewport, b: ViewBounds): Viewport {
  const [zmin, zmax] = zoomLimits(b);
  const zoom = Math.min(zmax, Math.max(zmin, vp.zoom));
  const windowSec = b.kind === 'stacked' ? b.windowAtZoom1 / zoom : b.windowAtZoom1;
  const start = Math.max(0, Math.min(Math.max(0, b.durationSec - windowSec), vp.start));
  const zp = b.kind === 'paper' ? zoom : 1;
  const panX = b.kind === 'paper' ? Math.min(0, Math.max(Math.min(0, b.width - b.paperWidth1 * zp), vp.panX)) : 0;
  const panY = Math.min(0, Math.max(Math.min(0, b.height - b.contentHeight1 * zp), vp.panY));
  return { start, zoom, panX, panY };
}

/** Zoom by `factor` keeping the point (x, y) still: time for stacked, the page for paper. */
export function zoomAt(vp: Viewport, layout: TraceLayout, factor: number, x: number, y: number): Viewport {
  if (layout.kind === 'stacked') {
    const left = layout.cells[0]?.x ?? 0;
    const t = vp.start + (x - left) / layout.pxPerSec;
    const zoom = vp.zoom * factor;
    const pxPerSec = (layout.pxPerSec / vp.zoom) * zoom;
    return { ...vp, zoom, start: t - (x - left) / pxPerSec };
  }
  const zoom = vp.zoom * factor;
  const f = zoom / vp.zoom;
  return { ...vp, zoom, panX: x - (x - vp.panX) * f, panY: y - (y - vp.panY) * f };
}
