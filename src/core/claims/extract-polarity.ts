// Polarity statements: "P waves upright in I, II and aVF", "lead I is positive while II, III and aVF
// are predominantly negative", "T waves are upright in V2-V6 and inverted in aVR".
import type { ExtractedClaim } from './claim-types';
import { clauseLeadLabel, findLeadMentions, lineAround, type LeadMention } from './extract-leads';
import type { Clause } from './segment';

const POSITIVE = /^(?:(?:net[\s-]+)?positive|upright|dominant(?:ly)?\s+positive|\+)$/i;
const WORD = String.raw`(?:(?:net[\s-]+)?(?:positive|negative)|upright|inverted|upside[\s-]+down)`;
const ADVERB = String.raw`(?:(?:also|still)\s+)?(?:(?:predominantly|mainly|mostly|strongly|clearly|deeply|slightly|all|both)\s+)?`;
// "<wave> (is|are) <word> in <leads>", "<word> <wave> in <leads>", "<leads> (is|are) <word>"
const WAVE_FIRST = new RegExp(String.raw`\b(P|QRS|T)(?:[\s-]*(?:waves?|complex(?:es)?))?\s+(?:(?:is|are|looks?|appears?|seems?)\s+)?${ADVERB}(${WORD})\s+(?:in\s+)?(?:both\s+)?(?:leads?\s+)?`, 'gi');
const WORD_FIRST = new RegExp(String.raw`\b(${WORD})\s+(P|QRS|T)(?:[\s-]*(?:waves?|complex(?:es)?))?\s+in\s+(?:leads?\s+)?`, 'gi');
// "every QRS has a P wave before it, upright in lead II", "P before every QRS, upright in II": the word after a comma
// still describes the wave named before it
const APPOSITIVE = new RegExp(String.raw`\b(P|T)(?:[\s-]*waves?\b|(?=\s+(?:before|precedes?|preceding|in\s+front\s+of)\s))[^.;,\n]{0,40},\s*${ADVERB}(${WORD})\s+in\s+(?:leads?\s+)?`, 'gi');
const LABELLED_POLARITY = new RegExp(String.raw`\b${ADVERB}(${WORD})\s+(P|QRS|T)\b(?:[\s-]*(?:waves?|complex(?:es)?))?|\b(P|QRS|T)(?:[\s-]*(?:waves?|complex(?:es)?))?\s+(?:(?:is|are)\s+)?${ADVERB}(${WORD})\b(?!\s+in\b)`, 'gi');
const LEADS_FIRST = new RegExp(String.raw`\s+(?:is|are|looks?|appears?|seems?)\s+${ADVERB}(${WORD})\b`, 'gi');
/**
 * "I positive, II and aVF negative", "I +, aVF −": no verb, in a clause about the axis or after the word "lead" (the
 * QRS of those leads).
 */
const LEADS_FIRST_BARE = new RegExp(String.raw`\s*(?:\s${ADVERB}((?:net[\s-]+)?(?:positive|negative)|upright)\b|(\+|−|-(?!\d)))(?=\s*(?:[,;.:—–()→]|-\s|-+>|=>|and\b|$))`, 'gmi');
const CONTINUATION = new RegExp(String.raw`^\s*(?:,\s*(?:and\s+|but\s+|while\s+)?|(?:and|but|while|with)\s+)(?:is\s+|are\s+)?${ADVERB}(${WORD})\s+in\s+(?:leads?\s+)?`, 'i');

/** After a fronted lead list: "(in II, III and aVF) the P waves are inverted", "(In aVR,) the P is upright". */
const WAVE_AFTER_LEADS = new RegExp(String.raw`^\s*,?\s*the\s+(P|QRS|T)(?:[\s-]*(?:waves?|complex(?:es)?))?\s+(?:is|are|looks?|appears?|seems?)\s+${ADVERB}(${WORD})\b`, 'i');

/** Before leads a statement leaves out: "except (in) aVR", "apart from V1", "other than III". */
const EXCEPT_BEFORE = /\b(?:except(?:\s+(?:in|for))?|apart\s+from|other\s+than|but\s+(?:in\s+)?|excluding|save\s+for)\s+(?:(?:leads?|in)\s+)?$/i;

/** The axis named in a bare polarity's clause or on its line ("**Axis.** Lead I positive, aVF positive → normal quadrant"). */
const AXIS_WORD = /\baxis\b|\bquadrant\b/i;

