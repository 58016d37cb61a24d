// Agreement tolerances of PROTOCOL.md ("Measurement tolerances used when checking a model's numbers").

export interface Tolerance {
  /** Allowed absolute difference for a measured value m. */
  allowed(measured: number): number;
  /** Shown beside the verdict, e.g. "±20 ms". */
  label: string;
}

const fixed = (d: number, label: string): Tolerance => ({ allowed: () => d, label });

/** ST deviation (PROTOCOL.md): ±0.05 mV, and the sign must agree. */
export const ST_TOL_MV = 0.05;

/** Quantities summed or multiplied over several leads' waves (their evidence is the R waves). */
export const VOLTAGE_SUMS: readonly string[] = ['sokolow_mv', 'cornell_mv', 'cornell_product'];

export const TOLERANCES: Record<string, Tolerance> = {
  hr_bpm: { allowed: (m) => Math.max(5, Math.abs(m) * 0.1), label: '±5 bpm or ±10 %' },
  atrial_rate: { allowed: (m) => Math.max(5, Math.abs(m) * 0.1), label: '±5 bpm or ±10 %' },
  // RR follows the heart-rate tolerance (10 %), at least the PR/QRS agreement of 20 ms
  rr_ms: { allowed: (m) => Math.max(20, Math.abs(m) * 0.1), label: '±10 % (≥ 20 ms)' },
  pr_ms: fixed(20, '±20 ms'),
  qrs_ms: fixed(20, '±20 ms'),
  p_ms: fixed(20, '±20 ms'),
  q_ms: fixed(20, '±20 ms'),
  qt_ms: fixed(30, '±30 ms'),
  qtc_ms: fixed(30, '±30 ms'),
  'axis_deg.qrs': fixed(20, '±20°'),
  'axis_deg.p': fixed(20, '±20°'),
  'axis_deg.t': fixed(20, '±20°'),
  qrs_t_angle: fixed(20, '±20°'),
  r_peak_time_ms: fixed(20, '±20 ms'),
  qt_rr_ratio: fixed(0.03, '±0.03'),
  rs_ratio: { allowed: (m) => Math.max(0.1, Math.abs(m) * 0.2), label: '±20 % or ±0.1' },
  st_mv: fixed(ST_TOL_MV, '±0.05 mV, same sign'),
  p_terminal_mv: fixed(0.05, '±0.05 mV'),
  // voltage × QRS duration (mV·ms): the amplitudes' ±20 %
  cornell_product: { allowed: (m) => Math.abs(m) * 0.2, label: '±20 %' },
};

const AMPLITUDE: Tolerance = { allowed: (m) => Math.max(0.1, Math.abs(m) * 0.2), label: '±0.1 mV or ±20 %' };

export function toleranceFor(quantity: string): Tolerance | null {
  if (TOLERANCES[quantity]) return TOLERANCES[quantity];
  if (quantity.endsWith('_mv')) return AMPLITUDE;
  return null;
}

/** Smallest distance from the measured value to the claimed [low, high]. */
export function distanceToRange(measured: number, range: [number, number]): number {
  if (measured < range[0]) return range[0] - measured;
  if (measured > range[1]) return measured - range[1];
  return 0;
}

/** Axis categories of PROTOCOL.md (normal −30..90, left < −30, right > 90, extreme −90..±180). */
export function axisCategory(deg: number): 'normal' | 'left' | 'right' | 'extreme' {
  const a = ((((deg + 180) % 360) + 360) % 360) - 180;
  if (a >= -30 && a <= 90) return 'normal';
  if (a < -30 && a >= -90) return 'left';
  if (a > 90 && a <= 180) return 'right';
  return 'extreme';
}

/** Angular difference in degrees, 0..180. */
export function angleDiff(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}
