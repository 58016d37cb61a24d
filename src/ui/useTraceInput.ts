import { useEffect, type RefObject } from 'react';
import * as actions from '../state/actions';
import { getState } from '../state/store';
import { hitTest, type TraceLayout } from './draw/layout';
import { clampViewport, zoomAt, type ViewBounds } from './draw/viewport';

export interface TraceInputContext {
  layout: TraceLayout;
  bounds: ViewBounds;
}

/**
 * Mouse, touch and keyboard on the trace view: wheel/pinch/± zoom, drag/arrows pan, pointer
 * moves the shared cursor, click or 'c' places a caliper marker, arrows nudge the active one.
 */
export function useTraceInput(target: RefObject<HTMLElement | null>, ctx: RefObject<TraceInputContext | null>): void {
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let drag: { x: number; y: number; moved: boolean } | null = null;
    let pinchDist = 0;

    const local = (e: { clientX: number; clientY: number }) => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const apply = (vp: ReturnType<typeof getState>['viewport']) => {
      const c = ctx.current;
      if (c) actions.setViewport(clampViewport(vp, c.bounds));
    };
    const hit = (x: number, y: number) => {
      const c = ctx.current;
      const rec = getState().record;
      if (!c || !rec) return null;
      const h = hitTest(c.layout, x, y, rec.fs, rec.length);
      return h ? { sample: h.sample, lead: h.cell.lead, sign: h.cell.sign } : null;
    };
    const panBy = (dx: number, dy: number) => {
      const c = ctx.current;
      if (!c) return;
      const vp = getState().viewport;
      // Paper wider than the view: move the page; otherwise move through time.
      if (c.layout.kind === 'paper' && c.layout.paper.width > c.bounds.width + 1) apply({ ...vp, panX: vp.panX + dx, panY: vp.panY + dy });
      else apply({ ...vp, start: vp.start - dx / c.layout.pxPerSec, panY: vp.panY + dy });
    };
    const zoom = (factor: number, x: number, y: number) => {
      const c = ctx.current;
      if (c) apply(zoomAt(getState().viewport, c.layout, factor, x, y));
    };

    const onPointerDown = (e: PointerEvent) => {
      el.focus({ preventScroll: true });
      el.setPointerCapture(e.pointerId);
      const p = local(e);
      pointers.set(e.pointerId, p);
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        pinchDist = Math.hypot(a.x - b.x, a.y - b.y);
        drag = null;
      } else drag = { ...p, moved: false };
    };
    const onPointerMove = (e: PointerEvent) => {
      const p = local(e);
      if (pointers.has(e.pointerId)) pointers.set(e.pointerId, p);
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (pinchDist > 0 && d > 0) zoom(d / pinchDist, (a.x + b.x) / 2, (a.y + b.y) / 2);
        pinchDist = d;
        return;
      }
      if (drag) {
        const dx = p.x - drag.x;
        const dy = p.y - drag.y;
        if (drag.moved || Math.hypot(dx, dy) > 4) {
          drag.moved = true;
          panBy(dx, dy);
          drag.x = p.x;
          drag.y = p.y;
          return;
        }
      }
      actions.setCursor(hit(p.x, p.y));
    };
    const onPointerUp = (e: PointerEvent) => {
      const wasClick = drag && !drag.moved && pointers.size === 1;
      pointers.delete(e.pointerId);
      if (wasClick) {
        const m = hit(local(e).x, local(e).y);
        if (m) actions.placeCaliper(m);
      }
      drag = null;
    };
    const onPointerCancel = (e: PointerEvent) => {
      pointers.delete(e.pointerId);
      drag = null;
    };
    const onLeave = () => {
      if (pointers.size === 0) actions.setCursor(null);
    };
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = local(e);
      if (e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY)) panBy(-(e.deltaX || e.deltaY), 0);
      else zoom(Math.exp(-e.deltaY * 0.0015), p.x, p.y);
    };
    const onKey = (e: KeyboardEvent) => {
      const c = ctx.current;
      if (!c || e.ctrlKey || e.metaKey || e.altKey) return;
      const cx = el.clientWidth / 2;
      const cy = el.clientHeight / 2;
      const step = e.shiftKey ? 10 : 1;
      let handled = true;
      switch (e.key) {
        case '+':
        case '=':
          zoom(1.25, cx, cy);
          break;
        case '-':
        case '_':
          zoom(0.8, cx, cy);
          break;
        case '0':
          apply({ ...getState().viewport, zoom: 1, panX: 0, panY: 0 });
          break;
        case 'ArrowLeft':
        case 'ArrowRight': {
          const dir = e.key === 'ArrowLeft' ? -1 : 1;
          if (!actions.nudgeCaliper(dir * step)) {
            const vp = getState().viewport;
            apply({ ...vp, start: vp.start + dir * c.layout.windowSec * (e.shiftKey ? 0.9 : 0.1) });
          }
          break;
        }
        case 'ArrowUp':
        case 'ArrowDown':
          panBy(0, e.key === 'ArrowUp' ? 40 : -40);
          break;
        case 'Home':
          apply({ ...getState().viewport, start: 0 });
          break;
        case 'End':
          apply({ ...getState().viewport, start: Number.MAX_SAFE_INTEGER });
          break;
        case 'c':
        case 'C': {
          const { cursor, record } = getState();
          const first = c.layout.cells.find((cell) => cell.lead >= 0);
          const m =
            cursor ?? (first && record ? { lead: first.lead, sample: Math.min(record.length - 1, Math.round(((first.t0 + first.t1) / 2) * record.fs)) } : null);
          if (m) actions.placeCaliper(m);
          break;
        }
        case 'Escape':
          actions.clearCalipers();
          break;
        default:
          handled = false;
      }
      if (handled) e.preventDefault();
    };

    el.addEventListener('pointerdown', onPointerDown);
    el.addEventListener('pointermove', onPointerMove);
    el.addEventListener('pointerup', onPointerUp);
    el.addEventListener('pointercancel', onPointerCancel);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('pointerdown', onPointerDown);
      el.removeEventListener('pointermove', onPointerMove);
      el.removeEventListener('pointerup', onPointerUp);
      el.removeEventListener('pointercancel', onPointerCancel);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('keydown', onKey);
    };
  }, [target, ctx]);
}
