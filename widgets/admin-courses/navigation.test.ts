import { describe, expect, it } from 'vitest';
import { examKey, locationKey, navigateDetail, toLocation, withExam } from './navigation';

describe('the attributes of <tc-admin-courses> → where it is', () => {
  it.each([
    [{}, { view: 'list' }],
    [{ view: 'list', courseId: 'c-1', lessonId: 'l-1' }, { view: 'list' }],
    // `course-id` alone opens the course, as it did before `view` existed.
    [{ courseId: 'c-1' }, { view: 'course', courseId: 'c-1' }],
    [{ view: 'course', courseId: 'new' }, { view: 'course', courseId: 'new' }],
    [{ view: 'lesson-test', courseId: 'c-1', lessonId: 'l-1', versionCode: 'US' }, { view: 'lesson-test', courseId: 'c-1', lessonId: 'l-1' }],
    [{ view: 'final-exam', courseId: 'c-1', lessonId: 'l-1', versionCode: 'US' }, { view: 'final-exam', courseId: 'c-1', versionCode: 'US' }],
    // Missing ids: the nearest view that can be shown.
    [{ view: 'course' }, { view: 'list' }],
    [{ view: 'lesson-test', courseId: 'c-1' }, { view: 'course', courseId: 'c-1' }],
    [{ view: 'final-exam', courseId: 'c-1', versionCode: '' }, { view: 'course', courseId: 'c-1' }],
    [{ view: 'lesson-test', courseId: 'new', lessonId: 'l-1' }, { view: 'course', courseId: 'new' }],
    [{ view: 'somewhere', courseId: 'c-1' }, { view: 'course', courseId: 'c-1' }],
  ])('%j shows %j', (attributes, location) => {
    expect(toLocation(attributes)).toEqual(location);
  });

  it('keys a place by its own ids only: an id the view does not read (left over on the element) changes nothing', () => {
    expect(locationKey(toLocation({ view: 'course', courseId: 'c-1', lessonId: 'l-1' }))).toBe(locationKey(toLocation({ view: 'course', courseId: 'c-1' })));
    expect(locationKey(toLocation({ view: 'lesson-test', courseId: 'c-1', lessonId: 'l-1' }))).not.toBe(locationKey(toLocation({ view: 'lesson-test', courseId: 'c-1', lessonId: 'l-2' })));
    expect(locationKey(toLocation({ view: 'lesson-test', courseId: 'c-1', lessonId: 'US' }))).not.toBe(locationKey(toLocation({ view: 'final-exam', courseId: 'c-1', versionCode: 'US' })));
  });
});

describe('a move of <tc-admin-courses> → its tc-navigate payload', () => {
  it('names the view in `to` and `view`, and only the ids of that view', () => {
    expect(navigateDetail({ view: 'list' })).toEqual({ to: 'list', view: 'list', params: { query: '' } });
    expect(navigateDetail({ view: 'list' }, false, 'q=battery&page=2')).toEqual({ to: 'list', view: 'list', params: { query: 'q=battery&page=2' } });
    expect(navigateDetail(withExam('c-1', null))).toEqual({ to: 'course', view: 'course', params: { courseId: 'c-1' } });
    expect(navigateDetail(withExam('c-1', { lessonId: 'l-1' }))).toEqual({ to: 'lesson-test', view: 'lesson-test', params: { courseId: 'c-1', lessonId: 'l-1' } });
    expect(navigateDetail(withExam('c-1', { versionCode: 'MX' }))).toEqual({ to: 'final-exam', view: 'final-exam', params: { courseId: 'c-1', versionCode: 'MX' } });
  });

  it('says when the move replaces what was shown', () => {
    expect(navigateDetail({ view: 'course', courseId: 'c-1' }, true)).toEqual({ to: 'course', view: 'course', params: { courseId: 'c-1' }, replace: true });
  });

  it('tells a lesson test from a final exam even when their ids look alike', () => {
    expect(examKey({ lessonId: 'US' })).not.toBe(examKey({ versionCode: 'US' }));
  });
});
