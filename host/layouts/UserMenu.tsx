import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { logout } from '../../src/api/auth';
import { session } from '../../src/session/session';
import { loginPath } from '../guards';
import { useSessionToken, useStoredUser } from '../useSession';

/** Signed in: a disclosure with the profile link and Log out. Anonymous: a Log in link. */
export function UserMenu() {
  const { t } = useTranslation('host');
  const token = useSessionToken();
  const user = useStoredUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The path the menu was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpenOn(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!token) {
    return (
      <Link className="user-menu__login" to={loginPath}>
        {t('userMenu.login')}
      </Link>
    );
  }

  const signOut = async () => {
    setOpen(false);
    try {
      await logout();
    } catch {
      // The API client already showed why; the local sign-out below happens regardless.
    }
    session.clear();
    void navigate(loginPath);
  };

  const name = user?.name || user?.account || '';
  return (
    <div
      className="user-menu"
      ref={root}
      onBlur={(event) => {
        // Tabbing past the last item closes the menu; moving between its items does not.
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={name ? t('userMenu.button', { name }) : t('userMenu.buttonAnonymous')}
        onClick={() => setOpen(!open)}
      >
        {/* An icon, not the initial: a visible letter missing from the accessible name fails label-in-name. */}
        <svg className="user-menu__avatar" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="12" fill="currentColor" />
          <circle cx="12" cy="9.5" r="4" fill="var(--host-header-bg)" />
          <path d="M4.5 19.5c1.6-3 4.3-4.5 7.5-4.5s5.9 1.5 7.5 4.5" fill="var(--host-header-bg)" />
        </svg>
        <span className="user-menu__name">{name}</span>
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        <li>
          <Link to="/user">{t('userMenu.profile')}</Link>
        </li>
        {user?.companyAdmin ? (
          <li>
            <Link to="/company">{t('userMenu.company')}</Link>
          </li>
        ) : null}
        {user?.role === 'admin' ? (
          <li>
            <Link to="/admin">{t('userMenu.adminConsole')}</Link>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={() => void signOut()}>
            {t('userMenu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
