import { useRef } from 'react';
import { addCriterion, duplicateCriterion, moveCriterion, removeCriterion, updateCriterion, validateRubric, type Criterion, type Rubric } from '../../core/rubrics';
import { editRubric, importRubricText, newRubric, rubricJson, selectRubric } from '../../state/rubrics-actions';
import { useRubrics } from '../../state/rubrics-store';
import type { LabelContext } from '../labels/useLabelContext';
import { downloadBlob, safeFileStem } from '../print/download';
import { CriterionRow } from './CriterionRow';
import { RubricPreview } from './RubricPreview';

const MAX_RUBRIC_FILE_BYTES = 4 * 1024 * 1024;

/** updateCriterion, dropping a check set to undefined (the schema has no "no check" value). */
function patchCriterion(r: Rubric, id: string, patch: Partial<Criterion>): Rubric {
  const next = updateCriterion(r, id, patch);
  if (!('check' in patch) || patch.check !== undefined) return next;
  return { ...next, criteria: next.criteria.map((c) => (c.id === (patch.id ?? id) && c.check === undefined ? (({ check: _, ...rest }) => rest)(c) : c)) };
}

export function RubricEditor({ ctx }: { ctx: LabelContext }) {
  const rubrics = useRubrics((s) => s.rubrics);
  const draft = useRubrics((s) => s.draft);
  const problem = useRubrics((s) => s.problem);
  const file = useRef<HTMLInputElement>(null);
  const validation = validateRubric(draft);
  const set = (r: Rubric) => editRubric(r);
  const recordScope = typeof draft.scope === 'object' ? draft.scope.record : null;
  return (
    <div className="rubric-editor" data-testid="rubric-editor">
      <div className="rubric-bar">
        <select aria-label="Rubric" value={draft.id} onChange={(e) => selectRubric(e.target.value)}>
          {!rubrics.some((r) => r.id === draft.id) && <option value={draft.id}>{draft.title || draft.id} (unsaved)</option>}
          {rubrics.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title} ({r.id})
            </option>
          ))}
        </select>
        <button type="button" onClick={newRubric}>
          New
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          Import…
        </button>
        <button type="button" onClick={() => downloadBlob(new Blob([rubricJson(draft)], { type: 'application/json' }), `${safeFileStem(draft.id)}.rubric.json`)}>
          Export
        </button>
        <input
          ref={file}
          type="file"
          accept=".json"
          hidden
          data-testid="import-rubric"
          onChange={async (e) => {
            const f = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (!f) return;
            if (f.size > MAX_RUBRIC_FILE_BYTES) importRubricText('', `${f.name} (larger than 4 MiB)`);
            else importRubricText(await f.text(), f.name);
          }}
        />
      </div>
      {problem && (
        <p className="rubric-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="rubric-meta">
        <label>
          Title <input value={draft.title} maxLength={200} onChange={(e) => set({ ...draft, title: e.target.value })} />
        </label>
        <label>
          Id <input value={draft.id} maxLength={64} onChange={(e) => set({ ...draft, id: e.target.value })} />
        </label>
        <label>
          Version{' '}
          <input type="number" min={1} value={draft.version} className="crit-points" onChange={(e) => set({ ...draft, version: Number(e.target.value) })} />
        </label>
        <label>
          <input type="checkbox" checked={recordScope !== null} onChange={(e) => set({ ...draft, scope: e.target.checked ? { record: ctx.active?.record ?? 'record' } : 'general' })} /> only for record
        </label>
        {recordScope !== null && <input aria-label="Record id" value={recordScope} maxLength={200} onChange={(e) => set({ ...draft, scope: { record: e.target.value } })} />}
      </div>
      {!validation.ok ? (
        <ul className="rubric-errors" role="alert" data-testid="rubric-errors">
          {validation.errors.slice(0, 20).map((e, i) => (
            <li key={i}>
              <code>{e.path || '(root)'}</code>: {e.problem}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint" data-testid="rubric-saved">
          Valid; saved.
        </p>
      )}
      <ol className="criteria">
        {draft.criteria.map((c, i) => (
          <CriterionRow
            key={i}
            c={c}
            index={i}
            count={draft.criteria.length}
            onChange={(patch) => set(patchCriterion(draft, c.id, patch))}
            onMove={(to) => set(moveCriterion(draft, c.id, to))}
            onDuplicate={() => set(duplicateCriterion(draft, c.id))}
            onRemove={() => set(removeCriterion(draft, c.id))}
          />
        ))}
      </ol>
      <button type="button" onClick={() => set(addCriterion(draft, { text: 'New criterion', points: 1, tags: [] }))} data-testid="add-criterion">
        + Add criterion
      </button>
      <h3>Live preview</h3>
      <RubricPreview ctx={ctx} rubric={draft} />
    </div>
  );
}
