import { describe, expect, it } from 'vitest';
import { extractClaims } from './extract';

function one(text: string) {
  const c = extractClaims(text);
  return c.map((x) => ({ text: x.text, q: x.quantity ?? x.code, v: x.value, r: x.range, leads: x.leads, neg: x.negated, why: x.unverifiableReason }));
}

describe('numbers with units', () => {
  it.each([
    ['HR 75 bpm', 'hr_bpm', 75],
    ['rate of 75 beats per minute', 'hr_bpm', 75],
    ['ventricular rate 150/min', 'hr_bpm', 150],
    ['PR interval 0.12 s', 'pr_ms', 120],
    ['QRS 120ms', 'qrs_ms', 120],
    ['QRS duration of 3 small squares', 'qrs_ms', 120],
    ['QT interval of 2 large squares', 'qt_ms', 400],
    ['QTc 480 msec', 'qtc_ms', 480],
    ['R wave in aVL of 1.3 mV', 'r_mv', 1.3],
    ['S wave in V1 is 25 mm', 's_mv', 2.5],
    ['axis of -45°', 'axis_deg.qrs', -45],
    ['QRS axis +60 degrees', 'axis_deg.qrs', 60],
  ])('%s', (text, q, v) => {
    const c = one(text);
    expect(c).toHaveLength(1);
    expect(c[0].q).toBe(q);
    expect(c[0].v).toBe(v);
  });
  it('keeps the sign of ST deviation and all named leads', () => {
    expect(one('ST depression of 1 mm in V4-V6')[0]).toMatchObject({ q: 'st_mv', v: -0.1, leads: ['V4', 'V5', 'V6'] });
    expect(one('2 mm ST elevation in V2 and V3')).toEqual(expect.arrayContaining([expect.objectContaining({ q: 'st_elevation', leads: ['V2', 'V3'] })]));
  });
  it('reads ranges, bounds and slash lists', () => {
    expect(one('rate 60-70 bpm')[0].r).toEqual([60, 70]);
    expect(one('QRS < 120 ms')[0]).toMatchObject({ v: '<120', r: [0, 120] });
    expect(one('PR/QRS/QT/QTc 160/90/380/410 ms').map((c) => [c.q, c.v])).toEqual([['pr_ms', 160], ['qrs_ms', 90], ['qt_ms', 380], ['qtc_ms', 410]]);
  });
  it('reads JSON keys, "Key: value" lines and abbreviations', () => {
    expect(one('"pr_interval": "158 ms",').map((c) => [c.q, c.v])).toEqual([['pr_ms', 158]]);
    expect(one('"qt_qtc": "384 / 418 ms"').map((c) => [c.q, c.v])).toEqual([['qt_ms', 384], ['qtc_ms', 418]]);
    expect(one('Axis: -35').map((c) => [c.q, c.v])).toEqual([['axis_deg.qrs', -35]]);
    expect(one('PR: 160').map((c) => [c.q, c.v])).toEqual([['pr_ms', 160]]);
    expect(one('QRSd=84ms').map((c) => [c.q, c.v])).toEqual([['qrs_ms', 84]]);
    expect(one('Heart rate averages 105.').map((c) => [c.q, c.v])).toEqual([['hr_bpm', 105]]);
    expect(one('NSR @ 72').map((c) => [c.q, c.v])).toEqual([['sinus_rhythm', null], ['hr_bpm', 72]]);
    expect(one('beating about 118 times per minute').map((c) => [c.q, c.v])).toEqual([['hr_bpm', 118]]);
    // a ratio is no measurement
    expect(one('flutter with 2:1 conduction').filter((c) => c.q === 'hr_bpm')).toEqual([]);
  });
  it('reads a quality said of the interval named before it ("which is prolonged")', () => {
    expect(one('QTc ≈ 0.52 s, which is prolonged.').map((c) => [c.text, c.q, c.r])).toEqual([['QTc ≈ 0.52 s', 'qtc_ms', [520, 520]], ['which is prolonged', 'qtc_ms', [451, 1e9]]]);
    expect(one('The QRS is 160 ms, which is not wide.')[1]).toMatchObject({ q: 'qrs_ms', r: [120, 1e9], neg: true });
    // no interval before it: nothing to read
    // no interval for "which is long" (the pause itself is a claim since the eighteenth session)
    expect(one('There is a pause, which is long.').map((c) => c.q)).toEqual(['sinus_pause']);
    expect(one('QTc 480 msec, prolonged.').map((c) => [c.q, c.r])).toEqual([['qtc_ms', [480, 480]], ['qtc_ms', [451, 1e9]]]);
    // a bare word after another value is not said of the interval named earlier
    expect(one('PR 160, HR 72, normal.').map((c) => c.q)).toEqual(['pr_ms', 'hr_bpm']);
  });
  it('leaves out reference ranges, arithmetic operands and the boundaries a span is measured from', () => {
    expect(one('PR 0.26 s — prolonged (normal 0.12–0.20 s)').map((c) => [c.q, c.v])).toEqual([['pr_ms', 260]]);
    expect(one('QTc 480 ms (upper limit 460 ms)').map((c) => [c.q, c.v])).toEqual([['qtc_ms', 480]]);
    expect(one('Rate: 300 / number of large squares = 300/5 = 60 bpm').map((c) => [c.q, c.v])).toEqual([['hr_bpm', 60]]);
    expect(one('PR interval: from the start of the P wave to the onset of the QRS I count 4 small squares').map((c) => [c.q, c.v])).toEqual([['pr_ms', 160]]);
    // a quantity written after its number only right after it ("a 120 ms QRS"), not across a clause
    expect(one('is a little long at 440 ms, and after correcting for the heart rate it is 480 ms').map((c) => [c.q, c.v])).toEqual([['qtc_ms', 480]]);
  });
  it('leaves out changes, definitions and boundaries named after the keyword; reads rate rules and abbreviations', () => {
    expect(one('From P onset to QRS onset it is 6.5 small squares, so the PR is 260 ms.').map((c) => [c.q, c.v])).toEqual([['pr_ms', 260]]);
    expect(one('Vent. rate has increased BY 30 BPM').map((c) => c.q)).toEqual([]);
    expect(one('"normal" needs a rate of 60 to 100.').map((c) => c.q)).toEqual([]);
    expect(one('12 complexes × 6 = 72. 1500/21 ≈ 71.').map((c) => [c.q, c.v])).toEqual([['hr_bpm', 72], ['hr_bpm', 71]]);
    expect(one('rate approx 100–105').map((c) => [c.q, c.r])).toEqual([['hr_bpm', [100, 105]]]);
    expect(one('60 beats for minute').map((c) => [c.q, c.v])).toEqual([['hr_bpm', 60]]);
    expect(one('PRi 160').map((c) => [c.q, c.v])).toEqual([['pr_ms', 160]]);
    expect(one('sinus tach at 110').map((c) => [c.q, c.v])).toEqual([['sinus_tachycardia', null], ['hr_bpm', 110]]);
    expect(one('T waves inverted by about 2 mm in V5 and V6').find((c) => c.q === 't_mv')?.r).toEqual([-0.2, -0.2]);
  });
  it('reads tables with units in the header, YAML keys and a CSV header over its values', () => {
    expect(one('| HR (bpm) | 80 |\n| Axis (°) | -30 |').map((c) => [c.q, c.v])).toEqual([['hr_bpm', 80], ['axis_deg.qrs', -30]]);
    expect(one('pr_ms: 168\naxis_deg: 60').map((c) => [c.q, c.v])).toEqual([['pr_ms', 168], ['axis_deg.qrs', 60]]);
    expect(one('HR,PR,QRS,QT\n72,160,90,380').map((c) => [c.q, c.v])).toEqual([['hr_bpm', 72], ['pr_ms', 160], ['qrs_ms', 90], ['qt_ms', 380]]);
    expect(one('QT 0.52 / QTc 0.52 s').map((c) => [c.q, c.v])).toEqual([['qt_ms', 520], ['qtc_ms', 520]]);
  });
  it('reads bounds written with a negation, "between … and …", paper millimetres of time, and restatements beyond the tolerance', () => {
    expect(one('PR no longer than 200 ms').map((c) => [c.q, c.r])).toEqual([['pr_ms', [0, 200]]]);
    expect(one('PR interval is between 0.12 and 0.20 s').map((c) => [c.q, c.r])).toEqual([['pr_ms', [120, 200]]]);
    expect(one('the PR is 4 mm long').map((c) => [c.q, c.v])).toEqual([['pr_ms', 160]]);
    expect(one('QT is 12 small squares (520 ms)').map((c) => [c.text, c.v])).toEqual([['QT is 12 small squares', 480], ['520 ms', 520]]);
    expect(one('with Fridericia it is around 404 ms').map((c) => [c.q, c.v])).toEqual([['qtc_ms', 404]]);
  });
  it('reads an angle in degrees as the QRS axis, and r, s and R′ with their voltage', () => {
    expect(one("I'd put it at roughly +45 degrees.").map((c) => [c.q, c.v])).toEqual([['axis_deg.qrs', 45]]);
    expect(one('T wave axis 60 degrees').map((c) => c.q)).toEqual(['axis_deg.t']);
    expect(one("V1 shows an rSR' pattern (r 0.3 mV, R' 0.6 mV).").filter((c) => c.v !== null).map((c) => [c.q, c.v, c.leads])).toEqual([['r_mv', 0.3, ['V1']], ['r_prime_mv', 0.6, ['V1']]]);
  });
  it('merges a restatement in parentheses, keeps one that disagrees', () => {
    expect(one('PR interval is 0.16 s (4 small squares).').map((c) => [c.text, c.v])).toEqual([['PR interval is 0.16 s (4 small squares)', 160]]);
    expect(one('PR interval is 0.16 s (6 small squares).').map((c) => c.v)).toEqual([160, 240]);
  });
  it('reads wave polarity in named leads', () => {
    expect(one('Upright P waves in I, II and aVF, negative in aVR.').map((c) => [c.q, c.v, c.leads])).toEqual([
      ['p_polarity', 'positive', ['I', 'II', 'aVF']],
      ['p_polarity', 'negative', ['aVR']],
    ]);
    expect(one('Every QRS has a P wave before it, upright in lead II.').find((c) => c.q === 'p_polarity')).toMatchObject({ v: 'positive', leads: ['II'], text: 'upright in lead II' });
    expect(one('Lead I is positive while II, III and aVF are predominantly negative.').map((c) => [c.q, c.v, c.leads])).toEqual([
      ['qrs_polarity', 'positive', ['I']],
      ['qrs_polarity', 'negative', ['II', 'III', 'aVF']],
    ]);
  });
  it('does not take paper speed, ratios or lead numbers for measurements', () => {
    expect(one('Recorded at 25 mm/s and 10 mm/mV.')).toEqual([]);
    expect(one('Leads V1 and V2 were reviewed.')).toEqual([]);
  });
});

