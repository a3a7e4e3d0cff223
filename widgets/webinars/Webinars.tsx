import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { listWebinars, webinarListCall } from '../../src/api/home';
import type { WebinarListResult } from '../../src/contract/webinar';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { ResourceView } from '../../src/ui/ResourceView';
import { useResource } from '../../src/ui/useResource';
import { WebinarCard } from '../../src/ui/WebinarCard';

export type WebinarsProps = WidgetProps;

/**
 * Webinars (issue 11): title, the time in the viewer's zone and in US Central time, duration, the
 * join link only when the server sends it (from 15 minutes before), a calendar file, the recording after.
 */
export function Webinars(_props: WebinarsProps) {
  const { t, i18n } = useTranslation('home');
  const headingId = useId();
  const { resource, reload } = useResource(listWebinars, 'webinars', { arrived: () => webinarListCall.arrived({}), language: i18n.language });
  return (
    <section className="tc-webinars tc-block" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-webinars__heading" part="heading">
        {t('webinars.heading')}
      </h2>
      <ResourceView resource={resource} reload={reload} isEmpty={(data) => data.list.length === 0} emptyMessage={t('webinars.empty')}>
        {(data: WebinarListResult) => (
          <ul className="tc-list" part="list">
            {data.list.map((webinar) => (
              <WebinarCard key={webinar.webinarId} webinar={webinar} />
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  );
}
