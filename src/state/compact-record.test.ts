import { describe, expect, it } from 'vitest';
import { loadRecord } from '../core/formats';
import { DirFileSet } from '../node/dir-fileset';
import { dataPath, describeData } from '../../tests/data';
import { compactRecord, expandRecord } from './compact-record';
import { DEFAULT_VIEW, sanitizeView } from './view-settings';

describeData('compact record storage on MIT-BIH 100', () => {
  it('round-trips 30 min × 2 leads within a microvolt at half the bytes', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('mitdb')), '100.hea');
    const c = compactRecord(rec);
    const back = expandRecord(c);
    expect(back.leads.map((l) => l.name)).toEqual(['MLII', 'V5']);
    expect(back.length).toBe(650_000);
    expect(back.leads[0].samples[0]).toBeCloseTo(-0.145, 3);
    let worst = 0;
    for (let k = 0; k < 2; k++) {
      const a = rec.leads[k].samples;
      const b = back.leads[k].samples;
      for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i] - b[i]));
    }
    expect(worst).toBeLessThan(0.001);
    expect(c.leads[0].data.byteLength).toBe(rec.leads[0].samples.byteLength / 2);
    expect(back.annotations.length).toBe(rec.annotations.length);
  });
});

describe('compact record storage', () => {
  it('keeps NaN gaps and rejects an unknown stored shape', () => {
    const samples = Float32Array.from([0.5, NaN, -1.25, 0]);
    const rec = { id: 'x', fs: 250, length: 4, leads: [{ name: 'I', samples }], annotations: [], metadata: {}, source: { format: 't', files: [] } };
    const back = expandRecord(compactRecord(rec)).leads[0].samples;
    expect(Number.isNaN(back[1])).toBe(true);
    expect(back[2]).toBeCloseTo(-1.25, 4);
    expect(() => expandRecord({ version: 2 } as never)).toThrow(/unknown shape/);
  });

  it('keeps only known view settings from storage', () => {
    expect(sanitizeView({ speed: 50, gain: 7, pxPerMm: 1e9, layout: 'stacked', notch: 60, evil: '<script>' })).toEqual({
      ...DEFAULT_VIEW,
      speed: 50,
      layout: 'stacked',
      notch: 60,
    });
    expect(sanitizeView(null)).toEqual(DEFAULT_VIEW);
  });
});
