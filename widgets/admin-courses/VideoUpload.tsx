import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLessonVideo } from '../../src/api/adminCourses';
import type { UploadFileEntry } from '../../src/api/upload';
import { UploadState } from './UploadState';

/**
 * A video file chooser that uploads at once and shows its progress; `fields` says what the upload is
 * for (a new lesson or a lesson's new video). The server reads the video's length from the file.
 */
export function VideoUpload({
  label,
  fields,
  ready = true,
  onDone,
  onMissing,
}: {
  label: string;
  fields: () => { courseId?: string; lessonId?: string; titleEn?: string; titleEs?: string };
  /** False while the rest of the form is incomplete: choosing a file then asks for it first. */
  ready?: boolean;
  onDone: () => void;
  onMissing?: () => void;
}) {
  const { t } = useTranslation('adminCourses');
  const id = useId();
  const [entry, setEntry] = useState<UploadFileEntry | null>(null);
  const uploading = entry?.status === 'uploading';

  const choose = async (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    if (!ready) {
      input.value = '';
      onMissing?.();
      return;
    }
    const result = await uploadLessonVideo(file, fields(), setEntry);
    input.value = '';
    if (result.status === 'success') onDone();
  };

  return (
    <div className="tc-field tc-admin-courses__upload" part="upload">
      <label className="tc-label" htmlFor={id}>
        {label}
      </label>
      <p className="tc-hint" id={`${id}-hint`}>
        {t('video.hint')}
      </p>
      <input
        id={id}
        type="file"
        accept="video/mp4,video/webm"
        className="tc-input"
        disabled={uploading}
        aria-describedby={`${id}-hint ${id}-state`}
        onChange={(event) => void choose(event.target.files?.[0], event.target)}
      />
      <UploadState id={`${id}-state`} entry={entry} />
    </div>
  );
}
