// Long-record summary values (extract-record-summary.ts) against the beats: the slowest and fastest rate and the longest
// RR from the RR intervals, an ectopy burden from the beat classes. In an irregular rhythm the extremes depend on how a
// summary averages and on every beat being found, so there only an impossible value (a minimum above the mean rate, a
// longest RR shorter than the mean) is contradicted.
import type { Analysis } from '../types';
import { judged as verdict, unverifiable, type CheckResult } from './check-result';
import type { ExtractedClaim } from './claim-types';
import { distanceToRange, toleranceFor } from './tolerances';
import { globalValue } from './signal-values';
import { rrIntervalsMs } from './beat-spread';
import { ECTOPIC_COUNTED } from './check-window';

const round = (x: number) => Math.round(x * 10) / 10;
// a day's record has ~100,000 RR intervals: too many to spread into Math.max
const largest = (xs: number[]) => xs.reduce((m, x) => (x > m ? x : m), -Infinity);
const smallest = (xs: number[]) => xs.reduce((m, x) => (x < m ? x : m), Infinity);

/** "Minimum heart rate 77 bpm", "max 152": the slowest (fastest) beat-to-beat rate, over all beats or the normal ones. */
function checkRateExtreme(analysis: Analysis, claim: ExtractedClaim, range: [number, number]): CheckResult {
  const all = rrIntervalsMs(analysis);
  const mean = globalValue(analysis, 'hr_bpm');
  if (all.length < 2 || mean === null) return unverifiable('too few beats');
  const nn = rrIntervalsMs(analysis, true);
  const min = claim.quantity === 'hr_min_bpm';
  const pick = (rr: number[]) => 60000 / (min ? largest(rr) : smallest(rr));
  const extremes = [pick(all), ...(nn.length >= 2 ? [pick(nn)] : [])];
  const tol = toleranceFor('hr_bpm')!;
  const allowed = tol.allowed(mean);
  const measured = `${min ? 'slowest' : 'fastest'} beat-to-beat rate ${extremes.map((x) => Math.round(x)).join(' or ')} bpm, mean ${Math.round(mean)} bpm`;
  if (extremes.some((x) => distanceToRange(x, range) <= allowed)) return verdict(true, measured, tol.label);
  // an average over several beats lies between the extreme and the mean
  const lo = min ? Math.min(...extremes) - allowed : mean - allowed;
  const hi = min ? mean + allowed : Math.max(...extremes) + allowed;
  if (analysis.rhythm.regular) return verdict(range[1] >= lo && range[0] <= hi, measured, `between the ${min ? 'slowest' : 'fastest'} beat and the mean, ${tol.label}`);
  const impossible = min ? range[0] > mean + allowed : range[1] < mean - allowed;
  return verdict(impossible ? false : null, measured, tol.label, 'the extremes of an irregular rhythm depend on averaging and on every beat being detected');
}

/** "Longest pause: 1.1 s", "longest RR < 2 s", "the shortest RR is 500 ms": the longest (shortest) RR interval. */
function checkExtremeRr(analysis: Analysis, range: [number, number], longest: boolean): CheckResult {
  const all = rrIntervalsMs(analysis);
  if (all.length < 2) return unverifiable('too few beats');
  const extreme = longest ? largest(all) : smallest(all);
  const mean = all.reduce((s, x) => s + x, 0) / all.length;
  const tol = toleranceFor('rr_ms')!;
  const which = longest ? 'longest' : 'shortest';
  const measured = `${which} RR ${Math.round(extreme)} ms`;
  if (distanceToRange(extreme, range) <= tol.allowed(extreme)) return verdict(true, measured, tol.label);
  if (analysis.rhythm.regular) return verdict(false, measured, tol.label);
  const impossible = longest ? range[1] < mean - tol.allowed(mean) : range[0] > mean + tol.allowed(mean);
  return verdict(impossible ? false : null, measured, tol.label, `the ${which} RR of an irregular rhythm depends on every beat being detected`);
}

/** "Ventricular ectopy burden 0 %", "AF burden 100 %": the share of beats of the class (of the record, for AF), one beat either way. */
function checkBurden(analysis: Analysis, quantity: string, range: [number, number]): CheckResult {
  const beats = analysis.beats;
  if (quantity === 'af_burden_pct') {
    const share = analysis.rhythm.burden?.atrial_fibrillation;
    const pct = share !== undefined ? 100 * share : analysis.rhythm.label === 'atrial_fibrillation' ? 100 : analysis.rhythm.label === 'unknown' ? null : 0;
    if (pct === null) return unverifiable('rhythm not classified');
    return verdict(distanceToRange(pct, range) <= 10, `AF ${round(pct)} % of the record`, '±10 percentage points');
  }
  if (beats.length < 3) return unverifiable('too few beats');
  const { classes } = ECTOPIC_COUNTED[quantity === 'pvc_burden_pct' ? 'pvc_count' : quantity === 'pac_burden_pct' ? 'pac_count' : 'ectopic_count'];
  const n = beats.filter((b) => classes.includes(b.class)).length;
  const pct = (100 * n) / beats.length;
  const measured = `${n} of ${beats.length} beats classed ${classes.join(' or ')} (${round(pct)} %)`;
  if (n === 0 && beats.some((b) => b.class === 'Q')) return unverifiable('unclassified beats', 'one beat either way');
  // "0 %" says there are none: exact
  if (range[1] === 0) return verdict(n === 0, measured, 'none');
  return verdict(n > 0 && distanceToRange(pct, range) <= 100 / beats.length + 0.5, measured, 'one beat either way');
}

export function checkRecordSummary(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const r = summaryValue(analysis, claim);
  // "not 15 %": the opposite verdict
  return claim.negated && r.verdict !== 'unverifiable' ? { ...r, verdict: r.verdict === 'supported' ? 'contradicted' : 'supported' } : r;
}

function summaryValue(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const range = claim.range;
  if (!range) return unverifiable('no value');
  switch (claim.quantity) {
    case 'hr_min_bpm':
    case 'hr_max_bpm':
      return checkRateExtreme(analysis, claim, range);
    case 'rr_max_ms':
    case 'rr_min_ms':
      return checkExtremeRr(analysis, range, claim.quantity === 'rr_max_ms');
    default:
      return checkBurden(analysis, claim.quantity!, range);
  }
}
