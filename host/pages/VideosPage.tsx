// Defines <tc-videos> before this page renders it.
import '../../widgets/videos/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/** /videos: every video, playable in place; the page shown is the address's query (`?page=2`). */
export function VideosPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.videos')}</h1>
      <tc-videos ref={section} query={query} />
    </>
  );
}

export { VideosPage as Component };