describe('leads and territories', () => {
  it.each([
    ['ST elevation in II, III and aVF', ['II', 'III', 'aVF']],
    ['ST elevation in the inferior leads', ['II', 'III', 'aVF']],
    ['ST elevation in V1–V4', ['V1', 'V2', 'V3', 'V4']],
    ['ST elevation in V1-V4', ['V1', 'V2', 'V3', 'V4']],
    ['ST elevation in V1 through V4', ['V1', 'V2', 'V3', 'V4']],
    ['ST elevation in leads I, aVL, V5 and V6', ['I', 'aVL', 'V5', 'V6']],
    ['anteroseptal ST elevation', ['V1', 'V2', 'V3', 'V4']],
    ["In V1 through V4 there's clear ST elevation", ['V1', 'V2', 'V3', 'V4']],
    ['V1–V3: ST elevation', ['V1', 'V2', 'V3']],
    ['Walking through the leads: Lead III has ST elevation', ['III']],
    ['J-point elevation in V2–V4', ['V2', 'V3', 'V4']],
  ])('%s', (text, leads) => {
    const c = one(text).find((x) => x.q === 'st_elevation');
    expect(c?.leads).toEqual(leads);
  });
});

describe('named findings and synonyms', () => {
  it.each([
    ['RBBB', 'complete_right_bundle_branch_block'],
    ['right bundle branch block', 'complete_right_bundle_branch_block'],
    ['incomplete RBBB', 'incomplete_right_bundle_branch_block'],
    ['LVH', 'left_ventricular_hypertrophy'],
    ['STEMI', 'any_stemi'],
    ['inferior STEMI', 'inferior_stemi'],
    ['old inferior MI', 'inferior_mi'],
    ['AFib', 'atrial_fibrillation'],
    ['atrial fibrillation', 'atrial_fibrillation'],
    ['Wenckebach', 'second_degree_av_block'],
    ['complete heart block', 'third_degree_av_block'],
    ['left anterior hemiblock', 'left_anterior_fascicular_block'],
    ['PVCs', 'premature_ventricular_complex'],
    ['prolonged QTc', 'long_qt'],
    ['peaked T waves', 'hyperkalemia_pattern'],
    ['a repolarisation abnormality', 'any_repolarization_change'],
    ['normal intervals', 'normal_intervals'],
    ['possible posterior ischemia', 'posterior_ischemia'],
    ['a heart attack', 'any_stemi'],
    ['in V1 a small r and then a deep S wave', 'deep_s_v1'],
  ])('%s -> %s', (text, code) => {
    expect(one(`There is ${text}.`).map((c) => c.q)).toContain(code);
  });
});

