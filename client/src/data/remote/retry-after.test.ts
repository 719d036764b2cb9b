import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after.ts';

describe('Retry-After', () => {
  it('is read as seconds or as an HTTP date, and a header that is neither is no wait', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
