import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, invalidFields } from '../../src/api/apiError';
import { createQuestionnaire, createTrainingSession } from '../../src/api/questionnaire';
import type { AdminQuestionnaireListResult } from '../../src/contract/questionnaire';
import { productTrainings, questionKinds, trainingMethods, trainingTypes, type QuestionKind } from '../../src/contract/questionnaireTerms';
import { InstructorForm } from '../../src/ui/InstructorForm';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { useFocusReturn } from '../../src/ui/useFocusReturn';

type Data = AdminQuestionnaireListResult;
type DraftQuestion = { kind: QuestionKind; prompt: string; required: boolean; weight: string; options: string };

const emptyQuestion = (): DraftQuestion => ({ kind: 'rating', prompt: '', required: true, weight: '1', options: '' });

/** `Label | points` per line → options (points 0 when absent). */
const parseOptions = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [label = '', points = ''] = line.split('|').map((part) => part.trim());
      return { label, points: Number.parseInt(points, 10) || 0 };
    });

/** What a failed call says: the server's field texts or its message. */
const failureText = (error: unknown): string => {
  const fields = Object.values(invalidFields(error));
  return fields[0] ?? (error instanceof ApiError ? error.message : String(error));
};

/** Authoring: instructors, training sessions (bound to an instructor; the QR code comes with it) and questionnaires of the five question types. */
export function Authoring({ data, onChanged }: { data: Data; onChanged: () => void }) {
  const { t } = useTranslation('questionnaire');
  const [status, setStatus] = useState('');
  const [creatingInstructor, setCreatingInstructor] = useState(false);
  // Cancel or a created instructor gives the focus back to New instructor, which comes back in the form's place.
  const [newInstructor, returnToNewInstructor] = useFocusReturn();
  const [sessionForm, setSessionForm] = useState({ questionnaireId: data.list[0]?.questionnaireId ?? '', instructorId: data.instructors[0]?.instructorId ?? '', place: '', startsAt: '', endsAt: '' });
  const [questionnaire, setQuestionnaire] = useState({ title: '', trainingType: 'product', trainObject: 'battery', trainingMethod: 'inPerson' });
  const [questions, setQuestions] = useState<DraftQuestion[]>([emptyQuestion()]);

  const run = async (work: () => Promise<string>) => {
    try {
      setStatus(await work());
      onChanged();
    } catch (error) {
      setStatus(failureText(error));
    }
  };
  const closeInstructor = () => {
    returnToNewInstructor();
    setCreatingInstructor(false);
  };
  const addSession = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const iso = (local: string) => (local ? new Date(local).toISOString() : '');
      await createTrainingSession({ ...sessionForm, startsAt: iso(sessionForm.startsAt), endsAt: iso(sessionForm.endsAt) });
      return t('admin.create.sessionAdded');
    });
  };
  const addQuestionnaire = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await createQuestionnaire({
        ...(questionnaire as Pick<Parameters<typeof createQuestionnaire>[0], 'title' | 'trainingType' | 'trainObject' | 'trainingMethod'>),
        questions: questions.map((question) => ({
          kind: question.kind,
          prompt: question.prompt,
          required: question.required,
          weight: Number.parseInt(question.weight, 10) || 0,
          options: question.kind === 'singleChoice' || question.kind === 'multipleChoice' ? parseOptions(question.options) : [],
        })),
      });
      setQuestions([emptyQuestion()]);
      return t('admin.create.questionnaireAdded', { title: questionnaire.title });
    });
  };
  const setQuestion = (index: number, change: Partial<DraftQuestion>) => setQuestions((current) => current.map((question, position) => (position === index ? { ...question, ...change } : question)));
  const options = <T extends string>(values: readonly T[], group: string) => values.map((value) => ({ value, label: t(`${group}.${value}`) }));

  return (
    <section className="tc-questionnaire-admin__authoring" part="authoring" aria-label={t('admin.create.heading')}>
      <h3>{t('admin.create.heading')}</h3>
      <p role="status" className="tc-questionnaire-admin__status">
        {status}
      </p>
      {/* The same form as the instructors section's (src/ui/InstructorForm): one kind of instructor, one way to create it. */}
      {creatingInstructor ? (
        <InstructorForm
          className="tc-questionnaire-admin__panel"
          onCancel={closeInstructor}
          onSaved={(saved) => {
            closeInstructor();
            setStatus(t('instructorForm.created', { name: saved.name }));
            onChanged();
          }}
        />
      ) : (
        <div className="tc-actions">
          <button ref={newInstructor} type="button" className="tc-button tc-button--secondary" part="button new-instructor" onClick={() => setCreatingInstructor(true)}>
            {t('instructorForm.new')}
          </button>
        </div>
      )}
      <details>
        <summary>{t('admin.create.session')}</summary>
        <form className="tc-form" onSubmit={addSession}>
          <SelectField
            label={t('admin.create.questionnaire')}
            name="questionnaireId"
            value={sessionForm.questionnaireId}
            onChange={(questionnaireId) => setSessionForm({ ...sessionForm, questionnaireId })}
            options={data.list.map((row) => ({ value: row.questionnaireId, label: row.title }))}
          />
          <SelectField
            label={t('admin.instructor')}
            name="instructorId"
            value={sessionForm.instructorId}
            onChange={(instructorId) => setSessionForm({ ...sessionForm, instructorId })}
            options={data.instructors.map((row) => ({ value: row.instructorId, label: row.name }))}
          />
          <TextField label={t('admin.create.place')} name="place" value={sessionForm.place} onChange={(place) => setSessionForm({ ...sessionForm, place })} required />
          <TextField label={t('admin.create.startsAt')} name="startsAt" type="datetime-local" value={sessionForm.startsAt} onChange={(startsAt) => setSessionForm({ ...sessionForm, startsAt })} required />
          <TextField label={t('admin.create.endsAt')} name="endsAt" type="datetime-local" value={sessionForm.endsAt} onChange={(endsAt) => setSessionForm({ ...sessionForm, endsAt })} required />
          <button type="submit" className="tc-button">
            {t('admin.create.addSession')}
          </button>
        </form>
      </details>
      <details>
        <summary>{t('admin.create.newQuestionnaire')}</summary>
        <form className="tc-form" onSubmit={addQuestionnaire}>
          <TextField label={t('admin.create.questionnaireTitle')} name="title" value={questionnaire.title} onChange={(title) => setQuestionnaire({ ...questionnaire, title })} required />
          <SelectField label={t('admin.trainingType')} name="trainingType" value={questionnaire.trainingType} onChange={(trainingType) => setQuestionnaire({ ...questionnaire, trainingType })} options={options(trainingTypes, 'trainingType')} />
          <SelectField label={t('admin.trainObject')} name="trainObject" value={questionnaire.trainObject} onChange={(trainObject) => setQuestionnaire({ ...questionnaire, trainObject })} options={options(productTrainings, 'productTraining')} />
          <SelectField label={t('admin.trainingMethod')} name="trainingMethod" value={questionnaire.trainingMethod} onChange={(trainingMethod) => setQuestionnaire({ ...questionnaire, trainingMethod })} options={options(trainingMethods, 'trainingMethod')} />
          {questions.map((question, index) => (
            <fieldset key={index} className="tc-questionnaire-admin__question">
              <legend>{t('admin.create.question', { index: index + 1 })}</legend>
              <SelectField label={t('admin.create.kind')} name={`kind-${index}`} value={question.kind} onChange={(kind) => setQuestion(index, { kind: kind as QuestionKind })} options={options(questionKinds, 'kind')} />
              <TextField label={t('admin.create.prompt')} name={`prompt-${index}`} value={question.prompt} onChange={(prompt) => setQuestion(index, { prompt })} required />
              <TextField label={t('admin.create.weightLabel')} name={`weight-${index}`} type="number" inputMode="numeric" value={question.weight} onChange={(weight) => setQuestion(index, { weight })} />
              <label className="tc-checkbox">
                <input type="checkbox" checked={question.required} onChange={(event) => setQuestion(index, { required: event.target.checked })} />
                {t('admin.create.required')}
              </label>
              {question.kind === 'singleChoice' || question.kind === 'multipleChoice' ? (
                <div className="tc-field">
                  <label className="tc-label" htmlFor={`options-${index}`}>
                    {t('admin.create.options')}
                  </label>
                  <textarea id={`options-${index}`} className="tc-input" rows={4} value={question.options} onChange={(event) => setQuestion(index, { options: event.target.value })} />
                </div>
              ) : null}
              {questions.length > 1 ? (
                <button type="button" className="tc-button tc-button--secondary" onClick={() => setQuestions(questions.filter((_, position) => position !== index))}>
                  {t('admin.create.removeQuestion', { index: index + 1 })}
                </button>
              ) : null}
            </fieldset>
          ))}
          <button type="button" className="tc-button tc-button--secondary" onClick={() => setQuestions([...questions, emptyQuestion()])}>
            {t('admin.create.addQuestion')}
          </button>
          <button type="submit" className="tc-button">
            {t('admin.create.saveQuestionnaire')}
          </button>
        </form>
      </details>
    </section>
  );
}
