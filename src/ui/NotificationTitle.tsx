import type { NotificationItem } from '../contract/notification';

/** A notification's title as the server wrote it, the words it quotes from another language (`titleQuote`) marked with that `lang`. */
export function NotificationTitle({ title, titleQuote }: Pick<NotificationItem, 'title' | 'titleQuote'>) {
  const at = titleQuote && titleQuote.text !== '' ? title.lastIndexOf(titleQuote.text) : -1;
  if (!titleQuote || at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span lang={titleQuote.language}>{titleQuote.text}</span>
      {title.slice(at + titleQuote.text.length)}
    </>
  );
}
