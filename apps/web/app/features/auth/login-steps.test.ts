import { describe, expect, it } from 'vitest';
import { initialLoginState, loginReducer, stepAfterCheck } from './login-steps.ts';

describe('stepAfterCheck: check-register decides the step', () => {
  it.each([
    [{ found: true, register_status: 1, has_password: true }, 'password'],
    [{ found: true, register_status: 4, has_password: true }, 'password'],
    [{ found: true, register_status: 4, has_password: false }, 'code'],
    [{ found: true, register_status: 3, has_password: false }, 'register'],
    [{ found: true, register_status: 2, has_password: false }, 'code'],
    [{ found: false }, 'register'],
  ] as const)('%j → %s', (result, step) => {
    expect(stepAfterCheck(result)).toBe(step);
  });
});

describe('loginReducer', () => {
  it('goes to the password step with the number', () => {
    expect(loginReducer(initialLoginState, { type: 'askPassword', mobile: '09121234567' })).toEqual({
      step: 'password',
      mobile: '09121234567',
      resendAt: null,
    });
  });

  it('opens a code step and starts the resend countdown when a code was sent', () => {
    const state = loginReducer(initialLoginState, {
      type: 'codeSent',
      mobile: '09121234567',
      step: 'forgot',
      resendInSeconds: 120,
      now: 1_000,
    });
    expect(state).toEqual({ step: 'forgot', mobile: '09121234567', resendAt: 121_000 });
  });

  it('a resent code restarts the countdown on the same step', () => {
    const sent = loginReducer(initialLoginState, {
      type: 'codeSent',
      mobile: '09121234567',
      step: 'code',
      resendInSeconds: 120,
      now: 0,
    });
    const resent = loginReducer(sent, {
      type: 'codeSent',
      mobile: sent.mobile,
      step: 'code',
      resendInSeconds: 120,
      now: 130_000,
    });
    expect(resent.resendAt).toBe(250_000);
  });

  it('back returns to the mobile entry and clears the number', () => {
    const password = loginReducer(initialLoginState, { type: 'askPassword', mobile: '09121234567' });
    expect(loginReducer(password, { type: 'back' })).toEqual(initialLoginState);
  });
});
