import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoPart } from '../../src/contract/course';
import { formatDuration } from '../../src/ui/formatDuration';

/** How many parts are offered at once: the next ones show as these are watched, and a long row of buttons helps nobody. */
export const unwatchedPartsOffered = 3;

/** The parts of the video not watched yet, as the server listed them, each a button that plays it. */
export function UnwatchedParts({ parts, onPlay }: { parts: readonly VideoPart[]; onPlay: (fromSeconds: number) => void }) {
  const { t } = useTranslation('course');
  const headingId = useId();
  const offered = parts.slice(0, unwatchedPartsOffered);
  return (
    <div className="tc-video__unwatched" part="unwatched">
      <p id={headingId} className="tc-video__unwatched-heading">
        {t('video.unwatched.heading')}
      </p>
      <ul className="tc-video__unwatched-list" aria-labelledby={headingId}>
        {offered.map((part, index) => (
          // Kept by place, not by start: the part being played shrinks with each answer, and its button keeps the focus.
          <li key={index}>
            <button type="button" className="tc-link-button" onClick={() => onPlay(part.fromSeconds)}>
              {t('video.unwatched.play', { from: formatDuration(part.fromSeconds, t), to: formatDuration(part.toSeconds, t) })}
            </button>
          </li>
        ))}
      </ul>
      {parts.length > offered.length ? <p className="tc-hint">{t('video.unwatched.more', { count: parts.length - offered.length })}</p> : null}
    </div>
  );
}
