import type { LocalizedText } from '../../db/courseSchema';
import type { EditorQuestion } from './courseEditorRepository';

const sameText = (a: LocalizedText, b: LocalizedText): boolean => a.en === b.en && (a.es ?? '') === (b.es ?? '');

/** Whether a saved question pool equals the current one: same order, kinds, texts, options and right marks. */
export const sameQuestions = (current: EditorQuestion[], saved: EditorQuestion[]): boolean =>
  current.length === saved.length &&
  current.every((question, index) => {
    const other = saved[index];
    return (
      other !== undefined &&
      question.kind === other.kind &&
      sameText(question.text, other.text) &&
      question.options.length === other.options.length &&
      question.options.every((option, at) => {
        const otherOption = other.options[at];
        return otherOption !== undefined && option.right === otherOption.right && sameText(option.text, otherOption.text);
      })
    );
  });

/**
 * What saving a question pool does: nothing when the questions are the same; replace them in place
 * while no attempt was drawn from the current version; else start a new version (attempts keep theirs).
 */
export const questionChange = (same: boolean, attemptsOnCurrent: number): 'keep' | 'replace' | 'newVersion' =>
  same ? 'keep' : attemptsOnCurrent === 0 ? 'replace' : 'newVersion';
