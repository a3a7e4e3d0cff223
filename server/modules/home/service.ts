import type { Audience } from '../../../src/contract/auth';
import type { CertificateListResult } from '../../../src/contract/certificate';
import type { CourseDetail, CourseListResult } from '../../../src/contract/course';
import type { HomeSummary, PortalSummary, PortalWebinar } from '../../../src/contract/home';
import type { Language } from '../../../src/contract/languages';
import type { Db } from '../../db/transaction';
import { CourseRepository, localize, type Learner } from '../course';
import { continueTrainingOf, homeReminderOf } from './reminder';

/** What home needs from other modules, handed in by app.ts (their services' own answers, so the rules stay theirs). */
export type HomeServiceDeps = {
  db: Db;
  courses: {
    list(learner: Learner, filter: { kind?: 'certification' | 'library'; audience?: Audience }, lang: Language): Promise<CourseListResult>;
    detail(learner: Learner, courseId: string, lang: Language): Promise<CourseDetail>;
  };
  certificates: { list(userId: string, lang: Language): Promise<CertificateListResult> };
  webinars: { next(lang: Language): Promise<PortalWebinar | null> };
};

export type HomeUser = Learner & { name: string; account: string };

const portalCourseCount = 3;
const portalVideoCount = 4;

/** The signed-in home page's course blocks and the anonymous portal's public facts. */
export class HomeService {
  constructor(private readonly deps: HomeServiceDeps) {}

  async summary(user: HomeUser, lang: Language): Promise<HomeSummary> {
    const { list } = await this.deps.courses.list(user, { kind: 'certification', audience: 'installer' }, lang);
    const installer = list[0];
    const detail = installer ? await this.deps.courses.detail(user, installer.courseId, lang) : null;
    const { list: certificates } = await this.deps.certificates.list(user.id, lang);
    return {
      name: user.name.trim() || user.account,
      course: detail
        ? {
            courseId: detail.courseId,
            title: detail.title,
            percent: detail.percent,
            lessonsDone: detail.lessons.filter((lesson) => lesson.status === 'completed').length,
            lessonCount: detail.lessons.length,
            totalSeconds: detail.totalSeconds,
            status: detail.status,
          }
        : null,
      continueTraining: detail ? continueTrainingOf(detail) : null,
      reminder: homeReminderOf(detail && detail.status !== 'completed' ? detail : null, certificates),
    };
  }

  /** Public data only: the newest courses and lesson videos of the country's catalogue, the next webinar. */
  async portal(versionCode: string, lang: Language): Promise<PortalSummary> {
    const courses = new CourseRepository(this.deps.db);
    const catalogue = await courses.listForCountry(versionCode);
    const lessons = await courses.lessonsOf(catalogue.map((course) => course.id));
    const newest = [...catalogue].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || a.position - b.position).slice(0, portalCourseCount);
    const library = catalogue.filter((course) => course.kind === 'library');
    const featured = library.flatMap((course) => lessons.filter((lesson) => lesson.course_id === course.id).map((lesson) => ({ lesson, course }))).slice(0, portalVideoCount);
    return {
      newCourses: newest.map((course) => {
        const own = lessons.filter((lesson) => lesson.course_id === course.id);
        return {
          courseId: course.id,
          title: localize(course.title, lang),
          description: localize(course.description, lang),
          audience: course.audience,
          lessonCount: own.length,
          totalSeconds: own.reduce((sum, lesson) => sum + lesson.duration_seconds, 0),
        };
      }),
      featuredVideos: featured.map(({ lesson, course }) => ({
        lessonId: lesson.id,
        courseId: course.id,
        title: localize(lesson.title, lang),
        courseTitle: localize(course.title, lang),
        durationSeconds: lesson.duration_seconds,
      })),
      nextWebinar: await this.deps.webinars.next(lang),
    };
  }
}
