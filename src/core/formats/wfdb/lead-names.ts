const CANONICAL: Record<string, string> = {
  i: 'I',
  ii: 'II',
  iii: 'III',
  avr: 'aVR',
  avl: 'aVL',
  avf: 'aVF',
  v1: 'V1',
  v2: 'V2',
  v3: 'V3',
  v4: 'V4',
  v5: 'V5',
  v6: 'V6',
  // European (Einthoven) notation.
  d1: 'I',
  d2: 'II',
  d3: 'III',
  di: 'I',
  dii: 'II',
  diii: 'III',
};

/**
 * Canonical 12-lead name (I, II, III, aVR, aVL, aVF, V1..V6) for a label written in any case,
 * with stray spaces, or prefixed by 'lead'/'ECG' ('i', 'AVR', 'v1', 'V1 ', 'Lead II', 'ECG V5').
 * Anything else (MLII, V, ABP, 'ECG 1') is returned trimmed but otherwise unchanged.
 */
export function canonicalLeadName(label: string): string {
  const trimmed = label.trim();
  const key = trimmed
    .toLowerCase()
    .replace(/^(ecg[\s_-]*)?(lead[\s_-]*)?/, '')
    .replace(/[\s_]+/g, '');
  return CANONICAL[key] ?? trimmed;
}

/** Lead file extensions LUDB uses for its per-lead annotation files, mapped to canonical names. */
export function leadOfAnnotationExtension(ext: string): string | null {
  const lead = CANONICAL[ext.toLowerCase()];
  return lead && !/^d/.test(ext.toLowerCase()) ? lead : null;
}
