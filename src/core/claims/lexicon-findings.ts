// Phrases that name a PROTOCOL.md finding. Order does not matter: the longest match wins.
// Codes starting with "any_" are families ("bundle branch block", "STEMI") checked against their members.

import { LAY_FINDINGS, LAY_FROM, LAY_LOWER, LAY_UPPER } from './lay-lexicon';

export interface FindingPattern {
  code: string;
  kind: 'finding' | 'rhythm' | 'axis' | 'lead_finding';
  re: RegExp;
}

/** A grade said of an ST change or a T inversion ("subtle ST elevation", "deep T-wave inversion"): check-finding.ts checks it against the size. */
export const SEVERITY = String.raw`(?:(?:subtle|minimal|minor|slight|trivial|mild|marked|significant|dramatic|massive|striking|impressive|deep|giant|shallow|tombstone(?:[\s-]*(?:type|like))?)[\s,-]+)?`;
/** "The elevation carries on into V5 and V6": the ST change named before, taken up by its bare noun. */
const carriedOn = (word: string) => String.raw`(?<=\b[Tt]he\s+)${word}(?=\s+(?:also\s+)?(?:carries\s+on|continues|extends|spreads|reaches|runs)\s+(?:on\s+)?(?:in)?to\b)`;
/** The named LVH voltage criteria a claim can say are met. */
const VOLTAGE_CRITERIA = String.raw`(?:Sokolow(?:[\s–—-]*Lyon)?|Cornell)`;
const W = String.raw`[\s-]*`;
const DEG = (n: string) => String.raw`(?:${n})(?:${W}deg(?:ree|\.)?)?`;
const AVB = String.raw`(?:(?:(?:AV|A-V|atrioventricular|atrio-ventricular|heart)${W})?block|AVB)`;
const BBB = String.raw`bundle${W}branch${W}block`;
const ECG = String.raw`(?:ECG|EKG|electrocardiogram|tracing)`;
/** A ventricular ectopic named (for "no couplets" that follows it). */
const VENTRICULAR_MENTION = String.raw`\b(?:PVCs?|VPCs?|ventricular\s+(?:ectop\w*|premature\s+\w+|contractions?|complexes|beats|extrasystoles?))\b`;
/** "X is Y", "X: Y", "**X:** Y", "X - Y", "X appears Y" */
// a table's cell border too: "| Axis | Normal |"
const IS = String.raw`(?:\s+(?:is|are|was|were|appears?|seems?|looks?)\s+(?:to\s+be\s+)?|\s*\**\s*[:=–|-]\s*\**\s*(?:(?:is|are)\s+)?)`;
/** An interval named in a list of values ("PR 160 ms, QRS 90 ms"). */
const INTERVAL_NAME = String.raw`\b(?:PR|QRS|QTc?)\b`;
/** An adverb of degree between an interval and its quality ("the PR is clearly long"). */
const CLEARLY = String.raw`(?:clearly|definitely|obviously|markedly|significantly|slightly|mildly|very|quite)\s+`;

function p(code: string, kind: FindingPattern['kind'], source: string, flags = 'gi'): FindingPattern {
  return { code, kind, re: new RegExp(String.raw`(?<![\w-])(?:${source})(?![\w])`, flags) };
}

/** "Normal ST-T", "ST-T normal", "Repolarisation: unremarkable": the hit denies `any_repolarization_change` (extract-findings' NORMAL_FOR_ABNORMAL). */
/**
 * T waves said to be normal: no T-wave change ("normal T waves", "T waves normal in amplitude", "normal T/U morphology");
 * "… normal T waves are flattened" (dictation without stops) leaves "normal" to what went before.
 */
export const NORMAL_T = String.raw`(?:normal|unremarkable)\s+T(?:[\s-]*waves?|\s*\/\s*U(?:[\s-]*waves?)?)(?:\s+(?:morphology|amplitudes?|shape))?(?!\s+(?:are|is|were|was|have|has)\b)|T[\s-]*waves?\s*(?:is\s+|are\s+|:\s*)?(?:normal|unremarkable)(?:\s+in\s+(?:amplitude|morphology|shape))?\b|T[\s-]*waves?\s+(?:(?:are\s+)?upright\s+)?(?:of|with|and)\s+normal\s+(?:amplitude|morphology|shape)`;
export const NORMAL_ST_T = String.raw`(?:normal|unremarkable)\s+(?:ST[\s/–-]*T(?:[\s-]*waves?|\s+segments?)?|repolari[sz]ation)(?![\s/-]*(?:changes?|abnormalit))|(?:ST[\s/–-]*T(?:[\s-]*waves?|\s+segments?)?|repolari[sz]ation)\s*(?:is\s+|are\s+|:\s*)?(?:normal|unremarkable)\b`;
/** "ST segments: normal", "normal ST segments" (forms and outlines): the hit denies `any_st_change`. */
export const NORMAL_ST = String.raw`(?:normal|unremarkable)\s+ST(?:[\s-]*segments?)(?![\s/–-]*(?:T\b|changes?|abnormalit))|ST(?:[\s-]*segments?)?\s*(?:is\s+|are\s+|:\s*)?(?:normal|unremarkable)\b(?!\s+(?:in|for|to)\s+(?:length|duration|amplitude))`;
/** "Q waves: normal", "normal septal q waves": the hit denies `pathological_q_waves`. */
export const NORMAL_Q = String.raw`(?:(?:normal|physiologic(?:al)?)\s+(?:septal\s+)?|small\s+septal\s+)Q[\s-]*waves?|Q[\s-]*waves?\s*(?:is\s+|are\s+|:\s*)?(?:normal|unremarkable|physiologic(?:al)?)\b`;
/** "ST segments are isoelectric", "isoelectric ST segments": the hit denies `any_st_change`. */
export const ISOELECTRIC_ST = String.raw`ST[\s-]*(?:segments?\s+)?(?:(?:is|are|looks?|appears?|seems?)\s+)?(?:isoelectric|on\s+the\s+baseline)\b|ST[\s-]*(?:segments?)?\)?\s+(?:sits?|lies?|are|is)\s+flat(?:\s+on\s+the\s+baseline)?\b|isoelectric\s+ST(?:[\s-]*segments?)?`;
/** Normal R-wave progression in words: the hit denies `poor_r_wave_progression` (extract-findings' NORMAL_FOR_ABNORMAL). */
export const NORMAL_R_PROGRESSION = String.raw`(?:normal|appropriate|adequate|good|preserved|physiologic(?:al)?)\s+(?:precordial\s+)?R[\s-]*(?:wave\s+)?progression|R[\s-]*wave\s+progression\s+(?:is\s+|appears\s+|looks\s+|seems\s+)?(?:normal|nl|appropriate|adequate|preserved)\b|R[\s-]*waves?\s+(?:progress|increase|grow|build)s?\s+(?:normally|appropriately|(?:progressively\s+|steadily\s+)?(?:in\s+(?:amplitude|height|size)\s+)?(?:from\s+V1|across\s+the\s+(?:precordi(?:um|al\s+leads)|chest\s+leads)))`;
/** "not" inside a phrase that asserts an unconducted P ("the P wave is not conducted") or a varying PR ("the PR is not constant"): no negation. */
export const AV_NOT_CONDUCTED = /\b(?:is|are|was|were)\s+not\s+(?:conducted|followed\s+by|constant|fixed)|\bnot\s+conducted\b/gi;
/** "PR not measurable": the "not" is the statement (`pr_unmeasurable`), not its denial. */
export const NOT_MEASURABLE = /\bnot\s+(?:measurable|applicable|assessable|determinable)\b/gi;

const LAY_EXTRA_BEATS = String.raw`(?:extra|early|premature)\s+(?:heart\s*)?beats?${LAY_FROM}`;

