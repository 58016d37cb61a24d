import type { Analysis, EcgRecord, MedianBeats } from '../types';

/**
 * Measurements and statements an ECG cart or archive stored in the file (HL7 aECG annotations,
 * GE MUSE, Philips Sierra, SCP-ECG sections 7/8/10). Kept as the device reported them: they are not
 * the workbench's own measurements. Stored on EcgRecord.deviceMeasurements (JSON: device_measurements).
 */
export interface DeviceIntervals {
  pr_ms: number | null;
  qrs_ms: number | null;
  qt_ms: number | null;
  qtc_ms: number | null;
  hr_bpm: number | null;
  rr_ms: number | null;
  p_ms: number | null;
}

export interface DeviceAxes {
  p: number | null;
  qrs: number | null;
  t: number | null;
}

export interface DeviceMeasurements {
  /** Who measured: e.g. 'HL7 aECG annotationSet (MORTARA)', 'GE MUSE', 'Philips Sierra'. */
  source: string;
  intervals: DeviceIntervals;
  axes: DeviceAxes;
  statements: string[];
  /** Further values as the file named them (e.g. GE 'POnset', Philips 'qtco'). */
  raw?: Record<string, string | number>;
}

export function emptyDeviceMeasurements(source: string): DeviceMeasurements {
  return {
    source,
    intervals: { pr_ms: null, qrs_ms: null, qt_ms: null, qtc_ms: null, hr_bpm: null, rr_ms: null, p_ms: null },
    axes: { p: null, qrs: null, t: null },
    statements: [],
  };
}

/** A number parsed from device text, or null for empty, non-numeric or device 'invalid' markers. */
export function deviceNumber(text: string | undefined | null, invalid: number[] = []): number | null {
  if (text === undefined || text === null) return null;
  const t = String(text).trim();
  if (!t || !/^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(t)) return null;
  const v = Number(t);
  return Number.isFinite(v) && !invalid.includes(v) ? v : null;
}

/** True when the device gave at least one interval, axis or statement. */
export function hasDeviceContent(m: DeviceMeasurements): boolean {
  return (
    m.statements.length > 0 ||
    Object.values(m.intervals).some((v) => v !== null) ||
    Object.values(m.axes).some((v) => v !== null)
  );
}

/** The plain-object form stored on EcgRecord.deviceMeasurements. */
export function toRecordField(m: DeviceMeasurements): Record<string, unknown> {
  return m as unknown as Record<string, unknown>;
}

/** Stores what the device reported on the record (when it reported anything); its statements become metadata.diagnoses. */
export function attachDeviceMeasurements(record: EcgRecord, m: DeviceMeasurements): void {
  if (!hasDeviceContent(m)) return;
  record.deviceMeasurements = toRecordField(m);
  if (m.statements.length) record.metadata.diagnoses = [...m.statements];
}

// ---------------------------------------------------------------- device vs workbench

/** A stored EcgRecord.deviceMeasurements read back with every field checked (it may come from a saved session). */
export function readDeviceMeasurements(x: unknown): DeviceMeasurements | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  const iv = obj(o.intervals);
  const ax = obj(o.axes);
  const m: DeviceMeasurements = {
    source: typeof o.source === 'string' ? o.source : 'device',
    intervals: {
      pr_ms: num(iv.pr_ms),
      qrs_ms: num(iv.qrs_ms),
      qt_ms: num(iv.qt_ms),
      qtc_ms: num(iv.qtc_ms),
      hr_bpm: num(iv.hr_bpm),
      rr_ms: num(iv.rr_ms),
      p_ms: num(iv.p_ms),
    },
    axes: { p: num(ax.p), qrs: num(ax.qrs), t: num(ax.t) },
    statements: Array.isArray(o.statements) ? o.statements.filter((s): s is string => typeof s === 'string').slice(0, 200) : [],
  };
  return hasDeviceContent(m) ? m : null;
}

export interface DeviceComparisonRow {
  quantity: string;
  unit: string;
  device: number | null;
  workbench: number | null;
  /** workbench − device (axes: signed shortest angle); null when either is missing. */
  difference: number | null;
  /** PROTOCOL.md tolerance, e.g. "±20 ms". */
  tolerance: string;
  /** |difference| beyond the tolerance. */
  beyond: boolean;
}

