import { randomInt } from 'node:crypto';
import type { AttemptLayout } from '../../db/courseSchema';
import type { PoolQuestion } from './examRepository';

/** Fisher–Yates with a cryptographic generator, so the order cannot be predicted from earlier attempts. */
export const shuffled = <T>(items: readonly T[]): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};

/** Draws `count` questions of the pool in random order, each with its options in random order. */
export const drawLayout = (pool: readonly PoolQuestion[], count: number): AttemptLayout =>
  shuffled(pool)
    .slice(0, Math.min(count, pool.length))
    .map((question) => ({ questionId: question.questionId, kind: question.kind, optionIds: shuffled(question.optionIds) }));
