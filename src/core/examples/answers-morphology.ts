import type { ExampleAnswer } from './types';
import { CHAT_STYLE, R1_STYLE, r1 } from './models';

// Answers for the conduction, voltage, ischaemia and QT examples. Each note lists the statements
// that the simulated ground truth supports (True) and those it contradicts (Hallucinated).

export const MORPHOLOGY_ANSWERS: Record<string, ExampleAnswer[]> = {
  'complete-rbbb': [
    {
      id: 'complete-rbbb/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Good quality. Regular rhythm; the rate is about 110 bpm. Upright P waves precede every QRS in I and II.',
          'PR 0.17 s. The QRS is wide at 140 ms (3.5 small squares) with an rSR\' pattern in V1 and a wide slurred S wave in I and V6: complete right bundle branch block. The axis is about +60°, normal.',
          'No LVH or RVH by voltage.',
          'There is ST elevation of 2 mm in V1-V3, which is concerning for an anterior STEMI; the T waves in V1 are inverted.',
          'No peaked T waves. QT about 390 ms.',
          'Sinus tachycardia, complete RBBB and anterior ST elevation myocardial infarction.',
        ],
        ['sinus tachycardia', 'complete right bundle branch block', 'anterior STEMI'],
      ),
      note:
        'True: sinus P waves; PR 0.17 s (168 ms); QRS 140 ms (140); rSR\' in V1; wide slurred S in I and V6; complete RBBB; axis +60° normal; no LVH/RVH; T inverted in V1 (secondary); QT ~390 ms (391). ' +
        'Hallucinated: rate ~110 bpm / sinus tachycardia (true 76 bpm); ST elevation of 2 mm in V1–V3 / anterior STEMI (ST is isoelectric, 0.0 mV, in V1–V3).',
    },
  ],

  'complete-lbbb': [
    {
      id: 'complete-lbbb/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Good quality, sinus rhythm at about 80 bpm.',
          'PR 0.18 s. QRS duration is 160 ms. V1 shows a QS complex, and there is a broad notched R wave in I, aVL and V6 without septal q waves: complete left bundle branch block. The QRS axis is +120°, right axis deviation.',
          'Voltage criteria for LVH cannot be applied reliably in LBBB.',
          'ST segments and T waves are discordant to the QRS: ST depression with T inversion in I, aVL, V5 and V6, ST elevation in V1-V2. These are secondary changes of LBBB, not ischemia.',
          'QT about 380 ms, prolonged by the wide QRS.',
          'Sinus rhythm with complete LBBB and right axis deviation.',
        ],
        ['sinus rhythm', 'complete left bundle branch block', 'right axis deviation'],
      ),
      note:
        'True: sinus rhythm ~80 bpm (80); PR 0.18 s (180 ms); QRS 160 ms (156); QS in V1; broad notched R in I, aVL, V6 without q; complete LBBB; discordant ST-T (ST -0.1 mV with T inversion in I, aVL, V5, V6; ST +0.1 mV in V1–V2); QT ~380 ms (381). ' +
        'Hallucinated: axis +120° / right axis deviation (true axis -15°, normal).',
    },
    {
      id: 'complete-lbbb/chat',
      model: CHAT_STYLE,
      text:
        'The rhythm is sinus at about 80 bpm. The QRS is wide, about 150 ms, and there is an RSR\' pattern in V1 with a terminal R wave, which is typical of right bundle branch block. There are T wave inversions in the lateral leads. I would recommend comparing with a previous ECG.',
      note:
        'True: sinus rhythm ~80 bpm; wide QRS ~150 ms (156); T inversion in the lateral leads (I, aVL, V5, V6). ' +
        'Hallucinated: RSR\' with terminal R in V1 / right bundle branch block (V1 is a QS complex: left bundle branch block).',
    },
  ],

  'left-axis-deviation': [
    {
      id: 'left-axis-deviation/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Good quality. Regular sinus rhythm at about 70 bpm.',
          'PR 0.17 s. The QRS duration is 130 ms. Lead I is positive while II, III and aVF are predominantly negative with rS complexes, and aVL shows a qR pattern: the axis is about -60°, left axis deviation due to left anterior fascicular block.',
          'No voltage criteria for LVH.',
          'There are Q waves in III and aVF suggesting an old inferior myocardial infarction. No ST elevation or depression.',
          'T waves normal. QT 390 ms, QTc about 420 ms.',
          'Sinus rhythm, left anterior fascicular block and old inferior infarction.',
        ],
        ['sinus rhythm', 'left anterior fascicular block', 'inferior myocardial infarction'],
      ),
      note:
        'True: sinus rhythm ~70 bpm (70); PR 0.17 s (170 ms); I positive, II/III/aVF negative with rS; qR in aVL; axis about -60° (-60); left axis deviation / LAFB; no LVH; no ST changes; QT 390 ms (389); QTc ~420 ms (420). ' +
        'Hallucinated: QRS 130 ms (true 98 ms); Q waves in III and aVF / old inferior MI (they are rS complexes with an initial r, no Q).',
    },
  ],

  'lvh-voltage': [
    {
      id: 'lvh-voltage/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Good quality, regular sinus rhythm at about 68 bpm.',
          'PR 0.17 s, QRS 0.10 s. Lead I is strongly positive and aVF is negative, so the axis is about +100°: right axis deviation.',
          'The S wave in V1 is about 2.0 mV and the R wave in V5 about 2.6 mV, giving a Sokolow-Lyon index of 4.6 mV (> 3.5 mV). The R wave in aVL is 1.5 mV (> 1.1 mV). Left ventricular hypertrophy by voltage.',
          'There is ST depression with T-wave inversion in V5 and V6, a strain pattern.',
          'QT about 400 ms, QTc 430 ms.',
          'Sinus rhythm, LVH with strain, right axis deviation.',
        ],
        ['sinus rhythm', 'left ventricular hypertrophy', 'right axis deviation'],
      ),
      note:
        'True: sinus rhythm ~68 bpm (68); PR 0.17 s (172 ms); QRS 0.10 s (100 ms); S V1 ~2.0 mV (2.02); R V5 ~2.6 mV (2.60); Sokolow-Lyon > 3.5 mV (4.6); R aVL 1.5 mV (1.46); LVH by voltage; QT ~400 ms (404); QTc 430 ms (430). ' +
        'Hallucinated: aVF negative / axis +100° / right axis deviation (true axis +20°, aVF positive); ST depression and T inversion in V5–V6 / strain (ST 0.0 mV, T +0.3 to +0.4 mV).',
    },
    {
      id: 'lvh-voltage/chat',
      model: CHAT_STYLE,
      text:
        'This is a normal ECG. Sinus rhythm at 68 beats per minute, normal intervals, and normal QRS voltage: the R wave in V5 is about 1.2 mV and the S wave in V1 about 0.8 mV. No ST or T wave abnormalities.',
      note:
        'True: sinus rhythm at 68 bpm; normal intervals (PR 172, QRS 100, QTc 430 ms); no ST or T abnormalities. ' +
        'Hallucinated: normal ECG / normal QRS voltage; R V5 ~1.2 mV (true 2.6 mV); S V1 ~0.8 mV (true 2.0 mV) — LVH missed.',
    },
  ],

  'inferior-stemi': [
    {
      id: 'inferior-stemi/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Adequate quality. Regular sinus rhythm; the rate is about 60 bpm.',
          'PR 0.16 s, QRS 0.09 s, axis about +65°, normal.',
          'No voltage criteria for hypertrophy.',
          'There is ST elevation in II, III and aVF of about 2-3 mm, greatest in lead III, with reciprocal ST depression in I and aVL. There is also ST elevation in V1-V4, suggesting extension into the anterior wall.',
          'The T waves in the inferior leads are tall and broad (hyperacute). QT 360 ms.',
          'Acute inferior ST-elevation myocardial infarction with anterior extension.',
        ],
        ['sinus rhythm', 'inferior STEMI', 'anterior STEMI'],
      ),
      note:
        'True: sinus rhythm; PR 0.16 s (164 ms); QRS 0.09 s (92 ms); axis ~+65° (67) normal; ST elevation 2–3 mm in II, III, aVF (0.24, 0.30, 0.27 mV), greatest in III; reciprocal ST depression in I and aVL (-0.06, -0.18 mV); hyperacute inferior T; QT 360 ms (363); inferior STEMI. ' +
        'Hallucinated: rate ~60 bpm (true 88 bpm); ST elevation in V1–V4 / anterior STEMI (V1–V4 ST is -0.01 to -0.03 mV).',
    },
    {
      id: 'inferior-stemi/chat',
      model: CHAT_STYLE,
      text:
        'The heart rate is 88 bpm in sinus rhythm. I see ST depression in the inferior leads (II, III and aVF), which suggests inferior ischemia, and there is no ST elevation anywhere. The QRS duration is normal. Recommend troponin and serial ECGs.',
      note:
        'True: rate 88 bpm (88); sinus rhythm; QRS duration normal (92 ms). ' +
        'Hallucinated: ST depression in II, III and aVF / inferior ischemia (there is ST elevation of 0.24–0.30 mV there); "no ST elevation" (inferior STEMI missed).',
    },
  ],

  'low-voltage': [
    {
      id: 'low-voltage/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Regular sinus rhythm at about 90 bpm. The complexes are small but clearly visible.',
          'PR 0.15 s, QRS 0.09 s. Axis about +60°.',
          'The QRS amplitude is below 0.5 mV in every limb lead (largest about 0.5 mV in II) and below 1.0 mV in every precordial lead: low QRS voltage. The QRS amplitude alternates from beat to beat, electrical alternans.',
          'There is diffuse concave ST elevation with PR depression, consistent with pericarditis.',
          'QT about 350 ms, QTc about 430 ms.',
          'Sinus rhythm with low QRS voltage, electrical alternans and pericarditis, suggestive of pericardial effusion.',
        ],
        ['sinus rhythm', 'low QRS voltage', 'electrical alternans', 'pericarditis'],
      ),
      note:
        'True: sinus rhythm ~90 bpm (92); PR 0.15 s (150 ms); QRS 0.09 s (86 ms); axis +60°; QRS < 0.5 mV in all limb leads (max 0.48 mV in II) and < 1.0 mV in all precordial leads (max 0.40); low QRS voltage; QT ~350 ms (347); QTc ~430 ms (429). ' +
        'Hallucinated: electrical alternans (amplitudes are constant beat to beat); diffuse ST elevation with PR depression / pericarditis (ST and PR segments are isoelectric).',
    },
  ],

  'long-qt': [
    {
      id: 'long-qt/r1',
      model: R1_STYLE,
      text: r1(
        [
          'Good quality. Sinus rhythm at 60 bpm, RR 1.0 s (5 large squares).',
          'PR 0.16 s. The QRS duration is 0.14 s with an RSR\' in V1, right bundle branch block. Axis +50°.',
          'Normal voltages.',
          'There is T-wave inversion in V1-V4. No ST elevation.',
          'The QT interval is 0.52 s (13 small squares); at a rate of 60 bpm the QTc (Bazett) is also about 520 ms, markedly prolonged, which raises the risk of torsades de pointes.',
          'Sinus rhythm, long QT, right bundle branch block and anterior T-wave inversion.',
        ],
        ['sinus rhythm', 'long QT', 'right bundle branch block'],
      ),
      note:
        'True: sinus rhythm 60 bpm (60), RR 1.0 s; PR 0.16 s (164 ms); axis +50°; normal voltages; no ST elevation; QT 0.52 s (520 ms); QTc ~520 ms (520); long QT. ' +
        'Hallucinated: QRS 0.14 s with RSR\' in V1 / RBBB (true QRS 88 ms, rS in V1); T-wave inversion in V1–V4 (T is upright, +0.15 to +0.3 mV in V2–V4).',
    },
    {
      id: 'long-qt/chat',
      model: CHAT_STYLE,
      text:
        'Sinus rhythm with a heart rate of 60 bpm. The PR interval and QRS duration are normal. The QT interval is normal at about 400 ms (QTc 410 ms). No acute ST changes. Normal ECG.',
      note:
        'True: sinus rhythm at 60 bpm; PR and QRS normal (164, 88 ms); no ST changes. ' +
        'Hallucinated: QT ~400 ms / QTc 410 ms, normal (true QT = QTc = 520 ms: long QT); "normal ECG".',
    },
  ],
};
