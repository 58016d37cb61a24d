import type { Finding, FindingEvidence } from '../../types';
import { firstBeats, makeFinding, mag, round } from './make-finding';
import { findEctopy } from './ectopy';
import { T } from './thresholds';
import { isSinusLabel } from '../rhythm';
import { longestEpisode, sinusRateBpm } from '../rhythm-episodes';
import type { FindingContext } from './types';

/** PROTOCOL.md step 1: technical quality, rate, rhythm. */
export function rateRhythmFindings(ctx: FindingContext): Finding[] {
  return [...qualityFindings(ctx), ...limbLeadReversal(ctx), ...rhythmFindings(ctx), ...ectopyFindings(ctx)];
}

function qualityFindings(ctx: FindingContext): Finding[] {
  const bad = ctx.input.leadNames.filter((n) => ctx.input.quality[n]?.usable === false);
  if (!bad.length) return [];
  const issues = [...new Set(bad.flatMap((n) => ctx.input.quality[n].issues))];
  return [
    makeFinding(
      'poor_signal_quality',
      [{ measure: 'quality.usable', value: false, threshold: issues.join(', ') || 'unusable', leads: bad }],
      bad,
    ),
  ];
}

function limbLeadReversal(ctx: FindingContext): Finding[] {
  const i = ctx.lead('I');
  const avr = ctx.lead('aVR');
  if (!i || !avr || i.p_mv == null || i.t_mv == null || i.r_mv == null || avr.r_mv == null) return [];
  const netI = i.r_mv - (mag(i.s_mv) ?? 0) - (mag(i.q_mv) ?? 0);
  const netAvr = avr.r_mv - (mag(avr.s_mv) ?? 0) - (mag(avr.q_mv) ?? 0);
  if (!(i.p_mv < 0 && netI < 0 && i.t_mv < 0 && netAvr > 0)) return [];
  return [
    makeFinding(
      'limb_lead_reversal',
      [
        { measure: 'per_lead.I.p_mv', value: round(i.p_mv), threshold: '< 0', leads: ['I'] },
        { measure: 'per_lead.I.qrs_net_mv', value: round(netI), threshold: '< 0', leads: ['I'] },
        { measure: 'per_lead.I.t_mv', value: round(i.t_mv), threshold: '< 0', leads: ['I'] },
        { measure: 'per_lead.aVR.qrs_net_mv', value: round(netAvr), threshold: '> 0', leads: ['aVR'] },
        { measure: 'note', value: 'dextrocardia is the differential' },
      ],
      ['I', 'aVR'],
    ),
  ];
}

function rhythmFindings(ctx: FindingContext): Finding[] {
  const parox = ctx.input.rhythm.label === 'atrial_fibrillation' ? null : afFromEpisodes(ctx, 'paroxysmal');
  return parox ? [...labelFindings(ctx), parox] : labelFindings(ctx);
}

