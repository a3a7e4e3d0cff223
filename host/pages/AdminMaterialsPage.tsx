// Defines <tc-admin-materials> before this page renders it.
import '../../widgets/admin-materials/element';
import { useTranslation } from 'react-i18next';

/** /admin/materials: the material files and their terms of use (role admin: guard and server). */
export function AdminMaterialsPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminMaterials')}</h1>
      <tc-admin-materials />
    </>
  );
}

export { AdminMaterialsPage as Component };
