import type { Finding, FindingEvidence, PerLeadMeasurements } from '../../types';
import { avConduction } from './av-block';
import { sexNote } from './context';
import { firstBeats, makeFinding, mag, rDominant, round } from './make-finding';
import { QT_WIDE_QRS_MS, qtcFormulaForRate, qtcWithoutQrsWidening } from '../qtc';
import { T } from './thresholds';
import type { FindingContext } from './types';

/** PROTOCOL.md step 2: axis, AV conduction, bundle branches and fascicles, WPW, QT. */
export function conductionFindings(ctx: FindingContext): Finding[] {
  return [...axisFindings(ctx), ...avFindings(ctx), ...ventricularConduction(ctx), ...qtFindings(ctx)];
}

export function axisCategory(axis: number): 'normal_axis' | 'left_axis_deviation' | 'right_axis_deviation' | 'extreme_axis_deviation' {
  if (axis >= T.axisLeft && axis <= T.axisRight) return 'normal_axis';
  if (axis < T.axisLeft && axis >= T.axisExtremeLow) return 'left_axis_deviation';
  if (axis > T.axisRight) return 'right_axis_deviation';
  return 'extreme_axis_deviation';
}

const AXIS_RANGE = {
  normal_axis: `${T.axisLeft}..${T.axisRight}`,
  left_axis_deviation: `< ${T.axisLeft}`,
  right_axis_deviation: `> ${T.axisRight}`,
  extreme_axis_deviation: `${T.axisExtremeLow}..±180`,
};

function axisFindings(ctx: FindingContext): Finding[] {
  const axis = ctx.input.measurements.axis_deg.qrs;
  if (axis == null || !ctx.usable.has('I') || !(ctx.usable.has('aVF') || ctx.usable.has('II'))) return [];
  const code = axisCategory(axis);
  return [makeFinding(code, [{ measure: 'axis_deg.qrs', value: Math.round(axis), threshold: AXIS_RANGE[code] }])];
}

const NO_PR_RHYTHMS = new Set(['atrial_fibrillation', 'atrial_flutter', 'paced_rhythm', 'junctional_rhythm', 'ventricular_rhythm']);

function avFindings(ctx: FindingContext): Finding[] {
  const { measurements: m, rhythm, beats, fs } = ctx.input;
  const out: Finding[] = [];
  const pr = m.pr_ms;
  const prAllowed = !NO_PR_RHYTHMS.has(rhythm.label);
  if (pr != null && prAllowed && pr < T.shortPrMs) {
    out.push(makeFinding('short_pr', [{ measure: 'pr_ms', value: Math.round(pr), threshold: `< ${T.shortPrMs}` }]));
  }
  const av = prAllowed ? avConduction(beats, ctx.input.leads, ctx.usable, fs, ctx.input.rhythmDetail?.dissociatedP) : null;
  const dissociated = av != null && av.atrialRatePerMin > 1.2 * av.ventricularRatePerMin && av.prSdMs != null && av.prSdMs > 40;
  if (av && dissociated) {
    out.push(
      makeFinding(
        'third_degree_av_block',
        [
          { measure: 'rhythm.atrial_rate_per_min', value: av.atrialRatePerMin, threshold: `> 1.2 x ventricular (${av.ventricularRatePerMin})`, leads: [av.lead] },
          { measure: 'pr_sd_ms', value: av.prSdMs, threshold: '> 40 (P and QRS independent)', leads: [av.lead] },
        ],
        [av.lead],
      ),
    );
  } else if (av && av.droppedAfter.length > 0) {
    out.push(
      makeFinding(
        'second_degree_av_block',
        [
          { measure: 'non_conducted_p', value: av.droppedAfter.length, threshold: '>= 1 P without QRS', leads: [av.lead], beats: firstBeats(av.droppedAfter) },
          { measure: 'mobitz', value: av.prLengthensBeforeDrop ? 'I (PR lengthens before the drop)' : 'II (constant PR)' },
        ],
        [av.lead],
      ),
    );
  }
  const blocked = ctx.input.rhythmDetail?.blockedP;
  if (prAllowed && blocked && !dissociated && !out.some((f) => f.code === 'second_degree_av_block')) {
    out.push(
      makeFinding(
        'second_degree_av_block',
        [
          { measure: 'rhythm.blocked_p', value: blocked.peaks.length, threshold: '>= 1 P at the sinus P-P with no QRS after it', leads: [blocked.lead], beats: firstBeats(blocked.droppedAfter) },
          { measure: 'rhythm.atrial_rate_per_min', value: blocked.atrialRatePerMin, leads: [blocked.lead] },
          { measure: 'pr_gain_ms', value: blocked.prGainMs, threshold: `> ${T.mobitzPrGainMs}: Mobitz I (2 x P-P - pause RR)` },
          { measure: 'mobitz', value: blocked.prGainMs > T.mobitzPrGainMs ? 'I (PR lengthens before the drop)' : 'II (constant PR)' },
        ],
        [blocked.lead],
      ),
    );
  }
  // First-degree block means every P conducted (PROTOCOL.md): not with non-conducted P waves.
  if (pr != null && prAllowed && pr > T.longPrMs && !dissociated && !blocked) {
    out.push(makeFinding('first_degree_av_block', [{ measure: 'pr_ms', value: Math.round(pr), threshold: `> ${T.longPrMs}` }]));
  }
  return out;
}

