import type { Finding, FindingEvidence } from '../../types';
import { sexNote } from './context';
import type { FindingCode } from './labels';
import { makeFinding, mag, rDominant, round } from './make-finding';
import { contiguousTerritories, TERRITORIES, type Territory } from './territories';
import { T } from './thresholds';
import type { FindingContext } from './types';

/** Leads that may carry territory findings (aVR is in no territory). */
const TERRITORY_LEADS = [...new Set(Object.values(TERRITORIES).flat())];

const STEMI: Record<Territory, FindingCode> = {
  inferior: 'inferior_stemi',
  lateral: 'lateral_stemi',
  septal: 'septal_stemi',
  anterior: 'anterior_stemi',
  anteroseptal: 'anterior_stemi',
};
const ISCHEMIA: Partial<Record<Territory, FindingCode>> = {
  inferior: 'inferior_ischemia',
  lateral: 'lateral_ischemia',
  anterior: 'anterior_ischemia',
  septal: 'anterior_ischemia',
  anteroseptal: 'anterior_ischemia',
};
const MI: Partial<Record<Territory, FindingCode>> = {
  inferior: 'inferior_mi',
  lateral: 'lateral_mi',
  anterior: 'anterior_mi',
  septal: 'anterior_mi',
  anteroseptal: 'anterior_mi',
};

/**
 * Secondary repolarisation: LBBB, paced and idioventricular complexes have discordant ST-T, tall T waves and QS
 * complexes by themselves, so ST-T and Q criteria (ischaemia, infarction, potassium patterns) do not apply.
 */
export function secondaryRepolarization(ctx: FindingContext): boolean {
  const label = ctx.input.rhythm.label;
  return ctx.codes.has('complete_left_bundle_branch_block') || label === 'paced_rhythm' || label === 'ventricular_rhythm';
}

/** PROTOCOL.md step 4: ST elevation/depression, T inversion, Q waves, territories and mimics. */
export function ischemiaFindings(ctx: FindingContext): Finding[] {
  const out: Finding[] = [];
  // Reading ischaemia in secondary repolarisation needs Sgarbossa-type criteria, not measured.
  if (secondaryRepolarization(ctx)) return out;
  // RBBB: T inversion and ST depression in V1–V3 are part of the block.
  const rbbb = ctx.codes.has('complete_right_bundle_branch_block');
  const notSecondary = (h: LeadHit) => !(rbbb && ['V1', 'V2', 'V3'].includes(h.lead));
  const ste = stElevationLeads(ctx);
  const std = stDepressionLeads(ctx).filter(notSecondary);
  const twi = tInversionLeads(ctx).filter(notSecondary);
  const q = qWaveLeads(ctx);
  const steT = contiguousTerritories(ste.map((e) => e.lead));
  const stdT = contiguousTerritories(std.map((e) => e.lead));
  const twiT = contiguousTerritories(twi.map((e) => e.lead)).filter((t) => t.leads.some((l) => l !== 'III' && l !== 'V1'));
  // A Q (or QS) in III is a normal variant (the Fourth Universal Definition of MI, 2018, does not
  // count lead III): III never makes one of the two contiguous leads.
  const qT = contiguousTerritories(q.map((e) => e.lead).filter((l) => l !== 'III'));
  const pericarditis = pericarditisPattern(ctx, ste, steT);
  const early = pericarditis ? null : earlyRepolarization(ctx, ste, std);

  const pick = (hits: LeadHit[], leads: string[]) => hits.filter((h) => leads.includes(h.lead)).map((h) => h.ev);
  if (steT.length) {
    const leads = [...new Set(steT.flatMap((t) => t.leads))];
    out.push(makeFinding('st_elevation', [...pick(ste, leads), { measure: 'territory', value: steT.map((t) => t.territory).join(', ') }], leads));
    if (!pericarditis && !early) {
      const recip = std.map((h) => h.lead);
      for (const t of steT) {
        const e: FindingEvidence[] = [...pick(ste, t.leads)];
        e.push({ measure: 'reciprocal_st_depression', value: recip.length ? recip.join(', ') : 'none', leads: recip });
        pushOnce(out, STEMI[t.territory], e, t.leads);
      }
      const rv = rvMi(ctx, steT.some((t) => t.territory === 'inferior'));
      if (rv) out.push(rv);
    }
  }
  if (stdT.length) {
    const leads = [...new Set(stdT.flatMap((t) => t.leads))];
    out.push(makeFinding('st_depression', [...pick(std, leads), { measure: 'territory', value: stdT.map((t) => t.territory).join(', ') }], leads));
  }
  if (twiT.length) {
    const leads = [...new Set(twiT.flatMap((t) => t.leads))];
    out.push(makeFinding('t_wave_inversion', [...pick(twi, leads), { measure: 'territory', value: twiT.map((t) => t.territory).join(', ') }], leads));
  }
  for (const t of [...stdT, ...twiT]) {
    const code = ISCHEMIA[t.territory];
    if (code) pushOnce(out, code, [...pick(std, t.leads), ...pick(twi, t.leads)], t.leads);
  }
  if (qT.length) {
    const leads = [...new Set(qT.flatMap((t) => t.leads))];
    out.push(makeFinding('pathological_q_waves', pick(q, leads), leads));
    for (const t of qT) {
      const code = MI[t.territory];
      if (code) pushOnce(out, code, pick(q, t.leads), t.leads);
    }
  }
  if (pericarditis) out.push(pericarditis);
  if (early) out.push(early);
  return out;
}

