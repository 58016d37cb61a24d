import { useLayoutEffect, useRef } from 'react';
import type { Claim, Verdict } from '../../core/types';
import { setOwnerRanges } from './claim-highlights';
import { claimSummary } from './claim-format';

interface Props {
  owner: string;
  text: string;
  claims: Claim[];
  selected: string | null;
  onPick: (c: Claim) => void;
}

/** Character offset in the text under a point (null outside the text). */
function offsetAt(pre: HTMLElement, x: number, y: number): number | null {
  const doc = pre.ownerDocument as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
    caretRangeFromPoint?: (x: number, y: number) => Range | null;
  };
  const pos = doc.caretPositionFromPoint?.(x, y);
  if (pos) return pos.offsetNode.parentNode === pre ? pos.offset : null;
  const r = doc.caretRangeFromPoint?.(x, y);
  return r && r.startContainer.parentNode === pre ? r.startOffset : null;
}

/** The innermost claim covering a character. */
function claimAt(claims: Claim[], at: number): Claim | null {
  let best: Claim | null = null;
  for (const c of claims) {
    if (at < c.span[0] || at >= c.span[1]) continue;
    if (!best || c.span[1] - c.span[0] < best.span[1] - best.span[0]) best = c;
  }
  return best;
}

/**
 * The answer exactly as written (one text node, never parsed as HTML), with every claim span
 * coloured by its verdict; hover tells the measured value and tolerance, click selects the claim.
 */
export function AnswerText({ owner, text, claims, selected, onPick }: Props) {
  const ref = useRef<HTMLPreElement>(null);

  useLayoutEffect(() => {
    const node = ref.current?.firstChild;
    const ranges = new Map<Verdict | 'selected', Range[]>();
    if (node && node.nodeType === Node.TEXT_NODE) {
      const len = (node as Text).length;
      for (const c of claims) {
        const a = Math.max(0, Math.min(len, c.span[0]));
        const b = Math.max(a, Math.min(len, c.span[1]));
        if (b <= a) continue;
        const r = document.createRange();
        r.setStart(node, a);
        r.setEnd(node, b);
        const kind = c.id === selected ? 'selected' : c.verdict;
        ranges.set(kind, [...(ranges.get(kind) ?? []), r]);
        if (kind === 'selected') ranges.set(c.verdict, [...(ranges.get(c.verdict) ?? []), r.cloneRange()]);
      }
    }
    setOwnerRanges(owner, ranges);
    return () => setOwnerRanges(owner, new Map());
  }, [owner, text, claims, selected]);

  return (
    <pre
      ref={ref}
      className="answer-text"
      data-claims={claims.length}
      onClick={(e) => {
        const pre = ref.current;
        if (!pre || window.getSelection()?.toString()) return;
        const at = offsetAt(pre, e.clientX, e.clientY);
        const c = at === null ? null : claimAt(claims, at);
        if (c) onPick(c);
      }}
      onMouseMove={(e) => {
        const pre = ref.current;
        if (!pre) return;
        const at = offsetAt(pre, e.clientX, e.clientY);
        const c = at === null ? null : claimAt(claims, at);
        const title = c ? claimSummary(c) : '';
        if (pre.title !== title) pre.title = title;
        pre.style.cursor = c ? 'pointer' : '';
      }}
    >
      {text}
    </pre>
  );
}