/** rsR′/rSR′: a second R at least half as tall as the first and ≥ 0.1 mV, not a notch on the downstroke. */
function rsrPrime(l: PerLeadMeasurements | null): boolean {
  return l != null && l.r_prime_mv != null && l.r_prime_mv >= Math.max(0.1, 0.5 * (l.r_mv ?? 0));
}

function ev(lead: string, key: keyof PerLeadMeasurements, value: number | null | undefined, threshold: string): FindingEvidence {
  return { measure: `per_lead.${lead}.${key}`, value: value == null ? null : round(value), threshold, leads: [lead] };
}

/** RBBB V1/V2 pattern: rSR′, or a broad dominant R / qR. */
function rbbbRightLeads(ctx: FindingContext): { ok: boolean; evidence: FindingEvidence[] } {
  const evidence: FindingEvidence[] = [];
  for (const n of ['V1', 'V2']) {
    const l = ctx.lead(n);
    if (!l) continue;
    if (rsrPrime(l)) evidence.push(ev(n, 'r_prime_mv', l.r_prime_mv, ">= max(0.1, R/2) (rSR')"));
    else if (n === 'V1' && rDominant(l)) evidence.push(ev(n, 'r_mv', l.r_mv, '> |S| (dominant R)'));
  }
  return { ok: evidence.length > 0, evidence };
}

/**
 * Wide terminal S in I and V6 (AHA/ACCF/HRS 2009: "in leads I and V6"; S ≥ 0.1 mV, since S
 * duration is not measured its depth stands in); a lead that is not measured is not required.
 */
function lateralS(ctx: FindingContext): { ok: boolean; evidence: FindingEvidence[] } {
  const evidence: FindingEvidence[] = [];
  let measured = 0;
  for (const n of ['I', 'V6']) {
    const l = ctx.lead(n);
    if (!l || l.s_mv == null) continue;
    measured++;
    if ((mag(l.s_mv) ?? 0) >= 0.1) evidence.push(ev(n, 's_mv', l.s_mv, '|S| >= 0.1'));
  }
  return { ok: measured > 0 && evidence.length === measured, evidence };
}

/**
 * Qr / QR in a right precordial lead: the dominant negative deflection comes first and an R rising at least
 * LBBB_MAX_TERMINAL_R_MV above the J-point level follows it. Its terminal positivity is an RBBB-type pattern
 * (PROTOCOL.md: "qR in V1"), not the QS or rS of LBBB, whose terminal deflection in V1–V2 is negative. Measured
 * above the J point because LBBB's discordant ST elevation in V1 lifts the level after a QS (simulated LBBB:
 * "r" 0.11 mV at the J point of 0.11 mV).
 */
const LBBB_MAX_TERMINAL_R_MV = 0.1;
function terminalR(l: PerLeadMeasurements): boolean {
  const r = l.r_mv ?? 0;
  return r - Math.max(0, l.st_j_mv ?? 0) >= LBBB_MAX_TERMINAL_R_MV && (mag(l.q_mv) ?? 0) > Math.max(r, mag(l.s_mv) ?? 0);
}

