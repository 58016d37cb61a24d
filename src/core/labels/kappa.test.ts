import { describe, expect, it } from 'vitest';
import { cohenKappa } from './kappa';

/** Pairs from a contingency table: rows = rater A's category, columns = rater B's. */
function fromTable(cats: string[], table: number[][]): [string, string][] {
  const out: [string, string][] = [];
  table.forEach((row, i) => row.forEach((count, j) => { for (let k = 0; k < count; k++) out.push([cats[i], cats[j]]); }));
  return out;
}

describe("Cohen's kappa against textbook examples", () => {
  it('50 grant proposals, yes/no (Wikipedia "Cohen\'s kappa", simple example): κ = 0.4', () => {
    const r = cohenKappa(fromTable(['yes', 'no'], [[20, 5], [10, 15]]));
    expect(r.n).toBe(50);
    expect(r.observed).toBeCloseTo(0.7, 12);
    expect(r.expected).toBeCloseTo(0.5, 12);
    expect(r.kappa).toBeCloseTo(0.4, 12);
  });

  it('same 60 % agreement, different kappa (Wikipedia): κ = 0.1304 and 0.2593', () => {
    expect(cohenKappa(fromTable(['yes', 'no'], [[45, 15], [25, 15]])).kappa).toBeCloseTo(0.06 / 0.46, 12);
    expect(cohenKappa(fromTable(['yes', 'no'], [[45, 15], [25, 15]])).kappa).toBeCloseTo(0.1304, 4);
    expect(cohenKappa(fromTable(['yes', 'no'], [[25, 35], [5, 35]])).kappa).toBeCloseTo(0.2593, 4);
  });

  it('three categories (hand-computed: p_o 0.83, p_e 0.3534, κ 0.7371)', () => {
    const r = cohenKappa(fromTable(['supported', 'contradicted', 'unverifiable'], [[25, 2, 5], [3, 20, 2], [4, 1, 38]]));
    expect(r.observed).toBeCloseTo(0.83, 12);
    expect(r.expected).toBeCloseTo(0.3534, 12);
    expect(r.kappa).toBeCloseTo((0.83 - 0.3534) / (1 - 0.3534), 12);
  });

  it('perfect agreement is 1, systematic disagreement negative, degenerate cases null', () => {
    expect(cohenKappa(fromTable(['a', 'b'], [[10, 0], [0, 7]])).kappa).toBe(1);
    expect(cohenKappa(fromTable(['a', 'b'], [[0, 5], [5, 0]])).kappa).toBe(-1);
    expect(cohenKappa([]).kappa).toBeNull();
    const one = cohenKappa(fromTable(['a'], [[12]]));
    expect(one.observed).toBe(1);
    expect(one.kappa).toBeNull();
  });
});
