// A text field (comment, reason) saved while the annotator types: 400 ms after the last key, on
// blur, when the field goes away and when the page is hidden, so a reload or a crash loses at most
// the last fraction of a second. Stored changes (undo, import) show up when the field is not in use.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';

export const SAVE_AFTER_MS = 400;

export function useLiveText(stored: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(stored);
  const focused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<string | null>(null);
  const latest = useRef(commit);
  latest.current = commit;

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const text = pending.current;
    pending.current = null;
    if (text !== null) latest.current(text);
  };

  useEffect(() => {
    if (!focused.current) setDraft(stored);
  }, [stored]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    value: draft,
    flush,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      flush();
    },
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = e.currentTarget.value;
      setDraft(text);
      pending.current = text;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_AFTER_MS);
    },
  };
}
