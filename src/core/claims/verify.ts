// verifyResponse: a model's answer checked against the Analysis of its ECG (pure function).
import type { Analysis, Claim, EvidencePointer, Verification } from '../types';
import type { ExtractedClaim } from './claim-types';
import type { CheckResult } from './check-result';
import { checkMeasurement } from './check-measurement';
import { checkFinding, checkOtherwiseNormal, checkOtherwiseNormalIntervals } from './check-finding';
import { stTOverlapReason } from './atrial-overlap';
import { extractClaims } from './extract';
import { evidenceFor } from './evidence';
import { TERRITORY_LEADS } from './extract-leads';
import { VOLTAGE_SUMS } from './tolerances';
import { findOmissions, IMPORTANCE } from './omissions';
import { parseResponse, splitAnswerLabels } from './response-format';
import { ecgr1Accuracy, ecgr1Evidence, ecgr1Format, type StepEvidence } from '../rewards/ecgr1';
import { groundedRewards } from '../rewards/grounded';

export interface VerifyOptions {
  /** Reference answer: "label; label", an <answer>…</answer> text, or the labels. */
  reference?: string | string[];
  /** Reference key-evidence phrases per step number (ECG-R1 evidence reward). */
  evidence?: StepEvidence;
}

export const NO_SIGNAL_REASON = 'no signal: the answer is about an ECG image, only format and accuracy are scored';

export function referenceLabels(reference: string | string[]): string[] {
  if (Array.isArray(reference)) return reference.map((s) => s.trim()).filter(Boolean);
  const m = /<answer>([\s\S]*?)(?:<\/answer>|$)/i.exec(reference);
  return splitAnswerLabels(m ? m[1] : reference);
}

function evidenceQuantity(c: ExtractedClaim): string {
  if (c.quantity === 'qrs_isoelectric') return 'r_mv';
  if (c.comparison) return c.comparison.quantity;
  if (c.quantity?.endsWith('_polarity')) return c.quantity === 'p_polarity' ? 'p_mv' : c.quantity === 't_polarity' ? 't_mv' : 'r_mv';
  if (c.quantity) return VOLTAGE_SUMS.includes(c.quantity) ? 'r_mv' : c.quantity;
  const code = c.code ?? '';
  if (/stemi|st_elevation|st_depression|st_change/.test(code)) return 'st_mv';
  if (code === 't_wave_inversion' || code.endsWith('_ischemia')) return 't_mv';
  if (code === 'u_waves') return 'u_mv';
  if (code === 'pathological_q_waves' || /_mi$/.test(code)) return 'q_mv';
  if (c.kind === 'rhythm' || /premature|flutter|fibrillation|paced/.test(code)) return 'rhythm';
  if (/av_block|short_pr|wpw/.test(code)) return 'pr_ms';
  if (/qt/.test(code)) return 'qt_ms';
  if (c.kind === 'axis' || /fascicular/.test(code)) return 'axis_deg.qrs';
  if (/atrial_enlargement|^p_waves$|^p_before_each_qrs$/.test(code)) return 'p_mv';
  if (/hypertrophy|voltage|r_wave|dominant_r/.test(code)) return 'r_mv';
  return 'qrs_ms';
}

function defaultEvidenceLeads(c: ExtractedClaim): string[] {
  if (c.leads.length) return c.leads;
  const t = (c.code ?? '').split('_')[0];
  if (TERRITORY_LEADS[t] && /stemi|ischemia|_mi$/.test(c.code ?? '')) return TERRITORY_LEADS[t];
  if (/hypertrophy/.test(c.code ?? '')) return ['V1', 'V5', 'aVL'];
  if (/bundle_branch/.test(c.code ?? '')) return ['V1', 'V6'];
  return [];
}

function beatsOfClass(analysis: Analysis, cls: string): EvidencePointer[] {
  const lead = analysis.record.leads.includes('II') ? 'II' : analysis.record.leads[0];
  return analysis.beats
    .map((b, i) => ({ b, i }))
    .filter(({ b }) => b.class === cls)
    .slice(0, 16)
    .map(({ b, i }) => ({ lead, from: Math.max(0, b.qrsOn ?? b.r - 25), to: b.qrsOff ?? b.r + 25, beats: [i] }));
}

/** `stated`: the codes the answer asserts, which an "otherwise normal ECG" sets aside. */
function check(analysis: Analysis | null, c: ExtractedClaim, stated: Set<string>): CheckResult {
  if (c.unverifiableReason) return { verdict: 'unverifiable', measured: null, tolerance: null, leads: [], reason: c.unverifiableReason };
  if (!analysis) return { verdict: 'unverifiable', measured: null, tolerance: null, leads: [], reason: NO_SIGNAL_REASON };
  if (!c.quantity && !c.code) return { verdict: 'unverifiable', measured: null, tolerance: null, leads: [], reason: 'not a measurable statement' };
  const r = c.quantity ? checkMeasurement(analysis, c) : c.otherwise ? (c.code === 'normal_intervals' ? checkOtherwiseNormalIntervals : checkOtherwiseNormal)(analysis, c.negated, stated) : checkFinding(analysis, c);
  const overlap = r.measured === null ? null : stTOverlapReason(analysis, evidenceQuantity(c));
  return overlap ? { ...r, verdict: 'unverifiable', reason: overlap } : r;
}

