import { CLAIM_VERDICT_LABELS, STEP_VERDICTS, type AnswerLabel } from '../../core/labels';
import { setLabelFocus } from '../../state/labels-actions';
import { setLabels, useLabels } from '../../state/labels-store';
import { VERDICT_MARK } from '../review/claim-format';
import { clearItem, comment, labelClaim, labelStep, MAX_COMMENT_CHARS, MAX_REASON_CHARS, otherAnswer, prefer, rate, setReason } from './label-commands';
import { focusKey, itemFocus, type LabelItem } from './label-items';
import { CLAIM_KEYS, STEP_KEYS } from './shortcuts';
import type { LabelContext } from './useLabelContext';
import { useLiveText } from './useLiveText';

const keyOf = (map: Record<string, string>, v: string) => Object.entries(map).find(([, x]) => x === v)?.[0] ?? '';

function ItemRow({ ctx, it, label, focused }: { ctx: LabelContext; it: LabelItem; label: AnswerLabel | undefined; focused: boolean }) {
  const given = it.kind === 'claim' ? label?.claims.find((c) => c.claimId === it.claim.id) : label?.steps.find((s) => s.step === it.index);
  const options = it.kind === 'claim' ? CLAIM_VERDICT_LABELS : STEP_VERDICTS;
  const keys: Record<string, string> = it.kind === 'claim' ? CLAIM_KEYS : STEP_KEYS;
  return (
    <li
      className={`label-row${focused ? ' focused' : ''}${given ? ' done' : ''}`}
      data-label-key={it.key}
      data-label={given?.verdict ?? ''}
      tabIndex={focused ? 0 : -1}
      aria-current={focused}
      onFocus={(e) => {
        if (e.target === e.currentTarget && !focused) setLabelFocus(itemFocus(it));
      }}
      onClick={() => setLabelFocus(itemFocus(it))}
    >
      <div className="label-what">
        {it.kind === 'claim' ? (
          <>
            <span className={`wb v-${it.claim.verdict}`} title={`workbench: ${it.claim.verdict}`}>
              {VERDICT_MARK[it.claim.verdict]}
            </span>{' '}
            {it.claim.text}
          </>
        ) : (
          <>
            <b>Step {it.step.n}</b>
            {it.step.title ? `: ${it.step.title}` : ''}
          </>
        )}
      </div>
      <div className="label-opts" role="group" aria-label={`${it.kind} label`}>
        {options.map((o) => (
          <button
            key={o}
            type="button"
            aria-pressed={given?.verdict === o}
            className={`opt o-${o}`}
            title={`${o} (${keyOf(keys, o)})`}
            tabIndex={-1}
            onClick={(e) => {
              e.stopPropagation();
              if (it.kind === 'claim') labelClaim(ctx, it.claim, o as (typeof CLAIM_VERDICT_LABELS)[number]);
              else labelStep(ctx, it.index, o as (typeof STEP_VERDICTS)[number]);
            }}
          >
            <u>{keyOf(keys, o)}</u> {o}
          </button>
        ))}
        {given && (
          <button type="button" className="opt clear" tabIndex={-1} title="clear (x)" onClick={() => clearItem(ctx, it)}>
            ×
          </button>
        )}
      </div>
      {given && <ReasonInput ctx={ctx} it={it} stored={given.reason ?? ''} />}
    </li>
  );
}

/** The reason of a given label, saved while typing; Enter or Esc returns to the item. */
function ReasonInput({ ctx, it, stored }: { ctx: LabelContext; it: LabelItem; stored: string }) {
  const live = useLiveText(stored, (text) => setReason(ctx, it, text.trim()));
  return (
    <input
      className="reason"
      data-reason-for={it.key}
      placeholder="reason (r)"
      maxLength={MAX_REASON_CHARS}
      value={live.value}
      onChange={live.onChange}
      onFocus={live.onFocus}
      onBlur={live.onBlur}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === 'Escape') {
          live.flush();
          (e.currentTarget.closest('.label-panel')?.querySelector<HTMLElement>('.label-row.focused') ?? (e.currentTarget.closest('[data-label-key]') as HTMLElement | null))?.focus();
        }
      }}
    />
  );
}

