// Statements about a quantity without a number: "narrow QRS", "PR is normal", "tachycardic", "regular rhythm".
import type { ExtractedClaim } from './claim-types';
import { inSpans, POST_NEGATION, type Clause } from './segment';

interface Qualitative {
  re: RegExp;
  quantity: string;
  range: [number, number];
  unit: string;
}

const INF = 1e9;
const NORMAL = String.raw`(?:normal|within\s+normal\s+limits|WNL|unremarkable)`;
const Q: Qualitative[] = [
  { re: /\bnarrow(?:[\s-]+complex)?\s+QRS(?:\s+complex(?:es)?)?\b|\bQRS(?:\s+complex(?:es)?|\s+duration)?\s+(?:is\s+|are\s+)?(?:not\s+)?narrow\b|\bnarrow[\s-]+complex\b/gi, quantity: 'qrs_ms', range: [0, 119], unit: 'ms' },
  { re: /\b(?:wide|broad|widened|prolonged)(?:[\s-]+complex)?\s+QRS(?:\s+complex(?:es)?)?\b|\bQRS(?:\s+complex(?:es)?|\s+duration)?\s+(?:is\s+|are\s+)?(?:not\s+)?(?:wide|broad|widened|prolonged)\b|\bwide[\s-]+complex\b/gi, quantity: 'qrs_ms', range: [120, INF], unit: 'ms' },
  { re: new RegExp(String.raw`\b${NORMAL}\s+PR(?:\s+interval)?\b|\bPR(?:\s+interval)?\s+(?:is\s+)?${NORMAL}`, 'gi'), quantity: 'pr_ms', range: [120, 200], unit: 'ms' },
  { re: new RegExp(String.raw`\b${NORMAL}\s+QRS(?:\s+(?:duration|width|interval))?\b(?!\s+(?:axis|voltage|amplitude))|\bQRS(?:\s+(?:duration|width|interval))?\s+(?:is\s+)?${NORMAL}`, 'gi'), quantity: 'qrs_ms', range: [0, 119], unit: 'ms' },
  { re: new RegExp(String.raw`\b${NORMAL}\s+QTc?(?:\s+interval)?\b|\bQTc?(?:\s+interval)?\s+(?:is\s+)?${NORMAL}`, 'gi'), quantity: 'qtc_ms', range: [350, 460], unit: 'ms' },
  { re: new RegExp(String.raw`\b${NORMAL}\s+(?:heart\s+|ventricular\s+)?rate\b|\b(?:heart\s+|ventricular\s+)?rate\s+(?:is\s+)?${NORMAL}`, 'gi'), quantity: 'hr_bpm', range: [60, 100], unit: 'bpm' },
  { re: /\b(?:tachycardi[ac]|tachycardic|tachyarrhythmia|rapid\s+(?:ventricular\s+)?(?:rate|response)|fast\s+(?:heart\s+)?rate)\b/gi, quantity: 'hr_bpm', range: [101, INF], unit: 'bpm' },
  { re: /\b(?:bradycardi[ac]|bradycardic|slow\s+(?:heart\s+|ventricular\s+)?(?:rate|response))\b/gi, quantity: 'hr_bpm', range: [0, 59], unit: 'bpm' },
  { re: /\b(?:regular(?:ly)?\s+(?:(?:sinus|ventricular|narrow[\s-]complex)\s+)?(?:rhythm|rate\s+and\s+rhythm|R[\s-]?R(?:\s+intervals?)?|response)|rhythm(?:\s+is|\s*:)\s+regular|R[\s-]?R\s+intervals?\s+(?:are\s+)?(?:regular|constant))\b/gi, quantity: 'regularity', range: [1, 1], unit: '' },
  // "sinus rhythm at 75 bpm, regular." — a bare (ir)regular right after a rhythm or rate statement
  { re: /(?<=\b(?:rhythm|rate|bpm|\/min|minute)\b[^.;:\n]{0,30}?[,\s]\s*(?:and\s+|which\s+is\s+|is\s+)?)regular\b(?!\s+(?:follow|check|monitor|exercise|basis|intervals?\s+of))/gi, quantity: 'regularity', range: [1, 1], unit: '' },
  { re: /(?<=\b(?:rhythm|rate|bpm|\/min|minute)\b[^.;:\n]{0,30}?[,\s]\s*(?:and\s+|which\s+is\s+|is\s+)?)irregular\b(?!\s+(?:follow|check|monitor|basis))/gi, quantity: 'regularity', range: [0, 0], unit: '' },
  { re: /\b(?:irregular(?:ly)?\s+irregular(?:\s+rhythm)?|irregular\s+(?:(?:ventricular|narrow[\s-]complex|wide[\s-]complex|supraventricular|atrial)\s+)?(?:rhythm|R[\s-]?R(?:\s+intervals?)?|response)|rhythm(?:\s+is|\s*:)\s+irregular|R[\s-]?R\s+intervals?\s+(?:are\s+|is\s+)?(?:irregular|variable)|R[\s-]?R\s+intervals?\s+(?:vary|varies|varying)\s+(?:irregularly|widely|randomly|chaotically))\b/gi, quantity: 'regularity', range: [0, 0], unit: '' },
];

export function extractQualitative(text: string, clause: Clause, taken: [number, number][]): ExtractedClaim[] {
  const [a, b] = clause.span;
  const body = text.slice(0, b);
  const out: ExtractedClaim[] = [];
  for (const q of Q) {
    q.re.lastIndex = a;
    for (let m = q.re.exec(body); m; m = q.re.exec(body)) {
      const span: [number, number] = [m.index, m.index + m[0].length];
      if (taken.some(([s, e]) => span[0] < e && s < span[1]) || out.some((c) => span[0] < c.span[1] && c.span[0] < span[1])) continue;
      const negated = /\bnot\b/i.test(m[0]) || inSpans(span[0], clause.negated) || POST_NEGATION.test(text.slice(span[1], Math.min(b, span[1] + 30)));
      out.push({
        text: m[0],
        span,
        kind: q.quantity === 'regularity' ? 'rhythm' : 'measurement',
        quantity: q.quantity,
        code: null,
        value: q.quantity === 'regularity' ? (q.range[0] ? 'regular' : 'irregular') : q.range[1] >= INF ? `>=${q.range[0]}` : q.range[0] <= 0 ? `<=${q.range[1]}` : `${q.range[0]}-${q.range[1]}`,
        range: q.range,
        unit: q.unit || null,
        leads: [],
        negated,
        unverifiableReason: inSpans(span[0], clause.hedged) ? 'hedged: the answer does not assert it' : undefined,
      });
    }
  }
  return out;
}

export const UNBOUNDED = INF;
