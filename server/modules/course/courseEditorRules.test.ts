import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EditorQuestion } from './courseEditorRepository';
import { publishBlock } from './publishCheck';
import { questionChange, sameQuestions } from './questionVersion';

const text = fc.record({ en: fc.string({ minLength: 1, maxLength: 8 }), es: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }) });
const question: fc.Arbitrary<EditorQuestion> = fc.record({
  kind: fc.constantFrom('single', 'multiple', 'true_false'),
  text,
  options: fc.array(fc.record({ text, right: fc.boolean() }), { minLength: 2, maxLength: 4 }),
});

describe('question versions', () => {
  it('sees a pool as the same only when nothing a learner reads or is graded on differs', () => {
    fc.assert(
      fc.property(fc.array(question, { maxLength: 5 }), (pool) => {
        expect(sameQuestions(pool, structuredClone(pool))).toBe(true);
        if (pool.length > 0) {
          const changed = structuredClone(pool);
          changed[0]!.text.en = `${changed[0]!.text.en}!`;
          expect(sameQuestions(pool, changed)).toBe(false);
          const flipped = structuredClone(pool);
          flipped[0]!.options[0]!.right = !flipped[0]!.options[0]!.right;
          expect(sameQuestions(pool, flipped)).toBe(false);
          expect(sameQuestions(pool, pool.slice(1))).toBe(false);
        }
      }),
    );
  });

  it('treats a missing Spanish text like an empty one', () => {
    const stored: EditorQuestion = { kind: 'single', text: { en: 'Q' }, options: [{ text: { en: 'A' }, right: true }, { text: { en: 'B' }, right: false }] };
    const typed: EditorQuestion = { kind: 'single', text: { en: 'Q', es: '' }, options: [{ text: { en: 'A', es: '' }, right: true }, { text: { en: 'B' }, right: false }] };
    expect(sameQuestions([stored], [typed])).toBe(true);
  });

  it('keeps, replaces while nothing was drawn, else versions', () => {
    expect(questionChange(true, 5)).toBe('keep');
    expect(questionChange(false, 0)).toBe('replace');
    expect(questionChange(false, 1)).toBe('newVersion');
  });
});

describe('what blocks publishing', () => {
  const lesson = { title: 'L1', durationSeconds: 12, test: { questionCount: 2, poolSize: 2 } };
  it('asks for a lesson, then a test covering its draw per lesson, then a final exam per country of a certification', () => {
    expect(publishBlock({ kind: 'library', countries: ['US'], lessons: [], finalExams: new Map() })?.messageKey).toBe('publishNeedsLesson');
    expect(publishBlock({ kind: 'library', countries: ['US'], lessons: [{ ...lesson, test: null }], finalExams: new Map() })).toEqual({ messageKey: 'publishNeedsLessonTest', values: { lesson: 'L1' } });
    expect(publishBlock({ kind: 'library', countries: ['US'], lessons: [{ ...lesson, test: { questionCount: 3, poolSize: 2 } }], finalExams: new Map() })?.messageKey).toBe('publishNeedsLessonTest');
    expect(publishBlock({ kind: 'library', countries: ['US'], lessons: [lesson], finalExams: new Map() })).toBeNull();
    expect(publishBlock({ kind: 'certification', countries: ['MX', 'US'], lessons: [lesson], finalExams: new Map([['US', { questionCount: 1, poolSize: 1 }]]) })).toEqual({
      messageKey: 'publishNeedsFinalExam',
      values: { versionCode: 'MX' },
    });
  });
});
