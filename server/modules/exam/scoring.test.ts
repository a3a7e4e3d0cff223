import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttemptLayout } from '../../db/courseSchema';
import { checkedAnswers } from './answers';
import { drawLayout } from './draw';
import { correctPercent, hasPassed } from './passMark';
import { isRightAnswer, scoreAttempt } from './scoring';

describe('pass mark', () => {
  it('passes at 70% or more, compared exactly', () => {
    expect(hasPassed(7, 10, 70)).toBe(true);
    expect(hasPassed(6, 10, 70)).toBe(false);
    expect(hasPassed(4, 5, 70)).toBe(true);
    expect(hasPassed(3, 5, 70)).toBe(false);
    // 69.99...%: rounding would pass it, the exact ratio does not.
    expect(hasPassed(6999, 10000, 70)).toBe(false);
  });

  it('shows the percent rounded down, so the shown percent and the pass agree at every count', () => {
    expect(correctPercent(2, 3)).toBe(66);
    expect(correctPercent(6999, 10000)).toBe(69);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 100 }), (count, right, passPercent) => {
        const correct = Math.min(right, count);
        expect(correctPercent(correct, count) >= passPercent).toBe(hasPassed(correct, count, passPercent));
      }),
    );
  });
});

describe('scoring', () => {
  it('takes a multiple-answer question as right only with exactly the right set', () => {
    const right = new Set(['a', 'b']);
    expect(isRightAnswer(['b', 'a'], right)).toBe(true);
    expect(isRightAnswer(['a'], right)).toBe(false);
    expect(isRightAnswer(['a', 'b', 'c'], right)).toBe(false);
    expect(isRightAnswer([], right)).toBe(false);
  });

  it('counts unanswered questions as wrong', () => {
    const layout: AttemptLayout = [
      { questionId: 'q1', kind: 'single', optionIds: ['a', 'b'] },
      { questionId: 'q2', kind: 'true_false', optionIds: ['t', 'f'] },
    ];
    const score = scoreAttempt(layout, { q1: ['a'] }, new Map([['q1', new Set(['a'])], ['q2', new Set(['f'])]]));
    expect(score).toEqual({ correctCount: 1, results: { q1: 'right', q2: 'wrong' } });
  });
});

describe('answers and draws', () => {
  const layout: AttemptLayout = [
    { questionId: 'q1', kind: 'single', optionIds: ['a', 'b'] },
    { questionId: 'q2', kind: 'multiple', optionIds: ['c', 'd', 'e'] },
  ];

  it('accepts only the attempt’s own questions and options, one option for single answer', () => {
    expect(checkedAnswers(layout, [{ questionId: 'q2', optionIds: ['c', 'e', 'c'] }])).toEqual({ q2: ['c', 'e'] });
    expect(() => checkedAnswers(layout, [{ questionId: 'qX', optionIds: [] }])).toThrow('answerNotInAttempt');
    expect(() => checkedAnswers(layout, [{ questionId: 'q1', optionIds: ['c'] }])).toThrow('answerNotInAttempt');
    expect(() => checkedAnswers(layout, [{ questionId: 'q1', optionIds: ['a', 'b'] }])).toThrow('oneAnswerOnly');
  });

  it('draws distinct questions from the pool with every option of each', () => {
    const pool = Array.from({ length: 16 }, (_, index) => ({ questionId: `q${index}`, kind: 'single' as const, optionIds: [`q${index}a`, `q${index}b`, `q${index}c`] }));
    const drawn = drawLayout(pool, 10);
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn.map((question) => question.questionId)).size).toBe(10);
    for (const question of drawn) expect([...question.optionIds].sort()).toEqual(pool.find((candidate) => candidate.questionId === question.questionId)?.optionIds);
    const orders = new Set(Array.from({ length: 20 }, () => drawLayout(pool, 10).map((question) => question.questionId).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});