/** The findings the record's rhythm label states. */
function labelFindings(ctx: FindingContext): Finding[] {
  const { rhythm, rhythmDetail: d, measurements } = ctx.input;
  // With AV dissociation the sinus category is the atrial (P-wave) rate, not the escape rate.
  const rate = d?.dissociatedP?.ratePerMin ?? d?.blockedP?.atrialRatePerMin ?? measurements.hr_bpm ?? d?.rateBpm ?? null;
  const label = rhythm.label;
  const ev: FindingEvidence[] = [{ measure: 'rhythm.label', value: label }];
  if (rate != null) ev.push({ measure: 'hr_bpm', value: Math.round(rate) });
  if (d?.pFraction != null) ev.push({ measure: 'rhythm.p_wave_fraction', value: d.pFraction });
  const out: Finding[] = [];
  if (isSinusLabel(label)) {
    // A long record's sinus category is its sinus stretches' rate (its other rhythms' beats count in the record's).
    const sinusRate = rhythm.episodes && !d?.dissociatedP && !d?.blockedP ? sinusRateBpm(rhythm.episodes) : null;
    const hr: FindingEvidence = sinusRate != null ? { measure: 'rhythm.sinus_hr_bpm', value: sinusRate } : { measure: 'hr_bpm', value: rate == null ? null : Math.round(rate) };
    const sinusHr = sinusRate ?? rate;
    // A long record is sinus because its sinus stretches hold most of it, each with its P waves (rhythm-episodes.ts).
    const sinusShare = rhythm.burden && Object.entries(rhythm.burden).reduce((t, [l, v]) => t + (isSinusLabel(l) ? v : 0), 0);
    const pEv: FindingEvidence = sinusShare != null
      ? { measure: 'rhythm.burden.sinus', value: round(sinusShare), threshold: `the largest share of the record's ${T.rhythmWindowS}-s stretches, each with P waves before >= ${T.sinusPFraction} of its beats` }
      : { measure: 'rhythm.p_wave_fraction', value: d?.pFraction ?? null, threshold: `>= ${T.sinusPFraction}` };
    const base: FindingEvidence[] = [pEv];
    if (measurements.axis_deg.p != null) {
      base.push({ measure: 'axis_deg.p', value: measurements.axis_deg.p, threshold: `${T.sinusPAxisMin}..${T.sinusPAxisMax}` });
    }
    if (sinusHr != null && sinusHr < T.bradyBpm) {
      out.push(makeFinding('sinus_bradycardia', [...base, { ...hr, threshold: `< ${T.bradyBpm}` }]));
    } else if (sinusHr != null && sinusHr > T.tachyBpm) {
      out.push(makeFinding('sinus_tachycardia', [...base, { ...hr, threshold: `> ${T.tachyBpm}` }]));
    } else if (sinusHr != null) {
      out.push(makeFinding('sinus_rhythm', [...base, { ...hr, threshold: `${T.bradyBpm}..${T.tachyBpm}` }]));
    }
    // A long record: in at least half of its sinus stretches (whose own N–N range says it; the record's would mix in
    // the stretches of other rhythms).
    if (sinusShare != null) {
      const share = rhythm.burden!.sinus_arrhythmia ?? 0;
      if (share >= 0.5 * sinusShare) out.push(makeFinding('sinus_arrhythmia', [...base, { measure: 'rhythm.burden.sinus_arrhythmia', value: share, threshold: `>= half the sinus stretches (N–N range > ${T.sinusArrhythmiaRangeMs} ms in each)` }]));
      return out;
    }
    // Dropped beats (second-degree AV block) vary the RR, not the sinus rate.
    if (d?.nnRangeMs != null && d.nnRangeMs > T.sinusArrhythmiaRangeMs && !d.blockedP) {
      out.push(
        makeFinding('sinus_arrhythmia', [
          ...base,
          { measure: 'rhythm.nn_range_ms', value: d.nnRangeMs, threshold: `> ${T.sinusArrhythmiaRangeMs}` },
        ]),
      );
    }
    return out;
  }
  if (label === 'atrial_fibrillation' && rhythm.episodes) {
    const f = afFromEpisodes(ctx, 'predominant');
    if (f) out.push(f);
  } else if (label === 'atrial_fibrillation') {
    out.push(
      makeFinding('atrial_fibrillation', [
        { measure: 'rhythm.nrmssd', value: d?.nRmssd ?? null, threshold: `>= ${T.afNRmssd}` },
        { measure: 'rhythm.turning_point_ratio', value: d?.turningPointRatio ?? null, threshold: `<= ${T.afTprMax}` },
        { measure: 'rhythm.dominant_rr_fraction', value: d?.dominantRrFraction ?? null, threshold: `< ${T.afDominantRrFraction} within ±${T.afDominantRrTolerance * 100} % of one RR (pauses over ${T.pauseRrFactor} × the median RR left out)` },
        { measure: 'rhythm.p_wave_fraction', value: d?.pFraction ?? null, threshold: `< ${T.sinusPFraction} of N beats`, beats: firstBeats(d?.beatsWithoutP) },
        { measure: 'rhythm.rr_cv', value: rhythm.rr_cv },
        ...(rate != null ? [{ measure: 'hr_bpm', value: Math.round(rate) }] : []),
      ]),
    );
  } else if (label === 'atrial_flutter') {
    out.push(
      makeFinding('atrial_flutter', [
        { measure: 'rhythm.atrial_rate_per_min', value: d?.atrialRatePerMin ?? null, threshold: `${T.flutterMinPerMin}..${T.flutterMaxPerMin}` },
        { measure: 'rhythm.atrial_spectral_concentration', value: d?.atrialConcentration ?? null, threshold: `>= ${T.flutterConcentration}` },
        ...(rate != null ? [{ measure: 'hr_bpm', value: Math.round(rate) }] : []),
      ]),
    );
  } else if (label === 'paced_rhythm') {
    out.push(
      makeFinding('paced_rhythm', [
        { measure: 'rhythm.paced_beat_fraction', value: d?.pacedFraction ?? null, threshold: `>= ${T.pacedFraction}` },
        { measure: 'rhythm.pacing_spikes', value: d?.pacingSpikes.length ?? null, threshold: 'deflection < 16 ms, >= 0.2 mV, in >= half the leads, consistent lag before R' },
      ]),
    );
  }
  return out;
}

