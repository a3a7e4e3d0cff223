// Defines <tc-materials> before this page renders it.
import '../../widgets/materials/element';
import { useTranslation } from 'react-i18next';

/** /digital-materials-package: the signed-in user's package behind the terms agreement. */
export function MaterialsPage() {
  const { t } = useTranslation('host');
  return (
    <>
      {/* The widget shows the same title as its heading; the page still needs its one h1. */}
      <h1 className="visually-hidden">{t('titles.digitalMaterials')}</h1>
      <tc-materials />
    </>
  );
}

export { MaterialsPage as Component };
