// Defines <tc-certificates> before this page renders it.
import '../../widgets/certificates/element';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { certificateListCall } from '../../src/api/certificate';
import { playerSections } from '../coursePlayerRoutes';
import { earlyCallsLoader, noEarlyCallsAgain } from '../earlyCalls';

/** Renew opens the certification course's detail page. */
const courseUrl = `/${playerSections.certification.path}/detail?courseId={courseId}`;

/** The page's loader: the certificate list's call leaves early. */
export const loader = earlyCallsLoader(() => certificateListCall.start({}));

export { noEarlyCallsAgain as shouldRevalidate };

/** /certificate: the learner's certificates; `?id=` (the course player's link) points one out. */
export function CertificatePage() {
  const { t } = useTranslation('host');
  const [search] = useSearchParams();
  const certificateId = search.get('id') ?? '';
  return (
    <>
      {/* The widget shows the same title as its heading; the page still needs its one h1. */}
      <h1 className="visually-hidden">{t('titles.certificate')}</h1>
      <tc-certificates certificate-id={certificateId} course-url={courseUrl} />
    </>
  );
}

export { CertificatePage as Component };
