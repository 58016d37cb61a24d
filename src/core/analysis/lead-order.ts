import { STANDARD_LEADS } from '../types';

const RANK = new Map<string, number>(STANDARD_LEADS.map((n, i) => [n, i]));

/**
 * Positions of `names` in analysis order: the standard 12 leads in their usual order, then the
 * other leads by name (code-unit order, locale-independent); equal names keep their file order.
 */
export function canonicalLeadOrder(names: readonly string[]): number[] {
  const rank = (n: string) => RANK.get(n) ?? STANDARD_LEADS.length;
  return names
    .map((_, i) => i)
    .sort((a, b) => rank(names[a]) - rank(names[b]) || (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : 0) || a - b);
}
