// Reasoning models correct themselves while thinking aloud: "QRS looks about 3 small squares… that's 120 ms. Hmm, no —
// I was including the ST segment, so ~90 ms", "PR 260 ms, first-degree block. Wait, let me re-measure … the PR is
// 200 ms". What an answer corrects is not what it asserts: a statement followed by a retraction cue and then restated
// differently (another value of the quantity, the other finding of a family, or the denial of it) is withdrawn, and so
// is whatever a cue cuts off in its own sentence ("S in V1 is about 12 mm… wait, that's wrong"). A restatement that
// agrees ("Wait. … I'll keep it at +30°") withdraws nothing.
import type { ExtractedClaim } from './claim-types';
import { territoryLeads } from './extract-leads';
import { toleranceFor } from './tolerances';
import { speakerTurns, turnStart, type Turn } from './transcript';

export const WITHDRAWN_REASON = 'withdrawn: the answer corrects it later';

/** Cues that correct what was just said, wherever it was said. */
const RETRACTION =
  /\bwait,?\s+no\b(?=\s*[,.!:;—–-])|\bwait\b(?!\s+(?:for|until|and\s+see))|\bhm+[,.…]*\s+actually\b|\bhm+,?\s+no\b(?=\s*[,.!:;—–-])|\bactually,?\s+no\b(?=\s*[,.!:;—–-])|\bno,\s+wait\b|\bscratch\s+that\b|\bI\s+was\s+wrong\b(?!\s+(?:to\s+(?:call|label|say|diagnose|read)\b|earlier|before|initially|at\s+first|previously|in\s+my\s+(?:first|earlier|previous)))|\bI\s+(?:mis-?read|mis-?counted|mis-?measured|mis-?added|mis-?calculated|misspoke)\b|(?<=\s)[—–]\s*no,(?=\s)|\bthat(?:'s|\s+is|\s+was)\s+(?:wrong|not\s+right|incorrect|a\s+mistake|an\s+error)\b|\bthat(?:'s|\s+is|\s+was)\s+(?:(?:obviously|clearly|far|way|much|surely)\s+)?too\s+(?:fast|slow|high|low|long|short)\s+(?:for|to\s+be)\b|\bon\s+second\s+(?:look|thought|inspection)\b|(?<=^|[\n(*_>]|[.!?;—–…-]\s)correction\b(?=\s*[:,—–-])|\blet\s+me\s+re-?(?:measure|count|check|calculate|compute|examine|read|do)\b|\bre-?(?:measuring|counting)\b|(?:…|\.\.\.)\s*no\b(?=\s*[,.!—–-])/gi;
/** Cues that withdraw what was just said whatever follows: the sentence before them, or their own sentence up to them. */
const CUTS_OFF = /^(?:hm+,?\s+no|wait,?\s+no|actually|no,\s+wait|scratch|I\s+was\s+wrong|I\s+mis|that|…|\.\.\.)/i;
const LAST_CLAUSE_CUE = /^I\s+mis/i;
const INTERJECTIONS = /^\s*(?:(?:hm+|oh|ah|ok(?:ay)?|oops)[,.!…—–-]*\s*)*$/i;
/** How far back a restated statement is looked for. */
const LOOK_BACK = 600;
/** How far after the cue the restatement may come (it also ends at a blank line). */
const LOOK_AHEAD = 400;

/** Families whose findings exclude one another (RBBB or LBBB, sinus rhythm or AF). */
const EXCLUSIVE = new Set(['rate', 'axis_deg.qrs', 'conduction', 'pr_ms', 'qtc_ms', 'rhythm']);

const CODE_FAMILY: [RegExp, string][] = [
  [/^sinus_(?:bradycardia|tachycardia)$|cardia$/, 'rate'],
  [/_axis|axis_deviation/, 'axis_deg.qrs'],
  [/bundle_branch_block|intraventricular_conduction_delay|fascicular_block/, 'conduction'],
  [/av_block|short_pr|wpw/, 'pr_ms'],
  [/(?:long|short)_qt/, 'qtc_ms'],
  [/st_elevation|stemi/, 'st_elevation'],
  [/st_depression/, 'st_depression'],
  [/sinus_rhythm|fibrillation|flutter|junctional|idioventricular|ectopic_atrial|paced_rhythm/, 'rhythm'],
];

function families(c: ExtractedClaim): string[] {
  if (c.quantity) {
    if (c.quantity === 'hr_bpm' || c.quantity === 'rr_ms') return ['rate'];
    if (/_mv$|_polarity$/.test(c.quantity)) return [`${c.quantity}:${c.leads.join(',')}`];
    return [c.quantity];
  }
  const code = c.code ?? '';
  const out = CODE_FAMILY.filter(([re]) => re.test(code)).map(([, f]) => f);
  return out.length ? out : [code];
}

function numberOf(c: ExtractedClaim): number | null {
  if (!c.range || !Number.isFinite(c.range[0]) || !Number.isFinite(c.range[1])) return null;
  const v = (c.range[0] + c.range[1]) / 2;
  return c.quantity === 'rr_ms' ? 60000 / v : v;
}

/** Does the restatement `b` say something else than `a` did? */
function disagree(a: ExtractedClaim, b: ExtractedClaim): boolean {
  // "no flutter waves → AF": a denial and another finding of its family agree (but "1° AVB … no AV block" denies the
  // family's whole)
  if (a.negated !== b.negated) return !(a.code && b.code && a.code !== b.code && !/^any_/.test(a.code) && !/^any_/.test(b.code));
  if (a.quantity && b.quantity) {
    // a value inside the other's open range agrees with it ("tachycardia" then "a rate fixed at 150")
    const inside = (r: ExtractedClaim, v: ExtractedClaim) => !!r.range && !!v.range && v.range[0] >= r.range[0] && v.range[1] <= r.range[1];
    if (inside(a, b) || inside(b, a)) return false;
    const [x, y] = [numberOf(a), numberOf(b)];
    if (x === null || y === null) return false;
    const q = a.quantity === 'rr_ms' ? 'hr_bpm' : a.quantity;
    return Math.abs(x - y) > (toleranceFor(q)?.allowed(x) ?? 0);
  }
  return !!a.code && !!b.code && a.code !== b.code && families(a).some((f) => EXCLUSIVE.has(f));
}

/** The leads a claim is about: those it names, or its territory's ("inferior STEMI"). */
function leadsOf(c: ExtractedClaim): string[] {
  return c.leads.length ? c.leads : territoryLeads(c.code ?? '');
}

function sharesLeads(a: ExtractedClaim, b: ExtractedClaim): boolean {
  const [x, y] = [leadsOf(a), leadsOf(b)];
  return !x.length || !y.length || x.some((l) => y.includes(l));
}

function sentenceStart(text: string, at: number): number {
  const from = Math.max(0, at - LOOK_BACK);
  // (a decimal point ends no sentence: "V4 2.5 mm, V5… no —")
  // …nor an ellipsis, a pause in thought ("an rSR' so this is RBBB... wait, no —")
  const end = text.slice(from, at).replace(/\.{2,}|…/g, (m) => ' '.repeat(m.length)).search(/(?:[!?;\n]|\.(?!\d))\s*(?:[^.!?;\n]|\.(?=\d))*$/);
  return end < 0 ? from : from + end + 1;
}

/** Where the last clause before `at` starts in the sentence from `from`: what a cut-off cue takes back ("…, and the R
 * in V5 is 24 mm, so Sokolow-Lyon is 36 mm. Hmm, I mis-added that" withdraws the sum, not the waves summed). */
function lastClause(text: string, from: number, at: number): number {
  const boundaries = [...text.slice(from, at).matchAll(/[,;:]\s|\s(?:so|and|but|giving|which)\s/g)];
  const last = boundaries.pop();
  return last ? from + last.index! + last[0].length : from;
}

/** A finding that adds to the reading rather than replacing it ("so Mobitz I as well", "also a couplet"). */
function adds(text: string, r: ExtractedClaim): boolean {
  if (!r.code || r.quantity) return false;
  const end = text.slice(r.span[1], r.span[1] + 80).search(/[.!?;\n]|$/);
  return /\b(?:as\s+well|also|too|in\s+addition|additionally|on\s+top\s+of)\b/i.test(text.slice(sentenceStart(text, r.span[0]), r.span[1] + end));
}

/** "— correction, V5 is actually at baseline": leads a correction sets back on the baseline (their ST finding goes). */
const CLEARED = /^[\s,:—–-]*((?:(?:I{1,3}|aV[RLF]|V[1-6])(?:\s*,\s*|\s+and\s+)?)+)\s+(?:is|are)\s+(?:actually\s+|in\s+fact\s+|really\s+)?(?:at\s+(?:the\s+)?baseline|isoelectric)\b/;
function clearedLeads(after: string): string[] {
  return CLEARED.exec(after)?.[1].match(/I{1,3}|aV[RLF]|V[1-6]/g) ?? [];
}

/** How many retraction cues of one answer are weighed. */
const MAX_CUES = 200;

/** The retraction cues of a text, in order (read once, for the restated values and the withdrawals). */
export function retractionCues(text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  RETRACTION.lastIndex = 0;
  for (let m = RETRACTION.exec(text); m && out.length < MAX_CUES; m = RETRACTION.exec(text)) out.push(m);
  return out;
}

export function withdrawRetracted(text: string, claims: ExtractedClaim[], turns: Turn[] = speakerTurns(text), cues: RegExpExecArray[] = retractionCues(text)): void {
  for (const m of cues) {
    const at = m.index;
    // the restatement is the answer's own, asserted, in the same block of thinking (an <answer> that disagrees with the
    // thinking corrects nothing: it is checked on its own)
    const after = text.slice(at, at + LOOK_AHEAD);
    const stop = after.search(/\n\s*\n|<\/?(?:think|answer)>/i);
    const ahead = at + (stop < 0 ? after.length : stop);
    // (an inline "X — no, Y" corrects its own sentence only)
    const blockStart = Math.max(at - LOOK_BACK, text.slice(0, at).search(/<\/?(?:think|answer)>[^<]*$/i), turnStart(turns, at), /^[—–]/.test(m[0]) ? sentenceStart(text, at) : 0);
    // values in a sequence ("lengthens 240 → 280 → 320 ms") describe several beats, not a corrected reading
    const restated = claims.filter((c) => c.span[0] >= at && c.span[0] < ahead && !c.unverifiableReason && !/→|->/.test(c.text))
      .sort((x, y) => x.span[0] - y.span[0]);
    const own = sentenceStart(text, at);
    // a cue opening its sentence, after an interjection at most ("…borderline wide. Hmm, no — …", "Hmm, I mis-added
    // that"), withdraws the sentence before it
    const opens = own < at && INTERJECTIONS.test(text.slice(own, at));
    const sentence = opens ? sentenceStart(text, Math.max(0, own - 1)) : own;
    // …"I mis-added that" only its last clause, and so does a dictated "scratch that" inside its sentence ("Q T C four
    // ninety, scratch that, four forty")
    const lastOnly = LAST_CLAUSE_CUE.test(m[0]) || (!opens && /^scratch/i.test(m[0]));
    const cutFrom = !CUTS_OFF.test(m[0]) ? at : lastOnly ? lastClause(text, sentence, opens ? own : at) : sentence;
    const cleared = clearedLeads(text.slice(at + m[0].length, at + m[0].length + 60));
    for (const c of claims) {
      if (c.span[1] > at || c.span[0] < blockStart || c.unverifiableReason) continue;
      const fam = families(c);
      // the first restatement is the corrected reading ("PR 260 ms. Wait, … lengthens 240 → 280 → 320 ms" keeps 260)
      // (of the same leads: "ST elevation in II, III and aVF … wait … no lateral extension" restates nothing)
      // (a value restates a value, a finding a finding: "210 ms? That would be first-degree block. Let me re-measure…
      // about 170 ms. Normal PR, no AV block then")
      const first = restated.find((r) => families(r).some((f) => fam.includes(f)) && sharesLeads(c, r) && !r.quantity === !c.quantity);
      // …or one that confines the finding to other leads ("ST elevation in V1–V3 … no, V3 is isoelectric; it is confined
      // to V1–V2")
      const confined = !c.negated && c.leads.length > 0 && restated.some((r) => r.only && families(r).some((f) => fam.includes(f)) && c.leads.some((l) => !r.leads.includes(l)));
      const corrected = (first !== undefined && disagree(c, first) && !adds(text, first)) || confined || (cleared.length > 0 && !c.negated && c.leads.some((l) => cleared.includes(l)) && fam.some((f) => /^st_/.test(f)));
      if (c.span[0] >= cutFrom || corrected) c.unverifiableReason = WITHDRAWN_REASON;
    }
    // a value read from the words of a withdrawn finding goes with it ("1 mm ST elevation in V1–V3")
    const withdrawn = claims.filter((c) => c.unverifiableReason === WITHDRAWN_REASON && c.span[1] <= at && c.code && c.leads.length > 0);
    for (const c of claims) {
      if (!c.unverifiableReason && c.span[1] <= at && c.quantity && c.leads.length > 0 && withdrawn.some((w) => w.span[0] < c.span[1] && c.span[0] < w.span[1])) c.unverifiableReason = WITHDRAWN_REASON;
    }
  }
}
