// ST-T patterns named by their criteria: Sgarbossa (ischaemia in LBBB or pacing), occlusion MI (OMI), flat T waves.
import { unverifiable as unknown, type CheckResult } from './check-result';
import type { Analysis } from '../types';
import { checkLeadFinding } from './check-leads';
import type { ExtractedClaim } from './claim-types';
import { TERRITORY_LEADS } from './extract-leads';
import { leadUsable, leadValue } from './signal-values';
import { ST_TOL_MV } from './tolerances';


const SGARBOSSA = 'concordant STE ≥ 0.1 mV, STD ≥ 0.1 mV in V1–V3, or discordant STE ≥ 0.5 mV / ≥ 25 % of the S (Smith), ±0.05 mV';

/**
 * Sgarbossa's criteria (and Smith's modification) on the median beat of each usable lead: ST elevation ≥ 0.1 mV where
 * the QRS is positive, ST depression ≥ 0.1 mV in V1–V3, ST elevation ≥ 0.5 mV (original) or ≥ 25 % of the S depth
 * (Smith) where the QRS is negative. Met beyond the ST tolerance in some lead: positive; missed beyond it in every lead:
 * negative; else undecided. The ST is read at J and J+60, the reading that favours the answer.
 */
export function checkSgarbossa(analysis: Analysis, negated: boolean): CheckResult {
  const met: string[] = [];
  let undecided = false;
  let seen = 0;
  for (const lead of analysis.record.leads) {
    if (!leadUsable(analysis, lead)) continue;
    const hi = leadValue(analysis, lead, 'st_mv', 'max'), lo = leadValue(analysis, lead, 'st_mv', 'min');
    if (hi === null || lo === null) continue;
    const r = leadValue(analysis, lead, 'r_mv') ?? 0, s = leadValue(analysis, lead, 's_mv') ?? 0, q = leadValue(analysis, lead, 'q_mv') ?? 0;
    seen++;
    // margin by which the lead meets its criteria: > tolerance met, < −tolerance missed
    const margins: number[] = [];
    if (r - s - q > 0) margins.push(hi - 0.1);
    else margins.push(hi - 0.5, s > 0 ? hi - 0.25 * s : -1);
    if (lead === 'V1' || lead === 'V2' || lead === 'V3') margins.push(-0.1 - lo);
    const best = Math.max(...margins);
    if (best > ST_TOL_MV) met.push(lead);
    else if (best >= -ST_TOL_MV) undecided = true;
  }
  if (seen < 3) return unknown('ST not measured in enough leads', SGARBOSSA);
  if (met.length) return { verdict: negated ? 'contradicted' : 'supported', measured: `met in ${met.join(', ')}`, tolerance: SGARBOSSA, leads: met };
  if (undecided) return unknown('a criterion is met or missed only within the ST tolerance', SGARBOSSA);
  return { verdict: negated ? 'supported' : 'contradicted', measured: 'no lead meets a criterion', tolerance: SGARBOSSA, leads: [] };
}

const OMI_TERRITORY: [RegExp, string[]][] = [
  [/inferior|infero/i, ['II', 'III', 'aVF']],
  [/lateral/i, ['I', 'aVL', 'V5', 'V6']],
  [/anterior|antero|septal/i, ['V1', 'V2', 'V3', 'V4']],
  [/posterior/i, ['V1', 'V2', 'V3']],
];

/** A territory's own sign of acute injury: ST elevation, or for the posterior wall ST depression in V1–V3. */
function territorySign(analysis: Analysis, re: RegExp, leads: string[]): CheckResult {
  return checkLeadFinding(analysis, /posterior/.test(re.source) ? 'st_depression' : 'st_elevation', leads, false, false);
}

/**
 * An occlusion MI shows on the ECG as ST elevation in its territory, ST depression (reciprocal, or posterior), or T-wave
 * change. ST elevation in the territory supports it; no ST deviation in any lead and no T inversion in the territory
 * contradicts it; anything between is undecided (subtle OMI signs — hyperacute T, terminal QRS distortion — are not
 * measured). Several territories ("inferoposterior OMI") need each its own sign, as an inferolateral STEMI does.
 */
