import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound, userMessage } from '../../src/api/apiError';
import { getAdminCourse, publishAdminCourse } from '../../src/api/adminCourses';
import { listCountries } from '../../src/api/auth';
import type { AdminCourseDetail } from '../../src/contract/adminCourse';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useResource } from '../../src/ui/useResource';
import { CourseFieldsForm } from './CourseFieldsForm';
import { ExamEditor, type ExamDisclosure } from './ExamEditor';
import { LessonsPanel } from './LessonsPanel';
import { textIn } from './localizedText';
import { examKey, type ExamTarget } from './navigation';
import { FormAlert } from '../../src/ui/FormAlert';

type CountryChoice = { versionCode: string; name: string };

/** What takes the focus once the editor has loaded: its heading, or the toggle of one of its exams. */
export type EditorFocus = { on: 'heading' } | { on: 'exam'; exam: ExamTarget };

/** Why the exam the address names is not shown, or null when the course has it (or none is named). */
const missingExam = (detail: AdminCourseDetail, exam: ExamTarget | null): 'lessonMissing' | 'versionMissing' | null => {
  if (!exam) return null;
  if ('lessonId' in exam) return detail.lessons.some((lesson) => lesson.lessonId === exam.lessonId) ? null : 'lessonMissing';
  return detail.kind === 'certification' && detail.countries.includes(exam.versionCode) ? null : 'versionMissing';
};

/**
 * One course: its fields, then (once it exists) its lessons with their tests, its final exams and
 * publishing. One exam is open at a time, the one `openExam` names; its toggle asks for another with `onExam`.
 */
