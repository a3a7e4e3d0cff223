// Defines <tc-videos> before this page renders it.
import '../../widgets/videos/element';
import { useTranslation } from 'react-i18next';

/** /videos: every video, playable in place. */
export function VideosPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.videos')}</h1>
      <tc-videos />
    </>
  );
}

export { VideosPage as Component };
