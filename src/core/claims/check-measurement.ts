// Verdict for a claimed number or bound: agreement within the PROTOCOL.md tolerance.
import { checkCountInWindow, ECTOPIC_COUNTED, numberedBeats, WINDOWED_COUNTS } from './check-window';
import type { Analysis, Beat } from '../types';
import { noPWaves, notAllRecorded, unverifiable, type CheckResult } from './check-result';
import type { ExtractedClaim } from './claim-types';
import { angleDiff, axisCategory, distanceToRange, toleranceFor } from './tolerances';
import { globalValue, hasFinding, leadUsable, leadValue, missingLeads, pWavelessRhythm, qtcValues } from './signal-values';
import { beatSpread, rrIntervalsMs, spreadDistance } from './beat-spread';
import { checkRecordSummary } from './check-record-summary';
import { RECORD_SUMMARY_QUANTITIES } from './extract-record-summary';


const PER_LEAD = new Set(['r_mv', 's_mv', 'q_mv', 'q_ms', 'p_mv', 't_mv', 'qrs_pp_mv', 'st_mv', 'r_prime_mv', 'r_peak_time_ms', 'rs_ratio', 'u_mv', 'p_terminal_mv']);

/** Does a measured value agree with the claimed range (negated: with its complement) within `allowed`? */
/** Rounding slack: 0.4 − 0.35 mV is 0.05000000000000002 in binary, and is within a ±0.05-mV tolerance. */
const EPS = 1e-9;

export function agrees(measured: number, range: [number, number], allowed: number, negated: boolean): boolean {
  if (!negated) return distanceToRange(measured, range) <= allowed + EPS;
  // "the QRS is not 120 ms": contradicted when the value is within the tolerance of the one denied
  if (range[0] === range[1]) return distanceToRange(measured, range) > allowed + EPS;
  // "QRS is not wide": contradicted only when the value lies inside the claimed range by more than the tolerance
  return !(measured >= range[0] + allowed + EPS && measured <= range[1] - allowed - EPS);
}

/**
 * A value on the wrong side of a word's criterion but within the tolerance of it ("QTc normal" at 486 ms, "not prolonged"
 * at 470 ms): the measurement cannot settle it (PROTOCOL.md). A number the answer wrote keeps its own tolerance.
 */
function nearCriterion(claim: ExtractedClaim, measured: number, range: [number, number], allowed: number): boolean {
  if (!claim.criterion) return false;
  if (!claim.negated) return distanceToRange(measured, range) > EPS;
  return measured >= range[0] && measured <= range[1] && Math.min(measured - range[0], range[1] - measured) < allowed - EPS;
}

function criterionResult(measured: number, tolerance: string): CheckResult {
  return { verdict: 'unverifiable', measured: round(measured), tolerance, leads: [], reason: `${round(measured)} is within the tolerance of the criterion` };
}

/** Net deflection of a wave in a lead (mV): QRS = R + R′ − |S| − |Q| (an rSR′ in V1 is positive), P and T their amplitude. */
function polarityValue(analysis: Analysis, lead: string, wave: string): number | null {
  if (wave === 'p') return leadValue(analysis, lead, 'p_mv');
  if (wave === 't') return leadValue(analysis, lead, 't_mv');
  const r = leadValue(analysis, lead, 'r_mv');
  const s = leadValue(analysis, lead, 's_mv');
  if (r === null && s === null) return null;
  return (r ?? 0) + (leadValue(analysis, lead, 'r_prime_mv') ?? 0) - (s ?? 0) - (leadValue(analysis, lead, 'q_mv') ?? 0);
}


/** The leads of `leads` where the wave's net deflection is measured, with it. */
function polarityValues(analysis: Analysis, leads: string[], wave: string): { l: string; v: number }[] {
  return leads.map((l) => ({ l, v: polarityValue(analysis, l, wave) })).filter((x): x is { l: string; v: number } => x.v !== null);
}

