// What checking one claim gives, shared by the checkers of measurements, findings, morphology and stretches.
import type { Verdict } from '../types';

export interface CheckResult {
  verdict: Verdict;
  measured: number | string | null;
  tolerance: string | null;
  /** Leads the measurement was read in. */
  leads: string[];
  reason?: string;
}

/** A P wave, PR or atrial-enlargement claim in a rhythm without P waves (AF, flutter: `label`). */
export const noPWaves = (label: string): CheckResult => ({ verdict: 'contradicted', measured: `no P waves (${label})`, tolerance: 'P waves must exist', leads: [] });

/** Agreeing in the named leads the record has, but naming `missing` leads it lacks: not settled for those. */
export const notAllRecorded = (missing: string[], measured: number, tolerance: string | null, leads: string[]): CheckResult =>
  ({ verdict: 'unverifiable', measured, tolerance, leads, reason: `lead ${missing.join(', ')} not in the record` });

/** A measured comparison: supported when it holds, contradicted when not, unverifiable (with why) when it cannot tell. */
export const judged = (ok: boolean | null, measured: number | string | null, tolerance: string | null, reason?: string): CheckResult =>
  ok === null ? { verdict: 'unverifiable', measured, tolerance, leads: [], reason } : { verdict: ok ? 'supported' : 'contradicted', measured, tolerance, leads: [] };

/** A claim the signal cannot settle, and why. */
export const unverifiable = (reason: string, tolerance: string | null = null): CheckResult => ({ verdict: 'unverifiable', measured: null, tolerance, leads: [], reason });
