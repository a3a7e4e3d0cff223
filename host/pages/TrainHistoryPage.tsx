// Defines <tc-train-history> before this page renders it.
import '../../widgets/train-history/element';
import { useTranslation } from 'react-i18next';

/** /questionnaire/train-history: the training sessions with their responses. */
export function TrainHistoryPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.trainHistory')}</h1>
      <tc-train-history />
    </>
  );
}

export { TrainHistoryPage as Component };
