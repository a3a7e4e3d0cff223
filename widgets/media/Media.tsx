import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getMedia } from '../../src/api/document';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { EmptyState } from '../../src/ui/EmptyState';
import { ImageCard } from '../../src/ui/ImageCard';
import { ResourceView } from '../../src/ui/ResourceView';
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
      <ResourceView resource={resource} reload={reload} loadError={t('media.loadError')}>
        {(media) => (
            <>
              <section className="tc-media__section" aria-labelledby={videosId}>
                <h3 id={videosId} className="tc-media__subheading">
                  {t('media.featuredVideos')}
                </h3>
                {media.videos.length === 0 ? (
                  <EmptyState message={t('media.noVideos')} />
                ) : (
                  <ul className="tc-gallery-grid" part="videos">
                    {media.videos.map((video) => (
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
                {media.images.length === 0 ? (
                  <EmptyState message={t('media.noImages')} />
                ) : (
                  <ul className="tc-gallery-grid" part="images">
                    {media.images.map((image) => (
                      <li key={image.imageId}>
                        <ImageCard image={image} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
        )}
      </ResourceView>
    </section>
  );
}
