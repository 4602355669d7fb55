import { describe, expect, it } from 'vitest';
import { showAgain } from './show-again.ts';

describe('showAgain: a post before the script loaded shows the page again', () => {
  it('answers 303 to the same path, without anything the form held', () => {
    const answer = showAgain({
      request: new Request('http://shop.test/profile/change-password?x=1', { method: 'POST' }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile/change-password');
  });
});
