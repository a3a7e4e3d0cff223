import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { adminSections } from '../adminSections';

/** The admin console's frame: its sections as one navigation landmark, the section's page beside it. */
export function AdminLayout() {
  const { t } = useTranslation('host');
  return (
    <div className="admin-console">
      <nav className="admin-console__nav" aria-label={t('admin.nav')}>
        <ul>
          {adminSections.map((section) => (
            <li key={section.path}>
              <NavLink to={`/admin/${section.path}`}>{t(`titles.${section.title}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-console__section">
        <Outlet />
      </div>
    </div>
  );
}

export { AdminLayout as Component };
