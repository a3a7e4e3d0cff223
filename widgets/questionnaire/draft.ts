import type { QuestionAnswer } from '../../src/validation/questionnaireForm';

/** What the attendee typed so far, kept in the browser per session code so a reload or a lost connection loses nothing. */
export type QuestionnaireDraft = {
  scanToken: string;
  fields: Record<string, string>;
  answers: Record<string, QuestionAnswer>;
};

const storageKey = (code: string): string => `tc-questionnaire:${code}`;

export const loadDraft = (code: string): QuestionnaireDraft | null => {
  try {
    const raw = window.localStorage.getItem(storageKey(code));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<QuestionnaireDraft>;
    if (typeof draft.scanToken !== 'string' || typeof draft.fields !== 'object' || typeof draft.answers !== 'object' || !draft.fields || !draft.answers) return null;
    return draft as QuestionnaireDraft;
  } catch {
    // A private window without storage, or a damaged entry: start afresh.
    return null;
  }
};

export const saveDraft = (code: string, draft: QuestionnaireDraft): void => {
  try {
    window.localStorage.setItem(storageKey(code), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, only the reload safety is lost.
  }
};

export const clearDraft = (code: string): void => {
  try {
    window.localStorage.removeItem(storageKey(code));
  } catch {
    // Nothing to clear.
  }
};

/** The code a QR code's link carries in the page's query (`?code=`). */
export const codeFromPage = (): string => (typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('code') ?? ''));
