import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DirFileSet } from '../../../node/dir-fileset';
import { dataPath, describeData } from '../../../../tests/data';
import { LoadError } from '../../errors';
import type { EcgRecord } from '../../types';
import { MemoryFileSet } from '../fileset';
import { loadRecord } from '../index';
import { isBeatSymbol } from './annotations';
import { loadWfdb } from './wfdb-loader';

const TWELVE = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];

function load(dir: string, name: string): Promise<EcgRecord> {
  return loadRecord(new DirFileSet(dataPath(dir)), name);
}

async function loadError(p: Promise<unknown>): Promise<LoadError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(LoadError);
    return e as LoadError;
  }
  throw new Error('expected a LoadError');
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Index of the first sample that differs (NaN equals NaN), or -1; much faster than toEqual on long arrays. */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return i;
  return -1;
}

const enc = (s: string) => new TextEncoder().encode(s);

describeData('MIT-BIH Arrhythmia 100', () => {
  it('signals: 360 Hz, 650000 samples, MLII and V5 in mV as WFDB rdsamp gives them', async () => {
    const r = await load('mitdb', '100.hea');
    expect(r).toMatchObject({ id: '100', fs: 360, length: 650000 });
    expect(r.leads.map((l) => l.name)).toEqual(['MLII', 'V5']);
    expect(r.leads.every((l) => l.samples instanceof Float32Array && l.samples.length === 650000)).toBe(true);
    // raw 995 with baseline 1024 and gain 200 -> -0.145 mV; then 1000 -> -0.12
    const want = [-0.145, -0.145, -0.145, -0.145, -0.145, -0.145, -0.145, -0.145, -0.12, -0.135, -0.145, -0.15];
    expect(Array.from(r.leads[0].samples.subarray(0, 12))).toEqual(want.map(Math.fround));
    expect(r.leads[1].samples[0]).toBe(Math.fround(-0.065));
    expect(r.metadata).toMatchObject({ age: 69, sex: 'M' });
    expect(r.source).toEqual({ format: 'WFDB', files: ['100.hea', '100.dat', '100.atr'] });
  });

  it('annotations: 2273 beats, first is "+" with aux "(N" at sample 18', async () => {
    const r = await load('mitdb', '100.hea');
    expect(r.annotations.filter((a) => isBeatSymbol(a.symbol)).length).toBe(2273);
    expect(r.annotations[0]).toEqual({ sample: 18, symbol: '+', aux: '(N', lead: null, source: 'atr' });
    expect(r.annotations[1]).toMatchObject({ sample: 77, symbol: 'N', lead: null });
  });

  it('opening the .dat instead of the .hea finds the header beside it', async () => {
    const r = await load('mitdb', '100.dat');
    expect(r.length).toBe(650000);
  });
});

describeData('LUDB record 1', () => {
  it('12 canonical leads at 500 Hz, per-lead gains, per-lead annotations and diagnoses', async () => {
    const r = await load('ludb/data', '1.hea');
    expect(r).toMatchObject({ id: '1', fs: 500, length: 5000 });
    expect(r.leads.map((l) => l.name)).toEqual(TWELVE);
    // first sample of lead i: (-120 - 6) / 1716 mV; of avf: (85 + 1) / 698
    expect(r.leads[0].samples[0]).toBe(Math.fround(-126 / 1716));
    expect(r.leads[5].samples[0]).toBe(Math.fround(86 / 698));
    const leads = new Set(r.annotations.map((a) => a.lead));
    expect([...leads].sort()).toEqual([...TWELVE].sort());
    const ii = r.annotations.filter((a) => a.lead === 'II');
    expect(ii.slice(0, 6).map((a) => `${a.symbol}${a.sample}`)).toEqual(['(644', 'N662', ')682', '(776', 't843', ')878']);
    expect(new Set(r.annotations.map((a) => a.symbol))).toEqual(new Set(['(', ')', 'p', 'N', 't']));
    expect(r.metadata).toMatchObject({ age: 51, sex: 'F' });
    expect(r.metadata.diagnoses).toEqual([
      'Rhythm: Sinus bradycardia.',
      'Electric axis of the heart: left axis deviation.',
      'Left ventricular hypertrophy.',
      'Left ventricular overload.',
      'Non-specific repolarization abnormalities: posterior wall.',
    ]);
  });

  it('with annotations: false, the same record without its twelve annotation files read', async () => {
    const all = await load('ludb/data', '1.hea');
    const bare = await loadRecord(new DirFileSet(dataPath('ludb/data')), '1.hea', { annotations: false });
    expect(bare.annotations).toEqual([]);
    expect(bare.source.files).toEqual(['1.hea', '1.dat']);
    expect(all.source.files.length).toBe(14);
    expect({ ...bare, annotations: all.annotations, source: all.source }).toEqual(all);
  });
});

