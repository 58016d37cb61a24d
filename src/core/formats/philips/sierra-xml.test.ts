import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeData, dataPath } from '../../../../tests/data';
import { LoadError } from '../../errors';
import type { DeviceMeasurements } from '../device-measurements';
import { parseHl7Aecg } from '../hl7-aecg';
import { parsePhilipsSierra } from './sierra-xml';
import { lzwDecode } from './xli';
import { expectLoadOrLoadError, fuzzRandomBytes } from '../test-helpers';

const read = (f: string) => readFileSync(dataPath('formats', 'philips-sierra-xml', f));
const STD12 = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
const uv = (s: Float32Array, from: number, n: number) => Array.from(s.subarray(from, from + n)).map((v) => Math.round(v * 1000));
const dmOf = (r: { deviceMeasurements?: Record<string, unknown> }) => r.deviceMeasurements as unknown as DeviceMeasurements;

describeData('Philips Sierra XML (XLI-compressed)', () => {
  it('129DYPRG.XML (1.03, UTF-8): 12 x 5500 at 500 Hz, 5 uV per bit, 12SL-like measurements', () => {
    const r = parsePhilipsSierra(read('129DYPRG.XML'), '129DYPRG.XML');
    expect([r.fs, r.length]).toEqual([500, 5500]);
    expect(r.leads.map((l) => l.name)).toEqual(STD12);
    expect(r.metadata).toMatchObject({ documentVersion: '1.03', compression: 'XLI', sex: 'M', device: 'HeartstartMRx' });
    expect(uv(r.leads[0].samples, 0, 4)).toEqual([240, 220, 200, 170]);
    expect(uv(r.leads[1].samples, 2500, 3)).toEqual([-90, -95, -95]);
    expect(uv(r.leads[6].samples, 0, 4)).toEqual([165, 185, 190, 195]);
    const dm = dmOf(r);
    expect(dm.intervals).toEqual({ hr_bpm: 41, rr_ms: null, pr_ms: 151, qrs_ms: 135, qt_ms: 476, qtc_ms: 393, p_ms: null });
    expect(dm.axes).toEqual({ p: 66, qrs: -21, t: 59 });
    expect(dm.statements).toEqual([
      'Sinus bradycardia (rate< 50)',
      'Nonspecific intraventricular conduction delay (QRSd >115mS, not LBBB/RBBB)',
      'Inferior infarct, acute (LCx) (ST>0.10mV, II III aVF, STd V1-V3)',
      '>>> Acute MI <<<',
      'ABNORMAL ECG',
    ]);
  });

  it('repbeats_example.xml (1.03 with representative beats) holds the same rhythm data as 129DYPRG.XML', () => {
    const a = parsePhilipsSierra(read('repbeats_example.xml'), 'repbeats_example.xml');
    const b = parsePhilipsSierra(read('129DYPRG.XML'), '129DYPRG.XML');
    expect(a.leads.map((l) => l.name)).toEqual(STD12);
    a.leads.forEach((l, i) => expect(l.samples).toEqual(b.leads[i].samples));
  });

  it('representative beats: 1000/s beats averaged to 500 Hz (1.03 text), 500/s beats with 0x7FFF padding cut (1.04 <waveform>)', () => {
    const a = parsePhilipsSierra(read('repbeats_example.xml'), 'a.xml').deviceMedianBeats;
    expect(a?.length).toBe(600); // 1200 samples at 1000/s, 1 uV per bit
    expect(Object.keys(a?.leads ?? {})).toEqual(STD12);
    expect(a?.fiducial).toBe(272);
    expect(a?.leads.II[272]).toBeCloseTo(0.832, 4);
    const b = parsePhilipsSierra(read('3191723_ZZDEMOPTONLY_1-04_orig.xml'), 'b.xml').deviceMedianBeats;
    expect(b?.length).toBe(600);
    expect(Object.values(b?.leads ?? {}).every((l) => l.length === 600 && l.every(Number.isFinite))).toBe(true);
    expect(b?.leads.II[b.fiducial]).toBeCloseTo(1.535, 4); // 614 x 2.5 uV
    expect(parsePhilipsSierra(read('129DYPRG.XML'), 'c.xml').deviceMedianBeats).toBeUndefined();
  });

  it('UTF-16 1.04 files: 2020-5-18_15-48-11.xml and 3191723_ZZDEMOPTONLY_1-04_orig.xml', () => {
    const a = parsePhilipsSierra(read('2020-5-18_15-48-11.xml'), 'a.xml');
    expect([a.fs, a.length, a.metadata.documentVersion]).toEqual([500, 5500, '1.04.01']);
    expect(uv(a.leads[1].samples, 0, 4)).toEqual([695, 685, 670, 645]);
    expect(dmOf(a).intervals).toEqual({ hr_bpm: 64, rr_ms: 938, pr_ms: 164, qrs_ms: 102, qt_ms: 399, qtc_ms: 412, p_ms: 104 });
    expect(dmOf(a).axes).toEqual({ p: 27, qrs: 22, t: 80 });
    expect(dmOf(a).statements[0]).toBe('Sinus rhythm (normal P axis, V-rate 50-99)');
    const b = parsePhilipsSierra(read('3191723_ZZDEMOPTONLY_1-04_orig.xml'), 'b.xml');
    expect(b.leads.map((l) => l.name)).toEqual(STD12);
    expect(uv(b.leads[1].samples, 2500, 3)).toEqual([-455, -415, -365]);
    expect(dmOf(b).intervals).toMatchObject({ hr_bpm: 84, pr_ms: 144, qrs_ms: 84, qt_ms: 352, qtc_ms: 417 });
    expect(dmOf(b).statements).toContain('PROBABLE LEFT VENTRICULAR HYPERTROPHY ((RaVL+SV3)xQRSd >280)');
  });

  it('ad4d3d80 XLI original agrees with its FDA aECG conversion within 4 LSB (20 uV) on every lead', () => {
    const o = parsePhilipsSierra(read('ad4d3d80-d165_1-04_orig.xml'), 'orig.xml');
    const c = parseHl7Aecg(read('ad4d3d80-d165_1-04_converted.xml'), 'converted.xml');
    expect([c.fs, c.length]).toEqual([500, 5500]);
    expect(dmOf(c).intervals).toMatchObject({ hr_bpm: 41, rr_ms: 1463, pr_ms: 144, qrs_ms: 102, qt_ms: 564 });
    expect(dmOf(o).intervals).toMatchObject({ hr_bpm: 41, rr_ms: 1463, pr_ms: 144, qrs_ms: 102, qt_ms: 564, qtc_ms: 466 });
    for (const lead of o.leads) {
      const other = c.leads.find((l) => l.name === lead.name)?.samples as Float32Array;
      let worst = 0;
      let sum = 0;
      for (let i = 0; i < lead.samples.length; i++) {
        const d = Math.abs(other[i] - lead.samples[i]);
        worst = Math.max(worst, d);
        sum += d;
      }
      expect(worst, lead.name).toBeLessThanOrEqual(0.0201);
      expect(sum / lead.samples.length, lead.name).toBeLessThan(0.005);
    }
    expect(uv(o.leads[8].samples, 1000, 2)).toEqual([-13290, -13285]); // V3 carries a large offset in both files
  });

  it('corrupted XLI data fails with LoadError or still loads the right shape, never a crash or hang', () => {
    const text = read('129DYPRG.XML').toString('utf8');
    const start = text.indexOf('>', text.indexOf('<parsedwaveforms')) + 1;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(20_000), fc.nat(63)), { minLength: 1, maxLength: 10 }), (edits) => {
        const chars = text.split('');
        for (const [at, v] of edits) if (/[A-Za-z0-9+/]/.test(chars[start + at])) chars[start + at] = alphabet[v];
        expectLoadOrLoadError((t: string) => expect(parsePhilipsSierra(new TextEncoder().encode(t), 'mut.xml').length).toBe(5500), chars.join(''));
      }),
      { numRuns: 40 },
    );
    const truncated = text.slice(0, start + 3000) + text.slice(text.indexOf('</parsedwaveforms>'));
    expect(() => parsePhilipsSierra(new TextEncoder().encode(truncated), 'cut.xml')).toThrow(/cut.xml: XLI chunk \d+ declares \d+ bytes/);
  });
});

