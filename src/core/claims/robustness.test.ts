import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { verifyResponse } from './verify';
import { buildAnalysis } from '../../../tests/fixtures/answers/analysis-builder';

const WORDS = ['Sinus', 'rhythm', 'no', 'not', 'ST', 'elevation', 'in', 'II', 'III', 'aVF', 'V1-V4', 'QRS', '120', 'ms', '0.12', 's', 'bpm', '75',
  'rate', ',', '.', ';', ':', '**Step 1:**', '<think>', '</think>', '<answer>', '</answer>', 'LBBB', 'axis', '-45°', 'mm', 'without', 'but', '\n', '  ', 'T', 'wave', 'inversion', '(', ')', '/', '2:1',
  // LaTeX, Markdown and self-correction, read through their own offset maps (eighteenth session)
  '$', '$$', '\\frac{', '}{', '}', '{', '\\sqrt{', '\\(', '\\)', '\\approx', '\\text{ms}', '^\\circ', 'QT_c', '_{aVL}', '**', '|', '|---|', 'Lead', 'wait,', 'Hmm, no —', '…', 'SV1', 'RaVL', '+',
  '"st_elevation":', 'false', 'true', '[]', '~', '<rate>', '</rate>', 'vs', 'less likely', '%', 'usually', 'For comparison,', 'NORM', 'AFLT (0.05)', 'Answer:', 'Lead', 'R (mV)', 'beats on the strip',
  // premature-beat counts, borderline intervals, unconducted P waves (nineteenth session)
  'PVCs', 'two', 'a single', 'PAC', 'couplet', 'borderline', 'upper limit of normal', 'P wave', 'is not conducted', 'dropped', 'SVT', 'cannot exclude', '—', '?',
  'Sgarbossa', 'criteria', 'met', 'OMI', 'inferior', 'flat', 'voltage', 'normal', 'nothing to suggest', 'clearly'];

