// Defines <tc-certificates> before this page renders it.
import '../../widgets/certificates/element';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { playerSections } from '../coursePlayerRoutes';

/** Renew opens the certification course's detail page. */
const courseUrl = `/${playerSections.certification.path}/detail?courseId={courseId}`;

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
