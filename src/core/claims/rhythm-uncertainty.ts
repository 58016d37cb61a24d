// When the analysis labels the rhythm something other than sinus but the signal does not rule sinus
// out, a "sinus" claim is unverifiable rather than contradicted (docs/claims.md, "Uncertain measurements").
import type { Analysis } from '../types';

/** PROTOCOL.md axis tolerance, applied to the P axis that separates sinus from ectopic atrial rhythm. */
const AXIS_TOL = 20;
/** P axis of a sinus rhythm ("P upright in I and II"), as in the rhythm labeller. */
const SINUS_P_AXIS: [number, number] = [-30, 105];

/** Why a sinus claim cannot be settled against this non-sinus label, or null when it can. */
export function sinusUnsettled(analysis: Analysis): string | null {
  const label = analysis.rhythm.label;
  if (label === 'ectopic_atrial_rhythm') {
    const p = analysis.measurements.axis_deg.p;
    if (p !== null && p > SINUS_P_AXIS[0] - AXIS_TOL && p <= SINUS_P_AXIS[1] + AXIS_TOL) {
      return `P axis ${Math.round(p)}° is within ±${AXIS_TOL}° of the sinus range (${SINUS_P_AXIS[0]}° to ${SINUS_P_AXIS[1]}°)`;
    }
  }
  if (label === 'paced_rhythm') {
    // ventricular pacing tracks the atria: with P waves before most beats the atrial rhythm may be sinus
    const withP = analysis.beats.filter((b) => b.pOn !== null).length;
    if (analysis.beats.length >= 4 && withP >= analysis.beats.length / 2) return `paced ventricles, P waves before ${withP} of ${analysis.beats.length} beats: the atrial rhythm may be sinus`;
  }
  return null;
}