export function checkOcclusionMi(analysis: Analysis, claim: ExtractedClaim): CheckResult {
  const tolerance = 'ST elevation in the territory (posterior: ST depression in V1–V3); no ST deviation anywhere and no T inversion there: none';
  const named = OMI_TERRITORY.filter(([re]) => re.test(claim.text));
  if (!claim.leads.length && named.length > 1 && !claim.negated) {
    const signs = named.map(([re, leads]) => territorySign(analysis, re, leads));
    if (signs.every((c) => c.verdict === 'supported')) return { ...signs[0], tolerance };
    if (signs.some((c) => c.verdict === 'supported') && signs.some((c) => c.verdict === 'contradicted')) return { ...signs.find((c) => c.verdict === 'contradicted')!, tolerance };
  }
  const territory = claim.leads.length ? claim.leads : [...new Set(named.flatMap(([, l]) => l))];
  const ste = checkLeadFinding(analysis, 'st_elevation', territory, false, false);
  if (ste.verdict === 'supported') return { ...ste, verdict: claim.negated ? 'contradicted' : 'supported', tolerance };
  const anyDeviation = [checkLeadFinding(analysis, 'st_elevation', [], false, false), checkLeadFinding(analysis, 'st_depression', [], false, false)];
  const twi = checkLeadFinding(analysis, 't_wave_inversion', territory, false, false);
  if ([...anyDeviation, twi].every((c) => c.verdict === 'contradicted')) {
    return { verdict: claim.negated ? 'supported' : 'contradicted', measured: 'no ST deviation, no T inversion', tolerance, leads: territory };
  }
  return unknown('ST-T changes short of ST elevation in the territory: occlusion is not decided by measurement', tolerance);
}

/** Leads whose T wave is normally upright and clear (not III, aVL, aVR, V1, V2: their T may be low or flat normally). */
const T_UPRIGHT = ['I', 'II', 'aVF', 'V3', 'V4', 'V5', 'V6'];
/** A flat T is ≤ 0.1 mV either way; the amplitude tolerance (±0.1 mV) makes ≤ 0.2 agree and > 0.2 disagree. */
const FLAT_MV = 0.1;
const AMP_TOL = 0.1;
const FLAT_TOL = 'flat T: |T| ≤ 0.1 mV ±0.1 mV; unnamed: two contiguous leads with a normally upright T';

/**
 * "Flat T waves in V4–V6", "nonspecific T-wave flattening": the T amplitude of the median beat. Leads named one by one
 * (`explicit`) must all agree (more than half: undecided); otherwise — no leads, or a territory — two contiguous leads
 * whose T is normally upright must be flat, and none of them within the tolerance contradicts it. "No T flattening" is
 * contradicted only by clearly flat T waves.
 */
export function checkTFlattening(analysis: Analysis, leads: string[], negated: boolean, explicit: boolean): CheckResult {
  const upright = leads.filter((l) => T_UPRIGHT.includes(l));
  const pool = explicit ? leads : leads.length ? (upright.length >= 2 ? upright : leads) : T_UPRIGHT;
  const scope = pool.filter((l) => leadUsable(analysis, l));
  const t = scope.map((lead) => ({ lead, v: leadValue(analysis, lead, 't_mv') })).filter((x): x is { lead: string; v: number } => x.v !== null);
  if (t.length === 0) return unknown('T amplitude not measured in these leads', FLAT_TOL);
  const flatWithin = (v: number) => Math.abs(v) <= FLAT_MV + AMP_TOL;
  const clearlyFlat = (v: number) => Math.abs(v) <= FLAT_MV - AMP_TOL / 2;
  const shown = (xs: typeof t, verdict: CheckResult['verdict']): CheckResult => ({ verdict, measured: Math.round(xs[0].v * 1000) / 1000, tolerance: FLAT_TOL, leads: xs.map((x) => x.lead) });
  if (explicit && leads.length) {
    const agree = t.filter((x) => (negated ? !clearlyFlat(x.v) : flatWithin(x.v)));
    if (agree.length === t.length) return shown(t, 'supported');
    if (agree.length * 2 > t.length) return unknown(`agrees in ${agree.length} of ${t.length} named leads`, FLAT_TOL);
    return shown(t.filter((x) => !agree.includes(x)), 'contradicted');
  }
  const groups = (leads.length ? [pool] : [TERRITORY_LEADS.inferior, TERRITORY_LEADS.lateral, TERRITORY_LEADS.anterior]).map((g) => t.filter((x) => g.includes(x.lead)));
  const pair = (test: (v: number) => boolean) => groups.find((g) => g.filter((x) => test(x.v)).length >= 2);
  const flat = pair(clearlyFlat) ?? (negated ? undefined : pair((v) => Math.abs(v) <= FLAT_MV));
  if (flat) return shown(flat, negated ? 'contradicted' : 'supported');
  if (!pair(flatWithin)) return shown(t, negated ? 'supported' : 'contradicted');
  return unknown('T waves low only within the amplitude tolerance', FLAT_TOL);
}
