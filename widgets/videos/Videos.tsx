import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { listVideos } from '../../src/api/document';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { EmptyState } from '../../src/ui/EmptyState';
import { Pager } from '../../src/ui/Pager';
import { useResource } from '../../src/ui/useResource';
import { VideoCard } from '../../src/ui/VideoCard';

export type VideosProps = WidgetProps & {
  /** Videos per page (1 to 50). */
  pageSize?: number;
};

export const defaultVideoPageSize = 12;

/** /videos (spec 2, issue 10): every video of the user's country, each playable in place; no video bytes before play. */
export function Videos({ pageSize }: VideosProps) {
  const { t, i18n } = useTranslation('documents');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const size = pageSize && pageSize > 0 && pageSize <= 50 ? Math.floor(pageSize) : defaultVideoPageSize;
  const { resource, reload } = useResource(() => listVideos({ page, pageSize: size }), `${page}|${size}`, { language: i18n.language });
  return (
    <section className="tc-videos" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-videos__heading" part="heading">
        {t('videos.heading')}
      </h2>
      {resource.status === 'loading' ? (
        <p className="tc-videos__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <div className="tc-videos__error" part="error">
          <p>{userMessage(resource.error) ?? t('videos.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : resource.data.list.length === 0 ? (
        <EmptyState message={t('videos.empty')} />
      ) : (
        <>
          <ul className="tc-gallery-grid" part="list">
            {resource.data.list.map((video) => (
              <li key={video.videoId}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={size} total={resource.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
