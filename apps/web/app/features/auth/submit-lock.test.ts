import { describe, expect, it } from 'vitest';
import { loginSubmitLock as login, mobileSubmitLock as mobile, releaseDelay } from './submit-lock.ts';

describe('releaseDelay: the login button is locked 1000–2500 ms', () => {
  it('holds a fast answer until the minimum has passed', () => {
    expect(releaseDelay(200, login)).toBe(800);
  });

  it('releases at once when the answer comes between the bounds', () => {
    expect(releaseDelay(1800, login)).toBe(0);
  });

  it('has already released when the answer comes after the maximum', () => {
    expect(releaseDelay(4000, login)).toBe(0);
  });
});

describe('releaseDelay: the mobile submit is locked until the answer, 8000 ms at most', () => {
  it('releases as soon as the answer comes', () => {
    expect(releaseDelay(300, mobile)).toBe(0);
  });
});
