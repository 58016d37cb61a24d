// Comparisons between leads: "the R in aVL is taller than in lead I", "S V6 deeper than R V6", "ST elevation III > II",
// "deeper in aVL than in I", superlatives ("the deepest S wave is in V1", "the elevation is greatest in lead II"),
// factors ("R in V5 double the R in V4"), and where the precordial R overtakes the S ("transition at V3").
import type { ExtractedClaim, LeadComparison } from './claim-types';
import { findLeadMentions, type LeadMention } from './extract-leads';
import type { Clause } from './segment';

type Wave = Pick<LeadComparison, 'quantity' | 'sign'>;

const WAVE = String.raw`(?:ST[\s-]*(?:segment\s+)?(?:elevations?|depressions?)|ST[\s-]*segments?|ST|elevations?|depressions?|[RSTQPU](?:[\s-]*waves?)?)`;
const ADVERB = String.raw`(?:(?:slightly|much|clearly|a\s+little|far|even|also)\s+)?`;
const COMPARATIVE = String.raw`(?:taller|higher|larger|bigger|deeper|greater|more\s+(?:elevated|depressed|prominent|negative|positive)|exceeds?|>)`;
const SUPERLATIVE = String.raw`(?:deepest|tallest|largest|greatest|highest|biggest|maximal|maximum|most\s+(?:elevated|depressed|prominent|marked|pronounced))`;

/** "<wave> (in) <A> is taller than (the <wave> in) <B>": what stands between the two lead lists. */
const BETWEEN = new RegExp(String.raw`^\s*(?:(?:is|are|looks?|appears?)\s+)?${ADVERB}(${COMPARATIVE})\s*(?:than\s+)?(?:(?:that|those|the\s+one)\s+)?(?:(?:in|of)\s+)?(?:(?:the\s+)?(${WAVE})\s+(?:in\s+|of\s+)?)?(?:leads?\s+)?$`, 'i');
/** "is double / twice / three times / half / a third of (the <wave> in) <B>": a factor between the two lists. */
const FACTOR_WORDS: Record<string, number> = { twice: 2, double: 2, half: 0.5, third: 1 / 3, quarter: 0.25, fifth: 0.2, two: 2, three: 3, four: 4, five: 5, ten: 10 };
const BETWEEN_FACTOR = new RegExp(String.raw`^\s*(?:(?:is|are|looks?)\s+)?(?:about\s+|roughly\s+|nearly\s+|exactly\s+|almost\s+|around\s+|~\s*)?(twice|double|half|(?:a|one)\s+(?:third|quarter|fifth)|(\d+(?:\.\d+)?|two|three|four|five|ten)\s*(?:times|×|x))\s+(?:(?:as\s+(?:tall|deep|large|big)\s+as|that\s+of|of)\s+)?(?:(?:the\s+)?(${WAVE})\s+(?:in\s+|of\s+)?)?(?:leads?\s+)?$`, 'i');
/** The wave named right before the first list: "The R in aVL", "S V6", "ST elevation in". */
const SUBJECT = new RegExp(String.raw`\b(${WAVE})(?:\s+(?:in|of))?\s+(?:leads?\s+)?$`, 'i');
/** "deeper in aVL than in I": the comparative before the first list, the wave from the clause. */
const COMPARATIVE_FIRST = new RegExp(String.raw`\b(${COMPARATIVE})\s+in\s+(?:leads?\s+)?$`, 'i');
const THAN_IN = /^\s*than\s+(?:in\s+)?(?:leads?\s+)?$/i;
/** "the deepest S wave is in V1", "the elevation is greatest in lead II", "deepest in III". */
const SUPERLATIVE_BEFORE = new RegExp(String.raw`(?:\b(${WAVE})\s+(?:is\s+|are\s+)?)?(?:the\s+)?\b(${SUPERLATIVE})(?:\s+(${WAVE}))?(?:\s+(?:is|are))?\s+(?:seen\s+|found\s+)?in\s+(?:leads?\s+)?$`, 'i');

/** A wave named anywhere in a clause, or "reciprocal" (an ST depression). */
const WAVE_OR_RECIPROCAL = new RegExp(String.raw`\b(${WAVE})\b|\breciprocal\b`, 'gi');

