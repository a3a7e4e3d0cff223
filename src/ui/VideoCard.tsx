import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../api/config';
import type { VideoSummary } from '../contract/document';
import { formatDuration } from './formatDuration';

/**
 * One playable video: poster, title, length, description. `preload="none"`: the browser fetches no
 * video bytes until the person presses play; then it asks by ranges (the server answers 206).
 */
export function VideoCard({ video }: { video: VideoSummary }) {
  const { t, i18n } = useTranslation('documents');
  const titleId = useId();
  const fallback = video.language !== i18n.language.slice(0, 2);
  return (
    <article className="tc-video-card" part="video" aria-labelledby={titleId}>
      <video
        className="tc-video-card__media"
        controls
        preload="none"
        playsInline
        poster={resolveApiUrl(video.posterUrl)}
        width={video.width}
        height={video.height}
        aria-label={t('videos.playerLabel', { title: video.title })}
      >
        <source src={resolveApiUrl(video.videoUrl)} type={video.contentType} />
      </video>
      {/* The title and description are in the video's language; the note saying so is in the reader's. */}
      <h3 id={titleId} className="tc-video-card__title" lang={video.language}>
        {video.title}
      </h3>
      <p className="tc-video-card__meta">
        {t('videos.length', { duration: formatDuration(video.durationSeconds, t) })}
        {fallback ? <span> · {t('videos.fallbackNote')}</span> : null}
      </p>
      <p className="tc-video-card__description" lang={video.language}>
        {video.description}
      </p>
    </article>
  );
}
