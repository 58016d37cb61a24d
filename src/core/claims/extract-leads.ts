// Lead names, lead lists and ranges ("II, III and aVF", "V1–V4", "V1 through V4") and territories.

export const PRECORDIAL = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
export const LIMB = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF'];

/** Contiguous lead groups (PROTOCOL.md), plus common reader phrases. */
export const TERRITORY_LEADS: Record<string, string[]> = {
  inferior: ['II', 'III', 'aVF'],
  lateral: ['I', 'aVL', 'V5', 'V6'],
  'high lateral': ['I', 'aVL'],
  'low lateral': ['V5', 'V6'],
  septal: ['V1', 'V2'],
  anterior: ['V3', 'V4'],
  anteroseptal: ['V1', 'V2', 'V3', 'V4'],
  anterolateral: ['V3', 'V4', 'V5', 'V6', 'I', 'aVL'],
  inferolateral: ['II', 'III', 'aVF', 'V5', 'V6'],
  precordial: PRECORDIAL,
  precordium: PRECORDIAL,
  chest: PRECORDIAL,
  limb: LIMB,
  'right precordial': ['V1', 'V2', 'V3'],
  'left precordial': ['V4', 'V5', 'V6'],
};

/** The leads of the territory a code names ("inferior_stemi": II, III, aVF); none for a family ("any_stemi"). */
export function territoryLeads(code: string): string[] {
  const t = code.split('_')[0];
  return t === 'any' ? [] : (TERRITORY_LEADS[t] ?? []);
}

export interface LeadMention {
  leads: string[];
  span: [number, number];
  territory: string | null;
}

/** One lead as English reports write it ("II", "aVF", "V4R"), for passes that read a lead before its value. */
export const LEAD_NAME = String.raw`(?:I{1,3}|aV[RLF]|V[1-9]R?)`;

// DI, DII, DIII: the limb leads as Spanish, French and Portuguese reports write them
const LEAD_TOKEN = String.raw`(?:D?III|D?II|D?I|a[Vv][RrLlFf]|AV[RLF]|[Vv](?:[1-9]|1[0-2])(?:[Rr])?)`;
// "V6 and lead I": the word lead may repeat inside a list ("aVF, and leads I and aVL show …" starts another)
const SEP = String.raw`\s*(?:,\s*(?:and\s+|&\s+)?|\s+and\s+(?:[Ll]ead\s+)?|\s*&\s*|\s*\/\s*|\s+or\s+|\s+)\s*`;
const RANGE = String.raw`\s*(?:-|–|—|to|through|thru|until|till)\s*`;
// "V1–4" ends a range at a bare digit, but "aVF — 2.5 mm" is a lead and its value
const BARE_END = String.raw`[1-9](?![.,]?\d|\s*(?:mm|mV|mv|ms)\b)`;
const ITEM = String.raw`${LEAD_TOKEN}(?:${RANGE}(?:${LEAD_TOKEN}|${BARE_END}))?`;
const LEAD_LIST = new RegExp(String.raw`(\b[Ll]eads?\s+)?\b(${ITEM}(?:${SEP}${ITEM})*)\b`, 'g');
const TERRITORY = new RegExp(
  String.raw`\b(high[- ]lateral|low[- ]lateral|right precordial|left precordial|anteroseptal|antero-septal|anterolateral|antero-lateral|inferolateral|infero-lateral|inferior|lateral|septal(?![\s-]+[qQ](?:[\s-]*waves?)?\b)|anterior|precordium|precordial|chest|limb)(?:\s+(?:wall|region|territory|leads?))?`,
  'gi',
);

const EXCEPTED = new RegExp(String.raw`(${ITEM}(?:${SEP}${ITEM})*)\b`, 'y');
const ALL_BUT = /\b(?:(?:all|every)\s+(?:(?:the|12|twelve|other|remaining|readable|usable|interpretable)\s+){0,2}(?:(precordial|chest|limb)\s+)?leads?\s*,?\s*(?:but|except(?:\s+(?:in|for))?|apart\s+from|other\s+than|save|excluding)|outside(?:\s+of)?|anywhere\s+(?:but|except|other\s+than|apart\s+from))\s+(?:leads?\s+)?/gi;

export function canonicalLead(token: string): string | null {
  const t = token.trim();
  if (t === 'I' || t === 'II' || t === 'III') return t;
  if (t === 'DI' || t === 'DII' || t === 'DIII') return t.slice(1);
  const low = t.toLowerCase();
  if (low === 'avr' || low === 'avl' || low === 'avf') return 'aV' + low[2].toUpperCase();
  const m = /^v(\d{1,2})(r?)$/.exec(low);
  if (m) return `V${Number(m[1])}${m[2] ? 'R' : ''}`;
  return null;
}

