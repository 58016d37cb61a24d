// Lead-level findings (ST elevation/depression, T inversion, Q waves) checked in the leads a claim names.
import type { Analysis } from '../types';
import { notAllRecorded, type CheckResult } from './check-result';
import { findingLeads, hasFinding, leadUsable, leadValue, missingLeads } from './signal-values';
import { TERRITORY_LEADS } from './extract-leads';

export type LeadCode = 'st_elevation' | 'st_depression' | 't_wave_inversion' | 'pathological_q_waves';

export const LEAD_TOLERANCE: Record<LeadCode, string> = {
  st_elevation: 'J or J+60 ≥ 0.05 mV (0.1 mV − 0.05 mV tolerance) per named lead',
  st_depression: 'J or J+60 ≤ −0.025 mV per named lead (depression ≥ 0.05 mV within ±0.05 mV, sign agreeing)',
  t_wave_inversion: 'T < 0 mV per named lead (≤ −0.1 mV within ±0.1 mV)',
  pathological_q_waves: 'Q ≥ 20 ms or ≥ 0.1 mV deep per named lead (Q ≥ 40 ms within ±20 ms)',
};

const CONTIGUOUS = [TERRITORY_LEADS.inferior, TERRITORY_LEADS.lateral, TERRITORY_LEADS.septal, TERRITORY_LEADS.anterior, TERRITORY_LEADS.anteroseptal];
// leads where the finding is normal and not held against a "no ..." statement unless named
const NORMALLY_NEGATIVE: Partial<Record<LeadCode, string[]>> = { t_wave_inversion: ['aVR', 'III', 'V1'], pathological_q_waves: ['aVR', 'III'], st_depression: ['aVR'] };

function value(analysis: Analysis, lead: string, code: LeadCode): number | null {
  switch (code) {
    case 'st_elevation':
      return leadValue(analysis, lead, 'st_mv', 'max');
    case 'st_depression':
      return leadValue(analysis, lead, 'st_mv', 'min');
    case 't_wave_inversion':
      return leadValue(analysis, lead, 't_mv');
    case 'pathological_q_waves': {
      const ms = leadValue(analysis, lead, 'q_ms');
      const mv = leadValue(analysis, lead, 'q_mv');
      if (ms === null && mv === null) return null;
      return Math.max(ms ?? 0, (mv ?? 0) * 200); // 0.1 mV deep counts like 20 ms wide
    }
  }
}

/** Agreement with a positive claim, within tolerance. */
function agreesPositive(code: LeadCode, v: number): boolean {
  switch (code) {
    case 'st_elevation':
      return v >= 0.05;
    case 'st_depression':
      return v <= -0.025;
    case 't_wave_inversion':
      return v < 0;
    case 'pathological_q_waves':
      return v >= 20;
  }
}

/** Clearly present, beyond the criterion by more than the tolerance: contradicts a "no ..." claim. */
function clearlyPresent(code: LeadCode, lead: string, v: number): boolean {
  switch (code) {
    case 'st_elevation':
      return v >= (lead === 'V2' || lead === 'V3' ? 0.3 : 0.15);
    case 'st_depression':
      return v <= -0.1;
    case 't_wave_inversion':
      return v <= -0.2;
    case 'pathological_q_waves':
      return v >= 60;
  }
}

