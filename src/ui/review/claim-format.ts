import type { Claim, Verification } from '../../core/types';

export const VERDICT_LABEL = { supported: 'supported', contradicted: 'contradicted', unverifiable: 'unverifiable' } as const;
export const VERDICT_MARK = { supported: '✓', contradicted: '✗', unverifiable: '?' } as const;

export function valueText(v: number | string | null | undefined, unit?: string | null): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return '—';
    const r = Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 1000) / 1000;
    return unit ? `${r} ${unit}` : String(r);
  }
  return v.replace(/_/g, ' ');
}

/** The line under a claim: what was measured against what tolerance, or why the claim is not judged (then first). */
export function claimMeasureText(c: Claim): string {
  const measured = c.measured !== null ? `measured ${valueText(c.measured)}` : null;
  if (c.verdict === 'unverifiable' && c.reason) return measured ? `${c.reason} · ${measured}` : c.reason;
  return `${measured ?? c.reason ?? 'not measured'}${c.tolerance ? ` · ${c.tolerance}` : ''}`;
}

/** One line for a tooltip: verdict, what was claimed, what was measured, the tolerance. */
export function claimSummary(c: Claim): string {
  const parts = [`${VERDICT_LABEL[c.verdict]}: “${c.text}”`];
  if (c.value !== null) parts.push(`claimed ${valueText(c.value, c.unit)}`);
  parts.push(`measured ${valueText(c.measured)}`);
  if (c.tolerance) parts.push(`tolerance ${c.tolerance}`);
  if (c.reason) parts.push(c.reason);
  return parts.join(' · ');
}

export interface RewardInfo {
  label: string;
  /** Lower is better (rates, penalties, counts of contradictions). */
  lowerBetter: boolean;
  help: string;
}

export const REWARD_INFO: Record<string, RewardInfo> = {
  format: { label: 'Format (ECG-R1)', lowerBetter: false, help: '1 when a non-empty, closed <think> block and an <answer> are present' },
  accuracy: { label: 'Accuracy (ECG-R1 Jaccard)', lowerBetter: false, help: 'Jaccard overlap of the <answer> labels with the reference labels; needs a reference' },
  evidence_ecgr1: { label: 'Key evidence (ECG-R1)', lowerBetter: false, help: 'key-diagnostic-evidence phrase matching per step; needs reference evidence' },
  ecgr1_total: { label: 'ECG-R1 total', lowerBetter: false, help: 'format + accuracy + evidence' },
  grounded_evidence: { label: 'Grounded evidence', lowerBetter: false, help: 'supported / (supported + contradicted) claims' },
  hallucination_rate: { label: 'Hallucination rate', lowerBetter: true, help: 'contradicted / (supported + contradicted) claims' },
  contradiction_penalty: { label: 'Contradiction penalty', lowerBetter: true, help: 'min(1, 0.25 × contradicted claims)' },
  coverage: { label: 'Coverage of findings', lowerBetter: false, help: 'importance-weighted share of the important findings the answer mentions' },
  grounded_total: { label: 'Grounded total', lowerBetter: false, help: 'clip01(0.5 × grounded evidence + 0.5 × coverage − penalty)' },
  checkable_claims: { label: 'Checkable claims', lowerBetter: false, help: 'claims the signal supports or contradicts' },
  contradicted_claims: { label: 'Contradicted claims', lowerBetter: true, help: 'claims the signal contradicts' },
};

/** Every reward component, known ones first in a fixed order, then any others. */
export function rewardKeys(rewards: Verification['rewards'][]): string[] {
  const known = Object.keys(REWARD_INFO);
  const extra = new Set<string>();
  for (const r of rewards) for (const k of Object.keys(r)) if (!known.includes(k)) extra.add(k);
  return [...known.filter((k) => rewards.some((r) => k in r)), ...extra];
}

export function rewardText(v: number | null | undefined, key: string): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  return key.endsWith('_claims') ? String(Math.round(v)) : v.toFixed(2);
}

export function nullReason(key: string, hasSignal: boolean): string {
  if (key === 'accuracy' || key === 'ecgr1_total') return 'no reference labels given';
  if (key === 'evidence_ecgr1') return 'no reference evidence given';
  if (!hasSignal) return 'no signal: nothing to check claims against';
  if (key === 'coverage') return 'the analysis made no important finding';
  return 'no checkable claims';
}
