import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { dataPath, describeData } from '../../../../tests/data';
import { LoadError } from '../../errors';
import { ANNOTATION_SYMBOLS, annotationSymbol, isBeatSymbol, parseMitAnnotations } from './annotations';

/** Encode MIT-format words: [code, data] pairs, raw byte arrays pass through. */
function mit(...parts: ([number, number] | number[])[]): Uint8Array {
  const bytes: number[] = [];
  for (const p of parts) {
    if (p.length === 2 && p[0] <= 63 && p[1] <= 1023 && !(p as number[] & { raw?: true }).raw) {
      const w = (p[0] << 10) | p[1];
      bytes.push(w & 0xff, w >> 8);
    } else bytes.push(...p);
  }
  return new Uint8Array(bytes);
}
const raw = (...b: number[]) => Object.assign(b, { raw: true as const });

describe('annotation code table', () => {
  it('has the standard WFDB mnemonics', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 22, 24, 27, 28, 39, 40].map(annotationSymbol).join('')).toBe(
      'NLRaVFJASEj/Q~|"pt+()',
    );
    expect(ANNOTATION_SYMBOLS.length).toBe(42);
    expect(annotationSymbol(45)).toBe('[45]');
  });
  it('counts beat labels only', () => {
    expect(['N', 'V', 'A', 'L', 'R', 'F', 'j', '/', 'Q', 'e', 'n', 'f', 'a', 'J', 'S', 'E', 'r', 'B', '?'].every(isBeatSymbol)).toBe(true);
    expect(['+', '~', '|', '(', ')', 'p', 't', '"', '[', ']', '!', 'x', ' '].some(isBeatSymbol)).toBe(false);
  });
});

describe('parseMitAnnotations on hand-made files', () => {
  it('reads time increments, AUX (odd length, NUL-padded), SUB, CHN and NUM persistence, EOF', () => {
    const file = mit(
      [28, 18], // '+' at 18
      [63, 3], raw(0x28, 0x4e, 0x00, 0x00), // aux '(N' (3 bytes incl NUL, padded)
      [1, 59], // N at 77
      [62, 1], // chan 1
      [60, 5], // num 5
      [61, 0x3ff], // subtype -1 (signed byte)
      [5, 100], // V at 177: chan and num carry over, subtype does not
      [63, 5], raw(...[...'x y\u00e9!'].slice(0, 5).map((c) => c.charCodeAt(0)), 0),
      [0, 0],
      [1, 5], // after EOF: ignored
    );
    const { annotations, timeResolution } = parseMitAnnotations(file, 't.atr');
    expect(timeResolution).toBeNull();
    expect(annotations).toEqual([
      { time: 18, code: 28, symbol: '+', subtype: 0, chan: 0, num: 0, aux: '(N' },
      { time: 77, code: 1, symbol: 'N', subtype: -1, chan: 1, num: 5, aux: null },
      { time: 177, code: 5, symbol: 'V', subtype: 0, chan: 1, num: 5, aux: 'x y\u00e9!' },
    ]);
  });

  it('SKIP carries a signed 32-bit interval in PDP-11 word order', () => {
    // 0x00012345 = hi word 0x0001, lo word 0x2345
    const file = mit([59, 0], raw(0x01, 0x00, 0x45, 0x23), [1, 0], [59, 0], raw(0xff, 0xff, 0xfe, 0xff), [1, 10]);
    const times = parseMitAnnotations(file, 't.atr').annotations.map((a) => a.time);
    expect(times).toEqual([0x12345, 0x12345 - 2 + 10]);
  });

  it('reads a high-resolution time note', () => {
    const note = '## time resolution: 1000';
    const file = mit([22, 0], [63, note.length], raw(...[...note].map((c) => c.charCodeAt(0))), [1, 500]);
    expect(parseMitAnnotations(file, 'h.atr').timeResolution).toBe(1000);
  });

  it('truncated SKIP or AUX is a LoadError naming the file', () => {
    expect(() => parseMitAnnotations(mit([59, 0], raw(1, 2)), 'bad.atr')).toThrow(LoadError);
    expect(() => parseMitAnnotations(mit([1, 1], [63, 40], raw(65, 66)), 'bad.atr')).toThrow(/^bad\.atr: truncated/);
  });

  it('a file without an EOF word and with an odd trailing byte still reads', () => {
    expect(parseMitAnnotations(mit([1, 3], raw(7)), 'x.qrs').annotations.map((a) => a.time)).toEqual([3]);
  });
});

describeData('parseMitAnnotations on real files', () => {
  it('MIT-BIH 100.atr: 2273 beats, first annotation "+" (N at sample 18', async () => {
    const bytes = new Uint8Array(await readFile(dataPath('mitdb/100.atr')));
    const { annotations } = parseMitAnnotations(bytes, '100.atr');
    expect(annotations.filter((a) => isBeatSymbol(a.symbol)).length).toBe(2273);
    const counts: Record<string, number> = {};
    for (const a of annotations) counts[a.symbol] = (counts[a.symbol] ?? 0) + 1;
    expect(counts).toEqual({ '+': 1, N: 2239, A: 33, V: 1 });
    expect(annotations[0]).toMatchObject({ time: 18, symbol: '+', aux: '(N' });
    expect(annotations[1]).toMatchObject({ time: 77, symbol: 'N' });
  });

  it('huge.qrs: SKIPs add up to one annotation at sample 10^10', async () => {
    const bytes = new Uint8Array(await readFile(dataPath('wfdb-samples/huge.qrs')));
    expect(parseMitAnnotations(bytes, 'huge.qrs').annotations).toEqual([
      { time: 1e10, code: 1, symbol: 'N', subtype: 0, chan: 0, num: 0, aux: null },
    ]);
  });

  it('CPSC 2021 rhythm annotations carry AF episodes in aux', async () => {
    const bytes = new Uint8Array(await readFile(dataPath('cpsc2021/data_8_2.atr')));
    const rhythm = parseMitAnnotations(bytes, 'data_8_2.atr').annotations.filter((a) => a.symbol === '+');
    expect(rhythm.map((a) => [a.time, a.aux])).toEqual([
      [0, '(AFIB'],
      [43091, '(N'],
    ]);
  });
});