describe('negations, hedges and non-claims', () => {
  it('denies what a "Negatives:" or "Absent:" heading lists, and a question answered "No"', () => {
    expect(one('Negatives:\n- ST elevation\n- Q waves\nImpression: normal ECG').map((c) => [c.q, c.neg])).toEqual([['st_elevation', true], ['pathological_q_waves', true], ['normal_ecg', false]]);
    expect(one('Absent: LBBB, ST elevation.').map((c) => c.neg)).toEqual([true, true]);
    expect(one('Flutter? No.').map((c) => [c.q, c.neg, c.why])).toEqual([['atrial_flutter', true, undefined]]);
    // the exception of "no X except in …" is asserted in its leads
    expect(one('No Q waves except in V1–V3.').map((c) => [c.q, c.neg, c.leads])).toEqual([['pathological_q_waves', false, ['V1', 'V2', 'V3']]]);
  });
  it('leaves the options of a multiple-choice question unasserted, and reads "rather than", "X cannot be excluded" and "sum"', () => {
    const c = one('Q: What is it?\n(A) atrial flutter (B) left bundle branch block (C) normal ECG\nFinal answer: (C) normal ECG');
    expect(c.filter((x) => x.why === undefined).map((x) => x.q)).toEqual(['normal_ecg']);
    expect(one('This is SVT rather than sinus tachycardia.').map((x) => [x.q, x.neg])).toEqual([['supraventricular_tachycardia', false], ['sinus_tachycardia', true]]);
    expect(one('Anterolateral ischaemia cannot be excluded.').every((x) => x.why !== undefined)).toBe(true);
    // the sum is the Sokolow–Lyon index, not an amplitude of the R wave named last
    expect(one('S V1 22 mm, R V5 24 mm; sum 46 mm.').map((x) => `${x.q}=${x.v}`)).toEqual(['s_mv=2.2', 'r_mv=2.4', 'sokolow_mv=4.6']);
    // "and" opening a clause of its own ends a negation
    expect(one('There are no pathological Q waves and the axis is normal.').map((x) => [x.q, x.neg])).toEqual([['pathological_q_waves', true], ['normal_axis', false]]);
  });
  it('takes "if this were …" for no claim, numbers included', () => {
    expect(one('If this were LAFB, the axis would be left.').every((x) => x.why !== undefined)).toBe(true);
    expect(one('If the axis were really +30°, aVF would be positive.').every((x) => x.why !== undefined)).toBe(true);
  });
  it('takes a hypothesis weighed ("… would fit an anterior MI") for no claim', () => {
    const c = one('Reciprocal ST depression in the inferior leads would fit an anterior MI.');
    expect(c.length).toBeGreaterThan(0);
    expect(c.every((x) => x.why !== undefined)).toBe(true);
  });
  it.each([
    ['No ST elevation.', 'st_elevation'],
    ['PR is not prolonged.', 'first_degree_av_block'],
    ['Sinus rhythm without AV block.', 'any_av_block'],
    ['There is an absence of Q waves.', 'pathological_q_waves'],
    ['This rules out atrial fibrillation.', 'atrial_fibrillation'],
    ['ST elevation is absent.', 'st_elevation'],
    ['No ST elevation, depression or T wave inversion.', 't_wave_inversion'],
  ])('%s', (text, code) => {
    const c = one(text).find((x) => x.q === code);
    expect(c?.neg).toBe(true);
  });
  it('ends a negation at "but" and at a cause', () => {
    const c = one('No ST elevation, but T wave inversion in V1-V3.');
    expect(c.find((x) => x.q === 't_wave_inversion')?.neg).toBe(false);
    expect(one('No further analysis due to LBBB.')[0].neg).toBe(false);
  });
  it.each([
    'Irregularly irregular, no discernible P waves -> atrial fibrillation.',
    'No discernible P waves → atrial fibrillation.',
    'No P waves => atrial fibrillation.',
    'No P waves and an irregular rhythm, therefore atrial fibrillation.',
    'No visible P waves, so atrial fibrillation.',
    'Absent P waves, thus atrial fibrillation.',
  ])('ends a negation at a conclusion: %s', (text) => {
    expect(one(text).find((x) => x.q === 'atrial_fibrillation')?.neg).toBe(false);
  });
  it('keeps a negation over a list without a conclusion', () => {
    expect(one('No atrial fibrillation, flutter or AV block.').find((x) => x.q === 'atrial_fibrillation')?.neg).toBe(true);
    expect(one('No ST elevation, ST depression, or T wave inversion.').find((x) => x.q === 't_wave_inversion')?.neg).toBe(true);
  });
  it('ends a negation at a comma before a statement of its own', () => {
    expect(one('Without visible P waves, the rhythm is AF.').find((x) => x.q === 'atrial_fibrillation')?.neg).toBe(false);
    expect(one('No P waves, irregular rhythm.').find((x) => x.q === 'regularity')).toMatchObject({ v: 'irregular', neg: false });
    expect(one('No acute ST changes, T waves upright.').find((x) => x.q === 'any_st_change')?.neg).toBe(true);
  });
  it('reads "cannot see" as a negation, "cannot exclude" as a hedge', () => {
    expect(one('I cannot see any P waves.')[0]).toMatchObject({ q: 'p_waves', neg: true });
    expect(one('Cannot exclude atrial fibrillation.')[0].why).toMatch(/hedged/);
  });
  it('leaves a resemblance unasserted', () => {
    expect(one('Borderline wide QRS with a left bundle branch block-like morphology.').find((x) => x.q === 'complete_left_bundle_branch_block')?.why).toMatch(/resemblance/);
    expect(one('Left bundle branch block.')[0].why).toBeUndefined();
  });
  it('leaves a question unasserted', () => {
    const c = one('Low QRS voltage in the limb leads? The R waves there look small. Could this be atrial flutter? No.');
    expect(c.find((x) => x.q === 'low_qrs_voltage')?.why).toMatch(/question/);
    // answered by the next word (seventeenth session): "Could this be atrial flutter? No." denies flutter
    expect(c.find((x) => x.q === 'atrial_flutter')).toMatchObject({ neg: true, why: undefined });
    expect(one('Is the QT 480 ms?')[0].why).toMatch(/question/);
    expect(one('Sinus rhythm at 72 bpm.').every((x) => x.why === undefined)).toBe(true);
  });
  it('reads RR intervals that vary irregularly as irregular', () => {
    expect(one('RR intervals vary irregularly.').find((x) => x.q === 'regularity')).toMatchObject({ v: 'irregular', neg: false });
    expect(one('RR intervals vary slightly with respiration.').find((x) => x.q === 'regularity')).toBeUndefined();
  });
  it('marks hedged statements and history as unverifiable, and advice as no claim', () => {
    expect(one('Cannot rule out inferior MI.')[0].why).toMatch(/hedged/);
    expect(one('History of hypertension.')[0].why).toMatch(/history/);
    expect(one('Clinical correlation is advised. Please compare with a prior tracing.')).toEqual([]);
  });
  it('gives every claim the character span of its text', () => {
    const text = 'Sinus rhythm at 72 bpm. QRS duration of 180 ms.';
    for (const c of extractClaims(text)) expect(text.slice(c.span[0], c.span[1])).toBe(c.text);
  });
});

