// Defines <tc-notices> before this page renders it.
import '../../widgets/notices/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListAddress } from '../listAddress';

/** /notice/index (its page in the address: `?page=2`) and /notice/detail?noticeId=: the index, or one notice. */
export function NoticePage() {
  const { t } = useTranslation('host');
  const [search] = useSearchParams();
  const noticeId = search.get('noticeId') ?? '';
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t(noticeId ? 'titles.noticeDetail' : 'titles.notices')}</h1>
      {/* A new notice id is a new widget: attributes are initial config (r2wc). */}
      <tc-notices ref={section} key={noticeId} notice-id={noticeId || undefined} query={noticeId ? undefined : query} />
    </>
  );
}

export { NoticePage as Component };
