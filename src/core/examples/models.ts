// Names shown for the example answers. They are written by us in the style of each kind of model
// (illustrations, not outputs of any real model).
export const R1_STYLE = 'ecg-reasoner (ECG-R1-style, illustrative)';
export const CHAT_STYLE = 'general chat model (illustrative)';

/** Six-step ECG-R1 layout: <think> with **Step N: …** sections, then <answer>a; b</answer>. */
export function r1(steps: [string, string, string, string, string, string], answer: string[]): string {
  const titles = [
    'Technical quality, rate and rhythm',
    'Conduction, axis and intervals',
    'Chambers and voltage',
    'Ischemia and infarction',
    'Electrolytes and QT',
    'Overall interpretation',
  ];
  const body = steps.map((s, i) => `**Step ${i + 1}: ${titles[i]}.** ${s}`).join('\n\n');
  return `<think>\n${body}\n</think>\n<answer>${answer.join('; ')}</answer>`;
}
