import type { Finding } from '../../types';
import { chamberFindings } from './chambers';
import { conductionFindings } from './conduction';
import { makeContext } from './context';
import { electrolyteFindings } from './electrolytes';
import { ischemiaFindings } from './ischemia';
import { overallFinding } from './overall';
import { rateRhythmFindings } from './rate-rhythm';
import type { FindingsInput } from './types';

export type { FindingsInput, PatientInfo, RhythmDetail } from './types';
export { FINDING_LABELS, FINDING_CODES, findingLabel, type FindingCode } from './labels';
export { TERRITORIES, contiguousTerritories, type Territory } from './territories';

/**
 * PROTOCOL.md findings, in protocol step order, each with the evidence that triggered it.
 * Unusable leads (quality) are ignored by every criterion; the last finding is always
 * normal_ecg or abnormal_ecg.
 */
export function deriveFindings(input: FindingsInput): Finding[] {
  const ctx = makeContext(input);
  const findings: Finding[] = [];
  for (const step of [rateRhythmFindings, conductionFindings, chamberFindings, ischemiaFindings, electrolyteFindings]) {
    for (const f of step(ctx)) {
      findings.push(f);
      ctx.codes.add(f.code);
    }
  }
  findings.push(overallFinding(ctx, findings));
  return findings;
}
