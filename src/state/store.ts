import { create } from 'zustand';
import type { Analysis, EcgRecord } from '../core/types';
import { NO_CALIPERS, type Calipers, type Marker } from './calipers';
import type { ExampleAnswer, ExampleCase } from './examples';
import type { RecordEntry } from './record-files';
import { DEFAULT_VIEW, type ViewSettings } from './view-settings';

/** Where the viewer looks: page start (s), zoom factor, and paper offset (CSS px) when zoomed. */
export interface Viewport {
  start: number;
  zoom: number;
  panX: number;
  panY: number;
}
export const INITIAL_VIEWPORT: Viewport = { start: 0, zoom: 1, panX: 0, panY: 0 };

export type AnalysisStatus = 'idle' | 'running' | 'done' | 'unavailable' | 'error';
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface WorkbenchState {
  examples: ExampleCase[];
  examplesLoaded: boolean;

  record: EcgRecord | null;
  /** Increments with every record opened (lets views reset). */
  recordSerial: number;
  exampleId: string | null;
  answers: ExampleAnswer[];
  /** Leads as drawn: filtered, or the raw samples. */
  displayLeads: Float32Array[] | null;
  filterBusy: boolean;

  analysis: Analysis | null;
  analysisStatus: AnalysisStatus;
  analysisProgress: number;
  analysisError: string | null;

  loading: string | null;
  error: string | null;
  folder: RecordEntry[];
  activeEntry: string | null;
  /** A CSV that does not say its units or sampling rate: CsvOptionsDialog asks, then it is opened again. */
  csvQuestion: { entry: RecordEntry; missing: ('units' | 'fs')[]; message: string } | null;

  view: ViewSettings;
  viewport: Viewport;
  cursor: Marker | null;
  calipers: Calipers;

  save: { status: SaveStatus; at: number | null; message: string | null };
}

export const useWorkbench = create<WorkbenchState>(() => ({
  examples: [],
  examplesLoaded: false,
  record: null,
  recordSerial: 0,
  exampleId: null,
  answers: [],
  displayLeads: null,
  filterBusy: false,
  analysis: null,
  analysisStatus: 'idle',
  analysisProgress: 0,
  analysisError: null,
  loading: null,
  error: null,
  folder: [],
  activeEntry: null,
  csvQuestion: null,
  view: DEFAULT_VIEW,
  viewport: INITIAL_VIEWPORT,
  cursor: null,
  calipers: NO_CALIPERS,
  save: { status: 'idle', at: null, message: null },
}));

export const getState = () => useWorkbench.getState();
export const setState = useWorkbench.setState;
