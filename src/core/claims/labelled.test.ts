import { describe, expect, it } from 'vitest';
import { scoreLabelled, summary } from '../../../tests/fixtures/answers/score-labelled';
import { LABELLED } from '../../../tests/fixtures/answers/labelled';
import { LABELLED_HELDOUT } from '../../../tests/fixtures/answers/labelled-heldout';
import { LABELLED_THIRD } from '../../../tests/fixtures/answers/labelled-third';
import { LABELLED_FOURTH } from '../../../tests/fixtures/answers/labelled-fourth';
import { LABELLED_FIFTH } from '../../../tests/fixtures/answers/labelled-fifth';
import { LABELLED_SIXTH } from '../../../tests/fixtures/answers/labelled-sixth';
import { LABELLED_SEVENTH } from '../../../tests/fixtures/answers/labelled-seventh';
import { LABELLED_EIGHTH } from '../../../tests/fixtures/answers/labelled-eighth';
import { LABELLED_NINTH } from '../../../tests/fixtures/answers/labelled-ninth';
import { LABELLED_TENTH } from '../../../tests/fixtures/answers/labelled-tenth';
import { LABELLED_ELEVENTH } from '../../../tests/fixtures/answers/labelled-eleventh';
import { LABELLED_TWELFTH } from '../../../tests/fixtures/answers/labelled-twelfth';
import { LABELLED_THIRTEENTH } from '../../../tests/fixtures/answers/labelled-thirteenth';
import { LABELLED_FOURTEENTH } from '../../../tests/fixtures/answers/labelled-fourteenth';
import { LABELLED_FIFTEENTH } from '../../../tests/fixtures/answers/labelled-fifteenth';
import { LABELLED_SIXTEENTH } from '../../../tests/fixtures/answers/labelled-sixteenth';
import { LABELLED_SEVENTEENTH } from '../../../tests/fixtures/answers/labelled-seventeenth';
import { LABELLED_EIGHTEENTH } from '../../../tests/fixtures/answers/labelled-eighteenth';
import { LABELLED_NINETEENTH } from '../../../tests/fixtures/answers/labelled-nineteenth';
import { LABELLED_TWENTIETH } from '../../../tests/fixtures/answers/labelled-twentieth';
import { LABELLED_TWENTYFIRST } from '../../../tests/fixtures/answers/labelled-twentyfirst';
import { LABELLED_TWENTYSECOND } from '../../../tests/fixtures/answers/labelled-twentysecond';
import { LABELLED_TWENTYTHIRD } from '../../../tests/fixtures/answers/labelled-twentythird';
import { LABELLED_TWENTYFOURTH } from '../../../tests/fixtures/answers/labelled-twentyfourth';
import { LABELLED_TWENTYFIFTH } from '../../../tests/fixtures/answers/labelled-twentyfifth';
import { LABELLED_TWENTYSIXTH } from '../../../tests/fixtures/answers/labelled-twentysixth';
import { LABELLED_TWENTYSEVENTH } from '../../../tests/fixtures/answers/labelled-twentyseventh';
import { LABELLED_TWENTYEIGHTH } from '../../../tests/fixtures/answers/labelled-twentyeighth';
import { LABELLED_TWENTYNINTH } from '../../../tests/fixtures/answers/labelled-twentyninth';
import { LABELLED_THIRTIETH } from '../../../tests/fixtures/answers/labelled-thirtieth';
import { LABELLED_THIRTYFIRST } from '../../../tests/fixtures/answers/labelled-thirtyfirst';
import { LABELLED_THIRTYSECOND } from '../../../tests/fixtures/answers/labelled-thirtysecond';
import { LABELLED_THIRTYTHIRD } from '../../../tests/fixtures/answers/labelled-thirtythird';
import { LABELLED_THIRTYFOURTH } from '../../../tests/fixtures/answers/labelled-thirtyfourth';
import { LABELLED_THIRTYFIFTH } from '../../../tests/fixtures/answers/labelled-thirtyfifth';
import { LABELLED_THIRTYSIXTH } from '../../../tests/fixtures/answers/labelled-thirtysixth';
import { LABELLED_THIRTYSEVENTH } from '../../../tests/fixtures/answers/labelled-thirtyseventh';
import { LABELLED_THIRTYEIGHTH } from '../../../tests/fixtures/answers/labelled-thirtyeighth';
import { LABELLED_THIRTYNINTH } from '../../../tests/fixtures/answers/labelled-thirtyninth';
import { LABELLED_FORTIETH } from '../../../tests/fixtures/answers/labelled-fortieth';
import { LABELLED_FORTYFIRST } from '../../../tests/fixtures/answers/labelled-fortyfirst';
import { LABELLED_FORTYSECOND } from '../../../tests/fixtures/answers/labelled-fortysecond';
import { LABELLED_FORTYTHIRD } from '../../../tests/fixtures/answers/labelled-fortythird';
import { LABELLED_FORTYFOURTH } from '../../../tests/fixtures/answers/labelled-fortyfourth';
import { LABELLED_FORTYFIFTH } from '../../../tests/fixtures/answers/labelled-fortyfifth';
import { LABELLED_FORTYSIXTH } from '../../../tests/fixtures/answers/labelled-fortysixth';
import { LABELLED_FORTYSEVENTH } from '../../../tests/fixtures/answers/labelled-fortyseventh';
import { LABELLED_FORTYEIGHTH } from '../../../tests/fixtures/answers/labelled-fortyeighth';
import { LABELLED_FORTYNINTH } from '../../../tests/fixtures/answers/labelled-fortyninth';
import { LABELLED_FIFTIETH } from '../../../tests/fixtures/answers/labelled-fiftieth';
import { LABELLED_FIFTYFIRST } from '../../../tests/fixtures/answers/labelled-fiftyfirst';
import { LABELLED_FIFTYSECOND } from '../../../tests/fixtures/answers/labelled-fiftysecond';
import { LABELLED_FIFTYTHIRD } from '../../../tests/fixtures/answers/labelled-fiftythird';
import { LABELLED_FIFTYFOURTH } from '../../../tests/fixtures/answers/labelled-fiftyfourth';
import { LABELLED_FIFTYFIFTH } from '../../../tests/fixtures/answers/labelled-fiftyfifth';
import { LABELLED_FIFTYSIXTH } from '../../../tests/fixtures/answers/labelled-fiftysixth';
import { LABELLED_FIFTYSEVENTH } from '../../../tests/fixtures/answers/labelled-fiftyseventh';
import { LABELLED_FIFTYEIGHTH } from '../../../tests/fixtures/answers/labelled-fiftyeighth';
import { LABELLED_FIFTYNINTH } from '../../../tests/fixtures/answers/labelled-fiftyninth';
import { LABELLED_SIXTIETH } from '../../../tests/fixtures/answers/labelled-sixtieth';
import { LABELLED_SIXTYFIRST } from '../../../tests/fixtures/answers/labelled-sixtyfirst';
import { LABELLED_SIXTYSECOND } from '../../../tests/fixtures/answers/labelled-sixtysecond';
import { LABELLED_SIXTYTHIRD } from '../../../tests/fixtures/answers/labelled-sixtythird';
import { LABELLED_SIXTYFOURTH } from '../../../tests/fixtures/answers/labelled-sixtyfourth';
import { LABELLED_SIXTYFIFTH } from '../../../tests/fixtures/answers/labelled-sixtyfifth';
import { LABELLED_SIXTYSIXTH } from '../../../tests/fixtures/answers/labelled-sixtysixth';
import { LABELLED_SIXTYSEVENTH } from '../../../tests/fixtures/answers/labelled-sixtyseventh';
import { LABELLED_SIXTYEIGHTH } from '../../../tests/fixtures/answers/labelled-sixtyeighth';
import { LABELLED_SIXTYNINTH } from '../../../tests/fixtures/answers/labelled-sixtyninth';
import { LABELLED_SEVENTIETH } from '../../../tests/fixtures/answers/labelled-seventieth';
import { LABELLED_SEVENTYFIRST } from '../../../tests/fixtures/answers/labelled-seventyfirst';
import { LABELLED_SEVENTYSECOND } from '../../../tests/fixtures/answers/labelled-seventysecond';
import { LABELLED_SEVENTYTHIRD } from '../../../tests/fixtures/answers/labelled-seventythird';
import { LABELLED_SEVENTYFOURTH } from '../../../tests/fixtures/answers/labelled-seventyfourth';
import { LABELLED_SEVENTYFIFTH } from '../../../tests/fixtures/answers/labelled-seventyfifth';
import { LABELLED_SEVENTYSIXTH } from '../../../tests/fixtures/answers/labelled-seventysixth';
import { LABELLED_SEVENTYSEVENTH } from '../../../tests/fixtures/answers/labelled-seventyseventh';
import { LABELLED_SEVENTYEIGHTH } from '../../../tests/fixtures/answers/labelled-seventyeighth';
import { LABELLED_SEVENTYNINTH } from '../../../tests/fixtures/answers/labelled-seventyninth';
import { LABELLED_EIGHTIETH } from '../../../tests/fixtures/answers/labelled-eightieth';
import { LABELLED_EIGHTYFIRST } from '../../../tests/fixtures/answers/labelled-eightyfirst';
import { LABELLED_EIGHTYSECOND } from '../../../tests/fixtures/answers/labelled-eightysecond';
import { LABELLED_EIGHTYTHIRD } from '../../../tests/fixtures/answers/labelled-eightythird';
import { LABELLED_EIGHTYFOURTH } from '../../../tests/fixtures/answers/labelled-eightyfourth';
import { LABELLED_EIGHTYFIFTH } from '../../../tests/fixtures/answers/labelled-eightyfifth';
import { LABELLED_EIGHTYSIXTH } from '../../../tests/fixtures/answers/labelled-eightysixth';
import { LABELLED_EIGHTYSEVENTH } from '../../../tests/fixtures/answers/labelled-eightyseventh';
import { LABELLED_EIGHTYEIGHTH } from '../../../tests/fixtures/answers/labelled-eightyeighth';
import { LABELLED_EIGHTYNINTH } from '../../../tests/fixtures/answers/labelled-eightyninth';
import { LABELLED_NINETIETH } from '../../../tests/fixtures/answers/labelled-ninetieth';
import { LABELLED_NINETYFIRST } from '../../../tests/fixtures/answers/labelled-ninetyfirst';
import { LABELLED_NINETYSECOND } from '../../../tests/fixtures/answers/labelled-ninetysecond';
import { LABELLED_NINETYTHIRD } from '../../../tests/fixtures/answers/labelled-ninetythird';
import { LABELLED_NINETYFOURTH } from '../../../tests/fixtures/answers/labelled-ninetyfourth';
import { LABELLED_NINETYFIFTH } from '../../../tests/fixtures/answers/labelled-ninetyfifth';
import { LABELLED_NINETYSIXTH } from '../../../tests/fixtures/answers/labelled-ninetysixth';
import { LABELLED_NINETYSEVENTH } from '../../../tests/fixtures/answers/labelled-ninetyseventh';
import { LABELLED_NINETYEIGHTH } from '../../../tests/fixtures/answers/labelled-ninetyeighth';
import { LABELLED_NINETYNINTH } from '../../../tests/fixtures/answers/labelled-ninetyninth';
import { LABELLED_HUNDREDTH } from '../../../tests/fixtures/answers/labelled-hundredth';
import { LABELLED_HUNDREDFIRST } from '../../../tests/fixtures/answers/labelled-hundredfirst';
import { LABELLED_HUNDREDSECOND } from '../../../tests/fixtures/answers/labelled-hundredsecond';
import { LABELLED_HUNDREDTHIRD } from '../../../tests/fixtures/answers/labelled-hundredthird';
import { LABELLED_HUNDREDFOURTH } from '../../../tests/fixtures/answers/labelled-hundredfourth';
import { LABELLED_HUNDREDFIFTH } from '../../../tests/fixtures/answers/labelled-hundredfifth';
import { LABELLED_HUNDREDSIXTH } from '../../../tests/fixtures/answers/labelled-hundredsixth';
import { LABELLED_HUNDREDSEVENTH } from '../../../tests/fixtures/answers/labelled-hundredseventh';
import { LABELLED_HUNDREDEIGHTH } from '../../../tests/fixtures/answers/labelled-hundredeighth';
import { LABELLED_HUNDREDNINTH } from '../../../tests/fixtures/answers/labelled-hundredninth';
import { LABELLED_HUNDREDTENTH } from '../../../tests/fixtures/answers/labelled-hundredtenth';
import { LABELLED_HUNDREDELEVENTH } from '../../../tests/fixtures/answers/labelled-hundredeleventh';
import { LABELLED_HUNDREDTWELFTH } from '../../../tests/fixtures/answers/labelled-hundredtwelfth';
import { LABELLED_HUNDREDTHIRTEENTH } from '../../../tests/fixtures/answers/labelled-hundredthirteenth';
import { LABELLED_HUNDREDFOURTEENTH } from '../../../tests/fixtures/answers/labelled-hundredfourteenth';
import { LABELLED_HUNDREDFIFTEENTH } from '../../../tests/fixtures/answers/labelled-hundredfifteenth';
import { LABELLED_HUNDREDSIXTEENTH } from '../../../tests/fixtures/answers/labelled-hundredsixteenth';
import { LABELLED_HUNDREDSEVENTEENTH } from '../../../tests/fixtures/answers/labelled-hundredseventeenth';
import { LABELLED_HUNDREDEIGHTEENTH } from '../../../tests/fixtures/answers/labelled-hundredeighteenth';
import { LABELLED_HUNDREDNINETEENTH } from '../../../tests/fixtures/answers/labelled-hundrednineteenth';
import { LABELLED_HUNDREDTWENTIETH } from '../../../tests/fixtures/answers/labelled-hundredtwentieth';
import { LABELLED_HUNDREDTWENTYFIRST } from '../../../tests/fixtures/answers/labelled-hundredtwentyfirst';
import { LABELLED_HUNDREDTWENTYSECOND } from '../../../tests/fixtures/answers/labelled-hundredtwentysecond';
import { LABELLED_HUNDREDTWENTYTHIRD } from '../../../tests/fixtures/answers/labelled-hundredtwentythird';
import { LABELLED_HUNDREDTWENTYFOURTH } from '../../../tests/fixtures/answers/labelled-hundredtwentyfourth';
import { LABELLED_HUNDREDTWENTYFIFTH } from '../../../tests/fixtures/answers/labelled-hundredtwentyfifth';
import { LABELLED_HUNDREDTWENTYSIXTH } from '../../../tests/fixtures/answers/labelled-hundredtwentysixth';
import { LABELLED_HUNDREDTWENTYSEVENTH } from '../../../tests/fixtures/answers/labelled-hundredtwentyseventh';
import { LABELLED_HUNDREDTWENTYEIGHTH } from '../../../tests/fixtures/answers/labelled-hundredtwentyeighth';
import { LABELLED_HUNDREDTWENTYNINTH } from '../../../tests/fixtures/answers/labelled-hundredtwentyninth';
import { LABELLED_HUNDREDTHIRTIETH } from '../../../tests/fixtures/answers/labelled-hundredthirtieth';
import { LABELLED_HUNDREDTHIRTYFIRST } from '../../../tests/fixtures/answers/labelled-hundredthirtyfirst';
import { LABELLED_HUNDREDTHIRTYSECOND } from '../../../tests/fixtures/answers/labelled-hundredthirtysecond';
import { LABELLED_HUNDREDTHIRTYTHIRD } from '../../../tests/fixtures/answers/labelled-hundredthirtythird';
import { LABELLED_HUNDREDTHIRTYFOURTH } from '../../../tests/fixtures/answers/labelled-hundredthirtyfourth';
import { LABELLED_HUNDREDTHIRTYFIFTH } from '../../../tests/fixtures/answers/labelled-hundredthirtyfifth';
import { LABELLED_HUNDREDTHIRTYSIXTH } from '../../../tests/fixtures/answers/labelled-hundredthirtysixth';
import { LABELLED_HUNDREDTHIRTYSEVENTH } from '../../../tests/fixtures/answers/labelled-hundredthirtyseventh';
import { LABELLED_HUNDREDTHIRTYEIGHTH } from '../../../tests/fixtures/answers/labelled-hundredthirtyeighth';
import { LABELLED_HUNDREDTHIRTYNINTH } from '../../../tests/fixtures/answers/labelled-hundredthirtyninth';
import { LABELLED_HUNDREDFORTIETH } from '../../../tests/fixtures/answers/labelled-hundredfortieth';
import { LABELLED_HUNDREDFORTYFIRST } from '../../../tests/fixtures/answers/labelled-hundredfortyfirst';
import { LABELLED_HUNDREDFORTYSECOND } from '../../../tests/fixtures/answers/labelled-hundredfortysecond';
import { LABELLED_HUNDREDFORTYTHIRD } from '../../../tests/fixtures/answers/labelled-hundredfortythird';
import { LABELLED_HUNDREDFORTYFOURTH } from '../../../tests/fixtures/answers/labelled-hundredfortyfourth';
import { LABELLED_HUNDREDFORTYFIFTH } from '../../../tests/fixtures/answers/labelled-hundredfortyfifth';
import { LABELLED_HUNDREDFORTYSIXTH } from '../../../tests/fixtures/answers/labelled-hundredfortysixth';
import { LABELLED_HUNDREDFORTYSEVENTH } from '../../../tests/fixtures/answers/labelled-hundredfortyseventh';
import { LABELLED_HUNDREDFORTYEIGHTH } from '../../../tests/fixtures/answers/labelled-hundredfortyeighth';
import { LABELLED_HUNDREDFORTYNINTH } from '../../../tests/fixtures/answers/labelled-hundredfortyninth';
import { LABELLED_HUNDREDFIFTIETH } from '../../../tests/fixtures/answers/labelled-hundredfiftieth';
import { LABELLED_HUNDREDFIFTYFIRST } from '../../../tests/fixtures/answers/labelled-hundredfiftyfirst';
import { LABELLED_HUNDREDFIFTYSECOND } from '../../../tests/fixtures/answers/labelled-hundredfiftysecond';
import { LABELLED_HUNDREDFIFTYTHIRD } from '../../../tests/fixtures/answers/labelled-hundredfiftythird';
import { LABELLED_HUNDREDFIFTYFOURTH } from '../../../tests/fixtures/answers/labelled-hundredfiftyfourth';
import { LABELLED_HUNDREDFIFTYFIFTH } from '../../../tests/fixtures/answers/labelled-hundredfiftyfifth';
import { LABELLED_HUNDREDFIFTYSIXTH } from '../../../tests/fixtures/answers/labelled-hundredfiftysixth';
import { LABELLED_HUNDREDFIFTYSEVENTH } from '../../../tests/fixtures/answers/labelled-hundredfiftyseventh';
import { LABELLED_HUNDREDFIFTYEIGHTH } from '../../../tests/fixtures/answers/labelled-hundredfiftyeighth';
import { LABELLED_HUNDREDFIFTYNINTH } from '../../../tests/fixtures/answers/labelled-hundredfiftyninth';
import { LABELLED_HUNDREDSIXTIETH } from '../../../tests/fixtures/answers/labelled-hundredsixtieth';
import { LABELLED_HUNDREDSIXTYFIRST } from '../../../tests/fixtures/answers/labelled-hundredsixtyfirst';
import { LABELLED_HUNDREDSIXTYSECOND } from '../../../tests/fixtures/answers/labelled-hundredsixtysecond';
import { LABELLED_HUNDREDSIXTYTHIRD } from '../../../tests/fixtures/answers/labelled-hundredsixtythird';
import { LABELLED_HUNDREDSIXTYFOURTH } from '../../../tests/fixtures/answers/labelled-hundredsixtyfourth';
import { LABELLED_HUNDREDSIXTYFIFTH } from '../../../tests/fixtures/answers/labelled-hundredsixtyfifth';
import { LABELLED_HUNDREDSIXTYSIXTH } from '../../../tests/fixtures/answers/labelled-hundredsixtysixth';
import { LABELLED_HUNDREDSIXTYSEVENTH } from '../../../tests/fixtures/answers/labelled-hundredsixtyseventh';
import { LABELLED_HUNDREDSIXTYEIGHTH } from '../../../tests/fixtures/answers/labelled-hundredsixtyeighth';
import { LABELLED_HUNDREDSIXTYNINTH } from '../../../tests/fixtures/answers/labelled-hundredsixtyninth';
import { LABELLED_HUNDREDSEVENTIETH } from '../../../tests/fixtures/answers/labelled-hundredseventieth';
import { LABELLED_HUNDREDSEVENTYFIRST } from '../../../tests/fixtures/answers/labelled-hundredseventyfirst';
import { LABELLED_HUNDREDSEVENTYSECOND } from '../../../tests/fixtures/answers/labelled-hundredseventysecond';
import { LABELLED_HUNDREDSEVENTYTHIRD } from '../../../tests/fixtures/answers/labelled-hundredseventythird';
import { LABELLED_HUNDREDSEVENTYFOURTH } from '../../../tests/fixtures/answers/labelled-hundredseventyfourth';
import { LABELLED_HUNDREDSEVENTYFIFTH } from '../../../tests/fixtures/answers/labelled-hundredseventyfifth';
import { LABELLED_HUNDREDSEVENTYSIXTH } from '../../../tests/fixtures/answers/labelled-hundredseventysixth';
import { LABELLED_HUNDREDSEVENTYSEVENTH } from '../../../tests/fixtures/answers/labelled-hundredseventyseventh';
import { LABELLED_HUNDREDSEVENTYEIGHTH } from '../../../tests/fixtures/answers/labelled-hundredseventyeighth';
import { LABELLED_HUNDREDSEVENTYNINTH } from '../../../tests/fixtures/answers/labelled-hundredseventyninth';
import { LABELLED_HUNDREDEIGHTIETH } from '../../../tests/fixtures/answers/labelled-hundredeightieth';
import { LABELLED_HUNDREDEIGHTYFIRST } from '../../../tests/fixtures/answers/labelled-hundredeightyfirst';
import { LABELLED_HUNDREDEIGHTYSECOND } from '../../../tests/fixtures/answers/labelled-hundredeightysecond';
import { LABELLED_HUNDREDEIGHTYTHIRD } from '../../../tests/fixtures/answers/labelled-hundredeightythird';
import { LABELLED_HUNDREDEIGHTYFOURTH } from '../../../tests/fixtures/answers/labelled-hundredeightyfourth';
import { LABELLED_HUNDREDEIGHTYFIFTH } from '../../../tests/fixtures/answers/labelled-hundredeightyfifth';
import { LABELLED_HUNDREDEIGHTYSIXTH } from '../../../tests/fixtures/answers/labelled-hundredeightysixth';
import { LABELLED_HUNDREDEIGHTYSEVENTH } from '../../../tests/fixtures/answers/labelled-hundredeightyseventh';
import { LABELLED_HUNDREDEIGHTYEIGHTH } from '../../../tests/fixtures/answers/labelled-hundredeightyeighth';
import { LABELLED_HUNDREDEIGHTYNINTH } from '../../../tests/fixtures/answers/labelled-hundredeightyninth';
import { LABELLED_HUNDREDNINETIETH } from '../../../tests/fixtures/answers/labelled-hundredninetieth';
import { LABELLED_HUNDREDNINETYFIRST } from '../../../tests/fixtures/answers/labelled-hundredninetyfirst';
import { LABELLED_HUNDREDNINETYSECOND } from '../../../tests/fixtures/answers/labelled-hundredninetysecond';
import { LABELLED_HUNDREDNINETYTHIRD } from '../../../tests/fixtures/answers/labelled-hundredninetythird';
import { scoreExamples } from '../../../tests/fixtures/answers/score-examples';

