// Shared data types of the one-directional pipeline (docs/DESIGN.md):
// files -> EcgRecord -> Analysis -> Verification.
// These shapes mirror the public JSON of CONTRACT.md; extend with optional fields, never rename.

/** Canonical 12-lead names, in standard order. */
export const STANDARD_LEADS = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6'] as const;
export type StandardLead = (typeof STANDARD_LEADS)[number];

export interface EcgLead {
  /** Canonical name (I, II, III, aVR, aVL, aVF, V1..V6) or the file's own label (e.g. MLII). */
  name: string;
  /** Samples in millivolts. NaN marks a missing sample (WFDB invalid value). */
  samples: Float32Array;
}

export interface EcgAnnotation {
  /** Sample index (0-based) at the record's sampling rate. */
  sample: number;
  /** WFDB-style symbol: beat labels (N, V, A, ...), '+' rhythm change, '(' ')' wave on/off, 'p' 't' 'N' wave peaks, etc. */
  symbol: string;
  /** Auxiliary string, e.g. '(AFIB' for rhythm changes. */
  aux?: string;
  /** Lead the annotation belongs to (LUDB per-lead files, channel field), or null when global. */
  lead?: string | null;
  /** WFDB annotation fields kept for fidelity. */
  chan?: number;
  num?: number;
  subtype?: number;
  /** Which annotation file it came from (extension, e.g. 'atr', 'i', 'q1c'). */
  source?: string;
}

export interface EcgMetadata {
  age?: number;
  sex?: 'M' | 'F';
  /** Free-text comment lines from the file (e.g. WFDB '#' lines). */
  comments?: string[];
  /** Diagnoses / statements carried by the file (e.g. LUDB diagnoses, SNOMED Dx codes). */
  diagnoses?: string[];
  /** Start time of the recording if the file says so (ISO 8601). */
  startTime?: string;
  [key: string]: unknown;
}

export interface EcgRecord {
  id: string;
  /** Sampling rate in Hz (of the leads; all leads share it after loading). */
  fs: number;
  /** Number of samples per lead. */
  length: number;
  leads: EcgLead[];
  annotations: EcgAnnotation[];
  metadata: EcgMetadata;
  /** Intervals/axes/statements the file itself carried (HL7 aECG, MUSE, Philips), if any. */
  deviceMeasurements?: Record<string, unknown>;
  /** Representative (median) beats the device stored (HL7 aECG derivedSeries, GE MUSE Median), at `fs`. */
  deviceMedianBeats?: MedianBeats;
  /** Where it came from: loader name and the files used. */
  source: { format: string; files: string[] };
}

// ---------------------------------------------------------------- Analysis (CONTRACT.md analyze --json)

export type BeatClass = 'N' | 'S' | 'V' | 'F' | 'Q';
export type WaveType = 'P' | 'QRS' | 'T';

export interface Beat {
  r: number;
  qrsOn: number | null;
  qrsOff: number | null;
  pOn: number | null;
  pOff: number | null;
  tOff: number | null;
  class: BeatClass;
  /** Optional extras (extend-only): P peak, T onset/peak. */
  pPeak?: number | null;
  tOn?: number | null;
  tPeak?: number | null;
}

export interface Wave {
  type: WaveType;
  on: number;
  peak: number;
  off: number;
}

export interface LeadDelineation {
  waves: Wave[];
}

export interface PerLeadMeasurements {
  p_mv: number | null;
  q_mv: number | null;
  q_ms: number | null;
  r_mv: number | null;
  s_mv: number | null;
  st_j_mv: number | null;
  st_60_mv: number | null;
  t_mv: number | null;
  /** Extensions. */
  r_peak_time_ms?: number | null;
  r_prime_mv?: number | null;
  qrs_pp_mv?: number | null;
  p_ms?: number | null;
  p_terminal_mv?: number | null;
  /** U wave amplitude after the T (mV, signed); 0 where the lead shows none, null where the next beat leaves no room. */
  u_mv?: number | null;
}

