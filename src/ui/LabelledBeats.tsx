import type { BeatComparison, BeatDisagreement, ClassCounts } from '../core/analysis/beat-comparison';
import type { Analysis } from '../core/types';
import { beatDisagreementKey, highlightBeatDisagreement, useLabelledBeatComparison } from '../state/beat-comparison';
import { useReview } from '../state/review-store';
import { formatClock } from './draw/grid';

const pct = (x: number, n: number) => (n > 0 ? `${((100 * x) / n).toFixed(1)} %` : '—');

function describe(d: BeatDisagreement): string {
  if (d.kind === 'missed') return `labelled ${d.reference}, not detected`;
  if (d.kind === 'extra') return `detected ${d.detected}, no label`;
  return `labelled ${d.reference}, detected ${d.detected}`;
}

function ClassRow({ name, c }: { name: string; c: ClassCounts }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{pct(c.tp, c.tp + c.fn)}</td>
      <td>{pct(c.tp, c.tp + c.fp)}</td>
      <td>
        {c.tp} / {c.fn} / {c.fp}
      </td>
    </tr>
  );
}

function Counts({ c }: { c: BeatComparison }) {
  return (
    <table className="per-lead" data-testid="labelled-beats-counts">
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">Se</th>
          <th scope="col">+P</th>
          <th scope="col">found / missed / extra</th>
        </tr>
      </thead>
      <tbody>
        <ClassRow name="Beats" c={c} />
        <ClassRow name="V" c={c.V} />
        <ClassRow name="S" c={c.S} />
      </tbody>
    </table>
  );
}

/** The detected beats against the file's own beat labels (EC57 counts); a click brings a disagreement into view. */
export function LabelledBeats({ a }: { a: Analysis }) {
  const c = useLabelledBeatComparison();
  const highlighted = useReview((s) => s.highlight?.key ?? null);
  if (!c) return null;
  const fs = a.record.fs;
  return (
    <details className="per-lead-details" data-testid="labelled-beats">
      <summary>
        Beats against the file&apos;s labels (.{c.source}): {c.tp} of {c.reference} found, {c.fp} extra
      </summary>
      <Counts c={c} />
      {c.disagreementCount === 0 ? (
        <p className="hint">Every labelled beat was detected, with its class.</p>
      ) : (
        <ul className="findings" data-testid="beat-disagreements">
          {c.disagreements.map((d) => (
            <li key={`${d.kind}:${d.sample}`}>
              <button
                type="button"
                className="finding"
                data-kind={d.kind}
                aria-pressed={highlighted === beatDisagreementKey(d)}
                onClick={() => highlightBeatDisagreement(a, d, describe(d))}
              >
                {formatClock(d.sample / fs, true)} <span className="leads">{describe(d)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {c.disagreementCount > c.disagreements.length && <p className="hint">… and {c.disagreementCount - c.disagreements.length} more.</p>}
    </details>
  );
}
