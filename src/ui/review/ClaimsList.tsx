import type { KeyboardEvent, ReactNode } from 'react';
import type { ParsedResponse } from '../../core/claims';
import type { Claim } from '../../core/types';
import { clearHighlight } from '../../state/review-actions';
import { claimMeasureText, claimSummary, VERDICT_MARK } from './claim-format';

interface Props {
  parsed: ParsedResponse;
  claims: Claim[];
  selected: string | null;
  onPick: (c: Claim) => void;
  /** Extra controls after each claim (e.g. the annotator's label buttons). */
  renderExtra?: (c: Claim) => ReactNode;
}

interface Group {
  key: string;
  title: string;
  claims: Claim[];
}

/** Claims grouped by reasoning step (each step collapsible), then the final answer and other text. */
function groups(parsed: ParsedResponse, claims: Claim[]): Group[] {
  const out: Group[] = parsed.steps.map((s, i) => ({ key: `s${i}`, title: `Step ${s.n}${s.title ? `: ${s.title}` : ''}`, claims: [] }));
  const answer: Group = { key: 'answer', title: 'Final answer', claims: [] };
  const other: Group = { key: 'other', title: parsed.steps.length ? 'Other text' : 'Claims', claims: [] };
  for (const c of claims) {
    const at = c.span[0];
    const step = parsed.steps.findIndex((s) => at >= s.span[0] && at < s.span[1]);
    if (step >= 0) out[step].claims.push(c);
    else if (parsed.answerSpan && at >= parsed.answerSpan[0] && at <= parsed.answerSpan[1]) answer.claims.push(c);
    else other.claims.push(c);
  }
  return [...out, other, answer].filter((g) => g.claims.length > 0 || g.key.startsWith('s'));
}

function counts(claims: Claim[]): string {
  const n = { supported: 0, contradicted: 0, unverifiable: 0 };
  for (const c of claims) n[c.verdict]++;
  return `${n.supported} ✓ · ${n.contradicted} ✗ · ${n.unverifiable} ?`;
}

/**
 * Arrow keys (or j / k) move between claims in this list; Enter or a click jumps to the evidence;
 * Escape clears it. n / p work anywhere on the page (claim-keys.ts).
 */
function onKeys(e: KeyboardEvent<HTMLDivElement>): void {
  if (e.key === 'Escape') {
    clearHighlight();
    return;
  }
  const forward = e.key === 'ArrowDown' || e.key === 'j';
  const back = e.key === 'ArrowUp' || e.key === 'k';
  if (!forward && !back) return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button.claim')].filter((b) => b.offsetParent !== null);
  if (buttons.length === 0) return;
  e.preventDefault();
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = i < 0 ? 0 : Math.max(0, Math.min(buttons.length - 1, i + (forward ? 1 : -1)));
  buttons[next].focus();
  buttons[next].scrollIntoView({ block: 'nearest' });
}

export function ClaimsList({ parsed, claims, selected, onPick, renderExtra }: Props) {
  if (claims.length === 0) return <p className="hint">No checkable statements found in this answer.</p>;
  return (
    <div className="claims" onKeyDown={onKeys} data-testid="claims">
      {groups(parsed, claims).map((g) => (
        <details key={g.key} open={g.claims.length > 0} className="claim-group">
          <summary>
            <span className="group-title">{g.title}</span> <span className="group-counts">{counts(g.claims)}</span>
          </summary>
          <ul>
            {g.claims.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={`claim v-${c.verdict}`}
                  data-claim={c.id}
                  data-verdict={c.verdict}
                  aria-pressed={selected === c.id}
                  title={claimSummary(c)}
                  onClick={() => onPick(c)}
                >
                  <span className="verdict-badge" aria-label={c.verdict}>
                    {VERDICT_MARK[c.verdict]}
                  </span>
                  <span className="claim-text">{c.text}</span>
                  <span className="claim-measure">{claimMeasureText(c)}</span>
                </button>
                {renderExtra?.(c)}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
