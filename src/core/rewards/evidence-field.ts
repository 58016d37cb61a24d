// The `evidence` field of a JSON answer or a data-set line: ECG-R1 reference phrases per reasoning step.
import type { StepEvidence } from './ecgr1';

/** Bounds on an untrusted field; ecgr1Evidence itself uses the first 3 non-empty phrases of a step. */
const MAX_STEPS = 100;
const MAX_PHRASES = 50;
const MAX_PHRASE_CHARS = 500;

/**
 * Reads `{ "1": ["sinus rhythm", "rate 75"], "2": ["PR 160 ms"] }` (step number → phrases) or the
 * list form `[["sinus rhythm", "rate 75"], ["PR 160 ms"]]` (item i is step i + 1; a step may also be
 * a single string). Absent: `{}`; malformed: `{ error }`.
 */
export function readStepEvidence(v: unknown): { evidence?: StepEvidence; error?: string } {
  if (v === undefined || v === null) return {};
  const entries: [string, unknown][] = Array.isArray(v)
    ? v.slice(0, MAX_STEPS).map((p, i) => [String(i + 1), p])
    : typeof v === 'object'
      ? Object.entries(v as Record<string, unknown>)
      : [];
  if (!Array.isArray(v) && typeof v !== 'object') return { error: '"evidence" must map step numbers to lists of phrases' };
  if (entries.length > MAX_STEPS) return { error: `"evidence" has more than ${MAX_STEPS} steps` };
  const out: StepEvidence = {};
  for (const [k, raw] of entries) {
    const list = typeof raw === 'string' ? [raw] : raw;
    if (!/^\d{1,3}$/.test(k) || !Array.isArray(list) || !list.every((p) => typeof p === 'string')) {
      return { error: '"evidence" must map step numbers to lists of phrases' };
    }
    out[Number(k)] = (list as string[]).slice(0, MAX_PHRASES).map((p) => p.slice(0, MAX_PHRASE_CHARS));
  }
  return { evidence: out };
}