describe('bare regularity after a rhythm or rate statement', () => {
  it.each([
    ['Sinus rhythm at 75 bpm, regular.', 'regular', false],
    ['The rhythm is sinus and regular.', 'regular', false],
    ['Heart rate 80 bpm, irregular.', 'irregular', false],
    ['The rate is not regular.', 'regular', true],
  ])('%s', (text, value, neg) => {
    const r = one(text).filter((c) => c.q === 'regularity');
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ v: value, neg });
  });

  it('leaves other uses of the word alone', () => {
    expect(one('Rate 70. Regular follow-up advised.').map((c) => c.q)).toEqual(['hr_bpm']);
  });
});

describe('eighteenth-session blind sets: markup, self-correction, voltages, conduction', () => {
  const got = (text: string) => one(text).map((c) => [c.q, c.v, ...(c.why ? [c.why.split(':')[0]] : [])]);
  it('reads LaTeX arithmetic and Markdown bold as the plain text they stand for', () => {
    expect(got('$\\text{HR} = \\frac{60}{0.833} \\approx 72\\ \\text{bpm}$')).toEqual([['hr_bpm', 72]]);
    expect(got('\\(QT_c = \\frac{380}{\\sqrt{0.833}} \\approx 416\\,\\text{ms}\\)')).toEqual([['qtc_ms', 416]]);
    expect(got('Axis approximately $-40^\\circ$.')).toEqual([['axis_deg.qrs', -40]]);
    expect(got('- ✅ **Regular** rhythm')).toEqual([['regularity', 'regular']]);
    // the bold of a step header still marks a topic, not a finding
    expect(got('**Step 4: Ischemia**')).toEqual([]);
  });
  it('withdraws what the answer corrects, and only that', () => {
    const qrs = got('QRS: looks about 3 small squares… that\'s 120 ms, which is borderline. Hmm, no — I was including the ST segment. QRS 90 ms.');
    expect(qrs).toEqual([['qrs_ms', 120, 'withdrawn'], ['qrs_ms', 120, 'withdrawn'], ['qrs_ms', '100-120', 'withdrawn'], ['qrs_ms', 90]]);
    expect(got('PR about 260 ms. Wait, let me re-measure: the PR is 200 ms.')).toEqual([['pr_ms', 260, 'withdrawn'], ['pr_ms', 200]]);
    // a restatement that agrees withdraws nothing; a reading given up is not asserted
    expect(got('The axis is +30°. Wait. I\'ll keep it at +30°.')).toEqual([['axis_deg.qrs', 30], ['axis_deg.qrs', 30]]);
    expect(got('I initially read this as LBBB, but V1 shows rSR′.').map((c) => c[2])).toEqual(['hedged', undefined]);
    // an <answer> that disagrees with the thinking corrects nothing
    expect(got('<think>Wait, the rate is 70 bpm.</think><answer>Rate 100 bpm</answer>')).toEqual([['hr_bpm', 70], ['hr_bpm', 100]]);
  });
  it('reads no claim from a criterion, an operand, a count, a degree of block or the PR segment', () => {
    expect(got('Sokolow–Lyon = 22 + 24 = 46 mm, well above the 35 mm threshold.')).toEqual([['sokolow_mv', 4.6]]);
    expect(got('R in aVL is 12 mm (> 11 mm).')).toEqual([['r_mv', 1.2]]);
    expect(got('QRS right at the 120 ms cut-off.')).toEqual([['qrs_ms', 120]]);
    expect(got('RR = 20.8 × 40 ms ≈ 833 ms')).toEqual([['rr_ms', 833]]);
    // the count is no rate; it is the strip's beat count (checked ±1 against the beats)
    expect(got('Ventricular rate: 17 QRS complexes in the strip → ~102 bpm.')).toEqual([['beat_count', 17], ['hr_bpm', 102]]);
    expect(got('1° AVB.').map((c) => c[0])).toEqual(['first_degree_av_block']);
    expect(got('Measured against the PR segment it is closer to 3 mm.')).toEqual([]);
    // the sum of the waves an index adds is that index, named or not
    expect(got('R aVL 12 mm + S V3 8 mm = 20 mm')).toEqual([['r_mv', 1.2], ['s_mv', 0.8], ['cornell_mv', 2]]);
    expect(got('The S in V1 is about 22 mm and the R in V5 about 24 mm, giving 46 mm, well above the 35 mm cutoff.')).toEqual([['s_mv', 2.2], ['r_mv', 2.4], ['sokolow_mv', 4.6]]);
    expect(got('R aVL 12 mm and S V3 10 mm for a total of 22 mm.')).toEqual([['r_mv', 1.2], ['s_mv', 1], ['cornell_mv', 2.2]]);
    // two other voltages summed are no index, and the sum is not the last wave's value
    expect(got('S in V2 is 25 mm and R in V6 18 mm, giving 43 mm.')).toEqual([['s_mv', 2.5], ['r_mv', 1.8]]);
    // "R in V5 = 24 mm" is a key and its value; "Cornell 1 + 4 = 5 mm" is not the Sokolow sum before it
    expect(got('S in V1 = 22 mm, R in V5 = 24 mm.')).toEqual([['s_mv', 2.2], ['r_mv', 2.4]]);
    expect(got('S V1 + R V5 = 5 + 6 = 11 mm, Cornell 1 + 4 = 5 mm.')).toEqual([['sokolow_mv', 1.1], ['cornell_mv', 0.5]]);
    expect(got('Cornell: R aVL 12 mm + S V3 8 mm = 20 mm')).toEqual([['r_mv', 1.2], ['s_mv', 0.8], ['cornell_mv', 2]]);
  });
  it('gives each value its own lead, a glued lead included', () => {
    expect(one('R-wave progression (V1 2 mm, V2 4 mm, V3 7 mm)').map((c) => [c.v, c.leads])).toEqual([[0.2, ['V1']], [0.4, ['V2']], [0.7, ['V3']]]);
    expect(one('RaVL 1.2 mV').map((c) => [c.q, c.v, c.leads])).toEqual([['r_mv', 1.2, ['aVL']]]);
    expect(one('P wave in II is 0.12 mV').map((c) => [c.q, c.leads])).toEqual([['p_mv', ['II']]]);
  });
  it('reads per-lead tables, bounds, chains and Bazett arithmetic', () => {
    const table = '| Lead | ST deviation |\n|---|---|\n| V1 | +2 mm |\n| II | −1 mm (reciprocal) |';
    expect(one(table).map((c) => [c.q, c.v, c.leads])).toEqual([['st_mv', 0.2, ['V1']], ['st_mv', -0.1, ['II']]]);
    expect(one('the QRS vector sits beyond −30°')[0]).toMatchObject({ q: 'axis_deg.qrs', r: [-1e9, -30] });
    expect(got('RR = 1 s and QTc = QT = 440 ms')).toEqual([['rr_ms', 1000], ['qtc_ms', 440], ['qt_ms', 440]]);
    expect(got('RR = 60/72 ≈ 0.83 s, √0.83 ≈ 0.91, 380/0.91 ≈ 417 ms')).toEqual([['rr_ms', 830], ['qtc_ms', 417]]);
  });
  it('does not assert general knowledge, risks, definitions or quoted criteria', () => {
    expect(got('Inferior MI commonly produces first-degree block or complete heart block.').every((c) => c[2] === 'hedged')).toBe(true);
    expect(got('High risk of progression to CHB.').map((c) => c[2])).toEqual(['hedged']);
    expect(got('Keep the patient on a monitor for evolving AV block.').map((c) => c[2])).toEqual(['hedged']);
    expect(got('With CHB you\'d expect a regular escape rhythm.').map((c) => c[2])).toEqual(['hedged']);
    expect(got('The slow rate is likely normal if the patient is an athlete.').map((c) => c[2])).toEqual([undefined]);
    expect(got('No left axis deviation, so no bifascicular block (RBBB + LAFB).').map((c) => c[2] ?? 'asserted')).toEqual(['asserted', 'asserted', 'hedged', 'hedged']);
    expect(one('Fascicular block isn\'t reliably diagnosed on top of LBBB.').find((c) => c.q === 'complete_left_bundle_branch_block')?.neg).toBe(false);
    expect(one('Not atrial flutter with 2:1 block.').map((c) => [c.q, c.neg])).toEqual([['atrial_flutter', true], ['multiple_p_per_qrs', true]]);
    expect(got('Is the LBBB new? No prior ECG available.').map((c) => c[2])).toEqual(['a question']);
    expect(got('RVH with strain; right ventricular strain.').map((c) => c[0])).not.toContain('lv_strain');
  });
});

