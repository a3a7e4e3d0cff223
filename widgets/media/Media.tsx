import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { getMedia } from '../../src/api/document';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { EmptyState } from '../../src/ui/EmptyState';
import { ImageCard } from '../../src/ui/ImageCard';
import { useResource } from '../../src/ui/useResource';
import { VideoCard } from '../../src/ui/VideoCard';

export type MediaProps = WidgetProps;

/** /media (spec 2, issue 10): featured videos (bytes only on play) and images loaded as they near the viewport. */
export function Media(_props: MediaProps) {
  const { t, i18n } = useTranslation('documents');
  const headingId = useId();
  const videosId = useId();
  const imagesId = useId();
  const { resource, reload } = useResource(getMedia, 'media', { language: i18n.language });
  return (
    <section className="tc-media" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-media__heading" part="heading">
        {t('media.heading')}
      </h2>
      {resource.status === 'loading' ? (
        <p className="tc-media__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <div className="tc-media__error" part="error">
          <p>{userMessage(resource.error) ?? t('media.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <>
          <section className="tc-media__section" aria-labelledby={videosId}>
            <h3 id={videosId} className="tc-media__subheading">
              {t('media.featuredVideos')}
            </h3>
            {resource.data.videos.length === 0 ? (
              <EmptyState message={t('media.noVideos')} />
            ) : (
              <ul className="tc-gallery-grid" part="videos">
                {resource.data.videos.map((video) => (
                  <li key={video.videoId}>
                    <VideoCard video={video} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="tc-media__section" aria-labelledby={imagesId}>
            <h3 id={imagesId} className="tc-media__subheading">
              {t('media.images')}
            </h3>
            {resource.data.images.length === 0 ? (
              <EmptyState message={t('media.noImages')} />
            ) : (
              <ul className="tc-gallery-grid" part="images">
                {resource.data.images.map((image) => (
                  <li key={image.imageId}>
                    <ImageCard image={image} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
