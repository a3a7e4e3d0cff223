import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { listVideos } from '../../src/api/document';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { Pager } from '../../src/ui/Pager';
import { ResourceView } from '../../src/ui/ResourceView';
import { useListAddress } from '../../src/ui/listAddress';
import { useResource } from '../../src/ui/useResource';
import { VideoCard } from '../../src/ui/VideoCard';

export type VideosProps = WidgetProps & {
  /** Videos per page (1 to 50). */
  pageSize?: number;
  /** The page as an address's query (`?page=2`), set by a page that keeps it in its address. */
  query?: string;
};

/** The list has no search or filter: the address holds only its page. */
const videoListFields = {};

export const defaultVideoPageSize = 12;

/** /videos (spec 2, issue 10): every video of the user's country, each playable in place; no video bytes before play. */
export function Videos({ pageSize, query, emit }: VideosProps) {
  const { t, i18n } = useTranslation('documents');
  const headingId = useId();
  // The page: the page's address when it keeps it there, else this widget's own.
  const list = useListAddress(videoListFields, query, emit);
  const { page } = list.query;
  const size = pageSize && pageSize > 0 && pageSize <= 50 ? Math.floor(pageSize) : defaultVideoPageSize;
  // Another page keeps the last cards (busy) until it arrives, so the pager and its focus stay in place.
  const { resource, reload, busy } = useResource(() => listVideos({ page, pageSize: size }), `${page}|${size}`, { language: i18n.language, keepWhileLoading: true });
  return (
    <section className="tc-videos" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-videos__heading" part="heading">
        {t('videos.heading')}
      </h2>
      <ResourceView resource={resource} reload={reload} loadError={t('videos.loadError')} isEmpty={(videos) => videos.list.length === 0} emptyMessage={t('videos.empty')}>
        {(videos) => (
            <>
              <ul className="tc-gallery-grid" part="list" aria-busy={busy || undefined}>
                {videos.list.map((video) => (
                  <li key={video.videoId}>
                    <VideoCard video={video} />
                  </li>
                ))}
              </ul>
              <Pager page={page} pageSize={size} total={videos.total} onPage={list.setPage} />
            </>
        )}
      </ResourceView>
    </section>
  );
}