interface LeadHit {
  lead: string;
  ev: FindingEvidence;
}

/** Merge into an existing finding of the same code (two territories mapping to one code). */
function pushOnce(out: Finding[], code: FindingCode, ev: FindingEvidence[], leads: string[]): void {
  const f = out.find((x) => x.code === code);
  if (!f) {
    out.push(makeFinding(code, ev, leads));
    return;
  }
  f.leads = [...new Set([...(f.leads ?? []), ...leads])];
  for (const e of ev) if (!f.evidence.some((x) => x.measure === e.measure)) f.evidence.push(e);
}

/** PROTOCOL threshold for J-point elevation in a lead (V2–V3 depend on sex and age). */
export function steThreshold(ctx: FindingContext, lead: string): number {
  if (lead !== 'V2' && lead !== 'V3') return T.steMv;
  if (ctx.sex === 'F') return T.steV2V3Female;
  return ctx.age != null && ctx.age < 40 ? T.steV2V3MaleYoung : T.steV2V3MaleOld;
}

function stElevationLeads(ctx: FindingContext): LeadHit[] {
  const out: LeadHit[] = [];
  for (const lead of TERRITORY_LEADS) {
    const st = ctx.lead(lead)?.st_j_mv;
    if (st == null) continue;
    const th = steThreshold(ctx, lead);
    if (st >= th) {
      const note = lead === 'V2' || lead === 'V3' ? ` (${sexNote(ctx)}${ctx.sex === 'M' ? (ctx.age == null ? ', age unknown: >= 40 assumed' : `, age ${ctx.age}`) : ''})` : '';
      out.push({ lead, ev: { measure: `per_lead.${lead}.st_j_mv`, value: round(st), threshold: `>= ${th}${note}`, leads: [lead] } });
    }
  }
  return out;
}

/** Horizontal or downsloping depression: ≥ 0.05 mV at J and still ≥ 0.05 mV at J+60 ms. */
function stDepressionLeads(ctx: FindingContext): LeadHit[] {
  const out: LeadHit[] = [];
  for (const lead of TERRITORY_LEADS) {
    const l = ctx.lead(lead);
    if (!l || l.st_j_mv == null) continue;
    const j = l.st_j_mv;
    const j60 = l.st_60_mv ?? j;
    if (j <= -T.stdMv && j60 <= -T.stdMv) {
      out.push({ lead, ev: { measure: `per_lead.${lead}.st_j_mv`, value: round(j), threshold: `<= -${T.stdMv} (J+60: ${round(j60)}, horizontal/downsloping)`, leads: [lead] } });
    }
  }
  return out;
}

function tInversionLeads(ctx: FindingContext): LeadHit[] {
  const out: LeadHit[] = [];
  for (const lead of TERRITORY_LEADS) {
    const l = ctx.lead(lead);
    if (!l || l.t_mv == null || rDominant(l) !== true) continue;
    if (l.t_mv <= T.twiMv) out.push({ lead, ev: { measure: `per_lead.${lead}.t_mv`, value: round(l.t_mv), threshold: `<= ${T.twiMv} with dominant R`, leads: [lead] } });
  }
  return out;
}

/**
 * Q ≥ 40 ms, or ≥ 25 % of R (Q ≥ 0.05 mV to be measurable), or QS (no R). aVL is skipped when the
 * QRS axis is beyond +60° (aVL then faces away from the heart vector and is normally Qr/QS).
 */
