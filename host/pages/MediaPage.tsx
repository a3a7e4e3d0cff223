// Defines <tc-media> before this page renders it.
import '../../widgets/media/element';
import { useTranslation } from 'react-i18next';

/** /media: featured videos and images. */
export function MediaPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.media')}</h1>
      <tc-media />
    </>
  );
}

export { MediaPage as Component };