// Targets of issue 4: extraction recall ≥ 95 %, contradicted precision and recall ≥ 95 %, < 3 % of true claims called contradicted.
describe('claim checking on labelled answers', () => {
  it('meets the targets on the development set (27 answers)', () => {
    const m = scoreLabelled(LABELLED);
    const s = summary(m);
    expect(m.answers).toBeGreaterThanOrEqual(20);
    expect(m.problems).toEqual([]);
    expect(s.extractionRecall).toBe(1);
    expect(s.contradictedPrecision).toBe(1);
    expect(s.contradictedRecall).toBe(1);
    expect(s.trueCalledContradictedRate).toBe(0);
  });
  // Sets written after the grammar: the achieved numbers, with the problems they still show.
  it.each([
    // known miss (docs/claims.md): LAE claimed on a P wave of 100 ms (within the 20 ms tolerance of the 120 ms criterion)
    { name: 'the second set written afterwards (12 answers)', set: LABELLED_HELDOUT, problems: 1, recall: 1, precision: 1, contradictedRecall: 0.91, trueRate: 0 },
    // first run: recall 96.4 %; "deep S wave in V1", its last miss, is read since the seventeenth session
    { name: 'the third set, in the phrasings of current reasoning models (12 answers, 112 claims)', set: LABELLED_THIRD, problems: 0, recall: 1, precision: 1, contradictedRecall: 1, trueRate: 0 },
    // first run (seventeenth session): recall 86.5 %; JSON keys, "Axis: -35", "which is prolonged", a bare "sinus" since
    { name: 'the fourth set, JSON, key: value lists and terse reports (12 answers, 76 claims)', set: LABELLED_FOURTH, problems: 0, recall: 1, precision: 1, contradictedRecall: 1, trueRate: 0 },
    // first run (seventeenth session): recall 90 %, contradicted recall 83.3 %; "@ 72", "nl axis", "times per minute",
    // "clearly visible" P waves, "…, prolonged.", "deep S in V1" since
    { name: 'the fifth set, shorthand, reference ranges, lay words, negated true findings (12 answers, 60 claims)', set: LABELLED_FIFTH, problems: 0, recall: 1, precision: 1, contradictedRecall: 1, trueRate: 0 },
    // written blind to the grammar by a colleague; first run (labels corrected as noted in the file): recall 87.8 %,
    // contradicted precision 85.7 %, recall 83.3 %, 2.6 % of true claims contradicted. Left: lay descriptions of PR and
    // QRS ("travels … in about 0.18 seconds"), a bare axis number in a sentence of its own (2), "sum 46 mm"
    { name: 'the sixth set, written blind to the grammar (15 answers, 116 claims)', set: LABELLED_SIXTH, problems: 3, recall: 0.95, precision: 1, contradictedRecall: 1, trueRate: 0 },
    // blind too, long reasoning outputs; first run (corrected labels): recall 80.1 %, contradicted precision 86.8 %, recall
    // 70.2 %. Left: statements the grammar does not read (docs/claims.md), one per-lead polarity the hand-built analysis
    // does not model ("aVF looks mostly positive" at −35°). Five of its contradicted labels are statements the answer
    // corrects a line later; they are unverifiable since the eighteenth session (retraction.ts), so recall 0.851 → 0.833
    { name: 'the seventh set, blind, long reasoning outputs (12 answers, 171 claims)', set: LABELLED_SEVENTH, problems: 13, recall: 0.92, precision: 1, contradictedRecall: 0.9, trueRate: 0 },
    // blind, clinical notes and machine statements; first run: recall 76.7 %, contradicted precision 76.5 %, recall 72.2 %.
    // Most of what is left are history, medication and prior-ECG statements not extracted (they would be unverifiable)
    { name: 'the eighth set, blind, clinical notes, abbreviations and machine statements (14 answers, 133 claims)', set: LABELLED_EIGHTH, problems: 19, recall: 0.84, precision: 1, contradictedRecall: 0.94, trueRate: 0 },
    // blind, lead-by-lead morphology; first run: recall 74.4 %, contradicted precision 93.8 %, recall 48.4 %. Left: what the
    // analysis does not measure (U waves, electrical alternans, R-wave transition, QS and notched R shapes, Brugada)
    // ninth and eleventh: "no U waves" labelled supported is unverifiable since U waves are a measurement the
    // hand-built ECGs do not give (twenty-first session; it was read as a denied hypokalaemia pattern before)
    { name: 'the ninth set, blind, lead-by-lead morphology (12 answers, 125 claims)', set: LABELLED_NINTH, problems: 22, recall: 0.88, precision: 1, contradictedRecall: 0.7, trueRate: 0 },
    // blind, rhythm vocabulary and number formats (CSV, YAML, tables with units); first run: recall 72.4 %, contradicted
    // precision 93.3 %, recall 48.3 %. Since the eighteenth session pauses, runs of VT and ectopy of any origin are read
    // against the beats (contradicted recall 58.6 → 65.5 %). Left: escape beats, SVT, wandering pacemaker, R-on-T,
    // trifascicular block
    { name: 'the tenth set, blind, rhythm vocabulary and number formats (12 answers, 134 claims)', set: LABELLED_TENTH, problems: 8, recall: 0.94, precision: 1, contradictedRecall: 0.86, trueRate: 0 },
    // blind, negation and scope ("Negatives:" / "Absent:" lists, "X? No.", "except in"); first run: recall 91.5 %,
    // contradicted precision 56.5 %, recall 76.5 %, 8.4 % of true claims contradicted (one label corrected, see the file)
    { name: 'the eleventh set, blind, negation and scope (12 answers, 142 claims)', set: LABELLED_ELEVENTH, problems: 9, recall: 0.94, precision: 0.94, contradictedRecall: 1, trueRate: 0.009 },
    // blind, numbers under stress (ranges, bounds, mm of paper time, formulas, restatements); first run: recall 87.1 %,
    // contradicted precision 68.8 %, recall 64.7 %, 4.0 % of true claims contradicted. Left: spelled-out numbers, an R′ and
    // a Fridericia QTc the hand-built analysis does not carry
    { name: 'the twelfth set, blind, numbers under stress (12 answers, 147 claims)', set: LABELLED_TWELFTH, problems: 7, recall: 0.94, precision: 1, contradictedRecall: 0.94, trueRate: 0 },
    // blind, ischaemia and infarction vocabulary; first run: recall 88.7 %, contradicted precision 80.0 %, recall 75.7 %,
    // 4.4 % of true claims contradicted (on its labels before the corrections noted in the file). Left: Wellens, de Winter, Sgarbossa,
    // tombstoning and hyperacute T (no measure), an invented ST amplitude inside a true ST-depression statement
    { name: 'the thirteenth set, blind, ischaemia vocabulary (12 answers, 160 claims)', set: LABELLED_THIRTEENTH, problems: 16, recall: 0.91, precision: 0.97, contradictedRecall: 0.86, trueRate: 0.009 },
    // blind, question-answering formats (options listed, yes/no, "Final answer"); first run: contradicted precision 65.0 %
    // (the options of multiple-choice questions had been read as claims), recall 86.7 %
    { name: 'the fourteenth set, blind, question-answering formats (12 answers, 99 claims)', set: LABELLED_FOURTEENTH, problems: 3, recall: 0.96, precision: 1, contradictedRecall: 1, trueRate: 0 },
    // eighteenth session, blind. Self-correcting reasoning traces ("Hmm, no —", "Wait, let me re-measure", "I initially
    // read this as LBBB"); first run (labels as written): extraction recall 81.2 %, contradicted precision 66.1 %, recall
    // 86.0 %, 1.5 % of true claims contradicted. Left: "so ~430 ms" after an RR value (a QTc), lay morphology
    { name: 'the fifteenth set, blind, self-correcting reasoning (12 answers, 352 claims)', set: LABELLED_FIFTEENTH, problems: 40, recall: 0.87, precision: 0.97, contradictedRecall: 0.93, trueRate: 0.004 },
    // conduction vocabulary (AV and fascicular blocks, pre-excitation, pacing); first run: extraction recall 79.1 %,
    // contradicted precision 58.3 % (general statements: "inferior MI commonly produces … complete heart block", "watch
    // for AV block", "with CHB you'd expect …"), recall 68.3 %. Left: progressive PR lengthening and dropped beats in words
    { name: 'the sixteenth set, blind, conduction vocabulary (12 answers, 202 claims)', set: LABELLED_SIXTEENTH, problems: 24, recall: 0.87, precision: 1, contradictedRecall: 0.86, trueRate: 0 },
    // chamber enlargement and voltages; first run: extraction recall 84.2 %, contradicted precision 74.5 %, recall 74.5 %,
    // 2.6 % of true claims contradicted (thresholds after a value, sums, "1° AVB" as an angle, "SV1", "V2 4 mm" lists)
    { name: 'the seventeenth set, blind, chamber enlargement and voltages (12 answers, 255 claims)', set: LABELLED_SEVENTEENTH, problems: 20, recall: 0.9, precision: 0.97, contradictedRecall: 0.91, trueRate: 0 },
    // Markdown- and LaTeX-heavy chat answers; first run: extraction recall 68.6 %, contradicted precision 82.9 %, recall
    // 65.4 % (LaTeX arithmetic, bold markers inside phrases, per-lead tables)
    { name: 'the eighteenth set, blind, Markdown and LaTeX (12 answers, 230 claims)', set: LABELLED_EIGHTEENTH, problems: 16, recall: 0.93, precision: 1, contradictedRecall: 0.98, trueRate: 0 },
    // second round (eighteenth session), with four more hand-built ECGs (PVCs, flutter 2:1, anterior STEMI, low voltage).
    // Ectopy and rhythm vocabulary; first run: extraction recall 86.0 %, contradicted precision 86.2 %, recall 69.4 %
    { name: 'the nineteenth set, blind, ectopy and rhythm vocabulary (12 answers, 172 claims)', set: LABELLED_NINETEENTH, problems: 11, recall: 0.94, precision: 1, contradictedRecall: 0.94, trueRate: 0 },
    // tutor-style explanations (textbook facts interleaved with this ECG's reading; 103 labels unverifiable); first run:
    // extraction recall 74.5 %, contradicted precision 53.1 %, recall 70.3 %. Left: mnemonics and criteria stated without a cue
    { name: 'the twentieth set, blind, tutor-style explanations (12 answers, 310 claims)', set: LABELLED_TWENTIETH, problems: 69, recall: 0.79, precision: 0.96, contradictedRecall: 0.86, trueRate: 0 },
    // structured outputs (JSON, function calls, YAML, XML, booleans); first run: extraction recall 58.3 %, contradicted
    // precision 52.6 %, recall 55.6 %, 8.4 % of true claims contradicted ("present": false, "st_elevation_leads": [] …)
    { name: 'the twenty-first set, blind, structured outputs (12 answers, 217 claims)', set: LABELLED_TWENTYFIRST, problems: 30, recall: 0.85, precision: 0.96, contradictedRecall: 0.83, trueRate: 0.006 },
    // differential diagnoses and ranked possibilities; first run: extraction recall 81.3 %, contradicted precision 62.2 %,
    // recall 77.8 %, 6.9 % of true claims contradicted ("X — less likely", "Y 5 %", "A vs B")
    { name: 'the twenty-second set, blind, differentials and ranked possibilities (12 answers, 211 claims)', set: LABELLED_TWENTYSECOND, problems: 27, recall: 0.87, precision: 0.97, contradictedRecall: 0.91, trueRate: 0.008 },
    // third round (eighteenth session; one more hand-built ECG, V1–V2 unusable). Serial comparison and temporal
    // language; first run: extraction recall 75.1 %, contradicted precision 82.8 %, recall 70.6 %
    { name: 'the twenty-third set, blind, serial comparison (12 answers, 209 claims)', set: LABELLED_TWENTYTHIRD, problems: 47, recall: 0.77, precision: 1, contradictedRecall: 0.82, trueRate: 0 },
    // signal quality, artefact and lead problems; first run: extraction recall 70.0 %, contradicted precision 93.8 %,
    // recall 48.4 % (quality said to be good, artefact, an invented limb-lead reversal were not read)
    { name: 'the twenty-fourth set, blind, signal quality and lead problems (12 answers, 207 claims)', set: LABELLED_TWENTYFOURTH, problems: 38, recall: 0.79, precision: 1, contradictedRecall: 0.8, trueRate: 0 },
    // degenerate outputs of weak models (loops, truncation, stray tokens, self-contradiction); first run: extraction recall
    // 88.5 %, contradicted precision 90.9 %, recall 81.1 %
    { name: 'the twenty-fifth set, blind, degenerate outputs (12 answers, 200 claims)', set: LABELLED_TWENTYFIFTH, problems: 16, recall: 0.92, precision: 1, contradictedRecall: 0.89, trueRate: 0 },
    // complex multi-finding interpretations; first run: extraction recall 89.6 %, contradicted precision 82.2 %, recall
    // 75.5 %, 3.1 % of true claims contradicted
    { name: 'the twenty-sixth set, blind, complex multi-finding interpretations (12 answers, 259 claims)', set: LABELLED_TWENTYSIXTH, problems: 24, recall: 0.93, precision: 0.97, contradictedRecall: 0.83, trueRate: 0.006 },
    // fourth round. Beat-by-beat rhythm-strip walkthroughs; first run: extraction recall 64.6 %, contradicted precision
    // 77.8 %, recall 42.9 %. Left: beat numbers of the ectopic beats, couplets and dropped beats told beat by beat
    { name: 'the twenty-seventh set, blind, beat-by-beat walkthroughs (12 answers, 214 claims)', set: LABELLED_TWENTYSEVENTH, problems: 43, recall: 0.78, precision: 1, contradictedRecall: 0.74, trueRate: 0 },
    // emergency and occlusion-MI vocabulary; first run: extraction recall 75.1 %, contradicted precision 85.3 %, recall 74.4 %
    { name: 'the twenty-eighth set, blind, emergency and occlusion-MI vocabulary (12 answers, 205 claims)', set: LABELLED_TWENTYEIGHTH, problems: 37, recall: 0.85, precision: 0.94, contradictedRecall: 0.92, trueRate: 0 },
    // label-only outputs (PTB-XL SCP codes, scores, ECG-QA "Answer:" lines); first run: extraction recall 82.8 %,
    // contradicted precision 64.3 %, recall 33.3 %, 6.6 % of true claims contradicted
    { name: 'the twenty-ninth set, blind, label-only outputs (12 answers, 94 claims)', set: LABELLED_TWENTYNINTH, problems: 8, recall: 0.97, precision: 1, contradictedRecall: 0.85, trueRate: 0 },
    // per-lead measurement tables (Markdown, CSV, aligned columns; 768 labelled cells); first run: extraction recall
    // 49.1 %, contradicted precision 81.5 %, recall 25.9 %
    { name: 'the thirtieth set, blind, per-lead measurement tables (12 answers, 768 claims)', set: LABELLED_THIRTIETH, problems: 21, recall: 0.97, precision: 1, contradictedRecall: 0.95, trueRate: 0 },
    // fifth round (nineteenth session), written blind after its rules, on the same themes: ectopy and AV conduction in
    // counts and words; first run: extraction recall 83.9 %, contradicted precision 79.3 %, recall 76.7 %
    { name: 'the thirty-first set, blind, ectopy and conduction in counts and words (12 answers, 188 claims)', set: LABELLED_THIRTYFIRST, problems: 27, recall: 0.85, precision: 1, contradictedRecall: 0.81, trueRate: 0 },
    // ST-T patterns, STEMI equivalents and voltage in words; first run: extraction recall 81.4 %, contradicted precision
    // 85.7 %, recall 76.6 %, 0.7 % of true claims contradicted
    { name: 'the thirty-second set, blind, ST-T patterns and voltage in words (12 answers, 216 claims)', set: LABELLED_THIRTYSECOND, problems: 33, recall: 0.84, precision: 0.97, contradictedRecall: 0.77, trueRate: 0 },
    // sixth round (twentieth session), written blind on new themes: axis, polarity and interval arithmetic; first run:
    // extraction recall 76.4 %, contradicted precision 81.8 %, recall 62.1 %, 1.2 % of true claims contradicted
    { name: 'the thirty-third set, blind, axis, polarity and interval arithmetic (12 answers, 229 claims)', set: LABELLED_THIRTYTHIRD, problems: 32, recall: 0.88, precision: 0.9, contradictedRecall: 0.79, trueRate: 0.007 },
    // checklists, scorecards and criterion-by-criterion formats (ticks, empty boxes, Yes/No cells, the machine's read);
    // first run: extraction recall 83.5 %, contradicted precision 82.0 %, recall 71.9 %, 3.4 % of true claims contradicted
    { name: 'the thirty-fourth set, blind, checklists and scorecards (12 answers, 224 claims)', set: LABELLED_THIRTYFOURTH, problems: 37, recall: 0.87, precision: 0.97, contradictedRecall: 0.73, trueRate: 0.007 },
    // seventh round (twentieth session), written blind after the sixth round's rules: patient context and the thresholds
    // it sets; first run: extraction recall 70.9 %, contradicted precision 85.7 %, recall 62.1 %, 3.2 % of true claims contradicted
    { name: 'the thirty-fifth set, blind, patient context and its thresholds (12 answers, 230 claims)', set: LABELLED_THIRTYFIFTH, problems: 71, recall: 0.76, precision: 0.86, contradictedRecall: 0.74, trueRate: 0.024 },
    // measurement method and per-lead intervals, comparisons between leads; first run: extraction recall 71.7 %,
    // contradicted precision 91.4 %, recall 55.2 %, 1.3 % of true claims contradicted
    { name: 'the thirty-sixth set, blind, measurement method and per-lead values (12 answers, 230 claims)', set: LABELLED_THIRTYSIXTH, problems: 54, recall: 0.8, precision: 0.95, contradictedRecall: 0.68, trueRate: 0.007 },
    // eighth round: statements placed in time on the strip; first run: extraction recall 68.7 %, contradicted precision
    // 78.1 %, recall 43.9 %, 4.4 % of true claims contradicted; contradicted recall 0.42 → 0.40 in the forty-seventh
    // session, when a longest RR said of AF became the longest RR (unverifiable in an irregular rhythm) instead of the mean
    { name: 'the thirty-seventh set, blind, statements placed in time (12 answers, 230 claims)', set: LABELLED_THIRTYSEVENTH, problems: 76, recall: 0.7, precision: 0.92, contradictedRecall: 0.4, trueRate: 0.007 },
    // severity and size in words; first run: extraction recall 81.3 %, contradicted precision 90.0 %, recall 62.1 %,
    // 2.6 % of true claims contradicted
    { name: 'the thirty-eighth set, blind, severity and size in words (12 answers, 230 claims)', set: LABELLED_THIRTYEIGHTH, problems: 44, recall: 0.85, precision: 0.95, contradictedRecall: 0.68, trueRate: 0.013 },
    // ninth round: causal and explanatory chains; first run: extraction recall 84.3 %, contradicted precision 80.9 %,
    // recall 63.3 %, 0.6 % of true claims contradicted
    { name: 'the thirty-ninth set, blind, causal and explanatory reasoning (12 answers, 230 claims)', set: LABELLED_THIRTYNINTH, problems: 45, recall: 0.86, precision: 0.84, contradictedRecall: 0.73, trueRate: 0.007 },
    // relative quantities, ratios and proportions; first run: extraction recall 63.9 %, contradicted precision 62.5 %,
    // recall 34.5 %, 6.4 % of true claims contradicted (offsets from limits read as values)
    { name: 'the fortieth set, blind, relative quantities and ratios (12 answers, 230 claims)', set: LABELLED_FORTIETH, problems: 71, recall: 0.72, precision: 0.93, contradictedRecall: 0.5, trueRate: 0.013 },
    // tenth round, written after every rule of the session: a general sample of deployed models' answers; first run:
    // extraction recall 80.9 %, contradicted precision 85.0 %, recall 70.8 %, 1.3 % of true claims contradicted
    { name: 'the forty-first set, blind, a general sample of deployed models (15 answers, 257 claims)', set: LABELLED_FORTYFIRST, problems: 48, recall: 0.83, precision: 0.85, contradictedRecall: 0.76, trueRate: 0.013 },
    // short question-and-answer exchanges and grading outputs; first run: extraction recall 55.3 %, contradicted
    // precision 73.5 %, recall 45.5 %, 2.1 % of true claims contradicted
    { name: 'the forty-second set, blind, short questions and answers (14 answers, 215 claims)', set: LABELLED_FORTYSECOND, problems: 68, recall: 0.68, precision: 0.94, contradictedRecall: 0.58, trueRate: 0 },
    // eleventh round (twenty-first session), written blind after every rule of the twentieth: a fresh general sample of
    // deployed models' answers; first run: extraction recall 79.6 %, contradicted precision 95.8 %, recall 75.4 %, no true
    // claim contradicted
    { name: 'the forty-third set, blind, a second general sample of deployed models (13 answers, 230 claims)', set: LABELLED_FORTYTHIRD, problems: 49, recall: 0.81, precision: 0.96, contradictedRecall: 0.81, trueRate: 0 },
    // machine-statement reports (MUSE / Philips / Mortara / PTB-XL / MIMIC-IV-ECG style); first run: extraction recall
    // 84.4 %, contradicted precision 86.8 %, recall 68.8 %, 4.1 % of true claims contradicted
    { name: 'the forty-fourth set, blind, machine-statement reports (14 answers, 179 claims)', set: LABELLED_FORTYFOURTH, problems: 17, recall: 0.94, precision: 1, contradictedRecall: 0.91, trueRate: 0 },
    // twelfth round (twenty-first session), written blind after the eleventh round's rules: electrolytes, drugs and
    // the QT, on two new ECGs with measured U waves; first run: extraction recall 79.1 %, contradicted precision 92.5 %,
    // recall 66.1 %, 0.8 % of true claims contradicted
    { name: 'the forty-fifth set, blind, electrolytes, drugs and the QT (13 answers, 220 claims)', set: LABELLED_FORTYFIFTH, problems: 45, recall: 0.83, precision: 0.97, contradictedRecall: 0.83, trueRate: 0 },
    // wearable and single-lead recordings (lead I of a watch or handheld device); first run: extraction
    // recall 71.2 %, contradicted precision 87.8 %, recall 75.4 %, 1.8 % of true claims contradicted
    { name: 'the forty-sixth set, blind, wearable and single-lead recordings (14 answers, 219 claims)', set: LABELLED_FORTYSIXTH, problems: 65, recall: 0.73, precision: 0.97, contradictedRecall: 0.78, trueRate: 0 },
    // thirteenth round, written after the twelfth's rules: a third general sample of deployed models' answers; first run:
    // extraction recall 78.8 %, contradicted precision 94.8 %, recall 84.6 %, 1.5 % of true claims contradicted
    { name: 'the forty-seventh set, blind, a third general sample of deployed models (13 answers, 231 claims)', set: LABELLED_FORTYSEVENTH, problems: 49, recall: 0.8, precision: 0.96, contradictedRecall: 0.86, trueRate: 0.008 },
    // critiques of another reading (a teacher grading a student, a review of another model's or a colleague's read);
    // first run: extraction recall 84.1 %, contradicted precision 68.5 %, recall 63.8 %, 3.1 % of true claims contradicted
    { name: 'the forty-eighth set, blind, critiques of another reading (13 answers, 220 claims)', set: LABELLED_FORTYEIGHTH, problems: 56, recall: 0.85, precision: 0.9, contradictedRecall: 0.65, trueRate: 0 },
    // fourteenth round, written after the thirteenth's rules: patient-facing explanations in lay language; first run:
    // extraction recall 55.8 %, contradicted precision 94.1 %, recall 56.1 %, 0.9 % of true claims contradicted
    { name: 'the forty-ninth set, blind, patient-facing explanations in lay language (14 answers, 217 claims)', set: LABELLED_FORTYNINTH, problems: 68, recall: 0.71, precision: 0.95, contradictedRecall: 0.71, trueRate: 0.01 },
    // outputs of ECG-specialised multimodal models (PULSE-, GEM-, ECG-Chat-style reports, scored lists, ECG-QA answers);
    // first run: extraction recall 87.2 %, contradicted precision 100 %, recall 76.9 %, no true claim contradicted
    { name: 'the fiftieth set, blind, ECG-specialised model outputs (14 answers, 203 claims)', set: LABELLED_FIFTIETH, problems: 33, recall: 0.88, precision: 1, contradictedRecall: 0.78, trueRate: 0 },
    // a fourth general sample of deployed models' answers, written after every rule of the twenty-first session;
    // first run: extraction recall 78.3 %, contradicted precision 90.6 %, recall 72.7 %, no true claim contradicted
    { name: 'the fifty-first set, blind, a fourth general sample (14 answers, 230 claims)', set: LABELLED_FIFTYFIRST, problems: 47, recall: 0.82, precision: 0.96, contradictedRecall: 0.74, trueRate: 0 },
    // telemetry and rhythm-strip documentation (nursing notes, worksheets, alarm logs, rates by decade, intervals in
    // seconds); first run: extraction recall 58.7 %, contradicted precision 63.0 %, recall 65.4 %, 0.9 % of true claims contradicted
    { name: 'the fifty-second set, blind, telemetry and rhythm-strip notes (14 answers, 201 claims)', set: LABELLED_FIFTYSECOND, problems: 69, recall: 0.65, precision: 0.91, contradictedRecall: 0.8, trueRate: 0 },
    // multi-turn conversations with user pushback (sycophantic caving, holding ground, corrections); first run: extraction
    // recall 79.0 %, contradicted precision 53.1 %, recall 70.8 %, 1.2 % of true claims contradicted
    { name: 'the fifty-third set, blind, conversations with user pushback (13 answers, 219 claims)', set: LABELLED_FIFTYTHIRD, problems: 44, recall: 0.8, precision: 0.8, contradictedRecall: 0.83, trueRate: 0.013 },
    // a fifth general sample of deployed models' answers, written after every rule of the twenty-second session; first run:
    // extraction recall 88.3 %, contradicted precision 84.8 %, recall 82.4 %, 0.6 % of true claims contradicted
    { name: 'the fifty-fourth set, blind, a fifth general sample (14 answers, 230 claims)', set: LABELLED_FIFTYFOURTH, problems: 32, recall: 0.9, precision: 0.9, contradictedRecall: 0.88, trueRate: 0 },
    // long multi-section reports, restated values and internal inconsistency, with teaching passages; first run:
    // extraction recall 84.9 %, contradicted precision 31.4 %, recall 80.0 %, 2.1 % of true claims contradicted
    { name: 'the fifty-fifth set, blind, long reports and internal inconsistency (13 answers, 232 claims)', set: LABELLED_FIFTYFIFTH, problems: 34, recall: 0.86, precision: 0.93, contradictedRecall: 0.83, trueRate: 0 }, // two contradicted labels the answer's own correction withdraws were corrected to unverifiable (thirty-eighth session)
    // dictated and shorthand clinician-style reads (speech-to-text numbers and letters, telegraphic notes); first run:
    // extraction recall 60.4 %, contradicted precision 84.2 %, recall 61.5 %, 2.8 % of true claims contradicted
    { name: 'the fifty-sixth set, blind, dictated and shorthand reads (14 answers, 230 claims)', set: LABELLED_FIFTYSIXTH, problems: 48, recall: 0.8, precision: 0.97, contradictedRecall: 0.8, trueRate: 0 },
    { name: 'the fifty-seventh set, blind, a sixth general sample of deployed models\' answers (14 answers, 234 claims)', set: LABELLED_FIFTYSEVENTH, problems: 30, recall: 0.88, precision: 0.95, contradictedRecall: 0.82, trueRate: 0.006 },
    { name: 'the fifty-eighth set, blind, reasoning traces that test hypotheses (13 answers, 231 claims)', set: LABELLED_FIFTYEIGHTH, problems: 54, recall: 0.81, precision: 0.9, contradictedRecall: 0.68, trueRate: 0.02 },
    { name: 'the fifty-ninth set, blind, answers to grounding questions (14 answers, 210 claims)', set: LABELLED_FIFTYNINTH, problems: 41, recall: 0.81, precision: 0.95, contradictedRecall: 0.68, trueRate: 0 },
    { name: 'the sixtieth set, blind, a seventh general sample (14 answers, 225 claims)', set: LABELLED_SIXTIETH, problems: 30, recall: 0.85, precision: 0.96, contradictedRecall: 0.87, trueRate: 0 },
    { name: 'the sixty-first set, blind, international reporting conventions (14 answers, 216 claims)', set: LABELLED_SIXTYFIRST, problems: 26, recall: 0.9, precision: 0.93, contradictedRecall: 0.88, trueRate: 0 },
    { name: 'the sixty-second set, blind, multimodal models reading an image of the ECG (14 answers, 227 claims)', set: LABELLED_SIXTYSECOND, problems: 15, recall: 0.92, precision: 0.98, contradictedRecall: 0.92, trueRate: 0 },
    { name: 'the sixty-third set, blind, an eighth general sample (14 answers, 230 claims)', set: LABELLED_SIXTYTHIRD, problems: 29, recall: 0.86, precision: 0.95, contradictedRecall: 0.86, trueRate: 0 },
    { name: 'the sixty-fourth set, blind, reasoning models: a thinking section, then a final answer (14 answers, 229 claims)', set: LABELLED_SIXTYFOURTH, problems: 46, recall: 0.83, precision: 0.85, contradictedRecall: 0.78, trueRate: 0 },
    // twentieth round (twenty-sixth session): first runs, precision / recall / true claims contradicted 75.0 / 92.3 / 1.3 %,
    // 53.8 / 58.3 / 2.2 %, 57.9 / 91.7 / 2.1 %
    { name: 'the sixty-fifth set, blind, a ninth general sample (12 answers, 180 claims)', set: LABELLED_SIXTYFIFTH, problems: 20, recall: 0.9, precision: 0.92, contradictedRecall: 0.92, trueRate: 0 },
    { name: 'the sixty-sixth set, blind, wave shapes in words and denials by explanation (12 answers, 247 claims)', set: LABELLED_SIXTYSIXTH, problems: 49, recall: 0.79, precision: 1, contradictedRecall: 0.75, trueRate: 0 },
    { name: 'the sixty-seventh set, blind, handover and consult documents (12 answers, 189 claims)', set: LABELLED_SIXTYSEVENTH, problems: 25, recall: 0.83, precision: 1, contradictedRecall: 1, trueRate: 0 },
    // twenty-first round, written after the twentieth's rules; first runs 75.0 / 90.0 / 1.1 %, 71.4 / 40.0 / 1.2 %, 53.3 / 80.0 / 3.4 %
    { name: 'the sixty-eighth set, blind, a tenth general sample (12 answers, 199 claims)', set: LABELLED_SIXTYEIGHTH, problems: 28, recall: 0.83, precision: 1, contradictedRecall: 0.9, trueRate: 0 },
    { name: 'the sixty-ninth set, blind, localisation: territories, culprit arteries, extension (12 answers, 208 claims)', set: LABELLED_SIXTYNINTH, problems: 61, recall: 0.7, precision: 0.84, contradictedRecall: 0.44, trueRate: 0 },
    { name: 'the seventieth set, blind, non-native and machine-translated English (12 answers, 203 claims)', set: LABELLED_SEVENTIETH, problems: 52, recall: 0.72, precision: 1, contradictedRecall: 0.8, trueRate: 0 },
    // twenty-second round (twenty-seventh session); first run: contradicted precision 73.2 %, recall 85.7 %, 4.6 % of true claims contradicted
    { name: 'the seventy-first set, blind, an eleventh general sample of deployed models’ answers (12 answers, 226 claims)', set: LABELLED_SEVENTYFIRST, problems: 32, recall: 0.87, precision: 1.0, contradictedRecall: 0.85, trueRate: 0.000 },
    // twenty-second round (twenty-seventh session); first run: contradicted precision 81.8 %, recall 77.1 %, 2.6 % of true claims contradicted
    { name: 'the seventy-second set, blind, wave shapes beyond the QRS (P, ST, T, U, slurs and notches) (12 answers, 223 claims)', set: LABELLED_SEVENTYSECOND, problems: 53, recall: 0.76, precision: 1.0, contradictedRecall: 0.8, trueRate: 0.000 },
    // twenty-second round (twenty-seventh session); first run: contradicted precision 73.7 %, recall 65.1 %, 2.4 % of true claims contradicted
    { name: 'the seventy-third set, blind, agentic and tool-using answers (tool calls, code cells, retrieved guidelines) (12 answers, 227 claims)', set: LABELLED_SEVENTYTHIRD, problems: 36, recall: 0.81, precision: 1.0, contradictedRecall: 0.76, trueRate: 0.000 },
    // twenty-third round (twenty-eighth session); first run: contradicted precision 88.6 %, recall 86.1 %, 1.7 % of true claims contradicted
    { name: 'the seventy-fourth set, blind, a twelfth general sample of deployed models’ answers (12 answers, 218 claims)', set: LABELLED_SEVENTYFOURTH, problems: 16, recall: 0.9, precision: 0.97, contradictedRecall: 0.94, trueRate: 0.006 },
    // twenty-third round (twenty-eighth session); first run: contradicted precision 72.3 %, recall 97.1 %, 5.2 % of true claims contradicted
    { name: 'the seventy-fifth set, blind, numbers that are not measurements (classifier probabilities, scores, counts, doses, settings) (12 answers, 227 claims)', set: LABELLED_SEVENTYFIFTH, problems: 22, recall: 0.88, precision: 1.0, contradictedRecall: 1.0, trueRate: 0.000 },
    // twenty-third round (twenty-eighth session); first run: contradicted precision 85.0 %, recall 48.6 %, 1.1 % of true claims contradicted
    { name: 'the seventy-sixth set, blind, odd typography (HTML entities, no-break and thin spaces, soft hyphens, full-width and bold digits, microvolts) (12 answers, 224 claims)', set: LABELLED_SEVENTYSIXTH, problems: 31, recall: 0.86, precision: 0.96, contradictedRecall: 0.8, trueRate: 0.006 },
    // twenty-fourth round (twenty-ninth session); first run: contradicted precision 82.4 %, recall 82.4 %, 3.4 % of true claims contradicted
    { name: 'the seventy-seventh set, blind, a thirteenth general sample of deployed models’ answers (12 answers, 228 claims)', set: LABELLED_SEVENTYSEVENTH, problems: 22, recall: 0.92, precision: 1.0, contradictedRecall: 0.85, trueRate: 0.000 },
    // twenty-fourth round (twenty-ninth session); first run: contradicted precision 96.7 %, recall 76.3 %, 0.6 % of true claims contradicted
    { name: 'the seventy-eighth set, blind, lead-first writing (lead labels, lead-group headings, per-lead JSON keys) (12 answers, 226 claims)', set: LABELLED_SEVENTYEIGHTH, problems: 27, recall: 0.84, precision: 1.0, contradictedRecall: 0.84, trueRate: 0.000 },
    // twenty-fourth round (twenty-ninth session); first run: contradicted precision 96.8 %, recall 78.9 %, 0.6 % of true claims contradicted
    { name: 'the seventy-ninth set, blind, approximate numbers and ranges (about, just under, a little over, mid-400s, low 20s) (12 answers, 227 claims)', set: LABELLED_SEVENTYNINTH, problems: 17, recall: 0.92, precision: 1.0, contradictedRecall: 0.89, trueRate: 0.000 },
    // twenty-fifth round (thirtieth session); first run: contradicted precision 100.0 %, recall 87.5 %, 0.0 % of true claims contradicted
    { name: 'the eightieth set, blind, a fourteenth general sample of deployed models\' answers (12 answers, 225 claims)', set: LABELLED_EIGHTIETH, problems: 23, recall: 0.85, precision: 1.00, contradictedRecall: 0.87, trueRate: 0.000 },
    // twenty-fifth round (thirtieth session); first run: contradicted precision 93.3 %, recall 37.8 %, 0.5 % of true claims contradicted
    { name: 'the eighty-first set, blind, nested outlines (the wave named in a heading, lead items under it) and comparisons of waves and leads (12 answers, 229 claims)', set: LABELLED_EIGHTYFIRST, problems: 21, recall: 0.89, precision: 0.96, contradictedRecall: 0.81, trueRate: 0.006 },
    // twenty-fifth round (thirtieth session); first run: contradicted precision 76.7 %, recall 63.9 %, 0.6 % of true claims contradicted
    { name: 'the eighty-second set, blind, symbolic shorthand (arrows, signs, +ve/−ve, inequalities, ticks and crosses, c/w, w/, @) (12 answers, 228 claims)', set: LABELLED_EIGHTYSECOND, problems: 23, recall: 0.82, precision: 1.00, contradictedRecall: 0.72, trueRate: 0.000 },
    // twenty-sixth round (thirty-first session); first run: contradicted precision 77.5 %, recall 86.1 %, 2.3 % of true claims contradicted
    { name: 'the eighty-third set, blind, a fifteenth general sample of deployed models\' answers (12 answers, 230 claims)', set: LABELLED_EIGHTYTHIRD, problems: 31, recall: 0.87, precision: 0.96, contradictedRecall: 0.86, trueRate: 0.000 },
    // twenty-sixth round (thirty-first session); first run: contradicted precision 95.7 %, recall 57.9 %, 0.0 % of true claims contradicted
    { name: 'the eighty-fourth set, blind, units and waves named once in a label, heading or column and left off the values after it (12 answers, 224 claims)', set: LABELLED_EIGHTYFOURTH, problems: 40, recall: 0.82, precision: 0.96, contradictedRecall: 0.68, trueRate: 0.000 },
    // twenty-sixth round (thirty-first session); first run: contradicted precision 97.1 %, recall 89.2 %, 0.6 % of true claims contradicted
    { name: 'the eighty-fifth set, blind, abbreviation-dense clinician shorthand (NSR, PRWP, NSSTTWCs, STE/STD, path Qs, w/o, neg for) (12 answers, 229 claims)', set: LABELLED_EIGHTYFIFTH, problems: 27, recall: 0.88, precision: 1.00, contradictedRecall: 0.97, trueRate: 0.000 },
    // twenty-seventh round (thirty-first session); first run: contradicted precision 84.8 %, recall 77.8 %, 1.2 % of true claims contradicted
    { name: 'the eighty-sixth set, blind, a sixteenth general sample of deployed models\' answers (12 answers, 229 claims)', set: LABELLED_EIGHTYSIXTH, problems: 40, recall: 0.85, precision: 0.93, contradictedRecall: 0.77, trueRate: 0.006 },
    // twenty-seventh round (thirty-first session); first run: contradicted precision 85.7 %, recall 77.4 %, 1.2 % of true claims contradicted
    { name: 'the eighty-seventh set, blind, graded certainty (definite, probable, possible, suggestive of, favours, doubtful, unlikely, cannot exclude, ?X) (12 answers, 228 claims)', set: LABELLED_EIGHTYSEVENTH, problems: 38, recall: 0.86, precision: 1.00, contradictedRecall: 0.83, trueRate: 0.000 },
    // twenty-seventh round (thirty-first session); first run: contradicted precision 87.1 %, recall 77.1 %, 0.7 % of true claims contradicted
    { name: 'the eighty-eighth set, blind, self-corrections inside reasoning traces (wrong to right, right to wrong, agreeing restatements, answers that disagree with the trace) (12 answers, 214 claims)', set: LABELLED_EIGHTYEIGHTH, problems: 43, recall: 0.79, precision: 1.00, contradictedRecall: 0.77, trueRate: 0.000 },
    // twenty-eighth round (thirty-second session); first run: contradicted precision 97.1 %, recall 89.5 %, 0.5 % of true claims contradicted
    { name: 'the eighty-ninth set, blind, a seventeenth general sample of deployed models\' answers (12 answers, 240 claims)', set: LABELLED_EIGHTYNINTH, problems: 25, recall: 0.88, precision: 1.00, contradictedRecall: 0.92, trueRate: 0.000 },
    // twenty-eighth round (thirty-second session); first run: contradicted precision 81.6 %, recall 86.1 %, 3.2 % of true claims contradicted
    { name: 'the ninetieth set, blind, lists and coordination (a wave named once at a list\'s head, shared lead lists, "respectively", elliptical values, present/absent lists) (12 answers, 268 claims)', set: LABELLED_NINETIETH, problems: 23, recall: 0.89, precision: 1.00, contradictedRecall: 0.94, trueRate: 0.000 },
    // twenty-eighth round (thirty-second session); first run: contradicted precision 90.6 %, recall 76.3 %, 1.0 % of true claims contradicted
    { name: 'the ninety-first set, blind, asides and appositions (parentheses, brackets, dashes, footnotes, i.e./e.g. glosses) (12 answers, 256 claims)', set: LABELLED_NINETYFIRST, problems: 31, recall: 0.83, precision: 1.00, contradictedRecall: 0.81, trueRate: 0.000 },
    // twenty-ninth round (thirty-third session); first run: contradicted precision 83.8 %, recall 81.6 %, 1.1 % of true claims contradicted
    { name: 'the ninety-second set, blind, an eighteenth general sample of deployed models\' answers (12 answers, 241 claims)', set: LABELLED_NINETYSECOND, problems: 27, recall: 0.89, precision: 0.97, contradictedRecall: 0.86, trueRate: 0.000 },
    // twenty-ninth round (thirty-third session); first run: contradicted precision 89.7 %, recall 85.4 %, 0.5 % of true claims contradicted
    { name: 'the ninety-third set, blind, voltage and chamber criteria argued in words and sums (Sokolow–Lyon, Cornell, RVH, low voltage, "criteria met / not met") (12 answers, 236 claims)', set: LABELLED_NINETYTHIRD, problems: 27, recall: 0.88, precision: 1.00, contradictedRecall: 0.87, trueRate: 0.000 },
    // twenty-ninth round (thirty-third session); first run: contradicted precision 88.9 %, recall 63.2 %, 1.1 % of true claims contradicted
    { name: 'the ninety-fourth set, blind, the extent of a finding across leads told with verbs ("extends into", "sparing", "all leads but"), rhythm as key and state (12 answers, 235 claims)', set: LABELLED_NINETYFOURTH, problems: 27, recall: 0.87, precision: 0.96, contradictedRecall: 0.78, trueRate: 0.000 },
    // thirtieth round (thirty-third session); first run: contradicted precision 94.9 %, recall 90.2 %, 0.5 % of true claims contradicted
    { name: 'the ninety-fifth set, blind, a nineteenth general sample of deployed models\' answers (12 answers, 247 claims)', set: LABELLED_NINETYFIFTH, problems: 29, recall: 0.88, precision: 0.97, contradictedRecall: 0.90, trueRate: 0.000 },
    // thirtieth round (thirty-third session); first run: contradicted precision 86.4 %, recall 50.0 %, 0.5 % of true claims contradicted
    { name: 'the ninety-sixth set, blind, reference across sentences (pronouns, "the elevation", lead-first values, superlatives across leads) (12 answers, 246 claims)', set: LABELLED_NINETYSIXTH, problems: 62, recall: 0.74, precision: 0.96, contradictedRecall: 0.71, trueRate: 0.000 },
    // thirtieth round (thirty-third session); first run: contradicted precision 91.7 %, recall 57.9 %, 0.5 % of true claims contradicted
    { name: 'the ninety-seventh set, blind, plain-language, patient-facing explanations (lay words for findings, reassurance and advice) (12 answers, 228 claims)', set: LABELLED_NINETYSEVENTH, problems: 52, recall: 0.70, precision: 1.00, contradictedRecall: 0.68, trueRate: 0.000 },
    // thirty-first round (thirty-fourth session); first run: contradicted precision 94.9 %, recall 86.0 %, 0.0 % of true claims contradicted
    { name: 'the ninety-eighth set, blind, a twentieth general sample of deployed models\' answers (12 answers, 243 claims)', set: LABELLED_NINETYEIGHTH, problems: 29, recall: 0.87, precision: 1.00, contradictedRecall: 0.88, trueRate: 0.000 },
    // thirty-first round (thirty-fourth session); first run: contradicted precision 95.1 %, recall 97.5 %, 0.6 % of true claims contradicted
    { name: 'the ninety-ninth set, blind, outputs of ECG-specialised models (templated sentences, SCP statements as prose, grounded evidence) (12 answers, 231 claims)', set: LABELLED_NINETYNINTH, problems: 21, recall: 0.89, precision: 0.97, contradictedRecall: 1.00, trueRate: 0.000 },
    // thirty-first round (thirty-fourth session); first run: contradicted precision 77.8 %, recall 81.4 %, 2.0 % of true claims contradicted
    { name: 'the hundredth set, blind, values judged against reference ranges and limits stated beside them (12 answers, 253 claims)', set: LABELLED_HUNDREDTH, problems: 41, recall: 0.84, precision: 1.00, contradictedRecall: 0.83, trueRate: 0.000 },
    // thirty-second round (thirty-fifth session); first run: contradicted precision 96.9 %, recall 77.5 %, 0.0 % of true claims contradicted
    { name: 'the hundred-and-first set, blind, a twenty-first general sample of deployed models\' answers (12 answers, 250 claims)', set: LABELLED_HUNDREDFIRST, problems: 18, recall: 0.93, precision: 0.97, contradictedRecall: 0.92, trueRate: 0.000 },
    // thirty-second round (thirty-fifth session); first run: contradicted precision 97.0 %, recall 78.0 %, 0.5 % of true claims contradicted
    { name: 'the hundred-and-second set, blind, the scope of negation (denial lists, neither/nor, rather than, double negatives, false denials) (12 answers, 245 claims)', set: LABELLED_HUNDREDSECOND, problems: 14, recall: 0.93, precision: 1.00, contradictedRecall: 0.90, trueRate: 0.000 },
    // thirty-second round (thirty-fifth session); first run: contradicted precision 93.8 %, recall 71.4 %, 0.0 % of true claims contradicted
    { name: 'the hundred-and-third set, blind, older, rarer and regional names for findings (S-T, Q-T, auricular, hemiblock, current of injury) (12 answers, 247 claims)', set: LABELLED_HUNDREDTHIRD, problems: 17, recall: 0.93, precision: 1.00, contradictedRecall: 0.97, trueRate: 0.000 },
    // thirty-third round (thirty-sixth session); first run: contradicted precision 97.2 %, recall 85.4 %, 0.0 % of true claims contradicted
    { name: 'the hundred-and-fourth set, blind, a twenty-second general sample of deployed models\' answers (12 answers, 235 claims)', set: LABELLED_HUNDREDFOURTH, problems: 22, recall: 0.89, precision: 0.97, contradictedRecall: 0.85, trueRate: 0.000 },
    // thirty-third round (thirty-sixth session); first run: contradicted precision 86.8 %, recall 86.8 %, 1.0 % of true claims contradicted
    { name: 'the hundred-and-fifth set, blind, quantifiers and comparisons across leads (most, all, none of, deepest, spared, except) (12 answers, 241 claims)', set: LABELLED_HUNDREDFIFTH, problems: 34, recall: 0.86, precision: 0.97, contradictedRecall: 0.97, trueRate: 0.000 },
    // thirty-third round (thirty-sixth session); first run: contradicted precision 97.0 %, recall 82.1 %, 0.0 % of true claims contradicted
    { name: 'the hundred-and-sixth set, blind, hedged and approximate numbers beside exact ones (about, just under, at least, no more than, borderline) (12 answers, 239 claims)', set: LABELLED_HUNDREDSIXTH, problems: 42, recall: 0.83, precision: 0.97, contradictedRecall: 0.87, trueRate: 0.000 },
    // thirty-fourth round (thirty-seventh session); first run: contradicted precision 91.7 %, recall 84.6 %, 0.5 % of true claims contradicted
    { name: 'the hundred-and-seventh set, blind, contrast and conditional structures (although, whereas, rather than, instead of, unless, neither … nor) (12 answers, 240 claims)', set: LABELLED_HUNDREDSEVENTH, problems: 30, recall: 0.87, precision: 1.00, contradictedRecall: 0.87, trueRate: 0.000 },
    // thirty-fourth round (thirty-seventh session); first run: contradicted precision 79.6 %, recall 97.7 %, 0.7 % of true claims contradicted
    { name: 'the hundred-and-eighth set, blind, serial comparison with prior tracings and clinical context (new, no longer, unchanged, resolved; athlete, child, on digoxin) (12 answers, 238 claims)', set: LABELLED_HUNDREDEIGHTH, problems: 34, recall: 0.86, precision: 0.97, contradictedRecall: 0.97, trueRate: 0.000 },
    // thirty-fourth round (thirty-seventh session); first run: contradicted precision 86.8 %, recall 86.8 %, 1.6 % of true claims contradicted
    { name: 'the hundred-and-ninth set, blind, structured outputs (Markdown tables, key: value lines, JSON, checklists with ✓ and ✗, numbered steps) (12 answers, 237 claims)', set: LABELLED_HUNDREDNINTH, problems: 25, recall: 0.90, precision: 1.00, contradictedRecall: 0.86, trueRate: 0.000 },
    // thirty-fifth round (thirty-eighth session); first runs: contradicted precision / recall / % of true claims contradicted 71.4 % / 78.9 % / 0.6 %, 79.4 % / 67.5 % / 1.1 %, 93.9 % / 81.6 % / 0.5 %
    { name: 'the hundred-and-tenth set, blind, long reasoning traces with self-correction (let me recount, wait, actually, correction:, scratch that; withdrawn readings kept in the summary) (12 answers, 254 claims)', set: LABELLED_HUNDREDTENTH, problems: 36, recall: 0.90, precision: 0.84, contradictedRecall: 0.86, trueRate: 0.006 },
    { name: 'the hundred-and-eleventh set, blind, beat-by-beat rhythm-strip descriptions (beats by number or time, ectopic counts, pauses, RR intervals, couplets, bigeminy) (12 answers, 235 claims)', set: LABELLED_HUNDREDELEVENTH, problems: 39, recall: 0.80, precision: 0.93, contradictedRecall: 0.67, trueRate: 0.000 },
    { name: 'the hundred-and-twelfth set, blind, terse clinician shorthand (SR 72, nl, abn, WNL, r/o, c/w, ?, arrows, slashes, semicolon lists) (12 answers, 241 claims)', set: LABELLED_HUNDREDTWELFTH, problems: 36, recall: 0.82, precision: 1.00, contradictedRecall: 0.89, trueRate: 0.000 },
    // thirty-sixth round (thirty-ninth session); first runs: contradicted precision / recall / % of true claims contradicted 88.5 % / 57.5 % / 0.0 %, 68.1 % / 84.2 % / 2.2 %, 89.2 % / 84.6 % / 0.0 %
    { name: 'the hundred-and-thirteenth set, blind, patient-facing lay explanations (top and bottom chambers, wiring, recharge time, quivering, thick heart muscle) (12 answers, 232 claims)', set: LABELLED_HUNDREDTHIRTEENTH, problems: 35, recall: 0.87, precision: 0.90, contradictedRecall: 0.75, trueRate: 0.000 },
    { name: 'the hundred-and-fourteenth set, blind, ranked differential diagnoses (most likely, less likely, unlikely, ruled out; items closed by a verdict; final impression) (12 answers, 251 claims)', set: LABELLED_HUNDREDFOURTEENTH, problems: 41, recall: 0.89, precision: 0.97, contradictedRecall: 0.88, trueRate: 0.000 },
    { name: 'the hundred-and-fifteenth set, blind, athletes and children (training- and age-dependent criteria, athlete screening, paediatric axis and T waves) (12 answers, 235 claims)', set: LABELLED_HUNDREDFIFTEENTH, problems: 30, recall: 0.87, precision: 1.00, contradictedRecall: 0.90, trueRate: 0.000 },
    // thirty-seventh round (fortieth session); first runs: contradicted precision / recall / % of true claims contradicted 68.9 % / 79.5 % / 1.0 %, 51.9 % / 69.2 % / 7.5 %, 97.2 % / 87.5 % / 0.0 %
    { name: 'the hundred-and-sixteenth set, blind, teaching and quiz answers (step-by-step working, multiple choice with rejected options, mnemonics, "what would you expect" asides) (12 answers, 250 claims)', set: LABELLED_HUNDREDSIXTEENTH, problems: 46, recall: 0.86, precision: 0.86, contradictedRecall: 0.80, trueRate: 0.000 },
    { name: 'the hundred-and-seventeenth set, blind, long-record (Holter, wearable) summaries of the strip (total beats, minimum / mean / maximum rate, longest pause, ectopy burden, episodes, halves) (12 answers, 243 claims)', set: LABELLED_HUNDREDSEVENTEENTH, problems: 25, recall: 0.90, precision: 1.00, contradictedRecall: 0.87, trueRate: 0.000 },
    { name: 'the hundred-and-eighteenth set, blind, a new general sample (prose, bullets, short reports, reasoning, JSON) (12 answers, 241 claims)', set: LABELLED_HUNDREDEIGHTEENTH, problems: 29, recall: 0.87, precision: 0.97, contradictedRecall: 0.87, trueRate: 0.000 },
    // thirty-eighth round (forty-first session); first runs: contradicted precision / recall / % of true claims contradicted 65.3 % / 84.2 % / 1.3 %, 77.5 % / 77.5 % / 1.0 %, 82.4 % / 73.7 % / 0.5 %
    { name: 'the hundred-and-nineteenth set, blind, critiques of another model\'s reading (quoted first readings, agreements and corrections, a final reading) (12 answers, 241 claims)', set: LABELLED_HUNDREDNINETEENTH, problems: 69, recall: 0.87, precision: 0.89, contradictedRecall: 0.85, trueRate: 0.007 },
    { name: 'the hundred-and-twentieth set, blind, emergency triage notes and paramedic handovers (telegraphic lines, vital signs, STEMI activation decisions) (12 answers, 252 claims)', set: LABELLED_HUNDREDTWENTIETH, problems: 34, recall: 0.86, precision: 0.91, contradictedRecall: 0.78, trueRate: 0.006 },
    { name: 'the hundred-and-twenty-first set, blind, English of non-native writers and translated reports (decimal commas, "frequency", "lpm", French, German, Spanish and Chinese report phrasing) (12 answers, 252 claims)', set: LABELLED_HUNDREDTWENTYFIRST, problems: 44, recall: 0.82, precision: 0.91, contradictedRecall: 0.80, trueRate: 0.005 },
    // thirty-ninth round (forty-second session); first runs: contradicted precision / recall / % of true claims contradicted 94.4 % / 89.5 % / 0.6 %, 68.4 % / 66.7 % / 6.2 %, 82.2 % / 92.5 % / 0.0 %
    { name: 'the hundred-and-twenty-second set, blind, voice-dictation transcripts (spoken punctuation, numbers and abbreviations spelled out, homophones, "scratch that") (12 answers, 225 claims)', set: LABELLED_HUNDREDTWENTYSECOND, problems: 14, recall: 0.94, precision: 0.94, contradictedRecall: 0.97, trueRate: 0.006 },
    { name: 'the hundred-and-twenty-third set, blind, structured report templates (headed fields, ticked and unticked boxes, drop-down words, N/A fields, numbered impressions) (12 answers, 244 claims)', set: LABELLED_HUNDREDTWENTYTHIRD, problems: 28, recall: 0.89, precision: 0.97, contradictedRecall: 0.87, trueRate: 0 },
    { name: 'the hundred-and-twenty-fourth set, blind, a new general sample (step-by-step reasoning then a final answer) (12 answers, 235 claims)', set: LABELLED_HUNDREDTWENTYFOURTH, problems: 22, recall: 0.94, precision: 0.84, contradictedRecall: 0.92, trueRate: 0 },
    // fortieth round (forty-third session); first runs: contradicted precision / recall / % of true claims contradicted 51.5 % / 92.1 % / 8.0 %, 66.0 % / 81.6 % / 0.6 %, 94.9 % / 94.9 % / 0.0 %
    { name: 'the hundred-and-twenty-fifth set, blind, teaching-quiz answer keys (short answers with marks, True/False statements marked T or F, single-best-answer options with the chosen one ticked, examiners\' mark sheets and marking schemes) (12 answers, 237 claims)', set: LABELLED_HUNDREDTWENTYFIFTH, problems: 46, recall: 0.86, precision: 0.82, contradictedRecall: 0.97, trueRate: 0.006 },
    { name: 'the hundred-and-twenty-sixth set, blind, comparisons with a previous ECG (values and findings of the earlier tracing, side-by-side tables, "new", "unchanged", "no longer", "resolved") (12 answers, 241 claims)', set: LABELLED_HUNDREDTWENTYSIXTH, problems: 20, recall: 0.93, precision: 0.91, contradictedRecall: 0.86, trueRate: 0 },
    { name: 'the hundred-and-twenty-seventh set, blind, a general sample in the commonest formats (markdown headings and bullets, "Step 1 … Step N", a final "Diagnosis:" line, hedged language) (12 answers, 243 claims)', set: LABELLED_HUNDREDTWENTYSEVENTH, problems: 23, recall: 0.92, precision: 0.95, contradictedRecall: 0.97, trueRate: 0 },
    // forty-first round (forty-fourth session); first runs: contradicted precision / recall / % of true claims contradicted 80.0 % / 71.8 % / 0.6 %, 62.2 % / 73.7 % / 4.4 %, 68.5 % / 97.4 % / 1.2 %
    { name: 'the hundred-and-twenty-eighth set, blind, special populations and devices (a child or an athlete assumed, pacing spikes, paced beats and pacemaker malfunction, age- and sex-specific thresholds) (12 answers, 237 claims)', set: LABELLED_HUNDREDTWENTYEIGHTH, problems: 33, recall: 0.86, precision: 0.97, contradictedRecall: 0.92, trueRate: 0.006 },
    { name: 'the hundred-and-twenty-ninth set, blind, Holter and wearable summaries of the 10-s record (minimum / average / maximum rate, longest pause, burden, episodes, ectopic counts, a watch\'s AF flag) (12 answers, 257 claims)', set: LABELLED_HUNDREDTWENTYNINTH, problems: 36, recall: 0.88, precision: 0.97, contradictedRecall: 0.86, trueRate: 0 },
    { name: 'the hundred-and-thirtieth set, blind, multi-turn conversations pasted as one answer (User / Assistant, Human / AI, Q / A; the assistant revising itself, users asserting wrong things) (12 answers, 255 claims)', set: LABELLED_HUNDREDTHIRTIETH, problems: 30, recall: 0.92, precision: 0.98, contradictedRecall: 0.96, trueRate: 0.006 },
    // forty-second round (forty-fifth session); first runs: contradicted precision / recall / % of true claims contradicted 85.0 % / 87.2 % / 1.2 %, 77.4 % / 60.0 % / 2.6 %, 67.6 % / 59.0 % / 3.4 %
    { name: 'the hundred-and-thirty-first set, blind, structured machine output (JSON, YAML, key: value lists, XML-like tags, CSV rows) with short reasoning fields (12 answers, 229 claims)', set: LABELLED_HUNDREDTHIRTYFIRST, problems: 33, recall: 0.86, precision: 0.97, contradictedRecall: 0.94, trueRate: 0 },
    { name: 'the hundred-and-thirty-second set, blind, explanations for a patient or lay reader ("the top chambers are quivering", "the little bump before each beat") (12 answers, 248 claims)', set: LABELLED_HUNDREDTHIRTYSECOND, problems: 90, recall: 0.66, precision: 0.86, contradictedRecall: 0.65, trueRate: 0.011 },
    { name: 'the hundred-and-thirty-third set, blind, critiques of another model\'s interpretation, quoting its claims and endorsing or rejecting them (12 answers, 238 claims)', set: LABELLED_HUNDREDTHIRTYTHIRD, problems: 32, recall: 0.86, precision: 1, contradictedRecall: 0.74, trueRate: 0 },
    // forty-third round (forty-sixth session); first runs: contradicted precision / recall / % of true claims contradicted 82.5 % / 84.6 % / 1.5 %, 86.8 % / 82.5 % / 3.0 %, 68.3 % / 71.8 % / 3.4 %
    { name: 'the hundred-and-thirty-fourth set, blind, answers laid out as tables (Markdown, ASCII borders, tab-separated; measurement, per-lead and findings tables) (12 answers, 253 claims)', set: LABELLED_HUNDREDTHIRTYFOURTH, problems: 48, recall: 0.84, precision: 0.91, contradictedRecall: 0.86, trueRate: 0.005 },
    { name: 'the hundred-and-thirty-fifth set, blind, terse emergency and handover notes ("SR 72, reg", "STE −", "1dAVB", "AF w/ RVR", "HR ↑ 112") (12 answers, 231 claims)', set: LABELLED_HUNDREDTHIRTYFIFTH, problems: 27, recall: 0.89, precision: 1, contradictedRecall: 0.97, trueRate: 0 },
    { name: 'the hundred-and-thirty-sixth set, blind, differential-diagnosis reasoning: ranked candidates ruled in or out ("favoured", "excluded", "cannot exclude", "argued against") (12 answers, 256 claims)', set: LABELLED_HUNDREDTHIRTYSIXTH, problems: 38, recall: 0.92, precision: 0.84, contradictedRecall: 0.89, trueRate: 0 },
    // forty-fourth round (forty-seventh session); first runs: contradicted precision / recall / % of true claims contradicted 78.0 % / 80.0 % / 0.0 %, 83.8 % / 77.5 % / 1.1 %, 56.4 % / 81.6 % / 2.3 %
    { name: 'the hundred-and-thirty-seventh set, blind, teaching explanations with worked box counting and arithmetic ("300 / 4 = 75 bpm", "4 small boxes = 160 ms", Bazett by hand) (12 answers, 248 claims)', set: LABELLED_HUNDREDTHIRTYSEVENTH, problems: 35, recall: 0.89, precision: 0.8, contradictedRecall: 0.89, trueRate: 0 },
    { name: 'the hundred-and-thirty-eighth set, blind, answers stating explicit confidence and probabilities ("Sinus rhythm (confidence 95%)", "AF | 0.2", "low confidence: possible LVH") (12 answers, 233 claims)', set: LABELLED_HUNDREDTHIRTYEIGHTH, problems: 34, recall: 0.88, precision: 0.89, contradictedRecall: 0.87, trueRate: 0 },
    { name: 'the hundred-and-thirty-ninth set, blind, rubric-graded critiques scoring a model\'s interpretation item by item ("Axis (1 pt): 0/1", "Deduct 1: claims QRS 140 ms") (12 answers, 261 claims)', set: LABELLED_HUNDREDTHIRTYNINTH, problems: 31, recall: 0.88, precision: 0.96, contradictedRecall: 0.81, trueRate: 0.006 },
    // forty-fifth round (forty-eighth session); first runs: contradicted precision / recall / % of true claims contradicted 89.5 % / 82.9 % / 0.0 %, 76.5 % / 72.2 % / 3.3 %, 88.9 % / 100.0 % / 1.0 %
    { name: 'the hundred-and-fortieth set, blind, answers that correct themselves mid-stream ("Rate about 90 — wait, recounting, 72 bpm", "Scratch that", "Correction: not LBBB but RBBB") (12 answers, 269 claims)', set: LABELLED_HUNDREDFORTIETH, problems: 37, recall: 0.89, precision: 1.0, contradictedRecall: 0.92, trueRate: 0 },
    { name: 'the hundred-and-forty-first set, blind, voice-assistant and spoken answers with numbers in words ("seventy-two beats per minute", "about a tenth of a second", "um so basically") (12 answers, 223 claims)', set: LABELLED_HUNDREDFORTYFIRST, problems: 30, recall: 0.86, precision: 0.97, contradictedRecall: 0.94, trueRate: 0.006 },
    { name: 'the hundred-and-forty-second set, blind, deployed reasoning models\' answers: <think> traces, boxed and multiple-choice finals that may contradict the reasoning (12 answers, 249 claims)', set: LABELLED_HUNDREDFORTYSECOND, problems: 26, recall: 0.91, precision: 1.0, contradictedRecall: 1.0, trueRate: 0 },
    // forty-sixth round (forty-ninth session); first runs: contradicted precision / recall / % of true claims contradicted 68.9 % / 86.1 % / 0.5 %, 80.5 % / 82.5 % / 0.0 %, 86.8 % / 89.2 % / 1.1 %
    { name: 'the hundred-and-forty-third set, blind, answers citing guidelines and criteria with their thresholds ("QRS 150 ms, which meets the ≥120 ms criterion", "normal (−30° to +90°)", Sgarbossa, Cornell) (12 answers, 263 claims)', set: LABELLED_HUNDREDFORTYTHIRD, problems: 37, recall: 0.9, precision: 1.0, contradictedRecall: 0.91, trueRate: 0 },
    { name: 'the hundred-and-forty-fourth set, blind, pediatric, adolescent and athlete answers weighing normal variants against disease ("juvenile T-wave pattern", "upper-normal for a toddler", "athlete\'s heart") (12 answers, 232 claims)', set: LABELLED_HUNDREDFORTYFOURTH, problems: 28, recall: 0.89, precision: 0.94, contradictedRecall: 0.9, trueRate: 0 },
    { name: 'the hundred-and-forty-fifth set, blind, multimodal answers reading a photo of the printout by box counts ("RR just under 5 large sq", "QRS 2.3 sq", calibration, cropped leads) (12 answers, 243 claims)', set: LABELLED_HUNDREDFORTYFIFTH, problems: 44, recall: 0.83, precision: 0.97, contradictedRecall: 0.94, trueRate: 0 },
    // forty-seventh round (fiftieth session); first runs: contradicted precision / recall / % of true claims contradicted 80.0 % / 82.1 % / 1.8 %, 82.9 % / 74.4 % / 0.0 %, 80.5 % / 82.5 % / 2.5 %
    { name: 'the hundred-and-forty-sixth set, blind, answers to a clinician\'s practical question ("Is it safe to start sotalol?", "Can she be cardioverted today?", "Should I activate the cath lab?") justified by the ECG (12 answers, 226 claims)', set: LABELLED_HUNDREDFORTYSIXTH, problems: 22, recall: 0.92, precision: 1.0, contradictedRecall: 0.95, trueRate: 0 },
    { name: 'the hundred-and-forty-seventh set, blind, ECG findings inside discharge summaries, progress notes and referral letters among vital signs, laboratory values and doses ("Obs: BP 132/84, HR 78", "K+ 3.1 mmol/L", "Repeat ECG on day 4: …") (12 answers, 242 claims)', set: LABELLED_HUNDREDFORTYSEVENTH, problems: 39, recall: 0.94, precision: 0.96, contradictedRecall: 0.77, trueRate: 0 },
    { name: 'the hundred-and-forty-eighth set, blind, morphology-heavy answers comparing leads and waves ("R in V1 taller than the S", "T in III deeper than in aVF", "aVR mostly negative with an inverted T") (12 answers, 254 claims)', set: LABELLED_HUNDREDFORTYEIGHTH, problems: 47, recall: 0.83, precision: 0.94, contradictedRecall: 0.85, trueRate: 0.005 },
    // forty-eighth round (fiftieth session); first runs: contradicted precision / recall / % of true claims contradicted 88.9 % / 82.1 % / 0.0 %, 71.9 % / 60.5 % / 0.0 %, 82.1 % / 80.0 % / 1.5 %
    { name: 'the hundred-and-forty-ninth set, blind, OSCE and viva presentations with an examiner\'s questions ("This is a 12-lead ECG of … calibrated at 10 mm/mV", "Examiner: And the rate?") (12 answers, 240 claims)', set: LABELLED_HUNDREDFORTYNINTH, problems: 33, recall: 0.88, precision: 1.0, contradictedRecall: 0.87, trueRate: 0 },
    { name: 'the hundred-and-fiftieth set, blind, informal forum and group-chat replies to an "EKG question" post ("lol textbook LBBB", "QRS is like 150", "-40ish", "ngl I\'d call that 1st deg") (12 answers, 249 claims)', set: LABELLED_HUNDREDFIFTIETH, problems: 98, recall: 0.66, precision: 0.75, contradictedRecall: 0.65, trueRate: 0 },
    { name: 'the hundred-and-fifty-first set, blind, electrophysiology-heavy explanations mixing mechanism with this ECG\'s findings ("the septum depolarises left to right … here there is no q in V6") (12 answers, 258 claims)', set: LABELLED_HUNDREDFIFTYFIRST, problems: 44, recall: 0.84, precision: 0.96, contradictedRecall: 0.84, trueRate: 0.006 },
    // forty-ninth round (fiftieth session); first runs: contradicted precision / recall / % of true claims contradicted 63.0 % / 89.5 % / 0.0 %, 72.5 % / 72.5 % / 0.5 %, 79.1 % / 89.5 % / 0.5 %
    { name: 'the hundred-and-fifty-second set, blind, ECG foundation-model and pipeline outputs beside the reading (class probabilities, top-3 predictions, attention over leads, per-beat counts, a model flag overruled) (12 answers, 249 claims)', set: LABELLED_HUNDREDFIFTYSECOND, problems: 33, recall: 0.9, precision: 0.93, contradictedRecall: 0.9, trueRate: 0.006 },
    { name: 'the hundred-and-fifty-third set, blind, conclusions drawn by comparing leads or halves of the strip, with counterfactuals ("if the axis were left we\'d expect …", "since … therefore …") (12 answers, 257 claims)', set: LABELLED_HUNDREDFIFTYTHIRD, problems: 56, recall: 0.8, precision: 0.93, contradictedRecall: 0.73, trueRate: 0.006 },
    { name: 'the hundred-and-fifty-fourth set, blind, a general sample of chat assistants for a mixed audience (summary, details, "what this means for you", next steps, disclaimers) (12 answers, 236 claims)', set: LABELLED_HUNDREDFIFTYFOURTH, problems: 43, recall: 0.85, precision: 0.94, contradictedRecall: 0.89, trueRate: 0 },
    // fiftieth round (fiftieth session); first runs: contradicted precision / recall / % of true claims contradicted 82.8 % / 63.2 % / 2.0 %, 75.6 % / 82.9 % / 1.1 %, 78.4 % / 78.4 % / 1.0 %
    { name: 'the hundred-and-fifty-fifth set, blind, answers to a lead-focused question ("What does aVR tell us here?", "Walk me through V1 and V2", "### V1" sections, "Lead I: yes, normal.") (12 answers, 249 claims)', set: LABELLED_HUNDREDFIFTYFIFTH, problems: 63, recall: 0.78, precision: 0.86, contradictedRecall: 0.68, trueRate: 0.015 },
    { name: 'the hundred-and-fifty-sixth set, blind, partial refusals and safety-first answers ("I can\'t diagnose, but …", "this may or may not indicate …") (12 answers, 251 claims)', set: LABELLED_HUNDREDFIFTYSIXTH, problems: 47, recall: 0.85, precision: 0.87, contradictedRecall: 0.82, trueRate: 0.006 },
    { name: 'the hundred-and-fifty-seventh set, blind, reasoning models\' final answers in numbered sections (key findings, measurements, differential, most likely diagnosis, recommendation) (12 answers, 255 claims)', set: LABELLED_HUNDREDFIFTYSEVENTH, problems: 38, recall: 0.9, precision: 0.93, contradictedRecall: 0.78, trueRate: 0.011 },
    // fifty-first round (fiftieth session); first runs: contradicted precision / recall / % of true claims contradicted 53.0 % / 87.5 % / 0.6 %, 52.5 % / 77.5 % / 9.8 %, 92.5 % / 97.4 % / 0.9 %
    { name: 'the hundred-and-fifty-eighth set, blind, a series of ECGs of one patient with the one under review named ("ECG 3 (today, the uploaded one)", values of the others typed in) (12 answers, 264 claims)', set: LABELLED_HUNDREDFIFTYEIGHTH, problems: 35, recall: 0.91, precision: 0.85, contradictedRecall: 0.9, trueRate: 0 },
    { name: 'the hundred-and-fifty-ninth set, blind, unusual units and calibrations converted by the answer ("at 50 mm/s the QRS spans 5 small boxes = 100 ms", "half gain, so the 12 mm R is 2.4 mV", µV, seconds) (12 answers, 269 claims)', set: LABELLED_HUNDREDFIFTYNINTH, problems: 38, recall: 0.87, precision: 0.94, contradictedRecall: 0.82, trueRate: 0 },
    { name: 'the hundred-and-sixtieth set, blind, a general sample in the style of small open-weight models (repetition, odd phrasing, self-contradiction) (12 answers, 255 claims)', set: LABELLED_HUNDREDSIXTIETH, problems: 12, recall: 0.96, precision: 0.92, contradictedRecall: 0.97, trueRate: 0.01 },
    // fifty-second round (fifty-first session); first runs: contradicted precision / recall / % of true claims contradicted 89.3 % / 64.1 % / 0.6 %, 85.3 % / 85.3 % / 0.0 %, 80.0 % / 71.8 % / 3.2 %
    { name: 'the hundred-and-sixty-first set, blind, beat-by-beat answers (numbered complexes, times on the strip, RR and PR lists, counts in stretches, which beats are premature or dropped) (12 answers, 215 claims)', set: LABELLED_HUNDREDSIXTYFIRST, problems: 48, recall: 0.8, precision: 1, contradictedRecall: 0.82, trueRate: 0 },
    { name: 'the hundred-and-sixty-second set, blind, pasted multi-turn chats where the user pushes back and the assistant corrects, holds its ground or caves (12 answers, 250 claims)', set: LABELLED_HUNDREDSIXTYSECOND, problems: 38, recall: 0.87, precision: 0.96, contradictedRecall: 0.88, trueRate: 0 },
    { name: 'the hundred-and-sixty-third set, blind, quantitative ST and voltage work (ST at J, J+60, J+80 per lead, slope, Sokolow–Lyon, Cornell product, Romhilt–Estes, Peguero–Lo Presti) (12 answers, 247 claims)', set: LABELLED_HUNDREDSIXTYTHIRD, problems: 50, recall: 0.83, precision: 0.92, contradictedRecall: 0.89, trueRate: 0.016 },
    // fifty-third round (fifty-first session); first runs: contradicted precision / recall / % of true claims contradicted 84.8 % / 71.8 % / 0.0 %, 65.2 % / 75.0 % / 2.1 %, 97.1 % / 89.5 % / 0.5 %
    { name: 'the hundred-and-sixty-fourth set, blind, answers that dwell on the P waves and atrial activity (P morphology lead by lead, duration, P-terminal force, P axis, atrial rate, flutter and fibrillatory waves) (12 answers, 246 claims)', set: LABELLED_HUNDREDSIXTYFOURTH, problems: 64, recall: 0.76, precision: 0.94, contradictedRecall: 0.78, trueRate: 0 },
    { name: 'the hundred-and-sixty-fifth set, blind, the cart\'s printed interpretation checked statement by statement ("Vent. rate 72 BPM", "** Sinus rhythm **", agree / disagree with each) (12 answers, 271 claims)', set: LABELLED_HUNDREDSIXTYFIFTH, problems: 39, recall: 0.92, precision: 0.81, contradictedRecall: 0.75, trueRate: 0.022 },
    { name: 'the hundred-and-sixty-sixth set, blind, compact impressions with each finding\'s value in brackets or after a dash ("first-degree AV block (PR 262 ms)", "QTc prolonged [Bazett 512 ms]") (12 answers, 246 claims)', set: LABELLED_HUNDREDSIXTYSIXTH, problems: 27, recall: 0.91, precision: 0.97, contradictedRecall: 0.97, trueRate: 0.006 },
    // fifty-fourth round (fifty-first session); first runs: contradicted precision / recall / % of true claims contradicted 68.2 % / 37.5 % / 1.1 %, 76.0 % / 95.0 % / 0.0 %, 77.1 % / 67.5 % / 0.0 %
    { name: 'the hundred-and-sixty-seventh set, blind, technical and lead-placement questions (limb-lead reversal, misplaced chest leads, dextrocardia, a noisy or low lead) read into polarity and axis (12 answers, 236 claims)', set: LABELLED_HUNDREDSIXTYSEVENTH, problems: 58, recall: 0.79, precision: 0.85, contradictedRecall: 0.6, trueRate: 0 },
    { name: 'the hundred-and-sixty-eighth set, blind, QT-focused answers (QT by lead, tangent and threshold methods, U waves, four corrections worked, JT, QT dispersion) (12 answers, 252 claims)', set: LABELLED_HUNDREDSIXTYEIGHTH, problems: 48, recall: 0.85, precision: 0.88, contradictedRecall: 0.95, trueRate: 0 },
    { name: 'the hundred-and-sixty-ninth set, blind, a general sample of verbose 2026 reasoning traces with self-checks, running tallies and revised estimates (12 answers, 252 claims)', set: LABELLED_HUNDREDSIXTYNINTH, problems: 68, recall: 0.78, precision: 0.88, contradictedRecall: 0.71, trueRate: 0 },
    // fifty-fifth round (fifty-second session); first runs: contradicted precision / recall / % of true claims contradicted 59.5 % / 65.8 % / 0.6 %, 68.6 % / 87.5 % / 2.1 %, 82.9 % / 87.2 % / 0.0 %
    { name: 'the hundred-and-seventieth set, blind, answers that argue whether the rhythm is regular (RR intervals measured and compared, regularly vs irregularly irregular, grouped beating, AF vs flutter with variable block vs MAT) (12 answers, 223 claims)', set: LABELLED_HUNDREDSEVENTIETH, problems: 23, recall: 0.91, precision: 1, contradictedRecall: 0.88, trueRate: 0 },
    { name: 'the hundred-and-seventy-first set, blind, conduction blocks worked criterion by criterion (bundle branch, fascicular and incomplete blocks, criteria tables, "Incomplete RBBB? Needs rSR′ …") (12 answers, 240 claims)', set: LABELLED_HUNDREDSEVENTYFIRST, problems: 31, recall: 0.9, precision: 1, contradictedRecall: 0.87, trueRate: 0 },
    { name: 'the hundred-and-seventy-second set, blind, SBAR and ISBAR handovers (observations, older and clinic tracings, monitor events, the ECG read in Assessment) (12 answers, 249 claims)', set: LABELLED_HUNDREDSEVENTYSECOND, problems: 20, recall: 0.94, precision: 1, contradictedRecall: 0.97, trueRate: 0 },
    // fifty-sixth round (fifty-second session); first runs: contradicted precision / recall / % of true claims contradicted 69.0 % / 72.5 % / 2.6 %, 90.5 % / 95.0 % / 1.0 %, 84.1 % / 94.9 % / 2.1 %
    { name: 'the hundred-and-seventy-third set, blind, a confidence or probability on every finding (ranked tables with percentages, "[0.95]", "low confidence", JSON probabilities) (12 answers, 254 claims)', set: LABELLED_HUNDREDSEVENTYTHIRD, problems: 42, recall: 0.89, precision: 0.89, contradictedRecall: 0.8, trueRate: 0.006 },
    { name: 'the hundred-and-seventy-fourth set, blind, lead-by-lead walk-throughs (P, QRS shape and size, ST and T in each lead, then a summary) (12 answers, 240 claims)', set: LABELLED_HUNDREDSEVENTYFOURTH, problems: 48, recall: 0.8, precision: 0.95, contradictedRecall: 0.95, trueRate: 0.006 },
    { name: 'the hundred-and-seventy-fifth set, blind, rate and interval arithmetic by several methods (300 and 1500 rules, six-second counts, boxes at the stated speed, QTc by hand) (12 answers, 246 claims)', set: LABELLED_HUNDREDSEVENTYFIFTH, problems: 25, recall: 0.92, precision: 0.97, contradictedRecall: 0.94, trueRate: 0 },
    // fifty-seventh round (fifty-second session); first runs: contradicted precision / recall / % of true claims contradicted 81.0 % / 85.0 % / 0.0 %, 72.3 % / 87.2 % / 1.0 %, 68.1 % / 84.2 % / 1.8 %
    { name: 'the hundred-and-seventy-sixth set, blind, electrolyte and drug effects (potassium, calcium, digoxin, QT-prolonging drugs, beta-blockers) read from T, U, ST, QT, PR and QRS (12 answers, 234 claims)', set: LABELLED_HUNDREDSEVENTYSIXTH, problems: 46, recall: 0.85, precision: 0.81, contradictedRecall: 0.87, trueRate: 0 },
    { name: 'the hundred-and-seventy-seventh set, blind, teaching answers that interleave textbook rules with this ECG ("Remember that aVR is usually negative", "Rule: …", a normal range restated in boxes) (12 answers, 236 claims)', set: LABELLED_HUNDREDSEVENTYSEVENTH, problems: 35, recall: 0.86, precision: 0.97, contradictedRecall: 0.87, trueRate: 0 },
    { name: 'the hundred-and-seventy-eighth set, blind, ST reading for occlusion MI and its equivalents and mimics (criteria by age and sex, culprit artery, posterior, de Winter, Wellens, aVR, Sgarbossa, pericarditis, aneurysm) (12 answers, 243 claims)', set: LABELLED_HUNDREDSEVENTYEIGHTH, problems: 62, recall: 0.79, precision: 0.82, contradictedRecall: 0.85, trueRate: 0.007 },
    // fifty-eighth round (fifty-second session); first runs: contradicted precision / recall / % of true claims contradicted 87.5 % / 67.7 % / 0.0 %, 85.0 % / 89.5 % / 0.0 %, 92.5 % / 92.5 % / 1.4 %
    { name: 'the hundred-and-seventy-ninth set, blind, pasted chats of short follow-up questions answered in a word or a value ("What\'s the QTc?" / "About 470 ms", "Is the PR long?" / "No, 160 ms") (12 answers, 237 claims)', set: LABELLED_HUNDREDSEVENTYNINTH, problems: 39, recall: 0.85, precision: 0.96, contradictedRecall: 0.78, trueRate: 0 },
    { name: 'the hundred-and-eightieth set, blind, the ECG written up in letters (clinic letters, discharge summaries, pre-operative, insurance and occupational-health reports) (12 answers, 216 claims)', set: LABELLED_HUNDREDEIGHTIETH, problems: 17, recall: 0.94, precision: 0.97, contradictedRecall: 0.89, trueRate: 0 },
    { name: 'the hundred-and-eighty-first set, blind, answers dense with negation ("no evidence of", "fails to meet", "neither … nor", "not without", negatives lists) (12 answers, 259 claims)', set: LABELLED_HUNDREDEIGHTYFIRST, problems: 20, recall: 0.93, precision: 1, contradictedRecall: 0.92, trueRate: 0 },
    // fifty-ninth round (fifty-second session); first runs: contradicted precision / recall / % of true claims contradicted 77.8 % / 71.8 % / 1.5 %, 94.1 % / 82.1 % / 0.5 %, 94.4 % / 85.0 % / 0.5 %
    { name: 'the hundred-and-eighty-second set, blind, values given as ranges and approximations ("PR 180–200 ms", "in the 70s", "a touch over 100", "between about 2½ and 4 large squares") (12 answers, 251 claims)', set: LABELLED_HUNDREDEIGHTYSECOND, problems: 45, recall: 0.86, precision: 0.88, contradictedRecall: 0.77, trueRate: 0.011 },
    { name: 'the hundred-and-eighty-third set, blind, findings graded near their thresholds ("borderline", "upper limit of normal", "mildly prolonged", "low-normal voltage", "incomplete criteria") (12 answers, 246 claims)', set: LABELLED_HUNDREDEIGHTYTHIRD, problems: 36, recall: 0.86, precision: 1, contradictedRecall: 0.82, trueRate: 0 },
    { name: 'the hundred-and-eighty-fourth set, blind, a user\'s yes/no question answered first ("You asked whether …" — "No — this is not AF") then justified (12 answers, 236 claims)', set: LABELLED_HUNDREDEIGHTYFOURTH, problems: 48, recall: 0.89, precision: 1, contradictedRecall: 0.85, trueRate: 0 },
    // sixtieth round (fifty-third session); first runs: contradicted precision / recall / % of true claims contradicted 74.1 % / 66.7 % / 3.1 %, 90.5 % / 95.0 % / 0.9 %, 97.2 % / 89.7 % / 0.5 %
    { name: 'the hundred-and-eighty-fifth set, blind, answers typed in a hurry or dictated ("sinus rythm 72bpm", "pr160 qrs100", "lbbb", "avf", "vee one", "Q T C 410 period") (12 answers, 230 claims)', set: LABELLED_HUNDREDEIGHTYFIFTH, problems: 18, recall: 0.93, precision: 0.96, contradictedRecall: 0.92, trueRate: 0 },
    { name: 'the hundred-and-eighty-sixth set, blind, the reading stated at several levels (TL;DR, key findings, detail, bottom line), the sections sometimes disagreeing (12 answers, 283 claims)', set: LABELLED_HUNDREDEIGHTYSIXTH, problems: 19, recall: 0.95, precision: 0.97, contradictedRecall: 0.95, trueRate: 0.005 },
    { name: 'the hundred-and-eighty-seventh set, blind, a twenty-first general sample of deployed models\' answers (12 answers, 230 claims)', set: LABELLED_HUNDREDEIGHTYSEVENTH, problems: 22, recall: 0.92, precision: 1, contradictedRecall: 0.92, trueRate: 0 },
    // sixty-first round (fifty-third session); first runs: contradicted precision / recall / % of true claims contradicted 93.3 % / 71.8 % / 0.5 %, 89.5 % / 85.0 % / 0.5 %, 91.4 % / 88.9 % / 0.5 %
    { name: 'the hundred-and-eighty-eighth set, blind, answers that ask themselves questions and answer them ("PR constant? Yes, ~160 ms", "Q2: PR? 170 ms", "Q: Long QT? A: Not on this tracing") (12 answers, 244 claims)', set: LABELLED_HUNDREDEIGHTYEIGHTH, problems: 44, recall: 0.84, precision: 0.94, contradictedRecall: 0.87, trueRate: 0.011 },
    { name: 'the hundred-and-eighty-ninth set, blind, every sentence hedged as an uncertain visual reading ("appears", "seems ~88", "probably ~78", "there may be", "cannot exclude") (12 answers, 257 claims)', set: LABELLED_HUNDREDEIGHTYNINTH, problems: 37, recall: 0.89, precision: 0.89, contradictedRecall: 0.85, trueRate: 0.006 },
    { name: 'the hundred-and-ninetieth set, blind, a twenty-second general sample of deployed models\' answers (12 answers, 259 claims)', set: LABELLED_HUNDREDNINETIETH, problems: 37, recall: 0.88, precision: 0.94, contradictedRecall: 0.91, trueRate: 0.005 },
    // sixty-second round (fifty-third session); first runs: contradicted precision / recall / % of true claims contradicted 89.2 % / 82.5 % / 0.6 %, 94.1 % / 86.5 % / 0.0 %, 63.6 % / 89.7 % / 0.0 %
    { name: 'the hundred-and-ninety-first set, blind, answers with rendering and export artefacts (HTML entities and tags, escaped Markdown, a JSON-escaped string, a CSV export) (12 answers, 234 claims)', set: LABELLED_HUNDREDNINETYFIRST, problems: 32, recall: 0.9, precision: 0.92, contradictedRecall: 0.9, trueRate: 0.006 },
    { name: 'the hundred-and-ninety-second set, blind, a twenty-third general sample of deployed models\' answers (12 answers, 236 claims)', set: LABELLED_HUNDREDNINETYSECOND, problems: 28, recall: 0.9, precision: 0.94, contradictedRecall: 0.88, trueRate: 0 },
    { name: 'the hundred-and-ninety-third set, blind, findings interleaved with management that names findings conditionally ("if the QTc exceeds 500 ms, stop the drug", "expect a junctional rhythm") (12 answers, 227 claims)', set: LABELLED_HUNDREDNINETYTHIRD, problems: 29, recall: 0.91, precision: 0.86, contradictedRecall: 0.94, trueRate: 0 },
  ])('stays within the targets on $name', ({ set, problems, recall, precision, contradictedRecall, trueRate }) => {
    const m = scoreLabelled(set);
    const s = summary(m);
    expect(m.problems).toHaveLength(problems);
    expect(s.extractionRecall).toBeGreaterThanOrEqual(recall);
    expect(s.contradictedPrecision).toBeGreaterThanOrEqual(precision);
    expect(s.contradictedRecall).toBeGreaterThanOrEqual(contradictedRecall);
    expect(s.trueCalledContradictedRate).toBeLessThanOrEqual(trueRate);
  });

  it("catches the hallucinations a colleague marked in the built-in example answers, without false alarms", () => {
    // checked against the simulator's ground truth (a perfect analysis): the claim checker alone
    const m = scoreExamples('truth');
    expect(m.answers).toBe(25);
    expect(m.falseAlarms).toBe(0);
    // achieved 120 of 136 marked phrases (nineteenth session: two more, "every third P wave is not followed by a QRS complex" and "normal QRS voltage"; eighteenth session: one more, read through the new grammar; sixteenth session: the complete block's "preceded by a P wave" is caught now;
    // seventeenth: "which is markedly prolonged" said of a 180-ms QRS, marked since it is read); the misses are statements not extracted (morphology words,
    // electrical alternans, "abnormal P wave") and one long QT within the ±30 ms tolerance (QTc 430 ms)
    expect(m.caught).toBeGreaterThanOrEqual(115);
  });
});
