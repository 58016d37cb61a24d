import type { Analysis, EcgRecord, EvidencePointer } from '../../core/types';
import type { PaperGain, PaperSpeed } from '../../state/view-settings';
import { LABEL, PAPER } from '../draw/colors';
import { computeLayout, PAGE_MM, type TraceLayout } from '../draw/layout';
import { drawScene } from '../draw/scene';
import { drawHighlight } from '../review/highlight-draw';

/** Height of the standard page drawn by the paper layout (4 mm margins, 3 rows + rhythm of 37.5 mm). */
export const PAGE_H_MM = 4 * 2 + 4 * 37.5;

export interface PaperOptions {
  /** Pixels per millimetre of paper (8 ≈ 203 dpi). */
  pxPerMm?: number;
  speed?: PaperSpeed;
  gain?: PaperGain;
  cabrera?: boolean;
  /** First second shown. */
  start?: number;
  /** Leads to draw (filtered for display); the record's raw samples otherwise. */
  leads?: Float32Array[];
  analysis?: Analysis | null;
  fiducials?: boolean;
  /** Evidence of claims to mark on the traces, each with its verdict colour. */
  marks?: { evidence: EvidencePointer[]; color: string }[];
}

export const PAPER_PNG_MAX_PX = 8000;

/** The standard 12-lead page (3×4 + lead II rhythm strip, calibration pulses) at a known px/mm. */
export function drawPaper(record: EcgRecord, options: PaperOptions = {}): { canvas: HTMLCanvasElement; layout: TraceLayout } {
  const pxPerMm = Math.min(20, Math.max(2, options.pxPerMm ?? 8));
  const width = Math.round(PAGE_MM * pxPerMm);
  const height = Math.round(PAGE_H_MM * pxPerMm);
  if (width > PAPER_PNG_MAX_PX || height > PAPER_PNG_MAX_PX) throw new Error('paper image too large');
  const leadNames = record.leads.map((l) => l.name);
  const layout = computeLayout({
    width,
    height,
    kind: 'paper',
    cabrera: options.cabrera ?? false,
    speed: options.speed ?? 25,
    gain: options.gain ?? 10,
    physical: true,
    pxPerMm,
    leadNames,
    viewport: { start: Math.max(0, options.start ?? 0), zoom: 1, panX: 0, panY: 0 },
  });
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw on a canvas');
  const analysis = options.analysis ?? null;
  drawScene(
    ctx,
    layout,
    {
      fs: record.fs,
      leadNames,
      leads: options.leads ?? record.leads.map((l) => l.samples),
      analysis,
      annotations: [],
      showFiducials: options.fiducials ?? false,
      showAnnotations: false,
    },
    width,
    height,
  );
  for (const m of options.marks ?? []) drawHighlight(ctx, layout, record.fs, leadNames, m.evidence, m.color, analysis?.beats ?? null, width, height);
  paperLabels(ctx, layout, pxPerMm);
  return { canvas, layout };
}

/** Lead names 3 mm high (the screen's labels are a fixed 13 px, unreadable at print resolution). */
function paperLabels(ctx: CanvasRenderingContext2D, layout: TraceLayout, pxPerMm: number): void {
  const size = Math.round(3 * pxPerMm);
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.textBaseline = 'top';
  for (const cell of layout.cells) {
    const text = cell.lead >= 0 ? cell.label : `${cell.label} (absent)`;
    const x = cell.x + pxPerMm;
    const y = cell.top + 0.8 * pxPerMm;
    ctx.fillStyle = PAPER;
    // Covers the small screen label drawn at (cell.x + 5, cell.top + 4) too.
    ctx.fillRect(cell.x + 2, cell.top + 2, Math.max(x - cell.x + ctx.measureText(text).width + 2, 60), Math.max(y - cell.top + size + 2, 22));
    ctx.fillStyle = cell.lead >= 0 ? LABEL : '#8a8f98';
    ctx.fillText(text, x, y);
  }
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('could not encode the PNG'))), 'image/png'));
}

/** The paper page as a PNG (the image sent to vision models, and the print view's picture). */
export async function renderPaperPng(record: EcgRecord, options: PaperOptions = {}): Promise<Blob> {
  return canvasToPng(drawPaper(record, options).canvas);
}

export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'image/png'};base64,${btoa(bin)}`;
}
