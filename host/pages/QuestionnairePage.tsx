// Defines <tc-questionnaire> before this page renders it.
import '../../widgets/questionnaire/element';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** /questionnaire?code=… (the instructor's QR code): the training questionnaire and its thank-you page, no session needed. */
export function QuestionnairePage() {
  const { t } = useTranslation('host');
  const [search] = useSearchParams();
  return (
    <>
      <h1 className="visually-hidden">{t('titles.questionnaire')}</h1>
      <tc-questionnaire code={search.get('code') ?? ''} />
    </>
  );
}

export { QuestionnairePage as Component };
