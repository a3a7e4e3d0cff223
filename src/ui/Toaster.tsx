import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toastStore, type Toast } from './toastStore';

const subscribe = (listener: () => void) => toastStore.subscribe(listener);

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  return (
    // The live region sits inside the item: an <li> with another role would no longer be an item of the list (axe: list, aria-allowed-role).
    <li className="tc-toaster__item">
      {/* Errors interrupt (alert); successes and information wait for a pause (status). */}
      <div className={`tc-toast tc-toast--${toast.kind}`} part={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
        <span className="tc-visually-hidden">{t(`toast.${toast.kind}`)}: </span>
        <span className="tc-toast__message">{toast.message}</span>
        <button type="button" className="tc-toast__close" aria-label={t('actions.close')} onClick={() => toastStore.close(toast.id)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}

/** Renders the page's toast queue; each toast closes itself after 3 s (spec 4) or on its button. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useSyncExternalStore(subscribe, toastStore.list, toastStore.list);
  return (
    <ol className="tc-toaster" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}