describe('eighteenth-session second round: structured answers, differentials, tutors, ectopy', () => {
  const got = (text: string) => one(text).map((c) => [c.q, c.v ?? (c.neg ? 'denied' : 'asserted'), ...(c.why ? [c.why.split(':')[0]] : [])]);
  it('reads JSON, YAML and XML as key: value text, booleans and empty lists included', () => {
    expect(got('{"hr":92,"pr_ms":150,"qrs_deg": 45}')).toEqual([['hr_bpm', 92], ['pr_ms', 150], ['axis_deg.qrs', 45]]);
    expect(got('{"st_elevation": false, "long_qt": true}')).toEqual([['st_elevation', 'denied'], ['long_qt', 'asserted']]);
    expect(got('"st_elevation_leads": []')).toEqual([['st_elevation', 'denied']]);
    expect(got('{ "finding": "LBBB", "present": false, "confidence": 0.9 }')).toEqual([['complete_left_bundle_branch_block', 'denied']]);
    expect(got('<rate>80</rate><pr>150</pr>')).toEqual([['hr_bpm', 80], ['pr_ms', 150]]);
    expect(got('PVCs: ~\npauses: none')).toEqual([['premature_ventricular_complex', 'asserted', 'hedged'], ['sinus_pause', 'denied']]);
    // a category of ectopy as a key is a label; its value says what there is
    expect(got('ectopy: ~\npauses: none')).toEqual([['sinus_pause', 'denied']]);
    expect(got('"culprit": "LAD (proximal?)"')).toEqual([]);
  });
  it('reads ranked alternatives: "less likely", a low probability, "vs"', () => {
    expect(got('Atrial flutter with 2:1 conduction — less likely.')).toEqual([['atrial_flutter', 'denied'], ['multiple_p_per_qrs', 'denied']]);
    expect(got('Mobitz II is much less likely.')).toEqual([['second_degree_av_block', 'denied']]);
    expect(got('AF 80 %, flutter with variable block 5 %.')).toEqual([['atrial_fibrillation', 'asserted'], ['atrial_flutter', 'denied']]);
    expect(got('The question is incomplete vs complete RBBB: the QRS is 110 ms.').map((c) => c[2] ?? '-')).toEqual(['hedged', '-']);
    expect(got('AF is excluded by the regular RR intervals.')).toEqual([['atrial_fibrillation', 'denied'], ['regularity', 'regular']]);
    expect(got('Sinus tachycardia is unlikely.')).toEqual([['sinus_tachycardia', 'denied']]);
  });
  it('keeps textbook statements, examples and comparisons apart from the reading of this ECG', () => {
    expect(got('In LBBB the septum depolarises right to left.').map((c) => c[2])).toEqual(['hedged']);
    // (since the thirty-ninth session "on the slow side" is read as a slow rate)
    expect(got('48 bpm, on the slow side — anything under 60 is called bradycardia.')).toEqual([['hr_bpm', 48], ['hr_bpm', '<=59'], ['hr_bpm', '<=59', 'hedged']]);
    expect(got('For comparison, a left axis deviation would show lead I positive but lead II negative.').map((c) => c[2])).toEqual(['hedged', 'hedged', 'hedged']);
    expect(got('If the PR progressively lengthens until a P fails to conduct, that\'s Mobitz type I.').every((c) => c[2] === 'hedged')).toBe(true);
    expect(got('The QRS is narrow at 94 ms, which fits: Wenckebach is usually nodal.')).toEqual([['qrs_ms', 94], ['second_degree_av_block', 'asserted', 'hedged']]);
    expect(got('Pericarditis gives diffuse elevation and no reciprocal change except in aVR.').every((c) => c[2] === 'hedged')).toBe(true);
    expect(got('The main differential is sinus tachycardia or atrial flutter.').every((c) => c[2] === 'hedged')).toBe(true);
  });
  it('reads runs, pauses, ectopy and "every other beat"', () => {
    expect(got('A 3-beat run of NSVT; a sinus pause; no ectopy. Every other beat is a wide PVC.').map((c) => [c[0], c[1]]))
      .toEqual([['ventricular_run', 'asserted'], ['sinus_pause', 'asserted'], ['any_ectopy', 'denied'], ['ventricular_bigeminy', 'asserted']]);
    expect(got('With no discernible P waves and a fibrillatory baseline, this is AF.').map((c) => [c[0], c[1]]))
      .toEqual([['p_waves', 'denied'], ['atrial_fibrillation', 'asserted'], ['atrial_fibrillation', 'asserted']]);
  });
});