describe('verifyResponse on arbitrary text', () => {
  const analysis = buildAnalysis();
  it('never throws, and every claim span is the claim text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 6 })), { maxLength: 80 }), (parts) => {
        const text = parts.join(' ');
        const v = verifyResponse(analysis, text);
        for (const c of v.claims) {
          expect(c.span[0]).toBeGreaterThanOrEqual(0);
          expect(c.span[1]).toBeLessThanOrEqual(text.length);
          expect(text.slice(c.span[0], c.span[1])).toBe(c.text);
        }
      }),
      { numRuns: 300, seed: 42 },
    );
  });
  it('finishes on pathological inputs (long whitespace runs, repeated cues, no punctuation)', () => {
    const inputs = [' '.repeat(100_000), 'no, '.repeat(20_000) + 'ST elevation', 'V1 '.repeat(20_000), '**Step 1'.repeat(10_000), 'QRS 90 ms '.repeat(5_000),
      '\\frac{'.repeat(12_000), '$' + '{'.repeat(50_000), '}'.repeat(50_000), '| Lead | ST deviation |\n|---|---|\n' + '| V1 | +2 mm |\n'.repeat(4000),
      'QRS 90 ms. Wait, QRS 120 ms. '.repeat(1800), '(RBBB + LAFB + '.repeat(3000), '**'.repeat(25_000),
      '"a":'.repeat(12_000), '<rate>'.repeat(8000), 'LBBB vs RBBB '.repeat(3800), '(usually '.repeat(6000), 'x: ~\n'.repeat(10_000),
      'Lead R S T ST\n'.repeat(6000), 'Lead   R (mV)   S (mV)\n' + 'V1     0.20     -0.90\n'.repeat(2500), 'ST elevation? Answer: lead II '.repeat(1500),
      '?'.repeat(50_000), 'Rate? 80\n'.repeat(5000), 'Which leads show ST elevation? V1\n'.repeat(1500), 'AF, flutter, LBBB, '.repeat(2500) + 'are unlikely.',
      'LBBB or RBBB or '.repeat(3000), 'no (a) and '.repeat(4500), 'two and a half '.repeat(3000) + 'mm',
      // outlines and shorthand (a lead list under a wave heading that never reaches its colon)
      'ST segments:\n- ' + 'II, '.repeat(5000) + 'x', 'T waves\n' + '- V1 and V2 and '.repeat(3000), 'Q - U - P + Δ wave - +ve -ve @ 7 '.repeat(2000),
      'ST segments:\n' + '- V1–V3: elevated 2 mm\n'.repeat(3000), 'T > R > S > T '.repeat(3000), 'ST ↑ → T → '.repeat(3000) + '?',
      'T waves: ' + '☐ Peaked '.repeat(6000), 'RHYTHM: ' + '[x] Sinus  [ ] AF  '.repeat(3000), 'T waves: ☐ ' + 'a'.repeat(50_000),
      'Atrial fibrillation ☐ | '.repeat(2500), '**Rate.** 72 bpm [Normal ▾]\n'.repeat(2500), '| PR | QRS |\n|---|---|\n' + '| 170 ms | 92 ms |\n'.repeat(3000),
      // quiz keys and comparisons with an earlier tracing
      '1. The PR interval is prolonged. — F\n'.repeat(2500), '1. ' + 'word '.repeat(20_000) + '— F\n2. The rate is 70. — T', 'The rate — '.repeat(9000) + 'F',
      '(1 mark) [1 mark rhythm] '.repeat(4000), 'What is it?\n' + '(a) Normal\n(b) AF\n(c) Flutter\n'.repeat(2500), '(a) x\n'.repeat(16_000),
      '**2018 ECG (from notes):** sinus 80 bpm\n'.repeat(2500), '| | 2020 | Today |\n|---|---|---|\n' + '| Rate | 64 bpm | 76 bpm |\n'.repeat(4000),
      '| 2020 |\n|---|\n' + '|'.repeat(50_000), 'Rate 80 (was 66 bpm) '.repeat(4500), "Examiner's mark sheet\n" + '☐ Sinus rhythm\n'.repeat(4500),
      // Holter summaries, zero counts, relayed opinions, pacing words
      'VEs 0, '.repeat(7000), '0 '.repeat(25_000) + 'PVCs', 'Pauses >2 s: 0\n'.repeat(4000), '104 bpm; min 86 / max 131 bpm; '.repeat(2500),
      'Flutter burden: 100% '.repeat(3500), "The registrar reckons it's ".repeat(2500) + 'LBBB', "doesn't this is ".repeat(5000) + 'AF',
      'paced paced beats spike before each '.repeat(2500), 'P waves: not clearly '.repeat(3500), 'run of torsades run of '.repeat(2500),
      // reviews, CSV rows, rate ranges
      'parameter,value\n' + 'a,'.repeat(30_000), 'parameter,value\n' + 'hr,"72,\n'.repeat(8000), "| Model's claim | Verdict |\n" + '| x | ✘ |\n'.repeat(6000),
      '"LBBB" is also '.repeat(5000) + 'wrong', 'The answer says '.repeat(5000), 'rate ranged from 70 '.repeat(4000) + 'to 80', 'without a '.repeat(8000) + 'P wave interrupts',
      'misclassified '.repeat(6000) + 'as PVCs', 'no changes that '.repeat(5000) + 'suggest STEMI',
      // tables, differentials and emergency shorthand
      'PVCs ' + 'couplet, '.repeat(8000), 'couplets '.repeat(8000), '| I | '.repeat(10_000), '+---+\n| Lead | Normal range |\n+---+\n' + '| PR | 1 | 120-200 ms |\n'.repeat(3000),
      '| Candidate | Verdict |\n|---|---|\n' + '| AF | Excluded |\n'.repeat(4000), '2. Atrial flutter with '.repeat(4000) + '— unlikely', 'considered but '.repeat(6000) + 'less likely',
      '— cannot exclude given '.repeat(4000), 'STE − / '.repeat(8000), 'HR ↑ '.repeat(10_000) + '112', 'reg, '.repeat(10_000), 'gap between the bump and the '.repeat(2000) + 'main spike',
      'chest leads V1 '.repeat(5000), 'It ranged from 70 '.repeat(4000) + 'to 80 bpm',
      // graders' rubrics, quotes and probabilities
      '**' + ' *'.repeat(40_000) + 'Axis', 'a' + ' '.repeat(80_000) + '1/1', 'Rubric: ' + 'axis 1, '.repeat(8000), '| Axis | 1/1 |\n'.repeat(6000),
      'It reports "QRS 160 ms" and '.repeat(3000), 'candidate says +40°. ✔ '.repeat(4000), 'AF probability '.repeat(6000) + '0.1',
      'QRS 100 ms, not 130 ms, '.repeat(4000), 'I positive, aVF '.repeat(5000) + 'positive → axis', 'QRS complexes in '.repeat(5000) + '30 large boxes',
      // spoken run-on answers, hallucination lists and self-corrections
      'so um the QRS is wide there are '.repeat(4000), 'a hundred and '.repeat(6000) + 'sixty milliseconds', 'a tenth of a second '.repeat(5000),
      'hallucinations ('.repeat(6000) + 'QRS 160 ms', 'Hallucinations: QRS 160 ms, '.repeat(4000), 'Sokolow Lyon sum comes to '.repeat(4000) + '36',
      'QRS 86 ms — no, 120, '.repeat(4000), 'ST elevation in V2 — correction, V5 '.repeat(3000) + 'is at baseline', 'shortest RR '.repeat(6000) + '150 bpm',
      'D (first-degree block) is out, '.repeat(4000), 'Sinus tachycardia with PACs '.repeat(5000) + 'would look irregular',
      // criteria and thresholds, age norms, photos read by box counts
      'criteria for sinus '.repeat(5000) + '(P waves)', 'No type 1 Brugada '.repeat(5000) + 'pattern (coved)', 'criteria for ('.repeat(6000) + 'x)', 'normal (−30° to '.repeat(5000) + '+90°)',
      'Ischaemia — Sgarbossa '.repeat(4000) + 'criteria:', 'upper-normal for a '.repeat(5000) + 'toddler', 'Lowest and highest rates '.repeat(4000) + 'are 85 and 150 bpm',
      'some beats are 2 large boxes '.repeat(4000) + 'apart', '6-second stretch ('.repeat(5000) + '30 large boxes)', 'QRS 2.3 sq '.repeat(6000), 'Burden: 3 of 13 '.repeat(5000) + 'beats',
      // notes with vital signs and laboratory values, later tracings, clinicians' questions
      'Obs: HR 78 | '.repeat(5000), 'Obs: ' + 'BP 132/84, K+ '.repeat(5000) + '3.1', 'Repeat ECG on day 4: '.repeat(3000), '(STE from V1 + '.repeat(5000), 'tachycardia with no P waves is '.repeat(3000) + 'AF',
      'if it is '.repeat(6000) + 'flutter', 'QRS 104 ms — not yet '.repeat(4000), 'PVCs present — '.repeat(5000) + '6', 'wider than the sinus QRS, '.repeat(4000) + '140 ms',
      // forum replies, vivas and physiology
      'QRS is like '.repeat(6000) + '150', '170ish '.repeat(8000), '**Examiner:** rate?\n**Candidate:** '.repeat(2000) + '75', 'OP: '.repeat(10_000), ', and there\'s none here'.repeat(3000),
      'wavelets firing at '.repeat(4000) + '400/min', 'anything that reduces '.repeat(4000), 'MAT needs '.repeat(6000), '1.0 mV R '.repeat(6000), 'and flutter would be '.repeat(3000),
      // model outputs and counterfactual comparisons
      'Top-3: ' + 'AF 0.48 · '.repeat(5000), 'STEMI score '.repeat(6000), 'an RBBB with '.repeat(5000) + 'would raise Brugada', 'In LBBB '.repeat(8000), 'fastest rate on the strip is '.repeat(3000) + '140',
      'block (>'.repeat(8000) + '200 ms)', 'Long-QT '.repeat(8000) + '0.94', 'in a healthy heart '.repeat(4000),
      // lead sections, refusals, numbered finals
      '### V1\n' + '- R ~8 mm\n'.repeat(4000), 'Lead I: yes\n'.repeat(6000), 'may or may not '.repeat(6000), '(a b c): less likely '.repeat(4000), '(' + 'x '.repeat(30_000), 'Thought for 2m 40s '.repeat(4000),
      'S around '.repeat(6000) + '18 mm', 'V2–V4 are '.repeat(5000) + '1.2 mV',
      // serial tracings and units
      'ECG 1: QTc 430 ms. ECG 2 (today): '.repeat(3000), 'ECG 1 ('.repeat(8000), '1,300 µV '.repeat(6000),
      // stated paper, relayed and earlier tracings
      'Header: 50 mm/s, 20 mm/mV. '.repeat(3000) + 'PR 13 small boxes', 'at 5 mm/mV '.repeat(6000), 'ECG 2 came as a file, ECG '.repeat(3000) + '1 (x)',
      'Older tracings (from the reports)\n'.repeat(3000), 'the user typed out ("'.repeat(4000), 'up from 430 ms at baseline and '.repeat(3000) + '455 ms in March',
      '22 small sq = 0.88 s '.repeat(4000), 'III measures 6 mm; '.repeat(4000) + 'ST elevation also in V5',
      // beats by number, ST points, isoelectric leads
      'PVCs (beats 3, 8 and 11) '.repeat(3000), 'Complex 5 is broad and '.repeat(4000), 'II: J −1 mm, J+80 '.repeat(2000) + '−0.5 mm', 'I and aVL isoelectric, '.repeat(4000),
      'no new action if the '.repeat(4000) + 'LBBB', '(posterior extension?) '.repeat(5000), 'ST-T changes in LBBB are '.repeat(3000) + 'secondary',
      // P waves, brackets and a cart's printout
      'in II, III and aVF the P waves are '.repeat(3000) + 'inverted', 'Sinus bradycardia [54 bpm] '.repeat(4000), 'Header as printed:\n' + '** Sinus tachycardia\n'.repeat(5000),
      'Cart: "'.repeat(6000), '"Borderline ECG" — I\'d upgrade '.repeat(3000),
      // lead reversal, JT arithmetic, differentials after a dash
      'LA and RA electrodes '.repeat(4000) + 'are reversed', 'JT = QT − QRS = '.repeat(3000) + '428 ms', 'Differential — '.repeat(5000) + 'STEMI:', 'User: tiny?\n'.repeat(5000)];
    for (const t of inputs) expect(() => verifyResponse(analysis, t)).not.toThrow();
  });
});
