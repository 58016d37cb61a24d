// Evidence pointers: the lead, sample range and beats that show a measured quantity.
import type { Analysis, Beat, EvidencePointer } from '../types';
import { isSinusLabel } from '../analysis/rhythm';

const MAX_BEATS_LISTED = 64;

/** A normal beat with complete fiducials near the middle of the record (the one a reader would measure). */
export function representativeBeat(analysis: Analysis): number | null {
  const beats = analysis.beats;
  if (beats.length === 0) return null;
  const mid = analysis.record.samples / 2;
  let best: number | null = null;
  let bestScore = Infinity;
  beats.forEach((b, i) => {
    const complete = [b.qrsOn, b.qrsOff, b.pOn, b.tOff].filter((x) => x !== null).length;
    const score = Math.abs(b.r - mid) / Math.max(1, analysis.record.samples) + (b.class === 'N' ? 0 : 2) + (4 - complete);
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

export function defaultLead(analysis: Analysis): string {
  const leads = analysis.record.leads;
  return leads.includes('II') ? 'II' : leads.includes('MLII') ? 'MLII' : (leads[0] ?? 'II');
}

function clampRange(analysis: Analysis, from: number, to: number): [number, number] {
  const max = Math.max(0, analysis.record.samples - 1);
  const a = Math.max(0, Math.min(max, Math.round(from)));
  const b = Math.max(a, Math.min(max, Math.round(to)));
  return [a, b];
}

function pointer(analysis: Analysis, lead: string, from: number | null, to: number | null, beats: number[]): EvidencePointer | null {
  if (from === null || to === null) return null;
  const [a, b] = clampRange(analysis, from, to);
  return { lead, from: a, to: b, beats };
}

/** QRS on..off of the beat in one lead: the lead's own delineation if it has a QRS around the R, else the global fiducials. */
function leadQrs(analysis: Analysis, lead: string, beat: Beat): [number | null, number | null] {
  const wave = analysis.leads[lead]?.waves.find((w) => w.type === 'QRS' && w.on <= beat.r + 20 && w.off >= beat.r - 20);
  return wave ? [wave.on, wave.off] : [beat.qrsOn, beat.qrsOff];
}

function windowFor(analysis: Analysis, quantity: string, lead: string, i: number): EvidencePointer | null {
  const b = analysis.beats[i];
  const fs = analysis.record.fs;
  switch (quantity) {
    case 'pr_ms':
      return pointer(analysis, lead, b.pOn, b.qrsOn, [i]);
    case 'p_ms':
    case 'p_mv':
      return pointer(analysis, lead, b.pOn, b.pOff, [i]);
    case 'qt_ms':
    case 'qtc_ms':
      return pointer(analysis, lead, b.qrsOn, b.tOff, [i]);
    case 't_mv':
      return pointer(analysis, lead, b.qrsOff, b.tOff, [i]);
    case 'u_mv':
      // from the T end to where a U lies (U_END_S after it)
      return b.tOff === null ? null : pointer(analysis, lead, b.tOff, b.tOff + 0.3 * fs, [i]);
    case 'st_mv':
    case 'st_elevation':
    case 'st_depression': {
      const [, off] = leadQrs(analysis, lead, b);
      return off === null ? null : pointer(analysis, lead, off, off + 0.06 * fs, [i]);
    }
    default: {
      const [on, off] = leadQrs(analysis, lead, b);
      return pointer(analysis, lead, on, off, [i]);
    }
  }
}

/** The RR span of the whole strip (rate, rhythm, regularity). */
export function rhythmEvidence(analysis: Analysis): EvidencePointer[] {
  const beats = analysis.beats;
  if (beats.length < 2) return [];
  const idx = beats.map((_, i) => i).slice(0, MAX_BEATS_LISTED);
  const p = pointer(analysis, defaultLead(analysis), beats[0].r, beats[beats.length - 1].r, idx);
  return p ? [p] : [];
}

/** Episodes of a long record shown as evidence for one rhythm claim. */
const MAX_EPISODES_LISTED = 8;

/**
 * A long record's episodes of the claimed rhythm (a sinus label: every sinus episode), longest first, each with its
 * beats: where "paroxysmal AF" or "sinus rhythm" is, not the whole record.
 */
export function episodeEvidence(analysis: Analysis, code: string): EvidencePointer[] {
  const sinus = isSinusLabel(code);
  const eps = (analysis.rhythm.episodes ?? []).filter((e) => (sinus ? isSinusLabel(e.label) : e.label === code));
  const lead = defaultLead(analysis);
  return eps
    .sort((a, b) => b.to - b.from - (a.to - a.from))
    .slice(0, MAX_EPISODES_LISTED)
    .map((e) => {
      const idx = analysis.beats.map((b, i) => (b.r >= e.from && b.r < e.to ? i : -1)).filter((i) => i >= 0).slice(0, MAX_BEATS_LISTED);
      return { lead, from: e.from, to: e.to, beats: idx };
    });
}

/** Evidence for a quantity (pr_ms, qrs_ms, st_mv, r_mv, ...) in the given leads (default: lead II); a rhythm claim's `code` points at its episodes. */
export function evidenceFor(analysis: Analysis, quantity: string, leads: string[] = [], code: string | null = null): EvidencePointer[] {
  if (quantity === 'rhythm' && code) {
    const ep = episodeEvidence(analysis, code);
    if (ep.length) return ep;
  }
  if (quantity === 'hr_bpm' || quantity === 'rr_ms' || quantity === 'regularity' || quantity === 'rhythm') return rhythmEvidence(analysis);
  const i = representativeBeat(analysis);
  if (i === null) return [];
  let use = leads.filter((l) => analysis.record.leads.includes(l));
  if (use.length === 0) use = quantity.startsWith('axis') ? ['I', 'aVF'].filter((l) => analysis.record.leads.includes(l)) : [];
  if (use.length === 0) use = [defaultLead(analysis)];
  return use.map((l) => windowFor(analysis, quantity, l, i)).filter((p): p is EvidencePointer => p !== null);
}
