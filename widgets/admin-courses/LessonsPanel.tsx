import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { deleteAdminLesson, saveAdminLesson } from '../../src/api/adminCourses';
import type { AdminCourseDetail, AdminLesson } from '../../src/contract/adminCourse';
import { formatDuration } from '../../src/ui/formatDuration';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { lessonForm } from '../../src/validation/courseForms';
import { CaptionsField } from './CaptionsField';
import { ExamEditor, type ExamDisclosure } from './ExamEditor';
import { textIn } from './localizedText';
import { VideoUpload } from './VideoUpload';
import { FormAlert } from '../../src/ui/FormAlert';

/** `null`: the change says itself where it was made (an exam's save beside its button). */
type Changed = (detail: AdminCourseDetail, notice: string | null) => void;

/** The course's lessons in order, each with its title, video and test; a new lesson starts with its video. */
export function LessonsPanel({ detail, exams, onChanged, onUploaded }: { detail: AdminCourseDetail; exams: ExamDisclosure; onChanged: Changed; onUploaded: (notice: string) => void }) {
  const { t } = useTranslation('adminCourses');
  const heading = useRef<HTMLHeadingElement>(null);
  // A deleted lesson takes its Delete button with it: the focus goes to the list's heading, not to the page's start.
  const [deleted, setDeleted] = useState(0);
  useEffect(() => {
    if (deleted > 0) heading.current?.focus();
  }, [deleted]);
  const onDeleted: Changed = (next, notice) => {
    onChanged(next, notice);
    setDeleted((count) => count + 1);
  };
  return (
    <section className="tc-admin-courses__panel" aria-labelledby="tc-admin-courses-lessons" part="lessons">
      <h3 id="tc-admin-courses-lessons" ref={heading} tabIndex={-1}>
        {t('lessons.heading')}
      </h3>
      {detail.lessons.length === 0 ? <p className="tc-hint">{t('lessons.empty')}</p> : null}
      <ol className="tc-admin-courses__lessons">
        {detail.lessons.map((lesson, index) => (
          <li key={lesson.lessonId} className="tc-admin-courses__lesson" part="lesson">
            <LessonItem detail={detail} lesson={lesson} number={index + 1} exams={exams} onChanged={onChanged} onDeleted={onDeleted} onUploaded={onUploaded} />
          </li>
        ))}
      </ol>
      {detail.published ? <p className="tc-hint">{t('lessons.unpublishToAdd')}</p> : <NewLesson courseId={detail.courseId} onUploaded={onUploaded} />}
    </section>
  );
}

const newLessonFields = ['titleEn', 'titleEs'] as const;

/** A new lesson: its title, then its video (the upload creates the lesson). */
function NewLesson({ courseId, onUploaded }: { courseId: string; onUploaded: (notice: string) => void }) {
  const { t } = useTranslation('adminCourses');
  const errors = useFormErrors(newLessonFields);
  const [titleEn, setTitleEn] = useState('');
  const [titleEs, setTitleEs] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <div className="tc-admin-courses__new-lesson" part="new-lesson">
      <h4>{t('lessons.newHeading')}</h4>
      <TextField {...errors.field('titleEn')} error={missing ? t('validation:titleRequired') : undefined} label={t('lessons.titleEn')} value={titleEn} onChange={(value) => {
        setTitleEn(value);
        setMissing(false);
      }} required />
      <TextField {...errors.field('titleEs')} label={t('lessons.titleEs')} hint={t('fields.spanishHint')} value={titleEs} onChange={setTitleEs} />
      <VideoUpload
        label={t('lessons.video')}
        ready={titleEn.trim() !== ''}
        onMissing={() => {
          setMissing(true);
          errors.focus('titleEn');
        }}
        fields={() => ({ courseId, titleEn: titleEn.trim(), titleEs: titleEs.trim() })}
        onDone={() => {
          setTitleEn('');
          setTitleEs('');
          onUploaded(t('lessons.added', { title: titleEn.trim() }));
        }}
      />
    </div>
  );
}

const lessonFields = ['title.en', 'title.es', 'position'] as const;

/** One lesson: title and order, a new video, delete (only while nobody studied it), and its test. */
function LessonItem({
  detail,
  lesson,
  number,
  exams,
  onChanged,
  onDeleted,
  onUploaded,
}: {
  detail: AdminCourseDetail;
  lesson: AdminLesson;
  number: number;
  exams: ExamDisclosure;
  onChanged: Changed;
  onDeleted: Changed;
  onUploaded: (notice: string) => void;
}) {
  const { t, i18n } = useTranslation('adminCourses');
  const errors = useFormErrors(lessonFields);
  const [titleEn, setTitleEn] = useState(lesson.title.en);
  const [titleEs, setTitleEs] = useState(lesson.title.es);
  const [position, setPosition] = useState(String(lesson.position));
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const title = textIn(lesson.title, i18n.language);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = lessonForm.safeParse({ lessonId: lesson.lessonId, title: { en: titleEn, es: titleEs }, position: position.trim() === '' ? Number.NaN : Number(position) });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      onChanged(await saveAdminLesson(parsed.data), t('lessons.saved', { title: parsed.data.title.en }));
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setDeleteError(null);
    try {
      onDeleted(await deleteAdminLesson(lesson.lessonId), t('lessons.deleted', { title }));
    } catch (error) {
      setDeleteError(userMessage(error) ?? t('common:errors.unknown'));
    }
  };

  return (
    <article aria-label={t('lessons.lessonLabel', { number, title })}>
      <h4>{t('lessons.lessonLabel', { number, title })}</h4>
      <p className="tc-hint">
        {t('lessons.facts', { duration: formatDuration(lesson.durationSeconds, t), learners: lesson.learners })}
      </p>
      <form className="tc-form" noValidate onSubmit={save}>
        <FormAlert message={errors.alert} />
        <div className="tc-admin-courses__grid">
          <TextField {...errors.field('title.en')} label={t('lessons.titleEn')} value={titleEn} onChange={setTitleEn} required />
          <TextField {...errors.field('title.es')} label={t('lessons.titleEs')} value={titleEs} onChange={setTitleEs} />
          <TextField {...errors.field('position')} label={t('fields.position')} inputMode="numeric" value={position} onChange={setPosition} />
        </div>
        <div className="tc-admin-courses__actions">
          <ThrottledButton type="submit" className="tc-button tc-button--secondary" busy={busy} aria-label={t('lessons.saveLabel', { title })}>
            {t('lessons.save')}
          </ThrottledButton>
          {lesson.learners === 0 ? (
            <ThrottledButton className="tc-button tc-button--secondary" onClick={() => void remove()} aria-label={t('lessons.deleteLabel', { title })}>
              {t('lessons.delete')}
            </ThrottledButton>
          ) : null}
        </div>
        <FormAlert message={deleteError} />
      </form>
      <VideoUpload label={t('lessons.replaceVideo', { title })} fields={() => ({ lessonId: lesson.lessonId })} onDone={() => onUploaded(t('lessons.videoReplaced', { title }))} />
      <CaptionsField lesson={lesson} title={title} kinds={detail.captionKinds} onChanged={onChanged} onUploaded={onUploaded} />
      <ExamEditor
        courseId={detail.courseId}
        target={{ lessonId: lesson.lessonId }}
        label={t('lessons.test', { title })}
        inSentence={t('lessons.testInSentence', { title })}
        exam={lesson.test}
        defaults={detail.defaults.lesson}
        disclosure={exams}
        onSaved={(saved) => onChanged(saved, null)}
      />
    </article>
  );
}
