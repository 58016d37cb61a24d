import { useMemo } from 'react';
import { agreementReport, answerDisagreements, groupByAnswer, answerKey } from '../../core/labels';
import { useLabels } from '../../state/labels-store';
import type { LabelContext } from './useLabelContext';

const num = (x: number | null, digits = 2) => (x === null ? '—' : x.toFixed(digits));

/** Agreement between annotators (Cohen's kappa per pair) and the disagreements, side by side. */
export function AgreementView({ ctx }: { ctx: LabelContext }) {
  const labels = useLabels((s) => s.history.labels);
  const report = useMemo(() => agreementReport(Object.values(labels)), [labels]);
  const here = useMemo(() => {
    if (!ctx.active) return [];
    const group = groupByAnswer(Object.values(labels)).get(answerKey(ctx.active)) ?? [];
    return answerDisagreements(group);
  }, [labels, ctx.active]);
  if (report.annotators.length < 2)
    return (
      <p className="hint" data-testid="agreement">
        Labels by {report.annotators.length === 1 ? `one annotator (${report.annotators[0]})` : 'nobody'} so far: import other annotators' exports to compare.
      </p>
    );
  return (
    <div className="agreement" data-testid="agreement">
      <h3>Cohen's kappa ({report.annotators.length} annotators)</h3>
      <table className="kappa" data-testid="kappa-table">
        <thead>
          <tr>
            <th>Pair</th>
            <th>Answers</th>
            <th>Claims κ (n)</th>
            <th>Steps κ (n)</th>
          </tr>
        </thead>
        <tbody>
          {report.pairs.map((p) => (
            <tr key={`${p.a}|${p.b}`}>
              <td>
                {p.a} / {p.b}
              </td>
              <td>{p.answers}</td>
              <td>
                {num(p.claims.kappa)} ({p.claims.n})
              </td>
              <td>
                {num(p.steps.kappa)} ({p.steps.n})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.criteria.length > 0 && (
        <>
          <h3>Rubric criteria</h3>
          <table className="kappa">
            <thead>
              <tr>
                <th>Criterion</th>
                <th>Pair</th>
                <th>Agree</th>
                <th>κ</th>
              </tr>
            </thead>
            <tbody>
              {report.criteria.slice(0, 200).map((c) => (
                <tr key={`${c.rubric}/${c.criterion}/${c.a}/${c.b}`}>
                  <td>
                    {c.rubric}/{c.criterion}
                  </td>
                  <td>
                    {c.a} / {c.b}
                  </td>
                  <td>{c.percent === null ? '—' : `${Math.round(c.percent * 100)} % of ${c.n}`}</td>
                  <td>{num(c.kappa)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <h3>Disagreements on this answer ({here.length})</h3>
      {here.length === 0 ? <p className="hint">None.</p> : <DisagreementTable rows={here} annotators={report.annotators} />}
      <h3>All disagreements ({report.disagreements.length})</h3>
      <DisagreementTable rows={report.disagreements.slice(0, 100)} annotators={report.annotators} showAnswer />
    </div>
  );
}

function DisagreementTable({ rows, annotators, showAnswer }: { rows: ReturnType<typeof answerDisagreements>; annotators: string[]; showAnswer?: boolean }) {
  return (
    <table className="kappa disagreements" data-testid={showAnswer ? 'all-disagreements' : 'answer-disagreements'}>
      <thead>
        <tr>
          {showAnswer && <th>Answer</th>}
          <th>Item</th>
          {annotators.map((a) => (
            <th key={a}>{a}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((d, i) => (
          <tr key={i}>
            {showAnswer && (
              <td>
                {d.record} · {d.answer}
              </td>
            )}
            <td>
              {d.kind} {d.item}
            </td>
            {annotators.map((a) => (
              <td key={a}>{d.values[a] ?? '—'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
