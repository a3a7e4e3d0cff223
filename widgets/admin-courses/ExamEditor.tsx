import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAdminExam } from '../../src/api/adminCourses';
import type { AdminCourseDetail, AdminExam } from '../../src/contract/adminCourse';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { examForm, type QuestionForm } from '../../src/validation/courseForms';
import { examKey, type ExamTarget } from './navigation';
import { QuestionFields } from './QuestionFields';
import { FormAlert } from '../../src/ui/FormAlert';

/**
 * The exams of a course open one at a time, the one the section's address names (`openKey`, an
 * `examKey`): a toggle asks for its exam or for none with `onChange`. The toggle of `focusKey` takes
 * the focus once shown (the exam was opened or closed by Back, Forward or a link), then `onFocused`.
 */
export type ExamDisclosure = {
  openKey: string | null;
  focusKey: string | null;
  onChange: (exam: ExamTarget | null) => void;
  onFocused: () => void;
};

type Defaults = { passPercent: number; attemptsAllowed: number; waitingHours: number };
const settingFields = ['title.en', 'title.es', 'questionCount', 'passPercent', 'attemptsAllowed', 'waitingHours', 'questions', 'lessonId', 'versionCode'] as const;

const blankQuestion = (): QuestionForm => ({
  kind: 'single',
  text: { en: '', es: '' },
  options: [
    { text: { en: '', es: '' }, right: true },
    { text: { en: '', es: '' }, right: false },
  ],
});
const numberOf = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * A lesson test or a final exam version: pass mark, attempts, waiting period, questions per attempt
 * and the question pool. Collapsed until opened (`disclosure`); closing keeps what was typed; the
 * server decides whether a new question version starts.
 */
