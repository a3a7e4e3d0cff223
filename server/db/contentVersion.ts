import { sql } from 'kysely';

/**
 * The content's version (migrations 0021 and 0022: every change of courses, lessons, exams and questions
 * moves it), as text: what a kept copy of content is compared with, inside the statement that relies on it.
 */
export const contentVersion = sql<string>`(select version::text from content_version)`;