/** Clearly absent, on the normal side of the criterion beyond its tolerance: a named lead that makes a claim false. */
function clearlyAbsent(code: LeadCode, v: number): boolean {
  switch (code) {
    case 'st_elevation':
      return v <= 0;
    case 'st_depression':
      return v >= 0;
    case 't_wave_inversion':
      return v >= 0.1;
    case 'pathological_q_waves':
      return v < 10;
  }
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const FINDING_CODES: Record<LeadCode, string[]> = {
  st_elevation: ['st_elevation', 'inferior_stemi', 'anterior_stemi', 'lateral_stemi', 'septal_stemi'],
  st_depression: ['st_depression'],
  t_wave_inversion: ['t_wave_inversion'],
  pathological_q_waves: ['pathological_q_waves', 'inferior_mi', 'anterior_mi', 'lateral_mi'],
};

/**
 * explicit: the answer named these leads (all must agree); otherwise they are the territory implied
 * by a word ("inferior STEMI"), where two contiguous leads agreeing is enough.
 */
export function checkLeadFinding(analysis: Analysis, code: LeadCode, leads: string[], negated: boolean, explicit: boolean): CheckResult {
  const tolerance = LEAD_TOLERANCE[code];
  const named = leads.length > 0;
  if (named && !leads.some((l) => analysis.record.leads.includes(l))) {
    return { verdict: 'unverifiable', measured: null, tolerance, leads: [], reason: `lead ${leads.join(', ')} not in the record` };
  }
  const scope = named ? leads.filter((l) => leadUsable(analysis, l)) : analysis.record.leads.filter((l) => leadUsable(analysis, l));
  const measured = scope.map((l) => ({ lead: l, v: value(analysis, l, code) })).filter((x): x is { lead: string; v: number } => x.v !== null);
  if (measured.length === 0) return { verdict: 'unverifiable', measured: null, tolerance, leads: [], reason: 'not measured in the named leads' };
  // named leads the record lacks leave an otherwise agreeing claim unsettled
  const missing = named && explicit ? missingLeads(analysis, leads) : [];
  const findingHere = FINDING_CODES[code].some((c) => hasFinding(analysis, c) && (!named || findingLeads(analysis, c).some((l) => leads.includes(l)) || findingLeads(analysis, c).length === 0));

  if (negated) {
    const skip = named && explicit ? [] : (NORMALLY_NEGATIVE[code] ?? []);
    const present = measured.filter((x) => !skip.includes(x.lead) && clearlyPresent(code, x.lead, x.v));
    const groups = named && explicit ? present.length > 0 : CONTIGUOUS.some((g) => present.filter((x) => g.includes(x.lead)).length >= 2);
    // …and so does the analysis's own finding in the named leads ("V4–V6: isoelectric" where it reports ST depression)
    if (groups || findingHere) {
      const worst = present[0] ?? measured.find((x) => agreesPositive(code, x.v)) ?? measured[0];
      return { verdict: 'contradicted', measured: round(worst.v), tolerance, leads: present.length ? present.map((x) => x.lead) : measured.map((x) => x.lead) };
    }
    if (missing.length) return notAllRecorded(missing, round(measured[0].v), tolerance, measured.map((x) => x.lead));
    return { verdict: 'supported', measured: round(measured[0].v), tolerance, leads: measured.map((x) => x.lead) };
  }

  const agreeing = measured.filter((x) => agreesPositive(code, x.v));
  if (named && explicit) {
    if (agreeing.length === measured.length && missing.length) return notAllRecorded(missing, round(measured[0].v), tolerance, measured.map((x) => x.lead));
    if (agreeing.length === measured.length) return { verdict: 'supported', measured: round(measured[0].v), tolerance, leads: measured.map((x) => x.lead) };
    const bad = measured.find((x) => clearlyAbsent(code, x.v)) ?? measured.find((x) => !agreesPositive(code, x.v))!;
    if (agreeing.length * 2 > measured.length && !clearlyAbsent(code, bad.v)) {
      return { verdict: 'unverifiable', measured: round(bad.v), tolerance, leads: measured.map((x) => x.lead), reason: `agrees in ${agreeing.length} of ${measured.length} named leads` };
    }
    return { verdict: 'contradicted', measured: round(bad.v), tolerance, leads: measured.map((x) => x.lead) };
  }
  const groups = named ? [leads] : CONTIGUOUS;
  const ok = groups.some((g) => agreeing.filter((x) => g.includes(x.lead)).length >= Math.min(2, g.length)) || (findingHere && !named);
  const shown = agreeing[0] ?? measured[0];
  return { verdict: ok ? 'supported' : 'contradicted', measured: round(shown.v), tolerance, leads: (agreeing.length ? agreeing : measured).map((x) => x.lead) };
}
