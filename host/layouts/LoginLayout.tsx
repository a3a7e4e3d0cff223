import { PageMain } from './PageMain';
import { PlainHeader } from './PlainHeader';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

/** The sign-in page: brand and language above one centred card. */
export function LoginLayout() {
  return (
    <div className="layout layout--login">
      <SkipLink />
      <PlainHeader className="site-header site-header--plain" />
      <PageMain className="page page--login" />
      <SiteFooter />
    </div>
  );
}

export { LoginLayout as Component };
