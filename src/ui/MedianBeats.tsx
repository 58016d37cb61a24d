import { useLayoutEffect, useRef } from 'react';
import type { MedianBeats as Median } from '../core/types';
import { GRID_MAJOR, GRID_MINOR, PAPER, TRACE, WAVE } from './draw/colors';
import { stackedOrder } from './draw/layout';

const COLS = 3;
const CELL_W = 104;
const CELL_H = 84;

/** Median beat of each lead, small, on paper with the proportions of 25 mm/s and 10 mm/mV. */
export function MedianBeats({ median, fs }: { median: Median; fs: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const order = stackedOrder(Object.keys(median.leads), false);
  const rows = Math.ceil(order.length / COLS);
  const width = COLS * CELL_W;
  const height = rows * CELL_H;

  useLayoutEffect(() => {
    const c = ref.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    c.width = width * dpr;
    c.height = height * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = PAPER;
    ctx.fillRect(0, 0, width, height);
    const pxPerSec = (CELL_W - 6) / Math.max(0.1, median.length / fs);
    // 25 mm/s : 10 mm/mV, as on the paper view.
    const pxPerMv = pxPerSec / 2.5;
    ctx.lineWidth = 1;
    for (const [step, color] of [
      [0.04, GRID_MINOR],
      [0.2, GRID_MAJOR],
    ] as const) {
      const sx = step * pxPerSec;
      if (sx < 2.5) continue;
      const sy = (step / 0.04) * (pxPerMv / 10);
      ctx.beginPath();
      for (let x = 0; x <= width; x += sx) {
        ctx.moveTo(Math.round(x) + 0.5, 0);
        ctx.lineTo(Math.round(x) + 0.5, height);
      }
      for (let y = 0; y <= height; y += sy) {
        ctx.moveTo(0, Math.round(y) + 0.5);
        ctx.lineTo(width, Math.round(y) + 0.5);
      }
      ctx.strokeStyle = color;
      ctx.stroke();
    }
    ctx.strokeStyle = 'rgba(0,0,0,0.15)';
    ctx.strokeRect(0.5, 0.5, width - 1, height - 1);
    order.forEach((row, i) => {
      const name = Object.keys(median.leads)[row.lead];
      const v = median.leads[name];
      const x0 = (i % COLS) * CELL_W + 3;
      const y0 = Math.floor(i / COLS) * CELL_H + CELL_H * 0.6;
      ctx.fillStyle = '#1d2430';
      ctx.font = '600 10px system-ui, sans-serif';
      ctx.textBaseline = 'top';
      ctx.fillText(row.label, x0, Math.floor(i / COLS) * CELL_H + 2);
      const w = median.waves;
      if (w) {
        for (const [k, color] of [
          ['qrsOn', WAVE.QRS],
          ['qrsOff', WAVE.QRS],
          ['tOff', WAVE.T],
          ['pOn', WAVE.P],
        ] as const) {
          const s = w[k];
          if (s == null) continue;
          ctx.strokeStyle = color;
          ctx.beginPath();
          ctx.moveTo(x0 + (s / fs) * pxPerSec + 0.5, y0 - 5);
          ctx.lineTo(x0 + (s / fs) * pxPerSec + 0.5, y0 + 5);
          ctx.stroke();
        }
      }
      if (!Array.isArray(v)) return;
      ctx.strokeStyle = TRACE;
      ctx.beginPath();
      let pen = false;
      for (let s = 0; s < v.length; s++) {
        const val = v[s];
        if (val == null || !Number.isFinite(val)) {
          pen = false;
          continue;
        }
        const x = x0 + (s / fs) * pxPerSec;
        const y = y0 - val * pxPerMv;
        if (pen) ctx.lineTo(x, y);
        else ctx.moveTo(x, y);
        pen = true;
      }
      ctx.stroke();
    });
  }, [median, fs, order, width, height]);

  return <canvas ref={ref} className="median-beats" style={{ width, height }} role="img" aria-label="Median beat of each lead" />;
}
