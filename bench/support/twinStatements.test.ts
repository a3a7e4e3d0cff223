import { describe, expect, it } from 'vitest';
import { writingAsTheAppDoes } from './twinStatements';

describe("the twin's copy of a recorded statement", () => {
  it('compares each column a compare-and-set update sets with a condition that holds, keeping the key, the values and RETURNING', () => {
    const recorded = {
      name: 'tc_5',
      text: 'update "lesson_progress" set "position_seconds" = $1, "reported_at" = $2 where "user_id" = $3 and "lesson_id" = $4 and "position_seconds" = $5 and "reported_at" = $6 returning "user_id"',
      values: [30, '2031-01-01T00:00:01Z', 'u', 'l', 20, '2031-01-01T00:00:00Z'],
    };
    expect(writingAsTheAppDoes(recorded)).toEqual({
      name: 'tc_5_twin',
      text: 'update "lesson_progress" set "position_seconds" = $1, "reported_at" = $2 where "user_id" = $3 and "lesson_id" = $4 and $5::text is not null and $6::text is not null returning "user_id"',
      values: recorded.values,
    });
  });

  it('leaves alone a statement that compares nothing it sets, and every other statement', () => {
    const save = { text: 'update "exam_attempts" set "answers" = answers || $1::jsonb where "id" = $2 and "status" = $3 returning "id"', values: ['{}', 'a', 'in_progress'] };
    const read = { text: 'select "id" from "users" where "id" = $1', values: ['u'] };
    expect(writingAsTheAppDoes(save)).toBe(save);
    expect(writingAsTheAppDoes(read)).toBe(read);
  });
});
