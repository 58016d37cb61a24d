import type { Finding, FindingEvidence } from '../../types';
import { sexNote } from './context';
import { makeFinding, mag, qrsPeakToPeak, rDominant, round } from './make-finding';
import { LIMB_LEADS, PRECORDIAL_LEADS } from './territories';
import { T } from './thresholds';
import type { FindingContext } from './types';

/** PROTOCOL.md step 3: chambers and voltage. */
export function chamberFindings(ctx: FindingContext): Finding[] {
  return [
    ...lvh(ctx),
    ...rvh(ctx),
    ...atria(ctx),
    ...lowVoltage(ctx),
    ...rWaveProgression(ctx),
    ...dominantRV1(ctx),
  ];
}

function r(ctx: FindingContext, lead: string): number | null {
  return ctx.lead(lead)?.r_mv ?? null;
}
function s(ctx: FindingContext, lead: string): number | null {
  return mag(ctx.lead(lead)?.s_mv);
}

/** LVH: any one voltage criterion (PROTOCOL primary wording); every criterion met is listed. */
function lvh(ctx: FindingContext): Finding[] {
  const met: FindingEvidence[] = [];
  const sV1 = s(ctx, 'V1');
  const rV56 = [r(ctx, 'V5'), r(ctx, 'V6')].filter((v): v is number => v != null);
  if (sV1 != null && rV56.length) {
    const v = sV1 + Math.max(...rV56);
    if (v > T.sokolowMv) met.push({ measure: 'sokolow_lyon_mv', value: round(v), threshold: `> ${T.sokolowMv}`, leads: ['V1', 'V5', 'V6'] });
  }
  const rAvl = r(ctx, 'aVL');
  if (rAvl != null && rAvl > T.ravlMv) met.push({ measure: 'per_lead.aVL.r_mv', value: round(rAvl), threshold: `> ${T.ravlMv}`, leads: ['aVL'] });
  const rI = r(ctx, 'I');
  if (rI != null && rI > T.rIMv) met.push({ measure: 'per_lead.I.r_mv', value: round(rI), threshold: `> ${T.rIMv}`, leads: ['I'] });
  const sV3 = s(ctx, 'V3');
  if (rAvl != null && sV3 != null) {
    const cornell = rAvl + sV3;
    const lim = ctx.sex === 'F' ? T.cornellFemaleMv : T.cornellMaleMv;
    if (cornell > lim) met.push({ measure: 'cornell_mv', value: round(cornell), threshold: `> ${lim} (${sexNote(ctx)})`, leads: ['aVL', 'V3'] });
    const qrs = ctx.input.measurements.qrs_ms;
    if (qrs != null) {
      const product = (cornell * qrs) / 1000;
      if (product > T.cornellProductMvS) {
        met.push({ measure: 'cornell_product_mv_s', value: round(product, 3), threshold: `> ${T.cornellProductMvS}`, leads: ['aVL', 'V3'] });
      }
    }
  }
  if (!met.length) return [];
  met.push({ measure: 'criteria_met', value: met.length, threshold: '>= 1 voltage criterion (benchmarks: >= 2, or 1 + strain)' });
  return [makeFinding('left_ventricular_hypertrophy', met)];
}

function rvh(ctx: FindingContext): Finding[] {
  const axis = ctx.input.measurements.axis_deg.qrs;
  const v1 = ctx.lead('V1');
  if (axis == null || !v1 || v1.r_mv == null || axis <= T.rvhAxisDeg) return [];
  const qrs = ctx.input.measurements.qrs_ms;
  const rbbbLike = qrs != null && qrs >= T.wideQrsMs && (v1.r_prime_mv ?? 0) > 0.05;
  const axisEv: FindingEvidence = { measure: 'axis_deg.qrs', value: Math.round(axis), threshold: `> ${T.rvhAxisDeg}` };
  if (rbbbLike) {
    if (v1.r_mv <= T.rvhRV1WithRbbbMv) return [];
    return [makeFinding('right_ventricular_hypertrophy', [axisEv, { measure: 'per_lead.V1.r_mv', value: round(v1.r_mv), threshold: `> ${T.rvhRV1WithRbbbMv} (with RBBB)`, leads: ['V1'] }])];
  }
  const dom = rDominant(v1) === true;
  if (!dom && v1.r_mv <= T.rvhRV1Mv) return [];
  return [
    makeFinding('right_ventricular_hypertrophy', [
      axisEv,
      dom
        ? { measure: 'per_lead.V1.r_over_s', value: round(v1.r_mv / Math.max(1e-3, mag(v1.s_mv) ?? 0)), threshold: '> 1', leads: ['V1'] }
        : { measure: 'per_lead.V1.r_mv', value: round(v1.r_mv), threshold: `> ${T.rvhRV1Mv}`, leads: ['V1'] },
    ]),
  ];
}

