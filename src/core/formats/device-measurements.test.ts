import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeData, dataPath } from '../../../tests/data';
import {
  compareDeviceMeasurements,
  deviceNumber,
  emptyDeviceMeasurements,
  hasDeviceContent,
  readDeviceMeasurements,
  type DeviceMeasurements,
} from './device-measurements';
import { MemoryFileSet } from './fileset';
import { loadRecord } from './index';

describe('device measurement helpers', () => {
  it('parses device numbers strictly', () => {
    expect(deviceNumber(' 144 ')).toBe(144);
    expect(deviceNumber('-61')).toBe(-61);
    expect(deviceNumber('')).toBeNull();
    expect(deviceNumber('Indeterminate')).toBeNull();
    expect(deviceNumber('29999', [29999])).toBeNull();
    expect(hasDeviceContent(emptyDeviceMeasurements('x'))).toBe(false);
  });
});

const FILES: [string, string, string, number, number][] = [
  // [path under formats/, loader, first lead, leads, samples]
  ['ecgtoolkit-example/Example.xml', 'hl7-aecg', 'I', 12, 5000],
  ['ecgtoolkit-example/Example.scp', 'scp-ecg', 'I', 12, 5000],
  ['ecgtoolkit-example/Example.dcm', 'dicom', 'I', 12, 5000],
  ['hl7-aecg/hl7aecg_example.xml', 'hl7-aecg', 'I', 12, 1000],
  ['hl7-aecg/minimum_aecg.xml', 'hl7-aecg', 'II', 1, 13],
  ['ge-muse-xml/muse-sinus.xml', 'ge-muse', 'I', 12, 5000],
  ['philips-sierra-xml/129DYPRG.XML', 'philips-sierra', 'I', 12, 5500],
  ['philips-sierra-xml/repbeats_example.xml', 'philips-sierra', 'I', 12, 5500],
  ['philips-sierra-xml/2020-5-18_15-48-11.xml', 'philips-sierra', 'I', 12, 5500],
  ['philips-sierra-xml/3191723_ZZDEMOPTONLY_1-04_orig.xml', 'philips-sierra', 'I', 12, 5500],
  ['philips-sierra-xml/ad4d3d80-d165_1-04_orig.xml', 'philips-sierra', 'I', 12, 5500],
  ['philips-sierra-xml/ad4d3d80-d165_1-04_converted.xml', 'hl7-aecg', 'I', 12, 5500],
];

describeData('hospital formats through the loader registry', () => {
  it.each(FILES)('%s opens with %s and carries the common device measurement shape', async (path, format, first, nLeads, length) => {
    const name = path.split('/')[1];
    const files = new MemoryFileSet([[name, new Uint8Array(readFileSync(dataPath('formats', path)))]]);
    const r = await loadRecord(files, name);
    expect(r.source.format).toBe(format);
    expect(r.leads[0].name).toBe(first);
    expect(r.leads.length).toBe(nLeads);
    expect(r.length).toBe(length);
    expect(r.leads.every((l) => l.samples.length === length)).toBe(true);
    if (r.deviceMeasurements) {
      const dm = r.deviceMeasurements as unknown as DeviceMeasurements;
      expect(Object.keys(dm.intervals).sort()).toEqual(['hr_bpm', 'p_ms', 'pr_ms', 'qrs_ms', 'qt_ms', 'qtc_ms', 'rr_ms']);
      expect(Object.keys(dm.axes).sort()).toEqual(['p', 'qrs', 't']);
      expect(Array.isArray(dm.statements)).toBe(true);
      expect(JSON.parse(JSON.stringify(dm))).toEqual(dm);
    } else {
      expect(path).toContain('minimum_aecg');
    }
  });

  it('Healforce SCP files open through the registry as scp-ecg', async () => {
    const files = new MemoryFileSet([['62.SCP', new Uint8Array(readFileSync(dataPath('formats', 'scp-ecg-healforce', '62.SCP')))]]);
    const r = await loadRecord(files, '62.SCP');
    expect([r.source.format, r.fs, r.length, r.leads.length]).toEqual(['scp-ecg', 150, 4500, 3]);
  });
});

describe('device measurements beside the workbench', () => {
  const device = readDeviceMeasurements({
    source: 'GE MUSE (12SL)',
    intervals: { hr_bpm: 90, pr_ms: 144, qrs_ms: 86, qt_ms: 402, qtc_ms: 491, rr_ms: 667, p_ms: null },
    axes: { p: 48, qrs: 0, t: 170 },
    statements: ['Normal Sinus rhythm', 7],
  });

  it('reads a stored object back, dropping anything that is not a finite number or a string', () => {
    expect(device?.statements).toEqual(['Normal Sinus rhythm']);
    expect(device?.intervals.p_ms).toBeNull();
    expect(readDeviceMeasurements({ intervals: { pr_ms: 'x' } })).toBeNull();
    expect(readDeviceMeasurements(null)).toBeNull();
  });

  it('flags differences beyond the PROTOCOL.md tolerances only', () => {
    const rows = compareDeviceMeasurements(device!, {
      hr_bpm: 98, // 8 bpm: within 10 % of 90 (9)
      pr_ms: 192, // +48 ms: beyond ±20
      qrs_ms: 92, // +6
      qt_ms: 433, // +31: beyond ±30
      qtc_ms: 501,
      axis: { p: 60, qrs: null, t: -170 }, // T: 20° across ±180, not 340°
    });
    const by = Object.fromEntries(rows.map((r) => [r.quantity, r]));
    expect(rows.map((r) => r.quantity)).toEqual(['Heart rate', 'PR', 'QRS', 'QT', 'QTc (Bazett)', 'P axis', 'QRS axis', 'T axis']);
    expect(by['Heart rate'].beyond).toBe(false);
    expect(by.PR).toMatchObject({ difference: 48, beyond: true, tolerance: '±20 ms' });
    expect(by.QRS.beyond).toBe(false);
    expect(by.QT).toMatchObject({ difference: 31, beyond: true });
    expect(by['QRS axis']).toMatchObject({ workbench: null, difference: null, beyond: false });
    expect(by['T axis']).toMatchObject({ difference: 20, beyond: false });
  });
});
