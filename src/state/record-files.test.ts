import { describe, expect, it } from 'vitest';
import { findRecords, namedByHeaders } from './record-files';

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

describe('files a WFDB header names are parts of its record', () => {
  const file = (path: string, text = '') => Object.assign(new File([text], path.split('/').pop()!), { webkitRelativePath: path });
  const exts = ['hea', 'dat', 'mat', 'csv'];

  it('signal files of other names (mixedsignals_e.dat) and segment headers are not listed as records', async () => {
    const files = [
      file('w/mixedsignals.hea', 'mixedsignals 2 62.4725/999.56 14400\nmixedsignals_e.dat 516x4 200/mV 14 8192 0 24460 0 II\nmixedsignals_r.dat 516 4093(2)/Ohm 12 2048 0 35395 0 Resp\n'),
      file('w/mixedsignals_e.dat'), file('w/mixedsignals_r.dat'),
      file('w/multi.hea', 'multi/2 1 125 1500\nseg_1 1000\n~ 500\n'), file('w/seg_1.hea', 'seg_1 1 125 1000\nseg_1.dat 16 200 16 0 0 0 0 II\n'), file('w/seg_1.dat'),
      file('w/lone.dat'),
    ];
    const named = await namedByHeaders(files, exts);
    expect([...named].sort()).toEqual(['w/mixedsignals_e.dat', 'w/mixedsignals_r.dat', 'w/seg_1.dat', 'w/seg_1.hea']);
    // Without what the headers name, each signal file was a record of its own ("no WFDB header mixedsignals_e.hea").
    const labels = (n?: Set<string>) => findRecords(files, exts, n).map((r) => r.label).sort();
    expect(labels()).toEqual(['w/lone.dat', 'w/mixedsignals.hea', 'w/mixedsignals_e.dat', 'w/mixedsignals_r.dat', 'w/multi.hea', 'w/seg_1.hea']);
    expect(labels(named)).toEqual(['w/lone.dat', 'w/mixedsignals.hea', 'w/multi.hea']);
  });

  it('a header that does not parse names nothing; its record is still listed', async () => {
    const files = [file('x/bad.hea', 'not a header at all'), file('x/bad_sig.dat')];
    expect(await namedByHeaders(files, exts)).toEqual(new Set());
    expect(findRecords(files, exts).map((r) => r.label).sort()).toEqual(['x/bad.hea', 'x/bad_sig.dat']);
  });
});
