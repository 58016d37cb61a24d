import type { BeatClass } from '../types';
import type { SimParams } from './params';

/** True fiducials of one beat, sample indices at the record's fs; null where the wave is absent or outside the record. */
export interface SimBeatTruth {
  class: BeatClass;
  pOn: number | null;
  pPeak: number | null;
  pOff: number | null;
  qrsOn: number;
  r: number;
  qrsOff: number;
  tOn: number | null;
  tPeak: number | null;
  tOff: number | null;
}

/** Noise-free amplitudes of the representative conducted beat in one lead (mV, baseline = 0). */
export interface SimLeadTruth {
  p_mv: number | null;
  q_mv: number;
  r_mv: number;
  s_mv: number;
  qrs_pp_mv: number;
  st_j_mv: number;
  st_60_mv: number;
  t_mv: number;
}

/** Every atrial P wave in the record, conducted or not (second/third-degree AV block). */
export interface SimPWaveTruth {
  pOn: number;
  pPeak: number;
  pOff: number;
  conducted: boolean;
}

export interface SimTruth {
  params: SimParams;
  /** Beats whose QRS lies wholly inside the record, in time order. */
  beats: SimBeatTruth[];
  hr_bpm: number;
  /** Median RR of the beats in the record. */
  rr_ms: number;
  /** PR of conducted beats (first beat of each group in Wenckebach); null in AF, flutter, complete block. */
  pr_ms: number | null;
  /** Atrial rate: sinus P rate or flutter-wave rate; null in AF. */
  atrial_rate_bpm: number | null;
  /** All P waves inside the record, with whether each was conducted. */
  pWaves: SimPWaveTruth[];
  qrs_ms: number;
  qt_ms: number;
  qtc_ms: { bazett: number; fridericia: number };
  /**
   * Frontal axes (degrees) of the representative beat from the net areas of the noise-free I and
   * aVF over each wave: atan2(2·aVF/√3, I), which is exact for the dipole model. The plain
   * atan2(aVF, I) differs by at most ~4°.
   */
  axis: { p: number | null; qrs: number; t: number };
  /** PROTOCOL.md rhythm code. */
  rhythm: string;
  /** PROTOCOL.md finding codes this record should produce. */
  findings: string[];
  /** Index into `beats` of the representative conducted beat used for perLead and axis. */
  representativeBeat: number;
  perLead: Record<string, SimLeadTruth>;
}