describe('Philips robustness', () => {
  it('LZW on random bytes: output or LoadError, bounded', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), (b) =>
        expectLoadOrLoadError((x: Uint8Array) => expect(lzwDecode(x, 'f', 10_000).length).toBeLessThanOrEqual(10_000), b),
      ),
      { numRuns: 1000 },
    );
  });

  it('random bytes into the Sierra parser: LoadError', () => {
    fuzzRandomBytes((b) => parsePhilipsSierra(b, 'fuzz.xml'), 300, 300);
  });

  it('uncompressed Base64 and Plain waveforms decode lead after lead', () => {
    const samples = [1, -2, 3, 4, 5, -6];
    const b64 = btoa(String.fromCharCode(...new Uint8Array(new Int16Array(samples).buffer)));
    const doc = (attrs: string, body: string) =>
      new TextEncoder().encode(
        `<restingecgdata><documentinfo><documentversion>1.04</documentversion></documentinfo><waveforms><parsedwaveforms ${attrs} samplespersecond="1000" resolution="5" durationperchannel="3" numberofleads="2" leadlabels="II V2">${body}</parsedwaveforms></waveforms></restingecgdata>`,
      );
    const a = parsePhilipsSierra(doc('dataencoding="Base64" compression="none"', b64), 'u.xml');
    expect(a.leads.map((l) => [l.name, uv(l.samples, 0, 3)])).toEqual([
      ['II', [5, -10, 15]],
      ['V2', [20, 25, -30]],
    ]);
    const p = parsePhilipsSierra(doc('dataencoding="Plain"', samples.join(' ')), 'p.xml');
    expect(uv(p.leads[1].samples, 0, 3)).toEqual([20, 25, -30]);
    expect(() => parsePhilipsSierra(doc('dataencoding="Base64" compression="ZIP"', b64), 'z.xml')).toThrow(/unsupported waveform compression "ZIP"/);
  });
});
