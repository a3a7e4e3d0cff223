import { useTranslation } from 'react-i18next';
import type { UploadFileEntry } from '../../src/api/upload';

/** How an upload of the course editor stands: its progress, done, or the server's reason it failed; read out as it changes. */
export function UploadState({ id, entry }: { id: string; entry: UploadFileEntry | null }) {
  const { t } = useTranslation('adminCourses');
  return (
    <div id={id} aria-live="polite">
      {entry ? (
        entry.status === 'fail' ? (
          <p className="tc-error" role="alert">
            {t('upload.failed', { name: entry.name, error: entry.error })}
          </p>
        ) : (
          <>
            <progress className="tc-admin-courses__progress" max={100} value={entry.percentage} aria-label={t('upload.progressLabel', { name: entry.name })} part="progress" />
            <span className="tc-hint">{entry.status === 'success' ? t('upload.done', { name: entry.name }) : t('upload.progress', { name: entry.name, percent: entry.percentage })}</span>
          </>
        )
      ) : null}
    </div>
  );
}
