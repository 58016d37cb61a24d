import { butterworthSections, filtfilt } from '../../signal/filters';

const OSCILLATION_SEGMENT_S = 3;
const OSCILLATION_LEVEL = 0.2;

/**
 * How much of the time the ECG is a continuous large oscillation, as in ventricular flutter and fibrillation:
 * in each 3-s segment of a 1–30 Hz band-passed lead, the share of samples whose magnitude exceeds 20 % of the
 * segment's maximum, averaged over the segments (the threshold crossing sample count of Arafat et al. 2011,
 * "TCSC"); the lowest over the leads. Separate QRS complexes on a baseline, whatever the rhythm between them,
 * keep it low (sinus, AF: ≤ 0.33 on every 10-s window we have called AF); VF/VFL keeps the signal large most of the
 * time (MIT-BIH 207's ventricular flutter 0.47–0.73). Null without a lead of at least one segment.
 */
export function ventricularOscillation(leads: Float32Array[], fs: number): number | null {
  const seg = Math.round(OSCILLATION_SEGMENT_S * fs);
  const sections = [...butterworthSections('highpass', fs, 1, 2), ...butterworthSections('lowpass', fs, Math.min(30, 0.4 * fs), 2)];
  let lowest: number | null = null;
  for (const lead of leads) {
    if (lead.length < seg) continue;
    const x = filtfilt(lead, sections);
    let sum = 0, segments = 0;
    for (let a = 0; a + seg <= x.length; a += seg) {
      let max = 0;
      for (let i = a; i < a + seg; i++) if (Math.abs(x[i]) > max) max = Math.abs(x[i]);
      if (!(max > 0)) continue;
      let above = 0;
      for (let i = a; i < a + seg; i++) if (Math.abs(x[i]) > OSCILLATION_LEVEL * max) above++;
      sum += above / seg;
      segments++;
    }
    if (segments > 0) lowest = Math.min(lowest ?? Infinity, sum / segments);
  }
  return lowest;
}
