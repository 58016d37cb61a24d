// Statements the signal cannot settle: history, symptoms, medication, demographics.
import type { ExtractedClaim } from './claim-types';
import type { Clause } from './segment';

const CONTEXT = /\b(?:(?:(?:a|known|prior|past|previous)\s+)?history\s+of\s+[^,.;]{2,60}|(?:original\s+)?indication\s+for\s+[^,.;]{2,80}|(?:presents?|presenting|presented)\s+with\s+[^,.;]{2,60}|complain(?:s|ing|ed)?\s+of\s+[^,.;]{2,60}|(?:chest\s+pain|syncope|dyspnea|shortness\s+of\s+breath|palpitations|dizziness)\b|(?:known|documented)\s+(?:hypertension|diabetes|coronary\s+artery\s+disease|CAD|heart\s+failure|cardiomyopathy)\b|(?:taking|on)\s+(?:digoxin|amiodarone|beta[\s-]?blockers?|sotalol|flecainide|apixaban|rivaroxaban|edoxaban|dabigatran|warfarin|anticoagula\w+|bisoprolol|metoprolol|atenolol|carvedilol|diltiazem|verapamil|methadone|haloperidol|citalopram|escitalopram|ondansetron|azithromycin|hydroxychloroquine|dofetilide|dronedarone|lithium|furosemide|spironolactone)\b(?:\s+for\s+[^,.;]{2,60})?|(?:troponin|potassium|serum)\s+[^,.;]{0,40})/gi;

/** A line headed as the patient's history, the study's indication or another study (echo, Holter): what follows is context, not this ECG. */
const HISTORY_LINE = /^[ \t*#>_-]*(?:history|hx|pmh|past\s+medical\s+history|background|clinical\s+(?:context|details|history)|indication|reason\s+for\s+(?:the\s+)?(?:study|ECG|EKG|referral|recording)|echo(?:cardiogra(?:m|phy))?|TTE|TOE|TEE|Holter(?:\s+monitor(?:ing)?)?|(?:24|48)[\s-]*h(?:ou)?r?\s+(?:Holter|tape|monitor(?:ing)?)|event\s+monitor|loop\s+recorder)\s*\**\s*:/i;

export function extractContext(text: string, clause: Clause): ExtractedClaim[] {
  const [a, b] = clause.span;
  const body = text.slice(0, b);
  const out: ExtractedClaim[] = [];
  const lineStart = text.lastIndexOf('\n', a - 1) + 1;
  const heading = HISTORY_LINE.exec(text.slice(lineStart, b));
  if (heading && lineStart + heading[0].length < b) out.push(contextClaim(text, [Math.max(a, lineStart + heading[0].length), b]));
  CONTEXT.lastIndex = a;
  for (let m = CONTEXT.exec(body); m; m = CONTEXT.exec(body)) {
    const span: [number, number] = [m.index, m.index + m[0].trimEnd().length];
    if (out.some((c) => c.span[0] <= span[0] && span[1] <= c.span[1])) continue;
    out.push(contextClaim(text, span));
  }
  return out;
}

function contextClaim(text: string, span: [number, number]): ExtractedClaim {
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
    unverifiableReason: 'history, symptoms or context: the signal cannot settle it',
  };
}
