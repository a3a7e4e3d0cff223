import type { Audience } from '../../../src/contract/auth';
import type { CourseDetail, CourseKind, CourseListResult, CourseStatus, ProgressEvent, ProgressResult } from '../../../src/contract/course';
import type { Language } from '../../../src/contract/languages';
import type { LessonProgressRow } from '../../db/courseSchema';
import { inTransaction, type Db } from '../../db/transaction';
import { BusinessError } from '../../lib/businessError';
import { loadCountryCourseState, loadCountryCourseStates, type CourseState, type Learner } from './courseState';
import { toCourseDetail, toCourseSummary, toLessonView } from './courseView';
import { assertId } from './ids';
import { lessonResumeSeconds, lessonTestOf, videoActionOf } from './lessonOffer';
import { lessonStates } from './lessonState';
import { courseNextStep } from './nextStep';
import { LessonProgressRepository } from './progressRepository';
import { creditedRow, unwatchedPartsOf, videoPercent } from './watchTime';

/** Signs lesson video URLs (the media module's signer, handed in by app.ts). */
export type VideoUrlSigner = { videoUrls(lessonIds: readonly string[], userId: string): Promise<string[]> };

export type CourseServiceDeps = { db: Db; signer: VideoUrlSigner; now: () => Date };
export type CourseFilter = { status?: CourseStatus; audience?: Audience; kind?: CourseKind };
export type ProgressReport = { courseId: string; lessonId: string; positionSeconds: number; event: ProgressEvent };

/** The course catalogue of a country, a learner's progress in it, and video progress reports. */
export class CourseService {
  constructor(private readonly deps: CourseServiceDeps) {}

  async list(learner: Learner, filter: CourseFilter, lang: Language): Promise<CourseListResult> {
    const states = await loadCountryCourseStates(this.deps.db, learner);
    const list = states
      .map((state) => toCourseSummary(state, lessonStates(state), lang))
      .filter((course) => (!filter.status || course.status === filter.status) && (!filter.audience || course.audience === filter.audience))
      .filter((course) => !filter.kind || course.kind === filter.kind);
    return { list, total: list.length };
  }

  async detail(learner: Learner, courseId: string, lang: Language): Promise<CourseDetail> {
    const state = await this.stateOf(this.deps.db, learner, courseId);
    const lessons = lessonStates(state);
    // A locked lesson's video is not handed out before it opens.
    const open = lessons.filter((lesson) => !lesson.locked);
    const urls = await this.deps.signer.videoUrls(
      open.map((lesson) => lesson.lesson.id),
      learner.id,
    );
    let signed = 0;
    const views = lessons.map((lesson, index) => toLessonView(lesson, lessons[index - 1], lesson.locked ? '' : (urls[signed++] ?? ''), lang, state.course.language));
    return toCourseDetail(state, lessons, views, courseNextStep(state, lessons, this.deps.now(), lang), lang);
  }

  /**
   * Records where the player is and whether it plays; only time played at watching speed counts (see
   * watchTime.ts). The row read with the learner's record is saved only if no one changed it since (no
   * transaction, no lock); when someone did, the report is credited again under the row's lock.
   */
  async reportProgress(learner: Learner, report: ProgressReport, lang: Language): Promise<ProgressResult> {
    const db = this.deps.db;
    const state = await this.stateOf(db, learner, report.courseId);
    const lessonId = assertId(report.lessonId, 'lessonNotFound');
    const index = state.lessons.findIndex((candidate) => candidate.id === lessonId);
    const lesson = lessonStates(state)[index];
    if (!lesson) throw new BusinessError('notFound', { messageKey: 'lessonNotFound' });
    if (state.lockedBy) throw new BusinessError('courseLocked');
    if (lesson.locked) throw new BusinessError('lessonLocked');
    const credit = (current: LessonProgressRow | undefined): LessonProgressRow => creditedRow(learner.id, lessonId, current, report, this.deps.now(), lesson.lesson.duration_seconds);
    const read = state.progress.get(lessonId);
    const saved = credit(read);
    const progress = new LessonProgressRepository(db);
    if (read ? await progress.updateIfUnchanged(read, saved) : await progress.insertFirst(saved)) return this.progressResult(state, index, saved, lang);
    // A concurrent report, a new study cycle or a renewal changed the row since it was read.
    return inTransaction(db, async (tx) => {
      const locked = new LessonProgressRepository(tx);
      let current = await locked.findForUpdate(learner.id, lessonId);
      if (!current) {
        const first = credit(undefined);
        if (await locked.insertFirst(first)) return this.progressResult(state, index, first, lang);
        // A concurrent first report created it: lock that one and add to it.
        current = await locked.findForUpdate(learner.id, lessonId);
        if (!current) throw new Error('lesson progress row vanished');
      }
      const next = credit(current);
      await locked.update(next);
      return this.progressResult(state, index, next, lang);
    });
  }

  private progressResult(state: CourseState, index: number, saved: LessonProgressRow, lang: Language): ProgressResult {
    state.progress.set(saved.lesson_id, saved);
    const lessons = lessonStates(state);
    const updated = lessons[index];
    if (!updated) throw new Error('lesson vanished from its course');
    const videoAction = videoActionOf(updated);
    return {
      videoPercent: videoPercent(saved.watched_seconds, updated.lesson.duration_seconds),
      positionSeconds: saved.position_seconds,
      test: lessonTestOf(updated, lessons[index - 1], lang),
      videoAction,
      resumeSeconds: lessonResumeSeconds(updated, videoAction),
      unwatchedParts: unwatchedPartsOf(saved.watched_ranges, updated.lesson.duration_seconds),
    };
  }

  /** The learner's state in a course of their country; other countries' courses do not exist for them. */
  private async stateOf(db: Db, learner: Learner, courseId: string): Promise<CourseState> {
    const state = await loadCountryCourseState(db, learner, assertId(courseId, 'courseNotFound'));
    if (!state) throw new BusinessError('notFound', { messageKey: 'courseNotFound' });
    return state;
  }
}
