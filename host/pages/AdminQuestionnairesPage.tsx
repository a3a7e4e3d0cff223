// Defines <tc-questionnaire-admin> before this page renders it.
import '../../widgets/questionnaire-admin/element';
import { useTranslation } from 'react-i18next';

/** /admin/questionnaires: the provider's view of the answers (administrators; the server refuses anyone else, the widget says so). */
export function AdminQuestionnairesPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminQuestionnaires')}</h1>
      <tc-questionnaire-admin />
    </>
  );
}

export { AdminQuestionnairesPage as Component };
