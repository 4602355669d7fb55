import { beforeAll, describe, expect, it } from 'vitest';
import { sessionDays } from '@shop/domain/identity/constants';
import { validationMessages as m } from '@shop/domain/validation-messages';
import {
  expectError,
  expectFieldError,
  identityApp,
  send,
  signedUpCustomer,
  signUpByCode,
  type IdentityTestApp,
} from '../test-support.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await identityApp();
});

const signupBody = {
  first_name: 'علی‌رضا',
  last_name: 'محمدی',
  email: 'Ali@Example.com',
  password: 'secret-123',
  password_confirmation: 'secret-123',
  terms_of_use: true,
};

describe('GET /api/v1/profile', () => {
  it('answers the customer for the bearer token and for the same token as the sid cookie', async () => {
    const { token, mobile } = await signUpByCode(t.app);
    const byBearer = await send(t.app, 'GET', '/profile', { token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.data).toMatchObject({ mobile, register_status: 3, gender_fa: 'نامشخص' });
    const byCookie = await send(t.app, 'GET', '/profile', { cookie: token });
    expect(byCookie.body.data).toEqual(byBearer.body.data);
    expect(byCookie.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 without a token, and 401 clearing the cookie for an unknown one', async () => {
    expectError(await send(t.app, 'GET', '/profile'), 401, 'UNAUTHENTICATED');
    expectError(await send(t.app, 'GET', '/profile', { token: 'not-a-token' }), 401, 'UNAUTHENTICATED');
    const byCookie = await send(t.app, 'GET', '/profile', { cookie: 'not-a-token' });
    expectError(byCookie, 401, 'UNAUTHENTICATED');
    expect(byCookie.sid).toBe('');
  });

  it('ends a session after 30 days', async () => {
    const { app, clock } = await identityApp();
    const { token } = await signUpByCode(app);
    clock.advance(sessionDays * 86_400 - 60);
    expect((await send(app, 'GET', '/profile', { token })).status).toBe(200);
    clock.advance(60);
    expectError(await send(app, 'GET', '/profile', { token }), 401, 'UNAUTHENTICATED');
    await app.close();
  });
});

describe('the CSRF guard', () => {
  it('refuses a cookie-authenticated write without x-shop-csrf, and accepts it with', async () => {
    const { token } = await signUpByCode(t.app);
    const body = { first_name: 'سارا', last_name: 'کریمی', national_no: '0499370899' };
    expectError(
      await send(t.app, 'POST', '/profile/complete', { cookie: token, body }),
      403,
      'CSRF_REJECTED',
    );
    const accepted = await send(t.app, 'POST', '/profile/complete', { cookie: token, body, csrf: true });
    expect(accepted.status).toBe(200);
  });

  it('lets bearer callers write without it, and reads need none', async () => {
    const { token } = await signUpByCode(t.app);
    const body = { first_name: 'سارا', last_name: 'کریمی', national_no: '0499370899' };
    expect((await send(t.app, 'POST', '/profile/complete', { token, body })).status).toBe(200);
    expect((await send(t.app, 'GET', '/profile', { cookie: token })).status).toBe(200);
  });

  it('guards every module under /api/v1, not only identity', async () => {
    const answer = await send(t.app, 'POST', '/home/load', { cookie: 'any', body: { id: 1 } });
    expectError(answer, 403, 'CSRF_REJECTED');
  });
});

describe('POST /api/v1/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const { token } = await signUpByCode(t.app);
    const answer = await send(t.app, 'POST', '/logout', { cookie: token, csrf: true, body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, data: null });
    expect(answer.sid).toBe('');
    expectError(await send(t.app, 'GET', '/profile', { token }), 401, 'UNAUTHENTICATED');
  });

  it('answers 200 with no session and no body at all', async () => {
    expect((await send(t.app, 'POST', '/logout')).status).toBe(200);
    expect((await send(t.app, 'POST', '/logout', { token: 'gone' })).status).toBe(200);
  });
});

