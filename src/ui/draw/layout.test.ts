import { describe, expect, it } from 'vitest';
import { computeLayout, hitTest, PAGE_MM, stackedOrder, type LayoutInput } from './layout';
import { boundsOf, clampViewport } from './viewport';

const TWELVE = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
const base: LayoutInput = {
  width: PAGE_MM * 4,
  height: 800,
  kind: 'paper',
  cabrera: false,
  speed: 25,
  gain: 10,
  physical: false,
  pxPerMm: 3.78,
  leadNames: TWELVE,
  viewport: { start: 0, zoom: 1, panX: 0, panY: 0 },
};

describe('paper layout', () => {
  it('is a 3×4 page of 2.5 s columns plus a 10 s lead II strip at 25 mm/s and 10 mm/mV', () => {
    const l = computeLayout(base);
    expect(l.pxPerSec).toBe(100); // 4 px/mm × 25 mm/s
    expect(l.pxPerMv).toBe(40);
    expect(l.cells.map((c) => c.label)).toEqual(['I', 'aVR', 'V1', 'V4', 'II', 'aVL', 'V2', 'V5', 'III', 'aVF', 'V3', 'V6', 'II']);
    expect(l.cells.slice(0, 4).map((c) => [c.t0, c.t1])).toEqual([[0, 2.5], [2.5, 5], [5, 7.5], [7.5, 10]]);
    const strip = l.cells[12];
    expect([strip.t0, strip.t1, strip.lead, strip.rhythm]).toEqual([0, 10, 1, true]);
    expect(l.calWidth).toBe(20); // 200 ms at 25 mm/s = 5 mm
  });

  it('halves the column time at 50 mm/s and puts limb leads in Cabrera order with −aVR inverted', () => {
    const l = computeLayout({ ...base, speed: 50, cabrera: true });
    expect(l.cells[0].t1).toBe(1.25);
    expect([0, 4, 8].map((i) => l.cells[i].label)).toEqual(['aVL', 'I', '−aVR']);
    expect(l.cells[8].sign).toBe(-1);
    expect(l.cells[8].lead).toBe(3);
  });

  it('maps a click to the sample under it', () => {
    const l = computeLayout(base);
    const v1 = l.cells[2];
    const h = hitTest(l, v1.x + 100, v1.yMid, 500, 5000); // 1 s into the V1 column (starts at 5 s)
    expect(h?.cell.label).toBe('V1');
    expect(h?.sample).toBe(3000);
  });
});

describe('stacked layout and viewport', () => {
  it('keeps the record order for non-12-lead records', () => {
    expect(stackedOrder(['MLII', 'V5'], true).map((r) => r.label)).toEqual(['MLII', 'V5']);
    expect(stackedOrder(TWELVE, true).slice(0, 3).map((r) => r.label)).toEqual(['aVL', 'I', '−aVR']);
  });

  it('zooms out to the whole record and no further, and keeps the window inside it', () => {
    const input = { ...base, kind: 'stacked' as const, leadNames: ['MLII', 'V5'], viewport: { start: 0, zoom: 1e-9, panX: 0, panY: 0 } };
    const l = computeLayout(input);
    const b = boundsOf(l, input.viewport, input.width, input.height, 1805.6);
    const vp = clampViewport({ start: 5000, zoom: 1e-9, panX: 0, panY: 0 }, b);
    const lz = computeLayout({ ...input, viewport: vp });
    expect(lz.windowSec).toBeCloseTo(1805.6, 6);
    expect(vp.start).toBe(0);
    const vp2 = clampViewport({ start: 5000, zoom: 1, panX: 0, panY: 0 }, b);
    expect(vp2.start + computeLayout({ ...input, viewport: vp2 }).windowSec).toBeCloseTo(1805.6, 6);
  });
});
