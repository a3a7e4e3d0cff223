import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { ResultCode } from '../../src/contract/codes';
import { isPermanentRefusal } from './refusal';
import { fillUrlTemplate } from '../../src/elements/portalLinks';
import { locationKey, navigateDetail, toLocation, viewKey } from './navigation';

describe('player navigation', () => {
  it('reads unknown views as the list and empty attributes as absent', () => {
    expect(toLocation('elsewhere', { courseId: '' })).toEqual({ view: 'list', courseId: undefined, lessonId: undefined, examId: undefined, attemptId: undefined });
  });

  it('keys a view by the ids that decide what it shows, not by context ids', () => {
    expect(viewKey({ view: 'exam', examId: 'e1', courseId: 'c1', lessonId: 'l1' })).toBe(viewKey({ view: 'exam', examId: 'e1' }));
    expect(viewKey({ view: 'video', courseId: 'c1', lessonId: 'l1' })).not.toBe(viewKey({ view: 'video', courseId: 'c1', lessonId: 'l2' }));
  });

  it('reads the list filter only on the list, and only a known status', () => {
    expect(toLocation('list', { status: 'in_progress' }).status).toBe('in_progress');
    expect(toLocation('list', { status: 'all' }).status).toBeUndefined();
    expect(toLocation('detail', { courseId: 'c1', status: 'completed' }).status).toBeUndefined();
  });

  it('keeps the filter out of the view key (the list reloads in place) but in the location key (the player follows it)', () => {
    expect(viewKey({ view: 'list', status: 'completed' })).toBe(viewKey({ view: 'list' }));
    expect(locationKey({ view: 'list', status: 'completed' })).not.toBe(locationKey({ view: 'list' }));
  });

  it('sends only the ids that are set, plus the kind', () => {
    expect(navigateDetail({ view: 'exam', examId: 'e1', courseId: 'c1', lessonId: undefined }, 'library')).toEqual({
      to: 'exam',
      view: 'exam',
      params: { examId: 'e1', courseId: 'c1', kind: 'library' },
    });
    expect(navigateDetail({ view: 'list', status: 'completed' }, 'certification')).toEqual({
      to: 'list',
      view: 'list',
      params: { status: 'completed', kind: 'certification' },
    });
  });

  it('fills a link template, encoded', () => {
    expect(fillUrlTemplate('/certificate?id={certificateId}', { certificateId: 'a b/c' })).toBe('/certificate?id=a%20b%2Fc');
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
