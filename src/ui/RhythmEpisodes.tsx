import type { Analysis } from '../core/types';
import { highlightEpisode } from '../state/review-actions';
import { useReview } from '../state/review-store';
import { formatClock } from './draw/grid';
import { describeBurden } from '../core/analysis/rhythm-episodes';
import { rhythmColor } from './rhythm-colors';

/** Episodes shown before "… and N more": a day-long Holter can change rhythm hundreds of times. */
const MAX_SHOWN = 200;

const pretty = (label: string) => label.replace(/_/g, ' ');

/** Rhythm of each 10-s stretch of a long record, merged into episodes; a click brings one into view. */
export function RhythmEpisodes({ a }: { a: Analysis }) {
  const highlighted = useReview((s) => s.highlight?.key ?? null);
  const episodes = a.rhythm.episodes;
  if (!episodes?.length) return null;
  const fs = a.record.fs;
  return (
    <details className="per-lead-details" data-testid="rhythm-episodes">
      <summary>
        Rhythm episodes ({episodes.length}): {describeBurden(a.rhythm.burden)}
      </summary>
      <ul className="findings">
        {episodes.slice(0, MAX_SHOWN).map((e) => (
          <li key={e.from}>
            <button
              type="button"
              className="finding"
              data-label={e.label}
              aria-pressed={highlighted === `episode:${e.from}`}
              onClick={() => highlightEpisode(a, e)}
            >
              <span className="episode-swatch" style={{ background: rhythmColor(e.label) }} aria-hidden="true" />
              {pretty(e.label)}
              <span className="leads">
                {' '}
                {formatClock(e.from / fs)}–{formatClock(e.to / fs)} ({Math.round((e.to - e.from) / fs)} s{e.hr_bpm != null ? `, ${e.hr_bpm} bpm` : ''})
              </span>
            </button>
          </li>
        ))}
      </ul>
      {episodes.length > MAX_SHOWN && <p className="hint">… and {episodes.length - MAX_SHOWN} more.</p>}
    </details>
  );
}
