// How many premature beats the answer says the strip holds ("3 PVCs", "two PACs", "a single VPC", "PVCs: 2"):
// checked against the beats the analysis classed V or S (check-measurement.ts, checkEctopicCount).
import type { ExtractedClaim } from './claim-types';
import { NUMBER_WORDS } from './extract-numbers';
import { LAY_FROM, LAY_LOWER, LAY_UPPER } from './lay-lexicon';
import { inSpans, type Clause } from './segment';

export const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+single|single)`;
/** Adjectives between a count and the beats ("two isolated unifocal PVCs", "two slightly early beats"). */
const ADJECTIVES = String.raw`(?:(?:slightly|somewhat|very)\s+)?(?:(?:isolated|separate|single|unifocal|multifocal|monomorphic|polymorphic|uniform|identical|similar|early|wide|broad|narrow|interpolated|frequent|occasional)\s+){0,2}`;
const VENTRICULAR = String.raw`(?:PVCs?|VPCs?|VPBs?|VEBs?|(?:premature\s+ventricular|ventricular\s+premature)\s+(?:complex(?:es)?|contractions?|beats?|depolari[sz]ations?)|ventricular\s+(?:ectopics?|ectopic\s+beats?|extrasystoles?)|premature\s+(?:broad|wide)\s+(?:QRS\s+)?complex(?:es)?|(?:broad|wide)[\s-]+complex\s+(?:premature\s+)?beats?)`;
const ATRIAL = String.raw`(?:PACs?|APCs?|(?:premature\s+atrial|atrial\s+premature)\s+(?:complex(?:es)?|contractions?|beats?|depolari[sz]ations?)|atrial\s+(?:ectopics?|ectopic\s+beats?|extrasystoles?))`;
/** In lay words, of either kind unless the chamber is named after ("extra beats from the lower chambers"). */
const LAY = String.raw`(?:extra|early)\s+(?:heart\s*)?beats?`;
const IS_LAY = new RegExp(`^${LAY}$`, 'i');
const LAY_CHAMBER = new RegExp(String.raw`^${LAY_FROM}(?:(${LAY_UPPER})|${LAY_LOWER})`, 'i');
/** A bound on the count ("at least 4 PVCs", "no more than two VPCs", "fewer than 3 PACs"), read into its range. */
const BOUND = String.raw`(?:(at\s+least|no\s+(?:fewer|less)\s+than|a\s+minimum\s+of|≥|>=)|(more\s+than|over|in\s+excess\s+of|>)|(at\s+most|(?:no|not)\s+more\s+than|up\s+to|a\s+maximum\s+of|≤|<=)|(fewer\s+than|less\s+than|under|<))\s*`;
const BEFORE = new RegExp(String.raw`(?:\b|(?=[<>≤≥]))(${BOUND})?${COUNT}(?:\s*[×x])?\s+${ADJECTIVES}(${VENTRICULAR}|${ATRIAL}|${LAY})\b`, 'gi');
/** "4 PVCs or more", "two PACs or fewer". */
const BOUND_AFTER = /^\s+or\s+(?:(more|greater)|(fewer|less))\b/i;

/** The range a count and its bound allow; a count's upper limit is the extractor's own (50). */
function boundedRange(count: number, m: RegExpExecArray, after: string): [number, number] {
  const [, , atLeast, moreThan, atMost, fewerThan] = m;
  const trailing = BOUND_AFTER.exec(after);
  if (atLeast || trailing?.[1]) return [count, 50];
  if (moreThan) return [count + 1, 50];
  if (atMost || trailing?.[2]) return [0, count];
  if (fewerThan) return [0, count - 1];
  return [count, count];
}
/** "PVCs: 2", "PVC count 3", "VPCs (n = 2)", "PACs ×2", "PVCs (×3)", "PVCs — 3 on this strip", "PVCs present — 6 on this strip", "PVCs (3 seen)"; BEFORE also takes "3 × PVCs". */
const AFTER = new RegExp(String.raw`\b(${VENTRICULAR}|${ATRIAL})\s*(?:count|burden|(?:present|seen|noted)(?=\s*[–—]))?\s*(?::|=|\(\s*n\s*=|\(?\s*[×x]|[ \t][–—-][ \t]|[–—]|\()\s*(\d{1,2})\b(?!\s*(?:%|bpm|ms|mm|mV|\/\s*(?:min|h|hour)|per\b))`, 'gi');
/**
 * Not a count of the strip's premature beats: a run or its length ("3 PVCs in a row", "two consecutive PVCs"), a rate
 * or share ("2 PVCs per minute", "3 of 12 beats", "2 PVCs out of every 10"; "3 PVCs out of 13 beats" counts them), a rule ("every 3rd beat"), a comparison with another tracing.
 */
const NOT_A_TALLY_AFTER = /^\s*(?:in\s+a\s+row|consecutive(?:ly)?|back[\s-]+to[\s-]+back|together|in\s+succession|per\b|\/\s*(?:min|h|hour)|an?\s+(?:minute|hour)|each\s+(?:minute|hour)|out\s+of\s+(?:every|each|all|a\s+hundred|\d{3,})\b|of\s+(?:the\s+)?\d|(?:on|in)\s+(?:the\s+)?(?:previous|prior|earlier|old|last)\b|(?:on|in)\s+(?:the\s+)?(?:Holter|monitor))/i;
const NOT_A_TALLY_BEFORE = /(?:\b(?:consecutive|successive|every|each|per|than|least|most|over|under|exceeding|fewer|more|up\s+to|>|<|≥|≤)\s*$|\b(?:run|salvo|burst|string|train|couplet|triplet)s?\s+of\s*$|\bof\s*$)/i;

const isVentricular = (s: string) => /^(?:PVC|VPC|VPB|VEB)|ventricular|broad|wide/i.test(s);

/** pvc_count, pac_count, or ectopic_count (either kind) for lay words that name no chamber. */
function countQuantity(beats: string, after: string): string {
  if (!IS_LAY.test(beats)) return isVentricular(beats) ? 'pvc_count' : 'pac_count';
  const chamber = LAY_CHAMBER.exec(after);
  return !chamber ? 'ectopic_count' : chamber[1] ? 'pac_count' : 'pvc_count';
}

function countValue(s: string): number | null {
  const k = s.toLowerCase().replace(/^a\s+/, '').replace(/\s+/g, ' ');
  const v = /^\d+$/.test(k) ? Number(k) : NUMBER_WORDS[k];
  return v !== undefined && v >= 1 && v <= 50 ? v : null;
}

export function extractEctopicCounts(text: string, clause: Clause): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  const [a, b] = clause.span;
  const body = text.slice(0, b);
  const push = (start: number, end: number, valueSpan: [number, number], count: number, beats: string, range: [number, number] = [count, count]) => {
    if (inSpans(start, clause.negated) || out.some((c) => c.span[0] < end && start < c.span[1])) return;
    const quantity = countQuantity(beats, text.slice(end, end + 80));
    out.push({ text: text.slice(start, end), span: [start, end], kind: 'measurement', quantity, code: null, value: count, range, unit: 'beats', leads: [], negated: false, valueSpan });
  };
  BEFORE.lastIndex = a;
  for (let m = BEFORE.exec(body); m; m = BEFORE.exec(body)) {
    const count = countValue(m[6]);
    const end = m.index + m[0].length;
    if (count === null || NOT_A_TALLY_AFTER.test(text.slice(end, end + 30)) || NOT_A_TALLY_BEFORE.test(text.slice(Math.max(a, m.index - 25), m.index))) continue;
    // "single PVCs" are isolated ones, not one
    if (count === 1 && /s$/i.test(m[7])) continue;
    const countStart = m.index + (m[1]?.length ?? 0);
    push(m.index, end, [countStart, countStart + m[6].length], count, m[7], boundedRange(count, m, text.slice(end, end + 20)));
  }
  AFTER.lastIndex = a;
  for (let m = AFTER.exec(body); m; m = AFTER.exec(body)) {
    const count = countValue(m[2]);
    const end = m.index + m[0].length;
    if (count === null || NOT_A_TALLY_AFTER.test(text.slice(end, end + 30))) continue;
    // after a dash or an opening parenthesis the count is an aside of its own ("with PVCs — 3 on this strip")
    const aside = /[–—(-]\s*$/.test(m[0].slice(0, -m[2].length)) && !/[×x]\s*$/.test(m[0].slice(0, -m[2].length));
    push(aside ? end - m[2].length : m.index, end, [end - m[2].length, end], count, m[1]);
  }
  return out;
}