function expandRange(a: string, b: string): string[] {
  const ma = /^V(\d+)$/.exec(a);
  const mb = /^V?(\d+)$/.exec(b);
  if (ma && mb) {
    const from = Number(ma[1]);
    const to = Number(mb[1]);
    if (to >= from && to - from <= 12) return Array.from({ length: to - from + 1 }, (_, i) => `V${from + i}`);
  }
  const order = LIMB;
  const ia = order.indexOf(a);
  const ib = order.indexOf(b);
  if (ia >= 0 && ib >= ia) return order.slice(ia, ib + 1);
  return [a, b];
}

function parseList(list: string): string[] {
  const out: string[] = [];
  const item = new RegExp(String.raw`(${LEAD_TOKEN})(?:${RANGE}(${LEAD_TOKEN}|${BARE_END}))?`, 'g');
  for (let m = item.exec(list); m; m = item.exec(list)) {
    const a = canonicalLead(m[1]);
    if (!a) continue;
    if (m[2]) {
      const b = canonicalLead(m[2]) ?? (/^\d$/.test(m[2]) && a.startsWith('V') ? `V${m[2]}` : null);
      if (b) out.push(...expandRange(a, b));
      else out.push(a);
    } else out.push(a);
  }
  return [...new Set(out)];
}

/** The line holding `at`, at most `reach` characters either side. */
export function lineAround(text: string, at: number, reach = Infinity): string {
  const from = Math.max(text.lastIndexOf('\n', at - 1) + 1, at - reach);
  const to = text.indexOf('\n', at);
  return text.slice(from, Math.min(to < 0 ? text.length : to, at + reach));
}

/** The start of the sentence holding `at`, looked for from `from` on (where lead mentions of that sentence begin). */
export function sentenceStart(text: string, from: number, at: number): number {
  let start = from;
  for (const m of text.slice(from, at).matchAll(/[.;!?](?=\s)|\n/g)) start = from + m.index + 1;
  return start;
}

const PRONOUN_I_AFTER = /^(?:['’](?:d|m|ll|ve)\b|\s+(?:should|would|think|thought|see|saw|suspect|believe|can|could|will|must|need|am|have|had|feel|guess|note|agree|don['’]t|do|did|was|cannot|can['’]t|couldn['’]t|wouldn['’]t|won['’]t|reckon|want|wonder|might|may|measure|count|estimate|read|get|calculate|make|also|still|really)\b)/i;

const BEYOND = /\b(?:beyond|past)\s+(?:leads?\s+)?$/i;
const ONWARD = /^\s*(?:and\s+|or\s+)?(?:onwards?|beyond)\b/i;

/** "beyond V2" (V3–V6), "V3 onwards" (V3–V6): a chest lead that opens a range to V6. */
function openEnded(text: string, leads: string[], from: number, to: number): LeadMention | null {
  const n = leads.length === 1 ? /^V([1-6])$/.exec(leads[0]) : null;
  if (!n) return null;
  const before = BEYOND.exec(text.slice(Math.max(0, from - 16), from));
  const after = before ? null : ONWARD.exec(text.slice(to, to + 16));
  if (!before && !after) return null;
  const first = Number(n[1]) + (before ? 1 : 0);
  if (first > 6) return null;
  return { leads: PRECORDIAL.slice(first - 1), span: before ? [from - before[0].length, to] : [from, to + after![0].length], territory: null };
}

