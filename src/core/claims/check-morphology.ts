// Morphology words with no single measurement: abnormal P waves, compensatory pauses, electrical
// alternans. Each is checked on what the analysis measures and left unverifiable where it measures nothing.
import { judged as verdict, unverifiable as unknown, type CheckResult } from './check-result';
import type { Analysis } from '../types';
import { hasFinding, leadValue, pWavelessRhythm, SINUS_FAMILY } from './signal-values';
import { rrIntervalsMs } from './beat-spread';

const round = (x: number) => Math.round(x * 1000) / 1000;

/** "abnormal / notched / bifid P waves": atrial enlargement or a P clearly outside the normal limits. */
function abnormalP(analysis: Analysis, negated: boolean): CheckResult {
  const tol = 'P ≥ 120 ms ±20 ms, P(II) > 0.25 mV ±0.1 mV or inverted, or atrial enlargement';
  if (hasFinding(analysis, 'left_atrial_enlargement', 'right_atrial_enlargement')) return verdict(!negated, 'atrial enlargement', tol);
  const label = analysis.rhythm.label;
  if (label === 'atrial_fibrillation' || label === 'atrial_flutter') return unknown(`no P waves (${label})`, tol);
  const pms = analysis.measurements.p_ms ?? null;
  const pII = leadValue(analysis, 'II', 'p_mv');
  const clearly = (pms !== null && pms >= 140) || (pII !== null && (pII > 0.35 || pII < -0.1));
  if (clearly) return verdict(!negated, pms !== null ? round(pms) : round(pII!), tol);
  // notching, biphasic shapes are not measured: normal P measures cannot deny them
  return unknown('P-wave shape (notching, biphasic) is not measured; duration and amplitude are within limits', tol);
}

const SINUS_OR_AV_BLOCK = /^(?:sinus_|ectopic_atrial|first_degree|second_degree|third_degree)/;

/** The conducted (N and S) beats and how many of them carry a P wave. */
function conductedP(analysis: Analysis): { beats: number; withP: number; measured: string } {
  const beats = analysis.beats.filter((b) => b.class === 'N' || b.class === 'S');
  const withP = beats.filter((b) => b.pOn !== null).length;
  return { beats: beats.length, withP, measured: `${withP} of ${beats.length} beats` };
}

/**
 * "P waves present / absent": absent in AF and flutter, or when (nearly) no beat has a P and no PR is measured; present
 * with a PR on at least half of the beats, or in a rhythm whose label rests on P waves (sinus, ectopic atrial, AV blocks).
 */
function pWaves(analysis: Analysis, negated: boolean): CheckResult {
  const tol = 'P on ≥ 50 % of beats with a PR, or a sinus, atrial or AV-block rhythm; absent in AF or flutter, or on < 20 % of beats';
  const label = analysis.rhythm.label;
  const c = conductedP(analysis);
  const share = c.beats ? c.withP / c.beats : null;
  const measured = share === null ? label : c.measured;
  if (pWavelessRhythm(analysis)) return verdict(negated, label, tol);
  const pr = analysis.measurements.pr_ms;
  if ((pr !== null && share !== null && share >= 0.5) || SINUS_OR_AV_BLOCK.test(label)) return verdict(!negated, measured, tol);
  // A paced QRS hides or follows P waves the delineation does not look for (atrial sensing, dual-chamber pacing).
  if (pr === null && share !== null && share < 0.2 && label !== 'paced_rhythm') return verdict(negated, measured, tol);
  return unknown(`P waves on ${measured}`, tol);
}

/** "PR not measurable", "PR: n/a": no PR interval to measure (AF, flutter, AV dissociation, or none measured). */
function prUnmeasurable(analysis: Analysis, negated: boolean): CheckResult {
  const tol = 'no PR in AF, flutter or complete AV block, or where none is measured';
  const label = analysis.rhythm.label;
  const pr = analysis.measurements.pr_ms;
  if (pWavelessRhythm(analysis)) return verdict(!negated, label, tol);
  if (hasFinding(analysis, 'third_degree_av_block')) return verdict(!negated, 'third-degree AV block', tol);
  return pr === null ? verdict(!negated, 'no PR measured', tol) : verdict(negated, `PR ${pr} ms`, tol);
}

/** "a P wave before every QRS": one P per QRS, denied by AF, flutter and second- or third-degree AV block. */
function pBeforeEachQrs(analysis: Analysis, negated: boolean): CheckResult {
  const tol = 'P before ≥ 80 % of the conducted beats, no second- or third-degree AV block, not AF or flutter';
  const label = analysis.rhythm.label;
  if (pWavelessRhythm(analysis)) return verdict(negated, label, tol);
  if (hasFinding(analysis, 'second_degree_av_block', 'third_degree_av_block')) return verdict(negated, 'AV block', tol);
  const { beats, withP, measured } = conductedP(analysis);
  if (beats === 0) return unknown('no conducted beats', tol);
  const share = withP / beats;
  if (share >= 0.8 && analysis.measurements.pr_ms !== null) return verdict(!negated, measured, tol);
  if (share < 0.2 && analysis.measurements.pr_ms === null && !SINUS_OR_AV_BLOCK.test(label) && label !== 'paced_rhythm') return verdict(negated, measured, tol);
  return unknown(`P waves on ${measured}`, tol);
}

