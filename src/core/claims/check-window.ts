// Counts and ectopic beats said of a stretch of the strip ("no ectopy in the final 4 seconds", "a PVC at 1.9 s",
// "4 beats in the first 3 seconds"): checked on the beats whose R peak lies inside it.
import { unverifiable as unknown, type CheckResult } from './check-result';
import type { Analysis, Beat } from '../types';
import type { TimeWindow } from './claim-types';
import { resolveWindow, splitEach } from './extract-time';
import { hasFinding } from './signal-values';

/** Codes and counts a stretch of the strip narrows. */
export const WINDOWED_CODES = new Set(['premature_ventricular_complex', 'premature_atrial_complex', 'any_ectopy']);
/** The beat classes a count of premature beats is checked against, with the findings that name them. */
export const ECTOPIC_COUNTED: Record<string, { classes: string[]; codes: string[] }> = {
  pvc_count: { classes: ['V'], codes: ['premature_ventricular_complex'] },
  pac_count: { classes: ['S'], codes: ['premature_atrial_complex'] },
  // "three extra beats": either kind
  ectopic_count: { classes: ['V', 'S'], codes: ['premature_ventricular_complex', 'premature_atrial_complex'] },
};
export const WINDOWED_COUNTS = new Set(['beat_count', ...Object.keys(ECTOPIC_COUNTED)]);

/**
 * Where the first detected beat may be a complex cut by the record's start (R within 0.25 s of it), a reader may or may
 * not count it: beat numbers are then read both ways.
 */
const CUT_FIRST_BEAT_S = 0.25;

export function numberedBeats(analysis: Analysis, numbers: number[], shift: number): { beats: Beat[]; label: string } {
  const beats = numbers.map((n) => analysis.beats[n - 1 + shift]).filter((x): x is Beat => x !== undefined);
  return { beats, label: `beat${numbers.length > 1 ? 's' : ''} ${numbers.join(', ')}${shift ? ' (counting from the second detected beat)' : ''}` };
}

function inWindow(analysis: Analysis, w: TimeWindow, shift = 0): { beats: Beat[]; label: string } {
  if (w.kind === 'beats') return numberedBeats(analysis, w.numbers, shift);
  const fs = analysis.record.fs;
  const stretches = resolveWindow(w, analysis.record.samples / fs);
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    beats: analysis.beats.filter((x) => stretches.some(([a, b]) => x.r / fs >= a && x.r / fs <= b)),
    label: stretches.map(([a, b]) => `${r(a)}–${r(b)} s`).join(', '),
  };
}


/** Every stretch of "in each half" must hold; any one that fails contradicts. */
function eachOf(windows: TimeWindow[], check: (w: TimeWindow) => CheckResult): CheckResult {
  const results = windows.map(check);
  return results.find((r) => r.verdict === 'contradicted') ?? results.find((r) => r.verdict === 'unverifiable') ?? results[0];
}

export function checkEctopyInWindow(analysis: Analysis, code: string, negated: boolean, w: TimeWindow): CheckResult {
  return eachOf(splitEach(w), (x) => eitherCount(analysis, x, (shift) => ectopyIn(analysis, code, negated, x, shift)));
}

/** Beat numbers read from the first detected beat, and also from the second where the first may be a cut complex. */
function eitherCount(analysis: Analysis, w: TimeWindow, check: (shift: number) => CheckResult): CheckResult {
  const first = check(0);
  const cut = w.kind === 'beats' && analysis.beats.length > 0 && analysis.beats[0].r / analysis.record.fs < CUT_FIRST_BEAT_S;
  if (!cut || first.verdict === 'supported') return first;
  const second = check(1);
  return second.verdict === 'supported' ? second : first;
}

export function checkCountInWindow(analysis: Analysis, quantity: string, range: [number, number], negated: boolean, w: TimeWindow): CheckResult {
  return eachOf(splitEach(w), (x) => eitherCount(analysis, x, (shift) => countIn(analysis, quantity, range, negated, x, shift)));
}

/** Premature beats (V, S or either) in the stretch; beats classed so that the finding's criteria rejected decide nothing. */
function ectopyIn(analysis: Analysis, code: string, negated: boolean, w: TimeWindow, shift: number): CheckResult {
  const classes = code === 'premature_ventricular_complex' ? ['V'] : code === 'premature_atrial_complex' ? ['S'] : ['V', 'S'];
  const { beats, label } = inWindow(analysis, w, shift);
  const tolerance = `beats classed ${classes.join(' or ')} in ${label}`;
  if (beats.length === 0) return unknown(`no beats in ${label}`, tolerance);
  const n = beats.filter((x) => classes.includes(x.class)).length;
  if (n === 0 && beats.some((x) => x.class === 'Q' || x.class === 'F')) return unknown(`unclassified beats in ${label}`, tolerance);
  if (n > 0 && code !== 'any_ectopy' && !hasFinding(analysis, code)) return unknown(`beat(s) classed ${classes[0]} that do not meet the finding's criteria`, tolerance);
  // "PVCs (beats 3, 8 and 11)": each beat named is said to be one
  const present = w.kind === 'beats' && !negated ? n === w.numbers.length : n > 0;
  return { verdict: present !== negated ? 'supported' : 'contradicted', measured: `${n} in ${label}`, tolerance: w.kind === 'beats' && !negated ? `${tolerance}, each` : tolerance, leads: [] };
}

/** "4 beats in the first 3 s" (±1: a beat at the stretch's edge), "2 PVCs in the second half" (exact). */
/** A beat this close to a stretch's edge may be counted in it or not. */
const EDGE_S = 0.2;

function countIn(analysis: Analysis, quantity: string, range: [number, number], negated: boolean, w: TimeWindow, shift: number): CheckResult {
  const { beats, label } = inWindow(analysis, w, shift);
  const classes = ECTOPIC_COUNTED[quantity]?.classes ?? null;
  const n = classes ? beats.filter((x) => classes.includes(x.class)).length : beats.length;
  // all beats in a stretch: those within EDGE_S of its edges, inside or out, may be counted either way
  const [lo, hi] = classes ? [n, n] : edgeRange(analysis, w, beats.length);
  const ok = (range[1] >= lo && range[0] <= hi) !== negated;
  return { verdict: ok ? 'supported' : 'contradicted', measured: lo === hi ? `${n} in ${label}` : `${lo}–${hi} in ${label}`, tolerance: classes ? `beats classed ${classes.join(' or ')} in ${label}, exact` : `beats in ${label}, a beat within ${EDGE_S} s of an edge either way`, leads: [] };
}

function edgeRange(analysis: Analysis, w: TimeWindow, n: number): [number, number] {
  if (w.kind === 'beats') return [n, n];
  const fs = analysis.record.fs;
  const stretches = resolveWindow(w, analysis.record.samples / fs);
  let inside = 0;
  let outside = 0;
  for (const b of analysis.beats) {
    const t = b.r / fs;
    const within = stretches.some(([a, e]) => t >= a && t <= e);
    const near = stretches.some(([a, e]) => Math.abs(t - a) < EDGE_S || Math.abs(t - e) < EDGE_S);
    if (near && within) inside++;
    else if (near) outside++;
  }
  return [n - inside, n + outside];
}
