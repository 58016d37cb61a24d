import type { Finding, FindingEvidence } from '../../types';
import { qtcForLongQt } from './conduction';
import { secondaryRepolarization } from './ischemia';
import { makeFinding, round } from './make-finding';
import { PRECORDIAL_LEADS } from './territories';
import { T } from './thresholds';
import type { FindingContext } from './types';

/** Leads in which a normal T is upright and R-dominant enough to compare T with R. */
const T_LEADS = ['I', 'II', 'aVF', 'V2', 'V3', 'V4', 'V5', 'V6'];

/** PROTOCOL.md step 5: potassium patterns. */
export function electrolyteFindings(ctx: FindingContext): Finding[] {
  // Tall or flat T waves and ST depression of paced, LBBB or idioventricular complexes are their own (MIT-BIH 102 and
  // 107, paced: 22 of 30 10-s windows read hyperkalaemia).
  if (secondaryRepolarization(ctx)) return [];
  return [...hyperkalemia(ctx), ...hypokalemia(ctx)];
}

/** Peaked T: T > 1.0 mV in a precordial lead, or T taller than R (T ≥ 0.5 mV) in ≥ 2 of I, II, aVF, V3–V6. */
function hyperkalemia(ctx: FindingContext): Finding[] {
  const ev: FindingEvidence[] = [];
  for (const n of PRECORDIAL_LEADS) {
    const t = ctx.lead(n)?.t_mv;
    if (t != null && t > T.peakedTMv) ev.push({ measure: `per_lead.${n}.t_mv`, value: round(t), threshold: `> ${T.peakedTMv}`, leads: [n] });
  }
  const tallerThanR = ['I', 'II', 'aVF', 'V3', 'V4', 'V5', 'V6'].filter((n) => {
    const l = ctx.lead(n);
    return l != null && l.t_mv != null && l.r_mv != null && l.t_mv >= 0.5 && l.t_mv > l.r_mv;
  });
  if (tallerThanR.length >= 2) {
    ev.push({ measure: 't_over_r', value: tallerThanR.length, threshold: 'T > R (T >= 0.5 mV) in >= 2 leads', leads: tallerThanR });
  }
  if (!ev.length) return [];
  const qrs = ctx.input.measurements.qrs_ms;
  if (qrs != null) ev.push({ measure: 'qrs_ms', value: Math.round(qrs) });
  return [makeFinding('hyperkalemia_pattern', ev, [...new Set(ev.flatMap((e) => e.leads ?? []))])];
}

/** A U wave at least 0.1 mV tall, or as tall as its lead's T (per_lead.u_mv, u-wave.ts). */
export function prominentU(u: number | null | undefined, t: number | null | undefined): boolean {
  if (u == null || u === 0) return false;
  return Math.abs(u) >= T.prominentUMv || Math.abs(u) >= Math.abs(t ?? Infinity);
}

/**
 * Flat T (|T| < 0.1 mV) in at least half of I, II, aVF, V2–V6, together with prominent U waves (≥ 0.1 mV or as tall
 * as the T) in ≥ 2 leads, or with both ST depression (≥ 0.05 mV in ≥ 2 leads) and a long QT(U) (QTc > 460 ms).
 * Flat T with only one of the last two is the commonest non-specific repolarisation change (15 of 100 LUDB and 5 of
 * 25 CinC 2021 records read hypokalaemia when one sufficed; docs/findings.md).
 */
function hypokalemia(ctx: FindingContext): Finding[] {
  const measured = T_LEADS.filter((n) => ctx.lead(n)?.t_mv != null);
  if (measured.length < 4) return [];
  const flat = measured.filter((n) => Math.abs(ctx.lead(n)!.t_mv as number) < T.flatTMv);
  if (flat.length * 2 < measured.length) return [];
  const depressed = measured.filter((n) => (ctx.lead(n)!.st_j_mv ?? 0) <= -T.stdMv);
  const qtc = qtcForLongQt(ctx);
  const longQt = qtc != null && qtc.value > T.longQtcFemaleMs;
  const uLeads = measured.filter((n) => prominentU(ctx.lead(n)!.u_mv, ctx.lead(n)!.t_mv));
  if (uLeads.length < 2 && !(depressed.length >= 2 && longQt)) return [];
  const ev: FindingEvidence[] = [{ measure: 'flat_t_leads', value: flat.length, threshold: `|T| < ${T.flatTMv} in >= half of ${measured.length}`, leads: flat }];
  if (depressed.length >= 2) ev.push({ measure: 'st_depression_leads', value: depressed.length, threshold: `<= -${T.stdMv} in >= 2`, leads: depressed });
  if (longQt) ev.push({ measure: qtc!.measure, value: Math.round(qtc!.value), threshold: `> ${T.longQtcFemaleMs}` });
  ev.push({ measure: 'prominent_u_leads', value: uLeads.length, threshold: `U >= ${T.prominentUMv} mV or >= T in >= 2`, leads: uLeads });
  return [makeFinding('hypokalemia_pattern', ev, [...new Set([...flat, ...uLeads])])];
}
