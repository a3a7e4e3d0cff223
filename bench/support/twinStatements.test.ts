import { describe, expect, it } from 'vitest';
import { writingAsTheAppDoes } from './twinStatements';

describe("the twin's copy of a recorded statement", () => {
  it('compares each column a compare-and-set update sets with a condition that holds, keeping the key, the values and RETURNING', () => {
    const recorded = {
      name: 'tc_5',
      text: 'update "lesson_progress" set "position_seconds" = $1, "watched_ranges" = $2, "reported_at" = $3 where "user_id" = $4 and "lesson_id" = $5 and "position_seconds" = $6 and "watched_ranges" = $7::jsonb and "reported_at" = $8 returning "user_id"',
      values: [30, '[[0,30]]', '2031-01-01T00:00:01Z', 'u', 'l', 20, '[[0,20]]', '2031-01-01T00:00:00Z'],
    };
    expect(writingAsTheAppDoes(recorded)).toEqual({
      name: 'tc_5_twin',
      text: 'update "lesson_progress" set "position_seconds" = $1, "watched_ranges" = $2, "reported_at" = $3 where "user_id" = $4 and "lesson_id" = $5 and $6::text is not null and $7::text is not null and $8::text is not null returning "user_id"',
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
