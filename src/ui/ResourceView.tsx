import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound, userMessage } from '../api/apiError';
import { EmptyState } from './EmptyState';
import type { Resource } from './useResource';

export type ResourceViewProps<T> = {
  resource: Resource<T>;
  reload: () => void;
  /** True when the answer has nothing to show: the empty state is rendered instead. */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
  /** How to fill an empty answer, said under `emptyMessage`. */
  emptyNext?: ReactNode;
  /** Said when the call failed and the server gave no message (default: the home page's). */
  loadError?: string;
  /** A way back (a link to the list) shown instead of Try again when the server knows no such thing. */
  notFound?: ReactNode;
  /** Errors that asking again cannot help (default: not found, 40004); shown with `notFound` in place of Try again. */
  isGone?: (error: unknown) => boolean;
  /** A reload that failed while the data before it stays (`useResource`'s `keepOnFailedReload`): its error and Try again stand above the data. */
  reloadFailed?: { error: unknown } | null;
  children: (data: T) => ReactNode;
};

/** One block's loading, error (with retry), empty and filled states, so a slow or failed call holds only its own block. */
export function ResourceView<T>({ resource, reload, isEmpty, emptyMessage, emptyNext, loadError, notFound, isGone = isNotFound, reloadFailed, children }: ResourceViewProps<T>) {
  const { t } = useTranslation('common');
  const failure = (error: unknown) => (
    <div className="tc-block__error" part="error" role="alert">
      <p>{userMessage(error) ?? loadError ?? t('home:loadError')}</p>
      <button type="button" className="tc-button tc-button--secondary" part="button retry" onClick={reload}>
        {t('actions.retry')}
      </button>
    </div>
  );
  if (resource.status === 'loading') {
    return (
      <p className="tc-block__loading" part="loading" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (resource.status === 'error') {
    if (notFound !== undefined && isGone(resource.error)) {
      return (
        <div className="tc-block__error" part="error not-found" role="alert">
          <p>{userMessage(resource.error)}</p>
          {notFound}
        </div>
      );
    }
    return failure(resource.error);
  }
  return (
    <>
      {reloadFailed ? failure(reloadFailed.error) : null}
      {isEmpty?.(resource.data) ? <EmptyState message={emptyMessage} next={emptyNext} /> : children(resource.data)}
    </>
  );
}
