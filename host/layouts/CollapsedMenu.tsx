import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { PrimaryNav } from './PrimaryNav';
import { UserMenu } from './UserMenu';

/**
 * The header on a narrow screen: one row (brand, account, Menu) and the sections and language behind
 * the Menu button, a disclosure (aria-expanded, aria-controls). Escape closes it and gives focus back
 * to the button; following a link closes it. The panel's content renders only while it is open.
 */
export function CollapsedMenu({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  // The path the menu was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  // Focus goes back to the button, or it would be lost with the hidden panel.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    button.current?.focus();
  };

  return (
    <>
      <div className="site-header__bar">
        <Brand />
        <div className="site-header__tools">
          <UserMenu />
          <button
            ref={button}
            type="button"
            className="menu-button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpenOn(open ? null : pathname)}
            onKeyDown={closeOnEscape}
          >
            <svg className="menu-button__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {open ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
              )}
            </svg>
            <span>{t('menu.button')}</span>
          </button>
        </div>
      </div>
      {/* Filled when opened: a phone's page does not render nine section links and the language list nobody sees yet. */}
      <div id={panelId} className="site-menu" hidden={!open} onKeyDown={closeOnEscape}>
        {open ? (
          <>
            {signedIn ? <PrimaryNav /> : null}
            <LanguageSwitch />
          </>
        ) : null}
      </div>
    </>
  );
}
