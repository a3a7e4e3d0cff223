import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './csvExport';
import { answerFraction, answerText, questionnaireScore, satisfactionRating, submissionScore, type ScoredQuestion } from './scoring';
import { dayEndIn, dayStartIn } from './usTime';

const single: ScoredQuestion = { id: 's', kind: 'singleChoice', weight: 3, options: [{ id: 'a', label: 'Fully', points: 10 }, { id: 'b', label: 'Partly', points: 5 }, { id: 'c', label: 'Not', points: 0 }] };
const multiple: ScoredQuestion = { id: 'm', kind: 'multipleChoice', weight: 1, options: [{ id: 'x', label: 'Wiring', points: 1 }, { id: 'y', label: 'App', points: 1 }] };
const fillIn: ScoredQuestion = { id: 'f', kind: 'fillIn', weight: 4, options: [] };
const rating: ScoredQuestion = { id: 'r', kind: 'rating', weight: 5, options: [] };
const questions = [single, multiple, fillIn, rating];

describe('questionnaire scoring', () => {
  it('scores each answer type as a fraction; typed answers and empty ones score nothing', () => {
    expect(answerFraction(single, { optionIds: ['b'] })).toBe(0.5);
    expect(answerFraction(multiple, { optionIds: ['x', 'y'] })).toBe(1);
    expect(answerFraction(multiple, { optionIds: ['y'] })).toBe(0.5);
    expect(answerFraction(rating, { rating: 4 })).toBe(0.8);
    expect(answerFraction(fillIn, { text: '12' })).toBeUndefined();
    expect(answerFraction(single, { optionIds: [] })).toBeUndefined();
    expect(answerFraction(single, undefined)).toBeUndefined();
    expect(answerFraction({ ...single, options: single.options.map((option) => ({ ...option, points: 0 })) }, { optionIds: ['a'] })).toBeUndefined();
  });

  it('weights the answered questions that score (weight 4 on a fill-in counts for nothing)', () => {
    expect(submissionScore(questions, { s: { optionIds: ['a'] }, m: { optionIds: ['x'] }, f: { text: '3' }, r: { rating: 4 } })).toBe(83.3);
    expect(submissionScore(questions, { s: { optionIds: ['b'] }, r: { rating: 2 } })).toBe(43.8);
    expect(submissionScore(questions, { f: { text: '3' } })).toBeNull();
    expect(submissionScore([{ ...rating, weight: 0 }], { r: { rating: 5 } })).toBeNull();
  });

  it('keeps every score between 0 and 100', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'b', 'c'), fc.subarray(['x', 'y']), fc.integer({ min: 1, max: 5 }), fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 4, maxLength: 4 }), (choice, topics, stars, weights) => {
        const weighted = questions.map((question, index) => ({ ...question, weight: weights[index]! }));
        const score = submissionScore(weighted, { s: { optionIds: [choice] }, m: { optionIds: topics }, r: { rating: stars } });
        return score === null || (score >= 0 && score <= 100);
      }),
    );
  });

  it('rates satisfaction as mean stars and the questionnaire as the mean submission score', () => {
    expect(satisfactionRating(questions, [{ r: { rating: 5 } }, { r: { rating: 2 } }, { s: { optionIds: ['a'] } }])).toBe(3.5);
    expect(satisfactionRating(questions, [])).toBeNull();
    expect(questionnaireScore([100, 43.8, null])).toBe(71.9);
    expect(questionnaireScore([null])).toBeNull();
  });

  it('writes answers as text: labels, typed text, stars', () => {
    expect(answerText(multiple, { optionIds: ['y', 'x'] })).toBe('Wiring; App');
    expect(answerText(rating, { rating: 3 })).toBe('3/5');
    expect(answerText(fillIn, { text: 'doce' })).toBe('doce');
    expect(answerText(single, undefined)).toBe('');
  });
});

describe('CSV formula neutralising', () => {
  it('prefixes cells a spreadsheet would run, leaves the rest', () => {
    for (const cell of ['=cmd', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['José', '5551234567', '', 'a=b']) expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe('days in US time', () => {
  it('starts a Chicago day at its local midnight, across daylight saving changes', () => {
    expect(dayStartIn('America/Chicago', '2026-01-15').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(dayStartIn('America/Chicago', '2026-07-15').toISOString()).toBe('2026-07-15T05:00:00.000Z');
    expect(dayStartIn('America/Chicago', '2026-03-08').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(dayEndIn('America/Chicago', '2026-03-08').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(dayEndIn('America/Chicago', '2026-12-31').toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });
});
