import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingStore } from './loadingStore';

const subscribe = (listener: () => void) => loadingStore.subscribe(listener);

/**
 * Shows "Loading…" while API calls that want an indicator are under way (getUserInfo does not).
 * The status region stays in the DOM so screen readers announce the text when it appears.
 */
export function LoadingIndicator() {
  const { t } = useTranslation('common');
  const pending = useSyncExternalStore(subscribe, loadingStore.pending, loadingStore.pending);
  return (
    <div className="tc-loading" role="status" part="loading">
      {pending > 0 ? (
        <>
          <span className="tc-spinner" aria-hidden="true" />
          <span>{t('loading')}</span>
        </>
      ) : null}
    </div>
  );
}
