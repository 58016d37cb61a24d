import type { StandardLead } from '../types';
import type { Vec3 } from './vec';

const D = Math.PI / 180;

/** Einthoven lead vectors in the frontal plane: I at 0°, II at +60°. */
export const LEAD_I: Vec3 = [1, 0, 0];
export const LEAD_II: Vec3 = [Math.cos(60 * D), Math.sin(60 * D), 0];

/**
 * Precordial lead vectors: direction in the transverse plane (degrees from the patient's left
 * towards anterior) and gain relative to lead I, roughly as in Dower's transform.
 */
const PRECORDIAL: Record<'V1' | 'V2' | 'V3' | 'V4' | 'V5' | 'V6', { deg: number; gain: number; y: number }> = {
  V1: { deg: 115, gain: 1.0, y: -0.1 },
  V2: { deg: 95, gain: 1.5, y: -0.05 },
  V3: { deg: 75, gain: 1.6, y: 0 },
  V4: { deg: 55, gain: 1.6, y: 0.05 },
  V5: { deg: 30, gain: 1.35, y: 0.1 },
  V6: { deg: 5, gain: 1.05, y: 0.15 },
};

/** Lead vector of any standard lead; the augmented and III vectors follow from I and II exactly. */
export function leadVector(lead: StandardLead): Vec3 {
  const [i, ii] = [LEAD_I, LEAD_II];
  switch (lead) {
    case 'I':
      return i;
    case 'II':
      return ii;
    case 'III':
      return [ii[0] - i[0], ii[1] - i[1], 0];
    case 'aVR':
      return [-(i[0] + ii[0]) / 2, -(i[1] + ii[1]) / 2, 0];
    case 'aVL':
      return [i[0] - ii[0] / 2, i[1] - ii[1] / 2, 0];
    case 'aVF':
      return [ii[0] - i[0] / 2, ii[1] - i[1] / 2, 0];
    default: {
      const p = PRECORDIAL[lead];
      return [p.gain * Math.cos(p.deg * D), p.y, p.gain * Math.sin(p.deg * D)];
    }
  }
}

/** Leads derived from I and II (Einthoven / Goldberger identities). */
export function deriveLimbLead(lead: 'III' | 'aVR' | 'aVL' | 'aVF', i: Float32Array, ii: Float32Array): Float32Array {
  const n = i.length;
  const out = new Float32Array(n);
  for (let k = 0; k < n; k++) {
    const a = i[k];
    const b = ii[k];
    out[k] = lead === 'III' ? b - a : lead === 'aVR' ? -(a + b) / 2 : lead === 'aVL' ? a - b / 2 : b - a / 2;
  }
  return out;
}