export const FINDING_PATTERNS: FindingPattern[] = [
  // "sinus" alone as a list item ("Rate 80 bpm, sinus.") names the rhythm
  p('sinus_rhythm', 'rhythm', String.raw`(?:normal\s+)?sinus\s+rhythm|rhythm${IS}(?:normal\s+)?sinus(?!\s+(?:rhythm|brady|tachy|arrhythmia))|sinus\s+origin|sinus\s+mechanism|sinus\s+P(?:[\s-]*waves?)?(?!\s*[-–]?\s*(?:QRS|R)\b)|sinus(?=\s*(?:[.;,)\n]|$))`),
  p('sinus_rhythm', 'rhythm', String.raw`N?SR`, 'g'),
  // in lay words: the beat starts from the heart's natural pacemaker
  p('sinus_rhythm', 'rhythm', String.raw`(?:beats?|rhythm|heartbeats?|signal)\s+(?:each\s+)?(?:starts?|starting|comes?|coming|begins?|originates?)\s+(?:from|in|at)\s+(?:your\s+|the\s+)?(?:heart['’]s\s+)?natural\s+pacemaker|(?:coming|starting)\s+from\s+(?:its|your|the)\s+natural\s+pacemaker`),
  p('sinus_bradycardia', 'rhythm', String.raw`sinus\s+brady(?:cardia|cardic\s+rhythm)?`),
  p('sinus_tachycardia', 'rhythm', String.raw`sinus\s+tachy(?:cardia|cardic\s+rhythm)?|sinus\s+tach`),
  p('sinus_arrhythmia', 'rhythm', String.raw`sinus\s+arrhythmia|respiratory\s+(?:sinus\s+)?arrhythmia|R[\s-]?R(?:\s+intervals?)?\s+(?:gradually\s+|cyclically\s+)?(?:shortens?\s+and\s+lengthens?|lengthens?\s+and\s+shortens?)(?:\s+(?:gradually|cyclically|with\s+(?:respiration|breathing)))?`),
  p('atrial_fibrillation', 'rhythm', String.raw`absolute\s+arrhythmi(?:a|e)|arrhythmia\s+absoluta|atrial\s+fibrillation|perpetual\s+arrhythmia|a\.?\s?fib|a-fib|fibrillatory\s+(?:\(f\)\s+)?(?:waves|baseline|activity)|(?:baseline|background)\s+(?:looks|is|appears|seems)\s+(?:coarsely\s+|finely\s+)?fibrillatory|(?<!saw-?tooth\s)f\s+waves`),
  // "AF burden 100 %" is a value (extract-record-summary.ts); "af_episodes: none" a structured answer's key
  p('atrial_fibrillation', 'rhythm', String.raw`(?:AF|AFIB|AFib)(?![\s_]+burden\b)|af(?=[_\s]+episodes?\b)`, 'g'),
  // a long-record summary's "VE" / "SVE" (ventricular, supraventricular ectopy)
  p('premature_ventricular_complex', 'finding', String.raw`VEs?`, 'g'),
  p('premature_atrial_complex', 'finding', String.raw`SVEs?`, 'g'),
  p('atrial_flutter', 'rhythm', String.raw`atrial\s+flutter|flutter(?:\s+waves)?|sawtooth(?:\s+(?:flutter\s+)?waves)?`),
  p('atrial_flutter', 'rhythm', String.raw`AFL`, 'g'),
  p('premature_atrial_complex', 'finding', String.raw`(?:premature\s+atrial|atrial\s+premature)\s+(?:complex|contraction|beat|depolari[sz]ation)e?s?|atrial\s+(?:ectopy|ectopics?|ectopic\s+beats?|extrasystoles?)|supraventricular\s+(?:extrasystoles?|ectopy|ectopics?|premature\s+(?:beats?|complex(?:es)?))|premature\s+supraventricular\s+(?:complex|contraction|beat)e?s?`),
  p('premature_atrial_complex', 'finding', String.raw`PACs?|APCs?|SVEs?|SVES|SVPBs?`, 'g'),
  // atrial bigeminy: a PAC after every sinus beat
  p('premature_atrial_complex', 'finding', String.raw`(?:atrial|supraventricular)\s+(?:bigeminy|trigeminy)`),
  p('premature_ventricular_complex', 'finding', String.raw`(?:premature\s+ventricular(?:\s+or\s+aberrant(?:ly\s+conducted)?)?|ventricular\s+premature)\s+(?:complex|contraction|beat|depolari[sz]ation)e?s?|ventricular\s+(?:ectopics?|ectopic\s+beats?|extrasystoles?|ectopy)`),
  p('premature_ventricular_complex', 'finding', String.raw`PVCs?|VPCs?|VPBs?|VEBs?|VES`, 'g'),
  // in lay words: "extra beats coming from the top chambers", "early beats from the heart's lower chambers"
  p('premature_atrial_complex', 'finding', String.raw`${LAY_EXTRA_BEATS}${LAY_UPPER}`),
  p('premature_ventricular_complex', 'finding', String.raw`${LAY_EXTRA_BEATS}${LAY_LOWER}`),
  p('paced_rhythm', 'rhythm', String.raw`(?:ventricular(?:ly)?[\s-]+|atrial(?:ly)?[\s-]+|dual[\s-]chamber\s+)?paced\s+(?:rhythm|beats?|complex(?:es)?)|(?:pacemaker\s+|pacing\s+)?(?:under|over)-?sensing|(?:VVI|DDD|AAI)[\s-]+(?:type|mode|pacing|behaviou?r)|spikes?\s+(?:immediately\s+)?(?:before|preceding)\s+(?:each|every)\s+(?:QRS|complex|beat)|pacemaker\s+rhythm|pacing\s+spikes?|pacemaker\s+spikes?|(?:ventricular|atrial|dual[\s-]chamber)\s+pacing|electronic(?:ally)?\s+pac(?:ed|ing)`),
  p('poor_signal_quality', 'finding', String.raw`poor\s+(?:signal\s+)?quality|(?:significant|marked|excessive)\s+(?:noise|artifacts?|artefacts?)|noisy\b|uninterpretable|(?:motion|tremor|muscle|somatic\s+tremor)\s+(?:artefacts?|artifacts?)|artefacts?|artifacts?`),
  // the quality said to be good denies poor quality (extract-findings negates it)
  p('poor_signal_quality', 'finding', String.raw`(?<!\b(?:remaining|other)\s+(?:\w+\s+)?leads?\s+(?:are\s+|is\s+)?(?:of\s+)?)(?:good|excellent|adequate|acceptable)\s+(?:signal\s+)?quality|technically\s+(?:adequate|good)|(?:all\s+(?:12\s+|twelve\s+)?leads?|every\s+lead)\s+(?:are\s+|is\s+)?(?:interpretable|readable|clean)`),
  p('limb_lead_reversal', 'finding', String.raw`(?:limb|arm)[\s-]+(?:leads?|electrodes?)\s+(?:reversal|misplacement|swap|transposition)|(?:limb\s+|arm\s+)?leads?\s+(?:reversal|misplacement|swap)|(?:arm|limb)\s+(?:leads?|electrodes?)\s+(?:are\s+|were\s+|have\s+been\s+)?(?:reversed|swapped|switched|transposed)|lead\s+reversal|(?:LA|left[\s-]arm)\s*(?:\/|and|-|–|↔)\s*(?:RA|right[\s-]arm)\s+(?:(?:electrodes?|leads?|cables?)\s+)?(?:(?:are|were|have\s+been)\s+)?(?:reversal|reversed|swap(?:ped)?|switch(?:ed)?|transposed|transposition)`),
  // "nl" is the clinical shorthand for normal ("nl axis")
  p('normal_axis', 'axis', String.raw`(?:normal|nl)\s+(?:QRS\s+|electrical\s+|cardiac\s+|frontal(?:\s+plane)?\s+)?axis|axis${IS}(?:not\s+)?(?:normal|nl|within\s+normal\s+limits)|\baxis\)?\s+(?:is\s+)?(?:normal|nl)\b|\baxis\s+points\s+normally\b|\baxis\s*\**\s*[:=–-]\s*\**\s*(?:looks|appears|seems)\s+(?:to\s+be\s+)?normal\b|(?<=\baxis\b[^.;:\n]{0,40}?\d\s*°?,\s*(?:so\s+|which\s+is\s+|i\.e\.\s+|thus\s+)?)within\s+normal\s+limits\b`),
  p('left_axis_deviation', 'axis', String.raw`left(?:ward)?[\s-]+axis(?:\s+deviation)?|axis${IS}(?:deviated\s+to\s+the\s+left|leftward|left(?:\s+deviated)?)(?!\s+(?:bundle|ventric|atri|axis))|left\s+deviation\s+of\s+the\s+axis`),
  // "rate and axis are right": a plural copula after a list means correct, not rightward
  p('right_axis_deviation', 'axis', String.raw`right(?:ward)?[\s-]+axis(?:\s+deviation)?|axis${IS}(?:deviated\s+to\s+the\s+right|rightward|(?<!\bare\s+)right(?:\s+deviated)?)(?!\s+(?:bundle|ventric|atri|axis))|right\s+deviation\s+of\s+the\s+axis`),
  // not the left anterior descending artery ("Culprit: LAD (proximal)", "culprit vessel: LAD", "LAD occlusion", "mid-LAD")
  p('left_axis_deviation', 'axis', String.raw`(?<!(?:[Cc]ulprit|[Aa]rtery|[Ww]rap-?around|[Vv]essel|[Pp]roximal|[Mm]id|[Dd]istal|[Tt]he|[Oo]ccluded|[Oo]cclusion\s+of)[\s:=-]{1,3})(?<!\b(?:RCA|LCx|circumflex),?\s+(?:or\s+|and\s+)?)(?<!\b(?:STEMI|NSTEMI|MI|OMI|infarct(?:ion)?|occlusion|ischa?emia|descending)\s*\(\s*)LAD(?![\s,-]*(?:\)\s*(?:artery|territory|occlusion|lesion|culprit)|\(?proximal|\(?mid|\(?distal|occlusion|territory|lesion|stenosis|artery|culprit|wrap|problem|disease|infarct|STEMI))(?![\s,/]*(?:or|and)?\s*(?:LCx|RCA|circumflex))`, 'g'),
  p('right_axis_deviation', 'axis', String.raw`RAD`, 'g'),
  p('extreme_axis_deviation', 'axis', String.raw`extreme\s+(?:(?:right|left)\s+)?axis(?:\s+deviation)?|north[\s-]?west\s+axis|no\s+man's\s+land\s+axis`),
  p('short_pr', 'finding', String.raw`short(?:ened)?\s+PR(?:\s+interval)?|PR(?:\s+interval)?\s+(?:is\s+)?short(?:ened)?`),
  p('first_degree_av_block', 'finding', String.raw`${DEG('first|1st|1°|I')}${W}${AVB}|(?:prolonged|delayed)\s+(?:AV|atrioventricular)\s+conduction(?:\s+time)?|(?:AV|atrioventricular)\s+conduction(?:\s+time)?\s+(?:is\s+)?(?:prolonged|delayed)|prolonged\s+PR(?:\s+interval)?|PR(?:\s+interval)?(?:${IS}|\s+)(?:not\s+)?(?:${CLEARLY})?(?:prolonged|lengthened|long)|PR\s+prolongation|long\s+PR(?:\s+interval)?|1AVB|1°\s?AVB`),
  // a P wave the ventricles do not follow: "a dropped beat", "a non-conducted P", "every other P is blocked", "a P wave
  // appears on time but is not followed by a QRS" (the "not" is part of the statement: AV_NOT_CONDUCTED)
  p('second_degree_av_block', 'finding', String.raw`an?\s+dropped\s+(?:beat|QRS(?:\s+complex)?)|(?:a\s+)?(?:beat|QRS(?:\s+complex)?)\s+(?:is|was|gets)\s+dropped|(?:non-?conducted|blocked)\s+P(?:[\s-]*waves?)?|every\s+(?:other|second|third)\s+P(?:[\s-]*waves?)?\s+(?:is|are)\s+(?:blocked|non-?conducted|not\s+conducted|dropped)|P[\s-]*waves?\b[^.;\n]{0,40}?\b(?:is|are|was|were)(?:\s+not|n['’]t)\s+(?:conducted|followed\s+by\s+(?:an?\s+)?(?:QRS|ventricular))|PR\s+(?:interval\s+)?progressively\s+(?:lengthens|prolongs|increases)`),
  p('second_degree_av_block', 'finding', String.raw`${DEG('second|2nd|2°|II')}${W}${AVB}|P[\s-]*waves?\s+(?:are\s+|is\s+)?non-?conducted|P[\s-]*waves?\s+(?:fails?|failed)\s+to\s+(?:conduct|be\s+conducted)|P[\s-]*waves?\s+(?:stands?|standing|stood)\s+alone\b|\b(?:it|PR(?:\s+interval)?)\s+(?:progressively|gradually)\s+(?:lengthens|prolongs|increases)\b|P[\s-]*waves?\s+without\s+(?:a\s+|its\s+)?(?:following\s+|subsequent\s+)?QRS|mobitz(?:\s+type)?\s+(?:I{1,2}|1|2|one|two)|mobitz|wenckebach|(?<!\bflutter\b[^.;\n]{0,40})2:1\s+(?:AV\s+)?block|dropped\s+(?:beats|QRS)|grouped\s+beating|non-?conducted\s+P[\s-]*waves?|PR\s+(?:interval\s+)?(?:lengthens|lengthening|prolongs|prolonging)\s+progressively|(?<=\bPR\b[^.;\n]{1,60}[,;]\s*(?:then\s+)?)(?:lengthening|prolonging)\s+(?:progressively|gradually)|progressive\s+PR\s+(?:prolongation|lengthening)|\bPR(?:\s+intervals?)?\s+(?:is\s*n[o’']t|is\s+not|are\s*n[o’']t|are\s+not)\s+(?:constant|fixed)\b|\bPR(?:\s+intervals?)?\s+var(?:y|ies)\b|\bvariable\s+PR(?:\s+intervals?)?`),
  p('third_degree_av_block', 'finding', String.raw`${DEG('third|3rd|3°|III')}${W}${AVB}|complete\s+(?:heart|AV|atrioventricular)\s+block|AV\s+dissociation|CHB`),
  // "I'd call that 1st deg.": the block left unsaid at the end of a clause
  p('first_degree_av_block', 'finding', String.raw`\b(?:first|1st)${W}deg(?:ree|\.)?(?=[ \t]*(?:[,;:!?)\n]|\.(?!\d)|$))`),
  p('first_degree_av_block', 'finding', String.raw`${AVB}${W}(?:first${W}degree|1st(?:${W}degree)?|(?:I|1)\s*(?:°|\.?\s*degree\b)|(?:grade|degree)\s+(?:I|1|one))`),
  p('second_degree_av_block', 'finding', String.raw`${AVB}${W}(?:second${W}degree|2nd(?:${W}degree)?|(?:II|2)\s*(?:°|\.?\s*degree\b)|(?:grade|degree)\s+(?:II|2|two))`),
  p('third_degree_av_block', 'finding', String.raw`${AVB}${W}(?:(?:third|3rd)(?:${W}degree)?|(?:III|3)\s*°|(?:grade|degree)\s+(?:III|3|three))`),
  p('any_av_block', 'finding', String.raw`AVB|(?:AV|A-V|atrioventricular|heart)\s+block|AV\s+conduction\s+(?:delay|disturbance|abnormality)`),
  p('complete_right_bundle_branch_block', 'finding', String.raw`(?:complete\s+)?right${W}${BBB}|c?RBBB|(?:heart['’]s\s+)?wiring\s+on\s+the\s+right(?:[\s-]+(?:hand\s+)?side)?\s+(?:is|are)\s+(?:a\s+(?:little|bit)\s+)?(?:slow|slower|delayed|blocked)|(?:delay|block|slowing|hold-?up)\s+in\s+(?:the\s+)?(?:heart['’]s\s+)?(?:electrical\s+)?wiring\s+(?:on|of)\s+the\s+right(?:[\s-]+(?:hand\s+)?side)?`),
  p('complete_left_bundle_branch_block', 'finding', String.raw`(?:complete\s+)?left${W}${BBB}|c?LBBB|(?:heart['’]s\s+)?wiring\s+on\s+the\s+left(?:[\s-]+(?:hand\s+)?side)?\s+(?:is|are)\s+(?:a\s+(?:little|bit)\s+)?(?:slow|slower|delayed|blocked)|(?:delay|block|slowing|hold-?up)\s+in\s+(?:the\s+)?(?:heart['’]s\s+)?(?:electrical\s+)?wiring\s+(?:on|of)\s+the\s+left(?:[\s-]+(?:hand\s+)?side)?`),
  // European reports' LSB / RSB (German Links- / Rechtsschenkelblock); not the left sternal border of a murmur
  p('complete_left_bundle_branch_block', 'finding', String.raw`(?<!(?:at|along)\s+the\s+)(?:complete\s+)?LSB`, 'g'),
  p('complete_right_bundle_branch_block', 'finding', String.raw`(?:complete\s+)?RSB`, 'g'),
  p('incomplete_left_bundle_branch_block', 'finding', String.raw`(?:[Ii]ncomplete|[Pp]artial)\s+LSB|iLSB`, 'g'),
  p('incomplete_right_bundle_branch_block', 'finding', String.raw`(?:[Ii]ncomplete|[Pp]artial)\s+RSB|iRSB`, 'g'),
  // "rbbb: incomplete", "RBBB (partial)": a key and its value
  p('incomplete_right_bundle_branch_block', 'finding', String.raw`(?:incomplete|partial)\s+(?:right${W}${BBB}|RBBB)|IRBBB|RBBB["”]?\s*(?:[:=(]|[—–]|\s-)\s*["“]?(?:incomplete|partial)\b`),
  p('incomplete_left_bundle_branch_block', 'finding', String.raw`(?:incomplete|partial)\s+(?:left${W}${BBB}|LBBB)|ILBBB|LBBB["”]?\s*(?:[:=(]|[—–]|\s-)\s*["“]?(?:incomplete|partial)\b`),
  p('any_bundle_branch_block', 'finding', String.raw`${BBB}|BBB|bundle\s+branch\s+(?:block\s+)?pattern`),
  p('nonspecific_intraventricular_conduction_delay', 'finding', String.raw`(?:non[\s-]?specific\s+)?intra[\s-]?ventricular\s+conduction\s+(?:delay|defect|disturbance|abnormality)|IVCD`),
  p('left_anterior_fascicular_block', 'finding', String.raw`left\s+anterior\s+(?:fascicular\s+block|hemi[\s-]?block)|LAFB|LAHB|LAH`),
  p('left_posterior_fascicular_block', 'finding', String.raw`left\s+posterior\s+(?:fascicular\s+block|hemi[\s-]?block)|LPFB|LPHB|LPH`),
  p('wpw_pattern', 'finding', String.raw`WPW(?:\s+pattern)?|wolff[\s-]+parkinson[\s-]+white(?:\s+(?:pattern|syndrome))?|pre-?excit(?:ation|ed\s+(?:AF|atrial\s+fibrillation))|delta\s+waves?`),
  p('long_qt', 'finding', String.raw`long(?:er)?[\s-]+QTc?(?:\s+interval)?|prolonged\s+QTc?(?:\s+interval)?|QTc?(?:\s+interval)?(?:${IS}|\s+)(?:not\s+)?(?:${CLEARLY})?(?:prolonged|long|lengthened)|QTc?\s+(?:prolongation|lengthening)`),
  p('short_qt', 'finding', String.raw`short(?:ened)?\s+QTc?(?:\s+interval)?|QTc?(?:\s+interval)?\s+(?:is\s+)?short(?:ened)?`),
  // A named voltage criterion said to be met ("Sokolow–Lyon positive", "meets Cornell criteria", "LVH by Sokolow–Lyon and
  // Cornell criteria": two claims beside the LVH one), checked on its own index.
  p('voltage_criterion', 'finding', String.raw`(?<=\b(?:by|per|meets?|meeting|fulfils?|fulfills?|satisf(?:y|ies))\s+(?:the\s+)?(?:${VOLTAGE_CRITERIA}\s+(?:and|\/|&)\s+)?)${VOLTAGE_CRITERIA}(?:\s+(?:voltage\s+)?(?:criteria|criterion))?|${VOLTAGE_CRITERIA}(?:\s+(?:voltage|index|product))?(?:\s+(?:criteria|criterion))?\s*(?:(?:is|are)\s+)?(?:\*\*)?(?:not\s+)?(?:\*\*)?\s*(?:met|positive|negative|fulfilled|satisfied)\b`),
  // the LVH voltage criteria unnamed ("voltage criteria not met", "LVH by voltage", "not by voltage"), checked on all of them
  p('lvh_voltage', 'finding', String.raw`(?<!\b(?:low|RVH|RV|right[\s-]+ventricular|${VOLTAGE_CRITERIA})[\s-]+(?:QRS\s+)?)(?:(?:LVH|QRS)\s+)?voltage\s+criteria(?:\s+for\s+(?:LVH|left\s+ventricular\s+hypertrophy))?\s+(?:(?:is|are)\s+)?(?:not\s+|no\s+longer\s+)?(?:met|fulfilled|satisfied|positive|negative)\b|(?<=\b(?:meets?|meeting|fulfils?|fulfills?|satisf(?:y|ies))\s+(?:the\s+)?)(?:LVH\s+)?voltage\s+criteria|(?<=\b(?:LVH|hypertrophy)\s+\(?(?:(?:only|not)\s+)?)by\s+voltage(?:\s+criteria)?(?:\s+alone)?\b|(?<=\bnot\s+)by\s+voltage\b`),
  p('left_ventricular_hypertrophy', 'finding', String.raw`left\s+ventricular\s+(?:hypertrophy|enlargement)|LV\s+hypertrophy|LVH`),
  p('right_ventricular_hypertrophy', 'finding', String.raw`right\s+ventricular\s+(?:hypertrophy|enlargement)|RV\s+hypertrophy|RVH`),
  p('any_ventricular_hypertrophy', 'finding', String.raw`(?<!\b(?:left|right|bi-?)\s*)ventricular\s+hypertrophy`),
  p('any_electrolyte_pattern', 'finding', String.raw`(?<!\bother\s+)electrolyte\s+(?:disturbances?|abnormalit(?:y|ies)|imbalances?|derangements?|disorders?)`),
  p('any_atrial_enlargement', 'finding', String.raw`(?:bi-?)?atrial\s+(?:enlargement|abnormality|abnormalities|hypertrophy|overload|dilatation)`),
  p('left_atrial_enlargement', 'finding', String.raw`left\s+atri(?:al|um)\s+(?:enlargement|abnormality|hypertrophy|overload|dilatation)|LAE|P\s+mitrale`),
  p('right_atrial_enlargement', 'finding', String.raw`right\s+atri(?:al|um)\s+(?:enlargement|abnormality|hypertrophy|overload|dilatation)|RAE|P\s+pulmonale`),
  // the QRS voltage called normal: neither low nor meeting a hypertrophy voltage criterion (check-finding.ts)
  p('normal_qrs_voltage', 'finding', String.raw`(?:normal|nl)\s+(?:QRS\s+(?:voltages?|amplitudes?)|voltages?)(?!\s+(?:P|T|U)\b)|(?<!\b(?:P|T|U)[\s-]*(?:waves?\s+)?)(?:QRS\s+(?:voltages?|amplitudes?)|voltages?)(?:${IS}|\s+)(?:normal|within\s+normal\s+limits|WNL|unremarkable)`),
  // …and preserved, of a lead group ("precordial voltage preserved", "Limb leads: voltage preserved"): that group's
  p('normal_qrs_voltage', 'lead_finding', String.raw`(?<!\b(?:P|T|U)[\s-]*(?:waves?\s+)?)(?:QRS\s+)?voltages?\s+(?:is\s+|are\s+)?(?:(?:relatively|well|fully)\s+)?preserved|preserved\s+(?:QRS\s+)?voltages?`),
  p('left_ventricular_hypertrophy', 'finding', String.raw`(?:high|increased|prominent|tall|large)\s+(?:(?:precordial|chest|left[\s-]sided)\s+)?(?:QRS\s+)?voltages?(?:\s+QRS)?|(?:(?:precordial|chest)\s+)?(?:QRS\s+)?voltages?\s+(?:are|is|look|looks|appear)\s+(?:very\s+|quite\s+)?(?:high|large|tall|increased|prominent)\b`),
  p('low_qrs_voltage', 'finding', String.raw`low(?:[\s-]+QRS)?[\s-]+voltages?(?:\s+QRS)?|low\s+amplitude\s+QRS|QRS\s+voltages?\s+(?:is\s+|are\s+)?low|(?<![PT][\s-]*(?:waves?\s+)?)voltages?\s+(?:is|are)\s+(?:not\s+)?low\b`),
  p('poor_r_wave_progression', 'finding', String.raw`(?:poor|delayed|abnormal|reversed?|absent|diminished|slow)\s+(?:precordial\s+)?R[\s-]*(?:wave\s+)?progression|PRWP|(?:loss|failure)\s+of\s+(?:the\s+)?(?:precordial\s+)?R[\s-]*wave\s+progression|poor\s+progression\s+of\s+(?:the\s+)?(?:precordial\s+)?R[\s-]*waves?|R[\s-]*waves?\s+(?:fail|fails|failed)\s+to\s+(?:progress|grow|increase)|R[\s-]*wave\s+progression\s+(?:is\s+|appears\s+|looks\s+|seems\s+)?(?:poor|delayed|abnormal|reversed|absent|diminished)\b|(?:loss|absence)\s+of\s+(?:the\s+)?(?:precordial\s+|anterior\s+|septal\s+)?R[\s-]*waves?(?![\s-]*progression)|R[\s-]*waves?\s+(?:have|has|had)\s+been\s+lost\b|R[\s-]*waves?\s+(?:are|were|is|was)\s+lost\b|\blost\s+(?:the\s+|their\s+|its\s+)?R[\s-]*waves?`),
  // "normal R-wave progression", "R waves grow normally from V1 to V5" deny poor progression (extract-findings negates them)
  p('poor_r_wave_progression', 'finding', NORMAL_R_PROGRESSION),
  p('dominant_r_v1', 'finding', String.raw`(?:dominant|tall)\s+R(?:[\s-]*wave)?\s+in\s+(?:lead\s+)?V1`),
  // the size of the R waves in words ("tiny R waves in V5–V6", "tall R V5/V6", "R waves are small in V1–V2"), not the R′
  // nor the small initial r of an rS or rSR′ (a lower-case r)
  // the QRS shape of named leads (check-qrs-shape.ts): "rS in V1", "QS complexes", "monophasic R", "dominant R", "septal q"
  p('qrs_shape', 'lead_finding', String.raw`(?<!\b(?:close\s+to|almost|nearly|near|like|resembl\w+|approaching)[\s-]+(?:an?\s+)?)(?:QS|rS|RS|Rs|qR|QR|qRs|qrS)(?=\s*(?:complex(?:es)?|pattern|morphology|configuration|shapes?)\b|\s+(?:complex(?:es)?\s+|pattern\s+|morphology\s+)?(?:in|on)\s+(?:leads?\s+)?(?:V\d|I{1,3}\b|aV[LRF]|the\s+(?:inferior|lateral|anterior|septal|precordial|chest|limb|right|left))|\s+(?:leads?\s+)?(?:V\d|I{1,3}\b|aV[LRF])|\s*(?:[,;.)]|$)(?<=\b(?:an?|with|show(?:s|ing)?|are|is)\s+\w+\s*[,;.)]?))|(?:[Bb]road,?\s+|[Ww]ide,?\s+|[Tt]all,?\s+|[Nn]otched,?\s+|[Ss]lurred,?\s+|[Uu]pright,?\s+)*[Mm]onophasic\s+R(?:[\s-]*waves?)?|[Dd]ominant\s+[RS](?:[\s-]*waves?)?(?!\s*(?:['′’]|prime)|\s+in\s+(?:lead\s+)?V1\b)|[Ss]eptal\s+[qQ](?:[\s-]*waves?)?|(?<!\b[Dd]eep[\s,]+(?:and\s+)?)(?:[Bb]road|[Ww]ide|[Ss]lurred)(?:[\s,]+(?:and\s+)?(?:broad|wide|slurred|terminal))*[\s,]+S(?![\s-]*waves?\s*[\d(=:])(?:[\s-]*waves?)?\b(?!\s*[\d(=:])`, 'g'),
  p('r_wave_size', 'lead_finding', String.raw`(?:[Ss]mall|[Tt]iny|[Dd]iminished|[Mm]inimal|[Ll]ow[\s-]amplitude|[Tt]all|[Tt]owering|[Ll]arge|[Gg]iant|[Hh]uge)\s+R(?:[\s-]*waves?)?(?!\s*(?:['′’]|prime)|\s+in\s+(?:lead\s+)?V1\b)|R[\s-]*waves?\s+(?:are|is|look|looks|remain|stay)\s+(?:very\s+|quite\s+)?(?:small|tiny|diminished|tall|towering|large)\b`, 'g'),
  // "deep S (wave) in V1", or V1 named just before ("in V1 there's a small r and then a deep S wave")
  p('deep_s_v1', 'finding', String.raw`deep(?:,?\s+(?:broad|wide|slurred|notched))?\s+S(?:[\s-]*waves?)?\s+in\s+(?:leads?\s+)?V1|(?<=\b(?:in|of)\s+(?:lead\s+)?V1\b[^.;\n]{0,40}|\bV1\s+(?:shows?|has|demonstrates?|displays?)\s+(?:an?\s+)?)deep(?:,?\s+(?:broad|wide|slurred|notched))?\s+S(?!(?:[\s-]*waves?)?\s+in\s+(?:leads?\s+)?(?:I|aVL|V[2-6])\b)(?:[\s-]*waves?)?`),
  p('st_elevation', 'lead_finding', String.raw`${SEVERITY}(?:${carriedOn('elevation')}|(?:supra-?desnivel|supra-?shift|supra-?level(?:ing|ling)?|elevations?)\s+of\s+(?:the\s+)?(?:segment\s+)?ST(?:[\s-]*segments?)?|(?:segment\s+)?ST(?:[\s-]*segments?)?\s+(?:is\s+|are\s+)?(?:(?:slightly|mildly|a\s+little|markedly|clearly)\s+)?(?:raised|lifted)|ST[\s-]*(?:segment\s+)?elevations?(?![\s-]+(?:limits?|thresholds?|cut-?offs?)\b)|ST[\s-]*segments?\s+(?:is\s+|are\s+)?(?:not\s+)?elevated|elevated\s+ST(?:[\s-]*segments?)?|ST\s+(?:is\s+|are\s+)?elevated|ST[\s-]*elev\b\.?|STE|ST(?:[\s-]*segments?)?\s{0,2}:?\s{0,3}[↑⬆]|J[\s-]*point\s+elevations?)`),
  p('st_depression', 'lead_finding', String.raw`${SEVERITY}(?:${carriedOn('depression')}|(?:infra-?desnivel|under-?shift|infra-?shift|depressions?)\s+of\s+(?:the\s+)?(?:segment\s+)?ST(?:[\s-]*segments?)?|(?:segment\s+)?ST(?:[\s-]*segments?)?\s+(?:is\s+|are\s+)?(?:lowered|descended)|reciprocal\s+(?:ST[\s-]*(?:segment\s+)?)?(?:depressions?|changes?)|ST[\s-]*(?:segment\s+)?depressions?|ST[\s-]*depr?\b\.?|ST[\s-]*segments?\s+(?:is\s+|are\s+)?(?:not\s+)?depressed|depressed\s+ST(?:[\s-]*segments?)?|ST\s+(?:is\s+|are\s+)?depressed|ST(?:[\s-]*segments?)?\s{0,2}:?\s{0,3}[↓⬇]|(?<![.\w])STD(?![\w(]|\s+dev)|(?:small\s+|slight\s+)?dips?\s+in\s+the\s+ST(?:[\s-]*segments?)?|ST(?:[\s-]*segments?)?\s+(?:dips?|dipping|sags?|sagging)|J[\s-]*point\s+depressions?)`),
  // older names of the acute infarct's ST elevation ("current of injury") and of subendocardial ST depression (a "Pardee
  // wave" names the elevation's convex shape, which is not measured)
  p('st_elevation', 'lead_finding', String.raw`(?:(?:epicardial|subepicardial|transmural)\s+)?injury\s+(?:currents?|pattern)|currents?\s+of\s+injury`),
  p('st_depression', 'lead_finding', String.raw`subendocardial\s+(?:injury|ischa?emia)(?:\s+(?:currents?|pattern))?`),
  // "ST elevation also in I and aVL — lateral extension"; "QS complexes V1–V3 — infarction already established"
  // (an extension is the ST elevation of its territory; "Lateral extension:" heads the leads, "Lateral extension?" asks)
  p('st_elevation', 'lead_finding', String.raw`(?<=\b(?:lateral|inferior|anterior)\s+(?:wall\s+)?)extension(?!\s*[:?])`),
  p('pathological_q_waves', 'lead_finding', String.raw`(?:infarct(?:ion)?|MI)\s+(?:is\s+)?already\s+established|(?:already[\s-]+)?established\s+(?:infarct(?:ion)?|MI)\b`),
  // ST or T changes; "acute ST-T changes" are judged on the ST segment alone (a bundle branch block's or LVH's T
  // inversion is not acute)
  p('any_repolarization_change', 'lead_finding', String.raw`${NORMAL_ST_T}|repolari[sz]ation\s+(?:abnormalit(?:y|ies)|changes?|disturbances?)|(?:acute\s+)?ST[\s/–-]*T(?:[\s-]*wave)?\s+(?:changes?|abnormalit(?:y|ies)|abnl?\b|abnormal\b\.?)|NS(?:ST|TT)(?:T|-T)?W?(?:C|Cs|Δ)?s?\b`),
  // "ST elevation in II, III and aVF; lead I is spared", "reciprocal depression in III and aVF (lead II is spared)": leads
  // spared by the ST change named last before (a denial, extract-findings)
  p('st_elevation', 'lead_finding', String.raw`(?=spared)(?<=\b(?:elevation|STE|STEMI|elevated)\b(?:(?!depress|STD\b)[^\n]){0,300}?)spared`),
  p('st_depression', 'lead_finding', String.raw`(?=spared)(?<=\b(?:depression|STD|depressed)\b(?:(?!elevat|STE\b|STEMI\b)[^\n]){0,300}?)spared`),
  // "PR 160 ms, QRS 90 ms, QTc 420 ms — all within normal limits / none of them prolonged": a verdict on the intervals just listed
  p('normal_intervals', 'finding', String.raw`(?=(?:all|none)\s)(?<=${INTERVAL_NAME}[^\n]{0,60}?${INTERVAL_NAME}[^\n]{0,60}?(?:[—–:,.;]|\s-)\s*)(?:all\s+(?:(?:are|were)\s+)?(?:within\s+normal\s+limits|normal|WNL|within\s+(?:the\s+)?normal\s+range)|none\s+(?:of\s+them\s+)?(?:(?:is|are)\s+)?(?:prolonged|abnormal))`),
  p('normal_intervals', 'finding', String.raw`(?:normal|nl)\s+intervals|(?<!\b(?:PR|P-?R|QT|QTc|RR|R-?R|QRS|PQ)\s+)intervals?\s+(?:are\s+|is\s+)?(?:normal|nl|WNL|within\s+normal\s+limits)`),
  // posterior ischaemia or infarction, or a posterior extension of an inferior one ("inferoposterior STEMI"): ST depression in V1–V3
  p('posterior_ischemia', 'finding', String.raw`(?:infero-?posterior|postero-?inferior|posterior)(?:\s+wall)?\s+(?:(?:myocardial\s+)?ischa?emia|extension|involvement|STEMI|MI|(?:myocardial\s+)?infarct(?:ion)?)`),
  p('junctional_rhythm', 'rhythm', String.raw`(?:accelerated\s+)?(?:junctional|nodal|AV[\s-]+nodal)\s+(?:escape\s+)?rhythm`),
  p('ectopic_atrial_rhythm', 'rhythm', String.raw`(?:ectopic|low)\s+atrial\s+rhythm`),
  p('multifocal_atrial_tachycardia', 'rhythm', String.raw`multifocal\s+atrial\s+(?:tachycardia|rhythm)|wandering\s+(?:atrial\s+)?pacemaker`),
  p('multifocal_atrial_tachycardia', 'rhythm', 'MAT', 'g'),
  p('ventricular_rhythm', 'rhythm', String.raw`(?:accelerated\s+)?idioventricular\s+rhythm|ventricular\s+escape\s+rhythm`),
  p('bifascicular_block', 'finding', String.raw`bifascicular\s+(?:block|pattern|disease|conduction\s+(?:disease|block|delay))`),
  // bifascicular block with first-degree AV block (check-finding.ts)
  p('trifascicular_block', 'finding', String.raw`(?:incomplete\s+)?tri-?fascicular\s+block`),
  // T waves changed without a word for how (inverted or flat): "nonspecific inferior T-wave changes"
  p('t_wave_change', 'lead_finding', String.raw`T[\s-]*waves?\s+(?:changes?|abnormalit(?:y|ies))|${NORMAL_T}`),
  // a territory or leads said to be normal deny ST-T changes there (extract-findings negates it): "Inferior leads:
  // unremarkable", "V3 and V4 look essentially normal" (the leads are read by extract-findings)
  p('any_repolarization_change', 'lead_finding', String.raw`(?<=\b(?:inferior|lateral|high\s+lateral|anterior|antero-?septal|septal|precordial|chest)\s+leads?(?:\s*\([^()\n]{1,30}\))?\s*\**\s*(?:[:—–]|\b(?:are|look|appear|remain)\b)?\s*\**\s*)(?:unremarkable|normal|no\s+(?:acute\s+)?changes?|nothing\s+of\s+note)`),
  p('any_axis_deviation', 'axis', String.raw`axis\s+deviation`),
  p('septal_mi', 'finding', String.raw`(?:old|prior|previous|remote|age\s+undetermined)?\s*septal(?:\s+wall)?\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?)`),
  // (not the label of signed values, "ST deviation at J (mm): V1 +2, V2 +3.5": those are the claims)
  p('any_st_change', 'lead_finding', String.raw`ST[\s-]*(?:segment\s+)?(?:elevation|depression)s?\s+(?:or|nor|and|\/)\s+(?:ST\s+)?(?:elevation|depression)s?|ST(?:[\s-]*segment)?\s+(?:changes?|deviations?|abnormalit(?:y|ies))(?!(?:\s*at\s+(?:the\s+)?J(?:[\s-]*point)?)?\s*(?:\([^()\n]{0,20}\))?\s*[:=]?\s*(?:I{1,3}|aV[RLF]|V[1-9])\s*[:=]?\s*[+−–-]?\d)`),
  // "ST segments are isoelectric" denies an ST change (extract-findings' NORMAL_FOR_ABNORMAL)
  p('any_st_change', 'lead_finding', ISOELECTRIC_ST),
  p('any_st_change', 'lead_finding', NORMAL_ST),
  p('t_wave_inversion', 'lead_finding', String.raw`${SEVERITY}(?:T[\s-]*wave\s+inversions?|inversions?\s+of\s+(?:the\s+)?T[\s-]*waves?|inverted\s+T[\s-]*waves?|T[\s-]*waves?\)?(?:\s+|\s*[—–]\s*)(?:is\s+|are\s+|looks?\s+|appears?\s+|seems?\s+)?(?:also\s+)?(?:not\s+)?(?:inverted|negative|flipped|(?:turned\s+)?upside[\s-]+down)|negative\s+T[\s-]*waves?|T\s+inversions?|TWI|inverted\s+T|T\s+(?:also\s+)?(?:inverted|negative)|(?<=\bthe\s)T\s+(?:is|was)\s+(?:(?:actually|now|also|clearly|deeply|frankly)\s+)?(?:inverted|negative))`),
  p('t_wave_flattening', 'lead_finding', String.raw`(?:flat(?:tened)?|low(?:[\s-]+amplitude)?|low,?\s+flat(?:tened)?|low\s+and\s+flat(?:tened)?)\s+T(?:[\s-]*waves?)?|T(?:[\s-]*waves?)?(?:\s+(?:are\s+|is\s+|looks?\s+|appears?\s+|seems?\s+)?|\s*:\s*)(?:(?:somewhat|slightly|rather|relatively|quite)\s+)?(?:(?:low\s+and\s+)?flat(?:tened)?|low(?:[\s-]+amplitude)?)\b|T(?:[\s-]*waves?)?\s+flattening|flattening\s+of\s+(?:the\s+)?T[\s-]*waves?|flat\s+T`),
  p('pathological_q_waves', 'lead_finding', NORMAL_Q),
  p('pathological_q_waves', 'lead_finding', String.raw`(?:pathologic(?:al)?|significant|deep|broad|wide|abnormal)\s+Q[\s-]*waves?|Q[\s-]*waves?|QS\s+(?:complexes|waves?|pattern)`),
  p('inferior_stemi', 'finding', String.raw`inferior(?:\s+wall)?\s+(?:injury|current\s+of\s+injury)(?:\s+pattern)?|(?:acute\s+)?inferior(?:\s+wall)?\s+(?:STEMI|ST[\s-]*elevation\s+(?:MI|myocardial\s+infarction))|acute\s+inferior(?:\s+wall)?\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?)`),
  // "anterior (anterolateral) STEMI": the territory in parentheses glosses the word before it
  p('anterior_stemi', 'finding', String.raw`(?:anterior|anteroseptal|anterolateral)(?:\s+wall)?\s+(?:injury|current\s+of\s+injury)(?:\s+pattern)?|(?:acute\s+)?(?:anterior|anteroseptal|anterolateral)(?:\s+wall)?(?:\s*\))?\s+(?:STEMI|ST[\s-]*elevation\s+(?:MI|myocardial\s+infarction))|acute\s+(?:anterior|anteroseptal|anterolateral)(?:\s+wall)?\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?)`),
  p('lateral_stemi', 'finding', String.raw`(?:high\s+)?lateral(?:\s+wall)?\s+(?:injury|current\s+of\s+injury)(?:\s+pattern)?|(?:acute\s+)?(?:high\s+)?lateral(?:\s+wall)?\s+(?:STEMI|ST[\s-]*elevation\s+(?:MI|myocardial\s+infarction))|acute\s+lateral(?:\s+wall)?\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?)`),
  p('septal_stemi', 'finding', String.raw`septal(?:\s+wall)?\s+(?:injury|current\s+of\s+injury)(?:\s+pattern)?|(?:acute\s+)?septal(?:\s+wall)?\s+(?:STEMI|ST[\s-]*elevation\s+(?:MI|myocardial\s+infarction))`),
  // "STEMI alert NOT activated", "Code STEMI called": a decision of the pathway, not a reading of the ECG
  p('any_stemi', 'finding', String.raw`(?<!\bcode\s+)STEMI(?![\s-]+(?:alert|activation|team|pager|page|pathway|protocol|cent(?:re|er)|bleep|line)\b)|ST[\s-]*elevation\s+(?:MI|myocardial\s+infarction)|acute\s+(?:MI|myocardial\s+infarction)|heart\s+attack|(?:blocked|closed|occluded)\s+(?:coronary\s+)?artery`),
  p('inferior_ischemia', 'finding', String.raw`inferior(?:\s+wall)?\s+ischa?emi(?:a|c\s+changes)|ischa?emi(?:a|c\s+changes)\s+(?:of|in)\s+the\s+inferior(?:\s+wall|\s+leads)?`),
  p('anterior_ischemia', 'finding', String.raw`(?:anterior|anteroseptal)(?:\s+wall)?\s+ischa?emi(?:a|c\s+changes)|ischa?emi(?:a|c\s+changes)\s+(?:of|in)\s+the\s+anterior(?:\s+wall|\s+leads)?`),
  p('lateral_ischemia', 'finding', String.raw`(?:high\s+|low\s+)?lateral(?:\s+wall)?\s+ischa?emi(?:a|c\s+changes)|ischa?emi(?:a|c\s+changes)\s+(?:of|in)\s+the\s+lateral(?:\s+wall|\s+leads)?`),
  // STEMI equivalents named by their criteria (check-ischemia-patterns.ts)
  // only where the answer says they are met or not: "positive Sgarbossa", "Sgarbossa-negative", "meets Sgarbossa
  // criteria", "the modified Sgarbossa criteria are not met" (a bare "Sgarbossa:" heads a definition)
  p('sgarbossa_positive', 'finding', String.raw`(?:positive|negative)\s+(?:(?:Smith[\s-]*)?modified\s+)?Sgarbossa(?:\s+(?:criteri(?:on|a)|rule|score))?|(?:(?:Smith[\s-]*)?modified\s+)?Sgarbossa(?:[\s-]+(?:criteri(?:on|a)|rule|score))?(?:\s+\d)?[\s-]+(?:(?:is|are|was|were)\s+)?(?:not\s+)?(?:positive|negative|met|fulfilled|satisfied)|(?:meets?|met|fulfils?|fulfills?|satisf(?:ies|y)|positive\s+(?:for|by))\s+(?:the\s+|a\s+|an?\s+|one\s+|two\s+|all\s+)?(?:(?:original|Smith[\s-]*)\s+)?(?:modified\s+)?Sgarbossa(?:\s+(?:criteri(?:on|a)|rule))?|(?:is|are)\s+(?:a\s+)?Sgarbossa\s+criterion(?:\s+\d)?`),
  p('occlusion_mi', 'finding', String.raw`(?:(?:acute|probable|possible|likely|evolving|subtle)\s+)?(?:(?:inferior|infero-?posterior|infero-?lateral|lateral|high\s+lateral|anterior|antero-?septal|antero-?lateral|posterior|septal)(?:\s*\/\s*(?:inferior|lateral|posterior|anterior))?\s+)?(?:OMI|occlusion\s+(?:MI|myocardial\s+infarction))(?!\s+(?:standpoint|perspective|point\s+of\s+view|lens|paradigm|framework|criteria|approach|view|equivalents?))`),
  p('any_ischemia', 'finding', String.raw`(?:myocardial\s+)?ischa?emi(?:a|c\s+changes)|subendocardial\s+ischa?emia`),
  p('inferior_mi', 'finding', String.raw`(?:old|prior|previous|remote|age\s+undetermined|evolving)\s+inferior(?:\s+wall)?\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?)|inferior(?:\s+wall)?\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?)(?:,?\s+(?:age\s+undetermined|old))?`),
  p('anterior_mi', 'finding', String.raw`(?:old|prior|previous|remote|age\s+undetermined|evolving)\s+(?:anterior|anteroseptal)(?:\s+wall)?\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?)|(?:anterior|antero-?septal|antero-?lateral)(?:\s+wall)?\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?)(?:,?\s+(?:age\s+undetermined|old))?`),
  p('lateral_mi', 'finding', String.raw`(?:old|prior|previous|remote|age\s+undetermined|evolving)\s+lateral(?:\s+wall)?\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?)|lateral(?:\s+wall)?\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?)(?:,?\s+(?:age\s+undetermined|old))?`),
  // a territory answered alone: "Territory: inferior", "Infarct location: anterior wall", "the infarct is anteroseptal",
  // "lateral wall involvement" (where the infarction is, acute or old: Q waves or ST elevation there); with an ischaemia
  // word in the key, where the ischaemia is
  ...(['inferior', 'anterior', 'lateral', 'septal'] as const).flatMap((t) => {
    const words = { inferior: String.raw`inferior`, anterior: String.raw`anterior|antero-?septal|antero-?apical|apical`, lateral: String.raw`(?:high\s+|low\s+)?lateral`, septal: String.raw`septal` }[t];
    const value = String.raw`(?:${words})(?:\s+(?:wall|territory|region|segment))?(?![\s-]*(?:leads?|and|or|\/|\+|ST|T\b|MI|STEMI|infarct|ischa?emi|Q|reciprocal|depression|elevation))`;
    const key = (subject: string) => String.raw`(?<=\b(?:(?:${subject})\s+)?(?<!ischa?emi(?:a|c)\s+)(?:territory|location|locali[sz]ation|site|wall|region)(?:\s+(?:affected|involved))?\s*\**\s*[:=]\s*\**\s*(?:the\s+)?)`;
    const out = [p(`${t}_mi`, 'finding', String.raw`${key(String.raw`infarct(?:ion)?|MI|STEMI|injury|damage|occlusion|culprit|lesion`)}${value}|(?<=\b(?:the\s+)?(?:infarct(?:ion)?|MI|injury|damage)\s+(?:is|appears|looks|seems)\s+(?:to\s+be\s+)?(?:in\s+the\s+|located\s+in\s+the\s+|locali[sz]ed\s+to\s+the\s+)?)${value}|(?<=\binvolv(?:es|ing)\s+the\s+)(?:${words})\s+wall|(?:${words})\s+wall\s+involvement`)];
    if (t !== 'septal') out.push(p(`${t}_ischemia`, 'finding', String.raw`${key(String.raw`ischa?emi(?:a|c\s+changes)`)}${value}`));
    return out;
  }),
  p('right_ventricular_mi_pattern', 'finding', String.raw`right\s+ventricular\s+(?:MI|myocardial\s+infarction|infarct(?:ion)?|involvement|extension|injury)|RV\s+(?:MI|infarct(?:ion)?|involvement|extension|injury)|RVMI`),
  p('pericarditis_pattern', 'finding', String.raw`(?:acute\s+)?pericarditis`),
  // a sign of pericarditis, not the pattern: the PR segment's level is not measured
  p('pr_depression', 'lead_finding', String.raw`PR[\s-]*(?:segment\s+)?depression|depressed\s+PR(?:[\s-]*segments?)?`),
  p('early_repolarization', 'finding', String.raw`(?:benign\s+)?early\s+repolari[sz]ation(?:\s+pattern)?|BER`),
  p('hyperkalemia_pattern', 'finding', String.raw`hyperkal[ai]?emi(?:a|c\s+changes)|hyper[\s-]?K\b(?:\s+pattern)?|peaked(?:,?\s+(?:and\s+)?(?:narrow[\s-]*based|tented|symmetric(?:al)?|pointed|tall))*\s+T(?:[\s-]*waves?)?|T[\s-]*waves?\s+(?:(?:in\s+\S+\s+)?(?:are|is|look|looks|appear)\s+)?tall(?:,?\s+narrow)?,?\s+(?:and\s+)?(?:peaked|tented)|tall\s+(?:peaked\s+|tented\s+)?T[\s-]*waves?|tented\s+T[\s-]*waves?|T[\s-]*waves?\s+(?:are\s+|is\s+)?(?:not\s+)?(?:peaked|tented)|T[\s-]*waves?\s+(?:are|is|look|looks|appear)\s+(?:(?:very|quite|strikingly)\s+)?tall\b|(?<=\bT[\s-]*waves?\s+(?:are|is|look|looks|appear)\s+[a-z]+,?\s+(?:rather\s+than|instead\s+of|not)\s+)(?:peaked|tented)\b`),
  // hyperacute T waves: broad, tall T waves out of proportion to the QRS (an early sign of occlusion)
  p('hyperacute_t_waves', 'finding', String.raw`hyperacute(?:\s+T(?:[\s-]*waves?)?|(?<!\bearly\s*\/\s*hyperacute)(?<!\b(?:infarct(?:ion)?|MI|STEMI|occlusion|injury|event)\s+(?:looks?|is|seems?|appears?)\s+(?:\w+\s+)?hyperacute)(?!\s*(?:\/|phase|stage|period|presentation|picture|course|MI\b|STEMI\b|OMI\b|infarct|injury|occlusion|ischa?emi|rather\s+than\b)))|T[\s-]*waves?\s+(?:in\s+\S+\s+)?(?:are|is|look|looks|appear)\s+(?:[\w-]+\s+and\s+)?hyperacute`),
  // the digoxin effect: scooped ("reverse tick", "Salvador Dalí") ST depression
  p('digoxin_effect', 'finding', String.raw`digoxin\s+effect|dig(?:italis)?\s+effect|(?:scooped|sagging|hockey[\s-]stick)\s+ST(?:[\s-]*(?:segments?|depressions?))?|reverse[\s-]+tick|Salvador\s+Dal[ií]`),
  p('hypokalemia_pattern', 'finding', String.raw`hypokal[ai]?emi(?:a|c\s+changes)|hypo[\s-]?K\b(?:\s+pattern)?`),
  p('sine_wave_pattern', 'finding', String.raw`sine[\s-]*wave(?:\s+(?:pattern|appearance|morphology|rhythm))?`),
  // U waves, with their size where it is given ("prominent U waves in V2–V3", "small U waves", "U waves are visible")
  p('u_waves', 'lead_finding', String.raw`(?:(?:prominent|large|tall|marked|giant|big|small|tiny|subtle|shallow|inverted|negative)\s+)?U[\s-]*waves?(?![\s-]*(?:amplitude|height|size))|U[\s-]*waves?\s+(?:are|is)\s+(?:prominent|visible|present|seen)`),
  p('ventricular_bigeminy', 'rhythm', String.raw`(?<!\b(?:atrial|supraventricular)\s)(?:ventricular\s+)?bigeminy|bigeminal\s+(?:PVCs?|rhythm|pattern)|(?<=\b(?:is|are|becomes?|became|turns?|turned|goes|went|looks?|appears?)\s+)bigeminal\b|bigeminal(?=\s+(?:towards?|at|near|for|during|by|in)\s)|every\s+(?:other|second|alternate)\s+(?:beat|complex)\s+(?:is\s+)?(?:an?\s+)?(?:[\w-]+,?\s+){0,3}?(?:PVC|VPC|ventricular|premature\s+ventricular)`),
  // runs of ventricular beats (NSVT), pauses and ectopy of any origin: checked against the beat classes and RR intervals
  p('ventricular_run', 'rhythm', String.raw`(?:non-?sustained\s+)?ventricular\s+tachycardia|NSVT|(?<=\b(?:runs?|episodes?|bursts?|salvos?)\s+of\s+)(?:torsades?(?:\s+de\s+pointes)?|polymorphic\s+(?:VT|ventricular\s+tachycardia))|runs?\s+of\s+(?:PVCs|VPCs|NSVT|VT|ventricular\s+(?:beats|ectop\w*|complexes))|ventricular\s+(?:salvos?|triplets?)`),
  p('ventricular_run', 'rhythm', String.raw`VT`, 'g'),
  p('sinus_pause', 'rhythm', String.raw`sinus\s+(?:arrest|pauses?|exit\s+block)|(?:sino-?atrial|SA|S-A)\s+(?:exit\s+)?block|(?<!\b(?:longest|max(?:imum)?|max\.)[\s_]+)pauses?(?!\s+(?:(?:a\s+bit|slightly|a\s+little)\s+)?(?:longer\s+than\s+usual\s+)?(?:before\s+(?:it\s+)?(?:reach|get|pass)|on\s+its\s+way|in\s+the\s+(?:AV|atrioventricular)\s+node|between\s+the\s+(?:top|upper)))`),
  p('r_on_t', 'rhythm', String.raw`R[\s-]*on[\s-]*T(?:\s+(?:phenomenon|PVCs?|VPCs?|beats?|complex(?:es)?))?|(?<=\b(?:PVC|VPC|ventricular\s+(?:ectopic|premature\s+beat|beat))s?\b[^.;\n]{0,40})(?:falls?|landing|lands?)\s+on\s+the\s+(?:preceding\s+|previous\s+)?T[\s-]*wave`),
  // an escape beat ends a pause: none without one (check-morphology.ts)
  p('escape_beat', 'rhythm', String.raw`(?:(?:junctional|nodal|ventricular|idioventricular)\s+)?escape\s+(?:beats?|complex(?:es)?)`),
  p('supraventricular_tachycardia', 'rhythm', String.raw`(?:paroxysmal\s+)?supraventricular\s+tachycardia|P?SVT|AVNRT|AVRT|(?:AV\s+)?(?:nodal\s+)?re-?entr(?:ant|y)\s+tachycardia`),
  p('any_ectopy', 'rhythm', String.raw`ectopy|ectopic\s+(?:beats?|complexes)|extrasystoles?|premature\s+(?:beats?|complexes)|extra\s+(?:heart\s*)?beats|extra\s+(?:heart\s*)?beat\s+(?:now\s+and\s+then|every\s+(?:so\s+often|now\s+and\s+then)|from\s+time\s+to\s+time)`),
  p('ventricular_trigeminy', 'rhythm', String.raw`(?:ventricular\s+)?trigeminy|trigeminal\s+(?:PVCs?|rhythm|pattern)|(?<=\b(?:is|are|becomes?|became|turns?|turned|goes|went|looks?|appears?)\s+)trigeminal\b|trigeminal(?=\s+(?:towards?|at|near|for|during|by|in)\s)|every\s+third\s+(?:beat|complex)\s+(?:is\s+)?(?:an?\s+)?(?:[\w-]+,?\s+){0,3}?(?:PVC|VPC|ventricular|premature\s+ventricular)|(?<=\b(?:PVCs?|VPCs?|ventricular\s+ectopics?)\s+(?:occur(?:ring)?\s+|recur(?:ring)?\s+|come\s+|coming\s+)?(?:on\s+)?)every\s+third\s+(?:beat|complex)`),
  // two ventricular ectopics in a row; "as a couplet" after a PVC mention ("two PVCs …, occurring as a couplet",
  // "3 PVCs including one couplet", "PVCs in bigeminy, with one couplet", "PVCs and a couplet")
  p('ventricular_couplet', 'rhythm', String.raw`(?:ventricular|PVC|VPC)\s+couplets?|couplets?\s+of\s+(?:PVCs?|VPCs?|premature\s+ventricular\s+(?:contractions?|complexes|beats))|paired\s+(?:PVCs|VPCs)|(?<=\b(?:PVCs?|VPCs?|ventricular\s+(?:contractions?|complexes|beats|ectopics?))\b[^.;]{0,100}?\b(?:as|in|including|with|plus|and)\s+(?:an?|one|1|a\s+single)\s+)couplets?`),
  // a couplet counted or listed in a note about PVCs ("SR w/ PVCs … Couplet ×1", "Imp: SR, bigeminy, couplets")
  p('ventricular_couplet', 'rhythm', String.raw`(?=couplet)(?<=${VENTRICULAR_MENTION}[^]{0,200}?(?:^|\n|[.;:,]\s*|\band\s+)(?:(?:an?|one|1|two|2)\s+)?)couplets?\b(?!\s+of\b)(?=\s*(?:[×x]\s*\d|[.,;)\n]|$))`),
  // a denial of couplets or runs after a ventricular-ectopy mention on its line ("isolated PVCs; no couplets or runs", "… are PVCs. They occur singly — no couplets")
  p('ventricular_couplet', 'rhythm', String.raw`(?=couplet|pair)(?<=${VENTRICULAR_MENTION}[^\n]{0,160}?\b(?:no|without|nor)\s+)(?:couplets?|pairs)(?!\s+of\b)`),
  p('ventricular_run', 'rhythm', String.raw`(?=run|triplet|salvo)(?<=${VENTRICULAR_MENTION}[^\n]{0,160}?\b(?:no|without|nor)\s+(?:(?:couplets?|pairs)(?:\s*,\s*|\s*\/\s*|\s+(?:or|and|nor)\s+)(?:no\s+)?)?)(?:runs?|triplets?|salvos?)(?!\s+of\b)`),
  p('rsr_prime_v1', 'finding', String.raw`[rR]S[rR](?:'|′|’|\s?prime)(?:\s+(?:pattern|complex|morphology))?|["“']?M["”']?[\s-]*shape(?:d)?(?:\s+(?:QRS|complex|pattern))?(?=[^.;\n]{0,20}\bV1\b)`),
  p('lv_strain', 'finding', String.raw`(?:LV\s+|left\s+ventricular\s+)?(?<!(?:RV|right\s+ventricular|right(?:\s+heart)?)\s+|(?:RVH|right\s+ventricular\s+hypertrophy)\s+with\s+)strain(?:\s+pattern)?|repolari[sz]ation\s+abnormality\s+(?:due\s+to|from)\s+LVH`),
  p('abnormal_p_wave', 'finding', String.raw`(?:abnormal|notched|bifid|broad|wide|peaked|biphasic|m[\s-]shaped)\s+P[\s-]*waves?|P[\s-]*waves?\s+(?:is\s+|are\s+)?(?:abnormal|notched|bifid|biphasic)|P[\s-]*wave\s+abnormalit(?:y|ies)|abnormal\s+P[\s-]*wave\s+morphology`),
  // Whether there are P waves at all ("no discernible P waves", "P waves are absent", "clear P waves are seen"); the
  // negation (a cue before, "absent" / "not seen" after) says which. Shapes and polarity are other claims.
  p('p_waves', 'finding', String.raw`(?:discernible|visible|identifiable|consistent|reliable|clear|distinct|discrete|definite|obvious|recogni[sz]able|organi[sz]ed)\s+P[\s-]*waves?|(?<=\b(?:no|any|without)\s+)organi[sz]ed\s+atrial\s+activity|(?<=\b(?:I|we)\s+(?:can\s+|could\s+)?(?:see|make\s+out|identify|spot)\s+(?:small\s+|upright\s+|some\s+)?)P[\s-]*waves?|(?<=\b(?:no|absent|missing|without|lack\s+of|absence\s+of|loss\s+of|any)\s+)(?:P['’]s\b|P[\s-]*waves?)(?!\s+(?:morphology|axis|amplitude|duration|abnormalit|(?:is\s+|are\s+|was\s+|were\s+)?(?:dropped|blocked|non-?conducted|not\s+conducted)))|P[\s-]*waves?(?=\s+(?:(?:have|has)\s+(?:now\s+|completely\s+|all\s+)?(?:disappeared|gone)|(?:are|is)\s+(?:now\s+|basically\s+|essentially\s+|completely\s+)?gone)\b)|P[\s-]*waves?(?=\s*:?\s+(?:are\s+|is\s+)?(?:(?:clearly|readily|easily|well|plainly)\s+)?(?:(?:not\s+)?absent|present|visible|seen|identified|none|not\s+(?:(?:clearly|definitely|obviously|reliably)\s+)?(?:seen|visible|identified|identifiable|discernible|present|evident|detected))\b)`),
  // More than one P for each QRS ("2:1 conduction", "between 2:1 and 4:1"): fibrillation has no such ratio; in flutter the
  // ventricular rate says which.
  p('multiple_p_per_qrs', 'rhythm', String.raw`\b[2-8]\s*:\s*1\s+(?:AV\s+|atrioventricular\s+)?(?:conduction|ratio)\b|(?<=\bflutter\b[^.;\n]{0,40})\b[2-8]\s*:\s*1\s+(?:AV\s+)?block\b|\bvarying\s+between\s+[2-8]\s*:\s*1\s+and\s+[2-8]\s*:\s*1|\b[2-8]\s*:\s*1\s+(?:and|or|to)\s+[2-8]\s*:\s*1\b`),
  // One P for every QRS (1:1 conduction), which AF, flutter and second- or third-degree block deny.
  // "PR: n/a", "PR not measurable": the statement that there is no PR to measure (a blank "—" is no statement)
  p('pr_unmeasurable', 'finding', String.raw`\bP[RQ](?:\s+interval)?(?:\s*[:=|]\s*|\s+(?:is\s+|was\s+)?)(?:n\/a\b|not\s+(?:measurable|applicable|assessable|determinable)|unmeasurable|indeterminate|cannot\s+be\s+(?:measured|determined)|can['’]t\s+be\s+measured)`),
  p('p_before_each_qrs', 'finding', String.raw`(?:small\s+)?bump\s+\((?:the\s+)?P[\s-]*wave\)\s+(?:comes\s+)?(?:before|in\s+front\s+of)\s+(?:each|every)\s+(?:heart)?beat|P(?:[\s-]*waves?)?\s+(?:precedes?|before|preceding|in\s+front\s+of|ahead\s+of)\s+(?:(?:each|every|all\s+(?:the\s+)?)\s*(?:QRS(?:\s+complex(?:es)?)?|complex(?:es)?|beats?)|the\s+(?:normal|sinus|conducted|narrow)\s+(?:beats|complexes))|(?:each|every)\s+(?:QRS(?:\s+complex)?|complex|beat)\s+(?:is\s+)?(?:preceded\s+by|has)\s+an?\s+(?:(?:normal(?:-looking)?|upright|sinus|clear|visible|single)\s+)*P(?:[\s-]*wave)?\b|(?:each|every)\s+P(?:[\s-]*wave)?\s+(?:is\s+)?followed\s+by\s+an?\s+QRS|1:1\s+(?:AV\s+|atrioventricular\s+)?conduction|(?:one|a\s+single)\s+P(?:[\s-]*waves?)?\s+(?:per|to\s+(?:each|every|one)|for\s+(?:each|every))\s+(?:QRS(?:\s+complex)?|complex|beat)\b|(?:each|every)\s+P(?:[\s-]*wave)?\s+(?:is\s+)?conducted\b`),
  p('compensatory_pause', 'finding', String.raw`(?<!non[\s-]?)(?:(?:fully|full|complete(?:ly)?)\s+)?compensatory\s+pauses?|(?:full|complete)\s+compensation|pauses?${IS}(?:fully\s+)?compensatory`),
  p('noncompensatory_pause', 'finding', String.raw`(?:pauses?${IS})?non[\s-]?compensatory(?:\s+pauses?)?|(?:incomplete|partial|less\s+than\s+(?:fully\s+)?)\s*compensatory\s+pauses?`),
  p('electrical_alternans', 'finding', String.raw`(?:electrical|QRS)\s+alternans|alternating\s+QRS\s+(?:amplitudes?|voltages?|heights?)|beat[\s-]to[\s-]beat\s+(?:variation|alternation)\s+(?:in|of)\s+(?:the\s+)?QRS\s+(?:amplitude|voltage|height)s?`),
  p('normal_ecg', 'finding', String.raw`normal\s+(?:(?:paediatric|pediatric|adult|adolescent|teenage|juvenile|child(?:hood)?|athletic|athlete['’]s|variant|12[\s-]lead)\s+)?${ECG}|${ECG}\s+(?:is|looks|appears|seems)?\s*(?:not\s+)?(?:(?:completely|entirely|totally|perfectly|essentially|basically)\s+)?(?:within\s+normal\s+limits|normal)|within\s+normal\s+limits\s+${ECG}|WNL\s+${ECG}`),
  p('abnormal_ecg', 'finding', String.raw`abnormal\s+${ECG}|${ECG}\s+(?:is\s+)?abnormal`),
  // a cart's grade between normal and abnormal: minor findings only
  p('borderline_ecg', 'finding', String.raw`borderline\s+${ECG}|${ECG}\s+(?:is\s+)?borderline`),
  // PTB-XL's SCP statement codes, as label-only models answer ("NORM", "SR, 1AVB", "AFIB (0.91)"): upper case only
  p('normal_ecg', 'finding', String.raw`NORM`, 'g'),
  // "NAD" (no abnormality detected) as a verdict of its own, not an examination's ("CVS: NAD")
  p('normal_ecg', 'finding', String.raw`(?<=(?:^|[.;\n]\s*|\b(?:ECG|EKG|[Ii]mpression|[Ii]mp|IMP|[Ii]nterpretation|[Cc]onclusion)\s*[:—–-]?\s*))NAD\b`, 'g'),
  // "Sinus rhythm with occasional PVCs. Otherwise unremarkable.": normal but for what the answer states (extract-findings)
  p('normal_ecg', 'finding', String.raw`(?<=\botherwise\s+)(?:unremarkable|normal|within\s+normal\s+limits|WNL)(?=\s*(?:[.;,\n(]|$))`),
  p('sinus_tachycardia', 'rhythm', String.raw`STACH`, 'g'),
  // literal translations of other languages' ECG vocabulary: "rhythm is sinusal", "fibrillation auricular", "blockade of
  // right leg of His bundle", "extrasystoles ventricular", "hypertrophy of left ventricle", "waves Q"
  p('sinus_rhythm', 'rhythm', String.raw`(?:rhythm|ritmo)${IS}sinusal(?!\s+(?:brady|tachy))|(?:sinusal|sinual)\s+rhythm|rhythm\s+sinusal(?!\s+(?:brady|tachy))`),
  p('sinus_bradycardia', 'rhythm', String.raw`bradycardia\s+sinusal|sinusal\s+bradycardia|sinusal\s+rhythm\s+(?:but\s+)?slow|rhythm${IS}sinusal\s+but\s+slow`),
  p('sinus_tachycardia', 'rhythm', String.raw`tachycardia\s+sinusal|sinusal\s+tachycardia`),
  p('atrial_fibrillation', 'rhythm', String.raw`fibrillation\s+(?:of\s+(?:the\s+)?)?auricul(?:ar|es)|auricular\s+fibrillation|fibrillation\s+of\s+(?:the\s+)?auricles`),
  p('atrial_flutter', 'rhythm', String.raw`flutter\s+(?:of\s+(?:the\s+)?)?auricl(?:es|ar)|auricular\s+flutter|flutter\s+auricular`),
  p('incomplete_right_bundle_branch_block', 'finding', String.raw`(?:incomplete|partial)\s+block(?:ade)?\s+of\s+(?:the\s+)?right\s+(?:leg|branch|bundle\s+branch)(?:\s+of\s+(?:the\s+)?(?:His(?:\s+bundle)?|bundle\s+of\s+His))?`),
  p('complete_right_bundle_branch_block', 'finding', String.raw`(?:complete\s+)?block(?:ade)?\s+of\s+(?:the\s+)?right\s+(?:leg|branch|bundle\s+branch)(?:\s+of\s+(?:the\s+)?(?:His(?:\s+bundle)?|bundle\s+of\s+His))?|right\s+bundle\s+(?:branch\s+)?blockade`),
  p('complete_left_bundle_branch_block', 'finding', String.raw`(?:complete\s+)?block(?:ade)?\s+of\s+(?:the\s+)?left\s+(?:leg|branch|bundle\s+branch)(?:\s+of\s+(?:the\s+)?(?:His(?:\s+bundle)?|bundle\s+of\s+His))?|left\s+bundle\s+(?:branch\s+)?blockade`),
  p('any_bundle_branch_block', 'finding', String.raw`bundle\s+(?:branch\s+)?blockade`),
  p('premature_ventricular_complex', 'finding', String.raw`extrasystol(?:es?|ia|y)\s+ventricular(?:es)?|ventricular\s+extrasystol(?:es?|ia|y)`),
  p('premature_atrial_complex', 'finding', String.raw`extrasystol(?:es?|ia|y)\s+(?:auricular|atrial|supraventricular)(?:es)?|(?:auricular|supraventricular)\s+extrasystol(?:es?|ia|y)`),
  p('left_ventricular_hypertrophy', 'finding', String.raw`hypertrophy\s+of\s+(?:the\s+)?left\s+ventricle|left\s+ventricle\s+hypertrophy`),
  p('right_ventricular_hypertrophy', 'finding', String.raw`hypertrophy\s+of\s+(?:the\s+)?right\s+ventricle|right\s+ventricle\s+hypertrophy`),
  p('sinus_bradycardia', 'rhythm', String.raw`SBRAD`, 'g'),
  // telemetry notes: "SB 48", "Imp: SB"
  p('sinus_bradycardia', 'rhythm', String.raw`SB`, 'g'),
  // …and "ST 100-110s", "ST 120": sinus tachycardia by its rate, never the ST segment
  p('sinus_tachycardia', 'rhythm', String.raw`ST(?=\s+1\d\d(?:\s*[-–]\s*1\d\d)?s?\b)`, 'g'),
  p('sinus_arrhythmia', 'rhythm', String.raw`SARRH`, 'g'),
  p('atrial_flutter', 'rhythm', String.raw`AFLT`, 'g'),
  p('inferior_mi', 'finding', String.raw`IMI|ILMI|IPMI|IPLMI`, 'g'),
  p('anterior_mi', 'finding', String.raw`AMI|ASMI|ALMI`, 'g'),
  p('lateral_mi', 'finding', String.raw`LMI`, 'g'),
  // the underscore of "NST_" is a space once read (compact-text.ts)
  p('any_st_change', 'lead_finding', String.raw`NST_?|STD_?|STE_?`, 'g'),
  p('any_ischemia', 'finding', String.raw`ISC_?|ISCAL|ISCIN|ISCIL|ISCAS|ISCLA|ISCAN`, 'g'),
  p('long_qt', 'finding', String.raw`LNGQT`, 'g'),
  p('left_atrial_enlargement', 'finding', String.raw`LAO\/LAE`, 'g'),
  p('right_atrial_enlargement', 'finding', String.raw`RAO\/RAE`, 'g'),
  p('complete_left_bundle_branch_block', 'finding', String.raw`CLBBB`, 'g'),
  p('complete_right_bundle_branch_block', 'finding', String.raw`CRBBB`, 'g'),
  p('left_posterior_fascicular_block', 'finding', String.raw`LPFB`, 'g'),
  // patient-facing words (lay-lexicon.ts)
  ...LAY_FINDINGS.map(([code, kind, source]) => p(code, kind, source)),
];
