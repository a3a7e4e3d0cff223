import { useFooterEnabled } from '../routeHandle';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { PageMain } from './PageMain';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

/** A header without navigation (account help, questionnaire); the questionnaire turns the footer off. */
export function SingleHeaderLayout() {
  const footer = useFooterEnabled();
  return (
    <div className="layout layout--single">
      <SkipLink />
      <header className="site-header">
        <div className="site-header__bar">
          <Brand />
          <div className="site-header__tools">
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <PageMain />
      {footer ? <SiteFooter /> : null}
    </div>
  );
}

export { SingleHeaderLayout as Component };
