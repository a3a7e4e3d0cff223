import {
  adminCourseDetail,
  adminCourseListResult,
  adminCoursePaths,
  type AdminCourseDetail,
  type AdminCourseListQuery,
  type AdminCourseListResult,
} from '../contract/adminCourse';
import type { CaptionFields, CourseForm, ExamForm, LessonForm } from '../validation/courseForms';
import { apiRequest } from './client';
import { searchQuery } from './searchQuery';
import { upload, type UploadFileEntry } from './upload';

/**
 * The admin console's course editor (issue 13), role admin. Every change answers the whole course as
 * the server now holds it; a refused change rejects with the client's `ApiError`.
 */

export const listAdminCourses = (query: AdminCourseListQuery): Promise<AdminCourseListResult> =>
  apiRequest(adminCoursePaths.list, { method: 'GET', query: searchQuery(query), schema: import.meta.env.DEV ? adminCourseListResult : undefined });

export const getAdminCourse = (courseId: string): Promise<AdminCourseDetail> => apiRequest(adminCoursePaths.detail, { method: 'GET', query: { courseId }, schema: import.meta.env.DEV ? adminCourseDetail : undefined });

export const saveAdminCourse = (form: CourseForm): Promise<AdminCourseDetail> => apiRequest(adminCoursePaths.save, { method: 'POST', body: form, schema: import.meta.env.DEV ? adminCourseDetail : undefined });

export const saveAdminLesson = (form: LessonForm): Promise<AdminCourseDetail> => apiRequest(adminCoursePaths.saveLesson, { method: 'POST', body: form, schema: import.meta.env.DEV ? adminCourseDetail : undefined });

export const deleteAdminLesson = (lessonId: string): Promise<AdminCourseDetail> => apiRequest(adminCoursePaths.deleteLesson, { method: 'POST', body: { lessonId }, schema: import.meta.env.DEV ? adminCourseDetail : undefined });

export const saveAdminExam = (form: ExamForm): Promise<AdminCourseDetail> => apiRequest(adminCoursePaths.saveExam, { method: 'POST', body: form, schema: import.meta.env.DEV ? adminCourseDetail : undefined });

export const publishAdminCourse = (courseId: string, published: boolean): Promise<AdminCourseDetail> =>
  apiRequest(adminCoursePaths.publish, { method: 'POST', body: { courseId, published }, schema: import.meta.env.DEV ? adminCourseDetail : undefined });

/** A new lesson (courseId + titles) or a new video for a lesson (lessonId), with upload progress. */
export const uploadLessonVideo = (
  file: File,
  fields: { courseId?: string; lessonId?: string; titleEn?: string; titleEs?: string },
  onProgress: (entry: UploadFileEntry) => void,
): Promise<UploadFileEntry> =>
  upload(adminCoursePaths.uploadLesson, file, {
    data: Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    onProgress,
  });

/** A lesson video's captions in one language (a WebVTT file), replacing any it had, with upload progress. */
export const uploadLessonCaption = (file: File, fields: CaptionFields, onProgress: (entry: UploadFileEntry) => void): Promise<UploadFileEntry> =>
  upload(adminCoursePaths.uploadCaption, file, { data: fields, onProgress });

export const deleteLessonCaption = (fields: CaptionFields): Promise<AdminCourseDetail> =>
  apiRequest(adminCoursePaths.deleteCaption, { method: 'POST', body: fields, schema: import.meta.env.DEV ? adminCourseDetail : undefined });