/**
 * AF in a long record, from its episodes (consecutive 10-s stretches read as AF): `predominant` when AF holds the
 * largest share of the record (its rhythm label), `paroxysmal` when the record's rhythm is another one but an AF
 * episode lasts ≥ T.afEpisodeMinS. Its beats are those of the longest AF episode.
 */
function afFromEpisodes(ctx: FindingContext, pattern: 'predominant' | 'paroxysmal'): Finding | null {
  const { rhythm, beats, fs } = ctx.input;
  const longest = longestEpisode(rhythm.episodes, 'atrial_fibrillation');
  if (!longest || (pattern === 'paroxysmal' && (longest.to - longest.from) / fs < T.afEpisodeMinS)) return null;
  const inside = beats.map((b, i) => (b.r >= longest.from && b.r < longest.to ? i : -1)).filter((i) => i >= 0);
  const share = rhythm.burden?.atrial_fibrillation ?? null;
  return makeFinding('atrial_fibrillation', [
    pattern === 'predominant'
      ? { measure: 'rhythm.burden.atrial_fibrillation', value: share, threshold: `the largest share of the record's ${T.rhythmWindowS}-s stretches` }
      : { measure: 'rhythm.longest_af_episode_s', value: Math.round((longest.to - longest.from) / fs), threshold: `>= ${T.afEpisodeMinS} (consecutive ${T.rhythmWindowS}-s stretches read as AF; AF does not hold most of the record: paroxysmal)` },
    pattern === 'predominant'
      ? { measure: 'rhythm.longest_af_episode_s', value: Math.round((longest.to - longest.from) / fs), beats: firstBeats(inside) }
      : { measure: 'rhythm.burden.atrial_fibrillation', value: share, beats: firstBeats(inside) },
    { measure: 'rhythm.af_episodes', value: rhythm.episodes!.filter((e) => e.label === 'atrial_fibrillation').length },
  ]);
}

function ectopyFindings(ctx: FindingContext): Finding[] {
  const { beats, rhythm, fs } = ctx.input;
  const e = findEctopy(beats, fs, rhythm.label);
  const out: Finding[] = [];
  if (e.pac.length) {
    out.push(
      makeFinding('premature_atrial_complex', [
        { measure: 'beats.class_S', value: e.pac.length, threshold: `early (RR < ${T.prematureRatio} x local mean RR, < 0.9 x the RR before), narrow QRS like the dominant beats`, beats: firstBeats(e.pac) },
      ]),
    );
  }
  if (e.pvc.length) {
    const ev: FindingEvidence[] = [
      { measure: 'beats.class_V', value: e.pvc.length, threshold: `wide, differently shaped QRS; delineated QRS >= dominant + ${T.pvcWiderMs} ms`, beats: firstBeats(e.pvc) },
    ];
    if (e.dominantQrsMs != null) ev.push({ measure: 'beats.dominant_qrs_ms', value: Math.round(e.dominantQrsMs) });
    out.push(makeFinding('premature_ventricular_complex', ev));
  }
  return out;
}
