import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { ResultCode } from '../../src/contract/codes';
import { isPermanentRefusal } from './refusal';
import { certificateHref, navigateDetail, toLocation, viewKey } from './navigation';
import { videoAction } from './lessonAction';

describe('player navigation', () => {
  it('reads unknown views as the list and empty attributes as absent', () => {
    expect(toLocation('elsewhere', { courseId: '' })).toEqual({ view: 'list', courseId: undefined, lessonId: undefined, examId: undefined, attemptId: undefined });
  });

  it('keys a view by the ids that decide what it shows, not by context ids', () => {
    expect(viewKey({ view: 'exam', examId: 'e1', courseId: 'c1', lessonId: 'l1' })).toBe(viewKey({ view: 'exam', examId: 'e1' }));
    expect(viewKey({ view: 'video', courseId: 'c1', lessonId: 'l1' })).not.toBe(viewKey({ view: 'video', courseId: 'c1', lessonId: 'l2' }));
  });

  it('sends only the ids that are set, plus the kind', () => {
    expect(navigateDetail({ view: 'video', courseId: 'c1', lessonId: 'l1', examId: undefined }, 'library')).toEqual({
      to: 'video',
      view: 'video',
      params: { courseId: 'c1', lessonId: 'l1', kind: 'library' },
    });
  });

  it('fills the certificate template, encoded', () => {
    expect(certificateHref('/certificate?id={certificateId}', 'a b/c')).toBe('/certificate?id=a%20b%2Fc');
  });
});

describe('video button of a lesson', () => {
  const lesson = { videoPercent: 0, positionSeconds: 0, status: 'not_started' as const, mustRepeat: false };
  it('is Watch before starting, Continue once started, Replay once watched (95%)', () => {
    expect(videoAction(lesson)).toBe('watch');
    expect(videoAction({ ...lesson, positionSeconds: 12, videoPercent: 10, status: 'in_progress' })).toBe('continue');
    expect(videoAction({ ...lesson, videoPercent: 95, status: 'in_progress' })).toBe('replay');
    expect(videoAction({ ...lesson, videoPercent: 0, positionSeconds: 30, status: 'in_progress', mustRepeat: true })).toBe('continue');
  });
});

describe('permanent refusals', () => {
  it('are business codes; network failures, HTTP errors and rate limits are retried', () => {
    expect(isPermanentRefusal(new ApiError('locked', ResultCode.lessonLocked))).toBe(true);
    expect(isPermanentRefusal(new ApiError('closed', ResultCode.attemptClosed))).toBe(true);
    expect(isPermanentRefusal(new ApiError('offline', 0))).toBe(false);
    expect(isPermanentRefusal(new ApiError('HTTP 502', 0, 502))).toBe(false);
    expect(isPermanentRefusal(new ApiError('slow down', ResultCode.rateLimited))).toBe(false);
    expect(isPermanentRefusal(new Error('parse'))).toBe(false);
  });
});