/** The measured leads whose deflection points the other way than the claim's, beyond `tol`. */
function againstClaim(values: { l: string; v: number }[], claim: ExtractedClaim, tol: number): { l: string; v: number }[] {
  const positive = claim.value === 'positive';
  return values.filter(({ v }) => (positive ? v < -tol : v > tol));
}

function checkPolarity(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const r = polarityOf(analysis, claim);
  // "no upright P waves in II": true where there are none (AF, flutter) or they point the other way
  if (!claim.negated || r.verdict === 'unverifiable') return r;
  return { ...r, verdict: r.verdict === 'supported' ? 'contradicted' : 'supported' };
}

function polarityOf(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const wave = claim.quantity!.split('_')[0];
  // (a P wave is about a tenth of a QRS: half the QRS's tolerance)
  const tol = wave === 'p' ? 0.05 : 0.1;
  const tolerance = `sign of the net deflection, ±${tol} mV`;
  if (claim.leads.length === 0 && analysis.record.leads.length !== 1) return leadlessPolarity(analysis, claim, wave, tol, tolerance);
  // no lead named on a single-lead recording: its lead
  const named = claim.leads.length ? claim.leads : analysis.record.leads;
  const present = named.filter((l) => analysis.record.leads.includes(l));
  if (present.length === 0) return unverifiable(`lead ${claim.leads.join(', ')} not in the record`, tolerance);
  // a P wave's polarity says there are P waves, which fibrillation and flutter do not have
  const noP = wave === 'p' && pWavelessRhythm(analysis);
  if (noP) return noPWaves(noP);
  const values = polarityValues(analysis, present.filter((l) => leadUsable(analysis, l)), wave);
  if (values.length === 0) return unverifiable('not measured in the named leads', tolerance);
  const bad = againstClaim(values, claim, tol)[0];
  if (bad) return { verdict: 'contradicted', measured: round(bad.v), tolerance, leads: [bad.l] };
  const missing = missingLeads(analysis, named);
  if (missing.length) return notAllRecorded(missing, round(values[0].v), tolerance, values.map((x) => x.l));
  return { verdict: 'supported', measured: round(values[0].v), tolerance, leads: values.map((x) => x.l) };
}

/** Where a wave's polarity said of the whole tracing is read: a sinus P is upright in II, a normal T in I, II and V3–V6. */
const LEADLESS_LEADS: Record<string, string[]> = { p: ['II'], t: ['I', 'II', 'V3', 'V4', 'V5', 'V6'] };

/**
 * "Upright P waves", "T waves upright" with no lead named on a multi-lead record: the P of II; the T of I, II and
 * V3–V6, where a normal T is upright (its inversion in aVR, III or V1 is no exception to the statement). A QRS's polarity
 * is a lead's.
 */
function leadlessPolarity(analysis: Analysis, claim: ExtractedClaim, wave: string, tol: number, tolerance: string): CheckResult {
  const leads = (LEADLESS_LEADS[wave] ?? []).filter((l) => analysis.record.leads.includes(l) && leadUsable(analysis, l) && !claim.except?.includes(l));
  if (leads.length === 0) return unverifiable('no lead named', tolerance);
  const noP = wave === 'p' && pWavelessRhythm(analysis);
  if (noP) return noPWaves(noP);
  const values = polarityValues(analysis, leads, wave);
  if (values.length === 0) return unverifiable('not measured', tolerance);
  const against = againstClaim(values, claim, tol);
  if (against.length > 0) return { verdict: 'contradicted', measured: round(against[0].v), tolerance, leads: against.map((x) => x.l) };
  return { verdict: 'supported', measured: round(values[0].v), tolerance, leads: values.map((x) => x.l) };
}

const LIMB = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF'];

/** A lead's net QRS over its peak-to-peak size: 0 equiphasic, 1 all one way (null when too small to tell). */
function netShare(analysis: Analysis, lead: string): number | null {
  if (!analysis.record.leads.includes(lead) || !leadUsable(analysis, lead)) return null;
  const [r, s, q, r2] = (['r_mv', 's_mv', 'q_mv', 'r_prime_mv'] as const).map((k) => leadValue(analysis, lead, k) ?? 0);
  const pp = Math.max(r, r2) + s + q;
  return pp < 0.1 ? null : Math.abs(r + r2 - s - q) / pp;
}

