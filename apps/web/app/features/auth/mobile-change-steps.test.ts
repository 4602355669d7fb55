import { describe, expect, it } from 'vitest';
import {
  initialMobileChangeState,
  isNewMobileAllowed,
  mobileChangeReducer,
  stepIndex,
  type MobileChangeState,
} from './mobile-change-steps.ts';

const now = 1_700_000_000_000;

describe('mobileChangeReducer: the three-step slider', () => {
  it('step 1 → 2 once the current number has its code, with the resend countdown', () => {
    expect(
      mobileChangeReducer(initialMobileChangeState, { type: 'currentCodeSent', resendInSeconds: 120, now }),
    ).toEqual({
      step: 'new',
      newMobile: '',
      resendAt: now + 120_000,
      attempt: 0,
    });
  });

  it('a resend on step 2 stays there and restarts the countdown', () => {
    const onTwo: MobileChangeState = { ...initialMobileChangeState, step: 'new', resendAt: now };
    expect(
      mobileChangeReducer(onTwo, { type: 'currentCodeSent', resendInSeconds: 120, now: now + 5_000 }),
    ).toMatchObject({
      step: 'new',
      resendAt: now + 125_000,
    });
  });

  it('step 2 → 3 with the new number once it has its code', () => {
    const onTwo: MobileChangeState = { ...initialMobileChangeState, step: 'new', resendAt: now };
    expect(
      mobileChangeReducer(onTwo, { type: 'newCodeSent', mobile: '09351234567', resendInSeconds: 120, now }),
    ).toEqual({ step: 'confirm', newMobile: '09351234567', resendAt: now + 120_000, attempt: 0 });
  });

  it('starting over (step 3 failed) goes back to step 1 with nothing kept but the count', () => {
    const onThree: MobileChangeState = {
      step: 'confirm',
      newMobile: '09351234567',
      resendAt: now,
      attempt: 2,
    };
    expect(mobileChangeReducer(onThree, { type: 'startOver' })).toEqual({
      ...initialMobileChangeState,
      attempt: 3,
    });
  });

  it('places the steps on the slider in order', () => {
    expect([stepIndex('current'), stepIndex('new'), stepIndex('confirm')]).toEqual([0, 1, 2]);
  });
});

describe('isNewMobileAllowed: the new number must differ from the current one (§5)', () => {
  it.each([
    ['09121234567', '09121234567', false],
    ['+989121234567', '09121234567', false],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567', false],
    ['09351234567', '09121234567', true],
    ['0912123', '09121234567', true],
    ['', '09121234567', true],
  ])('%s against %s → %s', (typed, current, allowed) => {
    expect(isNewMobileAllowed(typed, current)).toBe(allowed);
  });
});
