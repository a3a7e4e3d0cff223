import { randomInt } from 'node:crypto';
import type { AttemptLayout } from '../../db/courseSchema';
import type { PoolQuestion } from './examRepository';

/** A whole number from 0 to `bound` - 1. */
export type RandomBelow = (bound: number) => number;

/** Fisher–Yates with a cryptographic generator by default, so the order cannot be predicted from earlier attempts. */
export const shuffled = <T>(items: readonly T[], randomBelow: RandomBelow = randomInt): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomBelow(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};

/** Draws `count` questions of the pool in random order, each with its options in random order. */
export const drawLayout = (pool: readonly PoolQuestion[], count: number, randomBelow: RandomBelow = randomInt): AttemptLayout =>
  shuffled(pool, randomBelow)
    .slice(0, Math.min(count, pool.length))
    .map((question) => ({ questionId: question.questionId, kind: question.kind, optionIds: shuffled(question.optionIds, randomBelow) }));
