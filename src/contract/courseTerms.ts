/**
 * The course words pages and widgets branch on, as plain lists: importing them loads no schema
 * library (src/contract/course.ts builds its zod enums from these).
 */
export const courseStatuses = ['not_started', 'in_progress', 'completed'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

export const courseKinds = ['certification', 'library'] as const;
export type CourseKind = (typeof courseKinds)[number];
