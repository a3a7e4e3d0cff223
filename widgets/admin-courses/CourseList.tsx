import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { listAdminCourses } from '../../src/api/adminCourses';
import type { AdminCourseListResult } from '../../src/contract/adminCourse';
import { EmptyState } from '../../src/ui/EmptyState';
import { useResource } from '../../src/ui/useResource';
import { textIn } from './localizedText';

/** Every course, drafts included, in catalogue order: open one to edit it, or start a new one. */
export function CourseList({ onOpen, onCreate }: { onOpen: (courseId: string) => void; onCreate: () => void }) {
  const { t, i18n } = useTranslation('adminCourses');
  const headingId = useId();
  const { resource, reload } = useResource<AdminCourseListResult>(() => listAdminCourses(), 'list');
  return (
    <div aria-labelledby={headingId}>
      <div className="tc-admin-courses__bar">
        <h2 id={headingId} className="tc-admin-courses__heading" part="heading">
          {t('list.heading')}
        </h2>
        <button type="button" className="tc-button" part="button create" onClick={onCreate}>
          {t('list.create')}
        </button>
      </div>
      {resource.status === 'loading' ? (
        <p className="tc-admin-courses__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <div className="tc-admin-courses__error" part="error">
          <p>{userMessage(resource.error) ?? t('list.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : resource.data.list.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <div className="tc-table-wrap" part="table">
          <table className="tc-table">
            <caption className="tc-visually-hidden">{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.column.order')}</th>
                <th scope="col">{t('list.column.title')}</th>
                <th scope="col">{t('list.column.audience')}</th>
                <th scope="col">{t('list.column.countries')}</th>
                <th scope="col">{t('list.column.lessons')}</th>
                <th scope="col">{t('list.column.status')}</th>
                <th scope="col">{t('list.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {resource.data.list.map((course) => {
                const title = textIn(course.title, i18n.language);
                return (
                  <tr key={course.courseId} part="row">
                    <td>{course.position}</td>
                    <td>
                      <strong>{title}</strong>
                      <br />
                      <span className="tc-hint">
                        {t(`kind.${course.kind}`)} · {t(`language.${course.language}`, { defaultValue: course.language })}
                      </span>
                    </td>
                    <td>{t(`audience.${course.audience}`)}</td>
                    <td>{course.countries.join(', ')}</td>
                    <td>{course.lessonCount}</td>
                    <td>
                      <span className={`tc-admin-courses__status tc-admin-courses__status--${course.published ? 'published' : 'draft'}`} part="status">
                        {t(course.published ? 'status.published' : 'status.draft')}
                      </span>
                    </td>
                    <td>
                      <button type="button" className="tc-button tc-button--secondary" part="button edit" aria-label={t('list.editLabel', { title })} onClick={() => onOpen(course.courseId)}>
                        {t('list.edit')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
