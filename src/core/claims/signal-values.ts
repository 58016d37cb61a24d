// Reads measured values out of an Analysis, with the lead rules of the claim checker.
import { angleDiff } from './tolerances';
import type { Analysis, PerLeadMeasurements } from '../types';
import { NO_P_WAVE_RHYTHMS, SINUS_LABELS } from '../analysis/rhythm';

export const SINUS_FAMILY = SINUS_LABELS;
export const LIMB_LEADS = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF'];
export const PRECORDIAL_LEADS = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'];

/** The rhythm label when it has no P waves (AF, flutter), else null. */
export function pWavelessRhythm(analysis: Analysis): string | null {
  return NO_P_WAVE_RHYTHMS.has(analysis.rhythm.label) ? analysis.rhythm.label : null;
}

/** The named leads the record lacks. */
export function missingLeads(analysis: Analysis, leads: string[]): string[] {
  return leads.filter((l) => !analysis.record.leads.includes(l));
}

export function hasFinding(analysis: Analysis, ...codes: string[]): boolean {
  return analysis.findings.some((f) => codes.includes(f.code));
}

export function findingLeads(analysis: Analysis, code: string): string[] {
  const f = analysis.findings.find((x) => x.code === code);
  if (!f) return [];
  return f.leads ?? [...new Set(f.evidence.flatMap((e) => e.leads ?? []))];
}

export function leadUsable(analysis: Analysis, lead: string): boolean {
  return analysis.record.leads.includes(lead) && analysis.quality.per_lead[lead]?.usable !== false;
}

export function perLead(analysis: Analysis, lead: string): PerLeadMeasurements | null {
  if (!leadUsable(analysis, lead)) return null;
  return analysis.measurements.per_lead[lead] ?? null;
}

function num(x: number | null | undefined): number | null {
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}

/** Per-lead value of a per-lead quantity; S and Q as depths (positive). ST: the J or J+60 value given by `pick`. */
export function leadValue(analysis: Analysis, lead: string, quantity: string, pick: 'j' | 'max' | 'min' = 'j'): number | null {
  const m = perLead(analysis, lead);
  if (!m) return null;
  switch (quantity) {
    case 'r_mv':
      return num(m.r_mv);
    case 's_mv':
      return m.s_mv === null ? null : Math.abs(m.s_mv);
    case 'q_mv':
      return m.q_mv === null ? null : Math.abs(m.q_mv);
    case 'q_ms':
      return num(m.q_ms);
    case 'p_mv':
      return num(m.p_mv);
    case 'p_ms':
      return num(m.p_ms);
    case 't_mv':
      return num(m.t_mv);
    case 'r_prime_mv':
      return num(m.r_prime_mv);
    case 'u_mv':
      return num(m.u_mv);
    case 'p_terminal_mv':
      return num(m.p_terminal_mv);
    case 'r_peak_time_ms':
      return num(m.r_peak_time_ms);
    case 'rs_ratio': {
      // R over the depth of S; an R without an S counts as a large ratio
      const r = num(m.r_mv);
      if (r === null) return null;
      const s = m.s_mv === null ? 0 : Math.abs(m.s_mv);
      return s < 0.05 ? (r > 0.1 ? 20 : null) : r / s;
    }
    case 'qrs_pp_mv': {
      if (num(m.qrs_pp_mv) !== null) return m.qrs_pp_mv!;
      if (m.r_mv === null && m.s_mv === null) return null;
      return Math.abs(m.r_mv ?? 0) + Math.abs(m.s_mv ?? 0) + (m.q_mv !== null && m.r_mv === null ? Math.abs(m.q_mv) : 0);
    }
    case 'st_mv': {
      const j = num(m.st_j_mv);
      const s60 = num(m.st_60_mv);
      if (pick === 'j') return j ?? s60;
      const vals = [j, s60].filter((v): v is number => v !== null);
      if (vals.length === 0) return null;
      return pick === 'max' ? Math.max(...vals) : Math.min(...vals);
    }
    default:
      return null;
  }
}

/** Record-level value of a global quantity; null when not measured. */
export function globalValue(analysis: Analysis, quantity: string, formula?: string): number | null {
  const m = analysis.measurements;
  switch (quantity) {
    case 'hr_bpm':
      return num(m.hr_bpm);
    case 'rr_ms':
      return num(m.rr_ms);
    case 'pr_ms':
      return num(m.pr_ms);
    case 'qrs_ms':
      return num(m.qrs_ms);
    case 'qt_ms':
      return num(m.qt_ms);
    case 'qtc_ms':
      return formula ? num(m.qtc_ms[formula as keyof typeof m.qtc_ms]) : num(m.qtc_ms.bazett);
    case 'p_ms':
      return num(m.p_ms) ?? (perLead(analysis, 'II') ? num(analysis.measurements.per_lead.II?.p_ms) : null);
    case 'axis_deg.qrs':
      return num(m.axis_deg.qrs);
    case 'axis_deg.p':
      return num(m.axis_deg.p);
    case 'axis_deg.t':
      return num(m.axis_deg.t);
    case 'qt_rr_ratio':
      return num(m.qt_ms) === null || !num(m.rr_ms) ? null : m.qt_ms! / m.rr_ms!;
    case 'qrs_t_angle': {
      const [q, t] = [num(m.axis_deg.qrs), num(m.axis_deg.t)];
      return q === null || t === null ? null : angleDiff(q, t);
    }
    case 'sokolow_mv': {
      const s1 = leadValue(analysis, 'V1', 's_mv');
      const r5 = leadValue(analysis, 'V5', 'r_mv');
      const r6 = leadValue(analysis, 'V6', 'r_mv');
      if (s1 === null || (r5 === null && r6 === null)) return null;
      return s1 + Math.max(r5 ?? 0, r6 ?? 0);
    }
    case 'cornell_mv': {
      const r = leadValue(analysis, 'aVL', 'r_mv');
      const s = leadValue(analysis, 'V3', 's_mv');
      return r === null || s === null ? null : r + s;
    }
    case 'cornell_product': {
      const cornell = globalValue(analysis, 'cornell_mv');
      return cornell === null || num(m.qrs_ms) === null ? null : cornell * m.qrs_ms!;
    }
    default:
      return null;
  }
}

/** All QTc values (any formula) that were measured. */
export function qtcValues(analysis: Analysis): number[] {
  return Object.values(analysis.measurements.qtc_ms).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}
