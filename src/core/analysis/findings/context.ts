import type { PerLeadMeasurements } from '../../types';
import { medianLeadQrsMs } from './lead-qrs';
import type { FindingContext, FindingsInput } from './types';

/** Pre-digests the input: usable leads, per-lead measurements of usable leads only, sex/age. */
export function makeContext(input: FindingsInput): FindingContext {
  const usable = new Set(input.leadNames.filter((n) => input.quality[n]?.usable !== false));
  const sex = input.metadata?.sex;
  const age = input.metadata?.age;
  let typical: number | null | undefined;
  return {
    input,
    usable,
    lead(name: string): PerLeadMeasurements | null {
      if (!usable.has(name)) return null;
      return input.measurements.per_lead[name] ?? null;
    },
    sex: sex ?? 'M',
    sexAssumed: sex == null,
    age: typeof age === 'number' && Number.isFinite(age) ? age : null,
    codes: new Set<string>(),
    typicalQrsMs() {
      if (typical === undefined) typical = input.leads ? medianLeadQrsMs(input.beats, input.leads, usable, input.fs) : null;
      return typical;
    },
  };
}

/** Evidence note for sex-dependent thresholds. */
export function sexNote(ctx: FindingContext): string {
  return ctx.sexAssumed ? 'sex unknown: male thresholds assumed' : ctx.sex === 'F' ? 'female thresholds' : 'male thresholds';
}
