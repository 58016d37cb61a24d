import { describe, expect, it } from 'vitest';
import { canonicalLeadName, leadOfAnnotationExtension } from './lead-names';

describe('canonicalLeadName', () => {
  it.each([
    ['i', 'I'],
    ['II', 'II'],
    ['iii', 'III'],
    ['avr', 'aVR'],
    ['AVR', 'aVR'],
    ['aVL', 'aVL'],
    ['AVF', 'aVF'],
    ['v1', 'V1'],
    ['V1 ', 'V1'],
    [' v6', 'V6'],
    ['Lead II', 'II'],
    ['ECG lead V5', 'V5'],
    ['ECG_aVF', 'aVF'],
    ['D2', 'II'],
  ])('%j -> %s', (label, want) => {
    expect(canonicalLeadName(label)).toBe(want);
  });

  it.each(['MLII', 'V', 'MCL1', 'ABP', 'ECG 1', 'ECG', '-aVR', 'vx', 'V7', ''])('keeps %j', (label) => {
    expect(canonicalLeadName(label)).toBe(label.trim());
  });
});

describe('leadOfAnnotationExtension', () => {
  it('maps LUDB per-lead annotation extensions', () => {
    expect(['i', 'ii', 'iii', 'avr', 'avl', 'avf', 'v1', 'v6'].map(leadOfAnnotationExtension)).toEqual([
      'I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V6',
    ]);
  });
  it('returns null for other annotation files', () => {
    expect(['atr', 'qrs', 'q1c', 'pu0', 'd1'].map(leadOfAnnotationExtension)).toEqual([null, null, null, null, null]);
  });
});
