// Rubrics the annotator works with: the built-in examples plus their own, and the draft being edited
// (which may be invalid while typing; only valid drafts are saved).
import { create } from 'zustand';
import { EXAMPLE_RUBRICS, type Rubric } from '../core/rubrics';

export interface RubricsState {
  /** Saved rubrics by id (built-in examples first, then the annotator's). */
  rubrics: Rubric[];
  /** The rubric being edited and applied to the current answer. */
  draft: Rubric;
  /** Id under which the draft was last saved (an id change moves it). */
  savedId: string | null;
  problem: string | null;
  /** Earlier drafts of the rubric being edited (undo), newest last; and undone ones (redo). */
  past: Rubric[];
  future: Rubric[];
}

export const useRubrics = create<RubricsState>(() => ({
  rubrics: [...EXAMPLE_RUBRICS],
  draft: EXAMPLE_RUBRICS[0],
  savedId: null,
  problem: null,
  past: [],
  future: [],
}));

export const getRubrics = () => useRubrics.getState();
export const setRubrics = useRubrics.setState;
