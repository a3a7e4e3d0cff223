// Defines <tc-instructor-detail> before this page renders it.
import '../../widgets/instructor-detail/element';
import { useTranslation } from 'react-i18next';

/** /questionnaire/instructor-detail: instructors with the QR code of their current session. */
export function InstructorDetailPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.instructorDetail')}</h1>
      <tc-instructor-detail />
    </>
  );
}

export { InstructorDetailPage as Component };
