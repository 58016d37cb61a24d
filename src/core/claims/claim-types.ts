import type { Claim } from '../types';

/** A statement found in the response, before it is checked against the signal. */
export interface ExtractedClaim {
  text: string;
  span: [number, number];
  kind: Claim['kind'];
  /** Measurement name: hr_bpm, pr_ms, qrs_ms, qt_ms, qtc_ms, rr_ms, p_ms, axis_deg.qrs, r_mv, st_mv, sokolow_mv... */
  quantity: string | null;
  /** PROTOCOL.md code (or an any_* family) for findings. */
  code: string | null;
  value: number | string | null;
  /** Normalised [low, high] of a number or a qualitative bound ("narrow QRS": [0, 120)). */
  range: [number, number] | null;
  unit: string | null;
  leads: string[];
  negated: boolean;
  /** Why the signal cannot settle it, when known at extraction (history, hedge). */
  unverifiableReason?: string;
  /** Span of the number itself, for measurements. */
  valueSpan?: [number, number];
  /** "the largest R in the limb leads": compare with the max (or min) over the named leads, not each lead. */
  aggregate?: 'max' | 'min';
  /** A QRS width said of the premature (ectopic) beats, not of the dominant rhythm. */
  ectopic?: boolean;
  /** QTc formula named in the text, if any. */
  formula?: string;
  /** "R in aVL taller than in I", "the deepest S is in V2": the claim's leads compared with other leads (extract-comparisons.ts). */
  comparison?: LeadComparison;
  /** "4 beats in the first 3 s", "a PVC at 1.9 s": the stretch of the strip a count or an ectopic beat is said of (extract-time.ts). */
  window?: TimeWindow;
  /** "PVCs (beats 5 and 10)": the span of the finding whose beats this claim names (it says nothing more where that finding is false). */
  placementOf?: [number, number];
  /** "Otherwise normal ECG", "otherwise normal intervals": normal but for the findings the answer states (checked against the answer's other claims). */
  otherwise?: boolean;
  /** "No ST deviation ≥ 0.5 mm" with no lead named: the bound left by the denial holds in every lead. */
  everyLead?: boolean;
  /** "QTc prolonged", "normal PR": a word's bound, whose edge is a diagnostic criterion (extract-qualitative.ts). */
  criterion?: boolean;
  /** "ST elevation confined to II, III and aVF", "low voltage limited to the limb leads": the finding is said of no other lead. */
  only?: boolean;
  /** "RBBB or IVCD": the findings offered as alternatives share this group; the statement holds when one of them does. */
  alternatives?: number;
  /** "T waves upright except aVR and V1": leads a statement naming no lead leaves out. */
  except?: string[];
}

/**
 * Seconds from the start ("first 5 s"), points in time ("at 1.9 and 5.7 s", each ± 0.3 s), the last seconds, a half of the
 * record (or each half), or beats by their number on the strip ("beats 3 and 8", "the 4th complex", 1-based).
 */
export type TimeWindow = { kind: 'abs'; from: number; to: number } | { kind: 'points'; at: number[] } | { kind: 'last'; seconds: number } | { kind: 'half'; which: 1 | 2 | 'each' } | { kind: 'beats'; numbers: number[] };

/** The value compared (`sign` −1: the more negative is the larger, as with ST depression) and what it is compared with. */
export interface LeadComparison {
  quantity: string;
  sign: 1 | -1;
  than: { quantity: string; sign: 1 | -1; leads: string[] } | 'all';
  /** "R in V5 double the R in V4", "S three times the r": the claimed ratio of the two sizes, instead of "larger". */
  factor?: number;
}
