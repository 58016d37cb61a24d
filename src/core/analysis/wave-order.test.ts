import { describe, expect, it } from 'vitest';
import { orderGlobalFiducials, separateLeadWaves } from './wave-order';
import { EMPTY_FIDUCIALS } from './delineate-global';
import type { Wave } from '../types';

const w = (type: Wave['type'], on: number, peak: number, off: number): Wave => ({ type, on, peak, off });

describe('separateLeadWaves', () => {
  it('a T running into the next P ends one sample before it; a P or T running into a QRS ends before the QRS', () => {
    const out = separateLeadWaves([w('QRS', 100, 120, 150), w('T', 180, 250, 330), w('P', 310, 330, 350), w('QRS', 345, 360, 390)]);
    expect(out).toEqual([w('QRS', 100, 120, 150), w('T', 180, 250, 309), w('P', 310, 330, 344), w('QRS', 345, 360, 390)]);
  });
  it('a T starting inside the QRS starts after it; the input is not modified', () => {
    const input = [w('T', 140, 200, 260), w('QRS', 100, 120, 150)];
    expect(separateLeadWaves(input)).toEqual([w('QRS', 100, 120, 150), w('T', 151, 200, 260)]);
    expect(input[0]).toEqual(w('T', 140, 200, 260));
  });
  it('a P starting before the T peak starts after the T; a wave cut before its own peak is dropped', () => {
    expect(separateLeadWaves([w('T', 180, 260, 300), w('P', 250, 290, 320)])).toEqual([w('T', 180, 260, 300), w('P', 301, 290, 320)].slice(0, 1));
    expect(separateLeadWaves([w('T', 180, 260, 300), w('P', 250, 305, 330)])).toEqual([w('T', 180, 260, 300), w('P', 301, 305, 330)]);
    expect(separateLeadWaves([w('QRS', 100, 120, 200), w('T', 150, 180, 260)])).toEqual([w('QRS', 100, 120, 200)]);
    expect(separateLeadWaves([w('P', 60, 105, 110), w('QRS', 100, 120, 200)])).toEqual([w('QRS', 100, 120, 200)]);
  });
  it('waves that do not overlap are only sorted', () => {
    const ws = [w('P', 10, 20, 30), w('QRS', 40, 50, 60), w('T', 80, 100, 120)];
    expect(separateLeadWaves([ws[2], ws[0], ws[1]])).toEqual(ws);
  });
});

describe('orderGlobalFiducials', () => {
  it('P offset before the QRS onset, T onset after the QRS offset, T end before the next P and QRS', () => {
    const g = { ...EMPTY_FIDUCIALS, pOn: 10, pPeak: 30, pOff: 52, qrsOn: 50, qrsPeak: 60, qrsOff: 80, tOn: 75, tPeak: 150, tOff: 260 };
    orderGlobalFiducials(g, 240, 300);
    expect(g).toEqual({ ...EMPTY_FIDUCIALS, pOn: 10, pPeak: 30, pOff: 49, qrsOn: 50, qrsPeak: 60, qrsOff: 80, tOn: 81, tPeak: 150, tOff: 239 });
  });
  it('a P whose peak lies in the QRS is no P; a T peak inside the QRS is dropped', () => {
    const g = { ...EMPTY_FIDUCIALS, pOn: 40, pPeak: 55, pOff: 58, qrsOn: 50, qrsOff: 80, tOn: 70, tPeak: 78, tOff: 200 };
    orderGlobalFiducials(g);
    expect([g.pOn, g.pPeak, g.pOff]).toEqual([null, null, null]);
    expect([g.tOn, g.tPeak, g.tOff]).toEqual([81, null, 200]);
  });
});