/** "the most isoelectric limb lead is aVL" (the lead list follows). */
const MOST_ISOELECTRIC_FIRST = /\b(?:the\s+)?most\s+(?:isoelectric|equiphasic|biphasic)(?:\s+(?:limb|frontal(?:[\s-]plane)?))?\s+lead\s*(?:is|=|:)?\s*(?:\*\*)?/gi;
/** "lead II is the most isoelectric", "aVF looks nearly equiphasic" (after the lead list). */
const ISOELECTRIC_AFTER = /^\s+(?:is|looks?|appears?|seems?)\s+(?:to\s+be\s+)?(?:(?:the\s+)?most\s+(isoelectric|equiphasic|biphasic)|(?:nearly\s+|almost\s+|roughly\s+)?(equiphasic))\b(?:\s+(?:limb\s+)?lead)?/i;

/** A claim that a lead's QRS is equiphasic, or the most equiphasic of the limb leads (the axis is perpendicular to it). */
function isoelectricClaim(text: string, span: [number, number], most: boolean, leads: string[]): ExtractedClaim {
  return { text: text.slice(span[0], span[1]), span, kind: 'lead_finding', quantity: 'qrs_isoelectric', code: null, value: most ? 'most' : 'equiphasic', range: null, unit: null, leads, negated: false };
}

function claim(text: string, span: [number, number], wave: string, word: string, leads: string[]): ExtractedClaim {
  const positive = POSITIVE.test(word.trim());
  const w = wave.toUpperCase() === 'QRS' ? 'qrs' : wave.toUpperCase() === 'P' ? 'p' : 't';
  return {
    text: text.slice(span[0], span[1]),
    span,
    kind: 'lead_finding',
    quantity: `${w}_polarity`,
    code: null,
    value: positive ? 'positive' : 'negative',
    range: null,
    unit: null,
    leads,
    // "no upright P waves in II": denied
    negated: /\bno\s+(?:clear(?:ly)?\s+|visible\s+|definite\s+)?$/i.test(text.slice(Math.max(0, span[0] - 16), span[0])),
  };
}

/** The lead list starting at `at`, or a territory named there ("in the inferior leads": II, III, aVF). */
function listAt(mentions: LeadMention[], at: number, text?: string): LeadMention | undefined {
  const exact = mentions.find((m) => m.span[0] === at && !m.territory);
  if (exact || text === undefined) return exact;
  const skip = /^the\s+/i.exec(text.slice(at, at + 5))?.[0].length ?? 0;
  return mentions.find((m) => m.span[0] === at + skip && m.territory && m.leads.length > 0);
}

