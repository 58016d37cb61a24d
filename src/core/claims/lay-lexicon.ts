// Words a model uses when it explains an ECG to a patient: "the signal passes from the top chambers to the bottom ones
// in the normal time" (PR), "it spreads through the lower chambers quickly" (QRS), "the recharge time is normal" (QTc),
// "the upper chambers are quivering" (AF), "a slightly thick heart muscle" (LVH). Each phrase stands for the
// measurement or finding a clinician would name; plain data, read by the extractors (findings, qualities,
// measurements, ectopic counts).

/** Lay words for where extra beats come from: "coming from the top chambers", "in the heart's lower chambers". */
export const LAY_FROM = String.raw`\s+(?:that\s+(?:come|start|arise|originate)\s+|(?:coming|starting|arising|originating)\s+)?(?:from|in)\s+(?:the\s+|your\s+|its\s+)?(?:heart['’]s\s+)?`;
export const LAY_UPPER = String.raw`(?:(?:top|upper)\s+(?:heart\s+)?(?:chambers?|part\s+of\s+the\s+heart)|atria\b)`;
export const LAY_LOWER = String.raw`(?:(?:bottom|lower|main\s+pumping)\s+(?:heart\s+)?(?:chambers?|part\s+of\s+the\s+heart)|ventricles\b)`;

const INF = 1e9;
/** The chambers as a path names them ("from the top to the bottom ones", "from your upper chambers"): with an article, and bare. */
const UPPER = String.raw`(?:(?:the\s+|your\s+)?(?:top|upper)(?:\s+(?:heart\s+)?(?:chambers?|ones))?|(?:the\s+)?atria)`;
const LOWER = String.raw`(?:(?:the\s+|your\s+)?(?:bottom|lower|pumping)(?:\s+(?:heart\s+)?(?:chambers?|ones))?|(?:the\s+)?ventricles)`;
/** The first small bump of a beat (the P wave) and the main spike after it (the QRS). */
const BUMP = String.raw`(?:(?:small|little|first|tiny|early)\s+){0,2}(?:bump|hump|wave|P[\s-]*wave)`;
const SPIKE = String.raw`(?:(?:main|big|tall|large)\s+){0,2}(?:spike|QRS)`;
/** The way from the top chambers to the bottom ones, and the gap between the bump and the spike: the PR interval. */
export const LAY_PR_PATH = String.raw`(?:\bfrom\s+${UPPER}\s+to\s+${LOWER}|\b(?:gap|pause|delay|time|distance|space)\s+(?:between|from)\s+(?:(?:the|each|that|this)\s+${BUMP}|${BUMP}|it)\s+(?:and|to|until)\s+(?:the\s+)?${SPIKE})`;
const QUICKLY = String.raw`(?:(?:quickly|rapidly|promptly|normally)(?:\s+and\s+evenly)?|in\s+the\s+usual\s+quick\s+way|at\s+(?:a\s+)?normal\s+speed)`;
/** The spread through the bottom chambers, and the spikes it draws: the QRS. */
export const LAY_QRS_PATH = String.raw`\b(?:spreads?|spreading|travels?|passes|moves?)\s+(?:through|across)\s+${LOWER}|\bspreads?\s+${QUICKLY}|(?<!\b(?:between|from)\s[^.;,\n]{1,40}\s(?:and|to|until)\s+(?:the\s+)?)\bmain\s+(?:spikes?|beats?)\b|\bspikes\s+are\s+(?:wide|narrow|broad)\b`;
const NORMAL_TIME = String.raw`(?:in\s+(?:the\s+|a\s+)?normal\s+(?:time|amount\s+of\s+time)|normally|on\s+time|(?:takes|is|are)\s+(?:a\s+)?normal(?:\s+amount\s+of\s+time)?\b)`;

export interface LayQuality {
  re: RegExp;
  quantity: string;
  range: [number, number];
  unit: string;
  /** the phrase carries its own negation ("isn't beating too fast or too slow"): no other cue turns it round */
  ownNegation?: boolean;
}

