import { describe, expect, it } from 'vitest';
import { requestedRedirect, safeRedirect } from './redirect';

describe('safeRedirect (open-redirect guard)', () => {
  it.each(['/', '/course/detail?id=7', '/home#certificates', '/user'])('accepts the same-origin path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'course/detail',
    '',
  ])('rejects %j', (candidate) => {
    expect(safeRedirect(candidate)).toBeNull();
  });

  it('prefers the attribute and falls back to the page query', () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fcertificate');
    expect(requestedRedirect(undefined)).toBe('/certificate');
    expect(requestedRedirect('/home')).toBe('/home');
    window.history.replaceState(null, '', '/login?redirect=https%3A%2F%2Fevil.example');
    expect(requestedRedirect(undefined)).toBeNull();
  });
});
