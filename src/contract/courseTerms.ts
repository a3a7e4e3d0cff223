/**
 * The course words pages and widgets branch on, as plain lists: importing them loads no schema
 * library (src/contract/course.ts builds its zod enums from these).
 */
export const courseStatuses = ['not_started', 'in_progress', 'completed'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

export const courseKinds = ['certification', 'library'] as const;
export type CourseKind = (typeof courseKinds)[number];

/** Whether a value from an address, an attribute or an event names a course status. */
export const isCourseStatus = (value: unknown): value is CourseStatus => (courseStatuses as readonly unknown[]).includes(value);
/** Whether a value from an address, an attribute or an event names a course kind. */
export const isCourseKind = (value: unknown): value is CourseKind => (courseKinds as readonly unknown[]).includes(value);
