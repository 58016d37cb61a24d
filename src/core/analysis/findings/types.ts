import type { Beat, Finding, LeadDelineation, LeadQuality, Measurements, PerLeadMeasurements, Rhythm } from '../../types';

/** Record-level facts about the patient that change thresholds (PROTOCOL.md: sex/age-specific criteria). */
export interface PatientInfo {
  age?: number;
  sex?: 'M' | 'F';
}

/**
 * Everything deriveFindings() reads. All fields come straight out of the Analysis pipeline:
 * - measurements: global + per-lead measurements (median beat), `null` where unmeasurable;
 * - beats: every detected beat with its class and global fiducials (sample indices at `fs`);
 * - rhythm: the result of analyzeRhythm();
 * - quality: assessQuality() per lead; leads with `usable: false` are ignored by every criterion;
 * - leads: per-lead delineation (optional: only used for AV-block P-wave counting);
 * - leadNames: the record's lead names (canonical names: I, II, ..., V6);
 * - rhythmDetail: the extra numbers analyzeRhythm() computed (optional, copied into evidence).
 */
export interface FindingsInput {
  measurements: Measurements;
  beats: Beat[];
  rhythm: Rhythm;
  quality: Record<string, LeadQuality>;
  leads?: Record<string, LeadDelineation>;
  fs: number;
  metadata?: PatientInfo;
  leadNames: string[];
  rhythmDetail?: RhythmDetail;
}

/** Numbers behind the rhythm label (analyzeRhythmDetailed()), reused as evidence by the findings. */
export interface RhythmDetail {
  /** Beats used / RR intervals used. */
  beatCount: number;
  /** Mean ventricular rate from all RR intervals (bpm). */
  rateBpm: number | null;
  /** Fraction of the dominant (N) beats with a detected P wave before the QRS (all non-V beats when < 3 N). */
  pFraction: number | null;
  /** RMSSD / mean RR over RR intervals not adjacent to a V beat. */
  nRmssd: number | null;
  /** Turning-point ratio of the RR series (≈ 2/3 for random series). */
  turningPointRatio: number | null;
  /** Share of the same intervals at one dominant cycle (RrStats.dominantFraction). */
  dominantRrFraction?: number | null;
  /** Range (max − min) of sinus-conducted (N–N) RR intervals, ms. */
  nnRangeMs: number | null;
  /** Number of N–N intervals behind nnRangeMs. */
  nnCount?: number;
  /** Dominant atrial frequency of the QRS-blanked II/V1 signal, plus III/aVF when the RR is regular (per minute) and its spectral concentration (0..1). */
  atrialRatePerMin: number | null;
  atrialConcentration: number | null;
  /** Pacing spikes found before QRS complexes (fraction of beats), null when no raw signal was given or fs < 250 Hz. */
  pacedFraction: number | null;
  /** SD of the P-onset → QRS-onset interval (ms) over beats with a P (null: < 3 such beats). */
  prSdMs: number | null;
  /** Sample indices of the pacing spikes found. */
  pacingSpikes: number[];
  /** Beat indices whose P is missing (evidence for AF / junctional). */
  beatsWithoutP: number[];
  /**
   * P waves found independently of the QRS (dissociated-p.ts) when no P precedes the QRS and the
   * ventricular rhythm is regular; set only when their rate exceeds 1.2 × the ventricular rate.
   */
  dissociatedP?: { lead: string; peaks: number[]; ratePerMin: number };
  /** P wave locked to the QRS on the median beat (locked-p.ts), looked for when pFraction < 0.8. */
  lockedP?: { lead: string; beforeRMs: number; prominenceSd: number; consistency: number };
  /** Non-conducted P waves in long RR intervals (blocked-p.ts): second-degree AV block. */
  blockedP?: { lead: string; peaks: number[]; droppedAfter: number[]; atrialRatePerMin: number; prGainMs: number };
}

/** Signature shared by the per-step finding rules (rate-rhythm.ts, conduction.ts, ...). */
export type FindingRule = (ctx: FindingContext) => Finding[];

/** Pre-digested input shared by the step files. */
export interface FindingContext {
  input: FindingsInput;
  /** Usable standard leads present in the record. */
  usable: Set<string>;
  /** Per-lead measurements restricted to usable leads. */
  lead(name: string): PerLeadMeasurements | null;
  sex: 'M' | 'F';
  sexAssumed: boolean;
  age: number | null;
  /** Codes found by the earlier protocol steps (e.g. a bundle branch block explains ST-T changes). */
  codes: Set<string>;
  /** QRS duration of the typical usable lead (medianLeadQrsMs, computed once on first use); null without per-lead waves. */
  typicalQrsMs(): number | null;
}
