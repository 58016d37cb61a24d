// The three ECG-R1 rewards, reproduced as described in REFERENCES.md (weight 1 each, total 0–3).
// They read text only: a wrong number can still "match" an evidence phrase.
import { parseResponse, splitAnswerLabels, type ParsedResponse } from '../claims/response-format';

/** 1 when the response has a non-empty, closed <think>…</think> block, else 0. */
export function ecgr1Format(response: string | ParsedResponse): number {
  const parsed = typeof response === 'string' ? parseResponse(response) : response;
  return parsed.thinkComplete ? 1 : 0;
}

function labelSet(labels: string[]): Set<string> {
  return new Set(labels.map((l) => l.trim().toLowerCase()).filter((l) => l.length > 0));
}

/** Jaccard |A∩B| / |A∪B| of lower-cased, trimmed ';'-separated labels; 1 when both are empty. */
export function ecgr1Accuracy(answerLabels: string[] | string, referenceLabels: string[] | string): number {
  const a = labelSet(typeof answerLabels === 'string' ? splitAnswerLabels(answerLabels) : answerLabels);
  const b = labelSet(typeof referenceLabels === 'string' ? splitAnswerLabels(referenceLabels) : referenceLabels);
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

/** Reference evidence phrases per step number (up to three per step are used). */
export type StepEvidence = Record<number, string[]>;

/**
 * Mean over steps with reference phrases of (phrases found, case-insensitive substring, in that
 * step's text) / (phrases of the step). A step missing from the response scores 0. Null when the
 * reference has no phrases at all.
 */
export function ecgr1Evidence(response: string | ParsedResponse, reference: StepEvidence): number | null {
  const parsed = typeof response === 'string' ? parseResponse(response) : response;
  const stepText = new Map<number, string>();
  for (const s of parsed.steps) stepText.set(s.n, ((stepText.get(s.n) ?? '') + '\n' + s.text).toLowerCase());
  const scores: number[] = [];
  for (const [key, phrases] of Object.entries(reference)) {
    const used = phrases.filter((p) => p.trim().length > 0).slice(0, 3);
    if (used.length === 0) continue;
    const body = stepText.get(Number(key)) ?? '';
    const found = used.filter((p) => body.includes(p.trim().toLowerCase())).length;
    scores.push(found / used.length);
  }
  if (scores.length === 0) return null;
  return scores.reduce((a, b) => a + b, 0) / scores.length;
}
