import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { setViewport, updateView } from '../state/actions';
import { useReview } from '../state/review-store';
import { explicitNetwork, useModels } from '../state/models-store';
import { useWorkbench } from '../state/store';
import { canShowPaper, computeLayout, PAGE_H_MM, PAGE_MM } from './draw/layout';
import { drawOverlay } from './draw/overlay';
import { drawModelMarks } from './models/model-overlay';
import { drawScene } from './draw/scene';
import { boundsOf, clampViewport } from './draw/viewport';
import { flushForTiming, recordDraw } from './perf';
import { OverviewStrip } from './OverviewStrip';
import { paperStartFor, stackedFocus } from './review/focus';
import { drawHighlight } from './review/highlight-draw';
import { usePyramidsReady } from './usePyramidsReady';
import { useTraceInput, type TraceInputContext } from './useTraceInput';

function sizeCanvas(c: HTMLCanvasElement, w: number, h: number): CanvasRenderingContext2D | null {
  const dpr = window.devicePixelRatio || 1;
  const W = Math.max(1, Math.round(w * dpr));
  const H = Math.max(1, Math.round(h * dpr));
  if (c.width !== W || c.height !== H) {
    c.width = W;
    c.height = H;
  }
  const ctx = c.getContext('2d');
  ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

/** The traces on ECG paper (3×4 + rhythm strip, or stacked), with cursor and calipers. */
export function TraceView() {
  const record = useWorkbench((s) => s.record);
  const leads = useWorkbench((s) => s.displayLeads);
  const analysis = useWorkbench((s) => s.analysis);
  const view = useWorkbench((s) => s.view);
  const viewport = useWorkbench((s) => s.viewport);
  const cursor = useWorkbench((s) => s.cursor);
  const calipers = useWorkbench((s) => s.calipers);
  const pyramidsReady = usePyramidsReady();
  const highlight = useReview((s) => s.highlight);
  // Disagreement markers belong to an explicit network choice in the Neural models panel, not to the default view.
  const disagreements = useModels((s) => (s.showDisagreements && explicitNetwork(s.delineator) && s.netLeads ? s.disagreements : null));
  const heat = useModels((s) => (s.showHeat ? (s.explanation?.occlusion.windows ?? null) : null));
  const focused = useRef(0);

  const boxRef = useRef<HTMLDivElement>(null);
  const baseRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const inputCtx = useRef<TraceInputContext | null>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });

  useLayoutEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const measure = () => setSize({ w: el.clientWidth, h: el.clientHeight });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const leadNames = useMemo(() => record?.leads.map((l) => l.name) ?? [], [record]);
  const kind = view.layout === 'paper' && canShowPaper(leadNames) ? 'paper' : 'stacked';
  const layout = useMemo(
    () =>
      computeLayout({
        width: size.w,
        height: size.h,
        kind,
        cabrera: view.cabrera,
        speed: view.speed,
        gain: view.gain,
        physical: view.physical,
        pxPerMm: view.pxPerMm,
        leadNames,
        viewport,
      }),
    [size, kind, view.cabrera, view.speed, view.gain, view.physical, view.pxPerMm, leadNames, viewport],
  );
  const duration = record ? record.length / record.fs : 0;
  inputCtx.current = { layout, bounds: boundsOf(layout, viewport, size.w, size.h, duration) };
  useTraceInput(boxRef, inputCtx);

  useLayoutEffect(() => {
    const c = baseRef.current;
    if (!c || !record || !leads || size.w === 0) return;
    const t0 = performance.now();
    const ctx = sizeCanvas(c, size.w, size.h);
    if (!ctx) return;
    drawScene(
      ctx,
      layout,
      {
        fs: record.fs,
        leadNames,
        leads,
        analysis,
        annotations: record.annotations,
        showFiducials: view.fiducials,
        showAnnotations: view.annotations,
      },
      size.w,
      size.h,
    );
    flushForTiming(ctx);
    const ms = performance.now() - t0;
    c.dataset.drawMs = ms.toFixed(2);
    recordDraw(`${layout.kind}:${record.leads.length}x${record.length}`, ms);
  }, [layout, record, leads, analysis, view.fiducials, view.annotations, leadNames, size, pyramidsReady]);

  useLayoutEffect(() => {
    const c = overlayRef.current;
    if (!c || !record || size.w === 0) return;
    const ctx = sizeCanvas(c, size.w, size.h);
    if (!ctx) return;
    drawOverlay(ctx, layout, record.fs, cursor, calipers, size.w, size.h);
    const box = boxRef.current;
    const marks = drawModelMarks(ctx, layout, record.fs, leadNames, { disagreements, heat });
    if (box) {
      box.dataset.disagreementMarks = String(marks.disagreements);
      box.dataset.heatWindows = String(marks.heat);
    }
    if (!highlight) {
      if (box) delete box.dataset.highlight;
      return;
    }
    const shown = drawHighlight(ctx, layout, record.fs, leadNames, highlight.evidence, highlight.color, analysis?.beats ?? null, size.w, size.h);
    if (box) {
      box.dataset.highlight = highlight.key;
      box.dataset.highlightLeads = [...new Set(highlight.evidence.map((p) => p.lead))].join(' ');
      box.dataset.highlightVisible = String(shown);
    }
  }, [layout, record, cursor, calipers, size, highlight, analysis, leadNames, disagreements, heat]);

  // A new claim or finding selected: bring its evidence into view (another paper page, or the
  // stacked view zoomed on it when the paper layout cannot show it).
  useEffect(() => {
    if (!highlight || !record || size.w === 0 || focused.current === highlight.focus) return;
    const vp = useWorkbench.getState().viewport;
    if (layout.kind === 'paper') {
      const start = paperStartFor(layout, record.fs, leadNames, highlight.evidence, vp, duration);
      if (start !== null) {
        focused.current = highlight.focus;
        if (start !== vp.start || vp.zoom !== 1) setViewport({ start, zoom: 1, panX: 0, panY: 0 });
        return;
      }
      if (highlight.evidence.some((p) => leadNames.includes(p.lead))) {
        updateView({ layout: 'stacked' });
        return;
      }
    }
    focused.current = highlight.focus;
    const b = inputCtx.current?.bounds;
    if (b && layout.kind === 'stacked') setViewport(stackedFocus(layout, b, record.fs, leadNames, highlight.evidence, vp));
  }, [highlight, layout, record, size.w, leadNames, duration]);

  // Keep the viewport valid when the page or the record changes.
  useEffect(() => {
    const b = inputCtx.current?.bounds;
    if (!b || b.width === 0) return;
    const vp = useWorkbench.getState().viewport;
    const c = clampViewport(vp, b);
    if (c.start !== vp.start || c.zoom !== vp.zoom || c.panX !== vp.panX || c.panY !== vp.panY) useWorkbench.setState({ viewport: c });
  }, [layout]);

  const names = leadNames.join(', ');
  return (
    <div
      className={`trace-wrap${layout.kind === 'paper' && !view.physical ? ' fit-paper' : ''}`}
      style={{ '--page-aspect': `${PAGE_MM} / ${PAGE_H_MM}` } as CSSProperties}
    >
      <div
        ref={boxRef}
        className="trace-view"
        tabIndex={0}
        role="application"
        aria-roledescription="ECG trace viewer"
        aria-label={`ECG traces: ${names}. Keys: plus and minus zoom, arrows pan, c places a caliper marker, arrows nudge it (shift: 10 samples), Escape clears.`}
        data-layout={layout.kind}
        data-px-per-sec={layout.pxPerSec}
        data-window-sec={layout.windowSec}
        data-start-sec={viewport.start}
        data-cursor-sample={cursor?.sample ?? ''}
      >
        <canvas ref={baseRef} className="trace-base" aria-hidden="true" data-testid="trace-canvas" />
        <canvas ref={overlayRef} className="trace-overlay" aria-hidden="true" />
        <ul className="sr-only" data-testid="lead-labels">
          {layout.cells
            .filter((c) => !c.rhythm || layout.kind === 'stacked')
            .map((c, i) => (
              <li key={i} data-lead={c.label}>
                {c.label}
              </li>
            ))}
        </ul>
      </div>
      {record && duration > layout.windowSec + 0.01 && <OverviewStrip windowSec={layout.windowSec} />}
    </div>
  );
}
