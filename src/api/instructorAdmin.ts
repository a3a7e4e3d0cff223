import { adminInstructorListResult, instructorAdminPaths, type AdminInstructorListQuery, type AdminInstructorListResult } from '../contract/instructorAdmin';
import { adminInstructor, type AdminInstructor } from '../contract/questionnaire';
import type { InstructorForm } from '../validation/instructorForm';
import { apiRequest } from './client';

/** The admin console's instructors (issue 13), role admin; the server decides and audits. */

/** `GET /admin/instructor/list`: one page, searched, filtered and sorted by the server. */
export const listAdminInstructors = (query: AdminInstructorListQuery): Promise<AdminInstructorListResult> =>
  apiRequest(instructorAdminPaths.list, {
    method: 'GET',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    schema: import.meta.env.DEV ? adminInstructorListResult : undefined,
  });

const post = (path: string, body: unknown): Promise<AdminInstructor> => apiRequest(path, { method: 'POST', body, schema: import.meta.env.DEV ? adminInstructor : undefined });

/** `POST /admin/instructor/create`: a taken e-mail answers 40009. */
export const createAdminInstructor = (form: InstructorForm): Promise<AdminInstructor> => post(instructorAdminPaths.create, form);

/** `POST /admin/instructor/update`. */
export const updateAdminInstructor = (instructorId: string, form: InstructorForm): Promise<AdminInstructor> => post(instructorAdminPaths.update, { instructorId, ...form });

/** `POST /admin/instructor/deactivate`: learners no longer see the instructor. */
export const deactivateInstructor = (instructorId: string): Promise<AdminInstructor> => post(instructorAdminPaths.deactivate, { instructorId });

/** `POST /admin/instructor/reactivate`. */
export const reactivateInstructor = (instructorId: string): Promise<AdminInstructor> => post(instructorAdminPaths.reactivate, { instructorId });

/** `POST /admin/instructor/regenerateQr`: replaces the code shown (`code`); the old one stops working. */
export const regenerateInstructorQr = (instructorId: string, sessionId: string, code: string): Promise<AdminInstructor> =>
  post(instructorAdminPaths.regenerateQr, { instructorId, sessionId, code });
