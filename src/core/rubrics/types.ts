// Rubrics (issue 6): criteria with HealthBench-style points, optionally bound to an automatic check
// of the workbench's own results. Plain data only: the UI edits these objects directly.

/** Declarative automatic checks, evaluated against (Analysis, Verification). */
export type AutoCheck =
  /** Met when the answer states `quantity` and every claim on it is within tolerance (supported). */
  | { kind: 'states_measurement_within_tolerance'; quantity: string }
  /** Met unless the answer affirms finding `code`; with unless_finding, affirming it is fine when the workbench found it. */
  | { kind: 'does_not_claim'; code: string; unless_finding?: boolean }
  /** Applicable only when the workbench found `code`; then met when the answer affirms it. */
  | { kind: 'mentions_finding_when_present'; code: string }
  /** Met when no claim (on `quantity`, if given) is contradicted by the signal. */
  | { kind: 'no_contradicted_claims'; quantity?: string }
  /** Met when some claim (on `quantity` / about `code`, if given) is contradicted: for negative-point criteria. */
  | { kind: 'makes_contradicted_claim'; quantity?: string; code?: string }
  /** Met when the answer has its <answer> section and the format checker found no problem. */
  | { kind: 'format_ok' };

export type AutoCheckKind = AutoCheck['kind'];

export interface Criterion {
  id: string;
  text: string;
  /** −10..+10, integer, non-zero; negative for undesirable behaviour (met = the behaviour occurred). */
  points: number;
  tags: string[];
  check?: AutoCheck;
}

export interface Rubric {
  id: string;
  /** Positive integer, bumped on every published change. */
  version: number;
  title: string;
  scope: 'general' | { record: string };
  criteria: Criterion[];
}

/**
 * met / unmet: counted; not_applicable: left out of the score (e.g. "mentions AV block when present"
 * on a record without it); pending: a manual criterion nobody ticked yet, counted as unmet.
 */
export type CriterionStatus = 'met' | 'unmet' | 'not_applicable' | 'pending';

export interface CriterionResult {
  id: string;
  points: number;
  tags: string[];
  status: CriterionStatus;
  source: 'auto' | 'manual' | 'none';
  /** Why (for auto checks: which claims/findings decided it). */
  detail: string;
}

export interface ScoreSummary {
  /** Σ points of met criteria ÷ Σ positive points, clipped to [0, 1]; null without positive points. */
  score: number | null;
  /** Σ points of met criteria (unclipped). */
  earned: number;
  /** Σ positive points of applicable criteria. */
  possible: number;
}

export interface RubricResult extends ScoreSummary {
  rubric: { id: string; version: number };
  /** Same rule within each tag. */
  byTag: Record<string, ScoreSummary>;
  criteria: CriterionResult[];
  /** False while some manual criterion is pending. */
  complete: boolean;
}

/** Annotator ticks for criteria, by criterion id; overrides an automatic check when given. */
export type ManualTicks = Record<string, boolean>;
