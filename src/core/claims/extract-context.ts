// Statements the signal cannot settle: history, symptoms, medication, demographics.
import type { ExtractedClaim } from './claim-types';
import type { Clause } from './segment';

const CONTEXT = /\b(?:describes?\s+an?\s+["“][^"”\n]{1,60}["”](?:\s+(?:sensation|feeling))?|(?:(?:a|known|prior|past|previous)\s+)?history\s+of\s+[^,.;]{2,60}|(?:original\s+)?indication\s+for\s+[^,.;]{2,80}|(?:presents?|presenting|presented)\s+with\s+[^,.;]{2,60}|complain(?:s|ing|ed)?\s+of\s+[^,.;]{2,60}|(?:chest\s+pain|syncope|dyspnea|shortness\s+of\s+breath|palpitations|dizziness)\b|(?:known|documented)\s+(?:hypertension|diabetes|coronary\s+artery\s+disease|CAD|heart\s+failure|cardiomyopathy)\b|(?:taking|on)\s+(?:digoxin|amiodarone|beta[\s-]?blockers?|sotalol|flecainide|apixaban|rivaroxaban|edoxaban|dabigatran|warfarin|anticoagula\w+|bisoprolol|metoprolol|atenolol|carvedilol|diltiazem|verapamil|methadone|haloperidol|citalopram|escitalopram|ondansetron|azithromycin|hydroxychloroquine|dofetilide|dronedarone|lithium|furosemide|spironolactone)\b(?:\s+for\s+[^,.;]{2,60})?|(?:troponin|potassium|serum)\s+[^,.;]{0,40})/gi;

/** A line headed as the patient's history, the study's indication or another study (echo, Holter): what follows is context, not this ECG. */
const HISTORY_LINE = /^[ \t*#>_-]*(?:history|hx|pmh|past\s+medical\s+history|background|clinical\s+(?:context|details|history)|indication|reason\s+for\s+(?:the\s+)?(?:study|ECG|EKG|referral|recording)|echo(?:cardiogra(?:m|phy))?|TTE|TOE|TEE|Holter(?:\s+monitor(?:ing)?)?|(?:24|48)[\s-]*h(?:ou)?r?\s+(?:Holter|tape|monitor(?:ing)?)|event\s+monitor|loop\s+recorder)\s*\**\s*:/i;

/** A line of bedside observations ("Obs: BP 132/84, HR 78, SpO2 96% RA"): its pulse is not the ECG's rate. */
const VITALS_LINE = /^[ \t*#>_-]*(?:obs|observations|vitals|vital\s+signs|(?:on|at)\s+(?:arrival|admission|triage))\b[^:\n]{0,40}:|\b(?:BP|blood\s+pressure)\s*:?\s*\d{2,3}\s*\/\s*\d{2,3}\b/i;
const VITAL_SIGN = /\b(?:(?:HR|heart\s+rate|pulse(?:\s+rate)?|SpO2|O2\s+sats?|sats?|temp(?:erature)?|BP|blood\s+pressure|MAP|GCS|NEWS2?)\s*:?\s*(?:of\s+)?\d{1,3}(?:[.,]\d|0s\b)?|(?:RR|resp(?:iratory)?\s+rate)\s*:?\s*\d{1,2}|T\s*:?\s*(?:3[4-9]|4[0-2])(?:[.,]\d)?)(?:\s*\/\s*\d{2,3})?(?:\s*(?:bpm|\/min|%|°\s*[CF]|mmHg|breaths\/min))?(?:\s*\((?:manual|radial|apical|palpated|reg(?:ular)?|irreg(?:ular)?)\)|[ \t]+(?:(?:regularly[ \t]+|irregularly[ \t]+)?irreg(?:ular)?|reg(?:ular)?)\b)?(?![\d.]|\s*(?:ms|mV|mm|s)\b)/gi;
/** A laboratory or imaging value ("K+ 3.1 mmol/L", "LVEF 40 %", "troponin 86 ng/L"): not the ECG's. */
const LAB_VALUE = /(?<![\w+])(?:K\+?|K⁺|potassium|Mg2?\+?|Mg²⁺|magnesium|Ca2?\+?|Ca²⁺|calcium|Na\+?|sodium|(?:hs-?)?troponin(?:\s+[IT])?|(?:LV)?EF|ejection\s+fraction|lactate|creatinine|digoxin\s+level)\s*(?:of|was|is|:|=)?\s*[<>≤≥]?\s*(?:\d+(?:[.,]\d+)?\s*(?:mmol\/L|mEq\/L|mg\/dL|ng\/L|µg\/L|ug\/L|ng\/mL|µmol\/L|%)|\d\.\d{1,2}\b(?!\s*(?:mV|mm|ms|s)\b))/gi;

export const NOT_ON_THE_ECG = 'a bedside observation or laboratory value, not measured on the ECG';

export function extractContext(text: string, clause: Clause): ExtractedClaim[] {
  const [a, b] = clause.span;
  const body = text.slice(0, b);
  const out: ExtractedClaim[] = [];
  const lineStart = text.lastIndexOf('\n', a - 1) + 1;
  const heading = HISTORY_LINE.exec(text.slice(lineStart, b));
  if (heading && lineStart + heading[0].length < b) out.push(contextClaim(text, [Math.max(a, lineStart + heading[0].length), b]));
  const lineEnd = text.indexOf('\n', b);
  const items = [LAB_VALUE, ...(VITALS_LINE.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd)) ? [VITAL_SIGN] : [])];
  for (const re of items) {
    re.lastIndex = a;
    for (let m = re.exec(body); m; m = re.exec(body)) out.push(contextClaim(text, [m.index, m.index + m[0].length], NOT_ON_THE_ECG));
  }
  CONTEXT.lastIndex = a;
  for (let m = CONTEXT.exec(body); m; m = CONTEXT.exec(body)) {
    const span: [number, number] = [m.index, m.index + m[0].trimEnd().length];
    if (out.some((c) => c.span[0] <= span[0] && span[1] <= c.span[1])) continue;
    out.push(contextClaim(text, span));
  }
  return out;
}

function contextClaim(text: string, span: [number, number], reason = 'history, symptoms or context: the signal cannot settle it'): ExtractedClaim {
  return {
    text: text.slice(span[0], span[1]),
    span,
    kind: 'other',
    quantity: null,
    code: null,
    value: null,
    range: null,
    unit: null,
    leads: [],
    negated: false,
    unverifiableReason: reason,
  };
}
