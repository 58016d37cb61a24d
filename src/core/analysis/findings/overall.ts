import type { Finding, FindingEvidence } from '../../types';
import { chooseQtc } from './conduction';
import { makeFinding } from './make-finding';
import { T } from './thresholds';
import type { FindingContext } from './types';

/** Codes that are compatible with a normal ECG. */
const NORMAL_CODES = new Set(['sinus_rhythm', 'normal_axis']);

/**
 * PROTOCOL.md step 6: normal_ecg only when every other finding is a normal one and rate, axis and all
 * intervals were measured and are within limits; abnormal_ecg otherwise (also when something could
 * not be measured, since normality was then not shown).
 */
export function overallFinding(ctx: FindingContext, findings: Finding[]): Finding {
  const m = ctx.input.measurements;
  const abnormal = findings.filter((f) => !NORMAL_CODES.has(f.code)).map((f) => f.code);
  const qtc = chooseQtc(ctx);
  const limit = ctx.sex === 'F' ? T.longQtcFemaleMs : T.longQtcMaleMs;
  // A global QRS ≥ 110 ms that the IVCD rule does not call a conduction delay (the typical lead is
  // narrow: one or two leads' late slopes widen the 12-lead envelope) does not make the ECG abnormal.
  const typical = m.qrs_ms != null && m.qrs_ms >= T.ivcdMs ? ctx.typicalQrsMs() : null;
  const qrsNormal = m.qrs_ms != null && (m.qrs_ms < T.ivcdMs || (typical != null && typical < T.ivcdMedianLeadMs));
  const checks: [string, number | null, boolean, string][] = [
    ['hr_bpm', m.hr_bpm, m.hr_bpm != null && m.hr_bpm >= T.bradyBpm && m.hr_bpm <= T.tachyBpm, `${T.bradyBpm}..${T.tachyBpm}`],
    ['axis_deg.qrs', m.axis_deg.qrs, m.axis_deg.qrs != null && m.axis_deg.qrs >= T.axisLeft && m.axis_deg.qrs <= T.axisRight, `${T.axisLeft}..${T.axisRight}`],
    ['pr_ms', m.pr_ms, m.pr_ms != null && m.pr_ms >= T.shortPrMs && m.pr_ms <= T.longPrMs, `${T.shortPrMs}..${T.longPrMs}`],
    ['qrs_ms', m.qrs_ms, qrsNormal, `< ${T.ivcdMs}, or median lead < ${T.ivcdMedianLeadMs}`],
    [`qtc_ms.${qtc?.formula ?? 'bazett'}`, qtc?.value ?? null, qtc != null && qtc.value >= T.shortQtcMs && qtc.value <= limit, `${T.shortQtcMs}..${limit}`],
  ];
  const failed = checks.filter((c) => !c[2]);
  const sinus = findings.some((f) => f.code === 'sinus_rhythm');
  if (!abnormal.length && !failed.length && sinus) {
    return makeFinding(
      'normal_ecg',
      checks.map(([measure, value, , threshold]) => ({ measure, value: value == null ? null : Math.round(value), threshold })),
    );
  }
  const ev: FindingEvidence[] = [];
  if (abnormal.length) ev.push({ measure: 'abnormal_findings', value: abnormal.join(', ') });
  if (!sinus) ev.push({ measure: 'rhythm.label', value: ctx.input.rhythm.label, threshold: 'sinus_rhythm' });
  for (const [measure, value, , threshold] of failed) {
    ev.push({ measure, value: value == null ? 'not measured' : Math.round(value), threshold });
  }
  return makeFinding('abnormal_ecg', ev);
}
