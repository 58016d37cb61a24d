import { describe, expect, it } from 'vitest';
import { STANDARD_LEADS } from '../../core/types';
import { computeLayout } from '../draw/layout';
import { boundsOf } from '../draw/viewport';
import { paperStartFor, stackedFocus } from './focus';

const leads = [...STANDARD_LEADS];
const fs = 500;
const vp = { start: 0, zoom: 1, panX: 0, panY: 0 };
const layoutOf = (kind: 'paper' | 'stacked', v = vp) =>
  computeLayout({ width: 1000, height: 600, kind, cabrera: false, speed: 25, gain: 10, physical: false, pxPerMm: 4, leadNames: leads, viewport: v });

describe('bringing evidence into view', () => {
  it('keeps a 10-s paper page when the evidence is on it, else asks for another view', () => {
    const paper = layoutOf('paper');
    // Lead II at 5.2 s: not in its 0–2.5 s cell, but on the rhythm strip (II, 0–10 s).
    expect(paperStartFor(paper, fs, leads, [{ lead: 'II', from: 2600, to: 2650 }], vp, 10)).toBe(0);
    // V2 shows 5–7.5 s on the page.
    expect(paperStartFor(paper, fs, leads, [{ lead: 'V2', from: 2600, to: 2650 }], vp, 10)).toBe(0);
    // Lead I shows 0–2.5 s only, and a 10-s record cannot page: no paper page shows it.
    expect(paperStartFor(paper, fs, leads, [{ lead: 'I', from: 2600, to: 2650 }], vp, 10)).toBeNull();
    // A lead the record lacks: nothing to show.
    expect(paperStartFor(paper, fs, leads, [{ lead: 'MLII', from: 0, to: 10 }], vp, 10)).toBeNull();
  });

  it('pages a long record so the lead cell shows the evidence', () => {
    const paper = layoutOf('paper');
    // V1 is the third column (page start + 5 s); evidence at 20 s → page start 14.7 s.
    const start = paperStartFor(paper, fs, leads, [{ lead: 'V1', from: 20 * fs, to: 20.1 * fs }], vp, 60);
    expect(start).not.toBeNull();
    expect(start! + 5).toBeLessThanOrEqual(20);
    expect(start! + 7.5).toBeGreaterThanOrEqual(20.1);
  });

  it('centres and zooms the stacked view on a beat', () => {
    const stacked = layoutOf('stacked');
    const b = boundsOf(stacked, vp, 1000, 600, 10);
    const v = stackedFocus(stacked, b, fs, leads, [{ lead: 'I', from: 2600, to: 2650 }, { lead: 'aVF', from: 2605, to: 2660 }], vp);
    const window = b.windowAtZoom1 / v.zoom;
    expect(window).toBeCloseTo(2.5, 5);
    expect(v.start).toBeLessThan(2600 / fs);
    expect(v.start + window).toBeGreaterThan(2660 / fs);
    expect(Math.abs(v.start + window / 2 - 2630 / fs)).toBeLessThan(0.01);
  });
});
