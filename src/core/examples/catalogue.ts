import type { SimInput } from '../simulate/index';

/** One built-in example: what the user sees in the list, and how its ECG is simulated. */
export interface ExampleSpec {
  id: string;
  title: string;
  summary: string;
  params: SimInput;
  seed: number;
}

// Every example has a little realistic noise (instrument noise, respiration wander) so that it
// looks like a recording; the noisy-sinus example adds muscle and mains interference.
const NOISE = { whiteMv: 0.01, baselineMv: 0.06, emgMv: 0, powerlineMv: 0, powerlineHz: 50 } as const;

export const EXAMPLE_SPECS: ExampleSpec[] = [
  {
    id: 'normal-sinus-rhythm',
    title: 'Normal sinus rhythm',
    summary: '45-year-old man, routine check-up. Normal 12-lead ECG: sinus rhythm 72 bpm, normal axis and intervals.',
    params: { hrBpm: 72, prMs: 160, qrsMs: 90, qtcMs: 410, qrsAxisDeg: 50, age: 45, sex: 'M', noise: NOISE },
    seed: 101,
  },
  {
    id: 'sinus-bradycardia',
    title: 'Sinus bradycardia',
    summary: '62-year-old woman on a beta blocker. Sinus rhythm at about 48 bpm, otherwise normal.',
    params: { hrBpm: 48, prMs: 176, qrsMs: 88, qtcMs: 420, qrsAxisDeg: 40, age: 62, sex: 'F', noise: NOISE },
    seed: 102,
  },
  {
    id: 'sinus-tachycardia',
    title: 'Sinus tachycardia',
    summary: '28-year-old woman with fever. Sinus rhythm at about 118 bpm, short PR-to-QRS cycle, normal QRS.',
    params: { hrBpm: 118, prMs: 132, qrsMs: 84, qtcMs: 425, qrsAxisDeg: 70, pAxisDeg: 65, age: 28, sex: 'F', noise: NOISE },
    seed: 103,
  },
  {
    id: 'atrial-fibrillation',
    title: 'Atrial fibrillation',
    summary: '71-year-old man with palpitations. Irregularly irregular narrow-complex rhythm without P waves, fibrillatory baseline.',
    params: { rhythm: 'af', hrBpm: 104, qrsMs: 92, qtcMs: 430, qrsAxisDeg: 30, fWaveMv: 0.08, age: 71, sex: 'M', noise: NOISE },
    seed: 104,
  },
  {
    id: 'first-degree-av-block',
    title: 'First-degree AV block',
    summary: '68-year-old man. Sinus rhythm with a constant PR interval of 260 ms, every P conducted.',
    params: { hrBpm: 64, prMs: 260, qrsMs: 94, qtcMs: 415, qrsAxisDeg: 35, age: 68, sex: 'M', noise: NOISE },
    seed: 105,
  },
  {
    id: 'complete-rbbb',
    title: 'Complete right bundle branch block',
    summary: '59-year-old man. Sinus rhythm, QRS 140 ms with rSR′ in V1 and a wide slurred S in I and V6.',
    params: { morphology: 'rbbb', hrBpm: 76, prMs: 168, qrsMs: 140, qtcMs: 440, qrsAxisDeg: 60, age: 59, sex: 'M', noise: NOISE },
    seed: 106,
  },
  {
    id: 'complete-lbbb',
    title: 'Complete left bundle branch block',
    summary: '74-year-old woman with heart failure. QRS 156 ms, QS in V1, broad notched R in I, aVL and V6, discordant ST-T.',
    params: { morphology: 'lbbb', hrBpm: 80, prMs: 180, qrsMs: 156, qtcMs: 440, qrsAxisDeg: -15, age: 74, sex: 'F', noise: NOISE },
    seed: 107,
  },
  {
    id: 'left-axis-deviation',
    title: 'Left axis deviation (left anterior fascicular block)',
    summary: '66-year-old man. Sinus rhythm, QRS axis about −60° with rS in II, III and aVF and qR in aVL.',
    params: { hrBpm: 70, prMs: 170, qrsMs: 98, qtcMs: 420, qrsAxisDeg: -60, qrsScale: 0.8, age: 66, sex: 'M', noise: NOISE },
    seed: 108,
  },
  {
    id: 'lvh-voltage',
    title: 'Left ventricular hypertrophy (voltage)',
    summary: '58-year-old man with long-standing hypertension. Tall left precordial R waves and deep S in V1 (Sokolow–Lyon > 3.5 mV).',
    params: { lvh: true, hrBpm: 68, prMs: 172, qrsMs: 100, qtcMs: 430, qrsAxisDeg: 20, age: 58, sex: 'M', noise: NOISE },
    seed: 109,
  },
  {
    id: 'inferior-stemi',
    title: 'Inferior ST-elevation myocardial infarction',
    summary: '63-year-old man with chest pain. ST elevation in II, III and aVF with reciprocal ST depression in I and aVL.',
    params: { stShiftMv: { inferior: 0.3 }, hrBpm: 88, prMs: 164, qrsMs: 92, qtcMs: 440, qrsAxisDeg: 60, age: 63, sex: 'M', noise: NOISE },
    seed: 110,
  },
  {
    id: 'pvcs',
    title: 'Sinus rhythm with premature ventricular complexes',
    summary: '55-year-old woman with skipped beats. Two early, wide PVCs without a P wave, each, followed by a full compensatory pause.',
    params: { pvcEvery: 5, pvcCoupling: 0.58, hrBpm: 70, prMs: 158, qrsMs: 88, qtcMs: 420, qrsAxisDeg: 55, age: 55, sex: 'F', noise: NOISE },
    seed: 111,
  },
  {
    id: 'low-voltage',
    title: 'Low QRS voltage',
    summary: '70-year-old woman with a pericardial effusion. Sinus rhythm at about 92 bpm with small complexes in every lead.',
    params: { lowVoltage: true, hrBpm: 92, prMs: 150, qrsMs: 86, qtcMs: 430, qrsAxisDeg: 60, age: 70, sex: 'F', noise: NOISE },
    seed: 112,
  },
  {
    id: 'long-qt',
    title: 'Long QT interval',
    summary: '35-year-old woman on a QT-prolonging drug. Sinus rhythm at 60 bpm with QT ≈ QTc ≈ 520 ms.',
    params: { hrBpm: 60, prMs: 164, qrsMs: 88, qtcMs: 520, tAmpMv: 0.3, qrsAxisDeg: 50, rrVariability: 0.005, age: 35, sex: 'F', noise: NOISE },
    seed: 113,
  },
  {
    id: 'atrial-flutter',
    title: 'Atrial flutter with 2:1 conduction',
    summary: '66-year-old man after cardiac surgery. Regular narrow-complex rhythm at 150 bpm with sawtooth flutter waves at 300/min in II, III and aVF.',
    params: { rhythm: 'flutter', flutterRateBpm: 300, flutterConduction: 2, flutterWaveMv: 0.28, qrsMs: 88, qtcMs: 430, qrsAxisDeg: 60, age: 66, sex: 'M', noise: NOISE },
    seed: 115,
  },
  {
    id: 'complete-heart-block',
    title: 'Complete (third-degree) AV block',
    summary: '81-year-old woman with syncope. Sinus P waves at 85/min march through a regular junctional escape rhythm at 38/min with no fixed PR.',
    params: { avBlock: 'complete', hrBpm: 85, escapeRateBpm: 38, qrsMs: 96, qtcMs: 440, qrsAxisDeg: 40, age: 81, sex: 'F', noise: NOISE },
    seed: 116,
  },
  {
    id: 'noisy-sinus-rhythm',
    title: 'Sinus rhythm with muscle and mains interference',
    summary: '52-year-old man, shivering during the recording. Normal ECG under EMG noise, 50 Hz interference and baseline wander — try the filters.',
    params: { hrBpm: 78, prMs: 156, qrsMs: 90, qtcMs: 415, qrsAxisDeg: 45, age: 52, sex: 'M', noise: { whiteMv: 0.015, emgMv: 0.05, baselineMv: 0.25, powerlineMv: 0.08, powerlineHz: 50 } },
    seed: 114,
  },
];
