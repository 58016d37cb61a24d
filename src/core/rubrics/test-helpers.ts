// Hand-built Analysis/Verification objects for rubric and label tests (no signal needed).
import type { Analysis, Claim, Verification } from '../types';

export function claim(id: string, over: Partial<Claim>): Claim {
  return { id, text: id, span: [0, 1], kind: 'other', quantity: null, lead: null, value: null, unit: null, verdict: 'supported', measured: null, tolerance: null, evidence: [], ...over };
}

export function verification(claims: Claim[], format: Partial<Verification['format']> = {}): Verification {
  return {
    format: { has_think: true, has_answer: true, steps: 3, problems: [], ...format },
    answer: [],
    claims,
    omissions: [],
    rewards: { format: 1, accuracy: null, evidence_ecgr1: null, grounded_evidence: null, hallucination_rate: null },
  };
}

export function analysisWith(findingCodes: string[]): Analysis {
  const nil = { bazett: null, fridericia: null, framingham: null, hodges: null };
  return {
    record: { id: 't', fs: 500, samples: 5000, leads: ['II'] },
    beats: [],
    leads: {},
    measurements: { hr_bpm: 70, rr_ms: 857, pr_ms: 160, qrs_ms: 90, qt_ms: 380, qtc_ms: nil, axis_deg: { p: null, qrs: null, t: null }, per_lead: {} },
    rhythm: { label: 'sinus_rhythm', regular: true, rr_cv: 0.02 },
    findings: findingCodes.map((code) => ({ code, label: code, evidence: [] })),
    quality: { per_lead: {} },
    model: { delineator: 'test', version: '0' },
  };
}
