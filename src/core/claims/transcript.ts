// A pasted conversation about the ECG ("User: … / Assistant: …", "**Human:** … **AI:** …", "> user: …" between the
// model's paragraphs, "Q: … / A: …" on lines of their own): only the assistant's turns are the answer. What the user
// asserts or proposes ("Isn't that ST elevation in V2?", "I count four PVCs") is not the model's claim, and an
// assistant turn delivered to the user is not withdrawn by a later turn that caves or corrects it: each turn is checked
// on its own (retraction.ts stays inside a turn). "Q: Rate? A: 75" on one line is a question answered on its line
// (segment.ts), not a conversation; so is a "Q:" question answered on the next line.

const USER = String.raw`user|human|me|you|patient|clinician|doctor|physician|nurse|student|resident|customer|person|q|question|OP|original\s+poster|examiner|interviewer`;
const ASSISTANT = String.raw`assistant|ai|model|bot|chatbot|chatgpt|gpt-?\d?o?|claude|gemini|llama|copilot|a|answer|candidate`;
const LABEL_AT = (names: string) => String.raw`(?:\*\*|__)?[ \t]*(${names})(?:[ \t]*\d{1,2}|[ \t]*\([^)\n]{0,20}\))?[ \t]*(?:\*\*|__)?[ \t]*:(?:\*\*|__)?`;
/** A speaker's label opening a line: "User:", "**Model:**", "> user:", "- Assistant (turn 2):". */
const LABEL = new RegExp(String.raw`^[ \t]*(?:>[ \t]*)?(?:[-*•][ \t]+)?${LABEL_AT(`${USER}|${ASSISTANT}`)}`, 'gim');
/** An answer label inside a line ("Q: Rate? A: 75"): such Q/A lines are single statements. */
const INLINE_ANSWER = new RegExp(String.raw`[^\s>*_-][ \t]+${LABEL_AT('a|answer')}`, 'i');
/** After a "Q:" label: a question answered on its own line ("Sinus? Yes, 68 bpm", read as "PR: 170 ms" once answered). */
const SELF_ANSWERED = /^[^\n?:]{1,80}[?:][ \t]*(?:\*\*|__)?[ \t]*(?:→|->|—|–|:)?[ \t]*[^\s<]/;
const IS_USER = new RegExp(String.raw`^(?:${USER})$`, 'i');
const IS_QA = /^(?:q|question|a|answer)$/i;

export interface Turn { speaker: 'user' | 'assistant'; start: number; end: number; label?: string }

/**
 * The turns of a conversation, or [] when the text is not one: it needs a user's label, and either an assistant's label
 * or the model's words between the user's turns (a user's turn then ends at its paragraph's end).
 */
export function speakerTurns(text: string): Turn[] {
  const labels: { speaker: Turn['speaker']; at: number; label: string }[] = [];
  const inlineQa = INLINE_ANSWER.test(text);
  LABEL.lastIndex = 0;
  for (let m = LABEL.exec(text); m && labels.length < 400; m = LABEL.exec(text)) {
    if (IS_QA.test(m[1]) && inlineQa) continue;
    // "Q2: PR? 170 ms, normal": a question the line answers itself, a checklist's item, not a user's turn
    if (IS_QA.test(m[1]) && SELF_ANSWERED.test(text.slice(m.index + m[0].length, m.index + m[0].length + 120))) continue;
    labels.push({ speaker: IS_USER.test(m[1]) ? 'user' : 'assistant', at: m.index, label: m[1] });
  }
  if (!labels.some((l) => l.speaker === 'user')) return [];
  const labelledAssistant = labels.some((l) => l.speaker === 'assistant');
  const turns: Turn[] = [];
  let from = 0;
  labels.forEach((l, i) => {
    let end = labels[i + 1]?.at ?? text.length;
    if (l.speaker === 'user' && !labelledAssistant) {
      const para = text.slice(l.at, end).search(/\n[ \t]*\n/);
      if (para >= 0) end = l.at + para;
      // "User: lead I looks tiny — bad electrode?" restated in a reasoning trace: the question is the turn
      const line = /^[^\n]*\?[ \t]*(?=\n)/.exec(text.slice(l.at, end));
      if (line) end = l.at + line[0].length;
    }
    if (l.at > from) turns.push({ speaker: 'assistant', start: from, end: l.at });
    turns.push({ speaker: l.speaker, start: l.at, end, label: l.label });
    from = end;
  });
  if (from < text.length) turns.push({ speaker: 'assistant', start: from, end: text.length });
  return turns.length > 1 ? turns : [];
}

/**
 * Spans of the user's turns: not the answer's statements. A "Q:" that asks stays: its question is completed by the
 * answer's "Yes" or "No" (segment.ts); one that asserts ("Q: I count four PVCs.") is the user's.
 */
export function userTurnSpans(text: string, turns: Turn[] = speakerTurns(text)): [number, number][] {
  return turns
    .filter((t) => t.speaker === 'user' && !(IS_QA.test(t.label ?? '') && text.slice(t.start, t.end).includes('?')))
    .map((t) => [t.start, t.end]);
}

/** Where the turn holding `at` begins (0 outside a conversation). */
export function turnStart(turns: Turn[], at: number): number {
  let start = 0;
  for (const t of turns) if (t.start <= at) start = t.start;
  return start;
}
