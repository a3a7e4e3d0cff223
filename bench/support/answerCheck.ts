import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { Journey } from './examJourney';

/** Submitted attempts whose stored answers lack one the learner sent, and graded attempts in all. */
export async function checkSubmittedAnswers(db: Kysely<Database>, journeys: Journey[]): Promise<{ submitted: number; graded: number; missing: number }> {
  const submitted = journeys.filter((journey) => journey.submitted && journey.attemptId);
  const stored = new Map<string, { status: string; answers: Record<string, string[]> }>();
  const ids = submitted.map((journey) => journey.attemptId as string);
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db.selectFrom('exam_attempts').select(['id', 'status', 'answers']).where('id', 'in', ids.slice(start, start + 1000)).execute();
    for (const row of rows) stored.set(row.id, { status: row.status, answers: row.answers });
  }
  let missing = 0;
  let graded = 0;
  for (const journey of submitted) {
    const row = stored.get(journey.attemptId as string);
    if (row?.status === 'graded') graded += 1;
    for (const answer of journey.sent) {
      if (JSON.stringify(row?.answers[answer.questionId] ?? null) !== JSON.stringify(answer.optionIds)) missing += 1;
    }
  }
  return { submitted: submitted.length, graded, missing };
}