function waveOf(word: string | undefined, context: string): Wave | null {
  if (!word) {
    // no wave named beside the comparison: the ST change, R or S the clause is about
    const named = [...context.matchAll(WAVE_OR_RECIPROCAL)].pop();
    if (!named) return null;
    return named[1] ? waveOf(named[1], context) : { quantity: 'st_mv', sign: -1 };
  }
  const w = word.toLowerCase();
  if (/depress/.test(w)) return { quantity: 'st_mv', sign: -1 };
  if (/elevat/.test(w)) return { quantity: 'st_mv', sign: 1 };
  if (/^st/.test(w)) return /depress|reciprocal/i.test(context) && !/elevat/i.test(context) ? { quantity: 'st_mv', sign: -1 } : { quantity: 'st_mv', sign: 1 };
  // "T inversion in V1–V4, deepest in V4": the inverted T's depth
  if (w[0] === 't' && /\binver(?:ted|sion)\b/i.test(context) && !/\bupright\b/i.test(context)) return { quantity: 't_mv', sign: -1 };
  const q = ({ r: 'r_mv', s: 's_mv', t: 't_mv', q: 'q_mv', p: 'p_mv', u: 'u_mv' } as Record<string, string>)[w[0]];
  return q ? { quantity: q, sign: 1 } : null;
}

function comparisonClaim(text: string, span: [number, number], leads: string[], comparison: LeadComparison): ExtractedClaim {
  return { text: text.slice(span[0], span[1]), span, kind: 'lead_finding', quantity: 'lead_comparison', code: null, value: null, range: null, unit: null, leads, negated: false, comparison };
}

/** The precordial R/S transition: "transition at V3", "transition zone V3–V4", "not reached until V5", "early transition". */
/** "the R becomes dominant by V4", "R > S from V3", "R/S ratio exceeds 1 at V3": where the R overtakes the S. */
const DOMINANT_BY = String.raw`\bR(?:[\s-]*waves?)?\s+(?:becomes?\s+(?:dominant|taller\s+than\s+(?:the\s+)?S(?:[\s-]*wave)?)|>\s*S|exceeds?\s+(?:the\s+)?S(?:[\s-]*wave)?)\s+(?:by|in|at|from)\s+(?:leads?\s+)?(V[1-6])\b|\bR\s*\/\s*S(?:\s+ratio)?\s+(?:becomes?\s+|exceeds?\s+|is\s+)?(?:>|greater\s+than|over)?\s*1\s+(?:by|in|at|from)\s+(?:leads?\s+)?(V[1-6])\b`;
const TRANSITION_AT = new RegExp(String.raw`\b(?:R\s*\/?\s*S\s+)?transition(?:\s+zone)?(?:\s*\(R\s*=\s*S\))?(?:\s+(?:is\s+|comes\s+|occurs\s+|lies\s+|falls\s+)?(?:(?:early|late|normal|delayed)\s*,?\s+)?(?:at|in|around|by|near|between)\s+|\s*[:=]\s*|\s+(?=V[1-6]\b))(?:leads?\s+)?(V[1-6])(?:\s*(?:[–-]|and|\/|to)\s*(V[1-6]))?|\btransition\s+(?:is\s+)?not\s+(?:reached|seen)\s+until\s+(V[1-6])|${DOMINANT_BY}`, 'gi');
const TRANSITION_WORD = /\b(early|late|delayed|normal)\s+(?:R[\s-]*(?:wave\s+)?)?transition\b/gi;

function transitionClaims(text: string, a: number, b: number): ExtractedClaim[] {
  const body = text.slice(0, b);
  const out: ExtractedClaim[] = [];
  const claim = (span: [number, number], value: string): ExtractedClaim => ({ text: text.slice(span[0], span[1]), span, kind: 'lead_finding', quantity: 'r_transition', code: null, value, range: null, unit: null, leads: [], negated: false });
  TRANSITION_AT.lastIndex = a;
  for (let m = TRANSITION_AT.exec(body); m; m = TRANSITION_AT.exec(body)) {
    const leads = [m[1], m[2], m[3], m[4], m[5]].filter((x): x is string => x !== undefined).map((l) => l.toUpperCase());
    out.push(claim([m.index, m.index + m[0].length], leads.join('-')));
  }
  TRANSITION_WORD.lastIndex = a;
  for (let m = TRANSITION_WORD.exec(body); m; m = TRANSITION_WORD.exec(body)) {
    if (!out.some((o) => o.span[0] <= m!.index && m!.index < o.span[1])) out.push(claim([m.index, m.index + m[0].length], m[1].toLowerCase() === 'delayed' ? 'late' : m[1].toLowerCase()));
  }
  return out;
}