function CommentBox({ ctx, stored }: { ctx: LabelContext; stored: string }) {
  const live = useLiveText(stored, (text) => comment(ctx, text));
  return (
    <textarea
      className="comment"
      data-testid="label-comment"
      placeholder="Comment (m)"
      maxLength={MAX_COMMENT_CHARS}
      value={live.value}
      onChange={live.onChange}
      onFocus={live.onFocus}
      onBlur={live.onBlur}
      onKeyDown={(e) => {
        // Esc leaves the box for the panel, where the shortcuts work again.
        if (e.key === 'Escape') {
          const panel = e.currentTarget.closest<HTMLElement>('.label-panel');
          (panel?.querySelector<HTMLElement>('.label-row.focused') ?? panel)?.focus();
        }
      }}
    />
  );
}

export function AnswerLabeller({ ctx, items }: { ctx: LabelContext; items: LabelItem[] }) {
  const focus = useLabels((s) => s.focus);
  const otherId = useLabels((s) => s.compareWith);
  const { active, label } = ctx;
  if (!active) return <p className="hint">Open a record with model answers (an example, pasted answers or a data set) to label them.</p>;
  if (!active.v) return <p className="hint">Checking the answer…</p>;
  const fk = focusKey(focus);
  const other = otherAnswer(ctx, otherId);
  const pref = other ? label?.preferences.find((p) => (p.a === active.answer && p.b === other.answer) || (p.b === active.answer && p.a === other.answer)) : undefined;
  const winnerIsThis = pref && pref.winner !== 'tie' && (pref.winner === 'a' ? pref.a : pref.b) === active.answer;
  const claims = items.filter((i) => i.kind === 'claim');
  const steps = items.filter((i) => i.kind === 'step');
  return (
    <div className="labeller" data-testid="labeller">
      <h3>Claims ({claims.length})</h3>
      {claims.length === 0 ? <p className="hint">No checkable claims.</p> : (
        <ul className="label-list" data-testid="claim-labels">
          {claims.map((it) => (
            <ItemRow key={it.key} ctx={ctx} it={it} label={label} focused={fk === it.key} />
          ))}
        </ul>
      )}
      <h3>Reasoning steps ({steps.length})</h3>
      {steps.length === 0 ? <p className="hint">No numbered reasoning steps.</p> : (
        <ul className="label-list" data-testid="step-labels">
          {steps.map((it) => (
            <ItemRow key={it.key} ctx={ctx} it={it} label={label} focused={fk === it.key} />
          ))}
        </ul>
      )}
      <h3>Answer</h3>
      <div className="rating" role="group" aria-label="Overall rating" data-testid="rating">
        {[1, 2, 3, 4, 5].map((n) => (
          <button key={n} type="button" aria-pressed={label?.rating === n} tabIndex={-1} onClick={() => rate(ctx, label?.rating === n ? null : n)}>
            {n}
          </button>
        ))}
        <span className="hint">overall rating (1–5, 0 clears)</span>
      </div>
      <CommentBox key={`${active.record}\u0000${active.answer}`} ctx={ctx} stored={label?.comment ?? ''} />
      {other && (
        <div className="preference" data-testid="preference">
          <label>
            Compare with{' '}
            <select value={other.answer} onChange={(e) => setLabels({ compareWith: e.target.value })}>
              {ctx.answers
                .filter((x) => x.record === active.record && x.answer !== active.answer)
                .map((x) => (
                  <option key={x.answer} value={x.answer}>
                    {x.a.model || x.answer}
                  </option>
                ))}
            </select>
          </label>
          <div role="group" aria-label="Preference">
            <button type="button" tabIndex={-1} aria-pressed={!!winnerIsThis} onClick={() => prefer(ctx, other, 'a')}>
              This is better (,)
            </button>
            <button type="button" tabIndex={-1} aria-pressed={!!pref && pref.winner !== 'tie' && !winnerIsThis} onClick={() => prefer(ctx, other, 'b')}>
              Other is better (.)
            </button>
            <button type="button" tabIndex={-1} aria-pressed={pref?.winner === 'tie'} onClick={() => prefer(ctx, other, 'tie')}>
              Tie (=)
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
