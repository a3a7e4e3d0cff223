import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { listQuestionnairesAsAdmin } from '../../src/api/questionnaire';
import type { AdminQuestionnaireListResult } from '../../src/contract/questionnaire';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { session } from '../../src/session/session';
import { EmptyState } from '../../src/ui/EmptyState';
import { ResourceView } from '../../src/ui/ResourceView';
import { SignInPrompt } from '../../src/ui/SignInPrompt';
import { useResource } from '../../src/ui/useResource';
import { Authoring } from './Authoring';
import { SubmissionsView } from './SubmissionsView';
import { ScrollRegion } from '../../src/ui/ScrollRegion';
import { useListAddress } from '../../src/ui/listAddress';
import { questionnaireListFields, submissionFilterOf } from './questionnaireQuery';

export type QuestionnaireAdminProps = WidgetProps & {
  /** The questionnaire shown and its answers' filters as an address's query (`?questionnaire=<id>&from=2031-03-01&type=sales`), set by a page that keeps them in its address. */
  query?: string;
};

type View = { kind: 'signedOut' } | { kind: 'notAdmin' } | { kind: 'list'; data: AdminQuestionnaireListResult };

/**
 * The provider's view of the training questionnaires (issue 12), for administrators: each
 * questionnaire with its submissions, satisfaction rating and score (the server's numbers), the
 * answers with filters and the CSV, and authoring.
 */
export function QuestionnaireAdmin({ query, emit }: QuestionnaireAdminProps) {
  const { t } = useTranslation('questionnaire');
  const headingId = useId();
  // The questionnaire shown and its filters: the page's address when it keeps them there, else this widget's own.
  const address = useListAddress(questionnaireListFields, query, emit);
  const selected = address.query.questionnaire;
  const signedIn = Boolean(session.token());
  const isAdmin = session.user()?.role === 'admin';
  const { resource, reload } = useResource<View>(
    async () => (!signedIn ? { kind: 'signedOut' } : !isAdmin ? { kind: 'notAdmin' } : { kind: 'list', data: await listQuestionnairesAsAdmin() }),
    `${signedIn}:${isAdmin}`,
    // A reload after authoring keeps the view: Authoring's status line and the focus stay where they were.
    { keepLastData: true },
  );
  const view = resource.status === 'ready' ? resource.data : null;
  const chosen = view?.kind === 'list' ? view.data.list.find((row) => row.questionnaireId === selected) : undefined;
  const format = (value: number | null, template?: 'outOf5') => (value === null ? t('admin.none') : template ? t('admin.outOf5', { value }) : String(value));
  return (
    <section className="tc-questionnaire-admin" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-questionnaire-admin__heading" part="heading">
        {t('admin.heading')}
      </h2>
      <ResourceView resource={resource} reload={reload} loadError={t('admin.loadError')}>
        {(data) =>
          data.kind === 'signedOut' ? (
            <SignInPrompt message={t('admin.forbidden')} linkText={t('logIn')} />
          ) : data.kind === 'notAdmin' ? (
            <p className="tc-empty" part="forbidden">
              {t('admin.forbidden')}
            </p>
          ) : (
            <>
              {data.data.list.length === 0 ? (
                <EmptyState message={t('admin.empty')} />
              ) : (
                <ScrollRegion label={t('admin.caption')} part="table">
                  <table className="tc-table">
                    <caption className="tc-table__caption">{t('admin.caption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('admin.title')}</th>
                        <th scope="col">{t('admin.trainingType')}</th>
                        <th scope="col">{t('admin.trainObject')}</th>
                        <th scope="col">{t('admin.trainingMethod')}</th>
                        <th scope="col">{t('admin.submissions')}</th>
                        <th scope="col">{t('admin.satisfaction')}</th>
                        <th scope="col">{t('admin.score')}</th>
                        <th scope="col">
                          <span className="tc-visually-hidden">{t('admin.answers')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.data.list.map((row) => (
                        <tr key={row.questionnaireId} part="row" aria-current={row.questionnaireId === selected ? 'true' : undefined}>
                          <th scope="row">{row.title}</th>
                          <td>{t(`trainingType.${row.trainingType}`)}</td>
                          <td>{t(`productTraining.${row.trainObject}`)}</td>
                          <td>{t(`trainingMethod.${row.trainingMethod}`)}</td>
                          <td>{row.submissions}</td>
                          <td>{format(row.satisfaction, 'outOf5')}</td>
                          <td>{format(row.score)}</td>
                          <td>
                            <button
                              type="button"
                              className="tc-button tc-button--secondary"
                              part="button show"
                              aria-label={t('admin.showLabel', { title: row.title })}
                              onClick={() => {
                                // Another questionnaire starts with no filter; the one shown keeps its own.
                                if (row.questionnaireId !== selected) address.search({ questionnaire: row.questionnaireId, from: '', to: '', instructor: '', type: '' });
                              }}
                            >
                              {t('admin.show')}
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
              {chosen ? (
                <SubmissionsView
                  key={chosen.questionnaireId}
                  questionnaire={chosen}
                  instructors={data.data.instructors}
                  filter={submissionFilterOf(address.query, data.data.instructors.map((instructor) => instructor.instructorId))}
                  onApply={(values) => address.search({ ...values, questionnaire: chosen.questionnaireId })}
                />
              ) : null}
              <Authoring data={data.data} onChanged={reload} />
            </>
          )
        }
      </ResourceView>
    </section>
  );
}