/** The leads named last before `at` in the clause (none: []). */
function leadsBefore(mentions: LeadMention[], at: number): string[] {
  return mentions.filter((l) => l.span[1] <= at).pop()?.leads ?? [];
}

/** A wave of one lead, with the R′ and the small r of an rSR′ ("R′ twice the r"). */
function wavePrimed(word: string): Wave | null {
  if (/^R['′’]$/.test(word)) return { quantity: 'r_prime_mv', sign: 1 };
  return word === 'r' ? { quantity: 'r_mv', sign: 1 } : waveOf(word, '');
}

/** "the T is a third of the R", "S in V6 half the R", "R′ twice the r" (in one lead): a factor between two waves of a lead. */
const LEAD = String.raw`(?:I{1,3}|aV[RLF]|V[1-6])`;
const WITHIN_LEAD = new RegExp(String.raw`\b(${WAVE}|R['′’])(?:\s+(?:wave\s+)?in\s+(?:lead\s+)?(${LEAD}))?\s+(?:(?:is|are)\s+)?(?:about\s+|roughly\s+|nearly\s+|exactly\s+|almost\s+|around\s+|~\s*|over\s+|only\s+)?(twice|double|half|(?:a|one)\s+(?:third|quarter|fifth)|(?:\d+(?:\.\d+)?|two|three|four|five|ten)\s*(?:times|×|x))\s+(?:of\s+|that\s+of\s+|as\s+(?:tall|deep|large|big)\s+as\s+)?(?:the\s+)?(${WAVE}|R['′’]|r)(?:[\s-]*(?:wave|height|amplitude|depth))?(?:\s+in\s+(?:that\s+lead|(?:lead\s+)?(${LEAD})))?`, 'g');

function withinLeadClaims(text: string, a: number, b: number, mentions: LeadMention[]): ExtractedClaim[] {
  const body = text.slice(0, b);
  const out: ExtractedClaim[] = [];
  WITHIN_LEAD.lastIndex = a;
  for (let m = WITHIN_LEAD.exec(body); m; m = WITHIN_LEAD.exec(body)) {
    // the lead named with either wave, or the one lead named before in the clause
    const leads = m[2] ? [m[2]] : m[5] ? [m[5]] : leadsBefore(mentions, m.index);
    const word = m[3].toLowerCase();
    const f = /^(?:twice|double|half)$/.test(word) ? FACTOR_WORDS[word] : /third|quarter|fifth/.test(word) ? FACTOR_WORDS[word.replace(/^(?:a|one)\s+/, '')] : (FACTOR_WORDS[word.split(/\s/)[0]] ?? parseFloat(word));
    const waveA = wavePrimed(m[1]);
    const waveB = wavePrimed(m[4]);
    // two leads named ("the R in V5 is double the R in V4"): the comparison between leads reads it
    if (m[2] && m[5] && m[2] !== m[5]) continue;
    if (!leads.length || !waveA || !waveB || !(f > 0) || waveA.quantity === waveB.quantity) continue;
    out.push(comparisonClaim(text, [m.index, m.index + m[0].length], leads, { ...waveA, than: { ...waveB, leads }, factor: f }));
  }
  return out;
}

/**
 * "T taller than R in V2–V3", "the S is deeper than the R in V1", "in aVL the T is larger than the P": two waves of the
 * same leads compared, the leads named after the pair or before it in the clause.
 */
const WITHIN_LEAD_COMPARATIVE = new RegExp(String.raw`\b(${WAVE}|R['′’])(?:[\s-]*waves?)?\s*(?:(?:is|are|looks?|appears?)\s+)?${ADVERB}(${COMPARATIVE})(?:\s+than\s+|(?<=>)\s*)(?:(?:that|those)\s+of\s+)?(?:the\s+)?(${WAVE}|R['′’]|r)(?:[\s-]*(?:waves?|height|amplitude|depth))?\b`, 'gi');

function withinLeadComparatives(text: string, a: number, b: number, mentions: LeadMention[]): ExtractedClaim[] {
  const body = text.slice(0, b);
  const out: ExtractedClaim[] = [];
  WITHIN_LEAD_COMPARATIVE.lastIndex = a;
  for (let m = WITHIN_LEAD_COMPARATIVE.exec(body); m; m = WITHIN_LEAD_COMPARATIVE.exec(body)) {
    const end = m.index + m[0].length;
    const inLeads = /^\s+(?:(?:is|are)\s+)?(?:seen\s+)?in\s+(?:leads?\s+)?/i.exec(text.slice(end, end + 24));
    const after = inLeads ? mentions.find((l) => l.span[0] === end + inLeads[0].length) : undefined;
    const leads = after ? after.leads : leadsBefore(mentions, m.index);
    const deeper = /deeper|negative|depressed/i.test(m[2]);
    const waveA = wavePrimed(m[1]);
    const waveB = wavePrimed(m[3]);
    if (!leads.length || !waveA || !waveB || waveA.quantity === waveB.quantity || waveA.quantity === 'st_mv' || waveB.quantity === 'st_mv') continue;
    // a T "deeper" than the S is the T's negative size
    const signed = deeper && waveA.quantity === 't_mv' ? { ...waveA, sign: -1 as const } : waveA;
    out.push(comparisonClaim(text, [m.index, after ? after.span[1] : end], leads, { ...signed, than: { ...waveB, leads } }));
  }
  return out;
}

export function extractComparisons(text: string, clause: Clause): ExtractedClaim[] {
  const [a, b] = clause.span;
  const transitions = transitionClaims(text, a, b);
  const mentions: LeadMention[] = findLeadMentions(text, a, b).filter((m) => !m.territory);
  const out: ExtractedClaim[] = [...transitions, ...withinLeadClaims(text, a, b, mentions), ...withinLeadComparatives(text, a, b, mentions)];
  for (let i = 0; i < mentions.length; i++) {
    const first = mentions[i];
    const before = text.slice(Math.max(a, first.span[0] - 60), first.span[0]);
    const context = text.slice(a, first.span[0]);
    const next = mentions[i + 1];
    if (next) {
      const between = text.slice(first.span[1], next.span[0]);
      const m = BETWEEN.exec(between);
      const subject = SUBJECT.exec(before);
      // "ST ↑ inferior, III > II": a bare inequality of two leads compares the wave the clause is about
      const bare = m && !subject && m[1] === '>' && /(?:^|[,;:(]\s*)$/.test(text.slice(a, first.span[0]));
      if (m && (subject || bare)) {
        const wave = subject ? waveOf(subject[1], context) : waveOf(undefined, context);
        const than = m[2] ? waveOf(m[2], context) : wave;
        if (wave && than) out.push(comparisonClaim(text, [first.span[0] - (subject?.[0].length ?? 0), next.span[1]], first.leads, { ...wave, than: { ...than, leads: next.leads } }));
        continue;
      }
      const factor = BETWEEN_FACTOR.exec(between);
      if (factor && subject) {
        const word = factor[1].toLowerCase();
        const f = factor[2] ? (FACTOR_WORDS[factor[2].toLowerCase()] ?? Number(factor[2])) : FACTOR_WORDS[word.replace(/^(?:a|one)\s+/, '')];
        const wave = waveOf(subject[1], context);
        const than = factor[3] ? waveOf(factor[3], context) : wave;
        if (wave && than && f > 0) out.push(comparisonClaim(text, [first.span[0] - subject[0].length, next.span[1]], first.leads, { ...wave, than: { ...than, leads: next.leads }, factor: f }));
        continue;
      }
      const comparativeFirst = COMPARATIVE_FIRST.exec(before);
      if (comparativeFirst && THAN_IN.test(between)) {
        const wave = waveOf(undefined, context.slice(0, context.length - comparativeFirst[0].length));
        if (wave) out.push(comparisonClaim(text, [first.span[0] - comparativeFirst[0].length, next.span[1]], first.leads, { ...wave, than: { ...wave, leads: next.leads } }));
        continue;
      }
    }
    const sup = SUPERLATIVE_BEFORE.exec(before);
    if (sup) {
      const wave = waveOf(sup[1] ?? sup[3], context.slice(0, context.length - sup[0].length));
      if (wave) out.push(comparisonClaim(text, [first.span[0] - sup[0].length, first.span[1]], first.leads, { ...wave, than: 'all' }));
    }
  }
  return out;
}
