// Defines <tc-questionnaire-admin> before this page renders it.
import '../../widgets/questionnaire-admin/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/questionnaires: the provider's view of the answers (administrators; the server refuses anyone
 * else, the widget says so). The questionnaire shown and its answers' filters are the address's query
 * (/admin/questionnaires?questionnaire=<id>&from=2031-03-01&type=sales).
 */
export function AdminQuestionnairesPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminQuestionnaires')}</h1>
      <tc-questionnaire-admin ref={section} query={query} />
    </>
  );
}

export { AdminQuestionnairesPage as Component };
