// Which store each undoable edit went to (labels or the rubric draft), so one Ctrl+Z undoes the
// annotator's latest edit wherever it was made.
export type EditKind = 'label' | 'rubric';

const LIMIT = 400;
const past: EditKind[] = [];
const future: EditKind[] = [];

export function recordEdit(kind: EditKind): void {
  past.push(kind);
  if (past.length > LIMIT) past.splice(0, past.length - LIMIT);
  future.length = 0;
}

export const takeUndo = (): EditKind | undefined => past.pop();
export const takeRedo = (): EditKind | undefined => future.pop();
export const undone = (kind: EditKind): void => void future.push(kind);
export const redone = (kind: EditKind): void => void past.push(kind);
