import { useLayoutEffect, useRef, useState } from 'react';
import { bucketMinMax } from '../core/signal/pyramid';
import { setViewport } from '../state/actions';
import { useWorkbench } from '../state/store';
import { formatClock } from './draw/grid';
import { rhythmLead } from './draw/layout';
import { pyramidOf } from './draw/trace';
import { rhythmColor } from './rhythm-colors';
import { usePyramidsReady } from './usePyramidsReady';

/** Height (px) of the rhythm-episode band along the strip's bottom. */
const EPISODE_BAND = 4;

/** The whole record in one strip, with the visible window marked; click or drag to navigate. */
export function OverviewStrip({ windowSec }: { windowSec: number }) {
  const record = useWorkbench((s) => s.record);
  const leads = useWorkbench((s) => s.displayLeads);
  const start = useWorkbench((s) => s.viewport.start);
  const episodes = useWorkbench((s) => s.analysis?.rhythm.episodes);
  const pyramidsReady = usePyramidsReady();
  const ref = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const height = 56;
  const duration = record ? record.length / record.fs : 0;

  useLayoutEffect(() => {
    const c = ref.current;
    if (!c) return;
    const ro = new ResizeObserver(() => setWidth(c.clientWidth));
    ro.observe(c);
    setWidth(c.clientWidth);
    return () => ro.disconnect();
  }, []);

  useLayoutEffect(() => {
    const c = ref.current;
    if (!c || !record || !leads || width === 0) return;
    const dpr = window.devicePixelRatio || 1;
    c.width = Math.round(width * dpr);
    c.height = Math.round(height * dpr);
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#fbfbfc';
    ctx.fillRect(0, 0, width, height);
    const x = leads[rhythmLead(record.leads.map((l) => l.name))];
    if (!x || x.length === 0) return;
    const n = Math.max(1, Math.floor(width));
    const min = new Float32Array(n);
    const max = new Float32Array(n);
    const pyramid = pyramidOf(x);
    if (!pyramid) {
      ctx.fillStyle = '#5b6472';
      ctx.font = '11px system-ui, sans-serif';
      ctx.fillText('preparing overview…', 8, height / 2);
      return;
    }
    bucketMinMax(pyramid, 0, x.length, n, min, max);
    let lo = Infinity;
    let hi = -Infinity;
    const sorted = Float32Array.from(min).filter((v) => !Number.isNaN(v)).sort();
    const sortedMax = Float32Array.from(max).filter((v) => !Number.isNaN(v)).sort();
    // Robust range: ignore the most extreme 1 % so one artefact does not flatten the strip.
    if (sorted.length) lo = sorted[Math.floor(sorted.length * 0.01)];
    if (sortedMax.length) hi = sortedMax[Math.floor(sortedMax.length * 0.99)];
    const span = hi > lo ? hi - lo : 1;
    const y = (v: number) => height - 6 - ((v - lo) / span) * (height - 18);
    ctx.strokeStyle = '#3b4656';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 0; i < n; i++) {
      if (Number.isNaN(min[i])) continue;
      ctx.moveTo(i + 0.5, y(Math.max(lo, min[i])));
      ctx.lineTo(i + 0.5, y(Math.min(hi, max[i])) - 0.5);
    }
    ctx.stroke();
    // A long record's rhythm episodes: a band along the bottom, one colour per rhythm (the list in Measurements names them).
    for (const e of episodes ?? []) {
      ctx.fillStyle = rhythmColor(e.label);
      ctx.fillRect((e.from / x.length) * width, height - EPISODE_BAND, Math.max(1, ((e.to - e.from) / x.length) * width), EPISODE_BAND);
    }
    const wx = (start / duration) * width;
    const ww = Math.max(3, (Math.min(windowSec, duration) / duration) * width);
    ctx.fillStyle = 'rgba(11, 87, 208, 0.15)';
    ctx.fillRect(wx, 0, ww, height);
    ctx.strokeStyle = '#0b57d0';
    ctx.strokeRect(wx + 0.5, 0.5, ww - 1, height - 1);
    ctx.fillStyle = '#5b6472';
    ctx.font = '10px system-ui, sans-serif';
    ctx.textBaseline = 'top';
    ctx.fillText('0:00', 3, 2);
    ctx.textAlign = 'right';
    ctx.fillText(formatClock(duration), width - 3, 2);
    ctx.textAlign = 'left';
  }, [record, leads, width, start, windowSec, duration, pyramidsReady, episodes]);

  const seek = (clientX: number) => {
    const c = ref.current;
    if (!c || !duration) return;
    const r = c.getBoundingClientRect();
    const t = ((clientX - r.left) / r.width) * duration - windowSec / 2;
    setViewport({ start: Math.max(0, Math.min(duration - windowSec, t)) });
  };

  return (
    <canvas
      ref={ref}
      className="overview"
      style={{ height }}
      role="slider"
      tabIndex={0}
      aria-label="Position in record"
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(start)}
      aria-valuetext={`${formatClock(start)} of ${formatClock(duration)}`}
      data-episodes={episodes?.length ?? 0}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        seek(e.clientX);
      }}
      onPointerMove={(e) => {
        if (e.buttons) seek(e.clientX);
      }}
      onKeyDown={(e) => {
        const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
        if (d) {
          e.preventDefault();
          setViewport({ start: Math.max(0, Math.min(duration - windowSec, start + d * windowSec)) });
        }
      }}
    />
  );
}