describe('eighteenth-session third round: serial comparison, quality, numbers in words', () => {
  const got = (text: string) => one(text).map((c) => [c.q, c.v ?? (c.neg ? 'denied' : 'asserted'), ...(c.why ? [c.why.split(':')[0]] : [])]);
  it('leaves another ECG to itself and reads what is said of this one', () => {
    expect(got('Previously AF, now sinus rhythm.')).toEqual([['atrial_fibrillation', 'asserted', 'hedged'], ['sinus_rhythm', 'asserted']]);
    expect(got('The 2021 ECG had a PR of 200 ms.')).toEqual([['pr_ms', 200, 'hedged']]);
    expect(got('The PR has lengthened by ~60 ms.')).toEqual([]);
    expect(got('QRS previously reported as 88 ms.')).toEqual([]);
    // "has resolved" denies it now; a remark in parentheses about the other tracing is that tracing's
    expect(got('The anterior ST elevation has resolved.')).toEqual([['st_elevation', 'denied']]);
    expect(got('The first (the user described it as showing no definite ST elevation) and this one.')).toEqual([['st_elevation', 'asserted', 'hedged']]);
    expect(got('Compared with the earlier tracing, which showed atrial fibrillation, this is sinus rhythm.')).toEqual([['atrial_fibrillation', 'asserted', 'hedged'], ['sinus_rhythm', 'asserted']]);
  });
  it('reads quality said to be good as a denial of poor quality, and artefact as a claim', () => {
    expect(got('Good quality tracing, all 12 leads interpretable.')).toEqual([['poor_signal_quality', 'denied'], ['poor_signal_quality', 'denied']]);
    expect(got('The remaining ten leads are clean.')).toEqual([]);
    expect(got('I read these as motion artefact.')).toEqual([['poor_signal_quality', 'asserted']]);
  });
  it('reads "minus", "plus … equal to", "corrects to", a lead after its value, and an ectopic beat\'s bundle-branch shape', () => {
    expect(got('Axis about minus 40 degrees.')).toEqual([['axis_deg.qrs', -40]]);
    // the sum is the Sokolow–Lyon index, no R of V5
    expect(got('S in V1 plus R in V5 equal to 46 mm.')).toEqual([['sokolow_mv', 4.6]]);
    expect(got('QT 380 ms, which corrects to roughly 445 ms.')).toEqual([['qt_ms', 380], ['qtc_ms', 445]]);
    expect(one('ST elevation in V1–V4: 2 mm in V1, 3.5 mm in V2 and V3.').filter((c) => c.q === 'st_mv').map((c) => [c.v, c.leads])).toEqual([[0.2, ['V1']], [0.35, ['V2', 'V3']]]);
    expect(got('The PVCs have a left bundle branch block morphology.').map((c) => c[2] ?? '-')).toEqual(['-', 'the shape of the ectopic beats is not measured']);
  });
});

