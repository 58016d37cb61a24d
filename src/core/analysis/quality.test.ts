import { describe, expect, it } from 'vitest';
import { DirFileSet } from '../../node/dir-fileset';
import { describeData, dataPath } from '../../../tests/data';
import { loadRecord } from '../formats/index';
import { simulateEcg } from '../simulate';
import { assessLead, assessQuality, detectMainsLine } from './quality';

const sim = (noise: Partial<{ whiteMv: number; emgMv: number; baselineMv: number; powerlineMv: number; powerlineHz: 50 | 60 }> = {}) =>
  simulateEcg({ noise: { whiteMv: 0.008, emgMv: 0, baselineMv: 0.05, powerlineMv: 0, powerlineHz: 50, ...noise } }, 3).record;
const leadII = (noise = {}) => sim(noise).leads.find((l) => l.name === 'II')!.samples;

describe('assessQuality on synthetic artefacts', () => {
  it('a clean simulated 12-lead ECG: every lead usable, no issues, SNR > 15 dB', () => {
    const r = sim();
    const q = assessQuality(r.leads.map((l) => l.samples), r.leads.map((l) => l.name), r.fs);
    expect(Object.keys(q)).toEqual(r.leads.map((l) => l.name));
    for (const v of Object.values(q)) {
      expect(v.usable).toBe(true);
      expect(v.issues).toEqual([]);
      expect(v.snr_db!).toBeGreaterThan(15);
    }
  });
  it('flat line and NaN-filled leads are unusable', () => {
    expect(assessLead(new Float32Array(5000), 500)).toEqual({ usable: false, snr_db: null, issues: ['flat_line'] });
    const x = leadII().slice();
    for (let i = 0; i < 2000; i++) x[i] = NaN;
    expect(assessLead(x, 500)).toMatchObject({ usable: false, issues: ['nan_gaps'] });
    const y = leadII().slice();
    y[100] = NaN;
    expect(assessLead(y, 500)).toMatchObject({ usable: true, issues: ['nan_gaps'] });
  });
  it('clipping at the ADC rails is saturation; heavy clipping makes the lead unusable', () => {
    const clip = (lim: number) => leadII().map((v) => Math.max(-lim, Math.min(lim, v)));
    const mild = assessLead(clip(0.8), 500);
    expect(mild.issues).toContain('saturation');
    expect(mild.usable).toBe(true);
    expect(assessLead(clip(0.05), 500)).toMatchObject({ usable: false });
  });
  it('a disconnected electrode (constant for the second half) is electrode_off', () => {
    const x = leadII().slice();
    x.fill(x[2500], 2500);
    expect(assessLead(x, 500)).toMatchObject({ usable: false, issues: ['electrode_off'] });
  });
  it('EMG noise lowers the SNR monotonically and is reported; heavy EMG makes the lead unusable', () => {
    const snr = [0, 0.1, 0.3, 0.6].map((emg) => assessLead(leadII({ emgMv: emg }), 500));
    for (let i = 1; i < snr.length; i++) expect(snr[i].snr_db!).toBeLessThan(snr[i - 1].snr_db!);
    expect(snr[1].issues).toContain('emg_noise');
    expect(snr[3].usable).toBe(false);
  });
  it('powerline (60 Hz) and baseline wander are reported without making the lead unusable', () => {
    const pl = assessLead(leadII({ powerlineMv: 0.08, powerlineHz: 60 }), 500);
    expect(pl.issues).toContain('powerline_60hz');
    expect(pl.usable).toBe(true);
    const bw = assessLead(leadII({ baselineMv: 1.5 }), 500);
    expect(bw.issues).toEqual(['baseline_wander']);
    expect(bw.usable).toBe(true);
  });
});