export const LAY_QUALITIES: LayQuality[] = [
  // "travels from the top chambers to the bottom chambers in the normal time", "gets from top to bottom chambers on
  // time", "the signal's trip from the upper to the lower chambers takes a normal amount of time"
  { re: new RegExp(String.raw`${LAY_PR_PATH}(?:[^.;:()\n]{0,30}?\s)?${NORMAL_TIME}`, 'gi'), quantity: 'pr_ms', range: [120, 200], unit: 'ms' },
  { re: new RegExp(String.raw`\b(?:small|slight|mild|little|long)\s+delay\s+between\s+${UPPER}\s+and\s+${LOWER}`, 'gi'), quantity: 'pr_ms', range: [201, INF], unit: 'ms' },
  // "spreads quickly and evenly", "spreads through the lower chambers in the usual quick way", "the lower chambers fire
  // normally", "the main spikes are narrow", "the main spike is still of normal width"
  { re: new RegExp(String.raw`\b(?:spreads?|spreading|passes|travels?)\s+(?:(?:through|across)\s+${LOWER}\s+)?${QUICKLY}|\b(?:lower|bottom)\s+chambers\s+(?:themselves\s+)?(?:fire|contract|are\s+handling\s+the\s+signal)\s+normally\b|\bmain\s+(?:spikes?|beats?)\s+(?:is|are)\s+(?:still\s+)?(?:narrow|of\s+normal\s+width)|\b(?:through|across)\s+${LOWER}\s+normally\b|\bwiring\s+in\s+${LOWER}\s+is\s+working\s+(?:well|normally)`, 'gi'), quantity: 'qrs_ms', range: [0, 119], unit: 'ms' },
  { re: new RegExp(String.raw`\btakes?\s+longer\s+than\s+(?:usual|normal)\s+to\s+spread\s+(?:through|across)\s+${LOWER}|\b(?:main\s+)?spikes?\s+(?:is|are)\s+wide`, 'gi'), quantity: 'qrs_ms', range: [120, INF], unit: 'ms' },
  // "the recharge time is normal", "the time the heart needs to recharge after each beat is normal"
  { re: /\b(?:recharg(?:e|ing)|recovery)\s+(?:time|phase)\s+(?:is\s+)?(?:normal|fine)\b|\btime\s+(?:the\s+|your\s+)?heart\s+(?:needs|takes)\s+to\s+recharge(?:\s+after\s+each\s+beat)?\s+is\s+normal\b/gi, quantity: 'qtc_ms', range: [350, 460], unit: 'ms' },
  // "beating faster than usual", "not beating too fast or too slow"
  { re: /\bbeating\s+(?:much\s+|a\s+(?:little|bit)\s+|slightly\s+)?faster\s+than\s+(?:usual|normal)\b/gi, quantity: 'hr_bpm', range: [101, INF], unit: 'bpm' },
  { re: /\bbeating\s+(?:much\s+|a\s+(?:little|bit)\s+|slightly\s+)?slower\s+than\s+(?:usual|normal)\b/gi, quantity: 'hr_bpm', range: [0, 59], unit: 'bpm' },
  { re: /\b(?:a\s+(?:little|bit)\s+|slightly\s+)?on\s+the\s+(?:fast|quick)\s+side\b/gi, quantity: 'hr_bpm', range: [101, INF], unit: 'bpm' },
  { re: /\b(?:a\s+(?:little|bit)\s+|slightly\s+)?on\s+the\s+slow\s+side\b/gi, quantity: 'hr_bpm', range: [0, 59], unit: 'bpm' },
  { re: /\b(?:is\s*n['’]t|is\s+not|not)\s+beating\s+too\s+fast\s+or\s+too\s+slow(?:ly)?\b|\bneither\s+too\s+fast\s+nor\s+too\s+slow\b/gi, quantity: 'hr_bpm', range: [60, 100], unit: 'bpm', ownNegation: true },
  // "the beats come at steady, even intervals", "in a regular, orderly way"; "your heartbeat is irregular", "the gaps
  // between beats keep changing"
  { re: /\b(?:steady|regular|even)(?:,?\s+(?:and\s+)?(?:steady|regular|even|orderly))+\s+(?:intervals|pace|way|fashion)\b|\b(?:slow|fast)\s+and\s+regular\b/gi, quantity: 'regularity', range: [1, 1], unit: '' },
  { re: /\b(?:heart\s*beat|heartbeat|pulse)\s+is\s+irregular\b|\b(?:gaps|spaces|time)\s+between\s+(?:the\s+)?(?:heart\s*)?beats\s+(?:keeps?|are)\s+(?:changing|varying|uneven|irregular)\b/gi, quantity: 'regularity', range: [0, 0], unit: '' },
];

/** Findings in lay words: [code, kind, regex source]. */
export const LAY_FINDINGS: [string, 'rhythm' | 'finding' | 'lead_finding' | 'axis', string][] = [
  // "each beat starts in the right place", "started by your heart's natural pacemaker", "a normal rhythm"
  ['sinus_rhythm', 'rhythm', String.raw`(?:beats?|heartbeats?)\s+(?:each\s+)?(?:is\s+|are\s+)?(?:starts?|starting|started)\s+(?:in|from|at)\s+the\s+right\s+place|started\s+(?:normally\s+)?by\s+(?:your|the)\s+heart['’]s\s+(?:own\s+)?(?:natural\s+)?pacemaker|(?:starts?|start|starting|comes?)\s+from\s+(?:the|your)\s+(?:heart['’]s\s+)?(?:own|normal)\s+pacemaker|(?:main|underlying|basic)\s+rhythm\s+is\s+normal|(?<!\bto\s+(?:a\s+)?)normal\s+(?:heart\s+)?rhythm`],
  // "the upper chambers (the atria) are quivering", "a wavy, uneven baseline"
  ['atrial_fibrillation', 'rhythm', String.raw`(?:upper|top)\s+chambers(?:\s+\([^()\n]{1,20}\))?\s+(?:are\s+|is\s+)?(?:not\s+)?quivering|quivering\s+(?:of\s+)?(?:the\s+|your\s+)?(?:upper|top)\s+chambers|atria\s+(?:are\s+)?(?:not\s+)?quivering|wavy(?:,?\s+(?:and\s+)?uneven)?\s+baseline`],
  // "a slightly thick heart muscle", "no signs of thickened muscle", "the heart muscle is thickened"
  ['left_ventricular_hypertrophy', 'finding', String.raw`(?:slightly\s+|mildly\s+)?thick(?:ened)?\s+(?:heart\s+)?muscle|heart\s+muscle\s+is\s+(?:thickened|thick)|thickening\s+of\s+(?:the\s+|your\s+)?heart\s+muscle`],
  // "the branch on the left side is blocked", "a block in the left branch of your heart's wiring"
  ['complete_left_bundle_branch_block', 'finding', String.raw`branch\s+on\s+the\s+left(?:[\s-]+hand)?\s+side\s+(?:is|was)\s+blocked|block\s+in\s+the\s+left\s+branch`],
  ['complete_right_bundle_branch_block', 'finding', String.raw`branch\s+on\s+the\s+right(?:[\s-]+hand)?\s+side\s+(?:is|was)\s+blocked|block\s+in\s+the\s+right\s+branch`],
  // "no sign of a block in the wiring on either side"
  ['any_bundle_branch_block', 'finding', String.raw`block\s+in\s+the\s+wiring\s+on\s+either\s+side`],
  // "the direction of the signal through the heart is normal", "the heart's electrical direction is normal"
  ['normal_axis', 'axis', String.raw`(?:electrical\s+)?direction(?:\s+of\s+(?:the\s+)?(?:signal|electricity|electrical\s+activity))?(?:\s+through\s+(?:the|your)\s+heart)?\s+is\s+normal|points\s+in\s+the\s+normal\s+direction`],
  ['left_axis_deviation', 'axis', String.raw`direction\s+of\s+the\s+(?:signal|electricity)(?:\s+through\s+(?:the|your)\s+heart)?\s+is\s+tilted\s+to\s+the\s+left`],
  // "RR intervals varying with respiration", "the rate varies beat to beat with breathing"
  ['sinus_arrhythmia', 'rhythm', String.raw`(?:R[\s-]?R(?:\s+intervals?)?|rate|heart\s*rate)\s+(?:that\s+)?(?:var(?:y|ies|ying)|changes?|changing)\s+(?:beat[\s-]+to[\s-]+beat\s+)?with\s+(?:respiration|breathing)`],
  // "there are no proper P waves"
  ['p_waves', 'finding', String.raw`(?<=\bno\s+)proper\s+P[\s-]*waves?`],
  // "the flat stretch between each beat and its recovery sits a little above the baseline" (the ST segment)
  ['st_elevation', 'lead_finding', String.raw`(?<=\b(?:ST(?:[\s-]*segments?)?|stretch|segments?)\b[^.;\n]{0,80})(?:sits?|lies?|is|are)\s+(?:a\s+(?:little|bit)\s+|slightly\s+|well\s+|clearly\s+)?above\s+the\s+baseline`],
  ['st_depression', 'lead_finding', String.raw`(?<=\b(?:ST(?:[\s-]*segments?)?|stretch|segments?)\b[^.;\n]{0,80})(?:sits?|lies?|is|are)\s+(?:a\s+(?:little|bit)\s+|slightly\s+|well\s+|clearly\s+)?below\s+the\s+baseline`],
  // "no mirror-image changes in the other leads"
  ['st_depression', 'lead_finding', String.raw`mirror[\s-]image\s+changes?`],
];