/**
 * "Lead II is the most isoelectric limb lead", "aVL is nearly equiphasic": the named lead's net QRS share against the
 * other limb leads' (the most equiphasic is within 0.15 of the smallest share; one with a share ≥ 0.5 is not, where
 * another lead's is ≤ 0.35), or on its own (≤ 0.35 equiphasic, ≥ 0.6 not).
 */
function checkIsoelectric(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const tolerance = 'net QRS / peak-to-peak amplitude of the limb leads';
  const lead = claim.leads.find((l) => netShare(analysis, l) !== null);
  if (!lead) return unverifiable('not measured in the named lead', tolerance);
  const share = netShare(analysis, lead)!;
  let holds: boolean | null;
  if (claim.value === 'most') {
    const others = LIMB.filter((l) => l !== lead).map((l) => netShare(analysis, l)).filter((v): v is number => v !== null);
    const min = Math.min(share, ...others);
    holds = others.length === 0 ? null : share <= min + 0.15 ? true : share >= 0.5 && min <= 0.35 ? false : null;
  } else holds = share <= 0.35 ? true : share >= 0.6 ? false : null;
  if (holds === null) return unverifiable(`net QRS share ${round(share)} in ${lead}: not decided`, tolerance);
  return { verdict: holds !== claim.negated ? 'supported' : 'contradicted', measured: round(share), tolerance, leads: [lead] };
}

/**
 * "R in aVL taller than in I", "ST elevation III > II", "the deepest S is in V2": the larger of the claim's leads against
 * the larger of the other side (every other usable lead for a superlative). Holds when it is at least as large; fails
 * when smaller by more than the tolerance (0.05 mV for ST, else 0.1 mV).
 */
function checkLeadComparison(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const c = claim.comparison!;
  const size = (lead: string, quantity: string, sign: 1 | -1): number | null => {
    if (!analysis.record.leads.includes(lead) || !leadUsable(analysis, lead)) return null;
    const v = leadValue(analysis, lead, quantity, quantity === 'st_mv' ? (sign > 0 ? 'max' : 'min') : 'j');
    return v === null ? null : sign * v;
  };
  const largest = (leads: string[], quantity: string, sign: 1 | -1) => {
    const v = leads.map((l) => size(l, quantity, sign)).filter((x): x is number => x !== null);
    return v.length ? Math.max(...v) : null;
  };
  const tol = c.quantity === 'st_mv' ? 0.05 : 0.1;
  const tolerance = `larger by any amount; smaller by more than ${tol} mV contradicts`;
  if (c.than !== 'all' && c.factor === undefined && c.than.quantity !== c.quantity && c.than.leads.join() === claim.leads.join()) {
    // two waves of the same leads ("T taller than R in V2–V3"): lead by lead, every one must hold
    const than = c.than;
    const diffs = claim.leads.flatMap((l) => {
      const [x, y] = [size(l, c.quantity, c.sign), size(l, than.quantity, than.sign)];
      return x === null || y === null ? [] : [{ lead: l, d: x - y }];
    });
    if (diffs.length === 0) return unverifiable('not measured in the compared leads', tolerance);
    const failed = diffs.filter((x) => x.d < -tol - 1e-9);
    const holds = failed.length ? false : diffs.every((x) => x.d >= 0) ? true : null;
    if (holds === null) return unverifiable('the two waves differ by less than the tolerance', tolerance);
    const measured = diffs.map((x) => `${x.lead} ${round(x.d)} mV`).join(', ');
    return { verdict: holds !== claim.negated ? 'supported' : 'contradicted', measured, tolerance, leads: failed.length ? failed.map((x) => x.lead) : claim.leads };
  }
  const mine = largest(claim.leads, c.quantity, c.sign);
  // (aVR's T is inverted in health: "the deepest T inversion" is of the other leads)
  const rest = analysis.record.leads.filter((l) => !claim.leads.includes(l) && !(c.quantity === 't_mv' && c.sign < 0 && l === 'aVR'));
  const other = c.than === 'all' ? largest(rest, c.quantity, c.sign) : largest(c.than.leads, c.than.quantity, c.than.sign);
  if (mine === null || other === null) return unverifiable('not measured in the compared leads', tolerance);
  if (c.factor !== undefined) {
    // "double", "a third of": the ratio within 35 % of the factor holds, beyond 60 % fails
    if (other < 0.05) return unverifiable('the other size is too small for a ratio', tolerance);
    const ratio = mine / other;
    const off = Math.max(ratio / c.factor, c.factor / ratio);
    const held = off <= 1.35 ? true : off > 1.6 ? false : null;
    const label = `ratio ${round(ratio)} against ${round(c.factor)}: within 35 % holds, beyond 60 % contradicts`;
    if (held === null) return unverifiable(`ratio ${round(ratio)} against ${round(c.factor)}`, label);
    return { verdict: held !== claim.negated ? 'supported' : 'contradicted', measured: round(ratio), tolerance: label, leads: claim.leads };
  }
  const d = mine - other;
  const holds = d >= 0 ? true : d < -tol ? false : null;
  if (holds === null) return unverifiable(`the two differ by ${round(-d)} mV, within the tolerance`, tolerance);
  const otherLeads = c.than === 'all' ? 'every other lead' : c.than.leads.join(', ');
  return { verdict: holds !== claim.negated ? 'supported' : 'contradicted', measured: `${claim.leads.join(', ')} ${round(mine)} mV, ${otherLeads} ${round(other)} mV`, tolerance, leads: claim.leads };
}

