import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateListCall, listCertificates } from '../../src/api/certificate';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { AppLink } from '../../src/ui/AppLink';
import { ResourceView } from '../../src/ui/ResourceView';
import { useResource } from '../../src/ui/useResource';
import { CertificateTable } from './CertificateTable';

export type CertificatesProps = WidgetProps & {
  /** The certificate to point out (the course player's link names it); the list shows every one. */
  certificateId?: string;
  /** Where a renewed course opens; `{courseId}` is replaced. */
  courseUrl?: string;
  /** The course list, offered when there is no certificate yet. */
  coursesUrl?: string;
};

/** The course's page in the host: the renewal opens the course again there. */
export const defaultCourseUrl = '/course/detail?courseId={courseId}';
export const defaultCoursesUrl = '/course/index';

/**
 * The learner's certificates (spec 2 `/certificate`, issue 9): everything shown (hours, dates,
 * status, whether it can be renewed) is what `GET /certificate/list` answers; nothing is worked out here.
 */
export function Certificates({ certificateId, courseUrl, coursesUrl }: CertificatesProps) {
  const { t, i18n } = useTranslation('certificates');
  const headingId = useId();
  const { resource, reload } = useResource(listCertificates, 'list', { arrived: () => certificateListCall.arrived({}), language: i18n.language });
  return (
    <section className="tc-certificates" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-certificates__heading" part="heading">
        {t('list.heading')}
      </h2>
      <ResourceView
        resource={resource}
        reload={reload}
        loadError={t('list.loadError')}
        isEmpty={(certificates) => certificates.list.length === 0}
        emptyMessage={t('common:empty.certificates')}
        emptyNext={
          <>
            {t('list.howToEarn')} <AppLink href={coursesUrl || defaultCoursesUrl}>{t('list.toCourses')}</AppLink>
          </>
        }
      >
        {(certificates) => <CertificateTable certificates={certificates.list} highlightId={certificateId} courseUrl={courseUrl || defaultCourseUrl} onRenewed={reload} />}
      </ResourceView>
    </section>
  );
}