/** Atrial rates of flutter (PROTOCOL.md: ~250–350 /min), widened by the heart rate's tolerance. */
const FLUTTER_ATRIAL_BPM: [number, number] = [225, 385];

/**
 * "2:1 conduction", "varying between 2:1 and 4:1": N atrial waves to each QRS. Fibrillation has no such ratio; in flutter
 * one ratio implies the ventricular rate (flutter waves at ~250–350 /min over N), several ratios an irregular one.
 */
function atrialToQrsRatio(analysis: Analysis, text: string, negated: boolean): CheckResult {
  const tol = `N:1 with flutter waves at ${FLUTTER_ATRIAL_BPM.join('–')} /min`;
  const label = analysis.rhythm.label;
  if (label === 'atrial_fibrillation') return verdict(negated, label, tol);
  // a sinus rhythm conducted 1:1 (no second- or third-degree block found) has one P per QRS
  if (SINUS_FAMILY.includes(label) && !hasFinding(analysis, 'second_degree_av_block', 'third_degree_av_block')) return verdict(negated, `${label}, 1:1`, tol);
  const hr = analysis.measurements.hr_bpm;
  if (label !== 'atrial_flutter' || hr === null) return unknown('the atrial rate is not measured', tol);
  const ratios = [...text.matchAll(/([2-8])\s*:\s*1/g)].map((m) => Number(m[1]));
  if (ratios.length !== 1) {
    const cv = analysis.rhythm.rr_cv;
    if (cv === null || (cv >= 0.05 && cv <= 0.1)) return unknown('RR variability between regular and irregular', tol);
    return verdict((cv > 0.1) !== negated, `RR CV ${cv}`, 'several ratios make the RR irregular (CV > 0.10)');
  }
  const [lo, hi] = FLUTTER_ATRIAL_BPM.map((a) => a / ratios[0]);
  return verdict((hr >= lo && hr <= hi) !== negated, `${Math.round(hr)} bpm`, `${ratios[0]}:1 → ${Math.round(lo)}–${Math.round(hi)} bpm`);
}

/** RR before + after each premature beat against two normal RR intervals. */
function pauses(analysis: Analysis): { premature: number; full: number; partial: number; rrCv: number | null } {
  const b = analysis.beats;
  const normalRr: number[] = [];
  for (let i = 1; i < b.length; i++) if (b[i].class === 'N' && b[i - 1].class === 'N') normalRr.push(b[i].r - b[i - 1].r);
  let premature = 0;
  let full = 0;
  let partial = 0;
  if (normalRr.length < 2) return { premature: b.filter((x) => x.class === 'V' || x.class === 'S').length, full, partial, rrCv: null };
  const sorted = [...normalRr].sort((x, y) => x - y);
  const rrN = sorted[Math.floor(sorted.length / 2)];
  const mean = normalRr.reduce((s, x) => s + x, 0) / normalRr.length;
  const rrCv = Math.sqrt(normalRr.reduce((s, x) => s + (x - mean) ** 2, 0) / normalRr.length) / mean;
  for (let i = 1; i + 1 < b.length; i++) {
    if (b[i].class !== 'V' && b[i].class !== 'S') continue;
    premature++;
    const sum = b[i + 1].r - b[i - 1].r;
    if (Math.abs(sum - 2 * rrN) <= 0.1 * 2 * rrN) full++;
    else if (sum < 2 * rrN * 0.9) partial++;
  }
  return { premature, full, partial, rrCv };
}

/** "compensatory pause" (full) or "non-compensatory pause" after premature beats. */
function pause(analysis: Analysis, full: boolean, negated: boolean): CheckResult {
  const tol = 'RR before + after the premature beat = 2 normal RR ±10 %';
  if (analysis.beats.length < 5) return unknown('too few beats', tol);
  const p = pauses(analysis);
  if (p.premature === 0) return negated ? unknown('no premature beats', tol) : verdict(false, 'no premature beats', tol);
  if (p.rrCv === null || p.rrCv > 0.1) return unknown('the normal RR varies too much to judge the pause', tol);
  const seen = full ? p.full : p.partial;
  const other = full ? p.partial : p.full;
  if (seen > 0 && other === 0) return verdict(!negated, `${seen} of ${p.premature} premature beats`, tol);
  if (seen === 0 && other > 0) return verdict(negated, `${other} of ${p.premature} premature beats ${full ? 'not ' : ''}fully compensated`, tol);
  return unknown(`mixed: ${p.full} full, ${p.partial} partial of ${p.premature} premature beats`, tol);
}

