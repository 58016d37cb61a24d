// Geometry of the trace view: where each lead is drawn, at which time range, and the paper scale.
import type { Layout, PaperGain, PaperSpeed } from '../../state/view-settings';

export interface Cell {
  /** Index into record.leads, or −1 when the record lacks this lead. */
  lead: number;
  /** −1 draws the lead inverted (−aVR in Cabrera order). */
  sign: 1 | -1;
  label: string;
  x: number;
  width: number;
  top: number;
  height: number;
  /** y of 0 mV. */
  yMid: number;
  /** Time range shown (s). */
  t0: number;
  t1: number;
  /** Cells of one row of the rhythm strip get file annotations drawn above them. */
  rhythm: boolean;
}

export interface TraceLayout {
  kind: Layout;
  cells: Cell[];
  pxPerSec: number;
  pxPerMv: number;
  /** The paper (grid) area and the x/y of its grid origin. */
  paper: { x: number; y: number; width: number; height: number; originX: number; originY: number };
  /** Grid spacing of one millimetre, horizontally and vertically (px). */
  mmX: number;
  mmY: number;
  /** Calibration pulses: left x and 0 mV y. */
  calPulses: { x: number; y: number }[];
  calWidth: number;
  /** Visible time span of the widest cell (s). */
  windowSec: number;
  contentHeight: number;
  /** Page scale before zoom (px per mm). */
  basePxPerMm: number;
}

export interface LayoutInput {
  width: number;
  height: number;
  kind: Layout;
  cabrera: boolean;
  speed: PaperSpeed;
  gain: PaperGain;
  physical: boolean;
  pxPerMm: number;
  leadNames: string[];
  viewport: { start: number; zoom: number; panX: number; panY: number };
}

/** Left margin for calibration pulses and the right margin, in mm. */
const CAL_MM = 12;
const RIGHT_MM = 4;
const TOP_MM = 4;
const ROW_MM = 37.5;
/** A standard page: 10 s at 25 mm/s plus margins; the fit scale shows exactly this width. */
export const PAGE_MM = CAL_MM + 250 + RIGHT_MM;

const STANDARD_GRID = [
  ['I', 'aVR', 'V1', 'V4'],
  ['II', 'aVL', 'V2', 'V5'],
  ['III', 'aVF', 'V3', 'V6'],
];
const CABRERA_GRID = [
  ['aVL', 'II', 'V1', 'V4'],
  ['I', 'aVF', 'V2', 'V5'],
  ['-aVR', 'III', 'V3', 'V6'],
];
const STANDARD_ORDER = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
const CABRERA_ORDER = ['aVL', 'I', '-aVR', 'II', 'aVF', 'III', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];

function findLead(names: string[], want: string): { lead: number; sign: 1 | -1; label: string } {
  const inverted = want.startsWith('-');
  const name = inverted ? want.slice(1) : want;
  const lower = name.toLowerCase();
  const lead = names.findIndex((n) => n.toLowerCase() === lower);
  return { lead, sign: inverted ? -1 : 1, label: inverted ? `−${name}` : name };
}

/** Paper layout needs most of the 12 standard leads. */
export function canShowPaper(names: string[]): boolean {
  return STANDARD_ORDER.filter((n) => findLead(names, n).lead >= 0).length >= 6;
}

/** Lead used for the rhythm strip and the overview: II, else the first lead. */
export function rhythmLead(names: string[]): number {
  const ii = findLead(names, 'II').lead;
  return ii >= 0 ? ii : 0;
}

/** Height of the paper page: 3 rows + rhythm strip and margins. */
export const PAGE_H_MM = TOP_MM * 2 + 4 * ROW_MM;

/** Page scale before zoom: the calibrated screen, or the whole page fitted into the view. */
export function basePxPerMm(input: Pick<LayoutInput, 'width' | 'height' | 'physical' | 'pxPerMm' | 'kind'>): number {
  if (input.physical) return input.pxPerMm;
  const fitWidth = input.width / PAGE_MM;
  const fit = input.kind === 'paper' && input.height > 0 ? Math.min(fitWidth, input.height / PAGE_H_MM) : fitWidth;
  return Math.max(1, fit);
}

export function computeLayout(input: LayoutInput): TraceLayout {
  return input.kind === 'paper' ? paperLayout(input) : stackedLayout(input);
}

