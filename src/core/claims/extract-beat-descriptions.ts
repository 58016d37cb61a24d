// What an answer says of beats it numbers ("Complex 5 is broad and bizarre", "Beat 6 early", "complexes 6 to 9 are all
// sinus"): whether those beats are premature, checked on their classes (check-window.ts) as "a PVC at beat 5" is.
import type { ExtractedClaim } from './claim-types';
import { timeWindows } from './extract-time';
import type { Clause } from './segment';

/** Right after the numbered beats, what they are: wide (ventricular, group 1), early (either kind, 2), sinus (neither, 3). */
const DESCRIBED = /^\s*(?:(?:is|are|was|were|looks?|looked|appears?|seems?)\s+)?(?:all\s+|both\s+|clearly\s+|again\s+)?(?:(broad|wide|wider|bizarre)|(early|premature)|(sinus|narrow|(?:identical\s*[:,]\s*)narrow|normally\s+conducted))\b/i;

export function extractBeatDescriptions(text: string, clause: Clause): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  for (const w of timeWindows(text, clause.span[0], clause.span[1])) {
    if (w.window.kind !== 'beats') continue;
    const m = DESCRIBED.exec(text.slice(w.span[1], Math.min(clause.span[1], w.span[1] + 50)));
    if (!m) continue;
    // (the beats' words only: the descriptor may be the keyword of a value of its own, "wide (~140 ms)")
    const span = w.span;
    const code = m[1] ? 'premature_ventricular_complex' : 'any_ectopy';
    out.push({ text: text.slice(span[0], span[1]), span, kind: 'finding', quantity: null, code, value: null, range: null, unit: null, leads: [], negated: m[3] !== undefined, window: w.window });
  }
  return out;
}
