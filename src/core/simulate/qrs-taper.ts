import type { Taper } from './lobes';

/**
 * Lengths of the gradual QRS start and end (see `Taper`), each capped at a fraction of the QRS.
 * Tuned so the rise of the simulated QRS in its first and last 4/8/12 ms approaches that of
 * annotated LUDB complexes (docs/simulator.md).
 */
export const QRS_TAPER: Readonly<{ onMs: number; offMs: number; maxFrac: number }> = { onMs: 20, offMs: 20, maxFrac: 0.3 };

/** Taper window of a QRS running from qrsOn to qrsOff (any time unit; lengths given in ms at qrsMs). */
export function qrsTaper(qrsOn: number, qrsOff: number, qrsMs: number): Taper {
  const d = qrsOff - qrsOn;
  const a = Math.min(QRS_TAPER.onMs / qrsMs, QRS_TAPER.maxFrac) * d;
  const b = Math.min(QRS_TAPER.offMs / qrsMs, QRS_TAPER.maxFrac) * d;
  return { start: qrsOn, full: qrsOn + a, fade: qrsOff - b, end: qrsOff };
}
