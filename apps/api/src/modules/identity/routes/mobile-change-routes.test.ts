import { beforeAll, describe, expect, it } from 'vitest';
import { maskMobile } from '@shop/domain/mobile';
import { validationMessages as m } from '@shop/domain/validation-messages';
import { listAudit } from '../../../platform/audit.ts';
import { getTestApp } from '../../../test/app.ts';
import { insertCustomerIfAbsent } from '../queries/customers.ts';
import { newIntroduceCode } from '../service/secrets.ts';
import {
  customerIdOf,
  expectError,
  expectFieldError,
  identityApp,
  latestCode,
  mobileChangeSteps,
  newMobile,
  send,
  signedUpCustomer,
  signUpByCode,
  textsTo,
  type IdentityTestApp,
} from '../test-support.ts';

// The mobile change in three calls (checkout-and-account.md §4 "Change mobile"; decision 056):
// a code to the current number, that code with the new number (which gets a code of its own), then
// the new number's code. Each test uses customers and numbers of its own. Its limits and texts:
// mobile-change-limits.test.ts.

let t: IdentityTestApp;
let steps: ReturnType<typeof mobileChangeSteps>;
beforeAll(async () => {
  t = await identityApp();
  steps = mobileChangeSteps(t.app);
});

describe('changing the mobile number in three steps', () => {
  it('moves the account to the new number, revokes other sessions, keeps this one, tells the old number', async () => {
    const customer = await signedUpCustomer(t.app);
    const elsewhere = await send(t.app, 'POST', '/login', {
      body: { mobile_no: customer.mobile, password: customer.password },
    });
    const next = newMobile();

    const first = await steps.start(customer, { _method: 'PUT', mobile: customer.mobile });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ resend_in: 120, code_length: 4 });
    const [codeText] = await textsTo(customer.mobile);
    expect(codeText?.text).toContain('تغییر شماره موبایل');

    // The new number is typed with Persian digits, the codes too.
    const persian = (digits: string) => digits.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    const second = await steps.newNumber(customer, {
      _method: 'PUT',
      code: persian(await latestCode(customer.mobile)),
      mobile: persian(next),
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toEqual({ resend_in: 120, code_length: 4 });

    const third = await steps.confirm(customer, {
      _method: 'PUT',
      mobile: next,
      code: await latestCode(next),
    });
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect(third.body.data).toMatchObject({ mobile: next, register_status: 4, has_password: true });

    // This session stays; the other one is over.
    expect((await send(t.app, 'GET', '/profile', { token: customer.token })).body.data.mobile).toBe(next);
    expectError(
      await send(t.app, 'GET', '/profile', { token: elsewhere.body.data.token }),
      401,
      'UNAUTHENTICATED',
    );
    // The password now opens the account by the new number only.
    const byNew = await send(t.app, 'POST', '/login', {
      body: { mobile_no: next, password: customer.password },
    });
    expect(byNew.status).toBe(200);
    const byOld = await send(t.app, 'POST', '/login', {
      body: { mobile_no: customer.mobile, password: customer.password },
    });
    expectError(byOld, 404, 'WRONG_PASSWORD');

    // The old number is told, the new one shown with its middle hidden.
    const [notice] = await textsTo(customer.mobile);
    expect(notice?.text).toContain(maskMobile(next));
    expect(notice?.text).not.toContain(next);
    expect(notice?.text).toContain('تغییر کرد');

    const { database } = await getTestApp();
    const id = await customerIdOf(customer.token);
    const audit = await listAudit(database.db, { type: 'customer', id });
    expect(audit.at(-1)).toMatchObject({
      actorType: 'customer',
      actorId: id,
      action: 'customer.mobile.change',
      data: { from: customer.mobile, to: next },
    });
    expect(audit.at(-1)?.requestId).toBeTruthy();
  });

  it('takes step 1 with no body or an empty one, and refuses a number that is not the current one', async () => {
    const customer = await signedUpCustomer(t.app);
    expect((await steps.start(customer, {})).status).toBe(200);
    expectFieldError(await steps.start(customer, { mobile: newMobile() }), 'mobile', m.mobileNotCurrent);
    const bare = await send(t.app, 'POST', '/profile/mobile/current-code', { token: customer.token });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
  });
});

