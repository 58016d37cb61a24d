import { useMemo } from 'react';
import { buildQueue, filterQueue, progress, FLAG_CONTRADICTED, FLAG_DISAGREEMENT, FLAG_LABELLED, type QueueFilter } from '../../core/labels';
import { setLabels, useLabels } from '../../state/labels-store';
import { openQueueItem, nextUnlabelledAnswer, stepQueue } from './queue-nav';
import type { LabelContext } from './useLabelContext';
import { VirtualList } from './VirtualList';

const FILTERS: [QueueFilter, string][] = [
  ['all', 'All'],
  ['unlabelled', 'Unlabelled'],
  ['disagreements', 'Disagreements'],
  ['contradicted', 'Contradicted claims'],
];

export function QueuePanel({ ctx }: { ctx: LabelContext }) {
  const labels = useLabels((s) => s.history.labels);
  const annotator = useLabels((s) => s.annotator);
  const filter = useLabels((s) => s.filter);
  const queue = useMemo(() => buildQueue(ctx.queue, labels, annotator), [ctx.queue, labels, annotator]);
  const view = useMemo(() => filterQueue(queue, filter), [queue, filter]);
  const { done, total } = progress(queue);
  const currentRow = view.indexOf(ctx.position);
  return (
    <div className="queue" data-testid="label-queue">
      <div className="queue-progress" role="status" data-testid="queue-progress" data-done={done} data-total={total}>
        <progress max={Math.max(1, total)} value={done} aria-label="Labelling progress" /> {done} of {total} labelled
      </div>
      <div className="queue-bar">
        <select aria-label="Queue filter" value={filter} onChange={(e) => setLabels({ filter: e.target.value as QueueFilter })}>
          {FILTERS.map(([f, t]) => (
            <option key={f} value={f}>
              {t}
            </option>
          ))}
        </select>
        <span className="hint">{view.length} shown</span>
        <button type="button" onClick={() => stepQueue(ctx, -1)} title="previous ([)">
          ‹ Prev
        </button>
        <button type="button" onClick={() => stepQueue(ctx, 1)} title="next (])">
          Next ›
        </button>
        <button type="button" onClick={() => nextUnlabelledAnswer(ctx)} title="next unlabelled (Shift+N)">
          Next unlabelled
        </button>
      </div>
      {total === 0 ? (
        <p className="hint">The queue holds the answers of the record on screen, or of the data set when one is open.</p>
      ) : (
        <VirtualList
          count={view.length}
          rowHeight={30}
          height={Math.min(420, Math.max(60, view.length * 30))}
          current={currentRow}
          label="Answers to label"
          render={(row) => {
            const i = view[row];
            const it = queue.items[i];
            const f = queue.flags[i];
            return (
              <button type="button" className="queue-row" aria-current={i === ctx.position} onClick={() => openQueueItem(ctx, i)}>
                <span className="q-mark">{f & FLAG_LABELLED ? '✓' : '○'}</span>
                <span className="q-title">
                  {it.record} · {it.model ?? it.answer}
                </span>
                {f & FLAG_CONTRADICTED ? <span className="q-flag contradicted">✗</span> : null}
                {f & FLAG_DISAGREEMENT ? <span className="q-flag disagree">≠</span> : null}
              </button>
            );
          }}
        />
      )}
    </div>
  );
}
