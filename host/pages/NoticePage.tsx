// Defines <tc-notices> before this page renders it.
import '../../widgets/notices/element';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** /notice/index and /notice/detail?noticeId=: the index, or one notice. */
export function NoticePage() {
  const { t } = useTranslation('host');
  const [search] = useSearchParams();
  const noticeId = search.get('noticeId') ?? '';
  return (
    <>
      <h1 className="visually-hidden">{t(noticeId ? 'titles.noticeDetail' : 'titles.notices')}</h1>
      {/* A new notice id is a new widget: attributes are initial config (r2wc). */}
      <tc-notices key={noticeId} notice-id={noticeId || undefined} />
    </>
  );
}

export { NoticePage as Component };
