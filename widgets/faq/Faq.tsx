import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessage } from '../../src/api/apiError';
import { listFaq } from '../../src/api/support';
import type { FaqCategory, FaqEntry } from '../../src/contract/support';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useResource } from '../../src/ui/useResource';

export type FaqProps = WidgetProps & {
  /** The category shown first (its key, e.g. `account`); default all. */
  category?: string;
};

/** Typing pauses this long before the search runs (Enter runs it at once). */
const searchDelayMs = 300;

/**
 * The FAQ (issue 11): categories, a search in the viewer's language (the server ignores case and
 * accents) and answers that open in place, each behind a button that says whether it is open
 * (`aria-expanded`) and which region it opens (`aria-controls`). Public: works without a session.
 */
export function Faq({ category: initialCategory = '' }: FaqProps) {
  const { t, i18n } = useTranslation('support');
  const titleId = useId();
  const idPrefix = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(initialCategory);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);

  // The language is part of the key: switching it asks the server again.
  const { resource, reload } = useResource(() => listFaq({ q: query, category }), `${category}|${query}`, { language: i18n.language });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  const toggle = (faqId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(faqId)) next.delete(faqId);
      else next.add(faqId);
      return next;
    });

  // The filter stays on screen while a new search loads.
  const [categories, setCategories] = useState<FaqCategory[]>([]);
  if (resource.status === 'ready' && resource.data.categories !== categories) setCategories(resource.data.categories);

  return (
    <section className="tc-card tc-faq" part="base" aria-labelledby={titleId}>
      <h2 className="tc-faq__title" id={titleId} part="heading">
        {t('faq.title')}
      </h2>
      <p className="tc-faq__intro">{t('faq.intro')}</p>
      <form className="tc-filters tc-faq__search" role="search" onSubmit={search} part="search">
        <TextField label={t('faq.searchLabel')} name="q" type="search" value={typed} onChange={setTyped} maxLength={100} />
        <button type="submit" className="tc-button" part="button">
          {t('faq.searchButton')}
        </button>
      </form>
      {categories.length > 0 ? (
        <div className="tc-faq__categories" role="group" aria-label={t('faq.categoriesLabel')} part="categories">
          {[{ key: '', label: t('faq.allCategories') }, ...categories].map((item) => (
            <button
              key={item.key || 'all'}
              type="button"
              className="tc-faq__category"
              part="category"
              aria-pressed={category === item.key}
              onClick={() => setCategory(item.key)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
      {/* One status region, always present, so each new count is announced. */}
      <p className={resource.status === 'loading' ? 'tc-loading' : 'tc-faq__count'} role="status" part={resource.status === 'loading' ? 'loading' : 'count'}>
        {resource.status === 'loading' ? <span className="tc-spinner" aria-hidden="true" /> : null}
        {resource.status === 'loading' ? t('faq.loading') : resource.status === 'ready' ? t('faq.results', { count: resource.data.list.length }) : ''}
      </p>
      {resource.status === 'error' ? (
        <div className="tc-faq__failed" role="alert" part="error">
          <p>{t('faq.loadFailed')}</p>
          {userMessage(resource.error) ? <p>{userMessage(resource.error)}</p> : null}
          <ThrottledButton onClick={reload}>{t('common:actions.retry')}</ThrottledButton>
        </div>
      ) : null}
      {resource.status === 'ready' ? (
        <>
          {resource.data.list.length === 0 ? (
            <div className="tc-empty" part="empty">
              <p>{t('faq.noResults')}</p>
              <p className="tc-hint">{t('faq.noResultsHint')}</p>
              {query || category ? (
                <button
                  type="button"
                  className="tc-link"
                  onClick={() => {
                    setTyped('');
                    setQuery('');
                    setCategory('');
                  }}
                >
                  {t('faq.clearSearch')}
                </button>
              ) : null}
            </div>
          ) : (
            <ul className="tc-faq__list" part="list">
              {resource.data.list.map((entry) => (
                <FaqItem key={entry.faqId} entry={entry} idPrefix={idPrefix} expanded={open.has(entry.faqId)} onToggle={() => toggle(entry.faqId)} uiLanguage={i18n.language} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

/** One question: a heading holding the disclosure button, and the answer region it controls. */
function FaqItem({ entry, idPrefix, expanded, onToggle, uiLanguage }: { entry: FaqEntry; idPrefix: string; expanded: boolean; onToggle: () => void; uiLanguage: string }) {
  const answerId = `${idPrefix}-answer-${entry.faqId}`;
  // An untranslated entry comes in English: screen readers then read it with English rules.
  const lang = entry.lang !== uiLanguage.slice(0, 2) ? entry.lang : undefined;
  return (
    <li className="tc-faq__item" part="item" lang={lang}>
      <h3 className="tc-faq__question">
        <button type="button" className="tc-faq__toggle" part="question" aria-expanded={expanded} aria-controls={answerId} onClick={onToggle}>
          <span>{entry.question}</span>
          <span className="tc-faq__marker" aria-hidden="true" />
        </button>
      </h3>
      <div className="tc-faq__answer" id={answerId} hidden={!expanded} part="answer">
        {entry.answer.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
}
