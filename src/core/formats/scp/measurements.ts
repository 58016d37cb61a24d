import { emptyDeviceMeasurements, type DeviceMeasurements } from '../device-measurements';
import type { ScpSection } from './sections';

const UNDEFINED_TIME = 29999;
const UNDEFINED_AXIS = 999;

/**
 * Section 7 (global measurements of reference beat type 0: P/QRS/T on- and offsets in ms, frontal
 * axes, average RR) and section 8 / 11 (textual statements) as device measurements.
 */
export function readScpMeasurements(sections: Map<number, ScpSection>): DeviceMeasurements {
  const dm = emptyDeviceMeasurements('SCP-ECG sections 7/8');
  const s7 = sections.get(7);
  if (s7 && s7.data.length >= 6 + 16) {
    const v = s7.view;
    const time = (o: number) => {
      const x = v.getUint16(o, true);
      return x === UNDEFINED_TIME || x === 0xffff ? null : x;
    };
    const axis = (o: number) => {
      const x = v.getInt16(o, true);
      return x === UNDEFINED_AXIS || x === UNDEFINED_TIME ? null : x;
    };
    const rr = time(2);
    if (rr !== null && rr > 0) {
      dm.intervals.rr_ms = rr;
      dm.intervals.hr_bpm = Math.round(60000 / rr);
    }
    const [pOn, pOff, qrsOn, qrsOff, tOff] = [6, 8, 10, 12, 14].map(time);
    const span = (a: number | null, b: number | null) => (a !== null && b !== null && b > a ? b - a : null);
    dm.intervals.p_ms = span(pOn, pOff);
    dm.intervals.pr_ms = span(pOn, qrsOn);
    dm.intervals.qrs_ms = span(qrsOn, qrsOff);
    dm.intervals.qt_ms = span(qrsOn, tOff);
    dm.axes = { p: axis(16), qrs: axis(18), t: axis(20) };
    dm.raw = Object.fromEntries(
      (
        [
          ['p_onset_ms', pOn],
          ['p_offset_ms', pOff],
          ['qrs_onset_ms', qrsOn],
          ['qrs_offset_ms', qrsOff],
          ['t_offset_ms', tOff],
        ] as [string, number | null][]
      ).filter(([, x]) => x !== null),
    ) as Record<string, number>;
  }
  for (const id of [8, 11]) {
    const s = sections.get(id);
    if (s) dm.statements.push(...readStatements(s, id));
  }
  return dm;
}

/** Section 8: flag(1) date(4) time(3) count(1), then seq(1) length(2) text. Section 11 is alike. */
function readStatements(s: ScpSection, id: number): string[] {
  const out: string[] = [];
  const d = s.data;
  if (d.length < 9) return out;
  const count = d[8];
  let p = 9;
  for (let i = 0; i < count && p + 3 <= d.length && out.length < 100; i++) {
    const length = s.view.getUint16(p + 1, true);
    p += 3;
    if (p + length > d.length) break;
    let bytes = d.subarray(p, p + length);
    // Section 11 statements start with a type byte (1 coded, 2 free text); keep the text.
    if (id === 11 && bytes.length && bytes[0] <= 3) bytes = bytes.subarray(1);
    const text = new TextDecoder('latin1').decode(bytes).replace(/\0.*$/s, '').trim();
    if (text) out.push(text.slice(0, 500));
    p += length;
  }
  return out;
}