describe('step 2: the new number', () => {
  it('refuses the current number, in any form, without using the code up', async () => {
    const customer = await signedUpCustomer(t.app);
    await steps.start(customer);
    const code = await latestCode(customer.mobile);
    for (const same of [customer.mobile, `+98${customer.mobile.slice(1)}`]) {
      expectFieldError(
        await steps.newNumber(customer, { code, mobile: same }),
        'mobile',
        'شماره موبایل جدید باید با شماره فعلی متفاوت باشد',
      );
    }
    expect((await steps.newNumber(customer, { code, mobile: newMobile() })).status).toBe(200);
  });

  it("refuses another customer's number without using the code up", async () => {
    const customer = await signedUpCustomer(t.app);
    const other = await signUpByCode(t.app);
    await steps.start(customer);
    const code = await latestCode(customer.mobile);
    expectFieldError(
      await steps.newNumber(customer, { code, mobile: other.mobile }),
      'mobile',
      m.mobileTaken,
    );
    expect((await steps.newNumber(customer, { code, mobile: newMobile() })).status).toBe(200);
  });

  it('refuses a wrong code, a used one, an expired one and one never sent', async () => {
    const { app, clock } = await identityApp();
    const customer = await signedUpCustomer(app);
    const step2 = (body: unknown) =>
      send(app, 'POST', '/profile/mobile/new-number', { token: customer.token, body });

    // Never sent: the latest code of the number is signup's sign-in code, which is not this step's.
    expectFieldError(await step2({ code: '0000', mobile: newMobile() }), 'code');

    await send(app, 'POST', '/profile/mobile/current-code', { token: customer.token, body: {} });
    const code = await latestCode(customer.mobile);
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    expectFieldError(await step2({ code: wrong, mobile: newMobile() }), 'code', m.codeWrong);
    expect((await step2({ code, mobile: newMobile() })).status).toBe(200);
    expectFieldError(await step2({ code, mobile: newMobile() }), 'code', m.codeExpired);

    await send(app, 'POST', '/profile/mobile/current-code', { token: customer.token, body: {} });
    const late = await latestCode(customer.mobile);
    clock.advance(121);
    expectFieldError(await step2({ code: late, mobile: newMobile() }), 'code', m.codeExpired);
    await app.close();
  });

  it.each([
    [{ code: '12', mobile: '09351234567' }, 'code', m.codeLength],
    [{ code: '1234', mobile: '0935' }, 'mobile', m.mobileLength],
    [{ code: '1234', mobile: 'abc' }, 'mobile', m.mobileNotDigits],
    [{ code: '1234' }, 'mobile', m.mobileRequired],
    [{ mobile: '09351234567' }, 'code', m.codeRequired],
    [{ code: '1234', mobile: '09351234567', password: 'x' }, 'password', undefined],
  ])('refuses %j with a Persian 422 on %s', async (body, field, text) => {
    const customer = await signedUpCustomer(t.app);
    expectFieldError(await steps.newNumber(customer, body), field, text);
  });
});

