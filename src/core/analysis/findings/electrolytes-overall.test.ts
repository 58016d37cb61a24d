import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveFindings } from './index';
import { FINDING_CODES, FINDING_LABELS } from './labels';
import { normalInput } from './test-input';
import type { FindingsInput } from './types';

const PROTOCOL = resolve(import.meta.dirname, '../../../../../shared/docs/PROTOCOL.md');
const codes = (i: FindingsInput) => deriveFindings(i).map((f) => f.code);
const find = (i: FindingsInput, code: string) => deriveFindings(i).find((f) => f.code === code);

describe('step 5: electrolytes', () => {
  it('hyperkalemia pattern: T > 1.0 mV in a precordial lead', () => {
    const i = normalInput();
    i.measurements.per_lead.V3.t_mv = 1.3;
    expect(find(i, 'hyperkalemia_pattern')!.leads).toEqual(['V3']);
    i.measurements.per_lead.V3.t_mv = 0.9;
    expect(codes(i)).not.toContain('hyperkalemia_pattern');
  });
  it('hyperkalemia pattern: T taller than R in ≥ 2 leads', () => {
    const i = normalInput();
    for (const l of ['II', 'aVF']) Object.assign(i.measurements.per_lead[l], { r_mv: 0.5, t_mv: 0.7 });
    expect(codes(i)).toContain('hyperkalemia_pattern');
  });
  it('no potassium pattern from the secondary repolarisation of paced or idioventricular complexes', () => {
    for (const label of ['paced_rhythm', 'ventricular_rhythm']) {
      const i = normalInput();
      i.measurements.per_lead.V3.t_mv = 1.3;
      i.rhythm.label = label;
      expect(codes(i), label).not.toContain('hyperkalemia_pattern');
    }
  });
  it('hypokalemia pattern: flat T in most leads plus ST depression and a long QT', () => {
    const i = normalInput();
    for (const l of ['I', 'II', 'aVF', 'V2', 'V3', 'V4', 'V5', 'V6']) i.measurements.per_lead[l].t_mv = 0.05;
    expect(codes(i)).not.toContain('hypokalemia_pattern'); // flat T alone is not enough
    for (const l of ['V5', 'V6']) Object.assign(i.measurements.per_lead[l], { st_j_mv: -0.08, st_60_mv: -0.08 });
    expect(codes(i)).not.toContain('hypokalemia_pattern'); // nor with ST depression alone (non-specific ST-T change)
    i.measurements.qt_ms = 520;
    i.measurements.qtc_ms = { bazett: 520, fridericia: 520, framingham: 520, hodges: 520 };
    expect(codes(i)).toContain('hypokalemia_pattern');
  });
  it('hypokalemia pattern: flat T with prominent U waves in two leads, not with a long QT alone', () => {
    const i = normalInput();
    for (const l of ['I', 'II', 'aVF', 'V2', 'V3', 'V4', 'V5', 'V6']) i.measurements.per_lead[l].t_mv = 0.05;
    i.measurements.qtc_ms = { bazett: 500, fridericia: 500, framingham: 500, hodges: 500 };
    expect(codes(i)).not.toContain('hypokalemia_pattern');
    for (const l of ['V2', 'V3']) i.measurements.per_lead[l].u_mv = 0.12;
    expect(find(i, 'hypokalemia_pattern')!.evidence.at(-1)).toMatchObject({ measure: 'prominent_u_leads', value: 2, leads: ['V2', 'V3'] });
  });
});

describe('step 6: overall', () => {
  it('normal_ecg only for sinus rhythm with normal rate, axis and intervals', () => {
    expect(codes(normalInput())).toContain('normal_ecg');
    const i = normalInput();
    i.measurements.pr_ms = null; // unmeasured: normality not shown
    expect(find(i, 'abnormal_ecg')!.evidence).toContainEqual({ measure: 'pr_ms', value: 'not measured', threshold: '120..200' });
    const j = normalInput();
    j.measurements.per_lead.II.p_mv = 0.3;
    expect(find(j, 'abnormal_ecg')!.evidence[0].value).toBe('right_atrial_enlargement');
  });
  it('the last finding is always normal_ecg or abnormal_ecg, and every code has a label', () => {
    const f = deriveFindings(normalInput());
    expect(f[f.length - 1].code).toBe('normal_ecg');
    for (const x of f) expect(x.label).toBe(FINDING_LABELS[x.code as keyof typeof FINDING_LABELS]);
    expect(FINDING_CODES.length).toBe(57);
  });
  it.runIf(existsSync(PROTOCOL))('labels.ts has a label for every code of PROTOCOL.md', () => {
    const text = readFileSync(PROTOCOL, 'utf8');
    const inTables = [...text.matchAll(/^\|([^|]+)\|/gm)].flatMap((m) => [...m[1].matchAll(/`([a-z0-9_]+)`/g)].map((x) => x[1]));
    const step6 = [...text.matchAll(/`(normal_ecg|abnormal_ecg)`/g)].map((x) => x[1]);
    const all = [...new Set([...inTables, ...step6])];
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((c) => !(c in FINDING_LABELS))).toEqual([]);
    expect(FINDING_CODES.filter((c) => !all.includes(c))).toEqual([]);
  });
});
