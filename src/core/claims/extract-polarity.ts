// Polarity statements: "P waves upright in I, II and aVF", "lead I is positive while II, III and aVF
// are predominantly negative", "T waves are upright in V2-V6 and inverted in aVR".
import type { ExtractedClaim } from './claim-types';
import { clauseLeadLabel, findLeadMentions, type LeadMention } from './extract-leads';
import type { Clause } from './segment';

const POSITIVE = /^(?:positive|upright|dominant(?:ly)?\s+positive)$/i;
const WORD = String.raw`(?:positive|negative|upright|inverted)`;
const ADVERB = String.raw`(?:(?:predominantly|mainly|mostly|strongly|clearly|deeply|all|both)\s+)?`;
// "<wave> (is|are) <word> in <leads>", "<word> <wave> in <leads>", "<leads> (is|are) <word>"
const WAVE_FIRST = new RegExp(String.raw`\b(P|QRS|T)(?:[\s-]*(?:waves?|complex(?:es)?))?\s+(?:(?:is|are|looks?|appears?|seems?)\s+)?${ADVERB}(${WORD})\s+in\s+(?:leads?\s+)?`, 'gi');
const WORD_FIRST = new RegExp(String.raw`\b(${WORD})\s+(P|QRS|T)(?:[\s-]*(?:waves?|complex(?:es)?))?\s+in\s+(?:leads?\s+)?`, 'gi');
// "every QRS has a P wave before it, upright in lead II": the word after a comma still describes the wave named before it
const APPOSITIVE = new RegExp(String.raw`\b(P|T)[\s-]*waves?\b[^.;,\n]{0,40},\s*${ADVERB}(${WORD})\s+in\s+(?:leads?\s+)?`, 'gi');
const LABELLED_POLARITY = new RegExp(String.raw`\b${ADVERB}(${WORD})\s+(P|QRS|T)\b(?:[\s-]*(?:waves?|complex(?:es)?))?|\b(P|QRS|T)(?:[\s-]*(?:waves?|complex(?:es)?))?\s+(?:(?:is|are)\s+)?${ADVERB}(${WORD})\b(?!\s+in\b)`, 'gi');
const LEADS_FIRST = new RegExp(String.raw`\s+(?:is|are|looks?|appears?|seems?)\s+${ADVERB}(${WORD})\b`, 'gi');
/** "I positive, II and aVF negative": no verb, in a clause about the axis (the QRS of those leads). */
const LEADS_FIRST_BARE = new RegExp(String.raw`\s+${ADVERB}(positive|negative)\b(?=\s*(?:[,;.:—–)]|-\s|and\b|$))`, 'gi');
const CONTINUATION = new RegExp(String.raw`^\s*(?:,\s*(?:and\s+|but\s+|while\s+)?|(?:and|but|while|with)\s+)(?:is\s+|are\s+)?${ADVERB}(${WORD})\s+in\s+(?:leads?\s+)?`, 'i');

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
    negated: false,
  };
}

function listAt(mentions: LeadMention[], at: number): LeadMention | undefined {
  return mentions.find((m) => m.span[0] === at && !m.territory);
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
      const list = listAt(mentions, m.index + m[0].length);
      if (!list) continue;
      // "inverted T waves in V1-V3" is the T-wave inversion finding, handled there
      if (/^t$/i.test(wave) && /^(?:inverted|negative)$/i.test(word)) continue;
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
  // "lead I is positive", "II, III and aVF are predominantly negative" (the QRS unless a wave was named)
  for (const list of mentions) {
    if (list.territory) continue;
    LEADS_FIRST.lastIndex = list.span[1];
    let m = LEADS_FIRST.exec(body);
    if ((!m || m.index !== list.span[1]) && /\baxis\b/i.test(clause.text)) {
      LEADS_FIRST_BARE.lastIndex = list.span[1];
      m = LEADS_FIRST_BARE.exec(body);
    }
    if (!m || m.index !== list.span[1]) continue;
    const before = text.slice(Math.max(a, list.span[0] - 30), list.span[0]);
    const named = /\b(P|T)[\s-]*waves?\b[^.]*$/i.exec(before);
    push(claim(text, [list.span[0], m.index + m[0].length], named ? named[1] : 'QRS', m[1], list.leads));
  }
  return out;
}