/** "RBBB or IVCD" holds when one alternative does: the others are then not contradicted; all contradicted, it is false. */
function settleAlternatives(extracted: ExtractedClaim[], claims: Claim[]): void {
  const held = new Set(extracted.flatMap((c, i) => (c.alternatives !== undefined && claims[i].verdict === 'supported' ? [c.alternatives] : [])));
  extracted.forEach((c, i) => {
    if (c.alternatives === undefined || !held.has(c.alternatives) || claims[i].verdict !== 'contradicted') return;
    claims[i].verdict = 'unverifiable';
    claims[i].reason = 'one of alternatives, another of which holds';
  });
}

export function verifyResponse(analysis: Analysis | null, response: string, options: VerifyOptions = {}): Verification {
  const parsed = parseResponse(response);
  const all = extractClaims(response);
  const stated = new Set(all.flatMap((c) => (c.code && !c.negated && !c.unverifiableReason ? [c.code] : [])));
  const results = all.map((c) => check(analysis, c, stated));
  // the beats named for a finding the record does not have add nothing to that finding's verdict
  const baseContradicted = (c: ExtractedClaim) => all.some((b, j) => b.code === c.code && b.span[0] === c.placementOf![0] && b.span[1] === c.placementOf![1] && !b.window && results[j].verdict === 'contradicted');
  const kept = all.map((c, i) => i).filter((i) => !(all[i].placementOf && baseContradicted(all[i])));
  const extracted = kept.map((i) => all[i]);
  const claims: Claim[] = extracted.map((c, i) => {
    const r = results[kept[i]];
    let evidence: EvidencePointer[] = [];
    if (analysis && (r.verdict !== 'unverifiable' || r.measured !== null)) {
      const q = evidenceQuantity(c);
      evidence = /premature|ventricular_(?:bigeminy|trigeminy|couplet)/.test(c.code ?? '') ? beatsOfClass(analysis, c.code === 'premature_atrial_complex' ? 'S' : 'V') : [];
      if (evidence.length === 0) evidence = evidenceFor(analysis, q, r.leads.length ? r.leads : defaultEvidenceLeads(c), c.code);
    }
    const claim: Claim = {
      id: `c${i + 1}`,
      text: c.text,
      span: c.span,
      kind: c.kind,
      quantity: c.quantity,
      lead: c.leads[0] ?? null,
      value: c.value,
      unit: c.unit,
      verdict: r.verdict,
      measured: r.measured,
      tolerance: r.tolerance,
      evidence,
      negated: c.negated,
      code: c.code,
      leads: c.leads,
    };
    if (r.reason) claim.reason = r.reason;
    return claim;
  });

  settleAlternatives(extracted, claims);
  const omissions = analysis
    ? findOmissions(
        analysis,
        claims.filter((c) => !c.negated).map((c) => ({ code: c.code ?? null, quantity: c.quantity, negated: !!c.negated })),
      )
    : [];
  const important = analysis ? analysis.findings.map((f) => ({ code: f.code, importance: IMPORTANCE[f.code] ?? 20 })) : [];
  const grounded = groundedRewards(claims, important, omissions);
  const problems = [...parsed.problems];
  if (!analysis) problems.push('no signal: claims are unverifiable');
  const accuracy = options.reference !== undefined ? ecgr1Accuracy(parsed.answer, referenceLabels(options.reference)) : null;
  const format = ecgr1Format(parsed);
  const evidenceReward = options.evidence ? ecgr1Evidence(parsed, options.evidence) : null;
  return {
    format: { has_think: parsed.hasThink, has_answer: parsed.hasAnswer, steps: parsed.steps.length, problems },
    answer: parsed.answer,
    claims,
    omissions,
    rewards: {
      format,
      accuracy,
      evidence_ecgr1: evidenceReward,
      grounded_evidence: analysis ? grounded.grounded_evidence : null,
      hallucination_rate: analysis ? grounded.hallucination_rate : null,
      ecgr1_total: accuracy === null ? null : format + accuracy + (evidenceReward ?? 0),
      contradiction_penalty: analysis ? grounded.contradiction_penalty : null,
      coverage: analysis ? grounded.coverage : null,
      grounded_total: analysis ? grounded.grounded_total : null,
      checkable_claims: grounded.checkable_claims,
      contradicted_claims: grounded.contradicted_claims,
    },
  };
}