describeData('CinC 2021 MAT v4 records', () => {
  it('E07500: 12 leads from the .mat, record name written with its extension, Dx codes', async () => {
    const r = await load('cinc2021', 'E07500.hea');
    expect(r).toMatchObject({ id: 'E07500', fs: 500, length: 5000 });
    expect(r.leads.map((l) => l.name)).toEqual(TWELVE);
    // first frame of E07500.mat (int16 after the 24-byte MAT header): -68 -58 9 ..., gain 1000
    expect(r.leads[0].samples[0]).toBe(Math.fround(-0.068));
    expect(r.leads[2].samples[0]).toBe(Math.fround(0.009));
    expect(r.metadata).toMatchObject({ age: 78, sex: 'M', diagnoses: ['67741000119109', '426177001'], startTime: '2020-05-05T09:49:17' });
  });

  it.each(readdirSync(dataPath('cinc2021')).filter((n) => n.endsWith('.hea')))('%s loads with 12 leads', async (name) => {
    const r = await load('cinc2021', name);
    expect(r.leads.map((l) => l.name)).toEqual(TWELVE);
    expect(r.leads.every((l) => l.samples.length === r.length)).toBe(true);
    // a few Ningbo records (JS2000x) have flat, all-zero chest leads in the data itself
    expect(r.leads.filter((l) => l.samples.some((v) => v !== 0)).length).toBeGreaterThanOrEqual(9);
    expect(r.metadata.diagnoses?.length).toBeGreaterThan(0);
  });
});

describeData('other databases', () => {
  it('QTDB sel30: 250 Hz, 224993 samples, q1c/pu/man annotation files', async () => {
    const r = await load('qtdb', 'sel30.hea');
    expect(r).toMatchObject({ fs: 250, length: 224993 });
    expect(r.leads.map((l) => l.name)).toEqual(['record 30, signal 0', 'record 30, signal 1']);
    const sources = new Set(r.annotations.map((a) => a.source));
    expect([...sources].sort()).toEqual(['man', 'pu', 'pu0', 'pu1', 'q1c', 'qt1']);
    expect(r.annotations.filter((a) => a.source === 'q1c' && a.symbol === 't').length).toBeGreaterThan(20);
  });

  it('CPSC 2021 data_8_2: non-integer gains and baselines, AF episode, aux "None" dropped', async () => {
    const r = await load('cpsc2021', 'data_8_2.hea');
    expect(r).toMatchObject({ fs: 200, length: 43092 });
    expect(r.leads[0].samples[0]).toBe(Math.fround((3659 + 167477) / 34043.46727318676));
    expect(r.annotations.filter((a) => a.aux).map((a) => [a.sample, a.aux])).toEqual([
      [0, '(AFIB'],
      [43091, '(N'],
    ]);
    expect(r.annotations.filter((a) => a.symbol === 'N').length).toBeGreaterThan(100);
  });

  it('NSTDB: gain 0 means 200, baseline without units, 118e00 has the 118 beat labels', async () => {
    const bw = await load('nstdb', 'bw.hea');
    expect(bw.leads[0].samples[0]).toBe(Math.fround(-29 / 200));
    const e = await load('nstdb', '118e00.hea');
    expect(e.leads.map((l) => l.name)).toEqual(['MLII', 'V1']);
    expect(e.leads[0].samples[0]).toBe(Math.fround((-167 - 1024) / 200));
    expect(e.annotations.filter((a) => isBeatSymbol(a.symbol)).length).toBe(2278);
  });

  it('PTB-XL records100 00001_lr: 12 leads at 100 Hz with upper-case AVR/AVL/AVF', async () => {
    const r = await load('ptbxl-sample/records100/00000', '00001_lr.hea');
    expect(r).toMatchObject({ fs: 100, length: 1000 });
    expect(r.leads.map((l) => l.name)).toEqual(TWELVE);
    expect(r.leads[0].samples[0]).toBe(Math.fround(-0.119));
  });

  it('Chapman-Shaoxing JS00001 (.mat)', async () => {
    const r = await load('chapman-shaoxing-sample', 'JS00001.hea');
    expect(r.leads.map((l) => l.name)).toEqual(TWELVE);
    expect(r.leads[0].samples[0]).toBe(Math.fround(-0.254));
    expect(r.metadata.diagnoses).toEqual(['164889003', '59118001', '164934002']);
  });

  it('PTB s0010_re: two signal files (.dat + .xyz), lower-case lead names', async () => {
    const r = await load('wfdb-samples', 's0010_re.hea');
    expect(r.leads.map((l) => l.name)).toEqual([...TWELVE, 'vx', 'vy', 'vz']);
    expect(r.leads[14].samples[0]).toBe(Math.fround(-18 / 2000));
    expect(r.metadata).toMatchObject({ age: 81, sex: 'F' });
    expect(r.source.files).toEqual(['s0010_re.hea', 's0010_re.dat', 's0010_re.xyz']);
  });
});

