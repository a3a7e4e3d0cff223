import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ThrottledButton } from './ThrottledButton';

/** Server content the question quotes, and the language it is written in. */
export type ConfirmQuote = { text: string; lang: string | undefined };

export type ConfirmRowProps = {
  /** The question, also the group's accessible name ("Delete “x”? …"). */
  question: string;
  /**
   * The title, name or question the question quotes, when its language is known: that part of the
   * question is marked with its `lang` (a Spanish notice quoted in the English console).
   */
  quote?: ConfirmQuote;
  confirmLabel: string;
  /** The way back; "Cancel" unless given. */
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's part names besides `button` (e.g. `confirm-delete`). */
  confirmPart: string;
};

/** The question with its quoted part in a span of its own language (the first occurrence; the text as written when absent). */
export function questionWithQuote(question: string, quote: ConfirmQuote | undefined): ReactNode {
  const at = quote?.text ? question.indexOf(quote.text) : -1;
  if (!quote?.lang || at < 0) return question;
  return (
    <>
      {question.slice(0, at)}
      <span lang={quote.lang}>{quote.text}</span>
      {question.slice(at + quote.text.length)}
    </>
  );
}

/** Asks before a one-time action, in place of the buttons that started it: the action takes the focus first. */
export function ConfirmRow({ question, quote, confirmLabel, cancelLabel, busy, onConfirm, onCancel, confirmPart }: ConfirmRowProps) {
  const { t } = useTranslation('common');
  // An accessible name is plain text whatever names it, so the group keeps the question as its label; the text on screen marks the quote.
  return (
    <div className="tc-actions" role="group" aria-label={question}>
      <span>{questionWithQuote(question, quote)}</span>
      <ThrottledButton className="tc-button" busy={busy} onClick={onConfirm} autoFocus part={`button ${confirmPart}`}>
        {confirmLabel}
      </ThrottledButton>
      <button type="button" className="tc-button tc-button--secondary" part="button" onClick={onCancel}>
        {cancelLabel ?? t('actions.cancel')}
      </button>
    </div>
  );
}