export function CourseEditor({
  courseId,
  openExam,
  onExam,
  focus,
  onFocused,
  onCreated,
  onBack,
}: {
  courseId: string | null;
  openExam: ExamTarget | null;
  /** `replace`: the exam's address is gone, not left behind (no history entry of it stays). */
  onExam: (exam: ExamTarget | null, replace?: boolean) => void;
  /** Taken once loaded, then `onFocused` (a stable function). */
  focus: EditorFocus | null;
  onFocused: () => void;
  onCreated: (courseId: string) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('adminCourses');
  const { resource, reload } = useResource<AdminCourseDetail | null>(() => (courseId ? getAdminCourse(courseId) : Promise.resolve(null)), courseId ?? 'new');
  // The server names the versions in the reader's language; a language change asks again, the old names staying meanwhile.
  const names = useResource(listCountries, `countries/${i18n.language}`, { keepLastData: true });
  // The server's answer to the last change replaces what was loaded.
  const [changed, setChanged] = useState<AdminCourseDetail | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const loading = resource.status === 'loading' || names.resource.status === 'loading';
  // A new course has no other list of versions to offer; an existing one falls back to the names its detail holds.
  const failure = resource.status === 'error' ? resource.error : !courseId && names.resource.status === 'error' ? names.resource.error : undefined;
  const shown = !loading && resource.status === 'ready' && failure === undefined;
  const detail = resource.status === 'ready' ? (changed ?? resource.data) : null;
  const missing = shown && detail ? missingExam(detail, openExam) : null;
  // An exam the course does not have leaves the focus to the heading, above the reason.
  const focusOnHeading = focus?.on === 'heading' || (focus?.on === 'exam' && missing !== null);
  useEffect(() => {
    if (!focusOnHeading || !shown) return;
    heading.current?.focus();
    onFocused();
  }, [focusOnHeading, shown, onFocused]);

  const back = (
    <button type="button" className="tc-button tc-button--secondary" part="button back" onClick={onBack}>
      {t('editor.back')}
    </button>
  );
  if (loading)
    return (
      <p className="tc-admin-courses__loading" part="loading" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  if (resource.status === 'error' || failure !== undefined) {
    // A course that does not exist (an old link, a mistyped address): asking again cannot help, the list can.
    const gone = isNotFound(failure);
    return (
      <div className="tc-admin-courses__error" part={gone ? 'error not-found' : 'error'}>
        <p>{userMessage(failure) ?? t('editor.loadError')}</p>
        {gone ? null : (
          <button
            type="button"
            className="tc-button tc-button--secondary"
            part="button"
            onClick={() => {
              if (resource.status === 'error') reload();
              if (names.resource.status === 'error') names.reload();
            }}
          >
            {t('common:actions.retry')}
          </button>
        )}
        {back}
      </div>
    );
  }
  const countries: CountryChoice[] =
    names.resource.status === 'ready' ? names.resource.data.map(({ versionCode, name }) => ({ versionCode, name })) : (detail?.availableCountries ?? []);
  const countryName = (versionCode: string) => countries.find((country) => country.versionCode === versionCode)?.name ?? versionCode;
  // A null message clears the notice: the exam editor says its save beside its button, announced once.
  const update = (next: AdminCourseDetail, message: string | null) => {
    // A change that took the open exam away (its lesson deleted, its country removed) closes it: the address no longer names a place.
    if (detail && !missingExam(detail, openExam) && missingExam(next, openExam)) onExam(null, true);
    setChanged(next);
    setNotice(message);
  };
  const exams: ExamDisclosure = {
    openKey: openExam ? examKey(openExam) : null,
    focusKey: focus?.on === 'exam' && !focusOnHeading ? examKey(focus.exam) : null,
    onChange: (exam) => onExam(exam),
    onFocused,
  };

  return (
    <div className="tc-admin-courses__editor">
      <div className="tc-admin-courses__bar">
        <h2 ref={heading} className="tc-admin-courses__heading" part="heading" tabIndex={-1}>
          {detail ? t('editor.heading', { title: textIn(detail.title, i18n.language) }) : t('editor.newHeading')}
        </h2>
        {back}
      </div>
      <p className="tc-admin-courses__notice" role="status" part="notice">
        {notice}
      </p>
      {missing && openExam ? (
        <p className="tc-alert" role="alert" part="not-found">
          {t(`editor.${missing}`, { versionCode: 'versionCode' in openExam ? openExam.versionCode : '' })}
        </p>
      ) : null}
      {detail ? <PublishPanel detail={detail} onChanged={update} /> : null}
      <CourseFieldsForm
        detail={detail}
        countries={countries}
        onSaved={(saved) => {
          if (!detail) onCreated(saved.courseId);
          else update(saved, t('editor.saved'));
        }}
      />
      {detail ? (
        <>
          <LessonsPanel
            detail={detail}
            exams={exams}
            onChanged={update}
            onUploaded={(message) => {
              // The upload answers no course: read it again without leaving the editor.
              getAdminCourse(detail.courseId).then(
                (next) => update(next, message),
                () => setNotice(message),
              );
            }}
          />
          {detail.kind === 'certification' ? (
            <section className="tc-admin-courses__panel" aria-labelledby="tc-admin-courses-final" part="final-exams">
              <h3 id="tc-admin-courses-final">{t('final.heading')}</h3>
              <p className="tc-hint">{t('final.hint')}</p>
              {detail.countries.map((versionCode) => (
                <ExamEditor
                  key={versionCode}
                  courseId={detail.courseId}
                  target={{ versionCode }}
                  label={t('final.examFor', { country: countryName(versionCode) })}
                  inSentence={t('final.examForInSentence', { country: countryName(versionCode) })}
                  exam={detail.finalExams.find((exam) => exam.versionCode === versionCode) ?? null}
                  defaults={detail.defaults.final}
                  disclosure={exams}
                  onSaved={(saved) => update(saved, null)}
                />
              ))}
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** Published or draft, and the button that changes it (the server checks the course is complete). */
function PublishPanel({ detail, onChanged }: { detail: AdminCourseDetail; onChanged: (detail: AdminCourseDetail, notice: string) => void }) {
  const { t } = useTranslation('adminCourses');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await publishAdminCourse(detail.courseId, !detail.published);
      onChanged(next, t(next.published ? 'publish.published' : 'publish.unpublished'));
    } catch (failure) {
      setError(userMessage(failure) ?? t('common:errors.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="tc-admin-courses__publish" part="publish">
      <span className={`tc-admin-courses__status tc-admin-courses__status--${detail.published ? 'published' : 'draft'}`} part="status">
        {t(detail.published ? 'status.published' : 'status.draft')}
      </span>
      <span className="tc-hint">{t(detail.published ? 'publish.publishedHint' : 'publish.draftHint')}</span>
      <ThrottledButton className={detail.published ? 'tc-button tc-button--secondary' : 'tc-button'} busy={busy} onClick={() => void toggle()} part="button publish">
        {t(detail.published ? 'publish.unpublish' : 'publish.publish')}
      </ThrottledButton>
      <FormAlert message={error} />
    </div>
  );
}
