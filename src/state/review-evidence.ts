import { evidenceFor } from '../core/claims';
import type { Analysis, EvidencePointer, Finding } from '../core/types';

const MAX_BEAT_POINTERS = 32;

/** The quantity whose interval shows a finding, from its evidence measures ("per_lead.V1.st_j_mv" -> st_mv). */
export function findingQuantity(f: Finding): string {
  const measures = f.evidence.map((e) => e.measure);
  const has = (re: RegExp) => measures.some((m) => re.test(m));
  if (has(/st_(j|60)_mv|^st_/)) return 'st_mv';
  if (has(/\.t_mv$/)) return 't_mv';
  if (has(/\.q_(ms|mv)$/)) return 'q_mv';
  if (has(/^pr_ms/)) return 'pr_ms';
  if (has(/^qtc?_ms/)) return 'qt_ms';
  if (has(/^qrs_ms/)) return 'qrs_ms';
  if (has(/^axis_deg\.qrs/)) return 'axis_deg.qrs';
  if (has(/^axis_deg\.p|p_mv|p_ms/)) return 'p_mv';
  if (has(/^rhythm\.|^hr_bpm|^rr_ms/)) return 'rhythm';
  if (has(/r_mv|s_mv|sokolow|cornell|qrs_pp/)) return 'r_mv';
  return 'qrs_ms';
}

/** Leads a finding names: its own list, else those of its evidence. */
export function findingLeads(f: Finding): string[] {
  if (f.leads?.length) return f.leads;
  const out = new Set<string>();
  for (const e of f.evidence) for (const l of e.leads ?? []) out.add(l);
  return [...out];
}

/** Evidence pointers for a finding: its listed beats (ectopics), else the measured interval in its leads. */
export function findingEvidence(analysis: Analysis, f: Finding): EvidencePointer[] {
  const listed = f.evidence.flatMap((e) => e.beats ?? []).filter((i) => Number.isInteger(i) && i >= 0 && i < analysis.beats.length);
  if (listed.length) {
    const lead = analysis.record.leads.includes('II') ? 'II' : analysis.record.leads[0];
    const fs = analysis.record.fs;
    return listed.slice(0, MAX_BEAT_POINTERS).map((i) => {
      const b = analysis.beats[i];
      return { lead, from: b.qrsOn ?? Math.max(0, b.r - Math.round(0.05 * fs)), to: b.qrsOff ?? b.r + Math.round(0.05 * fs), beats: [i] };
    });
  }
  const leads = findingLeads(f).filter((l) => analysis.record.leads.includes(l));
  return evidenceFor(analysis, findingQuantity(f), leads);
}