function paperLayout(input: LayoutInput): TraceLayout {
  const base = basePxPerMm(input);
  const s = base * input.viewport.zoom;
  // A standard page whatever the screen: 4 columns of 62.5 mm (2.5 s at 25 mm/s).
  const pageMm = PAGE_MM;
  const colMm = (pageMm - CAL_MM - RIGHT_MM) / 4;
  const colSec = colMm / input.speed;
  const ox = input.viewport.panX;
  const oy = input.viewport.panY;
  const grid = input.cabrera ? CABRERA_GRID : STANDARD_GRID;
  const cells: Cell[] = [];
  const calPulses: { x: number; y: number }[] = [];
  const start = input.viewport.start;
  for (let r = 0; r < 4; r++) {
    const top = oy + (TOP_MM + r * ROW_MM) * s;
    const yMid = top + ROW_MM * 0.6 * s;
    calPulses.push({ x: ox + 3 * s, y: yMid });
    if (r < 3) {
      for (let c = 0; c < 4; c++) {
        const f = findLead(input.leadNames, grid[r][c]);
        cells.push({
          ...f,
          x: ox + (CAL_MM + c * colMm) * s,
          width: colMm * s,
          top,
          height: ROW_MM * s,
          yMid,
          t0: start + c * colSec,
          t1: start + (c + 1) * colSec,
          rhythm: false,
        });
      }
    } else {
      const lead = rhythmLead(input.leadNames);
      cells.push({
        lead: input.leadNames.length ? lead : -1,
        sign: 1,
        label: input.leadNames[lead] ?? 'II',
        x: ox + CAL_MM * s,
        width: 4 * colMm * s,
        top,
        height: ROW_MM * s,
        yMid,
        t0: start,
        t1: start + 4 * colSec,
        rhythm: true,
      });
    }
  }
  const contentHeight = PAGE_H_MM * s;
  return {
    kind: 'paper',
    cells,
    pxPerSec: input.speed * s,
    pxPerMv: input.gain * s,
    paper: { x: ox, y: oy, width: pageMm * s, height: contentHeight, originX: ox, originY: oy },
    mmX: s,
    mmY: s,
    calPulses,
    calWidth: 0.2 * input.speed * s,
    windowSec: 4 * colSec,
    contentHeight,
    basePxPerMm: base,
  };
}

/** Order of rows in the stacked view: standard or Cabrera first, then any other lead. */
export function stackedOrder(names: string[], cabrera: boolean): { lead: number; sign: 1 | -1; label: string }[] {
  if (!canShowPaper(names)) return names.map((label, lead) => ({ lead, sign: 1 as const, label }));
  const order = cabrera ? CABRERA_ORDER : STANDARD_ORDER;
  const rows = order.map((n) => findLead(names, n)).filter((f) => f.lead >= 0);
  const used = new Set(rows.map((r) => r.lead));
  names.forEach((n, i) => {
    if (!used.has(i)) rows.push({ lead: i, sign: 1, label: n });
  });
  return rows;
}

function stackedLayout(input: LayoutInput): TraceLayout {
  const base = basePxPerMm(input);
  const rows = stackedOrder(input.leadNames, input.cabrera);
  const n = Math.max(1, rows.length);
  const calPx = CAL_MM * base;
  const plotW = Math.max(10, input.width - calPx - RIGHT_MM * base);
  const pxPerSec = input.speed * base * input.viewport.zoom;
  const windowSec = plotW / pxPerSec;
  const topPx = 18;
  const rowH = Math.max(48, Math.min(ROW_MM * base * (n <= 3 ? 2 : 1.2), (input.height - topPx - 4) / n));
  const oy = input.viewport.panY;
  const t0 = input.viewport.start;
  const cells: Cell[] = rows.map((r, i) => {
    const top = oy + topPx + i * rowH;
    return { ...r, x: calPx, width: plotW, top, height: rowH, yMid: top + rowH * 0.55, t0, t1: t0 + windowSec, rhythm: i === 0 };
  });
  const contentHeight = topPx + n * rowH + 4;
  return {
    kind: 'stacked',
    cells,
    pxPerSec,
    pxPerMv: input.gain * base,
    paper: { x: 0, y: oy, width: input.width, height: contentHeight, originX: calPx - t0 * pxPerSec, originY: oy + topPx },
    mmX: pxPerSec / input.speed,
    mmY: base,
    calPulses: cells.map((c) => ({ x: 3 * base, y: c.yMid })),
    calWidth: 0.2 * input.speed * base,
    windowSec,
    contentHeight,
    basePxPerMm: base,
  };
}

/** The cell under a point and the sample there, or null. */
export function hitTest(layout: TraceLayout, x: number, y: number, fs: number, length: number): { cell: Cell; sample: number } | null {
  for (const cell of layout.cells) {
    if (x < cell.x || x > cell.x + cell.width || y < cell.top || y > cell.top + cell.height) continue;
    if (cell.lead < 0) return null;
    const t = cell.t0 + (x - cell.x) / layout.pxPerSec;
    const sample = Math.round(t * fs);
    if (sample < 0 || sample >= length) return null;
    return { cell, sample };
  }
  return null;
}

/** x of a sample within a cell, or null when the cell does not show that time. */
export function sampleX(layout: TraceLayout, cell: Cell, sample: number, fs: number): number | null {
  const t = sample / fs;
  if (t < cell.t0 || t > cell.t1) return null;
  return cell.x + (t - cell.t0) * layout.pxPerSec;
}