/** All lead lists and territory phrases in text[start, end). */
export function findLeadMentions(text: string, start = 0, end = text.length): LeadMention[] {
  const body = text.slice(0, end);
  const out: LeadMention[] = [];
  LEAD_LIST.lastIndex = start;
  for (let m = LEAD_LIST.exec(body); m; m = LEAD_LIST.exec(body)) {
    let listText = m[2];
    let listEnd = m.index + m[0].length;
    // "ST elevation in V1, I should suspect …": a list's last "I" that a verb follows is the speaker (not "lead I have")
    if (/\bI$/.test(listText) && !/\blead\s+I$/i.test(m[0]) && PRONOUN_I_AFTER.test(text.slice(listEnd, listEnd + 24))) {
      const trimmed = /^(.*?)[\s,]*(?:(?:and|or|&)\s*)?I$/s.exec(listText)![1];
      listEnd -= listText.length - trimmed.length;
      listText = trimmed;
      if (!listText) continue;
    }
    const leads = parseList(listText);
    const next = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
    const lineHead = text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index);
    // "in II", "on III": a preposition before a roman numeral makes it a lead too
    // …and so does a wave's letter ("R I 0.7 mV", "S I Q III T III")
    const hasLeadWord = Boolean(m[1]) || /\b(?:[Ii]n|[Oo]n)\s+$/.test(text.slice(Math.max(0, m.index - 4), m.index))
      // …and the second side of a comparison ("ST higher in III than II"), and a lead after its polarity ("P upright II")
      || /\bthan\s+$|\b(?:upright|inverted|positive|negative|biphasic)\s+$/.test(text.slice(Math.max(0, m.index - 10), m.index)) || /^\s?>\s?(?:I{1,3}|aV[RLF]|V[1-9])\b/.test(next) || /(?:^|[^\w'′])(?:ST|[PQRST]) $/.test(text.slice(Math.max(0, m.index - 4), m.index))
      // …and an ST change or a comparison of leads ("ST elevation III > II")
      || /(?:\b(?:elevation|depression|STE|STD)\s|\S\s?>\s?)$/i.test(text.slice(Math.max(0, m.index - 12), m.index))
      // …and a wave's letter and value right after it ("III S about 9 mm", "II R 1.0 mV")
      || /^\s+[PQRST](?:[\s-]*waves?)?\s*(?:[:=]\s*|(?:about|approx\.?|~|≈|of|is)\s*)?[-+−]?\d/.test(next)
      // …and a verb or a polarity no pronoun takes ("I is upright", "III has a Q wave", "II net negative", "I upright")
      || /^\s+(?:is|has|shows|(?:net\s+|mostly\s+|predominantly\s+)?(?:positive|negative|upright|inverted|isoelectric|equiphasic|biphasic))\b/.test(next)
      // …and a line's label ("- II: ST +2.5 mm", "I — broad S, 4 mm")
      || (/^[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*$/.test(lineHead) && /^\**\s*:|^\s+[—–-]\s/.test(next))
      // …and a table row's first cell ("| II | T 0.8 mV |")
      || (/^[ \t]*\|[ \t]*$/.test(lineHead) && /^[ \t]*\|/.test(next))
      // …and an amplitude right after it ("ST elevation: II +2.5 mm, III 3 mm", "(II ~8 mm)")
      || /^\s*[:=]?\s*(?:[~≈]\s*|(?:about|around|roughly|approx\.?)\s+)?[-+−]?\d+(?:[.,]\d+)?\s*(?:mm|mV|mv|[µμ]V)\b/.test(next);
    // a lone "I" or "II" is a pronoun or a roman numeral ("Mobitz II", "type I") unless called a lead
    const onlyRoman = leads.every((l) => l === 'I' || l === 'II' || l === 'III');
    if (onlyRoman && !hasLeadWord && leads.length < 2) continue;
    if (onlyRoman && !hasLeadWord && /(?:mobitz|type|degree|class|grade|step)\s*$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    const from = m.index + (m[1]?.length ?? 0);
    const open = openEnded(text, leads, from, listEnd);
    out.push(open ?? { leads, span: [from, listEnd], territory: null });
    if (out.length > 500) break;
  }
  TERRITORY.lastIndex = start;
  for (let m = TERRITORY.exec(body); m; m = TERRITORY.exec(body)) {
    const key = m[1].toLowerCase().replace('-', ' ').replace('antero ', 'antero').replace('infero ', 'infero');
    const leads = TERRITORY_LEADS[key];
    if (leads) out.push({ leads, span: [m.index, m.index + m[0].length], territory: key });
    if (out.length > 1000) break;
  }
  // "all precordial leads but V1", "every lead except aVR", "outside aVR and V1": the group less the leads excepted, in
  // place of its parts
  const groups: LeadMention[] = [];
  // (the exception may lie past the clause: "but" ends one)
  ALL_BUT.lastIndex = start;
  for (let m = ALL_BUT.exec(text); m && m.index < end && groups.length < 100; m = ALL_BUT.exec(text)) {
    EXCEPTED.lastIndex = m.index + m[0].length;
    const except = EXCEPTED.exec(text);
    if (!except) continue;
    const all = m[1] ? TERRITORY_LEADS[m[1].toLowerCase()] : [...LIMB, ...PRECORDIAL];
    const excepted = parseList(except[1]);
    groups.push({ leads: all.filter((l) => !excepted.includes(l)), span: [m.index, Math.min(end, except.index + except[0].length)], territory: null });
  }
  const kept = groups.length ? out.filter((l) => !groups.some((g) => l.span[0] >= g.span[0] && l.span[1] <= g.span[1])) : out;
  return namedTerritoryLeads(text, [...kept, ...groups].sort((a, b) => a.span[0] - b.span[0]));
}

// "the chest leads V1 to V3", "anterior leads (V1–V4)": a territory word right before a lead list names those leads
const TERRITORY_THEN_LIST = /^[ \t]*\(?[ \t]*$/;

function namedTerritoryLeads(text: string, mentions: LeadMention[]): LeadMention[] {
  const out: LeadMention[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const t = mentions[i];
    const list = mentions[i + 1];
    if (t.territory && list && !list.territory && list.span[0] >= t.span[1] && TERRITORY_THEN_LIST.test(text.slice(t.span[1], list.span[0]))) {
      const close = text.slice(t.span[1], list.span[0]).includes('(') ? /^[ \t]*\)/.exec(text.slice(list.span[1], list.span[1] + 4)) : null;
      out.push({ leads: list.leads, span: [t.span[0], list.span[1] + (close?.[0].length ?? 0)], territory: null });
      i++;
    } else out.push(t);
  }
  return out;
}

/**
 * The leads a clause is labelled with, lead by lead ("Lead aVR: inverted T", "V1: rSR′, T inverted", "III and aVF: Q
 * waves", "Lead I has a wide S wave and an upright T"): a lead mention opening the clause (after a bullet or markdown)
 * and followed by a colon or "has / shows". What follows in the clause is said of those leads.
 */
export function clauseLeadLabel(text: string, mentions: LeadMention[], start: number): { leads: string[]; end: number } | null {
  let clauseStart = start;
  // after a bullet or markdown, or after an introduction ending in a colon ("Walking through the leads: Lead I: …")
  const intro = /^[^:\n]{0,60}:(?=\s*(?:[-*•]\s*)?(?:[Ll]eads?\s+)?(?:III|II|I|aV[RLF]|V\d{1,2})\b)/.exec(text.slice(clauseStart, clauseStart + 64));
  if (intro) clauseStart += intro[0].length;
  // (and past a preamble that places it on this tracing: "And sure enough, in this ECG aVR has …")
  const open = /^[\s\-*•#>|]*(?:(?:and|so|but)\s+)?(?:sure\s+enough,?\s+)?(?:(?:here|in\s+this\s+(?:ECG|EKG|tracing|patient)|on\s+this\s+(?:ECG|EKG|tracing)),?\s+)?/i.exec(text.slice(clauseStart, clauseStart + 60))![0].length;
  const first = mentions.find((m) => m.span[0] >= clauseStart + open && m.span[0] <= clauseStart + open + 6);
  if (!first || !/^(?:\s*leads?\s+)?$/i.test(text.slice(clauseStart + open, first.span[0]))) return null;
  let leads = first.leads;
  let labelEnd = first.span[1];
  if (first.territory) {
    // "Lateral (I, aVL, V5–V6): …" names its leads; "Inferior leads: …" means the territory's
    const listed = /^(?:\s*\/\s*[A-Za-z-]+(?:\s+leads?)?)?\s*\(([^()]{1,40})\)/.exec(text.slice(labelEnd, labelEnd + 64));
    const inside = listed ? mentions.find((m) => !m.territory && m.span[0] > labelEnd && m.span[1] <= labelEnd + listed[0].length) : undefined;
    if (listed && inside) [leads, labelEnd] = [inside.leads, labelEnd + listed[0].length];
  }
  // "Limb leads and V1–V3: …": a label of several lead groups
  let territory = first.territory;
  for (let next = mentions.find((m) => m.span[0] > labelEnd); next && /^\s*(?:,|and|&|\/|\+)\s*(?:leads?\s+)?$/i.test(text.slice(labelEnd, next.span[0])); next = mentions.find((m) => m.span[0] > labelEnd)) {
    leads = [...leads, ...next.leads.filter((l) => !leads.includes(l))];
    labelEnd = next.span[1];
    territory ||= next.territory;
  }
  const colon = LABEL_SEPARATOR.exec(text.slice(labelEnd, labelEnd + 14));
  if (!colon || (territory && !colon[0].includes(':'))) return null;
  return { leads, end: labelEnd + colon[0].length };
}

// "aVL: …", "aVL — …", "aVL - …", "Lead I has …", "| aVL | …"; a territory only with a colon ("Inferior: …"), as a
// dash after a territory word is prose ("anterior — probably LAD")
const LABEL_SEPARATOR = /^\**\s*:|^\s+[—–-]\s+(?=\S)|^\s+(?:has|have|shows?|demonstrates?)\b|^[ \t]*\|[ \t]*(?=[^|\s])/i;
