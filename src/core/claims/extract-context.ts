// Statements the signal cannot settle: history, symptoms, medication, demographics.
import type { ExtractedClaim } from './claim-types';
import type { Clause } from './segment';

const CONTEXT = /\b(?:(?:(?:a|known|prior|past|previous)\s+)?history\s+of\s+[^,.;]{2,60}|(?:original\s+)?indication\s+for\s+[^,.;]{2,80}|(?:presents?|presenting|presented)\s+with\s+[^,.;]{2,60}|complain(?:s|ing|ed)?\s+of\s+[^,.;]{2,60}|(?:chest\s+pain|syncope|dyspnea|shortness\s+of\s+breath|palpitations|dizziness)\b|(?:known|documented)\s+(?:hypertension|diabetes|coronary\s+artery\s+disease|CAD|heart\s+failure|cardiomyopathy)\b|(?:taking|on)\s+(?:digoxin|amiodarone|beta[\s-]?blockers?|sotalol|flecainide)\b|(?:troponin|potassium|serum)\s+[^,.;]{0,40})/gi;

export function extractContext(text: string, clause: Clause): ExtractedClaim[] {
  const [a, b] = clause.span;
  const body = text.slice(0, b);
  const out: ExtractedClaim[] = [];
  CONTEXT.lastIndex = a;
  for (let m = CONTEXT.exec(body); m; m = CONTEXT.exec(body)) {
    const span: [number, number] = [m.index, m.index + m[0].trimEnd().length];
    out.push({
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
    });
  }
  return out;
}
