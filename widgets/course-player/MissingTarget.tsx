import { useTranslation } from 'react-i18next';
import { BackLink } from './BackLink';
import { ViewHeading } from './ViewHeading';

/** A view opened without the id it needs (a hand-written address): say so and lead back to the list. */
export function MissingTarget({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('course');
  return (
    <section className="tc-player__view">
      <ViewHeading>{t('missing.heading')}</ViewHeading>
      <p>{t('missing.text')}</p>
      <BackLink label={t('back.list.certification')} onBack={onBack} />
    </section>
  );
}
