import { verifyResponse, type VerifyOptions } from '../core/claims';
import type { Analysis, Verification } from '../core/types';
import type { ReviewAnswer } from './review-answers';

// Verifying one answer takes a few ms, so it runs on the main thread; results are cached per
// analysis object (a new analysis, a new cache) and per answer text.
const NO_SIGNAL = {};
const cache = new WeakMap<object, Map<string, Verification>>();

/** The answer checked against `analysis` (null: no signal, every claim unverifiable). */
export function verificationOf(analysis: Analysis | null, answer: ReviewAnswer): Verification {
  const owner = analysis ?? NO_SIGNAL;
  let byText = cache.get(owner);
  if (!byText) {
    byText = new Map();
    cache.set(owner, byText);
  }
  const key = `${answer.reference ?? ''}\u0000${answer.evidence ? JSON.stringify(answer.evidence) : ''}\u0000${answer.text}`;
  let v = byText.get(key);
  if (!v) {
    const options: VerifyOptions = {};
    if (answer.reference !== undefined) options.reference = answer.reference;
    if (answer.evidence) options.evidence = answer.evidence;
    v = verifyResponse(analysis, answer.text, options);
    if (byText.size > 500) byText.clear();
    byText.set(key, v);
  }
  return v;
}

export function verdictCounts(v: Verification): { supported: number; contradicted: number; unverifiable: number } {
  const n = { supported: 0, contradicted: 0, unverifiable: 0 };
  for (const c of v.claims) n[c.verdict]++;
  return n;
}