describeData('wfdb-samples: every header', () => {
  const root = dataPath('wfdb-samples');
  /** Headers whose failure is expected, with the reason. */
  const EXPECTED_ERRORS: Record<string, RegExp> = {
    // signal files left out of the sample set (PROVENANCE.txt: >= 4 MiB or never there)
    '1003.hea': /^1003\.dat: signal file not found/,
    '12726.hea': /^12726\.dat: signal file not found/,
    'drive02.hea': /^drive02\.dat: signal file not found/,
    'drive02-no-len.hea': /^drive02\.dat: signal file not found/,
    'n16.hea': /^n16\.dat: signal file not found/,
    'n8_evoked_raw_95_F1_R9.hea': /^n8_evoked_raw_95_F1_R9\.dat: signal file not found/,
    'wave_4.hea': /^wave_4\.dat: signal file not found/,
    'multi-segment/s00001/3975656_0009.hea': /^3975656_0009\.dat: signal file not found/,
    'multi-segment/s00001/3975656_0010.hea': /^3975656_0010\.dat: signal file not found/,
    'multi-segment/s00001/3975656_0011.hea': /^3975656_0011\.dat: signal file not found/,
    'multi-segment/s00001/s00001-2896-10-10-00-31.hea': /^3975656_0009\.dat: signal file not found/,
    'multi-segment/p000878/p000878-2137-10-26-16-57.hea': /^3269321_0003\.hea: segment header not found/,
  };
  const headers = walk(root)
    .filter((p) => p.endsWith('.hea'))
    .map((p) => relative(root, p))
    .sort();

  it('finds them all', () => {
    expect(headers.length).toBeGreaterThanOrEqual(88);
  });

  it.each(headers)('%s', async (rel) => {
    const dir = join(root, rel, '..');
    const name = rel.split('/').pop()!;
    const p = loadRecord(new DirFileSet(dir), name);
    if (EXPECTED_ERRORS[rel]) {
      expect((await loadError(p)).message).toMatch(EXPECTED_ERRORS[rel]);
      return;
    }
    const r = await p;
    expect(r.fs).toBeGreaterThan(0);
    expect(r.leads.length).toBeGreaterThan(0);
    for (const l of r.leads) expect(l.samples.length).toBe(r.length);
    expect(new Set(r.leads.map((l) => l.name)).size).toBe(r.leads.length);
  });

  it('the -no-len variants derive their length from the file size', async () => {
    const a = await load('wfdb-samples', '100-no-len.hea');
    expect(a.length).toBe(650000);
    const m = await load('wfdb-samples', 'a103l-no-len.hea');
    const full = await load('wfdb-samples', 'a103l.hea');
    expect(m.length).toBe(82500);
    expect(firstDifference(m.leads[1].samples, full.leads[1].samples)).toBe(-1);
  });

  it('mixedsignals: FLAC (format 516) in three files at 4, 2 and 1 samples per frame, invalid samples as NaN', async () => {
    const r = await load('wfdb-samples', 'mixedsignals.hea');
    expect(r.fs).toBeCloseTo(62.4725 * 4, 6);
    expect(r.length).toBe(57600);
    expect(r.leads.map((l) => l.name)).toEqual(['II', 'III', 'V']);
    expect(r.metadata.otherSignals).toEqual(['ABP (mmHg)', 'Pleth (NU)', 'Resp (Ohm)']);
    const ii = r.leads[0].samples;
    expect(ii.subarray(0, 1024).every(Number.isNaN)).toBe(true); // stored as -32768, FLAC's invalid 16-bit value
    expect(ii[1024]).toBe(Math.fround(-21 / 200));
    expect(r.source.files).toEqual(['mixedsignals.hea', 'mixedsignals_e.dat', 'mixedsignals_p.dat', 'mixedsignals_r.dat']);
  });

  it('a103l: .mat "16+24", PLETH (NU) listed apart from the ECG leads', async () => {
    const r = await load('wfdb-samples', 'a103l.hea');
    expect(r.leads.map((l) => l.name)).toEqual(['II', 'V']);
    expect(r.metadata.otherSignals).toEqual(['PLETH (NU)']);
    expect(r.leads[0].samples[0]).toBe(Math.fround(-171 / 7247));
    expect(r.metadata.comments).toEqual(['Asystole', 'False alarm']);
  });

  it('skew: 100skew V5 is 100 V5 shifted by 3 samples, the last 3 NaN', async () => {
    const a = await load('wfdb-samples', '100.hea');
    const s = await load('wfdb-samples', '100skew.hea');
    expect(firstDifference(s.leads[0].samples, a.leads[0].samples)).toBe(-1);
    expect(firstDifference(s.leads[1].samples.subarray(0, 649997), a.leads[1].samples.subarray(3))).toBe(-1);
    expect(Array.from(s.leads[1].samples.subarray(649997))).toEqual([NaN, NaN, NaN]);
  });

  it('samples per frame: test01_00s_frame is output at 2 x 500 Hz, single-rate signals interpolated', async () => {
    const base = await load('wfdb-samples', 'test01_00s.hea');
    const r = await load('wfdb-samples', 'test01_00s_frame.hea');
    expect(r).toMatchObject({ fs: 1000, length: 8000 });
    const [e1, e2] = [r.leads[0].samples, r.leads[1].samples];
    const b1 = base.leads[0].samples;
    for (let t = 0; t < 3999; t += 101) {
      expect(e1[2 * t]).toBe(b1[t]);
      expect(e1[2 * t + 1]).toBeCloseTo((b1[t] + b1[t + 1]) / 2, 6);
      expect(e2[2 * t]).toBe(base.leads[1].samples[t]);
      expect(e2[2 * t + 1]).toBe(base.leads[2].samples[t]);
    }
    expect(e1[7999]).toBe(b1[3999]);
  });

  it('03700181 (MCL1 212x4, RESP skewed): 500 Hz output, annotations scaled from frames to samples', async () => {
    const r = await load('wfdb-samples', '03700181.hea');
    expect(r).toMatchObject({ fs: 500, length: 300000 });
    expect(r.leads.map((l) => l.name)).toEqual(['MCL1', 'RESP']);
    expect(r.metadata.otherSignals).toEqual(['ABP (mmHg)']);
    // sqrs and gqrsh state their time resolution (250 and 500 ticks/s), gqrsl counts frames (125/s)
    const first = (src: string) => r.annotations.find((a) => a.source === src && a.symbol === 'N')!.sample;
    expect([first('sqrs'), first('gqrsh'), first('gqrsl')]).toEqual([3699 * 2, 1062, 143 * 4]);
    expect(r.annotations.some((a) => a.symbol === ' ' || a.aux?.startsWith('## time resolution'))).toBe(false);
  });

  it('binformats: every format of the same ramp loads into mV', async () => {
    const r = await load('wfdb-samples', 'binformats.hea');
    expect(r.leads.length).toBe(10);
    expect(r.leads[1].samples[0]).toBe(Math.fround(-32766 / 200));
    expect(r.leads[9].samples[0]).toBe(Math.fround(-2147483638 / 200));
  });
});

