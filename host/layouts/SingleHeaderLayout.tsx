import { useFooterEnabled } from '../routeHandle';
import { PageMain } from './PageMain';
import { PlainHeader } from './PlainHeader';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

/** A header without navigation (account help, questionnaire); the questionnaire turns the footer off. */
export function SingleHeaderLayout() {
  const footer = useFooterEnabled();
  return (
    <div className="layout layout--single">
      <SkipLink />
      <PlainHeader />
      <PageMain />
      {footer ? <SiteFooter /> : null}
    </div>
  );
}

export { SingleHeaderLayout as Component };
