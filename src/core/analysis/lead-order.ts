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

/**
 * The standard lead that `name` stands for where a rhythm tool looks for P or atrial waves by lead: a
 * modified limb lead of Holter and MIT-BIH records (MLII — 25 of the 27 MIT-BIH records, 7 QTDB ones —
 * MLI, MLIII) as the limb lead it approximates; any other name as it is.
 */
export function rhythmLeadRole(name: string): string {
  const m = /^ML(I{1,3})$/i.exec(name.trim());
  return m ? m[1].toUpperCase() : name;
}

/** The first of `leads` whose rhythmLeadRole is `role`. */
export function leadInRole<L extends { name: string }>(leads: readonly L[], role: string): L | undefined {
  return leads.find((l) => rhythmLeadRole(l.name) === role);
}
