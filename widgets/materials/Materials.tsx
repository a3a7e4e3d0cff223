import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, userMessage } from '../../src/api/apiError';
import { getPartner } from '../../src/api/materials';
import { ResultCode } from '../../src/contract/codes';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { useResource } from '../../src/ui/useResource';
import { MaterialsPackage } from './MaterialsPackage';

export type MaterialsProps = WidgetProps & {
  /** A partner website: the package for its anonymous visitors, under the installer's name. */
  website?: string;
};

/**
 * The digital materials package (spec 2 `/digital-materials-package`, issue 10). Signed in, it is the
 * user's; with `website`, an anonymous visitor's on that installer's page. Whether the terms were
 * agreed, what the table holds and what may be downloaded is what the server answers.
 */
export function Materials({ website }: MaterialsProps) {
  const { t } = useTranslation('materials');
  const headingId = useId();
  const partnerWebsite = website?.trim() || undefined;
  const { resource: partner, reload } = useResource(() => (partnerWebsite ? getPartner(partnerWebsite) : Promise.resolve(null)), `partner:${partnerWebsite ?? ''}`);

  const notFound = partner.status === 'error' && partner.error instanceof ApiError && partner.error.code === ResultCode.websiteNotFound;
  return (
    <section className="tc-materials" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-materials__heading" part="heading">
        {notFound ? t('notFound.heading') : t('heading')}
      </h2>
      {partner.status === 'loading' ? (
        <p className="tc-materials__loading" part="loading" aria-busy="true">
          {t('loading')}
        </p>
      ) : notFound ? (
        <p className="tc-materials__not-found" part="not-found" role="status">
          {t('notFound.message', { website: partnerWebsite })}
        </p>
      ) : partner.status === 'error' ? (
        <div className="tc-materials__error" part="error">
          <p>{userMessage(partner.error) ?? t('loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <MaterialsPackage
          website={partner.data?.website}
          intro={
            partner.data ? (
              <p className="tc-materials__partner" part="partner">
                {t('providedBy', { companyName: partner.data.companyName })}
              </p>
            ) : null
          }
        />
      )}
    </section>
  );
}
