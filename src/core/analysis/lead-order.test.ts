import { describe, expect, it } from 'vitest';
import { canonicalLeadOrder, leadInRole, rhythmLeadRole } from './lead-order';

describe('canonicalLeadOrder', () => {
  it('puts the standard 12 leads first in their usual order, then the others by name, ties in file order', () => {
    const names = ['V6', 'MLII', 'aVR', 'I', 'V1', 'ECG', 'II', 'MLII'];
    expect(canonicalLeadOrder(names).map((i) => names[i])).toEqual(['I', 'II', 'aVR', 'V1', 'V6', 'ECG', 'MLII', 'MLII']);
    expect(canonicalLeadOrder(names).slice(-2)).toEqual([1, 7]);
    const reversed = [...names].reverse();
    expect(canonicalLeadOrder(reversed).map((i) => reversed[i])).toEqual(canonicalLeadOrder(names).map((i) => names[i]));
    expect(canonicalLeadOrder([])).toEqual([]);
  });
});

describe('rhythmLeadRole', () => {
  it('modified limb leads stand for the limb lead; other names stay', () => {
    expect(['MLII', 'mlii', 'MLI', 'MLIII', 'II', 'V1', 'CM5', 'ML5'].map(rhythmLeadRole)).toEqual(['II', 'II', 'I', 'III', 'II', 'V1', 'CM5', 'ML5']);
    expect(leadInRole([{ name: 'V1' }, { name: 'MLII' }], 'II')).toEqual({ name: 'MLII' });
    expect(leadInRole([{ name: 'V1' }], 'II')).toBeUndefined();
  });
});