/**
 * LBBB (PROTOCOL.md, every criterion, as in the AHA/ACCF/HRS 2009 recommendations): dominant S
 * (QS/rS) in V1–V2; broad monophasic R (no Q ≥ 0.05 mV, S ≤ R/4) in I and aVL (aVL may have a
 * narrow q) and an R-dominant V5 or V6 (an RS there is allowed: displaced transition); no Q wave
 * (≥ 0.05 mV) in any of I, V5, V6 (septal activation is reversed in LBBB, so a lateral q excludes
 * it); R-peak time ≥ 55 ms in every measured one of V5/V6, and at least one measured. An
 * unmeasured lead is not required, but I or aVL must be measured.
 */
function lbbbMorphology(ctx: FindingContext): { ok: boolean; evidence: FindingEvidence[] } {
  const evidence: FindingEvidence[] = [];
  const right = ['V1', 'V2'].map((n) => ({ n, l: ctx.lead(n) })).filter((x) => x.l);
  const rightOk = right.length > 0 && right.every(({ l }) => rDominant(l!) === false && !rsrPrime(l) && !terminalR(l!));
  right.forEach(({ n, l }) => evidence.push(ev(n, 's_mv', l!.s_mv, '|S| > R (QS or rS)')));
  const monophasic = (l: PerLeadMeasurements, allowQ: boolean) =>
    rDominant(l) === true && (allowQ || (mag(l.q_mv) ?? 0) < T.lbbbMaxQMv) && (mag(l.s_mv) ?? 0) <= 0.25 * (l.r_mv ?? 0);
  const high = ['I', 'aVL'].map((n) => ({ n, l: ctx.lead(n) })).filter((x) => x.l);
  const highOk = high.length > 0 && high.every(({ n, l }) => monophasic(l!, n === 'aVL'));
  high.forEach(({ n, l }) => evidence.push(ev(n, 'r_mv', l!.r_mv, n === 'aVL' ? 'monophasic R (q allowed, S <= R/4)' : 'monophasic R (no Q, S <= R/4)')));
  const lowLat = ['V5', 'V6'].map((n) => ({ n, l: ctx.lead(n) })).filter((x) => x.l);
  const lowR = lowLat.filter(({ l }) => rDominant(l!) === true);
  lowR.forEach(({ n, l }) => evidence.push(ev(n, 'r_mv', l!.r_mv, 'R dominant')));
  const latOk = highOk && (lowLat.length === 0 || lowR.length > 0);
  const withQ = ['I', 'V5', 'V6'].map((n) => ({ n, l: ctx.lead(n) })).filter((x) => x.l && (mag(x.l.q_mv) ?? 0) >= T.lbbbMaxQMv);
  withQ.forEach(({ n, l }) => evidence.push(ev(n, 'q_mv', l!.q_mv, `|Q| < ${T.lbbbMaxQMv} (no lateral Q in LBBB)`)));
  const rpt = ['V5', 'V6'].map((n) => ({ n, v: ctx.lead(n)?.r_peak_time_ms })).filter((x) => x.v != null);
  rpt.forEach(({ n, v }) => evidence.push(ev(n, 'r_peak_time_ms', v, `>= ${T.lbbbRPeakTimeMs}`)));
  const rptOk = rpt.length > 0 && rpt.every(({ v }) => (v as number) >= T.lbbbRPeakTimeMs);
  return { ok: rightOk && latOk && withQ.length === 0 && rptOk, evidence };
}

