import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { PageMain } from './PageMain';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

/** The sign-in page: brand and language above one centred card. */
export function LoginLayout() {
  return (
    <div className="layout layout--login">
      <SkipLink />
      <header className="site-header site-header--plain">
        <div className="site-header__bar">
          <Brand />
          <div className="site-header__tools">
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <PageMain className="page page--login" />
      <SiteFooter />
    </div>
  );
}

export { LoginLayout as Component };
