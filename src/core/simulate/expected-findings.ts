import type { SimParams, Territory } from './params';
import type { SimLeadTruth } from './truth';

export interface FindingInputs {
  params: SimParams;
  hrBpm: number;
  /** Sinus-to-sinus RR intervals (ms), for sinus arrhythmia. */
  sinusRrMs: number[];
  qrsAxis: number;
  qtcBazett: number;
  /** The QTc of the rate's formula without the QRS widening beyond 120 ms (qtcForLongQt of the findings). */
  qtcForLongQt: number;
  perLead: Record<string, SimLeadTruth>;
  hasPvc: boolean;
}

const GROUPS: Record<Territory, string[]> = {
  inferior: ['II', 'III', 'aVF'],
  lateral: ['I', 'aVL', 'V5', 'V6'],
  septal: ['V1', 'V2'],
  anterior: ['V3', 'V4'],
};

function stElevationThreshold(lead: string, p: SimParams): number {
  if (lead !== 'V2' && lead !== 'V3') return 0.1;
  if (p.sex === 'F') return 0.15;
  return p.age >= 40 ? 0.2 : 0.25;
}

/** Territories with a criterion met in ≥ 2 of their leads. */
function territoriesWhere(pl: Record<string, SimLeadTruth>, test: (lead: string, m: SimLeadTruth) => boolean): Territory[] {
  return (Object.keys(GROUPS) as Territory[]).filter((t) => GROUPS[t].filter((l) => pl[l] && test(l, pl[l])).length >= 2);
}

/** Rhythm code of PROTOCOL.md step 1. */
export function rhythmCode(p: SimParams, hr: number): string {
  if (p.rhythm === 'af') return 'atrial_fibrillation';
  if (p.rhythm === 'flutter') return 'atrial_flutter';
  // With AV block the sinus node sets the atrial rate; the ventricular rate is the block's.
  const rate = p.avBlock === 'none' ? hr : p.hrBpm;
  return rate < 60 ? 'sinus_bradycardia' : rate > 100 ? 'sinus_tachycardia' : 'sinus_rhythm';
}

/**
 * The PROTOCOL.md codes a careful reader should state for this record, derived from the
 * parameters and the noise-free measurements. ST/T changes secondary to a bundle branch block
 * and reciprocal depression opposite a STEMI are not reported as separate ischaemia.
 */
export function expectedFindings(x: FindingInputs): string[] {
  const { params: p, perLead: pl } = x;
  const codes: string[] = [rhythmCode(p, x.hrBpm)];
  if (p.rhythm === 'sinus' && p.avBlock === 'none' && x.sinusRrMs.length > 2) {
    const mean = x.sinusRrMs.reduce((a, b) => a + b, 0) / x.sinusRrMs.length;
    const range = Math.max(...x.sinusRrMs) - Math.min(...x.sinusRrMs);
    if (range > 120 || range > 0.1 * mean) codes.push('sinus_arrhythmia');
  }
  if (x.hasPvc) codes.push('premature_ventricular_complex');

  const a = x.qrsAxis;
  if (a >= -30 && a <= 90) codes.push('normal_axis');
  else if (a < -30 && a >= -90) codes.push('left_axis_deviation');
  else if (a > 90 && a <= 180) codes.push('right_axis_deviation');
  else codes.push('extreme_axis_deviation');
  if (p.morphology === 'normal' && a <= -45 && a >= -90) codes.push('left_anterior_fascicular_block');

  if (p.rhythm === 'sinus' && p.avBlock !== 'complete') {
    if (p.prMs > 200) codes.push('first_degree_av_block');
    else if (p.prMs < 120) codes.push('short_pr');
  }
  if (p.rhythm === 'sinus' && (p.avBlock === 'mobitz1' || p.avBlock === 'mobitz2')) codes.push('second_degree_av_block');
  if (p.rhythm === 'sinus' && p.avBlock === 'complete') codes.push('third_degree_av_block');
  if (p.morphology === 'rbbb') codes.push(p.qrsMs >= 120 ? 'complete_right_bundle_branch_block' : 'incomplete_right_bundle_branch_block');
  else if (p.morphology === 'lbbb') codes.push(p.qrsMs >= 120 ? 'complete_left_bundle_branch_block' : 'incomplete_left_bundle_branch_block');
  else if (p.qrsMs >= 110) codes.push('nonspecific_intraventricular_conduction_delay');

  const qtcLimit = p.sex === 'F' ? 460 : 450;
  if (x.qtcForLongQt > qtcLimit) codes.push('long_qt');
  else if (x.qtcBazett < 350) codes.push('short_qt');

  if (p.morphology !== 'lbbb') {
    const rv = (l: string): number => pl[l].r_mv;
    const sv = (l: string): number => -pl[l].s_mv;
    const sokolow = sv('V1') + Math.max(rv('V5'), rv('V6'));
    const cornell = rv('aVL') + sv('V3');
    if (sokolow > 3.5 || rv('aVL') > 1.1 || rv('I') > 1.5 || cornell > (p.sex === 'F' ? 2.0 : 2.8)) codes.push('left_ventricular_hypertrophy');
  }
  const limb = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF'];
  const prec = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
  if (limb.every((l) => pl[l].qrs_pp_mv < 0.5) || prec.every((l) => pl[l].qrs_pp_mv < 1.0)) codes.push('low_qrs_voltage');

  if (p.morphology === 'normal') {
    const elevated = territoriesWhere(pl, (l, m) => m.st_j_mv >= stElevationThreshold(l, p));
    const depressed = territoriesWhere(pl, (l, m) => m.st_j_mv <= -0.05);
    const inverted = territoriesWhere(pl, (l, m) => l !== 'III' && l !== 'V1' && m.t_mv <= -0.1);
    if (elevated.length) codes.push('st_elevation');
    if (depressed.length) codes.push('st_depression');
    if (inverted.length) codes.push('t_wave_inversion');
    for (const t of elevated) codes.push(`${t}_stemi`);
    const reciprocalOnly = elevated.length > 0;
    for (const t of new Set([...depressed, ...inverted])) {
      if (t === 'septal' || elevated.includes(t) || (reciprocalOnly && depressed.includes(t) && !inverted.includes(t))) continue;
      codes.push(`${t}_ischemia`);
    }
  }
  const normalSet = new Set(['sinus_rhythm', 'normal_axis']);
  codes.push(codes.every((c) => normalSet.has(c)) ? 'normal_ecg' : 'abnormal_ecg');
  return codes;
}