function ventricularConduction(ctx: FindingContext): Finding[] {
  const { measurements: m, rhythm } = ctx.input;
  const qrs = m.qrs_ms;
  if (qrs == null || rhythm.label === 'paced_rhythm') return [];
  const out: Finding[] = [];
  const qrsEv = (th: string): FindingEvidence => ({ measure: 'qrs_ms', value: Math.round(qrs), threshold: th });
  const rb = rbbbRightLeads(ctx);
  const ls = lateralS(ctx);
  const lb = lbbbMorphology(ctx);
  const pr = m.pr_ms;
  let bbb = false;
  const wpw = pr != null && pr < T.shortPrMs && qrs > T.wpwQrsMs && !NO_PR_RHYTHMS.has(rhythm.label);
  if (wpw) {
    out.push(
      makeFinding('wpw_pattern', [
        { measure: 'pr_ms', value: Math.round(pr), threshold: `< ${T.shortPrMs}` },
        qrsEv(`> ${T.wpwQrsMs}`),
        { measure: 'delta_wave', value: 'not measured: short PR with wide QRS taken as pre-excitation' },
      ]),
    );
  }
  // A complete block widens the QRS in most leads: the typical (median) lead must reach 120 ms too, not only the
  // 12-lead envelope, which one or two leads' terminal slopes widen (docs/findings.md, round 13).
  const typical = qrs >= T.wideQrsMs ? ctx.typicalQrsMs() : null;
  const complete = qrs >= T.wideQrsMs && (typical == null || typical >= T.wideQrsMs);
  const typicalEv: FindingEvidence[] = typical == null ? [] : [{ measure: 'beats.median_lead_qrs_ms', value: Math.round(typical), threshold: complete ? `>= ${T.wideQrsMs}` : `< ${T.wideQrsMs}: incomplete` }];
  // Reached only when not complete: a QRS ≥ 120 ms is incomplete by its median lead.
  const incompleteEv = (from: number) => qrsEv(qrs < T.wideQrsMs ? `${from}..${T.wideQrsMs}` : `>= ${from}`);
  if (complete && rb.ok && ls.ok) {
    out.push(makeFinding('complete_right_bundle_branch_block', [qrsEv(`>= ${T.wideQrsMs}`), ...typicalEv, ...rb.evidence, ...ls.evidence]));
    bbb = true;
  } else if (complete && lb.ok) {
    out.push(makeFinding('complete_left_bundle_branch_block', [qrsEv(`>= ${T.wideQrsMs}`), ...typicalEv, ...lb.evidence]));
    bbb = true;
  } else if (qrs >= T.incompleteRbbbMs && !complete && rb.evidence.some((e) => e.threshold?.includes("rSR'"))) {
    out.push(makeFinding('incomplete_right_bundle_branch_block', [incompleteEv(T.incompleteRbbbMs), ...typicalEv, ...rb.evidence]));
    bbb = true;
  } else if (qrs >= T.incompleteLbbbMs && !complete && lb.ok) {
    out.push(makeFinding('incomplete_left_bundle_branch_block', [incompleteEv(T.incompleteLbbbMs), ...typicalEv, ...lb.evidence]));
    bbb = true;
  }
  if (!bbb && !wpw && qrs >= T.ivcdMs && rhythm.label !== 'ventricular_rhythm') {
    const median = ctx.typicalQrsMs();
    if (median == null || median >= T.ivcdMedianLeadMs) {
      const tEv: FindingEvidence[] = median == null ? [] : [{ measure: 'beats.median_lead_qrs_ms', value: Math.round(median), threshold: `>= ${T.ivcdMedianLeadMs}` }];
      out.push(makeFinding('nonspecific_intraventricular_conduction_delay', [qrsEv(`>= ${T.ivcdMs}, no BBB morphology`), ...tEv]));
    }
  }
  out.push(...fascicularBlocks(ctx, lb.ok && complete, rb.ok && ls.ok && complete));
  return out;
}