export function extractPolarity(text: string, clause: Clause): ExtractedClaim[] {
  const [a, b] = clause.span;
  const body = text.slice(0, b);
  const mentions = findLeadMentions(text, a, b);
  const out: ExtractedClaim[] = [];
  const push = (c: ExtractedClaim) => {
    if (!out.some((o) => o.span[0] < c.span[1] && c.span[0] < o.span[1])) out.push(c);
  };
  for (const re of [WAVE_FIRST, WORD_FIRST, APPOSITIVE]) {
    re.lastIndex = a;
    for (let m = re.exec(body); m; m = re.exec(body)) {
      const [wave, word] = re === WORD_FIRST ? [m[2], m[1]] : [m[1], m[2]];
      const list = listAt(mentions, m.index + m[0].length, text);
      if (!list) continue;
      // "inverted T waves in V1-V3" is the T-wave inversion finding, handled there
      if (/^t$/i.test(wave) && /^(?:inverted|negative)$/i.test(word)) continue;
      // "the terminal negative P in V1": the P's terminal part (p_terminal_mv), not the whole wave's polarity
      if (/\b(?:terminal|initial)\s*$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      // an appositive's claim starts at its word, after the statement that names the wave
      const from = re === APPOSITIVE ? m.index + m[0].lastIndexOf(m[2]) : m.index;
      push(claim(text, [from, list.span[1]], wave, word, list.leads));
      // "... upright in I, II and V2-V6 and inverted in aVR": the same wave continues
      let end = list.span[1];
      for (let k = 0; k < 4; k++) {
        const c = CONTINUATION.exec(text.slice(end, Math.min(b, end + 60)));
        if (!c) break;
        const next = listAt(mentions, end + c[0].length);
        if (!next) break;
        push(claim(text, [end + c[0].length - c[0].replace(/^[\s,]+/, '').length, next.span[1]], wave, c[1], next.leads));
        end = next.span[1];
      }
    }
  }
  // lead by lead: "Lead I: upright P, qR, upright T" (an inverted T is the T-wave inversion finding, with the label's leads)
  const label = clauseLeadLabel(text, mentions, a);
  if (label) {
    LABELLED_POLARITY.lastIndex = label.end;
    for (let m = LABELLED_POLARITY.exec(body); m; m = LABELLED_POLARITY.exec(body)) {
      const [word, wave] = m[1] ? [m[1], m[2]] : [m[4], m[3]];
      if (/^t$/i.test(wave) && /^(?:inverted|negative)$/i.test(word)) continue;
      push(claim(text, [m.index, m.index + m[0].length], wave, word, label.leads));
    }
  }
  // no lead named in the clause but those left out: "the P waves are inverted", "upright P waves", "T waves upright except
  // aVR and V1" (verify: the leads where such a wave is expected, or a single-lead recording's lead)
  const excepted = mentions.filter((l) => EXCEPT_BEFORE.test(text.slice(Math.max(a, l.span[0] - 20), l.span[0])));
  if (!label) {
    LABELLED_POLARITY.lastIndex = a;
    for (let m = LABELLED_POLARITY.exec(body); m; m = LABELLED_POLARITY.exec(body)) {
      // (leads named earlier in the clause, before a comma, are another statement's: "In V3–V6 no ST elevation, the T waves …")
      // (…inside a parenthesis, the statement it glosses: "High V1–V2 alters QRS morphology (rSr′, negative P)")
      const open = text.lastIndexOf('(', m.index);
      const at = open > text.lastIndexOf(')', m.index) && open >= a ? open : m.index;
      const from = Math.max(a, text.lastIndexOf(',', at) + 1, text.lastIndexOf(';', at) + 1);
      if (mentions.some((l) => l.span[1] > from && !excepted.includes(l))) continue;
      const [word, wave] = m[1] ? [m[1], m[2]] : [m[4], m[3]];
      if (/^t$/i.test(wave) && !POSITIVE.test(word.trim())) continue;
      // "(leads) with a positive QRS", "the terminal negative P": no statement about this tracing's waves
      if (/\b(?:terminal|initial|with|where|if|when)\s+(?:an?\s+|the\s+)?$/i.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
      const end = m.index + m[0].length;
      const exception = excepted.find((l) => l.span[0] >= end && /^[\s,(]*(?:except|apart|other|but|excluding|save)\b[^.;\n]*$/i.test(text.slice(end, l.span[0])) && l.span[0] - end <= 30);
      const c = claim(text, [m.index, exception ? exception.span[1] : end], wave, word, []);
      if (exception) c.except = exception.leads;
      push(c);
    }
  }
  MOST_ISOELECTRIC_FIRST.lastIndex = a;
  for (let m = MOST_ISOELECTRIC_FIRST.exec(body); m; m = MOST_ISOELECTRIC_FIRST.exec(body)) {
    const list = listAt(mentions, m.index + m[0].length);
    if (list) push(isoelectricClaim(text, [m.index, list.span[1]], true, list.leads));
  }
  for (const list of mentions) {
    const m = list.territory ? null : ISOELECTRIC_AFTER.exec(text.slice(list.span[1], b));
    if (m) push(isoelectricClaim(text, [list.span[0], list.span[1] + m[0].length], m[1] !== undefined, list.leads));
  }
  // "lead I is positive", "II, III and aVF are predominantly negative" (the QRS unless a wave was named)
  for (const list of mentions) {
    if (list.territory) continue;
    LEADS_FIRST.lastIndex = list.span[1];
    let m = LEADS_FIRST.exec(body);
    const before = text.slice(Math.max(a, list.span[0] - 30), list.span[0]);
    if ((!m || m.index !== list.span[1]) && (AXIS_WORD.test(clause.text) || AXIS_WORD.test(lineAround(text, list.span[0], 200)) || /\blead\s*$/i.test(before) || /^lead/i.test(text.slice(list.span[0], list.span[1])))) {
      LEADS_FIRST_BARE.lastIndex = list.span[1];
      m = LEADS_FIRST_BARE.exec(body);
    }
    const fronted = !m || m.index !== list.span[1] ? WAVE_AFTER_LEADS.exec(text.slice(list.span[1], b)) : null;
    // "in II, III and aVF the P waves are inverted" (an inverted T is the T-wave inversion finding)
    if (fronted && !(/^t$/i.test(fronted[1]) && !POSITIVE.test(fronted[2]))) {
      push(claim(text, [list.span[0], list.span[1] + fronted[0].length], fronted[1], fronted[2], list.leads));
      continue;
    }
    if (!m || m.index !== list.span[1]) continue;
    const named = /\b(P|T)[\s-]*waves?\b[^.]*$/i.exec(before);
    push(claim(text, [list.span[0], m.index + m[0].length], named ? named[1] : 'QRS', m[1] ?? m[2], list.leads));
  }
  return out;
}
