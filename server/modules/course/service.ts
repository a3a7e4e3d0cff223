import type { Kysely } from 'kysely';
import type { CourseDetail, CourseListResult, ProgressResult } from '../../../src/contract/course';
import type { Audience } from '../../../src/contract/auth';
import type { CourseKind, CourseStatus } from '../../../src/contract/course';
import type { Language } from '../../../src/contract/languages';
import { CourseRepository } from '../../db/repositories/courses';
import { LessonProgressRepository } from '../../db/repositories/progress';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/businessError';
import type { MediaSigner } from '../media/signedUrl';
import { loadCourseState, loadCourseStates, type CourseState, type Learner } from './courseState';
import { toCourseDetail, toCourseSummary, toLessonView } from './courseView';
import { lessonTestGate } from './examGate';
import { assertId } from './ids';
import { lessonStates } from './lessonState';
import { creditReport, videoPercent, type WatchState } from './watchTime';

export type CourseServiceDeps = { db: Kysely<Database>; signer: MediaSigner; now: () => Date };
export type CourseFilter = { status?: CourseStatus; audience?: Audience; kind?: CourseKind };
export type ProgressReport = { courseId: string; lessonId: string; positionSeconds: number };

/** The course catalogue of a country, a learner's progress in it, and video progress reports. */
export class CourseService {
  private readonly courses: CourseRepository;

  constructor(private readonly deps: CourseServiceDeps) {
    this.courses = new CourseRepository(deps.db);
  }

  async list(learner: Learner, filter: CourseFilter, lang: Language): Promise<CourseListResult> {
    const courses = await this.courses.listForCountry(learner.version_code);
    const states = await loadCourseStates(this.deps.db, learner, courses);
    const list = states
      .map((state) => toCourseSummary(state, lessonStates(state), lang))
      .filter((course) => (!filter.status || course.status === filter.status) && (!filter.audience || course.audience === filter.audience))
      .filter((course) => !filter.kind || course.kind === filter.kind);
    return { list, total: list.length };
  }

  async detail(learner: Learner, courseId: string, lang: Language): Promise<CourseDetail> {
    const state = await this.stateOf(learner, courseId);
    const lessons = lessonStates(state);
    const views = await Promise.all(
      lessons.map(async (lesson) => toLessonView(lesson, lesson.locked ? '' : await this.deps.signer.videoUrl(lesson.lesson.id, learner.id), lang)),
    );
    return toCourseDetail(state, lessons, views, lang);
  }

  /** Records where the player is; only forward movement at watching speed counts as watched time. */
  async reportProgress(learner: Learner, report: ProgressReport): Promise<ProgressResult> {
    const state = await this.stateOf(learner, report.courseId);
    const lessonId = assertId(report.lessonId);
    const lesson = lessonStates(state).find((candidate) => candidate.lesson.id === lessonId);
    if (!lesson) throw new BusinessError('notFound');
    if (lesson.locked) throw new BusinessError('lessonLocked');
    const duration = lesson.lesson.duration_seconds;
    const now = this.deps.now();

    const saved = await this.deps.db.transaction().execute(async (trx) => {
      const progress = new LessonProgressRepository(trx);
      const existing = await progress.findForUpdate(learner.id, lesson.lesson.id);
      if (!existing) {
        const first = creditReport(undefined, report.positionSeconds, now, duration);
        const row = { user_id: learner.id, lesson_id: lesson.lesson.id, cycle: 1, position_seconds: first.positionSeconds, watched_seconds: first.watchedSeconds, reported_at: now };
        if (await progress.insertFirst(row)) return row;
      }
      // Either an existing row or one a concurrent first report just created: lock it and add to it.
      const current = existing ?? (await progress.findForUpdate(learner.id, lesson.lesson.id));
      if (!current) throw new Error('lesson progress row vanished');
      const previous: WatchState = { positionSeconds: current.position_seconds, watchedSeconds: current.watched_seconds, reportedAt: current.reported_at };
      const next = creditReport(previous, report.positionSeconds, now, duration);
      const row = { ...current, position_seconds: next.positionSeconds, watched_seconds: next.watchedSeconds, reported_at: now };
      await progress.update(row);
      return row;
    });

    state.progress.set(lesson.lesson.id, saved);
    const updated = lessonStates(state).find((candidate) => candidate.lesson.id === lesson.lesson.id);
    return {
      videoPercent: videoPercent(saved.watched_seconds, duration),
      positionSeconds: saved.position_seconds,
      testOpen: updated ? lessonTestGate(updated).canStart : false,
    };
  }

  /** The learner's state in a course of their country; other countries' courses do not exist for them. */
  private async stateOf(learner: Learner, courseId: string): Promise<CourseState> {
    const course = await this.courses.findForCountry(assertId(courseId), learner.version_code);
    if (!course) throw new BusinessError('notFound');
    return loadCourseState(this.deps.db, learner, course);
  }
}