describeData('multi-segment records', () => {
  const ms = (d: string) => `wfdb-samples/multi-segment/${d}`;
  it('fixed layout v102s: three copies of v102s one after the other', async () => {
    const whole = await load(ms('fixed1'), 'v102s.hea');
    const one = await load('wfdb-samples', 'v102s.hea');
    expect(whole.length).toBe(225000);
    expect(whole.leads.map((l) => l.name)).toEqual(['II', 'V']);
    for (let k = 0; k < 3; k++) expect(firstDifference(whole.leads[0].samples.subarray(k * 75000, (k + 1) * 75000), one.leads[0].samples)).toBe(-1);
  });

  it('041s: 212x4 segments give 500 Hz, segment 2 follows segment 1', async () => {
    const r = await load(ms('041s'), '041s.hea');
    const s2 = await load(ms('041s'), '041s02.hea');
    expect(r).toMatchObject({ fs: 500, length: 8000 });
    expect(firstDifference(r.leads[0].samples.subarray(4000), s2.leads[0].samples)).toBe(-1);
  });

  it('s25047: variable layout with a null segment first, signals matched by name', async () => {
    const r = await load(ms('s25047'), 's25047-2704-05-04-10-44.hea');
    const seg1 = await load(ms('s25047'), '3234460_0001.hea');
    expect(r).toMatchObject({ fs: 125, length: 543240 });
    expect(r.leads.map((l) => l.name)).toEqual(['II', 'V']);
    expect(r.leads[0].samples.subarray(0, 25740).every(Number.isNaN)).toBe(true);
    expect(firstDifference(r.leads[0].samples.subarray(25740, 25740 + 28637), seg1.leads[0].samples)).toBe(-1);
    expect(r.metadata.startTime).toBe('2704-05-04T10:44:18.529');
  });

  it('s00001 layout + null segment only: all NaN, layout signal names', async () => {
    const r = await load(ms('s00001'), 's00001-2896-10-09-01-56.hea');
    expect(r.length).toBe(7500);
    expect(r.leads.map((l) => l.name)).toEqual(['II', 'V', 'MCL1']);
    expect(r.leads.every((l) => l.samples.every(Number.isNaN))).toBe(true);
  });
});

