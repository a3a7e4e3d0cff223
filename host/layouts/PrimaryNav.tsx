import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type hostEn from '../../src/i18n/locales/en/host.json';
import { useUnreadCount } from '../useUnreadCount';

type NavKey = Exclude<keyof typeof hostEn.nav, 'label'>;

/** The main sections; a section link stays current on all of its child pages. */
export const primaryNavigation: readonly { to: string; label: NavKey }[] = [
  { to: '/home', label: 'home' },
  { to: '/course', label: 'courses' },
  { to: '/library', label: 'library' },
  { to: '/document', label: 'documents' },
  { to: '/media', label: 'media' },
  { to: '/certificate', label: 'certificates' },
  { to: '/notifications', label: 'notifications' },
  { to: '/faq', label: 'faq' },
  { to: '/support', label: 'support' },
];

export function PrimaryNav() {
  const { t } = useTranslation('host');
  const unread = useUnreadCount();
  return (
    <nav className="primary-nav" aria-label={t('nav.label')}>
      <ul>
        {primaryNavigation.map((item) => (
          <li key={item.to}>
            {/* NavLink marks the current section with aria-current="page". */}
            <NavLink to={item.to}>
              {t(`nav.${item.label}`)}
              {item.label === 'notifications' && unread ? (
                <span className="nav-badge" data-testid="unread-count">
                  <span aria-hidden="true">{unread}</span>
                  <span className="visually-hidden">{t('nav.unread', { count: unread })}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