/** Three or more consecutive ventricular beats (a run of NSVT). */
function ventricularRun(analysis: Analysis, negated: boolean): CheckResult {
  if (analysis.beats.length < 3) return unknown('too few beats');
  let run = 0;
  let longest = 0;
  for (const b of analysis.beats) {
    run = b.class === 'V' ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return verdict(longest >= 3 !== negated, `longest run of ventricular beats: ${longest}`, '≥ 3 consecutive V beats');
}

/** A pause: an RR of 2 s or more, or twice the median RR; none when every RR is under 1.5 × the median. */
function sinusPause(analysis: Analysis, negated: boolean): CheckResult {
  const rr = rrIntervalsMs(analysis).sort((a, b) => a - b);
  if (rr.length < 3) return unknown('too few beats');
  const median = rr[rr.length >> 1];
  const longest = rr[rr.length - 1];
  const tol = 'pause: RR ≥ 2 s or ≥ 2 × the median RR; none below 1.5 ×';
  if (longest >= 2000 || longest >= 2 * median) return verdict(!negated, `longest RR ${Math.round(longest)} ms`, tol);
  if (longest < 1.5 * median) return verdict(negated, `longest RR ${Math.round(longest)} ms (median ${Math.round(median)})`, tol);
  return unknown(`longest RR ${Math.round(longest)} ms, between 1.5 and 2 × the median`, tol);
}

/**
 * R-on-T: a ventricular premature beat whose QRS starts before the preceding beat's T wave has ended. No V beat, or every
 * V beat starting over 40 ms after that T end, contradicts it; a V beat within 40 ms of it is undecided (T ends vary).
 */
function rOnT(analysis: Analysis, negated: boolean): CheckResult {
  const beats = analysis.beats;
  if (beats.length < 3) return unknown('too few beats');
  const tol = 'a V beat\'s QRS onset before the preceding T end; none within 40 ms of it';
  const margin = 0.04 * analysis.record.fs;
  const gaps: number[] = [];
  for (let i = 1; i < beats.length; i++) {
    const prevT = beats[i - 1].tOff;
    if (beats[i].class !== 'V' || prevT === null) continue;
    gaps.push((beats[i].qrsOn ?? beats[i].r) - prevT);
  }
  const ms = (g: number) => `${Math.round((g / analysis.record.fs) * 1000)} ms`;
  if (gaps.some((g) => g < 0)) return verdict(!negated, `a V beat starts ${ms(-Math.min(...gaps))} before the preceding T end`, tol);
  if (gaps.every((g) => g > margin)) return verdict(negated, gaps.length ? `V beats start ≥ ${ms(Math.min(...gaps))} after the preceding T end` : 'no V beats', tol);
  return unknown('a V beat starts within 40 ms of the preceding T end', tol);
}

/** "broad, with no P wave in front of them": the P waves of the ventricular ectopic beats, from their P onsets. */
export function ectopicPWaves(analysis: Analysis, negated: boolean): CheckResult {
  const v = analysis.beats.filter((b) => b.class === 'V');
  if (v.length === 0) return unknown('about ventricular ectopic beats, and the analysis found none');
  const withP = v.filter((b) => b.pOn !== null).length;
  const tol = 'a P onset delineated before each V beat';
  if (withP === 0) return verdict(negated, `no P wave before any of the ${v.length} V beats`, tol);
  if (withP === v.length) return verdict(!negated, `a P wave before each of the ${v.length} V beats`, tol);
  return unknown(`a P wave before ${withP} of ${v.length} V beats`, tol);
}

export function checkMorphology(analysis: Analysis, code: string, negated: boolean, text = ''): CheckResult | null {
  switch (code) {
    case 'abnormal_p_wave':
      return abnormalP(analysis, negated);
    case 'p_waves':
      return pWaves(analysis, negated);
    case 'pr_unmeasurable':
      return prUnmeasurable(analysis, negated);
    case 'p_before_each_qrs':
      return pBeforeEachQrs(analysis, negated);
    case 'multiple_p_per_qrs':
      return atrialToQrsRatio(analysis, text, negated);
    case 'compensatory_pause':
      return pause(analysis, true, negated);
    case 'noncompensatory_pause':
      return pause(analysis, false, negated);
    case 'ventricular_run':
      return ventricularRun(analysis, negated);
    case 'r_on_t':
      return rOnT(analysis, negated);
    case 'sinus_pause':
    case 'escape_beat':
      return sinusPause(analysis, negated);
    case 'any_ectopy': {
      const n = analysis.beats.filter((b) => b.class === 'V' || b.class === 'S').length;
      if (analysis.beats.length < 3) return unknown('too few beats');
      return verdict(n > 0 !== negated, `${n} ectopic (S or V) beats`, 'beat classes');
    }
    case 'electrical_alternans':
      if (hasFinding(analysis, code)) return verdict(!negated, 'present', 'finding');
      return unknown('beat-to-beat QRS amplitude alternation is not measured');
    case 'pr_depression':
      return unknown('the level of the PR segment is not measured');
    default:
      return null;
  }
}
