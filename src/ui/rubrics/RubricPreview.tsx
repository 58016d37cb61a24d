import { useMemo } from 'react';
import { rubricScoreLabel } from '../../core/labels';
import { applyRubric, rubricApplies, validateRubric, type ManualTicks, type Rubric, type RubricResult } from '../../core/rubrics';
import { dispatchLabel, labelTarget, nowIso } from '../../state/labels-actions';
import type { LabelContext } from '../labels/useLabelContext';

const pct = (x: number | null) => (x === null ? '—' : `${Math.round(x * 100)} %`);

/**
 * The annotator's ticks of this rubric kept in their label: manual criteria, and overrides of
 * automatic checks. Labels written before `manual` existed: `met` of criteria without a check.
 */
export function ticksOf(ctx: LabelContext, rubric: Rubric): ManualTicks {
  const stored = ctx.label?.rubrics.find((r) => r.id === rubric.id);
  const source = stored?.manual ?? {};
  const out: ManualTicks = {};
  for (const c of rubric.criteria) {
    if (typeof source[c.id] === 'boolean') out[c.id] = source[c.id];
    else if (!stored?.manual && !c.check && typeof stored?.met[c.id] === 'boolean') out[c.id] = stored.met[c.id];
  }
  return out;
}

export function previewOf(ctx: LabelContext, rubric: Rubric, ticks?: ManualTicks): RubricResult | null {
  if (!ctx.active?.v || !validateRubric(rubric).ok) return null;
  return applyRubric(rubric, ctx.analysis, ctx.active.v, ticks ?? ticksOf(ctx, rubric));
}

/** Records the rubric's score (and the decisions behind it) in the annotator's label. */
export function recordRubricScore(ctx: LabelContext, rubric: Rubric, ticks?: ManualTicks): void {
  const result = previewOf(ctx, rubric, ticks);
  if (!result || !ctx.active) return;
  dispatchLabel({ type: 'score_rubric', target: labelTarget(ctx.active.record, ctx.active.answer, ctx.active.model), at: nowIso(), rubric: rubricScoreLabel(result) });
}

/**
 * Sets (true / false) or clears (undefined) the annotator's tick of one criterion and records the
 * score. On a criterion with an automatic check, a tick overrides the check; clearing returns to it.
 */
export function tickCriterion(ctx: LabelContext, rubric: Rubric, id: string, met: boolean | undefined): void {
  const ticks = { ...ticksOf(ctx, rubric) };
  if (met === undefined) delete ticks[id];
  else ticks[id] = met;
  recordRubricScore(ctx, rubric, ticks);
}

/** `t` on a criterion: flips whether it is met (for an automatic one, overriding the check). */
export function toggleCriterion(ctx: LabelContext, rubric: Rubric, id: string): void {
  const status = previewOf(ctx, rubric)?.criteria.find((c) => c.id === id)?.status;
  if (status) tickCriterion(ctx, rubric, id, status !== 'met');
}

/** Live score of the draft rubric on the answer being labelled, per tag, and per criterion. */
export function RubricPreview({ ctx, rubric }: { ctx: LabelContext; rubric: Rubric }) {
  const ticks = ticksOf(ctx, rubric);
  const result = useMemo(() => previewOf(ctx, rubric, ticks), [ctx, rubric, JSON.stringify(ticks)]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!ctx.active) return <p className="hint">Open an answer to see this rubric's score on it.</p>;
  if (!ctx.active.v) return <p className="hint">Checking the answer…</p>;
  if (!result) return <p className="hint">Fix the problems above to see the score.</p>;
  const stored = ctx.label?.rubrics.find((r) => r.id === rubric.id);
  const outOfScope = !rubricApplies(rubric, ctx.active.record);
  return (
    <div className="rubric-preview" data-testid="rubric-preview">
      {outOfScope && <p className="hint">This rubric is attached to record {typeof rubric.scope === 'object' ? rubric.scope.record : ''}, not to {ctx.active.record}: shown for trying it out only.</p>}
      <p className="rubric-score">
        Score on {ctx.active.a.model || ctx.active.answer}:{' '}
        <b data-testid="rubric-score" data-score={result.score ?? ''}>
          {pct(result.score)}
        </b>{' '}
        <span className="hint">
          ({result.earned} of {result.possible} points{result.complete ? '' : ', some criteria still to tick'})
        </span>
      </p>
      <ul className="tag-scores" data-testid="tag-scores">
        {Object.entries(result.byTag).map(([t, s]) => (
          <li key={t} data-tag={t}>
            {t}: {pct(s.score)}
          </li>
        ))}
      </ul>
      <ol className="crit-results">
        {result.criteria.map((c, i) => {
          const crit = rubric.criteria[i];
          return (
            <li
              key={c.id}
              className={`cr-${c.status}${c.points < 0 ? ' neg' : ''}${c.source === 'manual' && crit.check ? ' overridden' : ''}`}
              data-criterion={c.id}
              data-status={c.status}
              data-source={c.source}
              tabIndex={0}
              title={`${c.detail} (t: met / not met${crit.check ? ', x: back to the automatic check' : ', x: clear'})`}
            >
              <span className="cr-status">{c.status.replace('_', ' ')}</span> <span className="cr-points">{c.points > 0 ? `+${c.points}` : c.points}</span> {crit.text}
              {!crit.check ? (
                <label className="cr-tick">
                  <input type="checkbox" tabIndex={-1} checked={ticks[c.id] === true} onChange={(e) => tickCriterion(ctx, rubric, c.id, e.target.checked)} /> met
                </label>
              ) : (
                <select
                  className="cr-override"
                  aria-label={`Override the automatic check of ${c.id}`}
                  data-testid={`override-${c.id}`}
                  tabIndex={-1}
                  value={ticks[c.id] === undefined ? 'auto' : ticks[c.id] ? 'met' : 'unmet'}
                  onChange={(e) => tickCriterion(ctx, rubric, c.id, e.target.value === 'auto' ? undefined : e.target.value === 'met')}
                >
                  <option value="auto">automatic</option>
                  <option value="met">override: met</option>
                  <option value="unmet">override: not met</option>
                </select>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => recordRubricScore(ctx, rubric)} title="record the score in the label (g)">
        Record score in my label
      </button>
      {stored && <span className="hint"> recorded: {pct(stored.score)} (v{stored.version})</span>}
    </div>
  );
}
