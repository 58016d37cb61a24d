// Colours of rhythm labels, shared by the overview strip's episode band and the episode list.

const COLORS: Record<string, string> = {
  atrial_fibrillation: '#d93025',
  atrial_flutter: '#f29900',
  paced_rhythm: '#8e44ad',
  unknown: '#b0b7c3',
};
const SINUS = '#7cb87c';
const OTHER = '#795548';

export function rhythmColor(label: string): string {
  return COLORS[label] ?? (label.startsWith('sinus_') ? SINUS : OTHER);
}