export function ExamEditor({
  courseId,
  target,
  label,
  inSentence,
  exam,
  defaults,
  disclosure,
  onSaved,
}: {
  courseId: string;
  target: ExamTarget;
  /** The form's name ("Test of …", "Final exam for …"). */
  label: string;
  /** The same inside a sentence, with its article ("the test of …", "la prueba de …"): Add / Edit say it. */
  inSentence: string;
  exam: AdminExam | null;
  defaults: Defaults;
  disclosure: ExamDisclosure;
  onSaved: (detail: AdminCourseDetail) => void;
}) {
  const { t } = useTranslation('adminCourses');
  const panelId = useId();
  const key = examKey(target);
  const open = disclosure.openKey === key;
  const toggle = useRef<HTMLButtonElement>(null);
  const takesFocus = disclosure.focusKey === key;
  const { onFocused } = disclosure;
  useEffect(() => {
    if (!takesFocus) return;
    toggle.current?.focus();
    onFocused();
  }, [takesFocus, onFocused]);
  const errors = useFormErrors(settingFields);
  const [busy, setBusy] = useState(false);
  // Said beside Save: the course's notice at the top is out of view from the bottom of a long pool.
  const [savedNotice, setSavedNotice] = useState<string | null>(null);
  const [title, setTitle] = useState(exam?.title ?? { en: label, es: '' });
  const [settings, setSettings] = useState(() => ({
    questionCount: String(exam?.questionCount ?? 1),
    passPercent: String(exam?.passPercent ?? defaults.passPercent),
    attemptsAllowed: String(exam?.attemptsAllowed ?? defaults.attemptsAllowed),
    waitingHours: String(exam?.waitingHours ?? defaults.waitingHours),
  }));
  const [questions, setQuestions] = useState<QuestionForm[]>(() =>
    exam ? exam.questions.map((question) => ({ kind: question.kind, text: question.text, options: question.options.map((option) => ({ text: option.text, right: option.right })) })) : [blankQuestion()],
  );
  const [questionErrors, setQuestionErrors] = useState<Record<string, string>>({});
  const isFinal = 'versionCode' in target;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = examForm.safeParse({
      courseId,
      ...target,
      title,
      questionCount: numberOf(settings.questionCount),
      passPercent: numberOf(settings.passPercent),
      attemptsAllowed: numberOf(settings.attemptsAllowed),
      waitingHours: isFinal ? numberOf(settings.waitingHours) : 0,
      questions,
    });
    if (!parsed.success) {
      // Question-level rules are shown beside their question; the rest under the settings.
      setQuestionErrors(Object.fromEntries(parsed.error.issues.filter((issue) => issue.path[0] === 'questions' && issue.path.length > 1).map((issue) => [issue.path.slice(1).join('.'), issue.message])));
      errors.showInvalid(parsed.error);
      return;
    }
    setQuestionErrors({});
    errors.clear();
    setSavedNotice(null);
    setBusy(true);
    try {
      onSaved(await saveAdminExam(parsed.data));
      setSavedNotice(t('exam.saved'));
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const poolError = errors.field('questions').error;
  return (
    <div className="tc-admin-courses__exam" part="exam">
      <button
        ref={toggle}
        type="button"
        className="tc-button tc-button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => disclosure.onChange(open ? null : target)}
        part="button exam-toggle"
      >
        {exam ? t('exam.edit', { exam: inSentence, count: exam.questions.length, version: exam.questionVersion }) : t('exam.add', { exam: inSentence })}
      </button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <form className="tc-form" noValidate onSubmit={submit} aria-label={label}>
            <FormAlert message={errors.alert} />
            {exam && exam.attemptsOnVersion > 0 ? (
              <p className="tc-hint">{t('exam.versionHint', { count: exam.attemptsOnVersion, version: exam.questionVersion, next: exam.questionVersion + 1 })}</p>
            ) : exam && exam.questionVersion > 1 ? (
              <p className="tc-hint">{t('exam.versionOpenHint', { version: exam.questionVersion })}</p>
            ) : null}
            <div className="tc-admin-courses__grid">
              <TextField {...errors.field('title.en')} label={t('exam.titleEn')} value={title.en} onChange={(en) => setTitle({ ...title, en })} required />
              <TextField {...errors.field('title.es')} label={t('exam.titleEs')} value={title.es} onChange={(es) => setTitle({ ...title, es })} />
              <TextField {...errors.field('passPercent')} label={t('exam.passPercent')} inputMode="numeric" value={settings.passPercent} onChange={(passPercent) => setSettings({ ...settings, passPercent })} />
              <TextField {...errors.field('attemptsAllowed')} label={t(isFinal ? 'exam.attemptsFinal' : 'exam.attemptsLesson')} inputMode="numeric" value={settings.attemptsAllowed} onChange={(attemptsAllowed) => setSettings({ ...settings, attemptsAllowed })} />
              {isFinal ? (
                <TextField {...errors.field('waitingHours')} label={t('exam.waitingHours')} inputMode="numeric" value={settings.waitingHours} onChange={(waitingHours) => setSettings({ ...settings, waitingHours })} />
              ) : null}
              <TextField {...errors.field('questionCount')} label={t('exam.questionCount')} hint={t('exam.questionCountHint')} inputMode="numeric" value={settings.questionCount} onChange={(questionCount) => setSettings({ ...settings, questionCount })} />
            </div>
            <fieldset className="tc-admin-courses__pool">
              <legend>{t('exam.pool', { count: questions.length })}</legend>
              {poolError ? <p className="tc-error">{poolError}</p> : null}
              {questions.map((question, index) => (
                <QuestionFields
                  key={index}
                  number={index + 1}
                  question={question}
                  errors={questionErrors}
                  index={index}
                  onChange={(next) => setQuestions(questions.map((item, at) => (at === index ? next : item)))}
                  onRemove={questions.length > 1 ? () => setQuestions(questions.filter((_, at) => at !== index)) : undefined}
                />
              ))}
              <button type="button" className="tc-button tc-button--secondary" onClick={() => setQuestions([...questions, blankQuestion()])}>
                {t('exam.addQuestion')}
              </button>
            </fieldset>
            <div className="tc-admin-courses__actions">
              <ThrottledButton type="submit" className="tc-button" busy={busy} part="button save-exam">
                {t('exam.save')}
              </ThrottledButton>
              <p className="tc-admin-courses__saved" role="status" part="exam-notice">
                {savedNotice}
              </p>
            </div>
          </form>
        ) : null}
      </div>
    </div>
  );
}
