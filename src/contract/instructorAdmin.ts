import { z } from 'zod';
import { instructorForm } from '../validation/instructorForm';
import { pageQuery } from './paging';
import { adminInstructor, instructorKind, instructorStatuses, questionnairePaths } from './questionnaire';

/** The console's Instructors section (role admin). */
export const instructorAdminPaths = {
  /** GET: paged, sorted and filtered on the server. */
  list: '/admin/instructor/list',
  /** POST: the same route questionnaire authoring calls (one route, one schema). */
  create: questionnairePaths.adminCreateInstructor,
  /** POST: correct name, e-mail or type. */
  update: '/admin/instructor/update',
  /** POST: learners no longer see the instructor; their QR codes take no answers. */
  deactivate: '/admin/instructor/deactivate',
  /** POST */
  reactivate: '/admin/instructor/reactivate',
  /** POST: a new QR code value for the current session; the old code stops working. */
  regenerateQr: '/admin/instructor/regenerateQr',
} as const;

export const instructorSortKeys = ['name', 'email', 'kind', 'createdAt'] as const;
export type InstructorSortKey = (typeof instructorSortKeys)[number];
export const instructorStatusFilters = ['all', ...instructorStatuses] as const;

/** `GET /admin/instructor/list?page=&pageSize=&search=&kind=&status=&sort=&direction=`. */
export const adminInstructorListQuery = pageQuery.extend({
  /** Part of the name or e-mail, any case. */
  search: z.string().trim().max(120).default(''),
  kind: z.union([instructorKind, z.literal('all')]).default('all'),
  status: z.enum(instructorStatusFilters).default('all'),
  sort: z.enum(instructorSortKeys).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminInstructorListQuery = z.output<typeof adminInstructorListQuery>;
export const adminInstructorListResult = z.object({ list: z.array(adminInstructor), total: z.number().int().nonnegative() });
export type AdminInstructorListResult = z.infer<typeof adminInstructorListResult>;

const instructorId = z.string().trim().min(1).max(64);
export const updateInstructorRequest = z.object({ instructorId, ...instructorForm.shape });
export type UpdateInstructorRequest = z.output<typeof updateInstructorRequest>;
export const instructorIdRequest = z.object({ instructorId });
/**
 * The code the console shows: regenerating replaces exactly that one, so fifty clicks at once make one
 * new code and the others are told it changed meanwhile.
 */
export const regenerateQrRequest = z.object({ instructorId, sessionId: instructorId, code: z.string().trim().min(1).max(64) });
export type RegenerateQrRequest = z.output<typeof regenerateQrRequest>;
