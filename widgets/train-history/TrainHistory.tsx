import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { listTrainHistory } from '../../src/api/questionnaire';
import type { TrainHistoryResult } from '../../src/contract/questionnaire';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { session } from '../../src/session/session';
import { formatUsTime } from '../../src/ui/formatUsTime';
import { ResourceView } from '../../src/ui/ResourceView';
import { ScrollRegion } from '../../src/ui/ScrollRegion';
import { SignInPrompt } from '../../src/ui/SignInPrompt';
import { useResource } from '../../src/ui/useResource';

export type TrainHistoryProps = WidgetProps;

/** Training sessions (spec 3: start date, end date, in US time) with instructor, place and number of responses, as the server lists them. */
export function TrainHistory(_props: TrainHistoryProps) {
  const { t, i18n } = useTranslation('questionnaire');
  const headingId = useId();
  const signedIn = Boolean(session.token());
  const { resource, reload } = useResource<TrainHistoryResult | null>(() => (signedIn ? listTrainHistory() : Promise.resolve(null)), String(signedIn), {
    language: i18n.language,
  });
  return (
    <section className="tc-train-history" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-train-history__heading" part="heading">
        {t('history.heading')}
      </h2>
      <ResourceView
        resource={resource}
        reload={reload}
        loadError={t('history.loadError')}
        isEmpty={(data) => data !== null && data.list.length === 0}
        emptyMessage={t('history.empty')}
      >
        {(data) =>
          data === null ? (
            <SignInPrompt message={t('history.signIn')} linkText={t('logIn')} />
          ) : (
            <ScrollRegion label={t('history.caption')} part="table" cards>
              <table className="tc-table">
                <caption className="tc-table__caption">{t('history.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('history.startDate')}</th>
                    <th scope="col">{t('history.endDate')}</th>
                    <th scope="col">{t('history.instructor')}</th>
                    <th scope="col">{t('history.place')}</th>
                    <th scope="col">{t('history.trainingType')}</th>
                    <th scope="col">{t('history.responses')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.sessionId} part="row">
                      <th scope="row" data-label={t('history.startDate')}>{formatUsTime(row.startsAt, i18n.language)}</th>
                      <td data-label={t('history.endDate')}>{formatUsTime(row.endsAt, i18n.language)}</td>
                      <td data-label={t('history.instructor')}>
                        {row.instructor.name} <span className="tc-hint">({t(`instructorKind.${row.instructor.kind}`)})</span>
                      </td>
                      <td data-label={t('history.place')}>{row.place}</td>
                      <td data-label={t('history.trainingType')}>{t(`trainingType.${row.trainingType}`)}</td>
                      <td data-label={t('history.responses')}>{row.responses}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )
        }
      </ResourceView>
    </section>
  );
}
