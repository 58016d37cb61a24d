// The QRS shape a reader writes lead by lead ("rS in V1", "QS complexes in V1–V3", "broad monophasic R in I and V6",
// "dominant R in V4–V6", "no septal q in I and V6", "broad slurred S in I and V6"), checked on each named lead's Q, R and
// S amplitudes (a broad S also on the QRS duration). Only a shape
// clearly the other way contradicts; near the boundary (a small r or s the delineation may size differently) it is left
// open.
import { unverifiable as unknown, type CheckResult } from './check-result';
import type { Analysis } from '../types';
import { globalValue, leadUsable, leadValue } from './signal-values';

type Shape = 'QS' | 'rS' | 'RS' | 'qR' | 'R dominant' | 'S dominant' | 'monophasic R' | 'septal q' | 'broad S';

/** The shape a claim's text names (the notation is case-sensitive: "rS" is not "Rs"). */
export function shapeOf(text: string): Shape | null {
  if (/\bQS\b/.test(text)) return 'QS';
  if (/\bmonophasic\s+R\b/i.test(text)) return 'monophasic R';
  if (/\b(?:broad|wide|slurred)\b[\s,]+(?:(?:and\s+)?(?:broad|wide|slurred|terminal)[\s,]+)*S\b/i.test(text)) return 'broad S';
  if (/\bseptal\s+q/i.test(text)) return 'septal q';
  if (/\bdominant\s+S\b/i.test(text)) return 'S dominant';
  if (/\b(?:rS|qrS|rSr)\b/.test(text)) return 'rS';
  if (/\bRS\b/.test(text)) return 'RS';
  if (/\b(?:qR|qRs)\b/.test(text)) return 'qR';
  if (/\b(?:Rs|QR|Qr)\b/.test(text) || /\bdominant\s+R\b/i.test(text)) return 'R dominant';
  return null;
}

const CRITERIA: Record<Shape, string> = {
  QS: 'QS: no R (< 0.05 mV; 0.15 mV or more is an R)',
  rS: 'rS: S deeper than R (an R 1.5 × the S is not)',
  RS: 'RS: R and S of similar size (R/S 0.5–2; under 0.33 or over 3 is not)',
  qR: 'qR: a Q of 0.03 mV or more before an R taller than the S deep (an S 1.5 × the R is not); none measured in every named lead bears out its absence',
  'R dominant': 'R taller than S deep (an S 1.5 × the R is not)',
  'S dominant': 'S deeper than R tall (an R 1.5 × the S is not)',
  'monophasic R': 'monophasic R: no S or Q over 10 % of the R (30 % or more is not)',
  'septal q': 'septal q: a Q of 0.03 mV or more; none measured in every named lead bears out its absence',
  'broad S': 'broad S: an S of 0.1 mV or more and QRS ≥ 120 ms (no S, under 0.05 mV, or QRS under 110 ms is not)',
};

/** true / false / null (near the boundary) for one lead; `qrs`: the QRS duration (ms), a broad S's width. */
function leadHolds(shape: Shape, r: number, s: number, q: number, qrs: number | null): boolean | null {
  switch (shape) {
    case 'broad S':
      if (s < 0.05 || (qrs !== null && qrs < 110)) return false;
      return s >= 0.1 && qrs !== null && qrs >= 120 ? true : null;
    case 'QS':
      return r < 0.05 ? true : r >= 0.15 ? false : null;
    case 'rS':
    case 'S dominant':
      return s > r ? true : r >= 1.5 * s ? false : null;
    case 'RS': {
      const ratio = r / Math.max(s, 0.01);
      return ratio >= 0.5 && ratio <= 2 ? true : ratio < 0.33 || ratio > 3 ? false : null;
    }
    case 'R dominant':
      return r > s ? true : s >= 1.5 * r ? false : null;
    case 'qR':
      return s >= 1.5 * r ? false : q >= 0.03 && r > s ? true : null;
    case 'monophasic R': {
      const other = Math.max(s, q);
      return other <= 0.1 * r ? true : other >= 0.3 * r ? false : null;
    }
    case 'septal q':
      // no Q measured denies a septal q only where the answer says there is none (checkQrsShape)
      return q >= 0.03 ? true : null;
  }
}

/** Each named usable lead's verdict: any lead clearly the other way contradicts, all holding supports. */
export function checkQrsShape(analysis: Analysis, text: string, leads: string[], negated: boolean): CheckResult | null {
  const shape = shapeOf(text);
  if (!shape) return null;
  const criterion = CRITERIA[shape];
  const named = leads.filter((l) => leadUsable(analysis, l) && leadValue(analysis, l, 'r_mv') !== null);
  if (named.length === 0) return unknown(leads.length ? 'QRS amplitudes not measured in the named leads' : 'no lead named', criterion);
  const amps = named.map((l) => ({ l, r: leadValue(analysis, l, 'r_mv')!, s: leadValue(analysis, l, 's_mv') ?? 0, q: leadValue(analysis, l, 'q_mv') ?? 0 }));
  // a small septal q may go unmeasured: no Q in every named lead bears out only its denial ("no septal q in I and V6", "no qR in aVL")
  const noQ = (shape === 'septal q' || shape === 'qR') && negated && amps.every((x) => x.q === 0);
  const qrs = globalValue(analysis, 'qrs_ms');
  const per = amps.map((x) => ({ l: x.l, holds: noQ ? false : leadHolds(shape, x.r, x.s, x.q, qrs) }));
  const against = per.filter((x) => x.holds === false).map((x) => x.l);
  const all = per.every((x) => x.holds === true);
  const measured = amps.map((x) => `${x.l} R ${x.r} S ${x.s} Q ${x.q}`).join('; ');
  // a denied shape ("no septal q", "not an rS") is contradicted where it holds in every lead, supported where a lead is against it
  const holds = against.length ? false : all ? true : null;
  if (holds === null) return unknown(`near the boundary in ${per.filter((x) => x.holds === null).map((x) => x.l).join(', ')}`, criterion);
  return { verdict: holds !== negated ? 'supported' : 'contradicted', measured, tolerance: criterion, leads: holds ? named : against };
}
