// Annotator state: the labels (with undo/redo history), who is labelling, what is focused, and
// whether the last change reached IndexedDB.
import { create } from 'zustand';
import { initialLabelState, type LabelState, type QueueFilter } from '../core/labels';

export type LabelSaveStatus = 'loading' | 'saved' | 'saving' | 'error';

/** The labelled item with keyboard focus: a claim id or a reasoning step index. */
export type LabelFocus = { kind: 'claim'; id: string } | { kind: 'step'; step: number } | null;

export type LabelTab = 'label' | 'queue' | 'rubric' | 'agreement';

export interface LabelsUiState {
  open: boolean;
  tab: LabelTab;
  history: LabelState;
  annotator: string;
  save: { status: LabelSaveStatus; at: number | null; message: string | null };
  /** Answer (id) being labelled among the answers of the record on screen. */
  activeAnswer: string | null;
  focus: LabelFocus;
  /** Key of the item labelled last ('r' writes its reason after focus has moved on). */
  lastLabelled: string | null;
  /** The other answer of the same record for a pairwise preference. */
  compareWith: string | null;
  filter: QueueFilter;
  help: boolean;
  /** Outcome of the last import: counts and problem lines. */
  importReport: { summary: string; problems: string[] } | null;
}

export const useLabels = create<LabelsUiState>(() => ({
  open: false,
  tab: 'label',
  history: initialLabelState(),
  annotator: 'annotator',
  save: { status: 'loading', at: null, message: null },
  activeAnswer: null,
  focus: null,
  lastLabelled: null,
  compareWith: null,
  filter: 'all',
  help: false,
  importReport: null,
}));

export const getLabels = () => useLabels.getState();
export const setLabels = useLabels.setState;
