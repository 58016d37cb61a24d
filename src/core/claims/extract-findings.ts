// Named findings ("RBBB", "ST elevation in II, III and aVF", "no AV block") with leads and negation.
import type { ExtractedClaim } from './claim-types';
import { AV_NOT_CONDUCTED, FINDING_PATTERNS, NOT_MEASURABLE, ISOELECTRIC_ST, NORMAL_Q, NORMAL_R_PROGRESSION, NORMAL_ST, NORMAL_ST_T, NORMAL_T } from './lexicon-findings';
import { clauseLeadLabel, findLeadMentions, sentenceStart } from './extract-leads';
import { inSpans, POST_NEGATION, type Clause } from './segment';
import { COUNT } from './extract-ectopic-counts';
import { ARROW, itemVerdictDenies, probabilityAfter } from './scope-cues';

interface Hit {
  start: number;
  end: number;
  code: string;
  kind: ExtractedClaim['kind'];
}

export function findingHits(text: string, a: number, b: number): Hit[] {
  const body = text.slice(0, b);
  const hits: Hit[] = [];
  for (const pat of FINDING_PATTERNS) {
    pat.re.lastIndex = a;
    for (let m = pat.re.exec(body); m; m = pat.re.exec(body)) {
      if (m[0].length === 0) {
        pat.re.lastIndex++;
        continue;
      }
      hits.push({ start: m.index, end: m.index + m[0].length, code: pat.code, kind: pat.kind });
    }
  }
  // longest match wins; ties: the more specific (non-family) code
  hits.sort((x, y) => y.end - y.start - (x.end - x.start) || Number(x.code.startsWith('any_')) - Number(y.code.startsWith('any_')));
  const kept: Hit[] = [];
  for (const h of hits) if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  kept.sort((x, y) => x.start - y.start);
  // "left anterior fascicular block (LAFB)": the abbreviation in brackets after its name is the same statement
  const merged: Hit[] = [];
  for (const h of kept) {
    const prev = merged[merged.length - 1];
    const close = prev?.code === h.code && /^\s*\(\s*$/.test(text.slice(prev.end, h.start)) ? /^\s*\)/.exec(text.slice(h.end, h.end + 4)) : null;
    if (close) prev.end = h.end + close[0].length;
    else merged.push(h);
  }
  return merged;
}

