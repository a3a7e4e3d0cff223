import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { certificateListCall, listCertificates } from '../../src/api/certificate';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { EmptyState } from '../../src/ui/EmptyState';
import { useResource } from '../../src/ui/useResource';
import { CertificateTable } from './CertificateTable';

export type CertificatesProps = WidgetProps & {
  /** The certificate to point out (the course player's link names it); the list shows every one. */
  certificateId?: string;
  /** Where a renewed course opens; `{courseId}` is replaced. */
  courseUrl?: string;
};

/** The course's page in the host: the renewal opens the course again there. */
export const defaultCourseUrl = '/course/detail?courseId={courseId}';

/**
 * The learner's certificates (spec 2 `/certificate`, issue 9): everything shown (hours, dates,
 * status, whether it can be renewed) is what `GET /certificate/list` answers; nothing is worked out here.
 */
export function Certificates({ certificateId, courseUrl }: CertificatesProps) {
  const { t, i18n } = useTranslation('certificates');
  const headingId = useId();
  const { resource, reload } = useResource(listCertificates, 'list', { arrived: () => certificateListCall.arrived({}), language: i18n.language });
  return (
    <section className="tc-certificates" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-certificates__heading" part="heading">
        {t('list.heading')}
      </h2>
      {resource.status === 'loading' ? (
        <p className="tc-certificates__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <div className="tc-certificates__error" part="error">
          <p>{userMessage(resource.error) ?? t('list.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : resource.data.list.length === 0 ? (
        <EmptyState message={t('common:empty.certificates')} />
      ) : (
        <CertificateTable certificates={resource.data.list} highlightId={certificateId} courseUrl={courseUrl || defaultCourseUrl} onRenewed={reload} />
      )}
    </section>
  );
}
