import { unreadCountCall } from '../../src/api/home';
import { notificationListOfPage } from '../../src/contract/notification';
import { LoadingIndicator } from '../../src/ui/LoadingIndicator';
import { earlyCallsLoader, noEarlyCallsAgain } from '../earlyCalls';
import { useNarrowScreen } from '../useNarrowScreen';
import { useSessionToken } from '../useSession';
import { Brand } from './Brand';
import { CollapsedMenu } from './CollapsedMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { PageMain } from './PageMain';
import { PrimaryNav } from './PrimaryNav';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';

/**
 * The header's unread count leaves with the page's first calls, unless the page's widget lists
 * notifications and tells it; later pages ask for it as they open (useUnreadCount).
 */
export const loader = earlyCallsLoader((url) => {
  if (!notificationListOfPage(url.pathname)) unreadCountCall.start({});
});

export { noEarlyCallsAgain as shouldRevalidate };

/**
 * Header (brand, sections, language, account), the page, footer. Anonymous visitors (portal, landing)
 * see no sections. On a narrow screen the header is one row and the rest sits behind a Menu button.
 */
export function MainLayout() {
  const token = useSessionToken();
  const narrow = useNarrowScreen();
  return (
    <div className="layout layout--main">
      <SkipLink />
      <header className="site-header">
        <LoadingIndicator placement="page" />
        {narrow ? (
          <CollapsedMenu signedIn={Boolean(token)} />
        ) : (
          <>
            <div className="site-header__bar">
              <Brand />
              <div className="site-header__tools">
                <LanguageSwitch />
                <UserMenu />
              </div>
            </div>
            {token ? <PrimaryNav /> : null}
          </>
        )}
      </header>
      <PageMain />
      <SiteFooter />
    </div>
  );
}

export { MainLayout as Component };
