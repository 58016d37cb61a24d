import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { parseResponse } from '../../core/claims';
import type { Analysis, Claim, Verification } from '../../core/types';
import { highlightFinding, selectClaim } from '../../state/review-actions';
import type { ReviewAnswer } from '../../state/review-answers';
import { useReview } from '../../state/review-store';
import { AnswerText } from './AnswerText';
import { listenForClaimKeys } from './claim-keys';
import { ClaimsList } from './ClaimsList';
import { RewardCard } from './RewardCard';

interface Props {
  answer: ReviewAnswer;
  /** null while the analysis runs. */
  verification: Verification | null;
  analysis: Analysis | null;
  onRemove?: () => void;
  /** Extra controls after each claim in the claims list (e.g. the annotator's label buttons). */
  renderExtra?: (c: Claim) => ReactNode;
}

const SEVERITY = { contradicted: 3, supported: 2, unverifiable: 1 } as const;

/** The <answer> labels with the verdict of the claims inside each. */
function labelChips(text: string, answerSpan: [number, number] | null, claims: Claim[]): { label: string; verdict: string }[] {
  if (!answerSpan) return [];
  const out: { label: string; verdict: string }[] = [];
  let start = answerSpan[0];
  const end = answerSpan[1];
  while (start <= end && out.length < 50) {
    let stop = text.indexOf(';', start);
    if (stop < 0 || stop > end) stop = end;
    const label = text.slice(start, stop).trim();
    if (label) {
      let best: Claim | null = null;
      for (const c of claims) {
        if (c.span[1] <= start || c.span[0] >= stop) continue;
        if (!best || SEVERITY[c.verdict] > SEVERITY[best.verdict]) best = c;
      }
      out.push({ label, verdict: best?.verdict ?? 'none' });
    }
    start = stop + 1;
  }
  return out;
}

export function AnswerCard({ answer, verification: v, analysis, onRemove, renderExtra }: Props) {
  const owner = useId();
  const ref = useRef<HTMLElement>(null);
  const selected = useReview((s) => (s.selected?.answer === answer.id ? s.selected.claim : null));
  const browsed = useReview((s) => (s.dataset && s.activeItem !== null ? s.dataset.items[s.activeItem]?.line : undefined));
  const isBrowsed = browsed !== undefined && browsed.text === answer.text && browsed.model === answer.model;

  useEffect(() => listenForClaimKeys(), []);
  // The data-set answer picked in the list, and a claim picked in the text, are brought into view.
  useEffect(() => {
    if (isBrowsed) ref.current?.scrollIntoView({ block: 'nearest', inline: 'start' });
  }, [isBrowsed]);
  useEffect(() => {
    if (selected) ref.current?.querySelector(`button.claim[data-claim="${CSS.escape(selected)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const parsed = useMemo(() => parseResponse(answer.text), [answer.text]);
  const claims = v?.claims ?? [];
  const chips = useMemo(() => labelChips(answer.text, parsed.answerSpan, claims), [answer.text, parsed, claims]);
  const pick = (c: Claim) => selectClaim(answer.id, c);
  const noSignal = v !== null && analysis === null;

  return (
    <article ref={ref} className={`answer${isBrowsed ? ' browsed' : ''}`} data-testid="answer" data-answer={answer.id}>
      <header>
        <span className="answer-model">{answer.model}</span>
        {answer.id !== answer.model && <span className="answer-id">{answer.id}</span>}
        {onRemove && (
          <button type="button" className="icon" aria-label={`Remove answer ${answer.id}`} onClick={onRemove}>
            ×
          </button>
        )}
      </header>
      {!v && (
        <p className="hint" role="status">
          Checking as soon as the analysis is ready…
        </p>
      )}
      {noSignal && <p className="hint no-signal">No signal analysis for this record: claims cannot be checked and are unverifiable; format and accuracy are still scored.</p>}
      <AnswerText owner={owner} text={answer.text} claims={claims} selected={selected} onPick={pick} />
      {v && (
        <>
          {chips.length > 0 && (
            <div className="chips-row">
              <span className="chips-label">Answer</span>
              <ul className="chips" data-testid="answer-labels">
                {chips.map((c, i) => (
                  <li key={i} className={`chip v-${c.verdict}`}>
                    {c.label}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {analysis && (
            <div className="chips-row">
              <span className="chips-label">Workbench</span>
              <ul className="chips">
                {analysis.findings.map((f) => (
                  <li key={f.code}>
                    <button type="button" className="chip finding-chip" title="Show on the traces" onClick={() => highlightFinding(analysis, f)}>
                      {f.label}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {(v.format.problems?.length ?? 0) > 0 ? (
            <ul className="format-problems" data-testid="format-problems" aria-label="Format problems">
              {v.format.problems?.map((p) => (
                <li key={p}>⚠ {p}</li>
              ))}
            </ul>
          ) : (
            <p className="hint">
              Format OK: &lt;think&gt; with {v.format.steps} step{v.format.steps === 1 ? '' : 's'}, &lt;answer&gt; with {v.answer.length} label
              {v.answer.length === 1 ? '' : 's'}.
            </p>
          )}
          <h4 title="n / p: next / previous claim, anywhere on the page; ↑ ↓ inside the list; Esc clears the highlight">Claims ({claims.length})</h4>
          <ClaimsList parsed={parsed} claims={claims} selected={selected} onPick={pick} renderExtra={renderExtra} />
          <h4>Omissions</h4>
          {v.omissions.length === 0 ? (
            <p className="hint">{analysis ? 'None: every finding is mentioned.' : '—'}</p>
          ) : (
            <ul className="omissions" data-testid="omissions">
              {v.omissions.map((o) => {
                const f = analysis?.findings.find((x) => x.code === o.code);
                return (
                  <li key={o.code}>
                    {f && analysis ? (
                      <button type="button" className="link" title="Show on the traces" onClick={() => highlightFinding(analysis, f)}>
                        {o.label}
                      </button>
                    ) : (
                      o.label
                    )}
                    {o.importance !== undefined && <span className="hint"> (importance {o.importance})</span>}
                  </li>
                );
              })}
            </ul>
          )}
          <h4>Rewards</h4>
          <RewardCard rewards={v.rewards} hasSignal={analysis !== null} />
        </>
      )}
      {answer.note && (
        <details>
          <summary>Annotator note</summary>
          <p className="note">{answer.note}</p>
        </details>
      )}
    </article>
  );
}
