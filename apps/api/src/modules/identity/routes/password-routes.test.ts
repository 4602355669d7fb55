import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/fa.ts';
import { validationMessages as m } from '@shop/domain/validation-messages';
import {
  expectError,
  expectFieldError,
  identityApp,
  latestCode,
  newMobile,
  send,
  signedUpCustomer,
  signUpByCode,
  type IdentityTestApp,
} from '../test-support.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await identityApp();
});

describe('POST /api/v1/login', () => {
  it('signs in with the password: token, user and cookie', async () => {
    const customer = await signedUpCustomer(t.app);
    const answer = await send(t.app, 'POST', '/login', {
      body: { mobile_no: `+98${customer.mobile.slice(1)}`, password: customer.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({
      mobile: customer.mobile,
      register_status: 4,
      has_password: true,
    });
    expect(answer.sid).toBe(answer.body.data.token);
    expect((await send(t.app, 'GET', '/profile', { cookie: answer.body.data.token })).status).toBe(200);
  });

  it('answers 404 WRONG_PASSWORD, as the spec does, for a wrong password', async () => {
    const customer = await signedUpCustomer(t.app);
    const answer = await send(t.app, 'POST', '/login', {
      body: { mobile_no: customer.mobile, password: 'wrong-one' },
    });
    expectError(answer, 404, 'WRONG_PASSWORD');
    expect(answer.body.message).toBe(errorMessages.WRONG_PASSWORD);
    expect(answer.sid).toBeUndefined();
  });

  it('answers the same for an unknown number and for a customer without a password', async () => {
    const unknown = await send(t.app, 'POST', '/login', {
      body: { mobile_no: newMobile(), password: 'whatever' },
    });
    expectError(unknown, 404, 'WRONG_PASSWORD');
    const { mobile } = await signUpByCode(t.app);
    const noPassword = await send(t.app, 'POST', '/login', {
      body: { mobile_no: mobile, password: 'whatever' },
    });
    expectError(noPassword, 404, 'WRONG_PASSWORD');
  });

  it.each([
    [{ mobile_no: '0912', password: 'x' }, 'mobile_no', m.mobileLength],
    [{ mobile_no: '09121234567' }, 'password', m.passwordRequired],
    [{ mobile_no: '09121234567', password: '' }, 'password', m.passwordRequired],
  ])('refuses %j with a Persian 422 on %s', async (body, field, text) => {
    expectFieldError(await send(t.app, 'POST', '/login', { body }), field, text);
  });
});

describe('POST /api/v1/password/reset', () => {
  async function resetBody(mobile: string, password = 'fresh-pass-1') {
    expect((await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } })).status).toBe(200);
    const code = await latestCode(mobile);
    return { _method: 'PUT', mobile_no: mobile, code, password, password_confirmation: password };
  }

  it('sets the new password with a code, signs every session out and opens a new one', async () => {
    const customer = await signedUpCustomer(t.app);
    const answer = await send(t.app, 'POST', '/password/reset', { body: await resetBody(customer.mobile) });
    expect(answer.status).toBe(200);
    expect(answer.sid).toBe(answer.body.data.token);
    expectError(await send(t.app, 'GET', '/profile', { token: customer.token }), 401, 'UNAUTHENTICATED');
    expect((await send(t.app, 'GET', '/profile', { token: answer.body.data.token })).status).toBe(200);
    const old = await send(t.app, 'POST', '/login', {
      body: { mobile_no: customer.mobile, password: customer.password },
    });
    expectError(old, 404, 'WRONG_PASSWORD');
    const fresh = await send(t.app, 'POST', '/login', {
      body: { mobile_no: customer.mobile, password: 'fresh-pass-1' },
    });
    expect(fresh.status).toBe(200);
  });

  it('gives a code-only customer a first password', async () => {
    const { mobile } = await signUpByCode(t.app);
    const answer = await send(t.app, 'POST', '/password/reset', { body: await resetBody(mobile) });
    expect(answer.body.data.user.has_password).toBe(true);
  });

  it('refuses a wrong code on code, counting the try', async () => {
    const customer = await signedUpCustomer(t.app);
    const body = await resetBody(customer.mobile);
    const wrong = { ...body, code: body.code === '0000' ? '1111' : '0000' };
    expectFieldError(await send(t.app, 'POST', '/password/reset', { body: wrong }), 'code', m.codeWrong);
    expect((await send(t.app, 'POST', '/password/reset', { body })).status).toBe(200);
  });

  it('answers 404 for an unknown number, and 422 per field', async () => {
    const body = {
      mobile_no: newMobile(),
      code: '1234',
      password: 'fresh-pass-1',
      password_confirmation: 'fresh-pass-1',
    };
    expectError(await send(t.app, 'POST', '/password/reset', { body }), 404, 'CUSTOMER_NOT_FOUND');
    const mismatch = { ...body, password_confirmation: 'other-pass' };
    expectFieldError(
      await send(t.app, 'POST', '/password/reset', { body: mismatch }),
      'password_confirmation',
      m.passwordMismatch,
    );
    const short = { ...body, password: '123', password_confirmation: '123' };
    expectFieldError(
      await send(t.app, 'POST', '/password/reset', { body: short }),
      'password',
      m.passwordShort,
    );
    expectFieldError(
      await send(t.app, 'POST', '/password/reset', { body: { mobile_no: body.mobile_no } }),
      'code',
    );
  });
});