export interface WorkbenchValues {
  hr_bpm: number | null;
  pr_ms: number | null;
  qrs_ms: number | null;
  qt_ms: number | null;
  /** Bazett: the correction the carts report by default. */
  qtc_ms: number | null;
  axis: { p: number | null; qrs: number | null; t: number | null };
}

function signedAngle(from: number, to: number): number {
  const d = ((((to - from) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
}

/**
 * Device measurements beside the workbench's, with the PROTOCOL.md agreement tolerances
 * (±20 ms PR/QRS, ±30 ms QT/QTc, ±5 bpm or 10 % HR, ±20° axes).
 */
export function compareDeviceMeasurements(device: DeviceMeasurements, wb: WorkbenchValues | null): DeviceComparisonRow[] {
  const rows: DeviceComparisonRow[] = [];
  const add = (quantity: string, unit: string, d: number | null, w: number | null, allowed: (d: number) => number, tolerance: string, axis = false) => {
    const difference = d === null || w === null ? null : axis ? signedAngle(d, w) : w - d;
    rows.push({ quantity, unit, device: d, workbench: w, difference, tolerance, beyond: difference !== null && Math.abs(difference) > allowed(d ?? 0) });
  };
  const i = device.intervals;
  add('Heart rate', 'bpm', i.hr_bpm, wb?.hr_bpm ?? null, (d) => Math.max(5, Math.abs(d) * 0.1), '±5 bpm or ±10 %');
  add('PR', 'ms', i.pr_ms, wb?.pr_ms ?? null, () => 20, '±20 ms');
  add('QRS', 'ms', i.qrs_ms, wb?.qrs_ms ?? null, () => 20, '±20 ms');
  add('QT', 'ms', i.qt_ms, wb?.qt_ms ?? null, () => 30, '±30 ms');
  add('QTc (Bazett)', 'ms', i.qtc_ms, wb?.qtc_ms ?? null, () => 30, '±30 ms');
  add('P axis', '°', device.axes.p, wb?.axis.p ?? null, () => 20, '±20°', true);
  add('QRS axis', '°', device.axes.qrs, wb?.axis.qrs ?? null, () => 20, '±20°', true);
  add('T axis', '°', device.axes.t, wb?.axis.t ?? null, () => 20, '±20°', true);
  return rows.filter((r) => r.device !== null);
}

/** The workbench's own values that the device table compares against. */
export function workbenchValues(a: Analysis): WorkbenchValues {
  const m = a.measurements;
  return {
    hr_bpm: m.hr_bpm,
    pr_ms: m.pr_ms,
    qrs_ms: m.qrs_ms,
    qt_ms: m.qt_ms,
    qtc_ms: m.qtc_ms?.bazett ?? null,
    axis: { p: m.axis_deg?.p ?? null, qrs: m.axis_deg?.qrs ?? null, t: m.axis_deg?.t ?? null },
  };
}

/** Longest representative beat kept (samples); a device median beat is 0.6–1.2 s. */
const MAX_MEDIAN_SAMPLES = 4000;
const MAX_MEDIAN_LEADS = 16;

/**
 * The device's representative beats as EcgRecord.deviceMedianBeats, or null when there are none,
 * they are implausibly long, or hold no finite sample. The fiducial is the largest |amplitude| of
 * lead II (else the first lead): devices do not always store their own.
 */
export function deviceMedianBeats(leads: { name: string; samples: ArrayLike<number> }[]): MedianBeats | null {
  const usable = leads.slice(0, MAX_MEDIAN_LEADS).filter((l) => l.samples.length > 1 && l.samples.length <= MAX_MEDIAN_SAMPLES);
  if (!usable.length) return null;
  const length = Math.max(...usable.map((l) => l.samples.length));
  const out: Record<string, number[]> = {};
  for (const l of usable) {
    const s = Array.from(l.samples, (v) => (Number.isFinite(v) ? Math.round(v * 1e4) / 1e4 : NaN));
    if (s.some((v) => !Number.isNaN(v))) out[l.name] = s;
  }
  const ref = out.II ?? Object.values(out)[0];
  if (!ref) return null;
  let fiducial = 0;
  for (let i = 1; i < ref.length; i++) if (Math.abs(ref[i]) > Math.abs(ref[fiducial]) || Number.isNaN(ref[fiducial])) fiducial = i;
  return { fiducial, length, leads: out };
}
