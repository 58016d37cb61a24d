import { describe, expect, it } from 'vitest';
import { findRecords } from './record-files';

const f = (path: string) => ({ name: path.split('/').pop()!, webkitRelativePath: path });

describe('findRecords', () => {
  it('lists one record per WFDB header with its companions, and lone CSV/JSON files', () => {
    const files = [
      f('mitdb/100.hea'), f('mitdb/100.dat'), f('mitdb/100.atr'),
      f('mitdb/101.hea'), f('mitdb/101.dat'),
      f('cinc/A0001.hea'), f('cinc/A0001.mat'),
      f('misc/rec.csv'), f('misc/readme.txt'),
    ];
    const recs = findRecords(files, ['hea', 'csv', 'json', 'mat']);
    expect(recs.map((r) => r.label)).toEqual(['cinc/A0001.hea', 'misc/rec.csv', 'mitdb/100.hea', 'mitdb/101.hea']);
    expect(recs[2].files.map((x) => x.name)).toEqual(['100.hea', '100.dat', '100.atr', '101.hea', '101.dat']);
  });

  it('handles loose picked files without folders', () => {
    const recs = findRecords([{ name: '100.dat' }, { name: '100.hea' }, { name: '100.atr' }], ['hea']);
    expect(recs).toHaveLength(1);
    expect(recs[0].mainName).toBe('100.hea');
    expect(recs[0].files).toHaveLength(3);
  });
});
