/**
 * Pacemaker stimuli. A stimulus lasts 0.5–2 ms, so in a filtered recording it is a step of at least
 * 0.1 mV within one 2-ms sample out of a quiet baseline (the preceding 6 ms move less than 1/8 of the
 * step), followed by the filter's decay — no heart signal starts that abruptly. A stimulus reaches
 * every lead at the same instant, so a spike must appear in ≥ 3 leads (≥ half of the leads for
 * records with fewer than 6) within 4 ms. Bipolar stimuli can be too small to survive the
 * recorder's filters: those are missed (the rhythm is then not called 'paced').
 */
const STEP_MV = 0.1;
const QUIET_RATIO = 8;

export function detectPacingSpikes(leads: Float32Array[], fs: number): number[] {
  const w = Math.max(1, Math.round(fs / 500)); // samples per 2 ms
  const tol = Math.max(1, Math.round(0.004 * fs));
  const perLead: number[][] = [];
  for (const x of leads) {
    const hits: number[] = [];
    for (let i = 4 * w; i < x.length; i++) {
      const step = Math.abs(x[i] - x[i - w]);
      if (!(step >= STEP_MV)) continue;
      let pre = 0;
      for (let k = i - w; k > i - 4 * w; k--) pre = Math.max(pre, Math.abs(x[k] - x[k - 1]) * w);
      if (pre * QUIET_RATIO <= step && (!hits.length || i - hits[hits.length - 1] > tol)) hits.push(i);
    }
    perLead.push(hits);
  }
  const need = perLead.length >= 6 ? 3 : Math.max(1, Math.ceil(perLead.length / 2));
  const all = perLead.flatMap((h, li) => h.map((s) => ({ s, li }))).sort((a, b) => a.s - b.s);
  const spikes: number[] = [];
  for (let i = 0; i < all.length; ) {
    let j = i;
    const seen = new Set<number>();
    while (j < all.length && all[j].s - all[i].s <= tol) seen.add(all[j++].li);
    if (seen.size >= need) spikes.push(all[i].s);
    i = j;
  }
  return spikes;
}

/**
 * Fraction of QRS complexes preceded by a spike: in [QRS onset − 300 ms (atrial pacing), R peak]
 * (the delineated onset of a paced QRS often lies on the stimulus artefact itself).
 */
export function pacedBeatFraction(spikes: number[], beats: { qrsOn: number; r: number }[], fs: number): number {
  if (beats.length === 0) return 0;
  const before = Math.round(0.3 * fs);
  let paced = 0;
  let j = 0;
  for (const b of beats) {
    while (j < spikes.length && spikes[j] < b.qrsOn - before) j++;
    if (j < spikes.length && spikes[j] <= b.r) paced++;
  }
  return paced / beats.length;
}