function atria(ctx: FindingContext): Finding[] {
  const out: Finding[] = [];
  if (['atrial_fibrillation', 'atrial_flutter', 'paced_rhythm'].includes(ctx.input.rhythm.label)) return out;
  const lae: FindingEvidence[] = [];
  const ii = ctx.lead('II');
  const pDur = ii?.p_ms ?? ctx.input.measurements.p_ms ?? null;
  if (pDur != null && pDur >= T.laePDurMs) lae.push({ measure: ii?.p_ms != null ? 'per_lead.II.p_ms' : 'p_ms', value: Math.round(pDur), threshold: `>= ${T.laePDurMs} (notching not measured)`, leads: ['II'] });
  const term = ctx.lead('V1')?.p_terminal_mv;
  if (term != null && term <= -T.laeTerminalMv) lae.push({ measure: 'per_lead.V1.p_terminal_mv', value: round(term), threshold: `<= -${T.laeTerminalMv}`, leads: ['V1'] });
  if (lae.length) out.push(makeFinding('left_atrial_enlargement', lae));
  const rae: FindingEvidence[] = [];
  for (const n of ['II', 'III', 'aVF']) {
    const p = ctx.lead(n)?.p_mv;
    if (p != null && p > T.raePMv) rae.push({ measure: `per_lead.${n}.p_mv`, value: round(p), threshold: `> ${T.raePMv}`, leads: [n] });
  }
  if (rae.length) out.push(makeFinding('right_atrial_enlargement', rae, rae.flatMap((e) => e.leads ?? [])));
  return out;
}

function lowVoltage(ctx: FindingContext): Finding[] {
  const pp = (names: readonly string[]) =>
    names.map((n) => ({ n, v: ctx.lead(n) ? qrsPeakToPeak(ctx.lead(n)!) : null })).filter((x): x is { n: string; v: number } => x.v != null);
  const limb = pp(LIMB_LEADS);
  const prec = pp(PRECORDIAL_LEADS);
  const ev: FindingEvidence[] = [];
  if (limb.length >= 4 && limb.every((x) => x.v < T.lowVoltLimbMv)) {
    ev.push({ measure: 'max_limb_qrs_pp_mv', value: round(Math.max(...limb.map((x) => x.v))), threshold: `< ${T.lowVoltLimbMv} in every limb lead`, leads: limb.map((x) => x.n) });
  }
  if (prec.length >= 4 && prec.every((x) => x.v < T.lowVoltPrecordialMv)) {
    ev.push({ measure: 'max_precordial_qrs_pp_mv', value: round(Math.max(...prec.map((x) => x.v))), threshold: `< ${T.lowVoltPrecordialMv} in every precordial lead`, leads: prec.map((x) => x.n) });
  }
  return ev.length ? [makeFinding('low_qrs_voltage', ev)] : [];
}

function rWaveProgression(ctx: FindingContext): Finding[] {
  if (ctx.codes.has('complete_left_bundle_branch_block')) return []; // QS/rS in V1–V3 is part of LBBB
  const rs = ['V1', 'V2', 'V3', 'V4'].map((n) => r(ctx, n));
  if (rs.some((v) => v == null)) return [];
  const [r1, r2, r3, r4] = rs as number[];
  const growing = r1 < r2 && r2 < r3 && r3 < r4;
  if (r3 > T.prwpRV3Mv || growing) return [];
  return [
    makeFinding('poor_r_wave_progression', [
      { measure: 'per_lead.V3.r_mv', value: round(r3), threshold: `<= ${T.prwpRV3Mv}`, leads: ['V3'] },
      { measure: 'r_mv.V1..V4', value: [r1, r2, r3, r4].map((v) => round(v)).join(', '), threshold: 'not increasing V1 to V4', leads: ['V1', 'V2', 'V3', 'V4'] },
    ]),
  ];
}

function dominantRV1(ctx: FindingContext): Finding[] {
  const v1 = ctx.lead('V1');
  if (!v1 || v1.r_mv == null || v1.r_mv < 0.05 || rDominant(v1) !== true) return [];
  const ratio = v1.r_mv / Math.max(1e-3, mag(v1.s_mv) ?? 0);
  return [makeFinding('dominant_r_v1', [{ measure: 'per_lead.V1.r_over_s', value: round(Math.min(ratio, 99)), threshold: '> 1', leads: ['V1'] }], ['V1'])];
}
