import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../api/config';
import type { ImageSummary } from '../contract/document';
import { LazyImage } from './LazyImage';

/**
 * One image of a gallery, fetched as it nears the viewport. Its title (also its text alternative) and
 * description are in the image's language; when that is not the reader's, a note in the reader's says so,
 * as a video card does.
 */
export function ImageCard({ image }: { image: ImageSummary }) {
  const { t, i18n } = useTranslation('documents');
  const fallback = image.language !== i18n.language.slice(0, 2);
  return (
    <figure className="tc-image-card" part="image">
      <LazyImage className="tc-image-card__media" src={resolveApiUrl(image.imageUrl)} alt={image.title} lang={image.language} width={image.width} height={image.height} decoding="async" />
      <figcaption>
        <span lang={image.language}>
          <strong>{image.title}</strong> — {image.description}
        </span>
        {fallback ? <span className="tc-image-card__note"> · {t('videos.fallbackNote')}</span> : null}
      </figcaption>
    </figure>
  );
}