describe('eighteenth-session fourth round: labels, scores, beat counts, per-lead tables', () => {
  const got = (text: string) => one(text).map((c) => [c.q, c.v ?? (c.neg ? 'denied' : 'asserted'), ...(c.why ? [c.why.split(':')[0]] : [])]);
  it('reads PTB-XL statement codes, low scores as denials and ECG-QA answers', () => {
    expect(got('Diagnosis: NORM')).toEqual([['normal_ecg', 'asserted']]);
    expect(got('STACH, IRBBB, NST_')).toEqual([['sinus_tachycardia', 'asserted'], ['incomplete_right_bundle_branch_block', 'asserted'], ['any_st_change', 'asserted']]);
    expect(got('AFIB (0.91), AFLT (0.05)')).toEqual([['atrial_fibrillation', 'asserted'], ['atrial_flutter', 'denied']]);
    expect(got('ST elevation? Answer: lead II, lead III, lead aVF').map((c) => c[0])).toEqual(['st_elevation']);
    expect(one('ST elevation? Answer: lead II, lead III, lead aVF')[0].leads).toEqual(['II', 'III', 'aVF']);
    expect(got('Complete left bundle branch block? Answer: no')).toEqual([['complete_left_bundle_branch_block', 'denied']]);
  });
  it('counts the strip, and leaves a beat\'s own P wave to that beat (a ventricular ectopic\'s to the V beats)', () => {
    expect(got('12 beats on the strip; the strip has 7 beats; two premature beats.').map((c) => [c[0], c[1]])).toEqual([['beat_count', 12], ['beat_count', 7], ['any_ectopy', 'asserted']]);
    // (a PVC's: checked on the ventricular ectopic beats)
    expect(extractClaims('Beat 4 is a PVC — early, wide, no P wave in front of it.')[1]).toMatchObject({ code: 'p_waves', negated: true, ectopic: true });
    expect(got('Beat 5 is a PAC: no P wave in front of it.').map((c) => c[2] ?? '-')).toEqual(['-', 'said of single beats, not of the rhythm']);
    expect(got('There aren\'t any P waves without a QRS.')).toEqual([['second_degree_av_block', 'denied']]);
  });
  it('reads aligned and CSV per-lead tables with the unit of the column or the caption', () => {
    const aligned = 'Per lead (mV; ST in mm):\n```\nLead     R       S     ST (mm)\nII    1.02   -0.15     +2.5\n```';
    expect(one(aligned).map((c) => [c.q, c.v, c.leads])).toEqual([['r_mv', 1.02, ['II']], ['s_mv', -0.15, ['II']], ['st_mv', 0.25, ['II']]]);
    const csv = 'Per-lead (mV):\nlead,R,T\nV5,1.30,0.35';
    expect(one(csv).map((c) => [c.q, c.v, c.leads])).toEqual([['r_mv', 1.3, ['V5']], ['t_mv', 0.35, ['V5']]]);
    expect(got('Sokolow 4.67 mV (S V1 2.25 + R V5 2.42), well above 3.5 mV.')).toEqual([['sokolow_mv', 4.67], ['s_mv', 2.25], ['r_mv', 2.42], ['sokolow_mv', '>3.5']]);
  });
});