describeData('assessQuality on real recordings', () => {
  it('LUDB: every lead of 10 clean 12-lead records is usable with SNR > 10 dB', async () => {
    const files = new DirFileSet(dataPath('ludb/data'));
    for (let r = 1; r <= 19; r += 2) {
      const rec = await loadRecord(files, `${r}.hea`);
      const q = assessQuality(rec.leads.map((l) => l.samples), rec.leads.map((l) => l.name), rec.fs);
      for (const [lead, v] of Object.entries(q)) {
        expect.soft(v.usable, `${r} ${lead}`).toBe(true);
        expect.soft(v.snr_db!, `${r} ${lead}`).toBeGreaterThan(10);
      }
    }
  });
  it('MIT-BIH 100 + NSTDB muscle noise: SNR falls as noise is added; 4x noise is unusable', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('mitdb')), '100.hea');
    const ma = await loadRecord(new DirFileSet(dataPath('nstdb')), 'ma.hea');
    const clean = rec.leads[0].samples.slice(0, 3600);
    const noisy = (k: number) => clean.map((v, i) => v + k * ma.leads[0].samples[36000 + i]);
    const q = [0, 0.5, 1, 2, 4].map((k) => assessLead(noisy(k), rec.fs));
    expect(q[0]).toMatchObject({ usable: true, issues: [] });
    for (let i = 1; i < q.length; i++) expect(q[i].snr_db!).toBeLessThan(q[i - 1].snr_db!);
    expect(q[2].issues).toContain('emg_noise');
    expect(q[4].usable).toBe(false);
  });
  it('NSTDB 118e_6 (electrode motion at −6 dB) has unusable stretches where 118e00 has none', async () => {
    const files = new DirFileSet(dataPath('nstdb'));
    const e6 = await loadRecord(files, '118e_6.hea');
    const e0 = await loadRecord(files, '118e00.hea');
    const at = (r: typeof e6, s: number) => assessLead(r.leads[0].samples.slice(s * 360, s * 360 + 3600), 360);
    expect(at(e6, 300).usable).toBe(false);
    expect(at(e0, 300).usable).toBe(true);
    expect(at(e6, 150).usable).toBe(true); // noise is only added in alternating 2-min stretches after 5 min
  });
  it('a lead with a smooth signal and no QRS among real leads (LUDB 1 V2) is electrode_off, the others stay usable', async () => {
    // Before: such a lead was 'usable' with 19 dB SNR (docs/robustness.md problem 3).
    const rec = await loadRecord(new DirFileSet(dataPath('ludb/data')), '1.hea');
    const n = rec.length;
    const smooth = [
      Float32Array.from({ length: n }, (_, i) => (0.03 * i) / n),
      Float32Array.from({ length: n }, (_, i) => 0.1 * Math.sin((2 * Math.PI * 0.1 * i) / rec.fs)),
      Float32Array.from({ length: n }, (_, i) => 5 * Math.exp(-i / rec.fs / 2)),
    ];
    for (const [k, x] of smooth.entries()) {
      const q = assessQuality(rec.leads.map((l) => (l.name === 'V2' ? x : l.samples)), rec.leads.map((l) => l.name), rec.fs);
      expect(q.V2).toMatchObject({ usable: false });
      expect(q.V2.issues).toContain(k === 0 ? 'flat_line' : 'electrode_off'); // the 0.03 mV ramp is also flat
      for (const [lead, v] of Object.entries(q)) if (lead !== 'V2') expect(v.usable, lead).toBe(true);
    }
  });
  it('detectMainsLine finds 50 / 60 Hz added to LUDB leads, and nothing on the clean leads', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('ludb/data')), '1.hea');
    const add = (x: Float32Array, f: number, mv: number) => x.map((v, i) => v + mv * Math.sin((2 * Math.PI * f * i) / rec.fs + 0.3));
    for (const l of rec.leads) {
      expect(detectMainsLine(l.samples, rec.fs), l.name).toBeNull();
      const d50 = detectMainsLine(add(l.samples, 50, 0.03), rec.fs);
      expect(d50?.freq, l.name).toBe(50);
      expect(d50!.amplitude).toBeCloseTo(0.03, 2);
      expect(detectMainsLine(add(l.samples, 60.4, 0.05), rec.fs)?.freq, l.name).toBe(60); // mains off nominal
      expect(detectMainsLine(add(l.samples, 50, 0.01), rec.fs), l.name).toBeNull(); // below 0.02 mV: left alone
    }
  });
  it('detectMainsLine ignores broadband muscle noise (MIT-BIH 100 + NSTDB ma) and MIT-BIH 100\'s own small 60 Hz', async () => {
    const rec = await loadRecord(new DirFileSet(dataPath('mitdb')), '100.hea');
    const ma = await loadRecord(new DirFileSet(dataPath('nstdb')), 'ma.hea');
    const x = rec.leads[0].samples.slice(0, 36000);
    expect(detectMainsLine(x, rec.fs)).toBeNull();
    expect(detectMainsLine(x.map((v, i) => v + 2 * ma.leads[0].samples[36000 + i]), rec.fs)).toBeNull();
  });
});
