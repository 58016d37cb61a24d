import { useEffect, useRef, useState } from 'react';
import { verifyResponse } from '../../core/claims';
import type { Analysis, Verification } from '../../core/types';

/**
 * The answer checked against the analysis while it is being written: at most once every
 * `intervalMs`, and once more when the text stops changing, so verdicts follow the stream.
 */
export function useThrottledVerification(analysis: Analysis | null, text: string, intervalMs = 250): Verification | null {
  const [v, setV] = useState<Verification | null>(null);
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ analysis, text });
  latest.current = { analysis, text };

  useEffect(() => {
    const run = () => {
      timer.current = null;
      last.current = performance.now();
      const { analysis: a, text: t } = latest.current;
      setV(t.trim() ? verifyResponse(a, t) : null);
    };
    const wait = intervalMs - (performance.now() - last.current);
    if (wait <= 0) run();
    else if (!timer.current) timer.current = setTimeout(run, wait);
  }, [analysis, text, intervalMs]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return v;
}
