// Next / previous claim from anywhere on the page (not only with focus in a claims list):
// n / p select the next / previous claim of all answers on screen and bring its evidence onto the traces.

function typing(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

/** The claim buttons of every answer card, in page order, that are shown (not in a closed step). */
function claimButtons(): HTMLButtonElement[] {
  return [...document.querySelectorAll<HTMLButtonElement>('[data-testid="answer"] button.claim')].filter((b) => b.offsetParent !== null);
}

/** Select the claim `step` places after the selected (or focused) one; returns false when there is none. */
export function stepClaim(step: 1 | -1): boolean {
  const buttons = claimButtons();
  if (buttons.length === 0) return false;
  let i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (i < 0) i = buttons.findIndex((b) => b.getAttribute('aria-pressed') === 'true');
  const next = i < 0 ? (step > 0 ? 0 : buttons.length - 1) : Math.max(0, Math.min(buttons.length - 1, i + step));
  const b = buttons[next];
  b.focus({ preventScroll: true });
  b.scrollIntoView({ block: 'nearest' });
  b.click();
  return true;
}

function onKey(e: KeyboardEvent): void {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
  if (e.key !== 'n' && e.key !== 'p') return;
  if (stepClaim(e.key === 'n' ? 1 : -1)) e.preventDefault();
}

let users = 0;

/** Called by each answer card while mounted: one window listener for all of them. */
export function listenForClaimKeys(): () => void {
  if (users++ === 0) window.addEventListener('keydown', onKey);
  return () => {
    if (--users === 0) window.removeEventListener('keydown', onKey);
  };
}
