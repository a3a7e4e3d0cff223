import { describe, expect, it } from 'vitest';
import { configure, resolveApiUrl } from './config';

describe('resolveApiUrl', () => {
  it('keeps server paths on the page origin when the API is the page’s own', () => {
    expect(resolveApiUrl('/training-api/media/video/l1?sig=x')).toBe(`${window.location.origin}/training-api/media/video/l1?sig=x`);
  });

  it('puts server paths on the provider’s origin when a partner page points the API elsewhere', () => {
    configure({ apiBase: 'https://portal.example/training-api' });
    expect(resolveApiUrl('/training-api/media/video/l1?sig=x')).toBe('https://portal.example/training-api/media/video/l1?sig=x');
  });
});
