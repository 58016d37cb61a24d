// Default prompts: those the ECG reasoning model was trained with (interpret, per-lead features and
// abnormalities, a diagnosis supported by the evidence), asking for the <think>/<answer> format
// the claim checker reads.

export const DEFAULT_SYSTEM_PROMPT =
  'You are an expert cardiologist. Reason step by step inside <think></think> tags, then give the final ' +
  'diagnoses inside <answer></answer> tags as a list separated by semicolons.';

export const DEFAULT_USER_PROMPT =
  'Interpret the provided ECG. Identify its key features and any abnormalities in each lead, ' +
  'and give a diagnosis supported by the evidence: rhythm and rate, PR, QRS and QT intervals, axis, ' +
  'and ST-segment and T-wave changes.';

/** What the user prompt says about the signal when it is sent as text. */
export const SIGNAL_TEXT_INTRO = 'The ECG signal follows as text.';
