import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { deleteLessonCaption, uploadLessonCaption } from '../../src/api/adminCourses';
import type { UploadFileEntry } from '../../src/api/upload';
import type { AdminCourseDetail, AdminLesson } from '../../src/contract/adminCourse';
import { captionMaxBytes } from '../../src/contract/course';
import { languages, type Language } from '../../src/contract/languages';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { UploadState } from './UploadState';
import { FormAlert } from '../../src/ui/FormAlert';

type CaptionsProps = {
  lesson: AdminLesson;
  title: string;
  /** How learners get each language's file, as the server says (captions, or subtitles: a translation). */
  kinds: AdminCourseDetail['captionKinds'];
  onChanged: (detail: AdminCourseDetail, notice: string) => void;
  onUploaded: (notice: string) => void;
};

/** A lesson video's captions: per language, whether it has them, a WebVTT file to upload (replacing them) and Remove. */
export function CaptionsField(props: CaptionsProps) {
  const { t } = useTranslation('adminCourses');
  const hintId = useId();
  return (
    <fieldset className="tc-admin-courses__captions" part="captions" aria-describedby={hintId}>
      <legend>{t('captions.legend', { title: props.title })}</legend>
      <p className="tc-hint" id={hintId}>
        {t('captions.hint', { megabytes: captionMaxBytes / (1024 * 1024) })}
      </p>
      {languages.map((language) => (
        <CaptionLanguage key={language} {...props} language={language} />
      ))}
    </fieldset>
  );
}

function CaptionLanguage({ lesson, title, kinds, language, onChanged, onUploaded }: CaptionsProps & { language: Language }) {
  const { t } = useTranslation('adminCourses');
  const id = useId();
  const [entry, setEntry] = useState<UploadFileEntry | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const uploaded = lesson.captionLanguages.includes(language);
  const names = { language: t(`captions.language.${language}`), title };

  const choose = async (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    setRemoveError(null);
    const result = await uploadLessonCaption(file, { lessonId: lesson.lessonId, language }, setEntry);
    input.value = '';
    if (result.status === 'success') onUploaded(t('captions.uploaded', names));
  };

  const remove = async () => {
    setRemoveError(null);
    setEntry(null);
    try {
      onChanged(await deleteLessonCaption({ lessonId: lesson.lessonId, language }), t('captions.removed', names));
    } catch (error) {
      setRemoveError(userMessage(error) ?? t('common:errors.unknown'));
    }
  };

  return (
    <div className="tc-field tc-admin-courses__upload" part="upload">
      <label className="tc-label" htmlFor={id}>
        {t('captions.file', names)}
      </label>
      <p className="tc-hint" id={`${id}-status`}>
        <span>{uploaded ? t('captions.present') : t('captions.absent')}</span> <span>{t(`captions.offeredAs.${kinds[language]}`)}</span>
      </p>
      <input
        id={id}
        type="file"
        accept=".vtt,text/vtt"
        className="tc-input"
        disabled={entry?.status === 'uploading'}
        aria-describedby={`${id}-status ${id}-state`}
        onChange={(event) => void choose(event.target.files?.[0], event.target)}
      />
      <UploadState id={`${id}-state`} entry={entry} />
      {uploaded ? (
        <ThrottledButton className="tc-button tc-button--secondary" onClick={() => void remove()} aria-label={t('captions.removeLabel', names)}>
          {t('captions.remove')}
        </ThrottledButton>
      ) : null}
      <FormAlert message={removeError} />
    </div>
  );
}
