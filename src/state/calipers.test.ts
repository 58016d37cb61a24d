import { describe, expect, it } from 'vitest';
import { caliperReadout, NO_CALIPERS, nudgeMarker, placeMarker } from './calipers';

describe('calipers', () => {
  it('reads 1000 ms / 60 bpm between markers one second apart and the amplitude between them', () => {
    const lead = new Float32Array(2000);
    lead[100] = 0.2;
    lead[460] = 1.1;
    let c = placeMarker(NO_CALIPERS, { sample: 100, lead: 0 });
    c = placeMarker(c, { sample: 460, lead: 0 });
    const r = caliperReadout(c, 360, [lead]);
    expect(r?.intervalMs).toBe(1000);
    expect(r?.bpm).toBe(60);
    expect(r?.amplitudeMv).toBeCloseTo(0.9, 6);
    // On an inverted trace (−aVR) the amplitude is read as drawn.
    const inv = placeMarker(placeMarker(NO_CALIPERS, { sample: 100, lead: 0, sign: -1 }), { sample: 460, lead: 0, sign: -1 });
    expect(caliperReadout(inv, 360, [lead])?.amplitudeMv).toBeCloseTo(-0.9, 6);
  });

  it('nudges the active marker by samples and clamps to the record; a third placement restarts', () => {
    let c = placeMarker(NO_CALIPERS, { sample: 5, lead: 1 });
    c = nudgeMarker(c, -10, 100);
    expect(c.a?.sample).toBe(0);
    c = placeMarker(c, { sample: 50, lead: 1 });
    c = nudgeMarker(c, 10, 100);
    expect(c.b?.sample).toBe(60);
    expect(caliperReadout(c, 500, [new Float32Array(100), new Float32Array(100)])?.intervalMs).toBe(120);
    c = placeMarker(c, { sample: 7, lead: 0 });
    expect(c).toEqual({ a: { sample: 7, lead: 0 }, b: null, active: 'a' });
  });
});
