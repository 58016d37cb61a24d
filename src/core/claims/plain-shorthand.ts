// Clinicians' dictation shortens words: "poor R wave prog", "no path Qs", "RR irreg irreg", "no acute ST Δ",
// "w/o P waves", "Sgarbossa neg", "TWI 2/2 conduction delay", "recip STD". They are read as the
// words they stand for, with an offset map back to the original text, so the claim grammar needs no rules for them.
// Older texts hyphenate the segment and interval names ("S-T elevation", "Q-T prolongation", "A-V conduction") and
// gloss "auricular" with today's word ("auricular (atrial) fibrillation"); they are read as today's names.
import { identityText, rewriteAll, type CompactText, type RewriteRule } from './compact-text';

const SHORTHAND = /[↑↓][ \t]?\d|\b(?:STE|STD|TWI|elevation|depression|waves?)[ \t]*[−–+-][ \t]*(?:[/,.;|)\n]|$|in\b)|\b[123]d\s?AVB\b|\bRVR\b|\breg\b|\(nl\)|\bST(?:[ \t]+segments?)?[ \t]+flat\b|complex[ \t-]+tachy\b|\b(?:prog|path|Qs|irreg|w\/o|neg|2\/2|recip|incl|ant-lat|anterolat|inferolat|inf-lat|LQTS?)\b|2°[ \t]+to\b|[Aa]uricular\s*\(|[Δδ]|\b(?:S-T|Q-Tc?|P-R|R-R|A-V|S-A)\b|\b(?:lpm|frequency|grades?|sinusal|ACFA|HVG|BAV|bloc|microvoltage)\b|d[ée]calage/i;

const WORDS: [RegExp, string][] = [
  [/(?<=\bR[\s-]*(?:waves?\s+)?)prog\b/g, 'progression'],
  [/\bpath(?:ol)?\.?[ \t]+Q\b(?![\s-]*waves?)/g, 'pathological Q waves'],
  [/\bpath(?:ol)?\.?(?=\s+(?:Qs?|[Qq][\s-]*waves?)\b)/g, 'pathological'],
  [/(?<![\w′'’])Qs\b/g, 'Q waves'],
  [/\birreg(?:ularly)?\.?\s+irreg\b/gi, 'irregularly irregular'],
  [/\birreg\b/gi, 'irregular'],
  // "ST Δ", "ST-T Δs": a change of the segment ("ΔST", a change before it, is read by the value grammar)
  [/(?<=\bST(?:[- ]?T)?[ \t]*)[Δδ]s?(?![ \t]*[-\s]?waves?)/g, 'changes'],
  [/\bw\/o\b/gi, 'without'],
  [/\bincl\b\.?/gi, 'including'],
  [/(?<=\b(?:narrow|wide|broad)[ \t-]+complex[ \t-]+)tachy\b/gi, 'tachycardia'],
  // "ST flat": on the baseline (a "flat ST depression" is its shape, and keeps its words)
  [/(?<=\bST(?:[ \t]+segments?)?[ \t]+)flat(?=[ \t]*(?:[,.;)\n]|$))/g, 'isoelectric'],
  [/(?<=\b(?:Sgarbossa|Smith|criteria|criterion|voltage|volt)[ \t]+)neg\b/gi, 'negative'],
  [/\b2\/2\b(?=[ \t]+[a-zA-Z])/g, 'secondary to'],
  // "TWI 2° to RBBB": secondary, not two degrees
  [/\b2°[ \t]+to\b/g, 'secondary to'],
  [/\b(?:ant-lat|anterolat)\b\.?/gi, 'anterolateral'],
  [/\b(?:inf-lat|inferolat)\b\.?/gi, 'inferolateral'],
  [/\bLQTS?\b/g, 'long QT'],
  [/\brecip\b/gi, 'reciprocal'],
  [/\bauricular\s*\(atrial\)/gi, 'auricular'],
  [/\bS-T(?=[\s-]*(?:T\b|segments?|elevat|depress|chang|abnormal|sagg|deviat|shift|level|\d|[+−-]))/g, 'ST'],
  [/\bQ-T(?=c\b)/g, 'QT'],
  [/\bQ-T\b/g, 'QT'],
  [/\bP-R\b/g, 'PR'],
  [/\bR-R\b/g, 'RR'],
  [/\bA-V\b/g, 'AV'],
  [/\bS-A\b(?=\s+(?:node|nodal|block|exit|arrest))/g, 'SA'],
  // translated reports: "frecuencia 156 lpm" (latidos por minuto), "Frequenz" for the rate, "+70 grades", "rhythm sinusal"
  [/(?<=\d\s?)lpm\b/gi, 'bpm'],
  [/(?<!\b(?:high|low|line|mains|cut-?off|sampling|corner)[\s-]*)\bfrequency\b(?!\s+(?:of|filter|noise|response|content|band|domain|spectrum|component)\b)(?![^.\n]{0,25}\bHz\b)/gi, 'rate'],
  [/(?<=\d\s?)grades?\b/gi, 'degrees'],
  [/\brhythm\s+sinusal\b|\bsinusal\s+rhythm\b/gi, 'sinus rhythm'],
  [/\bsinusal\b/gi, 'sinus'],
  // French: ACFA (arythmie complète par fibrillation auriculaire), HVG, BAV, bloc de branche, sus-/sous-décalage
  [/\bACFA\b/g, 'AF'],
  [/\bHVG\b/g, 'LVH'],
  [/\bBAV\b(?![\s-]*(?:[1-3]|I{1,3})\b)/g, 'AV block'],
  [/\bbloc\s+de\s+branche\b/gi, 'bundle branch block'],
  [/\bsus-?d[ée]calage\b/gi, 'elevation'],
  [/\bsous-?d[ée]calage\b/gi, 'depression'],
  [/\bmicrovoltage\b/gi, 'low voltage'],
  // emergency notes: "1dAVB", "AF w/ RVR", "SR 72, reg", "QTc 416 (nl)", "HR ↑ 112"
  [/\b1d\s?AVB\b/g, 'first-degree AV block'],
  [/\b2d\s?AVB\b/g, 'second-degree AV block'],
  [/\b3d\s?AVB\b/g, 'third-degree AV block'],
  // ("AF RVR ~126 bpm" gives its rate, "Not AF RVR" names one rhythm)
  [/(?<=\b(?:w\/|with)[ \t]+)RVR\b/g, 'rapid ventricular response'],
  [/(?<=[,;:(][ \t]*|\b(?:rhythm|RR|SR|NSR|SB|sinus)[ \t]+)reg\b(?=[ \t]*(?:[.,;/)\n]|$))/gi, 'regular'],
  [/(?<=\()nl(?=\))/g, 'normal'],
  [/(?<=\b(?:HR|rate|QTc|QT|PR|QRS)[ \t]?)[↑↓][ \t]?(?=\d)/g, ''],
];
// "STE − / STD − / TWI −", "STD − in lead I": a finding marked absent; "TWI + in V5/V6": present
const MARKED = String.raw`(?<=\b(?:STE|STD|TWI|ST[ -]?(?:elevation|depression)|(?:Q|U|delta)[ -]?waves?)[ \t]*)`;
const MARK_END = String.raw`(?=[ \t]*(?:[/,.;|)\n]|$|in\b))`;
const RULES: RewriteRule[] = [
  ...WORDS.map(([re, words]): RewriteRule => [re, () => words]),
  [new RegExp(String.raw`${MARKED}[−–-]${MARK_END}`, 'g'), () => 'absent'],
  [new RegExp(String.raw`${MARKED}\+[ \t]?${MARK_END}`, 'g'), () => ''],
];

export function plainShorthand(text: string): CompactText {
  if (!SHORTHAND.test(text)) return identityText(text);
  return rewriteAll(text, RULES);
}
