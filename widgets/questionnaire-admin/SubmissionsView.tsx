import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../src/api/download';
import { exportSubmissions, listSubmissionsAsAdmin } from '../../src/api/questionnaire';
import type { AdminQuestionnaireListResult, SubmissionFilter } from '../../src/contract/questionnaire';
import { trainingTypes } from '../../src/contract/questionnaireTerms';
import { formatUsTime } from '../../src/ui/formatUsTime';
import { ResourceView } from '../../src/ui/ResourceView';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useResource } from '../../src/ui/useResource';
import { ScrollRegion } from '../../src/ui/ScrollRegion';

type Questionnaire = AdminQuestionnaireListResult['list'][number];
type Instructor = AdminQuestionnaireListResult['instructors'][number];

/** The filter fields as the form holds them: the address's names (`questionnaireQuery.ts`). */
type FilterDraft = { from: string; to: string; instructor: string; type: string };

const draftOf = (filter: SubmissionFilter): FilterDraft => ({ from: filter.from ?? '', to: filter.to ?? '', instructor: filter.instructorId ?? '', type: filter.trainingType ?? '' });

/**
 * The answers to one questionnaire: filters by day (US time), instructor and training type; the CSV of
 * what is shown. `filter` is the one asked for (from the address); Apply filters hands the form's to `onApply`.
 */
export function SubmissionsView({ questionnaire, instructors, filter, onApply }: { questionnaire: Questionnaire; instructors: readonly Instructor[]; filter: SubmissionFilter; onApply: (values: FilterDraft) => void }) {
  const { t, i18n } = useTranslation('questionnaire');
  const headingId = useId();
  const filterKey = JSON.stringify(filter);
  const [draft, setDraft] = useState(() => draftOf(filter));
  // A filter that arrives from the address (Back, Forward) replaces what the form holds.
  const [draftFor, setDraftFor] = useState(filterKey);
  if (draftFor !== filterKey) {
    setDraftFor(filterKey);
    setDraft(draftOf(filter));
  }
  const [saved, setSaved] = useState('');
  // A new filter or Try again keeps the answers shown, marked busy, and Apply filters keeps the focus.
  const { resource, reload, busy } = useResource(() => listSubmissionsAsAdmin(filter), filterKey, { keepWhileLoading: true });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const exportCsv = async () => {
    const { blob, fileName } = await exportSubmissions(filter);
    saveBlob(blob, fileName);
    setSaved(t('admin.exported', { fileName }));
  };
  const set = (name: keyof typeof draft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  return (
    <section className="tc-questionnaire-admin__submissions" part="submissions" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('admin.submissionsHeading', { title: questionnaire.title })}</h3>
      <form className="tc-filters" part="filters" onSubmit={apply} aria-label={t('admin.filters')}>
        <TextField label={t('admin.from')} name="from" type="date" value={draft.from} onChange={set('from')} />
        <TextField label={t('admin.to')} name="to" type="date" value={draft.to} onChange={set('to')} />
        <SelectField
          label={t('admin.instructor')}
          name="instructorId"
          value={draft.instructor}
          onChange={set('instructor')}
          placeholder={t('admin.any')}
          options={instructors.map((instructor) => ({ value: instructor.instructorId, label: instructor.name }))}
        />
        <SelectField
          label={t('admin.trainingType')}
          name="trainingType"
          value={draft.type}
          onChange={set('type')}
          placeholder={t('admin.any')}
          options={trainingTypes.map((type) => ({ value: type, label: t(`trainingType.${type}`) }))}
        />
        <button type="submit" className="tc-button">
          {t('admin.apply')}
        </button>
        <ThrottledButton className="tc-button tc-button--secondary" part="button export" onClick={() => void exportCsv().catch(() => undefined)}>
          {t('admin.export')}
        </ThrottledButton>
      </form>
      <p role="status" className="tc-hint">
        {saved}
      </p>
      <ResourceView resource={resource} reload={reload} loadError={t('admin.submissionsLoadError')}>
        {(submissions) =>
          submissions.list.length === 0 ? (
            // Not ResourceView's empty state: a filter that found nothing is marked busy too while the next one loads.
            <p className="tc-empty" part="empty" aria-busy={busy || undefined}>
              {t('admin.noSubmissions')}
            </p>
          ) : (
            <ScrollRegion label={t('admin.submissionsCaption')} part="table">
              <table className="tc-table" aria-busy={busy || undefined}>
                <caption className="tc-table__caption">{t('admin.submissionsCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.name')}</th>
                    <th scope="col">{t('admin.email')}</th>
                    <th scope="col">{t('admin.phone')}</th>
                    <th scope="col">{t('admin.position')}</th>
                    <th scope="col">{t('admin.company')}</th>
                    <th scope="col">{t('admin.trainingType')}</th>
                    <th scope="col">{t('admin.instructor')}</th>
                    <th scope="col">{t('admin.submitTime')}</th>
                    <th scope="col">{t('admin.scanTime')}</th>
                    <th scope="col">{t('admin.score')}</th>
                    <th scope="col">{t('admin.answers')}</th>
                  </tr>
                </thead>
                <tbody>
                  {submissions.list.map((submission) => (
                    <tr key={submission.submissionId} part="row">
                      <th scope="row">{submission.name}</th>
                      <td>{submission.email}</td>
                      <td>{submission.cellPhone}</td>
                      <td>{submission.position}</td>
                      <td>{submission.companyName}</td>
                      <td>{t(`trainingType.${submission.trainingType}`)}</td>
                      <td>{submission.instructor.name}</td>
                      <td>{formatUsTime(submission.submittedAt, i18n.language)}</td>
                      <td>{formatUsTime(submission.scannedAt, i18n.language)}</td>
                      <td>{submission.score ?? t('admin.none')}</td>
                      <td>
                        <dl className="tc-questionnaire-admin__answers">
                          {submission.answers.map((answer) => (
                            <div key={answer.questionId}>
                              <dt>{answer.prompt}</dt>
                              <dd>{answer.answer || t('admin.none')}</dd>
                            </div>
                          ))}
                        </dl>
                      </td>
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