/**
 * "Transition at V3", "early / late transition": the first chest lead whose R is at least its S (t, 7 when none is) against
 * the lead named — the zone between V(t−1) and Vt holds, a lead two before it or any after it fails — or the word (early
 * holds at V1–V2 and fails from V4, late holds from V5 and fails up to V4, normal holds at V3–V4 and fails at V1 or V6+).
 */
function checkTransition(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const tolerance = 'first chest lead with R ≥ S; the zone between it and the lead before';
  const sizes = [1, 2, 3, 4, 5, 6].map((n) => ({ r: leadValue(analysis, `V${n}`, 'r_mv'), s: leadValue(analysis, `V${n}`, 's_mv'), usable: leadUsable(analysis, `V${n}`) }));
  if (sizes.some((x) => !x.usable || x.r === null)) return unverifiable('a chest lead not measured', tolerance);
  const t = sizes.findIndex((x) => x.r! >= (x.s ?? 0)) + 1 || 7;
  const value = String(claim.value);
  let holds: boolean | null;
  if (value === 'early') holds = t <= 2 ? true : t >= 4 ? false : null;
  else if (value === 'late') holds = t >= 5 ? true : t <= 4 ? false : null;
  else if (value === 'normal') holds = t === 3 || t === 4 ? true : t <= 1 || t >= 6 ? false : null;
  else {
    const named = value.split('-').map((l) => Number(l.slice(1)));
    holds = named.some((k) => k === t || k === t - 1) ? true : named.every((k) => k <= t - 2 || k > t) ? false : null;
  }
  if (holds === null) return unverifiable(`transition at V${t}`, tolerance);
  return { verdict: holds !== claim.negated ? 'supported' : 'contradicted', measured: t > 6 ? 'none' : `V${t}`, tolerance, leads: t <= 6 ? [`V${t}`] : [] };
}

/** Median QRS width (ms) of some beats, null when none is delineated. */
function medianQrsMs(analysis: Analysis, beats: Beat[]): number | null {
  const fs = analysis.record.fs;
  const widths = beats.filter((b) => b.qrsOn !== null && b.qrsOff !== null).map((b) => ((b.qrsOff! - b.qrsOn!) * 1000) / fs).sort((x, y) => x - y);
  return widths.length ? widths[Math.floor(widths.length / 2)] : null;
}