describe('bad input', () => {
  const header = '100 2 360 4\n100.dat 212 200 11 1024 995 0 0 MLII\n100.dat 212 200 11 1024 1011 0 0 V5\n';
  const dat = new Uint8Array([0xe3, 0x33, 0xf3, 0xe3, 0x33, 0xf3, 0xe3, 0x33, 0xf3, 0xe3, 0x33, 0xf3]);
  const set = (entries: Record<string, Uint8Array>) => new MemoryFileSet(Object.entries(entries));

  it('a well-formed in-memory record loads', async () => {
    const r = await loadWfdb(set({ '100.hea': enc(header), '100.dat': dat }), '100.hea');
    expect(Array.from(r.leads[0].samples)).toEqual(Array(4).fill(Math.fround(-0.145)));
  });
  it('truncated .dat names the .dat', async () => {
    const e = await loadError(loadWfdb(set({ '100.hea': enc(header), '100.dat': dat.subarray(0, 10) }), '100.hea'));
    expect(e.file).toBe('100.dat');
    expect(e.problem).toMatch(/truncated.*12 bytes.*10 bytes/);
  });
  it('missing .dat', async () => {
    expect((await loadError(loadWfdb(set({ '100.hea': enc(header) }), '100.hea'))).message).toBe(
      '100.dat: signal file not found (named in 100.hea)',
    );
  });
  it('missing header when opening a .dat', async () => {
    expect((await loadError(loadWfdb(set({ '100.dat': dat }), '100.dat'))).message).toMatch(/^100\.dat: no WFDB header 100\.hea/);
  });
  it('unknown format code', async () => {
    const e = await loadError(loadWfdb(set({ 'x.hea': enc('x 1 360 4\nx.dat 999 200\n'), 'x.dat': dat }), 'x.hea'));
    expect(e.message).toBe('x.hea: signal 0 uses unknown storage format 999');
  });
  it('signal count mismatch', async () => {
    const e = await loadError(loadWfdb(set({ 'x.hea': enc('x 3 360 4\nx.dat 16\nx.dat 16\n'), 'x.dat': dat }), 'x.hea'));
    expect(e.problem).toMatch(/signal count mismatch/);
  });
  it('garbage header', async () => {
    const e = await loadError(loadRecord(set({ 'x.hea': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]) }), 'x.hea'));
    expect(e.file).toBe('x.hea');
  });
  it('a header with a huge sample count fails on the file size, without allocating', async () => {
    const e = await loadError(loadWfdb(set({ 'x.hea': enc('x 1 360 9007199254740991\nx.dat 16\n'), 'x.dat': dat }), 'x.hea'));
    expect(e.file).toMatch(/^x\.(hea|dat)$/);
  });
  it('null segments cannot make a record of unbounded length', async () => {
    const layout = enc('lay 1 360 0\n~ 0 200/mV 12 0 0 0 0 II\n');
    const e = await loadError(loadWfdb(set({ 'm.hea': enc('m/2 1 360\nlay 0\n~ 9000000000000\n'), 'lay.hea': layout }), 'm.hea'));
    expect(e.problem).toMatch(/too large/);
  });
  it('an annotation file with a truncated AUX string is named', async () => {
    const atr = new Uint8Array([0x12, 0x04, 0x05, 0xfc, 0x28]);
    const e = await loadError(loadWfdb(set({ '100.hea': enc(header), '100.dat': dat, '100.atr': atr }), '100.hea'));
    expect(e.file).toBe('100.atr');
  });
});
