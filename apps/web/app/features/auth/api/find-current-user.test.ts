import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './find-current-user.ts';

describe('hasSessionCookie', () => {
  it('finds a non-empty sid cookie among others', () => {
    expect(hasSessionCookie('sid=abc')).toBe(true);
    expect(hasSessionCookie('theme=dark; sid=abc; x=1')).toBe(true);
  });

  it('ignores no cookie, an emptied sid, and cookies that merely end in sid', () => {
    expect(hasSessionCookie(null)).toBe(false);
    expect(hasSessionCookie('sid=; other=1')).toBe(false);
    expect(hasSessionCookie('psid=abc')).toBe(false);
  });
});
