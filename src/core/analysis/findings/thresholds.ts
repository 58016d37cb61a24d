import { QT_WIDE_QRS_MS } from '../qtc';

/**
 * Every number the findings use, with the PROTOCOL.md wording it implements (docs/findings.md).
 * Units: ms, mV, bpm, degrees.
 */
export const T = {
  // Rate and rhythm
  bradyBpm: 60, // sinus_bradycardia: < 60
  tachyBpm: 100, // sinus_tachycardia: > 100
  // A regular tachycardia without distinct P waves in this range may be sinus tachycardia with its P in the T wave, a
  // junctional or atrial tachycardia, or flutter with 2:1 conduction: its atrial waves lie in the ST-T (docs/claims.md)
  hiddenAtrialMinBpm: 120,
  hiddenAtrialMaxBpm: 180,
  sinusArrhythmiaRangeMs: 120, // N–N RR range > 120 ms
  sinusPFraction: 0.8, // "a P wave before every QRS": ≥ 80 % of beats (tolerates delineation misses)
  sinusPAxisMin: -30, // "P upright in I and II": P axis within (−30°, +105°]
  sinusPAxisMax: 105,
  escapePFractionMax: 0.5, // escape rhythms: P found before < 50 % of beats
  junctionalMaxBpm: 60, // junctional escape rhythm 40–60 bpm; accelerated junctional (60–100) needs retrograde P / AV dissociation, not measured: unknown
  idioventricularMaxBpm: 50, // idioventricular escape rhythm < 50 bpm
  acceleratedIdioventricularMaxBpm: 110, // accelerated idioventricular 50–110 bpm: only with the dominant beats classed V
  rhythmWindowS: 10, // N–N range (sinus arrhythmia) judged per 10-s window, median over windows, as on a 10-s ECG; rhythm episodes of long records per 10-s window
  afEpisodeMinS: 30, // paroxysmal AF in a long record: an AF episode of ≥ 30 s (the guidelines' episode; 3 consecutive 10-s windows)
  dissociationRateRatio: 1.2, // AV dissociation: independent P waves faster than 1.2 × the ventricular rate
  afNRmssd: 0.1, // irregularly irregular: RMSSD / mean RR ≥ 0.10 (Dash et al. 2009)
  afTprMax: 0.9, // turning-point ratio ≈ 2/3 for random RR; > 0.9 means alternating (bigeminy), not AF
  afMinBeats: 8,
  // Irregularly irregular has no dominant cycle: ≥ 60 % of the intervals within ±4 % of one of them is a regular
  // rhythm with ectopics (docs/findings.md, round 12)
  afDominantRrFraction: 0.6,
  afDominantRrTolerance: 0.04,
  pauseRrFactor: 1.5, // an interval over 1.5 × the median RR is a pause: left out of the dominant cycle (rr-stats.ts; 1.3 cost AF Se, 1.5–1.7 alike)
  ventricularRhythmFraction: 0.8, // V beats are the rhythm (not ectopy on another one) from this share of beats
  afMinNnIntervals: 5, // regular N–N (range ≤ 120 ms) over ≥ 5 intervals vetoes AF: ectopy, not fibrillation
  flutterMinPerMin: 250, // flutter waves ~250–350 /min (PROTOCOL), no margin below: sinus rhythms show 4.0–4.15 Hz components (docs/findings.md round 14)
  flutterMaxPerMin: 360, // …and a 10 /min margin above (10-s windows place a clean peak within ±3 /min)
  flutterConcentration: 0.4, // share of 2.5–15 Hz atrial-signal power within ±0.35 Hz of the peak and its 2nd harmonic (LUDB flutter 0.46–0.49, AF 0.17–0.33, sinus without P 0.34–0.37: few records, see docs)
  flutterMinAmpMv: 0.03, // RMS of the QRS-blanked atrial signal
  vfOscillation: 0.4, // AF is not named when the signal is a continuous oscillation this much of the time (ventricular-oscillation.ts; sinus/AF ≤ 0.33, MIT-BIH 207 ventricular flutter ≥ 0.47)
  vfMinBpm: 150, // …at a detected rate this fast (ventricular flutter 150–300 /min)
  minPacingFs: 250, // Hz: pacing spikes are looked for only when one sample spans ≤ 4 ms
  pacedFraction: 0.4, // paced rhythm: spikes before ≥ 40 % of QRS complexes (demand pacing mixes paced and intrinsic beats)
  prematureRatio: 0.85, // early beat: RR < 85 % of the preceding N–N RR
  pvcWiderMs: 20, // PVC: delineated QRS ≥ dominant beats' QRS + 20 ms (the PROTOCOL.md QRS tolerance: a smaller difference is not measurable)
  // Axis
  axisLeft: -30,
  axisRight: 90,
  axisExtremeLow: -90, // extreme: −90° to ±180° (i.e. < −90 or > 180 is impossible: −180..−90)
  // Intervals
  shortPrMs: 120,
  longPrMs: 200,
  wideQrsMs: QT_WIDE_QRS_MS, // 120: the QRS width of complete BBB, escape rhythms and the QT's QRS adjustment (qtc.ts)
  incompleteRbbbMs: 100,
  incompleteLbbbMs: 110,
  ivcdMs: 110,
  ivcdMedianLeadMs: 100, // IVCD also needs the typical (median) lead's own QRS ≥ 100 ms: a delay widens most leads, not one or two terminal slopes
  wpwQrsMs: 110,
  longQtcMaleMs: 450,
  longQtcFemaleMs: 460,
  shortQtcMs: 350,
  lafbAxisMin: -90, // LAFB axis −45..−90 (benchmark −30..−90): we use −45
  lafbAxisMax: -45,
  lpfbAxisMin: 90,
  lpfbAxisMax: 180,
  rbbbWideSMs: 40, // wide S in I/V6: approximated by S amplitude ≥ R amplitude or S deep
  lbbbRPeakTimeMs: 55,
  mobitzPrGainMs: 40, // PR lengthening over a Wenckebach group (2 x P-P - pause RR) above this: Mobitz I
  lbbbMaxQMv: 0.05, // a lateral (I, V5, V6) Q of this size excludes LBBB
  // Chambers and voltage (mV)
  sokolowMv: 3.5,
  ravlMv: 1.1,
  rIMv: 1.5,
  cornellMaleMv: 2.8,
  cornellFemaleMv: 2.0,
  cornellProductMvS: 0.244,
  rvhAxisDeg: 100,
  rvhRV1Mv: 0.7,
  rvhRV1WithRbbbMv: 1.5,
  laePDurMs: 120,
  laeTerminalMv: 0.1,
  raePMv: 0.25,
  lowVoltLimbMv: 0.5,
  lowVoltPrecordialMv: 1.0,
  prwpRV3Mv: 0.3,
  // Ischemia (mV)
  steMv: 0.1,
  steV2V3MaleOld: 0.2, // men ≥ 40 y
  steV2V3MaleYoung: 0.25, // men < 40 y
  steV2V3Female: 0.15,
  stdMv: 0.05,
  twiMv: -0.1,
  qWideMs: 40,
  qRatio: 0.25,
  // Electrolytes
  peakedTMv: 1.0,
  flatTMv: 0.1,
  /** A prominent U wave (hypokalaemia): at least this tall (mV), or as tall as its lead's T. */
  prominentUMv: 0.1,
  // Signal
  minBeatsForRhythm: 3,
} as const;
