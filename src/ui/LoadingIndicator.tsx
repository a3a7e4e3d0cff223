import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingStore } from './loadingStore';

const subscribe = (listener: () => void) => loadingStore.subscribe(listener);

export type LoadingIndicatorProps = {
  /**
   * `page`: the page's own indicator (the host's header). `frame`: a widget's, shown only while the
   * page has none of its own, so a page never announces the same wait twice.
   */
  placement?: 'page' | 'frame';
};

/**
 * The request loading indicator of spec 7: a thin bar along the top of its frame (role progressbar,
 * labelled) while API calls that want one are under way; getUserInfo does not. The status region
 * stays in the DOM so screen readers announce "Loading…" when it appears; nothing takes focus.
 */
export function LoadingIndicator({ placement = 'frame' }: LoadingIndicatorProps) {
  const { t } = useTranslation('common');
  const pending = useSyncExternalStore(subscribe, loadingStore.pending, loadingStore.pending);
  const pageHasOne = useSyncExternalStore(subscribe, loadingStore.pageShowsIndicator, loadingStore.pageShowsIndicator);
  useEffect(() => (placement === 'page' ? loadingStore.claimPage() : undefined), [placement]);
  if (placement === 'frame' && pageHasOne) return null;
  return (
    <div className="tc-loading-indicator" part="loading-indicator" data-placement={placement}>
      {pending > 0 ? <span className="tc-loading-indicator__bar" role="progressbar" aria-label={t('loading')} /> : null}
      <span className="tc-loading-indicator__text" role="status">
        {pending > 0 ? t('loading') : ''}
      </span>
    </div>
  );
}