describe('POST /api/v1/profile/signup', () => {
  it('sets names, e-mail and the first password, and moves status 3 to 4', async () => {
    const { token, mobile } = await signUpByCode(t.app);
    const answer = await send(t.app, 'POST', '/profile/signup', { token, body: signupBody });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({
      first_name: 'علی‌رضا',
      last_name: 'محمدی',
      email: 'ali@example.com',
      register_status: 4,
      has_password: true,
    });
    const check = await send(t.app, 'POST', '/check-register', { body: { mobile_no: mobile } });
    expect(check.body.data).toEqual({ register_status: 4, has_password: true });
    const login = await send(t.app, 'POST', '/login', {
      body: { mobile_no: mobile, password: 'secret-123' },
    });
    expect(login.status).toBe(200);
  });

  it('does not replace a password: that needs the old one', async () => {
    const { token } = await signedUpCustomer(t.app);
    expectError(
      await send(t.app, 'POST', '/profile/signup', { token, body: signupBody }),
      409,
      'ALREADY_SIGNED_UP',
    );
  });

  it.each([
    [{ ...signupBody, first_name: 'Ali' }, 'first_name', m.switchKeyboardToPersian],
    [{ ...signupBody, last_name: '' }, 'last_name', m.lastNameRequired],
    [{ ...signupBody, email: 'not-an-email' }, 'email', m.emailInvalid],
    [{ ...signupBody, password: '12345', password_confirmation: '12345' }, 'password', m.passwordShort],
    [{ ...signupBody, password_confirmation: 'other-123' }, 'password_confirmation', m.passwordMismatch],
    [{ ...signupBody, terms_of_use: false }, 'terms_of_use', m.termsRequired],
    [{ first_name: 'علی' }, 'password', undefined],
  ])('refuses %j with a Persian 422 on %s', async (body, field, text) => {
    const { token } = await signUpByCode(t.app);
    expectFieldError(await send(t.app, 'POST', '/profile/signup', { token, body }), field, text);
  });

  it('asks names of an account that has none, whatever else is right', async () => {
    const { token } = await signUpByCode(t.app);
    const { first_name: _first, last_name: _last, ...body } = signupBody;
    const answer = await send(t.app, 'POST', '/profile/signup', { token, body });
    expectFieldError(answer, 'first_name', m.firstNameRequired);
    expectFieldError(answer, 'last_name', m.lastNameRequired);
    expect((await send(t.app, 'GET', '/profile', { token })).body.data.has_password).toBe(false);
  });

  it('lets a registered customer who signs in by code set a first password alone, terms taken at sign-in', async () => {
    const { token, mobile } = await signUpByCode(t.app);
    const complete = { first_name: 'مریم', last_name: 'کریمی', national_no: '0499370899' };
    expect((await send(t.app, 'POST', '/profile/complete', { token, body: complete })).status).toBe(200);
    const body = { email: '', password: 'first-pass', password_confirmation: 'first-pass' };
    const answer = await send(t.app, 'POST', '/profile/signup', { token, body });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({
      first_name: 'مریم',
      last_name: 'کریمی',
      national_no: '0499370899',
      email: null,
      register_status: 4,
      has_password: true,
    });
    const login = await send(t.app, 'POST', '/login', {
      body: { mobile_no: mobile, password: 'first-pass' },
    });
    expect(login.status).toBe(200);
  });

  it('needs a session', async () => {
    expectError(await send(t.app, 'POST', '/profile/signup', { body: signupBody }), 401, 'UNAUTHENTICATED');
  });
});

describe('POST /api/v1/profile/complete', () => {
  it('sets names and the national code (Persian digits accepted), status 3 → 4', async () => {
    const { token } = await signUpByCode(t.app);
    const answer = await send(t.app, 'POST', '/profile/complete', {
      token,
      body: { _method: 'PUT', first_name: ' زهرا ', last_name: 'رضایی', national_no: '۰۴۹۹۳۷۰۸۹۹' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      first_name: 'زهرا',
      last_name: 'رضایی',
      national_no: '0499370899',
      register_status: 4,
      has_password: false,
    });
  });

  it.each([
    [
      { first_name: 'Zahra', last_name: 'رضایی', national_no: '0499370899' },
      'first_name',
      m.switchKeyboardToPersian,
    ],
    [
      { first_name: 'زهرا', last_name: 'رضایی', national_no: '0499370898' },
      'national_no',
      m.nationalCodeInvalid,
    ],
    [{ first_name: 'زهرا', last_name: 'رضایی', national_no: '' }, 'national_no', m.nationalCodeRequired],
    [{ first_name: 'ز', last_name: 'رضایی', national_no: '0499370899' }, 'first_name', m.nameLength],
    [{ last_name: 'رضایی', national_no: '0499370899' }, 'first_name', m.firstNameRequired],
  ])('refuses %j with a Persian 422 on %s', async (body, field, text) => {
    const { token } = await signUpByCode(t.app);
    expectFieldError(await send(t.app, 'POST', '/profile/complete', { token, body }), field, text);
  });
});

describe('POST /api/v1/profile/change-password', () => {
  it('checks the old password, sets the new one and signs every other session out', async () => {
    const customer = await signedUpCustomer(t.app);
    const other = await send(t.app, 'POST', '/login', {
      body: { mobile_no: customer.mobile, password: customer.password },
    });
    const body = {
      _method: 'PUT',
      old_password: customer.password,
      password: 'new-pass-1',
      password_confirmation: 'new-pass-1',
    };
    const answer = await send(t.app, 'POST', '/profile/change-password', { token: customer.token, body });
    expect(answer.status).toBe(200);
    expect(answer.body.data.has_password).toBe(true);
    expect((await send(t.app, 'GET', '/profile', { token: customer.token })).status).toBe(200);
    expectError(
      await send(t.app, 'GET', '/profile', { token: other.body.data.token }),
      401,
      'UNAUTHENTICATED',
    );
    const login = await send(t.app, 'POST', '/login', {
      body: { mobile_no: customer.mobile, password: 'new-pass-1' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong old password on old_password, and mismatched new ones', async () => {
    const customer = await signedUpCustomer(t.app);
    const wrong = await send(t.app, 'POST', '/profile/change-password', {
      token: customer.token,
      body: { old_password: 'nope-nope', password: 'new-pass-1', password_confirmation: 'new-pass-1' },
    });
    expectFieldError(wrong, 'old_password', m.oldPasswordWrong);
    const mismatch = await send(t.app, 'POST', '/profile/change-password', {
      token: customer.token,
      body: { old_password: customer.password, password: 'new-pass-1', password_confirmation: 'new-pass-2' },
    });
    expectFieldError(mismatch, 'password_confirmation', m.passwordMismatch);
    const missing = await send(t.app, 'POST', '/profile/change-password', {
      token: customer.token,
      body: {},
    });
    expectFieldError(missing, 'old_password', m.oldPasswordRequired);
  });
});
