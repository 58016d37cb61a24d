import type { Verdict } from '../../core/types';

// Claim spans are coloured with the CSS Custom Highlight API: the answer stays one plain text
// node (never HTML, nothing injected), and each verdict is a named highlight styled in app.css
// (::highlight(claim-contradicted) ...). One registry for all answer cards on the page.

export const HIGHLIGHT_NAMES = {
  supported: 'claim-supported',
  contradicted: 'claim-contradicted',
  unverifiable: 'claim-unverifiable',
  selected: 'claim-selected',
} as const;

type Kind = Verdict | 'selected';
const byOwner = new Map<string, Map<Kind, Range[]>>();

interface HighlightRegistry {
  set(name: string, h: unknown): void;
  delete(name: string): void;
}
type HighlightCtor = new (...ranges: Range[]) => { priority: number };
const PRIORITY: Record<Kind, number> = { unverifiable: 0, supported: 1, contradicted: 2, selected: 3 };

function api(): { registry: HighlightRegistry; Highlight: HighlightCtor } | null {
  const css = (globalThis as { CSS?: { highlights?: HighlightRegistry } }).CSS;
  const Highlight = (globalThis as { Highlight?: HighlightCtor }).Highlight;
  return css?.highlights && Highlight ? { registry: css.highlights, Highlight } : null;
}

export function highlightsSupported(): boolean {
  return api() !== null;
}

function publish(): void {
  const a = api();
  if (!a) return;
  for (const kind of Object.keys(HIGHLIGHT_NAMES) as Kind[]) {
    const ranges = [...byOwner.values()].flatMap((m) => m.get(kind) ?? []);
    if (ranges.length) {
      const h = new a.Highlight(...ranges);
      h.priority = PRIORITY[kind];
      a.registry.set(HIGHLIGHT_NAMES[kind], h);
    }
    else a.registry.delete(HIGHLIGHT_NAMES[kind]);
  }
}

/** Replace the ranges one answer card contributes; an empty map removes them. */
export function setOwnerRanges(owner: string, ranges: Map<Kind, Range[]>): void {
  if (ranges.size === 0) byOwner.delete(owner);
  else byOwner.set(owner, ranges);
  publish();
}