export interface Measurements {
  hr_bpm: number | null;
  rr_ms: number | null;
  pr_ms: number | null;
  qrs_ms: number | null;
  qt_ms: number | null;
  qtc_ms: { bazett: number | null; fridericia: number | null; framingham: number | null; hodges: number | null };
  axis_deg: { p: number | null; qrs: number | null; t: number | null };
  per_lead: Record<string, PerLeadMeasurements>;
  /** Extensions. */
  p_ms?: number | null;
  /**
   * Present when the recorded limb-lead gains break Einthoven's and Goldberger's laws and per-lead
   * scale factors restore them (leads normalised one by one): the axes use the corrected values;
   * amplitudes stay as recorded and are not comparable between leads.
   */
  limb_gain_correction?: { factors: Record<string, number>; residual_recorded: number; residual_corrected: number };
}

export interface Rhythm {
  label: string;
  regular: boolean;
  rr_cv: number | null;
  /** Extra field (extend-only): why the rhythm is `unknown`, which criterion was not met, with its numbers. */
  reason?: string;
  /**
   * Extra field (extend-only), records of two or more 10-s windows: the rhythm of each 10-s stretch, consecutive
   * stretches of one label merged (sample indices, `to` exclusive).
   */
  episodes?: RhythmEpisode[];
  /** Extra field (extend-only), with `episodes`: share of the record's duration per rhythm label. */
  burden?: Record<string, number>;
}

export interface RhythmEpisode {
  label: string;
  from: number;
  to: number;
  /** Ventricular rate over the episode (from its mean RR), null with fewer than two beats. */
  hr_bpm?: number | null;
}

export interface FindingEvidence {
  measure: string;
  value: number | string | boolean | null;
  threshold?: string;
  leads?: string[];
  beats?: number[];
}

export interface Finding {
  code: string;
  label: string;
  evidence: FindingEvidence[];
  /** Leads involved (territory findings), extension. */
  leads?: string[];
}

export interface LeadQuality {
  usable: boolean;
  snr_db: number | null;
  issues: string[];
}

/** One representative (median) beat per lead, extension of the contract used by the UI. */
export interface MedianBeats {
  /** Sample index of the fiducial (R) within each median beat. */
  fiducial: number;
  length: number;
  leads: Record<string, number[]>;
  /** Global fiducials on the median beat, relative to its start. */
  waves?: Partial<Record<'pOn' | 'pOff' | 'qrsOn' | 'qrsOff' | 'tOn' | 'tPeak' | 'tOff', number | null>>;
}

export interface Analysis {
  record: {
    id: string;
    fs: number;
    samples: number;
    leads: string[];
    /** The file's own machine measurements (EcgRecord.deviceMeasurements), CONTRACT.md record.device_measurements. */
    device_measurements?: Record<string, unknown>;
  };
  beats: Beat[];
  leads: Record<string, LeadDelineation>;
  measurements: Measurements;
  rhythm: Rhythm;
  findings: Finding[];
  quality: { per_lead: Record<string, LeadQuality> };
  model: { delineator: string; version: string };
  median_beats?: MedianBeats;
}

// ---------------------------------------------------------------- Verification (CONTRACT.md verify --json)

export type Verdict = 'supported' | 'contradicted' | 'unverifiable';

export interface EvidencePointer {
  lead: string;
  from: number;
  to: number;
  beats?: number[];
}

export interface Claim {
  id: string;
  text: string;
  span: [number, number];
  kind: 'measurement' | 'finding' | 'rhythm' | 'axis' | 'lead_finding' | 'other';
  quantity: string | null;
  lead: string | null;
  value: number | string | null;
  unit: string | null;
  verdict: Verdict;
  measured: number | string | null;
  tolerance: string | null;
  evidence: EvidencePointer[];
  negated?: boolean;
  code?: string | null;
  leads?: string[];
  reason?: string;
}

export interface Verification {
  format: { has_think: boolean; has_answer: boolean; steps: number; problems?: string[] };
  answer: string[];
  claims: Claim[];
  omissions: { code: string; label: string; importance?: number }[];
  rewards: {
    format: number;
    accuracy: number | null;
    evidence_ecgr1: number | null;
    grounded_evidence: number | null;
    hallucination_rate: number | null;
    [component: string]: number | null;
  };
}
