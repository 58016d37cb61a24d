import type { ExampleAnswer } from './types';
import { CHAT_STYLE, R1_STYLE, r1 } from './models';

// Answers for the rhythm and rate examples. Each note lists the statements that the simulated
// ground truth supports (True) and those it contradicts (Hallucinated), with the true values.

export const RHYTHM_ANSWERS: Record<string, ExampleAnswer[]> = {
  'normal-sinus-rhythm': [
    {
      id: 'normal-sinus-rhythm/r1',
      model: R1_STYLE,
      text: r1(
        [
          'The tracing is of good quality with a stable baseline in all 12 leads. The rhythm is regular; the RR interval is about 4 large squares, so the rate is ~75 bpm. Every QRS is preceded by an upright P wave in I, II and aVF, negative in aVR: sinus rhythm.',
          'The PR interval is 0.16 s (4 small squares), normal. The QRS duration is 180 ms, which is markedly prolonged and suggests an intraventricular conduction delay. Lead I and aVF are both positive; the axis is about +50°, normal. QT is about 370 ms.',
          'The R wave in V5 is about 1.0 mV and the S wave in V1 about 0.7 mV, so there is no voltage criterion for LVH. P waves are 0.1 mV tall, no atrial enlargement.',
          'There is ST elevation of 2 mm in V2 and V3, concerning for anterior injury. No pathological Q waves are seen.',
          'T waves are upright and of normal size, no peaked T waves. QTc (Bazett) is about 410 ms, normal.',
          'Sinus rhythm with a wide QRS and anterior ST elevation. Clinical correlation is advised.',
        ],
        ['sinus rhythm', 'nonspecific intraventricular conduction delay', 'anterior ST elevation'],
      ),
      note:
        'True: good quality; regular rhythm, rate ~75 bpm (measured 72); sinus P waves; PR 0.16 s (160 ms); axis about +50° normal; QT ~370 ms (374); no LVH voltage; no pathological Q waves; QTc ~410 ms (409). ' +
        'Hallucinated: QRS 180 ms / wide QRS / intraventricular conduction delay (true QRS 90 ms); ST elevation of 2 mm in V2 and V3 / anterior ST elevation (ST is isoelectric, 0.0 mV).',
    },
    {
      id: 'normal-sinus-rhythm/chat',
      model: CHAT_STYLE,
      text:
        'This ECG shows normal sinus rhythm at a rate of about 72 beats per minute. The PR interval is normal at around 160 ms and the QRS complexes are narrow (about 90 ms). The QRS axis is normal. I do not see any ST elevation or ST depression. However, there are inverted T waves in leads V4-V6, which could suggest lateral ischemia. Overall this is a largely normal ECG with nonspecific T wave changes; clinical correlation is advised.',
      note:
        'True: sinus rhythm ~72 bpm (72); PR ~160 ms (160); QRS ~90 ms (90); normal axis (+50°); no ST elevation or depression. ' +
        'Hallucinated: inverted T waves in V4–V6 / lateral ischemia (T is upright, +0.3 to +0.4 mV, in V4–V6).',
    },
  ],

  'sinus-bradycardia': [
    {
      id: 'sinus-bradycardia/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Good-quality recording. The rhythm is regular with an RR interval of about 1.25 s (just over 6 large squares), giving a rate of approximately 48 bpm. P waves are upright in I, II and aVF and precede every QRS: sinus bradycardia.',
          'The PR interval measures 0.28 s (7 small squares), consistent with first-degree AV block. QRS duration is 0.09 s, narrow. Lead I is positive but lead II and aVF are predominantly negative, so the axis is about -45°: left axis deviation.',
          'No voltage criteria for LVH; no right ventricular hypertrophy.',
          'No ST elevation and no ST depression. No pathological Q waves.',
          'T waves are normal. QT is about 470 ms; corrected for the slow rate the QTc is about 420 ms, within normal limits.',
          'Sinus bradycardia with first-degree AV block and left axis deviation.',
        ],
        ['sinus bradycardia', 'first-degree AV block', 'left axis deviation'],
      ),
      note:
        'True: regular rhythm, RR ~1.25 s, rate ~48 bpm (48); sinus P waves; sinus bradycardia; QRS 0.09 s (88 ms); no LVH; no ST elevation or depression; no Q waves; QT ~470 ms (470); QTc ~420 ms (420). ' +
        'Hallucinated: PR 0.28 s / first-degree AV block (true PR 176 ms); II and aVF negative, axis -45° / left axis deviation (true axis +40°, II and aVF positive).',
    },
  ],

  'sinus-tachycardia': [
    {
      id: 'sinus-tachycardia/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Clean tracing. Regular narrow-complex rhythm at about 115 bpm (RR ~0.5 s, 2.5 large squares). A P wave precedes each QRS and is upright in II and aVF: sinus tachycardia.',
          'PR 0.13 s, QRS 0.08 s. The axis is about +70°, normal. QT is about 300 ms.',
          'P waves in lead II are peaked and 0.3 mV tall, meeting the criterion for right atrial enlargement. No LVH.',
          'There is 1 mm horizontal ST depression in V4-V6, which may reflect rate-related ischemia. No ST elevation.',
          'T waves are upright. QTc (Bazett) about 425 ms, normal.',
          'Sinus tachycardia with right atrial enlargement and lateral ST depression.',
        ],
        ['sinus tachycardia', 'right atrial enlargement', 'lateral ST depression'],
      ),
      note:
        'True: rate ~115 bpm (118); sinus P waves; sinus tachycardia; PR 0.13 s (132 ms); QRS 0.08 s (84 ms); axis +70° normal; QT ~300 ms (303); no ST elevation; QTc ~425 ms (425). ' +
        'Hallucinated: P 0.3 mV in II / right atrial enlargement (true P 0.13 mV); 1 mm ST depression in V4–V6 (ST is isoelectric, 0.0 mV).',
    },
    {
      id: 'sinus-tachycardia/chat',
      model: CHAT_STYLE,
      text:
        'The ECG shows a regular narrow-complex tachycardia. Looking at the baseline, I think this is atrial flutter with 2:1 block, with a ventricular rate of about 150 bpm and sawtooth flutter waves in the inferior leads. The QRS duration is normal at about 80 ms and there are no ST segment changes. Consider vagal manoeuvres or adenosine to unmask the flutter waves.',
      note:
        'True: regular narrow-complex tachycardia; QRS ~80 ms (84); no ST changes. ' +
        'Hallucinated: atrial flutter with 2:1 block and sawtooth waves in the inferior leads (it is sinus tachycardia with normal P waves); rate ~150 bpm (true 118 bpm).',
    },
  ],

  'atrial-fibrillation': [
    {
      id: 'atrial-fibrillation/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Adequate quality. The RR intervals are irregularly irregular and there are no distinct P waves; the baseline shows fine fibrillatory waves, best seen in V1. The ventricular rate is about 150 bpm. Atrial fibrillation with rapid ventricular response.',
          'No PR interval can be measured. QRS duration is about 90 ms. The axis is about +30°, normal.',
          'No voltage criteria for LVH.',
          'There are Q waves in II, III and aVF, consistent with an old inferior myocardial infarction. No ST elevation.',
          'No peaked T waves. QT about 330 ms.',
          'Atrial fibrillation with rapid ventricular response and an old inferior infarction.',
        ],
        ['atrial fibrillation', 'inferior myocardial infarction'],
      ),
      note:
        'True: irregularly irregular RR; no P waves; fibrillatory baseline; atrial fibrillation; no PR; QRS ~90 ms (92); axis +30° normal; no LVH; no ST elevation; QT ~330 ms (327). ' +
        'Hallucinated: rate ~150 bpm / rapid ventricular response at 150 (true median rate ~105 bpm); Q waves in II, III and aVF / old inferior MI (no Q waves in II, III or aVF: their QRS starts with a positive deflection).',
    },
    {
      id: 'atrial-fibrillation/chat',
      model: CHAT_STYLE,
      text:
        'Normal sinus rhythm with a PR interval of 0.18 s. The heart rate is about 105 beats per minute, so technically this is sinus tachycardia. The QRS complexes are narrow and the ST segments look normal. No acute changes.',
      note:
        'True: rate ~105 bpm (105); narrow QRS (92 ms); ST segments normal. ' +
        'Hallucinated: sinus rhythm / sinus tachycardia (it is atrial fibrillation: irregular RR, no P waves); PR 0.18 s (no P waves, no PR interval).',
    },
  ],

  'first-degree-av-block': [
    {
      id: 'first-degree-av-block/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Good quality. Regular rhythm at about 64 bpm. Each QRS is preceded by an upright P wave in I and II.',
          'The PR interval is prolonged at 0.26 s (6.5 small squares) and constant. However, every third P wave is not followed by a QRS complex, so there is second-degree AV block, Mobitz I. QRS 0.09 s. Axis about +35°, normal.',
          'No chamber enlargement; voltages are normal.',
          'No ST elevation or depression; no pathological Q waves.',
          'T waves normal. The QTc is 480 ms, prolonged.',
          'Sinus rhythm with second-degree AV block (Mobitz I) and a long QT.',
        ],
        ['sinus rhythm', 'second-degree AV block, Mobitz I', 'long QT'],
      ),
      note:
        'True: rate ~64 bpm (64); sinus P waves; PR 0.26 s (260 ms), prolonged; QRS 0.09 s (94 ms); axis +35° normal; normal voltages; no ST changes or Q waves. ' +
        'Hallucinated: dropped beats / second-degree AV block Mobitz I (every P is conducted: first-degree AV block); QTc 480 ms / long QT (true QTc 414 ms).',
    },
    {
      id: 'first-degree-av-block/chat',
      model: CHAT_STYLE,
      text:
        'The ECG shows sinus rhythm at 64 bpm with a normal PR interval of about 160 ms. QRS duration and axis are normal and there are no ST-T changes. This is a normal ECG.',
      note:
        'True: sinus rhythm at 64 bpm; QRS duration and axis normal; no ST-T changes. ' +
        'Hallucinated: PR ~160 ms normal (true PR 260 ms); "normal ECG" (first-degree AV block missed).',
    },
  ],

  pvcs: [
    {
      id: 'pvcs/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Good quality. The underlying rhythm is sinus at about 70 bpm. There are premature, wide and bizarre QRS complexes of about 150 ms without a preceding P wave, each followed by a full compensatory pause: premature ventricular complexes. They occur every other beat, ventricular bigeminy.',
          'PR interval of the sinus beats is 0.24 s, first-degree AV block. Conducted QRS 0.09 s; axis about +55°.',
          'Normal voltages.',
          'No ST elevation in the sinus beats; the PVCs have discordant ST-T as expected.',
          'QT of the sinus beats about 390 ms, QTc about 420 ms.',
          'Sinus rhythm with ventricular bigeminy and first-degree AV block.',
        ],
        ['sinus rhythm', 'premature ventricular complexes', 'ventricular bigeminy', 'first-degree AV block'],
      ),
      note:
        'True: sinus rhythm ~70 bpm (70); premature wide QRS ~150 ms (150) without P wave, full compensatory pause: PVCs; conducted QRS 0.09 s (88 ms); axis +55°; no ST elevation; QT ~390 ms (389); QTc ~420 ms (420). ' +
        'Hallucinated: ventricular bigeminy, every other beat (only 2 isolated PVCs among 12 beats); PR 0.24 s / first-degree AV block (true PR 158 ms).',
    },
    {
      id: 'pvcs/chat',
      model: CHAT_STYLE,
      text:
        'Sinus rhythm, rate about 70 bpm, with occasional premature atrial contractions: the early beats have a narrow QRS (around 80 ms) and are preceded by an abnormal P wave, with a non-compensatory pause. Otherwise no ST elevation or depression.',
      note:
        'True: sinus rhythm ~70 bpm; occasional early beats; no ST elevation or depression. ' +
        'Hallucinated: premature atrial contractions with narrow QRS ~80 ms and a P wave (they are PVCs: QRS 150 ms, no P wave); non-compensatory pause (the pause is fully compensatory).',
    },
  ],

  'atrial-flutter': [
    {
      id: 'atrial-flutter/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Good quality. Regular narrow-complex tachycardia at 150 bpm (RR 0.40 s, 2 large squares). No normal P waves; instead there is a sawtooth baseline in II, III and aVF with flutter waves at about 300/min, two for every QRS: atrial flutter with 2:1 conduction.',
          'No PR interval. QRS 0.09 s, axis about +60°, normal.',
          'Normal voltages.',
          'There is 2 mm horizontal ST depression in V4-V6, likely rate-related.',
          'QT about 270 ms; the QTc is 520 ms, prolonged.',
          'Atrial flutter with 2:1 AV conduction, lateral ST depression and long QT.',
        ],
        ['atrial flutter', 'lateral ST depression', 'long QT'],
      ),
      note:
        'True: regular narrow-complex tachycardia 150 bpm (150), RR 0.40 s; no P waves; sawtooth flutter waves in II, III, aVF at ~300/min (300); 2:1 conduction; atrial flutter; QRS 0.09 s (88 ms); axis +60°; QT ~270 ms (272). ' +
        'Hallucinated: 2 mm ST depression in V4–V6 (ST is isoelectric); QTc 520 ms / long QT (true QTc 430 ms).',
    },
  ],

  'complete-heart-block': [
    {
      id: 'complete-heart-block/chat',
      model: CHAT_STYLE,
      text:
        'The ventricular rate is slow, about 38 bpm, with narrow QRS complexes (around 100 ms). Each QRS is preceded by a P wave with a long but constant PR interval of 0.32 s, so this is sinus bradycardia with first-degree AV block. No ST elevation. Consider reviewing medications that slow AV conduction.',
      note:
        'True: ventricular rate ~38 bpm (38); narrow QRS ~100 ms (96); no ST elevation. ' +
        'Hallucinated: P before each QRS with a constant PR of 0.32 s (P waves at 85/min are dissociated from the QRS: no fixed PR); sinus bradycardia with first-degree AV block (it is complete, third-degree AV block with a junctional escape rhythm).',
    },
  ],

  'noisy-sinus-rhythm': [
    {
      id: 'noisy-sinus-rhythm/chat',
      model: CHAT_STYLE,
      text:
        'The tracing is quite noisy, with muscle tremor artifact, 50 Hz mains interference and a wandering baseline. Despite this, QRS complexes are regular at a rate of about 78 bpm. Because the baseline is so irregular I cannot see P waves, so this is probably atrial fibrillation. The QRS is narrow (about 90 ms) and the axis is normal.',
      note:
        'True: noisy tracing (EMG, 50 Hz, baseline wander); regular QRS at ~78 bpm (78); QRS ~90 ms (90); normal axis (+45°). ' +
        'Hallucinated: no P waves / atrial fibrillation (sinus rhythm: P waves are present under the noise and the RR is regular).',
    },
  ],
};
