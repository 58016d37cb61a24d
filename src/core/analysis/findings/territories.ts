/**
 * Contiguous lead groups (PROTOCOL.md "Contiguous leads": anatomical neighbours).
 * A territory criterion is met when at least two leads of ONE group meet it.
 */
export const TERRITORIES = {
  inferior: ['II', 'III', 'aVF'],
  lateral: ['I', 'aVL', 'V5', 'V6'],
  septal: ['V1', 'V2'],
  anterior: ['V3', 'V4'],
  anteroseptal: ['V1', 'V2', 'V3', 'V4'],
} as const;

export type Territory = keyof typeof TERRITORIES;

export const LIMB_LEADS = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF'] as const;
export const PRECORDIAL_LEADS = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'] as const;

/** Leads of `group` among `hits`, in the group's order. */
export function leadsIn(group: readonly string[], hits: Iterable<string>): string[] {
  const set = new Set(hits);
  return group.filter((l) => set.has(l));
}

/**
 * Territories in which ≥ 2 leads are in `hits` (the contiguity rule). Anteroseptal is reported
 * only when neither septal nor anterior alone qualifies, so that V2+V3 (neighbours across the
 * septal/anterior border) still count.
 */
export function contiguousTerritories(hits: Iterable<string>): { territory: Territory; leads: string[] }[] {
  const set = new Set(hits);
  const out: { territory: Territory; leads: string[] }[] = [];
  for (const t of ['inferior', 'lateral', 'septal', 'anterior'] as const) {
    const leads = leadsIn(TERRITORIES[t], set);
    if (leads.length >= 2) out.push({ territory: t, leads });
  }
  if (!out.some((o) => o.territory === 'septal' || o.territory === 'anterior')) {
    const leads = leadsIn(TERRITORIES.anteroseptal, set);
    // Adjacent pair inside V1–V4 (e.g. V2+V3).
    const idx = leads.map((l) => TERRITORIES.anteroseptal.indexOf(l as 'V1'));
    if (idx.some((v, i) => i > 0 && v - idx[i - 1] === 1)) out.push({ territory: 'anteroseptal', leads });
  }
  return out;
}
