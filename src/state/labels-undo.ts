// One undo/redo for the annotator: the latest edit, whether a label or the rubric draft.
import { canRedo, canUndo } from '../core/labels';
import { redoLabel, undoLabel } from './labels-actions';
import { takeRedo, takeUndo, redone, undone } from './labels-journal';
import { getLabels } from './labels-store';
import { redoRubric, undoRubric } from './rubrics-actions';

function undoOne(kind: 'label' | 'rubric'): boolean {
  if (kind === 'rubric') return undoRubric();
  if (!canUndo(getLabels().history)) return false;
  undoLabel();
  return true;
}

function redoOne(kind: 'label' | 'rubric'): boolean {
  if (kind === 'rubric') return redoRubric();
  if (!canRedo(getLabels().history)) return false;
  redoLabel();
  return true;
}

/** Undoes the latest edit (entries whose history was reset, e.g. another rubric opened, are skipped). */
export function undoEdit(): boolean {
  for (let k = takeUndo(); k; k = takeUndo()) {
    if (undoOne(k)) {
      undone(k);
      return true;
    }
  }
  return false;
}

export function redoEdit(): boolean {
  for (let k = takeRedo(); k; k = takeRedo()) {
    if (redoOne(k)) {
      redone(k);
      return true;
    }
  }
  return false;
}
