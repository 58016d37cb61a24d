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