function excluded(text: string, h: Hit): boolean {
  const before = text.slice(Math.max(0, h.start - 24), h.start).toLowerCase();
  const after = text.slice(h.end, h.end + 24).toLowerCase();
  if (h.code === 'pathological_q_waves' && /(?:small|septal|normal|physiologic(?:al)?|narrow|tiny|insignificant)\s+$/.test(before)) return true;
  // "LAD territory", "prox LAD": the artery
  if (h.code === 'left_axis_deviation' && (/^\s*(?:territory|artery|occlusion|lesion|stenosis|infarct|stent|disease|flow|branch)/.test(after) || /\b(?:prox(?:imal)?|mid|distal|ostial)\.?\s*$|\b(?:disease|stenosis|lesions?|occlusion|stent|plaque|flow)\s+(?:in|of|to|within)\s+(?:the\s+)?$/.test(before))) return true;
  // "MB ChB": a medical degree, not complete heart block
  if (h.code === 'third_degree_av_block' && text.slice(h.start, h.end) === 'ChB') return true;
  // "PR is short-normal", "QTc high-normal": within the normal range
  if (/^-?normal\b/.test(after) && /(?:short|long|high|low|upper|lower)$/.test(text.slice(h.start, h.end).toLowerCase())) return true;
  // "Pauses: each PVC is followed by a full compensatory pause": a key that names the pauses after ectopic beats
  if (h.code === 'sinus_pause' && /^\W*:/.test(after) && /\b(?:compensatory|post-?ectopic|after\s+(?:each|the|every)\s+(?:PVC|PAC|ectopic|premature))/i.test(text.slice(h.end, h.end + 120).split('\n')[0])) return true;
  // "?ACS, STEMI screen": what a read is screened for
  if (/^[\s-]*(?:screen(?:ing)?|rule[\s-]out|query)\b/.test(after)) return true;
  // "LBBB criteria: V1 isn't a QS", "Criteria for LAFB:": the heading of a checklist names what it tests, not a finding
  if (/^\s*criteria\s*\**\s*:/.test(after) || (/(?:^|\n)[\s*#>_-]*criteria\s+for\s+(?:an?\s+)?$/.test(before) && /^\s*\**\s*:/.test(after))) return true;
  // "criteria for LVH" in "does not meet criteria" is handled by negation; "rule out" by hedges
  return false;
}

const EXCEPT = /^\s*,?\s*(?:except|apart\s+from|other\s+than|save)\s+(?:in\s+|for\s+)?(?:leads?\s+)?/i;
/** "drug-induced rather than congenital long QT": what is denied is the cause, which the signal cannot tell. */
const CAUSE_BEFORE = /\b(?:congenital|acquired|drug[\s-]induced|familial|inherited|hereditary|genetic)\s+$/i;
/** "otherwise normal", "Everything else on the tracing looks within normal limits": normal but for what the answer states. */
const OTHERWISE_BEFORE = /(?:\botherwise\s+(?:an?\s+)?|\b(?:everything|all)\s+else\b[^.;\n]{0,40}|\b(?:the\s+)?rest\s+of\s+(?:the\s+)?(?:(?:tracing|ECG|EKG|study|record(?:ing)?)\b[^.;\n]{0,30})?)$/i;
/** "Atrial flutter with 2:1 conduction is unlikely": the denial after a "with" phrase is of the finding it qualifies. */
/** An option's letter, or the close of the option it glosses: "hypokalaemia (B) is less likely", "D (first-degree block) is out". */
const OPTION_PAREN = /^\s*(?:\)|\((?:option\s+)?[A-E]\))/;
const WITH_PHRASE = /^\s+with\s+(?:[^.,;:()\n]|(?<=\d):(?=\d)){1,30}?(?=\s+(?:is|are|was|were)\s)/i;
const LABEL_SAID_LEVEL = /^\s*\**\s*[:—–]\s*\**\s*[^.;:,\n\d]{0,50}?\b(?:isoelectric|unremarkable)\b/i;
const NORMAL_FOR_ABNORMAL = new RegExp(String.raw`^(?:${NORMAL_R_PROGRESSION}|${NORMAL_ST_T}|${NORMAL_T}|${NORMAL_ST}|${NORMAL_Q}|${ISOELECTRIC_ST}|unremarkable|normal|no\s+(?:acute\s+)?changes?|spared|nothing\s+of\s+note|(?:good|excellent|adequate|acceptable)\s+(?:signal\s+)?quality|technically\s+(?:adequate|good)|(?:all\s+(?:12\s+|twelve\s+)?leads?|every\s+lead)\s+(?:are\s+|is\s+)?(?:interpretable|readable|clean))$`, 'i');
const ADJECTIVES = String.raw`(?:(?:clear|obvious|marked|definite|significant|subtle|mild|minimal|slight|new|convex|concave|horizontal|downsloping|upsloping)\s+)*`;
/** "no ST elevation there", "T inversion in them": the leads of the sentence's subject ("V5 and V6 are spared — …"). */
const THERE_AFTER = /^\s*(?:there|in\s+(?:them|those(?:\s+leads)?|these(?:\s+leads)?))\b/i;
const COPULA = String.raw`(?:is|are|was|were|seems?|remains?|looks?)`;
const LEADS_AS_SUBJECT = new RegExp(String.raw`^\s+(?:${COPULA}|has|have|shows?)\b`, 'i');
/** "lead I is spared", "V5 and V6 are spared": the leads a spared hit denies. */
const LEADS_ARE = new RegExp(String.raw`^\s*${COPULA}\s+(?:(?:all|both|also|entirely|completely)\s+)?$`, 'i');
const LEADS_THEN_FINDING = new RegExp(String.raw`^\s*\)?\s*,?\s*(?:also\s+|too\s+)?(?:there\s+(?:is|are)|there's|we\s+see|I\s+see|one\s+sees|shows?|showing|demonstrates?|has|have|(?:(?:are|is)(?:\s+spared,?)?\s+)?(?:without|free\s+of)|with\s+no|(?:(?:is|are)\s+)?(?:(?:mostly|predominantly|largely|entirely|all)\s+)?(?:negative|positive|upright)\s*,?\s+with)\s+(?:an?\s+|some\s+|no\s+|any\s+)?${ADJECTIVES}$`, 'i');

/** "Looking at V1 again, there is coved ST elevation", "In V1, ST elevation is present": leads fronted by a preposition. */
const FRONTED_LEADS_BEFORE = /^\s*(?:[-*•]\s*)?(?:(?:now|then|next|and|finally|again|also),?\s+)?(?:in|on|for|across|looking\s+(?:again\s+)?at|turning\s+to|moving\s+(?:on\s+)?to|if\s+(?:we|you)\s+look\s+at)\s+(?:the\s+)?(?:leads?\s+)?$/i;
const FRONTED_LEADS_AFTER = new RegExp(String.raw`^\s*(?:again|too|also|now|as\s+well)?\s*(?:,\s*(?:(?:there\s+(?:is|are)|there's|we\s+(?:see|have)|I\s+see|you\s+(?:can\s+)?see)\s+)?(?:an?\s+|the\s+|some\s+)?|\s+the\s+)${ADJECTIVES}$`, 'i');

/** A denial after a list, of the whole list: "AF, flutter and MAT are unlikely", "LBBB, RBBB, WPW — all excluded". */
const LIST_DENIAL = /^(?:\s*,\s*(?:(?:and|or)\s+)?(?:[a-z][a-z'’-]*\s+){0,3}[a-z][a-z'’-]*)?\s*(?:(?:[—–)]|\s-)\s*(?:(?:are|were)\s+)?(?:(?:all|both)\s+)?|(?:are|were)\s+(?:all\s+|both\s+)?|(?:all|both)\s+)(?:(?:much|far|very|highly|even|a\s+lot)\s+)?(?:less\s+likely|unlikely|excluded|ruled\s+out|absent|not\s+(?:present|seen|supported|favou?red|likely))\b(?!\s+(?:to|that)\b)/i;
/** Between two items of such a list: a comma, "and", "or", or a comma-set item without a finding ("…, LV aneurysm, …"). */
const LIST_SEPARATOR = /^\s*(?:,\s*(?:[a-z][a-z'’-]*\s+){0,3}?(?:[a-z][a-z'’-]*\s*,\s*)?)?(?:(?:and|or|nor)\s+)?$/i;

const HEADLINE = /^(?:sinus_rhythm|normal_ecg|normal_axis)$/;

function listDenials(text: string, hits: Hit[], b: number): Set<Hit> {
  const denied = new Set<Hit>();
  for (let i = hits.length - 1; i >= 0; i--) {
    const next = hits[i + 1];
    // a rhythm or a normal read heads a sentence; it is not an item of a list of denied findings
    if (HEADLINE.test(hits[i].code)) continue;
    if (next && denied.has(next) && LIST_SEPARATOR.test(text.slice(hits[i].end, next.start))) denied.add(hits[i]);
    else if (LIST_DENIAL.test(text.slice(hits[i].end, Math.min(b, hits[i].end + 60)))) denied.add(hits[i]);
  }
  return denied;
}

/** "a bundle branch block or an IVCD": findings offered as alternatives (not synonyms), one group per chain of "or". */
function alternativeGroups(text: string, hits: Hit[]): Map<Hit, number> {
  const groups = new Map<Hit, number>();
  for (let i = 0; i + 1 < hits.length; i++) {
    if (hits[i].code === hits[i + 1].code || !/^\s*,?\s*or\s+(?:an?\s+|the\s+)?$/i.test(text.slice(hits[i].end, hits[i + 1].start))) continue;
    const group = groups.get(hits[i]) ?? hits[i].start;
    groups.set(hits[i], group).set(hits[i + 1], group);
  }
  return groups;
}

/** Where an unclosed parenthesis before `at` opens (within the clause from `from`), or -1. */
function openParen(text: string, from: number, at: number): number {
  const open = text.lastIndexOf('(', at);
  return open >= from && text.lastIndexOf(')', at) < open ? open : -1;
}

const LEAD_VALUE_GAP = /^\s*[:=]?\s*[-+−]?\d+(?:[.,]\d+)?\s*(?:mm|mV|[µμ]V)\s*,\s*(?:and\s+)?$/i;

export function extractFindings(text: string, clause: Clause, taken: [number, number][]): ExtractedClaim[] {
  const [a, b] = clause.span;
  const out: ExtractedClaim[] = [];
  const leadMentions = findLeadMentions(text, a, b);
  const label = clauseLeadLabel(text, leadMentions, a);
  const hits = findingHits(text, a, b);
  const listDenied = listDenials(text, hits, b);
  const either = alternativeGroups(text, hits);
  for (const h of hits) {
    if (taken.some(([s, e]) => h.start < e && s < h.end)) continue;
    if (excluded(text, h)) continue;
    const stated = /\b(?:not|no\s+longer)\b/i.test(text.slice(h.start, h.end).replace(AV_NOT_CONDUCTED, '').replace(NOT_MEASURABLE, '')) || inSpans(h.start, clause.negated) || listDenied.has(h)
      || (POST_NEGATION.test(text.slice(h.end, Math.min(b, h.end + 60)).replace(WITH_PHRASE, '').replace(OPTION_PAREN, '')) && !CONDITION_BEFORE.test(text.slice(Math.max(a, h.start - 16), h.start)))
      // "Atrial fibrillation 0.01" in a list of a classifier's probabilities: a denial
      || (probabilityAfter(text, h.end) ?? objectProbability(text, h.start) ?? 1) < 0.5
      || itemVerdictDenies(text, h.start, h.end)
      // "Reciprocal change: the inferior leads are isoelectric": a label whose item says its leads are level
      || (h.kind === 'lead_finding' && LABEL_SAID_LEVEL.test(text.slice(h.end, Math.min(b, h.end + 80))));
    // a normal finding named for the abnormal one it denies ("normal R-wave progression")
    let negated = h.code !== 'normal_ecg' && NORMAL_FOR_ABNORMAL.test(text.slice(h.start, h.end)) ? !stated : stated;
    // "no Q waves except in V1–V3": the exception is asserted, in its leads
    const exception = negated && h.kind === 'lead_finding' ? EXCEPT.exec(text.slice(h.end, Math.min(b, h.end + 40))) : null;
    const exceptLeads = exception ? leadMentions.find((l) => l.span[0] === h.end + exception[0].length) : undefined;
    if (exceptLeads) negated = false;
    // "ST elevation is not confined to V1–V3": present there, and in more leads
    if (negated && NOT_ONLY_TO.test(text.slice(h.end, Math.min(b, h.end + 40)))) negated = false;
    // "no more than 2 PVCs": a bound on their number, which says they are there
    if (negated && COUNT_BOUND_BEFORE.test(text.slice(Math.max(a, h.start - 40), h.start))) negated = false;
    const otherwise = (h.code === 'normal_ecg' || h.code === 'normal_intervals') && OTHERWISE_BEFORE.test(text.slice(Math.max(a, h.start - 60), h.start));
    // "P waves: none consistently identifiable": the key's denying value is part of the statement
    let end = h.end + (negated && h.kind !== 'lead_finding' ? KEY_DENIAL_AFTER.exec(text.slice(h.end, b))?.[0].length ?? 0 : 0);
    const onlyTo = ONLY_TO.exec(text.slice(h.end, Math.min(b, h.end + 40)));
    let leads: string[] = [];
    let territory: string | null = null;
    if (exceptLeads) {
      leads = exceptLeads.leads;
      end = exceptLeads.span[1];
    } else if (h.kind === 'lead_finding' || /_stemi$|_ischemia$|_mi$/.test(h.code) || (h.code === 'low_qrs_voltage' && onlyTo)) {
      // leads right after ("ST elevation in II, III and aVF", "in the inferior leads") or a territory word right before
      // (a decimal point is no sentence end: "slight ST depression (~0.05 mV) in V5")
      // …not a comparison's ("monophasic R of 10 mm, shorter than the R in aVL"), nor, for a shape glossed in parentheses
      // ("V1 shows a deep S wave (rS pattern) and V6 …"), the leads after the parenthesis
      const glossed = h.code === 'qrs_shape' ? openParen(text, a, h.start) : -1;
      const after = leadMentions.filter((l) => l.span[0] >= h.end && l.span[0] - h.end <= 40 && !LEADS_CUT_OFF.test(text.slice(h.end, l.span[0]))
        && !(glossed >= 0 && text.slice(h.end, l.span[0]).includes(')'))
        // …nor the subject of the next clause ("… with rS complexes, and aVL shows a qR pattern")
        && !(/^\s*(?:complex(?:es)?|patterns?|morphology)?,?\s*(?:and|but|while|whereas)\s+(?:leads?\s+)?$/i.test(text.slice(h.end, l.span[0])) && /^\s+(?:shows?|has|have|is|are|demonstrates?)\b/i.test(text.slice(l.span[1], l.span[1] + 14))));
      // "broad monophasic R waves without septal q waves in I and V6": shapes joined by with / without share the leads
      const following = findingHits(text, h.end, Math.min(b, h.end + 60))[0];
      const nextFinding = following && h.code === 'qrs_shape' && following.code === 'qrs_shape' && /^[\s,]*(?:with(?:out)?|and(?:\s+no)?|but\s+no)\s+(?:an?\s+|no\s+)?$/i.test(text.slice(h.end, following.start)) ? undefined : following;
      // a code that names its territory ("inferior STEMI") takes only explicit lead lists after it
      const ownTerritory = !/^(?:any_|st_|t_wave|pathological|low_qrs)/.test(h.code) && h.kind !== 'lead_finding';
      // a territory word that opens the next finding ("STEMI with reciprocal inferior ST depression") is that finding's
      const ok = after.filter((l) => (!nextFinding || l.span[0] < nextFinding.start) && !(ownTerritory && l.territory)
        && !(l.territory && nextFinding && /^[\s-]{0,3}$/.test(text.slice(l.span[1], nextFinding.start)))
        && !/\breciprocal\s+(?:(?!(?:STD?|depressions?|changes?)\s)[a-z]+\s+)?\(?\s*$/i.test(text.slice(Math.max(0, l.span[0] - 24), l.span[0])));
      if (ok.length) {
        // consecutive mentions ("in V1-V3 and in I, aVL") join
        // …and so do the leads of a list of lead values ("ST elevation: II +2.5 mm, III +3 mm, aVF +3 mm")
        const group = [ok[0]];
        for (const l of leadMentions.filter((m) => m.span[0] > ok[0].span[0] && (!nextFinding || m.span[0] < nextFinding.start))) {
          const gap = text.slice(group[group.length - 1].span[1], l.span[0]);
          if (ok.includes(l) && /^[\s,]*(?:and|&|as well as|,)?\s*(?:in\s+)?(?:leads?\s+)?(?:the\s+)?$/i.test(gap)) group.push(l);
          else if (LEAD_VALUE_GAP.test(gap)) group.push(l);
          else if (!ok.includes(l)) break;
        }
        leads = [...new Set(group.flatMap((l) => l.leads))];
        territory = group.length === 1 ? group[0].territory : null;
        end = group[group.length - 1].span[1];
      } else {
        // a territory word right before ("inferior ST elevation"), not a list ended by a colon ("… in the inferior leads: anterior STEMI")
        // …or a lead written right before an ST-T finding, as terse notes do ("V1 ST isoelectric", "aVL T inverted")
        // (or a parenthesised list right before: "Lateral leads (I, aVL, V5–V6) unremarkable")
        const before = leadMentions.filter((l) => l.span[1] <= h.start && h.start - l.span[1] <= 4 && (l.territory || h.kind === 'lead_finding') && /^\)?[\s-]*$/.test(text.slice(l.span[1], h.start)));
        // "In V1 through V4 there's clear ST elevation": the leads named before, joined to the finding by a verb
        const named = leadMentions.filter((l) => l.span[1] <= h.start && (LEADS_THEN_FINDING.test(text.slice(l.span[1], h.start)) || (/^spared$/i.test(text.slice(h.start, h.end)) && LEADS_ARE.test(text.slice(l.span[1], h.start)))
          || (FRONTED_LEADS_BEFORE.test(text.slice(a, l.span[0])) && FRONTED_LEADS_AFTER.test(text.slice(l.span[1], h.start)))));
        if (before.length) {
          leads = before[before.length - 1].leads;
          territory = before[before.length - 1].territory;
        } else if (named.length && !ownTerritory) {
          leads = named[named.length - 1].leads;
          territory = named[named.length - 1].territory;
        } else if (label && h.start >= label.end && !ownTerritory) {
          leads = label.leads;
        } else if (h.kind === 'lead_finding' && THERE_AFTER.test(text.slice(h.end, h.end + 24))) {
          leads = leadMentions.filter((l) => l.span[1] <= h.start && l.span[0] >= sentenceStart(text, a, h.start) && LEADS_AS_SUBJECT.test(text.slice(l.span[1], l.span[1] + 12))).pop()?.leads ?? [];
        } else if (h.code === 'qrs_shape') {
          // a shape glossing the statement before its parenthesis takes that statement's leads; else the last lead group
          // before it in its sentence with no other finding between ("In I and V6 the QRS is a broad, monophasic R")
          const anchor = glossed >= 0 ? glossed : h.start;
          const last = leadMentions.filter((l) => !l.territory && l.span[1] <= anchor && l.span[0] >= sentenceStart(text, a, h.start)).pop();
          if (last && anchor - last.span[1] <= 80 && (glossed >= 0 || findingHits(text, last.span[1], h.start).length === 0)) leads = last.leads;
        }
      }
    }
    const code = h.code;
    // "the PVCs have a left bundle branch block morphology": the shape of the ectopic beats, not a conduction block
    // "no P wave in front of it" (a PVC), "no P wave in it" (a pause): one beat's, not the rhythm's
    const singleBeat = (code === 'p_waves' && /^\s*(?:visible\s+)?in\s+front\b(?!\s+of\b)|^\s*(?:(?:visible\s+)?in\s+front\s+of|before|preced(?:es?|ing)|ahead\s+of)\s+(?:it|this|that|them|(?:each|either|any|both|all)\s+of\s+them|(?:the|these|those)\s+(?:PVCs?|VPCs?|PACs?|APCs?|ectopics?|premature|early|wide|third|\w+th)\b)|^\s*in\s+it\b|^\s*(?:at\s+all\s+)?during\s+(?:it|this|that|the\s+(?:pause|gap))\b/i.test(text.slice(h.end, h.end + 40)))
      // the ST-T of numbered or ectopic beats: "the T-wave changes on beats 3 and 8", "T inversion of the PVCs"
      || (h.kind === 'lead_finding' && /^\s*(?:on|of|in|after)\s+(?:beats?\s+\d|the\s+(?:PVCs?|VPCs?|ectopic|premature|wide)\b)/i.test(text.slice(h.end, h.end + 40)))
      // …and the P waves of a line about the ectopic beats ("PVCs: QRS ≈ 140 ms, P −, full compensatory pause")
      || (code === 'p_waves' && ECTOPIC_LINE.test(text.slice(text.lastIndexOf('\n', h.start - 1) + 1, h.start)));
    // …whose beats, when the sentence is about broad or ventricular ectopics, are the V beats: their P waves are checked
    // (the beats may be named in the sentence before: "Two wide beats come early. No P wave precedes either of them.")
    const near = Math.max(0, h.start - 300);
    const sentenceBefore = text.slice(Math.max(a, near + text.slice(near, h.start).search(/[^.!?\n]*$/)), h.start);
    const twoSentencesBefore = text.slice(Math.max(text.lastIndexOf('\n\n', h.start) + 1, near + text.slice(near, h.start).search(/(?:[^.!?\n]*[.!?]\s+)?[^.!?\n]*$/)), h.start);
    const ventricularBeats = singleBeat && code === 'p_waves' && /\b(?:PVCs?|VPCs?|ventricular|broad|wide)\b/i.test(twoSentencesBefore + text.slice(h.end, h.end + 40).split(/[.!?\n]/)[0]) && !/\b(?:PACs?|APCs?|atrial|supraventricular|junctional|narrow)\b/i.test(sentenceBefore);
    const ectopicShape = /bundle_branch_block$/.test(code) && /^[\s-]*(?:like\s+)?(?:morphology|morph\b|pattern|configuration|shape)/i.test(text.slice(h.end, h.end + 20))
      && /\b(?:PVCs?|VPCs?|ectopic|premature|extrasystol\w*|aberran\w*)\b/i.test(clause.text);
    const start = Math.min(h.start, ...leadMentions.filter((l) => l.territory === territory && territory && l.span[1] <= h.start && h.start - l.span[1] <= 3 && /^[\s-]*$/.test(text.slice(l.span[1], h.start))).map((l) => l.span[0]));
    if (!negated && ectopyCategoryLabel(text, h.start, h.end)) continue;
    if (code === 'pathological_q_waves' && leads.length === 0 && !negated && !/patholog|significant|deep|broad|wide|abnormal|QS/i.test(text.slice(h.start, h.end)) && !/\b(?:established|old|infarct)\s+$/i.test(text.slice(Math.max(a, h.start - 12), h.start))
      && !/^\s+(?:(?:are|is)\s+)?already\s+(?:forming|developing|present)\b/i.test(text.slice(h.end, h.end + 30))) continue;
    // "Low voltage confined to the limb leads": the finding, and apart from it the claim that no other lead has it
    // …and "in lead I only", "the only reciprocal change is in lead I": the leads named are the only ones
    const onlyAfter = !onlyTo && leads.length && !negated ? ONLY_AFTER.exec(text.slice(end, Math.min(b, end + 12))) : null;
    const onlyBefore = !onlyTo && !onlyAfter && leads.length && !negated && ONLY_BEFORE.test(text.slice(Math.max(a, h.start - 20), h.start));
    if (onlyAfter) end += onlyAfter[0].length;
    const only = leads.length > 0 && !negated && !!(onlyTo || onlyAfter || onlyBefore);
    const onlyStart = onlyTo ? h.end + onlyTo[0].length - onlyTo[0].trimStart().length : onlyAfter || onlyBefore ? h.end : end;
    out.push({
      text: text.slice(start, only ? h.end : end),
      span: [start, only ? h.end : end],
      kind: h.kind,
      quantity: null,
      code,
      value: /^complete_(?:left|right)_bundle_branch_block$/.test(code) && INTERMITTENT_BEFORE.test(text.slice(Math.max(a, start - 40), start)) ? 'intermittent' : null,
      range: null,
      unit: null,
      leads,
      negated,
      ...(otherwise ? { otherwise } : {}),
      ...(ventricularBeats ? { ectopic: true } : {}),
      ...(either.has(h) && !negated ? { alternatives: either.get(h) } : {}),
      unverifiableReason: ectopicShape ? 'the shape of the ectopic beats is not measured' : MODEL_SCORE_AFTER.test(text.slice(h.end, h.end + 40)) ? "a model's score for it named, not a claim about the ECG" : QUERIED.test(text.slice(Math.max(a, start - 10), start)) || QUERIED_AFTER.test(text.slice(h.end, h.end + 4)) ? 'queried ("?"): the answer does not assert it' : singleBeat && !ventricularBeats ? 'said of single beats, not of the rhythm' : inSpans(h.start, clause.hedged)
        ? 'hedged: the answer does not assert it'
        : RESEMBLANCE.test(text.slice(h.end, h.end + 12))
          ? 'a resemblance ("-like"): the answer does not assert the finding'
          : CROSSED.test(text.slice(h.end, h.end + 6))
            ? 'crossed ("LVH ✗"): a denial in some checklists, an abnormal finding flagged in others'
          : negated && CAUSE_BEFORE.test(text.slice(Math.max(a, h.start - 24), h.start))
            ? 'a cause denied ("not congenital"): the finding itself is not'
            : undefined,
    });
    if (only) {
      // the finding itself keeps its leads, but a low voltage is said of the whole ECG
      if (code === 'low_qrs_voltage') out[out.length - 1].leads = [];
      out.push({ ...out[out.length - 1], text: text.slice(onlyStart, end), span: [onlyStart, end], leads, only: true });
    }
  }
  return out;
}

// (the key's colon may have been read away: "P waves  none …", structured-text.ts)
/** A structured finding's probability in its own object on the line (`{code: hypokalemia pattern, …, probability: 0.08}`). */
function objectProbability(text: string, at: number): number | null {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const open = text.lastIndexOf('{', at);
  if (open < lineStart || text.lastIndexOf('}', at) > open) return null;
  const close = text.indexOf('}', at);
  const lineEnd = text.indexOf('\n', at);
  if (close < 0 || (lineEnd >= 0 && close > lineEnd) || close - open > 400) return null;
  // (the finding's own name, not a note beside it: "note: V1 ST is isoelectric")
  if (!/^\{\s*(?:(?:code|label|finding|name|diagnosis|dx)\s*:\s*[^,{}:]*,\s*)*(?:code|label|finding|name|diagnosis|dx)\s*:\s*$/i.test(text.slice(open, at))) return null;
  const m = /\b(?:probability|likelihood|confidence|p)\s*[:=]\s*(0?\.\d+|1(?:\.0+)?|0)(?![\d.])/i.exec(text.slice(open, close));
  return m ? Number(m[1].replace(/^\./, '0.')) : null;
}

const KEY_DENIAL_AFTER = /^\s*\**\s*:?\s*\**\s*(?:none|nil|absent|not\s+(?:clearly\s+)?(?:seen|present|identified|visible))\b(?:[ \t][^\s.;,:()]+){0,6}/i;

/** "… is confined to", "… limited to", "… only in": the leads after it are the only ones with the finding. */
const CONFINED = String.raw`(?:confined|limited|restricted|isolated|locali[sz]ed)\s+to`;
const ONLY_TO = new RegExp(String.raw`^\s*(?:(?:is|are|appears?|seems?)\s+)?(?:(?:entirely|largely|strictly|essentially|mainly)\s+)?(?:${CONFINED}|only\s+in|seen\s+only\s+in)\b`, 'i');
const ONLY_AFTER = /^\s+(?:only|alone)\b(?!\s*[-+−~≈]?\s*\d)(?!\s+(?:is|are|does|do|would|can|could|may|might|isn't|aren't|doesn't|don't|wouldn't|can't|cannot)\b)/i;
const ONLY_BEFORE = /\bthe\s+only\s+(?:[a-z]+\s+)?$/i;
const COUNT_BOUND_BEFORE = new RegExp(String.raw`\b(?:no|not)\s+(?:more|fewer|less)\s+than\s+${COUNT}\s+(?:[a-z]+\s+)?$`, 'i');
const NOT_ONLY_TO = new RegExp(String.raw`^\s*(?:(?:is|are|appears?|seems?)\s+)?not\s+(?:(?:just|only|merely|simply)\s+)?(?:${CONFINED}|(?:seen\s+)?only\s+in)\b`, 'i');

/** A clinician's query mark right before the finding: "?new LBBB", "? inferior MI". */
const QUERIED = /(?:^|[\s(,;:])\?\s?(?:(?:new|acute|old|early)\s+)?$/;
/** "(posterior extension?)": a finding queried by the question mark that closes its bracket. */
const QUERIED_AFTER = /^\s?\?\s*\)/;

/**
 * What keeps a finding from the leads after it: a sentence end, a conclusion (an arrow after a word, ", so"), a comparison,
 * another wave's statement ("ST isoelectric, T upright I II V3-V6").
 */
const LEADS_CUT_OFF = new RegExp(String.raw`;|\.(?!\d)|,\s*(?:the\s+)?(?:P|QRS|T|U)(?:[\s-]*waves?)?\s+(?:upright|inverted|positive|negative|flat|peaked|tall|biphasic|is|are)\b|\S\s*(?:${ARROW})|,\s*(?:so|therefore|thus|hence)\b|\b(?:given|because)\b|\b(?:taller|shorter|smaller|larger|bigger|deeper|higher|lower|greater|less|more)\s+than\s+(?:the|in|that|those|leads?)\b`);

/** "intermittent (rate-related) LBBB", "transient, rate-dependent RBBB": a block in some beats only. */
const INTERMITTENT_BEFORE = /\b(?:intermittent|rate[\s-]*(?:related|dependent)|transient|paroxysmal|phase[\s-]*3)\b[\s,()\w-]{0,28}$/i;
/**
 * A summary's category of ectopy as the key of a line ("Ventricular ectopy: 2 isolated PVCs", "ventricular_ectopy: { count: 3"),
 * before its burden ("ectopy burden 0 %") or as a heading ("**Ectopy and arrhythmia**"): a label, not a claim; what follows
 * says what there is (its denial, "Ectopy: none", is read as a denial before this).
 */
const ECTOPY_CATEGORY = /^(?:(?:ventricular|supraventricular|atrial)[\s_]+)?ectop(?:y|ics?)$/i;
/** "the 0.35 STEMI score", "the NORM and IRBBB scores are residual uncertainty": a classifier's output named without its value. */
const MODEL_SCORE_AFTER = /^\s+(?:and\s+[\w-]+\s+)?(?:scores?|probabilit(?:y|ies)|logits?|heads?|outputs?)\b(?!\s*(?:of\s+|is\s+|was\s+|[:=(]\s*)?(?:~|≈)?\s*[<>]?\s*(?:0?\.\d|\d{1,3}\s*%))/i;
const KEY_AFTER = /^["\s_]*(?:burden\b|\**\s*[:=])/i;
const HEADING_LINE = /^\W*(?:(?:ventricular|supraventricular|atrial)\s+)?ectop(?:y|ics?)(?:\s*(?:and|&|\/|,)\s*(?:arrhythmias?|pauses?|rhythm|conduction|runs))*\W*$/i;
function ectopyCategoryLabel(text: string, start: number, end: number): boolean {
  if (!ECTOPY_CATEGORY.test(text.slice(start, end))) return false;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  return KEY_AFTER.test(text.slice(end, end + 12)) || HEADING_LINE.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd));
}

/** A line labelled by the ectopic beats it describes ("PVCs:", "- Ectopics —"). */
// …or a table row labelled with them ("| QRS (ectopic) | ~140 ms, no P wave |")
const ECTOPIC_LINE = /^[ \t]*(?:[-*•][ \t]*)?(?:the[ \t]+)?(?:PVCs?|VPCs?|PACs?|APCs?|ectopics?|ectopic[ \t]+beats?|premature[ \t]+beats?|extrasystoles?)[ \t]*(?:[:—–]|\s-\s)|^[ \t]*\|[^|\n]{0,20}\b(?:PVCs?|VPCs?|PACs?|ectopics?|ectopic[ \t]+beats?|premature[ \t]+beats?)\)?[ \t]*\|/i;

/** "the QT is normal once the U wave is excluded": a condition of a measurement, not a denial. */
const CONDITION_BEFORE = /\b(?:once|when|if|after)\s+(?:the\s+)?$/i;

/** A cross right after the finding's name. */
const CROSSED = /^[ \t]*\[?[✗✘❌]/;

/** "LBBB-like morphology", "an RBBB like pattern": likened to the finding, not the finding. */
const RESEMBLANCE = /^[\s-]*like\b(?!\s+(?:this|that|these|those|here)\b)/i;
