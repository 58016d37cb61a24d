export type Layout = 'paper' | 'stacked';
export type PaperSpeed = 12.5 | 25 | 50;
export type PaperGain = 5 | 10 | 20;
export type FilterPreset = 'diagnostic' | 'monitoring' | 'none';

export interface ViewSettings {
  layout: Layout;
  /** Limb leads in Cabrera order (aVL, I, −aVR, II, aVF, III). */
  cabrera: boolean;
  speed: PaperSpeed;
  gain: PaperGain;
  /** Draw at true size using pxPerMm; otherwise fit the page to the window. */
  physical: boolean;
  /** CSS pixels per millimetre of this screen (calibrated by the user). */
  pxPerMm: number;
  filter: FilterPreset;
  notch: 50 | 60 | null;
  baseline: boolean;
  /** Show the unfiltered signal whatever the filter settings say. */
  raw: boolean;
  fiducials: boolean;
  annotations: boolean;
}

/** 96 CSS px per inch is the browser's nominal resolution: a starting point before calibration. */
export const NOMINAL_PX_PER_MM = 96 / 25.4;

export const DEFAULT_VIEW: ViewSettings = {
  layout: 'paper',
  cabrera: false,
  speed: 25,
  gain: 10,
  physical: false,
  pxPerMm: NOMINAL_PX_PER_MM,
  filter: 'diagnostic',
  notch: null,
  baseline: false,
  raw: false,
  fiducials: true,
  annotations: true,
};

const SPEEDS: PaperSpeed[] = [12.5, 25, 50];
const GAINS: PaperGain[] = [5, 10, 20];

/** Settings read back from storage are untrusted: keep known values only. */
export function sanitizeView(v: unknown): ViewSettings {
  const o = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const px = typeof o.pxPerMm === 'number' && o.pxPerMm >= 1 && o.pxPerMm <= 40 ? o.pxPerMm : DEFAULT_VIEW.pxPerMm;
  return {
    layout: pick(o.layout, ['paper', 'stacked'] as const, DEFAULT_VIEW.layout),
    cabrera: bool(o.cabrera, DEFAULT_VIEW.cabrera),
    speed: pick(o.speed, SPEEDS, DEFAULT_VIEW.speed),
    gain: pick(o.gain, GAINS, DEFAULT_VIEW.gain),
    physical: bool(o.physical, DEFAULT_VIEW.physical),
    pxPerMm: px,
    filter: pick(o.filter, ['diagnostic', 'monitoring', 'none'] as const, DEFAULT_VIEW.filter),
    notch: pick(o.notch, [50, 60, null] as const, DEFAULT_VIEW.notch),
    baseline: bool(o.baseline, DEFAULT_VIEW.baseline),
    raw: bool(o.raw, DEFAULT_VIEW.raw),
    fiducials: bool(o.fiducials, DEFAULT_VIEW.fiducials),
    annotations: bool(o.annotations, DEFAULT_VIEW.annotations),
  };
}

export const SPEED_OPTIONS = SPEEDS;
export const GAIN_OPTIONS = GAINS;
