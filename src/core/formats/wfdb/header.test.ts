import { describe, expect, it } from 'vitest';
import { LoadError } from '../../errors';
import { decodeHeaderText, parseHeader } from './header';

const parse = (text: string) => parseHeader(text, 'x.hea');

function loadError(fn: () => unknown): LoadError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(LoadError);
    return e as LoadError;
  }
  throw new Error('expected a LoadError');
}

describe('parseHeader: record line', () => {
  it('reads MIT-BIH 100 with a leading comment and blank lines', () => {
    const h = parse('# unnecessary comment\n100 2 360 650000\n100.dat 212 200 11 1024 995 -22131 0 MLII\n\n100.dat 212 200 11 1024 1011 20052 0 V5\n# 69 M 1085 1629 x1\n');
    expect(h.record).toMatchObject({ name: '100', nsig: 2, fs: 360, nsamp: 650000, nseg: null });
    expect(h.signals.map((s) => s.description)).toEqual(['MLII', 'V5']);
    expect(h.comments).toEqual(['unnecessary comment', '69 M 1085 1629 x1']);
  });

  it('reads counter frequency, base counter, time and date, CRLF line ends', () => {
    const h = parse('12726 1 250/24000(17) 825000 15:08:24 26/10/1994\r\n12726.dat 16 64.02(4)/mmHg 16 0 4004 -26056 0 ABP\r\n');
    expect(h.record).toMatchObject({ fs: 250, counterFreq: 24000, baseCounter: 17, nsamp: 825000, baseTime: '15:08:24', baseDate: '1994-10-26' });
  });

  it('accepts a record name written with its extension and a CinC-style date', () => {
    const h = parse('E07500.mat 1 500 5000 05-May-2020 09:49:17\nE07500.mat 16+24 1000/mV 16 0 -68 1250 0 I\n');
    expect(h.record).toMatchObject({ name: 'E07500', baseTime: '09:49:17', baseDate: '2020-05-05' });
  });

  it('defaults: fs 250 and no sample count', () => {
    const h = parse('r 0\n');
    expect(h.record).toMatchObject({ fs: 250, nsamp: null, nsig: 0 });
  });

  it('reads a multi-segment header', () => {
    const h = parse('041s/3 7 125 2000 8:26:04 26/10/1994\n041s01 1000\n~ 500\n041s02 500\n');
    expect(h.record.nseg).toBe(3);
    expect(h.segments).toEqual([
      { name: '041s01', nsamp: 1000 },
      { name: '~', nsamp: 500 },
      { name: '041s02', nsamp: 500 },
    ]);
  });
});

describe('parseHeader: signal lines', () => {
  it('reads spf, skew, byte offset, gain with baseline and units, description with commas and spaces', () => {
    const h = parse('r 1 125\nr.dat 212x4:2+24 12.84(-1605)/mmHg 12 0 -943 -23651 0 record 30, signal 0 \n');
    expect(h.signals[0]).toEqual({
      fileName: 'r.dat',
      format: 212,
      samplesPerFrame: 4,
      skew: 2,
      byteOffset: 24,
      gain: 12.84,
      baseline: -1605,
      units: 'mmHg',
      adcResolution: 12,
      adcZero: 0,
      initialValue: -943,
      checksum: -23651,
      blockSize: 0,
      description: 'record 30, signal 0',
    });
  });

  it('gain 0 means 200, baseline defaults to ADC zero, units may be absent or lower case', () => {
    const h = parse('bw 3 360\nbw.dat 212 0 12 7 -29 -3562 0 BW noise, signal 0\nbw.dat 212 200(1024) 11 0\nbw.dat 16 1000.5(-1.5)/mv\n');
    expect(h.signals.map((s) => [s.gain, s.baseline, s.units, s.initialValue])).toEqual([
      [200, 7, '', -29],
      [200, 1024, '', 0],
      [1000.5, -1.5, 'mv', 0],
    ]);
    expect(h.signals[1].description).toBe('');
    expect(h.signals[2].checksum).toBeNull();
  });

  it('reads scientific-notation gains and non-integer baselines (CPSC 2021)', () => {
    const h = parse('d 1 200 43092\nd.dat 16 34043.46727318676(-167477.5)/mV 16 0 3659 12527 0 I\n');
    expect(h.signals[0].gain).toBeCloseTo(34043.46727318676, 9);
    expect(h.signals[0].baseline).toBe(-167477.5);
    expect(parse('a 1\na.mat 16+24 1.052e+04/mV\n').signals[0]).toMatchObject({ gain: 10520, byteOffset: 24, format: 16 });
  });
});

describe('parseHeader: bad input', () => {
  it('signal count mismatch names the header', () => {
    const e = loadError(() => parse('r 3 360\nr.dat 16\nr.dat 16\n'));
    expect(e.file).toBe('x.hea');
    expect(e.problem).toMatch(/declares 3 signals but has 2/);
  });
  it('segment count mismatch', () => {
    expect(loadError(() => parse('r/2 1 360\ns1 10\n')).problem).toMatch(/2 segments but lists 1/);
  });
  it.each([
    ['empty', ''],
    ['only comments', '# hello\n'],
    ['garbage', 'hello world this is not a header\n'],
    ['negative sample count', 'r 1 360 -5\nr.dat 16\n'],
    ['zero frequency', 'r 1 0\nr.dat 16\n'],
    ['too many signals', 'r 100000 360\n'],
    ['bad format', 'r 1 360\nr.dat abc\n'],
    ['bad gain', 'r 1 360\nr.dat 16 fast/mV\n'],
    ['directory as file name', 'r 1 360\ndata/ 16\n'],
    ['huge samples per frame', 'r 1 360\nr.dat 16x99999999\n'],
  ])('%s -> LoadError', (_, text) => {
    expect(loadError(() => parse(text)).message).toMatch(/^x\.hea: /);
  });
  it('a directory part of a signal file name is dropped (files are looked up beside the header)', () => {
    expect(parse('r 1 360\n../sub/r.dat 16\n').signals[0].fileName).toBe('r.dat');
  });
  it('binary bytes are rejected before parsing', () => {
    expect(loadError(() => decodeHeaderText(new Uint8Array([0x31, 0, 0x32]), 'x.hea')).problem).toMatch(/binary/);
  });
});