function qWaveLeads(ctx: FindingContext): LeadHit[] {
  const out: LeadHit[] = [];
  const axis = ctx.input.measurements.axis_deg.qrs;
  for (const lead of TERRITORY_LEADS) {
    if (lead === 'aVL' && axis != null && axis > 60) continue;
    const l = ctx.lead(lead);
    if (!l) continue;
    const q = mag(l.q_mv) ?? 0;
    // q_ms runs from the global QRS onset; the Q of this lead starts at its own onset.
    const qms = l.q_ms ?? 0;
    const r = l.r_mv ?? 0;
    if (q < 0.05) continue;
    if (qms >= T.qWideMs) out.push({ lead, ev: { measure: `per_lead.${lead}.q_ms`, value: Math.round(qms), threshold: `>= ${T.qWideMs}`, leads: [lead] } });
    else if (q >= T.qRatio * r) out.push({ lead, ev: { measure: `per_lead.${lead}.q_over_r`, value: round(r > 0 ? q / r : 99), threshold: `>= ${T.qRatio}`, leads: [lead] } });
  }
  return out;
}

function rvMi(ctx: FindingContext, inferiorSte: boolean): Finding | null {
  const v1 = ctx.lead('V1')?.st_j_mv;
  const v2 = ctx.lead('V2')?.st_j_mv;
  if (!inferiorSte || v1 == null || v2 == null || !(v1 > v2) || v1 < T.steMv) return null;
  return makeFinding(
    'right_ventricular_mi_pattern',
    [
      { measure: 'per_lead.V1.st_j_mv', value: round(v1), threshold: `> V2 (${round(v2)}) and >= ${T.steMv}`, leads: ['V1', 'V2'] },
      { measure: 'inferior_st_elevation', value: true },
    ],
    ['V1', 'II', 'III', 'aVF'],
  );
}

/** Diffuse (inferior + a precordial territory, ≥ 5 leads) concave ST elevation, no ST depression except aVR/V1. */
function pericarditisPattern(ctx: FindingContext, ste: LeadHit[], steT: { territory: Territory; leads: string[] }[]): Finding | null {
  const terr = new Set(steT.map((t) => t.territory));
  const precordial = ['septal', 'anterior', 'anteroseptal'].some((t) => terr.has(t as Territory)) || ste.some((h) => h.lead === 'V5' || h.lead === 'V6');
  if (!terr.has('inferior') || !precordial || ste.length < 5) return null;
  for (const lead of ctx.usable) {
    if (lead === 'aVR' || lead === 'V1') continue;
    const j = ctx.lead(lead)?.st_j_mv;
    if (j != null && j <= -T.stdMv) return null;
  }
  const concave = ste.filter((h) => {
    const l = ctx.lead(h.lead)!;
    return l.st_60_mv != null && l.st_j_mv != null && l.st_60_mv >= l.st_j_mv;
  });
  if (concave.length < 5) return null;
  const avr = ctx.lead('aVR')?.st_j_mv;
  return makeFinding(
    'pericarditis_pattern',
    [
      ...concave.map((h) => h.ev),
      { measure: 'reciprocal_st_depression', value: 'none outside aVR/V1' },
      { measure: 'per_lead.aVR.st_j_mv', value: avr == null ? null : round(avr) },
      { measure: 'pr_depression', value: 'not measured' },
    ],
    concave.map((h) => h.lead),
  );
}

/** J elevation with concave (rising) ST and upright T in ≥ 2 contiguous inferior or lateral leads, no reciprocal depression. */
function earlyRepolarization(ctx: FindingContext, ste: LeadHit[], std: LeadHit[]): Finding | null {
  if (std.length) return null;
  const ok = ste.filter((h) => {
    const l = ctx.lead(h.lead)!;
    return l.st_60_mv != null && l.st_j_mv != null && l.st_60_mv >= l.st_j_mv && (l.t_mv ?? 0) > 0;
  });
  const terr = contiguousTerritories(ok.map((h) => h.lead)).filter((t) => t.territory === 'inferior' || t.territory === 'lateral');
  if (!terr.length) return null;
  // Everything else elevated must be explained too (no isolated anterior STE = STEMI pattern).
  if (ok.length < ste.length) return null;
  const leads = [...new Set(terr.flatMap((t) => t.leads))];
  return makeFinding(
    'early_repolarization',
    [...ok.filter((h) => leads.includes(h.lead)).map((h) => h.ev), { measure: 'st_shape', value: 'concave (ST at J+60 >= J), T upright; J notching not measured' }],
    leads,
  );
}
