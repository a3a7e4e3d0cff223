import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths, type CourseListResult } from '../../../src/contract/course';
import { errorMessages } from '../../../src/contract/messages';
import { databasesUnderTest } from '../../test/databases';
import { installationSlug, ok, salesSlug, useCourseContext } from '../../test/courseTestKit';
import { installerFirstCourse } from './installerFirst';

describe('installerFirstCourse (spec 1: installers complete the Installation Certification course first)', () => {
  const courses = [
    { id: 'sales', kind: 'library' as const, audience: 'sales' as const, position: 1 },
    { id: 'install', kind: 'certification' as const, audience: 'installer' as const, position: 0 },
  ];
  it('locks for an installer until a certificate of that course stands', () => {
    expect(installerFirstCourse('installer', courses, [])?.id).toBe('install');
    expect(installerFirstCourse('installer', courses, [{ course_id: 'install', revoked_at: new Date() }])?.id).toBe('install');
    expect(installerFirstCourse('installer', courses, [{ course_id: 'install', revoked_at: null }])).toBeUndefined();
  });
  it('locks nothing for other audiences or where no installer certification course is offered', () => {
    expect(installerFirstCourse('sales', courses, [])).toBeUndefined();
    expect(installerFirstCourse('installer', courses.slice(0, 1), [])).toBeUndefined();
  });
});

describe.each(databasesUnderTest())('installer certification first, on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('keeps an installer out of other courses until the installation certification is passed, on the server', async () => {
    const installer = await kit().learner('US', 'installer');
    const installationId = await kit().courseId(installationSlug);
    const salesId = await kit().courseId(salesSlug);
    const list = ok(await installer.api<CourseListResult>('GET', coursePaths.list));
    const installation = list.list.find((course) => course.courseId === installationId);
    const sales = list.list.find((course) => course.courseId === salesId);
    expect(installation?.lockedBy).toBeNull();
    expect(sales?.lockedBy).toEqual({ courseId: installationId, title: 'Installation Certification' });

    const detail = await installer.detail(salesId);
    expect(detail.lessons.every((lesson) => lesson.locked && lesson.videoUrl === '')).toBe(true);
    const progress = await installer.api('POST', coursePaths.progress, { body: { courseId: salesId, lessonId: detail.lessons[0]!.lessonId, positionSeconds: 3, event: 'play' }, lang: 'es' });
    expect(progress.body).toMatchObject({ code: ResultCode.courseLocked, message: errorMessages.es.courseLocked });
    const exam = await installer.start(detail.lessons[0]!.examId);
    expect(exam.body.code).toBe(ResultCode.courseLocked);

    // A sales learner is not held back.
    const seller = await kit().learner('US', 'sales');
    expect((await seller.detail(salesId)).lessons[0]?.locked).toBe(false);

    // Passing the installation certification opens the rest.
    const lessonsPassed = await installer.passAllLessons(installationId);
    expect((await installer.takeExam(lessonsPassed.finalExamId ?? '', 'right')).passed).toBe(true);
    const after = ok(await installer.api<CourseListResult>('GET', coursePaths.list));
    expect(after.list.every((course) => course.lockedBy === null)).toBe(true);
    expect((await installer.detail(salesId)).lessons[0]?.locked).toBe(false);
  });
});
