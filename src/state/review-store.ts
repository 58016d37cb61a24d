import { create } from 'zustand';
import type { EcgRecord, EvidencePointer, Verification } from '../core/types';
import type { RecordEntry } from './record-files';
import type { DatasetLine, ReviewAnswer } from './review-answers';

/** What the traces highlight: a claim's or a finding's evidence. */
export interface Highlight {
  /** "claim:<answer>:<claim>" or "finding:<code>". */
  key: string;
  label: string;
  color: string;
  evidence: EvidencePointer[];
  /** Increments with every request to bring the evidence into view. */
  focus: number;
}

export interface DatasetItem {
  line: DatasetLine;
  /** Label of the record file found for it, or null when none matched. */
  entry: string | null;
  status: 'pending' | 'done' | 'error' | 'missing';
  rewards?: Verification['rewards'];
  counts?: { supported: number; contradicted: number; unverifiable: number };
  error?: string;
}

export interface DatasetState {
  name: string;
  entries: RecordEntry[];
  items: DatasetItem[];
  done: number;
  running: boolean;
}

export interface ReviewState {
  /** Answers the user brought for one record (shown while that record is open). */
  user: { record: EcgRecord | null; answers: ReviewAnswer[] };
  selected: { answer: string; claim: string } | null;
  highlight: Highlight | null;
  dataset: DatasetState | null;
  /** Index into dataset.items of the answer being browsed. */
  activeItem: number | null;
  /** Problems with answer files (malformed lines, missing records), newest first. */
  problems: string[];
}

export const useReview = create<ReviewState>(() => ({
  user: { record: null, answers: [] },
  selected: null,
  highlight: null,
  dataset: null,
  activeItem: null,
  problems: [],
}));

export const getReview = () => useReview.getState();
export const setReview = useReview.setState;