describe('step 3: the new number confirmed', () => {
  it('is refused without step 2, for another number than step 2 had, and with a reused code', async () => {
    const customer = await signedUpCustomer(t.app);
    // No step 2: the number has no code.
    expectFieldError(
      await steps.confirm(customer, { mobile: newMobile(), code: '1234' }),
      'code',
      m.codeExpired,
    );

    const next = newMobile();
    const code = await steps.reachStepThree(customer, next);
    // Step 2 was for `next`: its code confirms no other number.
    expectFieldError(await steps.confirm(customer, { mobile: newMobile(), code }), 'code', m.codeExpired);
    expect((await steps.confirm(customer, { mobile: next, code })).status).toBe(200);

    // Used: the number is now the customer's own, and its code confirms nothing again.
    expectFieldError(
      await steps.confirm(customer, { mobile: next, code }),
      'mobile',
      'شماره موبایل جدید باید با شماره فعلی متفاوت باشد',
    );
  });

  it('locks the code after five wrong tries', async () => {
    const customer = await signedUpCustomer(t.app);
    const next = newMobile();
    const code = await steps.reachStepThree(customer, next);
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    for (let i = 1; i < 5; i += 1) {
      expectFieldError(await steps.confirm(customer, { mobile: next, code: wrong }), 'code', m.codeWrong);
    }
    expectFieldError(await steps.confirm(customer, { mobile: next, code: wrong }), 'code', m.codeExpired);
    expectFieldError(await steps.confirm(customer, { mobile: next, code }), 'code', m.codeExpired);
    expect((await send(t.app, 'GET', '/profile', { token: customer.token })).body.data.mobile).toBe(
      customer.mobile,
    );
  });

  it("refuses the number if it became another customer's after step 2", async () => {
    const customer = await signedUpCustomer(t.app);
    const next = newMobile();
    const code = await steps.reachStepThree(customer, next);
    // Someone registers the number meanwhile (written directly: /register would text it a new code).
    const { database } = await getTestApp();
    await insertCustomerIfAbsent(database.db, {
      mobile: `+98${next.slice(1)}`,
      introduceCode: newIntroduceCode(),
      now: new Date(),
    });
    expectFieldError(await steps.confirm(customer, { mobile: next, code }), 'mobile', m.mobileTaken);
    expect((await send(t.app, 'GET', '/profile', { token: customer.token })).body.data.mobile).toBe(
      customer.mobile,
    );
  });
});

describe('a code is good for its own purpose only', () => {
  it("a sign-in code does not pass for step 2's, nor step 1's code for signing in", async () => {
    const customer = await signedUpCustomer(t.app);
    expect((await send(t.app, 'POST', '/code', { body: { mobile_no: customer.mobile } })).status).toBe(200);
    const signInCode = await latestCode(customer.mobile);
    expectFieldError(
      await steps.newNumber(customer, { code: signInCode, mobile: newMobile() }),
      'code',
      m.codeWrong,
    );

    await steps.start(customer);
    const changeCode = await latestCode(customer.mobile);
    const signIn = await send(t.app, 'POST', '/verification', {
      body: { mobile_no: customer.mobile, code: changeCode },
    });
    expectFieldError(signIn, 'code', m.codeWrong);
    const reset = await send(t.app, 'POST', '/password/reset', {
      body: {
        mobile_no: customer.mobile,
        code: changeCode,
        password: 'taken-over-1',
        password_confirmation: 'taken-over-1',
      },
    });
    expectFieldError(reset, 'code', m.codeWrong);
  });

  it("one customer's code for a new number does not confirm it for another customer", async () => {
    const first = await signedUpCustomer(t.app);
    const second = await signedUpCustomer(t.app);
    const next = newMobile();
    const code = await steps.reachStepThree(first, next);
    expectFieldError(await steps.confirm(second, { mobile: next, code }), 'code', m.codeWrong);
    expect((await steps.confirm(first, { mobile: next, code })).status).toBe(200);
  });
});

describe('who may change the mobile', () => {
  it('a customer still registering (status 3) may not: 403 PROFILE_INCOMPLETE at every step', async () => {
    const customer = { ...(await signUpByCode(t.app)), password: '' };
    expectError(await steps.start(customer), 403, 'PROFILE_INCOMPLETE');
    expectError(
      await steps.newNumber(customer, { code: '1234', mobile: newMobile() }),
      403,
      'PROFILE_INCOMPLETE',
    );
    expectError(
      await steps.confirm(customer, { mobile: newMobile(), code: '1234' }),
      403,
      'PROFILE_INCOMPLETE',
    );
  });

  it('nobody without a session: 401, before the body is read', async () => {
    for (const path of [
      '/profile/mobile/current-code',
      '/profile/mobile/new-number',
      '/profile/mobile/confirm',
    ]) {
      expectError(await send(t.app, 'POST', path, { body: { nonsense: 1 } }), 401, 'UNAUTHENTICATED');
    }
  });
});