/** A claimed QRS width against the median width of some beats, ±20 ms. */
function qrsOfSomeBeats(claim: ExtractedClaim, m: number, which: string): CheckResult {
  const ok = agrees(m, claim.range!, 20, claim.negated);
  return { verdict: ok ? 'supported' : 'contradicted', measured: round(m), tolerance: `±20 ms (median QRS of ${which})`, leads: [] };
}

function checkEctopicQrs(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const m = medianQrsMs(analysis, analysis.beats.filter((b) => b.class === 'V' || b.class === 'S'));
  return m === null ? unverifiable('about premature beats, and the analysis found none') : qrsOfSomeBeats(claim, m, 'the premature beats');
}

/** "Beat #3 and beat #8: QRS 140 ms": the median width of the beats numbered. */
function checkQrsOfBeats(analysis: Analysis, claim: ExtractedClaim, numbers: number[]): CheckResult {
  const { beats, label } = numberedBeats(analysis, numbers, 0);
  const m = beats.length === numbers.length ? medianQrsMs(analysis, beats) : null;
  return m === null ? unverifiable(`no QRS width measured for ${label}`) : qrsOfSomeBeats(claim, m, label);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function checkAxis(claim: ExtractedClaim, measured: number, label: string): CheckResult {
  const range = claim.range!;
  const claimed = (range[0] + range[1]) / 2;
  const within = range[0] === range[1] ? angleDiff(claimed, measured) <= 20 : distanceToRange(measured, range) <= 20;
  const sameCategory = axisCategory(claimed) === axisCategory(measured);
  const ok = within && (sameCategory || range[0] !== range[1]);
  return { verdict: ok !== claim.negated ? 'supported' : 'contradicted', measured: round(measured), tolerance: `${label} and same category`, leads: [] };
}

/** Beats of another class than N recurring every k-th beat (bigeminy, trigeminy …) over at least three cycles. */
function repeatingEctopy(classes: string[]): boolean {
  const idx = classes.flatMap((c, i) => (c === 'N' ? [] : [i]));
  if (idx.length < 3) return false;
  const gaps = idx.slice(1).map((x, i) => x - idx[i]);
  return gaps.every((g) => g === gaps[0] && g >= 2 && g <= 4);
}

/**
 * "Regularly irregular": an irregular rhythm whose irregularity repeats (grouped beating of a second-degree block, ectopy
 * every k-th beat). AF's irregularly irregular RR, or a regular rhythm, contradicts it; an irregularity without a
 * pattern the analysis can show stays undecided.
 */
function checkGroupedRhythm(analysis: Analysis, negated: boolean): CheckResult {
  const tolerance = 'a repeating pattern: second-degree AV block, or ectopic beats every 2nd–4th beat';
  const codes = new Set(analysis.findings.map((f) => f.code));
  const measured = analysis.rhythm.label ?? (analysis.rhythm.regular ? 'regular' : 'irregular');
  const grouped = codes.has('second_degree_av_block') || repeatingEctopy(analysis.beats.map((b) => b.class));
  if (grouped) return { verdict: negated ? 'contradicted' : 'supported', measured, tolerance, leads: [] };
  const chaotic = analysis.rhythm.label === 'atrial_fibrillation';
  const regular = analysis.rhythm.regular && (analysis.rhythm.rr_cv ?? 1) < 0.05;
  if (chaotic || regular) return { verdict: negated ? 'supported' : 'contradicted', measured: chaotic ? 'irregularly irregular (AF)' : 'regular', tolerance, leads: [] };
  return unverifiable(`RR ${measured}, no repeating pattern found`, tolerance);
}

/**
 * "RR 0.74–0.96 s", "R–R 0.44, 0.71, 0.52 s": a range of RR wider than twice the tolerance states how much the intervals
 * vary. A regular rhythm (RR CV < 0.05) whose intervals span much less contradicts it; on an irregular rhythm the
 * intervals the answer names cannot be matched to beats, so a range that meets the beats' own stays undecided.
 */
function checkRrSpread(analysis: Analysis, range: [number, number], tolerance: string, allowed: number): CheckResult | null {
  const rr = rrIntervalsMs(analysis);
  if (rr.length < 4 || range[0] <= 0 || !Number.isFinite(range[1]) || range[1] - range[0] <= 2 * allowed) return null;
  const lo = Math.min(...rr);
  const hi = Math.max(...rr);
  const measured = `RR ${Math.round(lo)}–${Math.round(hi)} ms`;
  const regular = analysis.rhythm.regular && (analysis.rhythm.rr_cv ?? 1) < 0.05;
  if (regular && range[1] - range[0] > hi - lo + 2 * allowed) return { verdict: 'contradicted', measured, tolerance: `${tolerance} at each end`, leads: [] };
  if (!regular && range[0] <= hi + allowed && range[1] >= lo - allowed) return unverifiable(`the intervals named cannot be matched to beats (${measured})`, tolerance);
  return null;
}

export function checkMeasurement(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const q = claim.quantity!;
  const range = claim.range;
  if (q === 'regularity') {
    const cv = analysis.rhythm.rr_cv;
    if (cv === null || analysis.beats.length < 4) return unverifiable('too few beats to judge regularity');
    if (claim.value === 'regularly irregular') return checkGroupedRhythm(analysis, claim.negated);
    const claimedRegular = (claim.value === 'regular') !== claim.negated;
    const measured = analysis.rhythm.regular ? 'regular' : 'irregular';
    // the grey zone between clearly regular and clearly irregular RR is not held against the answer
    if (claimedRegular && cv > 0.15 && !analysis.rhythm.regular) return { verdict: 'contradicted', measured, tolerance: 'RR CV > 0.15 is irregular', leads: [] };
    if (!claimedRegular && cv < 0.05 && analysis.rhythm.regular) return { verdict: 'contradicted', measured, tolerance: 'RR CV < 0.05 is regular', leads: [] };
    return { verdict: 'supported', measured, tolerance: 'RR CV < 0.05 regular, > 0.15 irregular', leads: [] };
  }
  if (q === 'atrial_rate') return checkAtrialRate(analysis, claim);
  if (claim.window && claim.range && WINDOWED_COUNTS.has(q)) return checkCountInWindow(analysis, q, claim.range, claim.negated, claim.window);
  if (RECORD_SUMMARY_QUANTITIES.has(q)) return checkRecordSummary(analysis, claim);
  if (q === 'beat_count') {
    // a beat cut by the record's edge may or may not be counted: ±1
    const n = analysis.beats.length;
    if (n === 0 || !range) return unverifiable('no beats detected');
    return { verdict: agrees(n, range, 1, claim.negated) ? 'supported' : 'contradicted', measured: n, tolerance: '±1 beat', leads: [] };
  }
  if (Object.hasOwn(ECTOPIC_COUNTED, q)) return checkEctopicCount(analysis, claim, ECTOPIC_COUNTED[q]);
  if (q.endsWith('_polarity')) return checkPolarity(analysis, claim);
  if (q === 'qrs_isoelectric') return checkIsoelectric(analysis, claim);
  if (q === 'lead_comparison') return checkLeadComparison(analysis, claim);
  if (q === 'r_transition') return checkTransition(analysis, claim);
  // a PR interval needs P waves conducted with a fixed delay
  if ((q === 'pr_ms' || q === 'p_ms') && !claim.negated) {
    const pless = pWavelessRhythm(analysis);
    if (pless) return noPWaves(pless);
    if (q === 'pr_ms' && hasFinding(analysis, 'third_degree_av_block')) return { verdict: 'contradicted', measured: 'AV dissociation (no fixed PR)', tolerance: 'P waves must be conducted', leads: [] };
  }
  if (q === 'qrs_ms' && claim.window?.kind === 'beats') return checkQrsOfBeats(analysis, claim, claim.window.numbers);
  if (q === 'qrs_ms' && claim.ectopic) return checkEctopicQrs(analysis, claim);
  const tol = toleranceFor(q);
  if (!tol || !range) return unverifiable(`no measurement for ${q}`);
  if (!PER_LEAD.has(q)) {
    if (q === 'qtc_ms' && !claim.formula) {
      // no formula named: the closest of the formulas the analysis reports
      const values = qtcValues(analysis);
      if (values.length === 0) return unverifiable('QTc not measured', tol.label);
      const best = values.reduce((a, b) => (distanceToRange(a, range) <= distanceToRange(b, range) ? a : b));
      const ok = agrees(best, range, tol.allowed(best), claim.negated);
      if (ok && nearCriterion(claim, best, range, tol.allowed(best))) return criterionResult(best, tol.label);
      return { verdict: ok ? 'supported' : 'contradicted', measured: round(best), tolerance: tol.label, leads: [] };
    }
    const m = globalValue(analysis, q, claim.formula);
    if (m === null) return unverifiable(`${q} not measured on this record`, tol.label);
    const spreadResult = q === 'rr_ms' && !claim.negated ? checkRrSpread(analysis, range, tol.label, tol.allowed(m)) : null;
    if (spreadResult) return spreadResult;
    if (q.startsWith('axis_deg')) return checkAxis(claim, m, tol.label);
    const ok = agrees(m, range, tol.allowed(m), claim.negated);
    if (ok && nearCriterion(claim, m, range, tol.allowed(m))) return criterionResult(m, tol.label);
    if (!ok && !claim.negated) {
      // the median beat misses the claim, but the beats themselves vary that much: not settled
      const spread = beatSpread(analysis, q);
      if (spread && spreadDistance(range, spread) <= tol.allowed(m)) {
        const r = (x: number) => Math.round(x);
        return { verdict: 'unverifiable', measured: round(m), tolerance: tol.label, leads: [], reason: `beats measure ${r(spread[0])}–${r(spread[1])}: within tolerance of some beats, not of the median beat` };
      }
    }
    return { verdict: ok ? 'supported' : 'contradicted', measured: round(m), tolerance: tol.label, leads: [] };
  }
  // a single-lead recording: an amplitude said without a lead is that lead's
  // …and "no ST deviation ≥ 0.5 mm" (no lead named) denies it in every lead
  const everyLead = claim.leads.length === 0 && (analysis.record.leads.length === 1 || claim.everyLead === true);
  const named = everyLead ? analysis.record.leads : claim.leads;
  if (named.length === 0) return unverifiable('amplitude without a lead', tol.label);
  const present = named.filter((l) => analysis.record.leads.includes(l));
  const missing = missingLeads(analysis, named);
  if (present.length === 0) return unverifiable(`lead ${claim.leads.join(', ')} not in the record`, tol.label);
  const usable = present.filter((l) => leadUsable(analysis, l));
  if (usable.length === 0) return unverifiable(`lead ${present.join(', ')} unusable (signal quality)`, tol.label);
  if (claim.aggregate) {
    const vals = usable.map((l) => leadValue(analysis, l, q)).filter((v): v is number => v !== null);
    if (vals.length === 0) return unverifiable(`${q} not measured in ${usable.join(', ')}`, tol.label);
    const m = claim.aggregate === 'max' ? Math.max(...vals) : Math.min(...vals);
    const abs = q === 's_mv' || q === 'q_mv';
    const r: [number, number] = abs ? ([Math.abs(range[0]), Math.abs(range[1])].sort((x, y) => x - y) as [number, number]) : range;
    return { verdict: agrees(m, r, tol.allowed(m), claim.negated) ? 'supported' : 'contradicted', measured: round(m), tolerance: `${tol.label} (${claim.aggregate} over ${usable.join(', ')})`, leads: usable };
  }
  let firstMeasured: number | null = null;
  let measuredLeads = 0;
  for (const lead of usable) {
    const abs = q === 's_mv' || q === 'q_mv';
    const r: [number, number] = abs ? [Math.abs(range[0]), Math.abs(range[1])].sort((a, b) => a - b) as [number, number] : range;
    // ST: either the J point or J+60 may be what the reader measured; the closer one is used
    const values = q === 'st_mv' ? [leadValue(analysis, lead, q, 'max'), leadValue(analysis, lead, q, 'min')] : [leadValue(analysis, lead, q)];
    const vals = values.filter((v): v is number => v !== null);
    if (vals.length === 0) continue;
    measuredLeads++;
    const m = vals.reduce((a, b) => (distanceToRange(a, r) <= distanceToRange(b, r) ? a : b));
    if (firstMeasured === null) firstMeasured = m;
    let ok = agrees(m, r, tol.allowed(m), claim.negated);
    // (a bound, "no ST depression ≥ 0.5 mm" = above −0.05 mV, or a range about the baseline has no sign to agree with)
    const bound = r[0] <= -1e9 || r[1] >= 1e9 || (r[0] < 0 && r[1] > 0);
    if (q === 'st_mv' && !claim.negated && !bound && Math.abs(m) > 0.025 && Math.sign(m) !== Math.sign((r[0] + r[1]) / 2)) ok = false;
    if (!ok) return { verdict: 'contradicted', measured: round(m), tolerance: tol.label, leads: [lead] };
  }
  if (measuredLeads === 0 || firstMeasured === null) return unverifiable(`${q} not measured in ${usable.join(', ')}`, tol.label);
  // agreeing where the record has the lead, but naming leads it lacks: not settled for those
  if (missing.length) return notAllRecorded(missing, round(firstMeasured), tol.label, usable);
  return { verdict: 'supported', measured: round(firstMeasured), tolerance: tol.label, leads: usable };
}

/** In sinus rhythm with every P conducted the atrial rate is the heart rate; otherwise the analysis does not measure it. */
function checkAtrialRate(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const hr = analysis.measurements.hr_bpm;
  const conducted = /^sinus/.test(analysis.rhythm.label) && !hasFinding(analysis, 'second_degree_av_block') && !hasFinding(analysis, 'third_degree_av_block');
  if (!conducted || hr === null || !claim.range) return unverifiable('the atrial rate is not measured');
  const tol = toleranceFor('atrial_rate')!;
  const ok = agrees(hr, claim.range, tol.allowed(hr), claim.negated);
  return { verdict: ok ? 'supported' : 'contradicted', measured: round(hr), tolerance: `${tol.label} (sinus rhythm, every P conducted: the atrial rate is the heart rate)`, leads: [] };
}

/** Longest record whose premature beats an answer's count is taken to be of (a 10-s ECG, a rhythm strip). */
const ECTOPIC_COUNT_MAX_S = 60;

/**
 * "3 PVCs", "two PACs": the beats classed V (or S) where the analysis finds the ectopy; unclassified (Q) and fusion
 * (F) beats may be counted either way. Beats the classifier called V or S that the finding's criteria rejected decide
 * nothing (as for the finding itself, check-finding.ts).
 */
function checkEctopicCount(analysis: Analysis, claim: ExtractedClaim, { classes, codes }: { classes: string[]; codes: string[] }): CheckResult {
  const cls = classes.join(' or ');
  const beats = analysis.beats;
  if (beats.length < 3) return unverifiable('too few beats');
  if (analysis.record.samples / analysis.record.fs > ECTOPIC_COUNT_MAX_S) return unverifiable(`a count of premature beats on a record over ${ECTOPIC_COUNT_MAX_S} s: of which stretch is not said`);
  const n = beats.filter((b) => classes.includes(b.class)).length;
  const loose = beats.filter((b) => b.class === 'Q' || b.class === 'F').length;
  const tolerance = `beats classed ${cls}${loose ? ` (+ up to ${loose} unclassified or fusion)` : ''}, exact`;
  if (!codes.some((c) => hasFinding(analysis, c)) && n > 0) return unverifiable(`${n} beat(s) classed ${cls} that do not meet the finding's criteria`, tolerance);
  const [lo, hi] = claim.range!;
  const ok = hi >= n && lo <= n + loose;
  return { verdict: ok ? 'supported' : 'contradicted', measured: n, tolerance, leads: [] };
}
