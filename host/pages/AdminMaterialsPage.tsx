// Defines <tc-admin-materials> before this page renders it.
import '../../widgets/admin-materials/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/materials: the material files and their terms of use (role admin: guard and server). The file
 * table's search, language and page are the address's query (/admin/materials?q=manual&language=es&page=2).
 */
export function AdminMaterialsPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminMaterials')}</h1>
      <tc-admin-materials ref={section} query={query} />
    </>
  );
}

export { AdminMaterialsPage as Component };
