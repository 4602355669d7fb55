import { beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCode } from '@shop/domain/identity/constants';
import { validationMessages as m } from '@shop/domain/validation-messages';
import {
  expectError,
  expectFieldError,
  identityApp,
  latestCode,
  newIp,
  newMobile,
  send,
  signUpByCode,
  type IdentityTestApp,
} from '../test-support.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await identityApp();
});

/** A code for the number that is certainly not the one sent. */
function wrongCodeFor(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

describe('POST /api/v1/check-register', () => {
  it('answers 404 CUSTOMER_NOT_FOUND for a number nobody registered', async () => {
    const answer = await send(t.app, 'POST', '/check-register', { body: { mobile_no: newMobile() } });
    expectError(answer, 404, 'CUSTOMER_NOT_FOUND');
  });

  it('tells a new customer signs in by code, whatever form the number is typed in', async () => {
    const { mobile } = await signUpByCode(t.app);
    const persian = `+۹۸${mobile.slice(1).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)))}`;
    const answer = await send(t.app, 'POST', '/check-register', { body: { mobile_no: persian } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ register_status: 3, has_password: false });
  });

  it.each([
    [{ mobile_no: '0912123' }, 'mobile_no', m.mobileLength],
    [{ mobile_no: '0912abc4567' }, 'mobile_no', m.mobileNotDigits],
    [{ mobile_no: '' }, 'mobile_no', m.mobileRequired],
    [{}, 'mobile_no', m.mobileRequired],
    [{ mobile_no: '09121234567', extra: 1 }, 'extra', undefined],
  ])('refuses %j with a Persian 422 on %s, never a 500', async (body, field, text) => {
    expectFieldError(await send(t.app, 'POST', '/check-register', { body }), field, text);
  });
});

describe('POST /api/v1/register', () => {
  it('creates the customer with status 3, sends a 4-digit code by the outbox and logs it', async () => {
    const mobile = newMobile();
    const answer = await send(t.app, 'POST', '/register', { body: { mobile_no: mobile } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ resend_in: 120, code_length: 4 });
    const code = await latestCode(mobile);
    expect(code).toMatch(/^[0-9]{4}$/);
    const line = t.logLines().find((text) => text.includes('"sms outbox"') && text.includes(mobile));
    expect(line).toContain(code);
    const check = await send(t.app, 'POST', '/check-register', { body: { mobile_no: mobile } });
    expect(check.body.data).toEqual({ register_status: 3, has_password: false });
  });

  it('makes one customer of two registrations at once', async () => {
    const mobile = newMobile();
    const answers = await Promise.all(
      [1, 2].map(() => send(t.app, 'POST', '/register', { body: { mobile_no: mobile } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await send(t.app, 'POST', '/check-register', { body: { mobile_no: mobile } })).status).toBe(200);
  });
});

describe('POST /api/v1/code', () => {
  it('sends a new code to a known number, and refuses an unknown one with 404', async () => {
    const { mobile } = await signUpByCode(t.app);
    const answer = await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ resend_in: oneTimeCode.resendSeconds, code_length: 4 });
    expectError(
      await send(t.app, 'POST', '/code', { body: { mobile_no: newMobile() } }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
  });
});

describe('POST /api/v1/verification', () => {
  it('signs a new customer in: token, user, httpOnly Lax cookie of 30 days', async () => {
    const mobile = newMobile();
    await send(t.app, 'POST', '/register', { body: { mobile_no: mobile } });
    const code = await latestCode(mobile);
    const answer = await send(t.app, 'POST', '/verification', {
      body: { mobile_no: mobile, code, terms_of_use: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.token).toMatch(/^[\w-]{43}$/);
    expect(answer.body.data.user).toMatchObject({
      mobile,
      register_status: 3,
      has_password: false,
      gender: 1,
      wallet_value: 0,
      has_unused_coupon: false,
    });
    expect(answer.body.data.user.introduce_code).toMatch(/^[A-Z0-9]{6}$/);
    expect(answer.sid).toBe(answer.body.data.token);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('asks a new customer to accept the terms, without using the code up', async () => {
    const mobile = newMobile();
    await send(t.app, 'POST', '/register', { body: { mobile_no: mobile } });
    const code = await latestCode(mobile);
    const refused = await send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code } });
    expectFieldError(refused, 'terms_of_use', m.termsRequired);
    const answer = await send(t.app, 'POST', '/verification', {
      body: { mobile_no: mobile, code, terms_of_use: '1' },
    });
    expect(answer.status).toBe(200);
  });

  it('does not ask again for terms once accepted', async () => {
    const { mobile } = await signUpByCode(t.app);
    await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const answer = await send(t.app, 'POST', '/verification', {
      body: { mobile_no: mobile, code: await latestCode(mobile) },
    });
    expect(answer.status).toBe(200);
  });

  it('accepts the code in Persian digits, once only', async () => {
    const { mobile } = await signUpByCode(t.app);
    await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const code = await latestCode(mobile);
    const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    expect(
      (await send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code: persian } })).status,
    ).toBe(200);
    const again = await send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code } });
    expectFieldError(again, 'code', m.codeExpired);
  });

  it('counts wrong codes: the fifth locks the code, and the right one no longer works', async () => {
    const { mobile } = await signUpByCode(t.app);
    await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const code = await latestCode(mobile);
    const wrong = wrongCodeFor(code);
    for (let attempt = 1; attempt < oneTimeCode.maxWrongTries; attempt += 1) {
      const answer = await send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code: wrong } });
      expectFieldError(answer, 'code', m.codeWrong);
    }
    const fifth = await send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code: wrong } });
    expectFieldError(fifth, 'code', m.codeExpired);
    const right = await send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code } });
    expectFieldError(right, 'code', m.codeExpired);
    // A new code works again.
    await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const fresh = await send(t.app, 'POST', '/verification', {
      body: { mobile_no: mobile, code: await latestCode(mobile) },
    });
    expect(fresh.status).toBe(200);
  });

  it('expires a code after two minutes', async () => {
    const { mobile } = await signUpByCode(t.app);
    await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const code = await latestCode(mobile);
    t.clock.advance(oneTimeCode.ttlSeconds);
    const answer = await send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code } });
    expectFieldError(answer, 'code', m.codeExpired);
  });

  it('only the newest code counts', async () => {
    const { mobile } = await signUpByCode(t.app);
    await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const first = await latestCode(mobile);
    await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const second = await latestCode(mobile);
    if (first !== second) {
      expectFieldError(
        await send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code: first } }),
        'code',
      );
    }
    expect(
      (await send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code: second } })).status,
    ).toBe(200);
  });

  it('lets only one of two verifications of the same code at once succeed', async () => {
    const { mobile } = await signUpByCode(t.app);
    await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const code = await latestCode(mobile);
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(t.app, 'POST', '/verification', { body: { mobile_no: mobile, code } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
  });

  it.each([
    [{ code: '1234' }, 'mobile_no'],
    [{ mobile_no: newMobile() }, 'code'],
    [{ mobile_no: newMobile(), code: '12' }, 'code'],
    [{ mobile_no: newMobile(), code: 'abcd' }, 'code'],
  ])('refuses %j with a Persian 422 on %s', async (body, field) => {
    expectFieldError(await send(t.app, 'POST', '/verification', { body }), field);
  });

  it('answers 404 for a number that never registered', async () => {
    const answer = await send(t.app, 'POST', '/verification', {
      body: { mobile_no: newMobile(), code: '1234' },
    });
    expectError(answer, 404, 'CUSTOMER_NOT_FOUND');
  });

  it('never stores a code or a token in clear', async () => {
    const ip = newIp();
    const { mobile, token } = await signUpByCode(t.app, newMobile(), ip);
    const { getTestApp } = await import('../../../test/app.ts');
    const { database } = await getTestApp();
    const code = await latestCode(mobile);
    const stored = await database.db.execute(
      `select code_hash from one_time_codes where mobile = '+98${mobile.slice(1)}'`,
    );
    const sessions = await database.db.execute(`select token_hash from sessions`);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    expect(JSON.stringify(sessions)).not.toContain(token);
  });
});