function fascicularBlocks(ctx: FindingContext, lbbb: boolean, rbbb: boolean): Finding[] {
  const axis = ctx.input.measurements.axis_deg.qrs;
  if (axis == null) return [];
  const out: Finding[] = [];
  const inferior = ['II', 'III', 'aVF'].map((n) => ({ n, l: ctx.lead(n) })).filter((x) => x.l);
  const high = ['I', 'aVL'].map((n) => ({ n, l: ctx.lead(n) })).filter((x) => x.l);
  const hasQ = (l: PerLeadMeasurements) => (mag(l.q_mv) ?? 0) > 0;
  if (axis >= T.lafbAxisMin && axis <= T.lafbAxisMax && !lbbb) {
    const rS = inferior.filter(({ l }) => rDominant(l!) === false);
    const qR = high.filter(({ l }) => rDominant(l!) === true && hasQ(l!));
    if (rS.length >= 2 && (qR.length > 0 || high.every(({ l }) => l!.q_mv == null))) {
      out.push(
        makeFinding('left_anterior_fascicular_block', [
          { measure: 'axis_deg.qrs', value: Math.round(axis), threshold: `${T.lafbAxisMin}..${T.lafbAxisMax}` },
          ...rS.map(({ n, l }) => ev(n, 's_mv', l!.s_mv, '|S| > R (rS)')),
          ...qR.map(({ n, l }) => ev(n, 'q_mv', l!.q_mv, 'q present, R dominant (qR)')),
        ]),
      );
    }
  }
  if (axis > T.lpfbAxisMin && axis <= T.lpfbAxisMax && !rbbb) {
    const rS = high.filter(({ l }) => rDominant(l!) === false);
    const qR = inferior.filter(({ l }) => rDominant(l!) === true);
    if (rS.length >= 1 && qR.length >= 2) {
      out.push(
        makeFinding('left_posterior_fascicular_block', [
          { measure: 'axis_deg.qrs', value: Math.round(axis), threshold: `${T.lpfbAxisMin}..${T.lpfbAxisMax}` },
          ...rS.map(({ n, l }) => ev(n, 's_mv', l!.s_mv, '|S| > R (rS)')),
          ...qR.map(({ n, l }) => ev(n, 'r_mv', l!.r_mv, 'R dominant (qR)')),
        ]),
      );
    }
  }
  return out;
}

/** QTc formula: Bazett at 50–90 bpm; Fridericia outside, where Bazett over/under-corrects. */
export function chooseQtc(ctx: FindingContext): { formula: 'bazett' | 'fridericia'; value: number } | null {
  const { qtc_ms: q, hr_bpm: hr } = ctx.input.measurements;
  if (qtcFormulaForRate(hr ?? null) === 'fridericia' && q.fridericia != null) return { formula: 'fridericia', value: q.fridericia };
  if (q.bazett != null) return { formula: 'bazett', value: q.bazett };
  if (q.fridericia != null) return { formula: 'fridericia', value: q.fridericia };
  return null;
}

/**
 * The QTc that decides a long QT. A QRS wider than 120 ms lengthens the QT by slowed depolarisation, not
 * repolarisation, so the widening beyond 120 ms is taken out of the QTc (the QRS-adjusted QT that the
 * AHA/ACCF/HRS 2009 recommendations ask for with ventricular conduction delay). Continuous at 120 ms, so
 * a QRS measured either side of it does not flip the call (Bogossian's QT − QRS/2 jumps by 60 ms there).
 */
export function qtcForLongQt(ctx: FindingContext, qtc = chooseQtc(ctx)): { measure: string; value: number; qrsMs: number | null } | null {
  if (!qtc) return null;
  const qrs = ctx.input.measurements.qrs_ms;
  if (qrs == null || qrs <= QT_WIDE_QRS_MS) return { measure: `qtc_ms.${qtc.formula}`, value: qtc.value, qrsMs: null };
  return { measure: `qtc_qrs_adjusted_ms.${qtc.formula}`, value: qtcWithoutQrsWidening(qtc.value, qrs), qrsMs: qrs };
}

function qtFindings(ctx: FindingContext): Finding[] {
  const qtc = chooseQtc(ctx);
  if (!qtc || ctx.input.rhythm.label === 'atrial_fibrillation' && ctx.input.measurements.hr_bpm == null) return [];
  const limit = ctx.sex === 'F' ? T.longQtcFemaleMs : T.longQtcMaleMs;
  const base = { measure: `qtc_ms.${qtc.formula}`, value: Math.round(qtc.value) };
  const forLong = qtcForLongQt(ctx, qtc);
  if (forLong && forLong.value > limit) {
    const ev: FindingEvidence[] = [{ measure: forLong.measure, value: Math.round(forLong.value), threshold: `> ${limit} (${sexNote(ctx)})` }];
    if (forLong.qrsMs != null) {
      ev.push({ measure: 'qrs_ms', value: forLong.qrsMs, threshold: `> ${QT_WIDE_QRS_MS}: QTc − (QRS − ${QT_WIDE_QRS_MS})` }, base);
    }
    return [makeFinding('long_qt', ev)];
  }
  if (qtc.value < T.shortQtcMs) return [makeFinding('short_qt', [{ ...base, threshold: `< ${T.shortQtcMs}` }])];
  return [];
}
