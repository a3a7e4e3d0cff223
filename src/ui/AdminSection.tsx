import { useId, type ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { Pager } from './Pager';
import { ResourceView } from './ResourceView';
import type { Resource } from './useResource';

/**
 * A content section of the admin console (adminSection.css): its heading, the status line that
 * announces the last change the server confirmed, and its panels.
 */
export function AdminSection({ heading, notice, children }: { heading: string; notice: string | null; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="tc-admin-section" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-admin-section__heading" part="heading">
        {heading}
      </h2>
      <p className="tc-admin-section__notice" role="status" part="notice">
        {notice}
      </p>
      {children}
    </section>
  );
}

export type AdminListPanelProps<Item> = {
  heading: string;
  resource: Resource<{ list: Item[]; total: number }>;
  reload: () => void;
  /** True while the items shown are the last answer and a newer one loads (`useResource`'s `busy`): they stay, marked `aria-busy`. */
  busy?: boolean;
  /** Said when the list could not load and the server gave no message. */
  loadError: string;
  emptyMessage: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The list's search (a `ListSearch`), kept in place while the list reloads. */
  search?: ReactNode;
  /** One `<li>` per item. */
  children: (item: Item) => ReactNode;
};

/** A panel holding one page of a list the server pages: loading, error with retry, empty, the items and the pager. */
export function AdminListPanel<Item>({ heading, resource, reload, busy, loadError, emptyMessage, page, pageSize, onPage, search, children }: AdminListPanelProps<Item>) {
  const headingId = useId();
  return (
    <section className="tc-admin-section__panel" aria-labelledby={headingId} part="list">
      <h3 id={headingId}>{heading}</h3>
      {search}
      <ResourceView resource={resource} reload={reload} loadError={loadError}>
        {(data) => (
          <div className="tc-admin-section__list" aria-busy={busy || undefined}>
            {data.list.length === 0 ? (
              <EmptyState message={emptyMessage} />
            ) : (
              <>
                <ul className="tc-admin-section__items">{data.list.map(children)}</ul>
                <Pager page={page} pageSize={pageSize} total={data.total} onPage={onPage} />
              </>
            )}
          </div>
        )}
      </ResourceView>
    </section>
  );
}
