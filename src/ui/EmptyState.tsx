import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type EmptyStateProps = {
  /** Already translated text, e.g. `t('common:empty.certificates')`; defaults to a generic one. */
  message?: string;
  /** How to fill the list (e.g. a link to the courses), said under the message. */
  next?: ReactNode;
};

/** What a list shows when it has nothing (spec 8: 'There are no certificates here.' and kin). */
export function EmptyState({ message, next }: EmptyStateProps) {
  const { t } = useTranslation('common');
  const empty = (
    <p className="tc-empty" part="empty">
      {message ?? t('empty.default')}
    </p>
  );
  if (!next) return empty;
  return (
    <>
      {empty}
      <p className="tc-empty__next" part="empty-next">
        {next}
      </p>
    </>
  );
}
