import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotice, listNotices } from '../../src/api/home';
import { toLanguage, type Language } from '../../src/contract/languages';
import type { NoticeDetail, NoticeListResult } from '../../src/contract/notice';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { fillUrlTemplate } from '../../src/elements/portalLinks';
import { AppLink } from '../../src/ui/AppLink';
import { formatDate } from '../../src/ui/formatDate';
import { ResourceView } from '../../src/ui/ResourceView';
import { useResource } from '../../src/ui/useResource';
import { Pager } from '../../src/ui/Pager';
import { useListAddress } from '../../src/ui/listAddress';
import type { Emit } from '../../src/elements/events';

export type NoticesProps = WidgetProps & {
  /** Shows this notice; without it, the list. */
  noticeId?: string;
  pageSize?: number;
  /** Where a notice opens; `{noticeId}` is replaced. */
  detailUrl?: string;
  /** Where "All notices" goes from a notice. */
  listUrl?: string;
  /** The index's page as an address's query (`?page=2`), set by a page that keeps it in its address. */
  query?: string;
};

/** The index has no search or filter: the address holds only its page. */
const noticeIndexFields = {};

export const defaultNoticeDetailUrl = '/notice/detail?noticeId={noticeId}';
export const defaultNoticeListUrl = '/notice/index';

/** The server's language of a notice when it is not the reader's: its text gets that `lang`, so a screen reader pronounces it right. */
const foreignLanguage = (language: Language, uiLanguage: string): Language | undefined => (language !== toLanguage(uiLanguage) ? language : undefined);

/** A notice: its HTML was sanitised by the server when an admin stored it (no script, handler or javascript: URL survives). */
function NoticeView({ notice, listUrl }: { notice: NoticeDetail; listUrl: string }) {
  const { t, i18n } = useTranslation('home');
  const lang = foreignLanguage(notice.language, i18n.language);
  return (
    <article className="tc-notices__detail" part="detail">
      <h3 className="tc-notices__title" lang={lang}>
        {notice.title}
      </h3>
      <p className="tc-item__meta">
        {t('notices.published', { date: formatDate(notice.publishedAt, i18n.language) })}
        {lang ? <span part="language"> · {t(`notices.writtenIn.${lang}`)}</span> : null}
      </p>
      <div className="tc-notices__body" part="body" lang={lang} dangerouslySetInnerHTML={{ __html: notice.bodyHtml }} />
      <AppLink href={listUrl}>{t('notices.back')}</AppLink>
    </article>
  );
}

function NoticeList({ pageSize, detailUrl, address, emit }: { pageSize: number; detailUrl: string; address?: string; emit: Emit }) {
  const { t, i18n } = useTranslation('home');
  // The page: the page's address when it keeps it there, else this widget's own.
  const list = useListAddress(noticeIndexFields, address, emit);
  const { page } = list.query;
  // Another page keeps the last notices (busy) until it arrives, so the pager and its focus stay in place.
  const { resource, reload, busy } = useResource(() => listNotices({ page, pageSize }), `${page}/${pageSize}`, { keepWhileLoading: true });
  return (
    <ResourceView resource={resource} reload={reload} isEmpty={(data) => data.total === 0} emptyMessage={t('notices.empty')}>
      {(data: NoticeListResult) => {
        return (
          <>
            <ul className="tc-list" part="list" aria-busy={busy || undefined}>
              {data.list.map((notice) => {
                const lang = foreignLanguage(notice.language, i18n.language);
                return (
                  <li key={notice.noticeId} className="tc-item" part="item">
                    <h3 className="tc-item__title" lang={lang}>
                      <AppLink href={fillUrlTemplate(detailUrl, { noticeId: notice.noticeId })}>{notice.title}</AppLink>
                    </h3>
                    <p className="tc-item__meta">
                      <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt, i18n.language)}</time>
                      {lang ? <span part="language"> · {t(`notices.writtenIn.${lang}`)}</span> : null}
                    </p>
                    <p lang={lang}>{notice.excerpt}</p>
                  </li>
                );
              })}
            </ul>
            <Pager page={page} pageSize={pageSize} total={data.total} onPage={list.setPage} part="paging" />
          </>
        );
      }}
    </ResourceView>
  );
}

function NoticeDetailView({ noticeId, listUrl }: { noticeId: string; listUrl: string }) {
  const { t } = useTranslation('home');
  const { resource, reload } = useResource(() => getNotice(noticeId), noticeId);
  return (
    <ResourceView resource={resource} reload={reload} notFound={<AppLink href={listUrl}>{t('notices.back')}</AppLink>}>
      {(notice: NoticeDetail) => <NoticeView notice={notice} listUrl={listUrl} />}
    </ResourceView>
  );
}

/** Notices (spec 2 `/notice`, issue 11): the paged index, or one notice when `noticeId` is set. */
export function Notices({ noticeId, pageSize, detailUrl, listUrl, query, emit }: NoticesProps) {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className="tc-notices tc-block" part="base" aria-labelledby={headingId}>
      <h2 id={headingId} className="tc-notices__heading" part="heading">
        {t('notices.heading')}
      </h2>
      {noticeId ? (
        <NoticeDetailView noticeId={noticeId} listUrl={listUrl || defaultNoticeListUrl} />
      ) : (
        <NoticeList pageSize={pageSize && pageSize > 0 ? Math.floor(pageSize) : 10} detailUrl={detailUrl || defaultNoticeDetailUrl} address={query} emit={emit} />
      )}
    </section>
  );
}
