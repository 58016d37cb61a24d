import { useState } from 'react';
import { closeDataset, openDatasetItem } from '../../state/review-actions';
import type { DatasetItem } from '../../state/review-store';
import { useReview } from '../../state/review-store';
import { rewardText } from './claim-format';
import { summarizeByModel } from './dataset-summary';

const PAGE = 200;

function scoreLine(it: DatasetItem): string {
  if (it.status === 'pending') return 'waiting…';
  if (it.status !== 'done' || !it.rewards) return it.error ?? it.status;
  const r = it.rewards;
  const c = it.counts;
  return [
    `grounded ${rewardText(r.grounded_total, 'grounded_total')}`,
    `halluc. ${rewardText(r.hallucination_rate, 'hallucination_rate')}`,
    `format ${rewardText(r.format, 'format')}`,
    r.accuracy !== null ? `acc. ${rewardText(r.accuracy, 'accuracy')}` : null,
    r.evidence_ecgr1 !== null ? `evid. ${rewardText(r.evidence_ecgr1, 'evidence_ecgr1')}` : null,
    c ? `${c.supported}✓ ${c.contradicted}✗ ${c.unverifiable}?` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function ModelTable({ items }: { items: DatasetItem[] }) {
  const rows = summarizeByModel(items);
  if (rows.length === 0) return null;
  return (
    <table className="comparison ds-models" data-testid="dataset-models">
      <caption>Mean per model</caption>
      <thead>
        <tr>
          <th scope="col">Model</th>
          <th scope="col">n</th>
          <th scope="col" title="grounded total">Grnd.</th>
          <th scope="col" title="hallucination rate">Hall.</th>
          <th scope="col" title="ECG-R1 format">Fmt.</th>
          <th scope="col" title="ECG-R1 accuracy">Acc.</th>
          <th scope="col" title="ECG-R1 key evidence">Evid.</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.model}>
            <th scope="row" title={r.model}>
              <span className="col-name">{r.model}</span>
            </th>
            <td>{r.answers}</td>
            <td>{rewardText(r.grounded_total, 'grounded_total')}</td>
            <td>{rewardText(r.hallucination_rate, 'hallucination_rate')}</td>
            <td>{rewardText(r.format, 'format')}</td>
            <td>{rewardText(r.accuracy, 'accuracy')}</td>
            <td>{rewardText(r.evidence_ecgr1, 'evidence_ecgr1')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A data set being scored: progress, then every answer with its scores; a click opens its record. */
export function DatasetPanel() {
  const ds = useReview((s) => s.dataset);
  const active = useReview((s) => s.activeItem);
  const [shown, setShown] = useState(PAGE);
  if (!ds) return null;
  const total = ds.items.length;
  return (
    <section className="panel dataset" aria-labelledby="dataset-h" data-testid="dataset">
      <header className="panel-head">
        <h2 id="dataset-h">Data set ({total})</h2>
        <button type="button" className="icon" aria-label="Close data set" onClick={closeDataset}>
          ×
        </button>
      </header>
      <p className="hint dataset-name">{ds.name}</p>
      <div className="progress" role="status" data-testid="dataset-progress" data-done={ds.done} data-total={total}>
        <progress max={Math.max(1, total)} value={ds.done} aria-label="Data set scoring progress" />
        {ds.running ? `scoring ${ds.done} / ${total}` : `${ds.done} / ${total} scored`}
      </div>
      {ds.done > 0 && <ModelTable items={ds.items} />}
      <ul className="dataset-list" data-testid="dataset-list">
        {ds.items.slice(0, shown).map((it, i) => (
          <li key={i}>
            <button type="button" aria-current={active === i} data-status={it.status} onClick={() => void openDatasetItem(i)}>
              <span className="ds-title">
                {it.line.record} · {it.line.model}
              </span>
              <span className={`ds-score s-${it.status}`}>{scoreLine(it)}</span>
            </button>
          </li>
        ))}
      </ul>
      {total > shown && (
        <button type="button" className="more" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, total - shown)} more
        </button>
      )}
    </section>
  );
}
