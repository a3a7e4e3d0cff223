import { useTranslation } from 'react-i18next';

export type EmptyStateProps = {
  /** Already translated text, e.g. `t('common:empty.certificates')`; defaults to a generic one. */
  message?: string;
};

/** What a list shows when it has nothing (spec 8: 'There are no certificates here.' and kin). */
export function EmptyState({ message }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <p className="tc-empty" part="empty">
      {message ?? t('empty.default')}
    </p>
  );
}
