import { beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '@shop/domain/validation-messages';
import { errorMessages } from '../../../i18n/fa.ts';
import { listAudit } from '../../../platform/audit.ts';
import { getTestApp } from '../../../test/app.ts';
import {
  customerIdOf,
  expectError,
  expectFieldError,
  identityApp,
  send,
  signedUpCustomer,
  signUpByCode,
  type IdentityTestApp,
} from '../test-support.ts';

// The profile's edit (`POST /profile`, checkout-and-account.md §2 "Edit profile", §7) and what a
// customer still registering may not do (§6).

let t: IdentityTestApp;
beforeAll(async () => {
  t = await identityApp();
});

const edit = {
  first_name: 'سارا',
  last_name: 'کریمی',
  national_no: '0499370899',
  email: 'Sara@Example.com',
  gender: 3,
};

describe('POST /api/v1/profile', () => {
  it('sets the five fields, with the PUT override, and answers the customer', async () => {
    const { token, mobile } = await signedUpCustomer(t.app);
    const answer = await send(t.app, 'POST', '/profile', { token, body: { _method: 'PUT', ...edit } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      first_name: 'سارا',
      last_name: 'کریمی',
      national_no: '0499370899',
      email: 'sara@example.com',
      gender: 3,
      gender_fa: 'خانم',
      mobile,
      register_status: 4,
    });
    expect((await send(t.app, 'GET', '/profile', { token })).body.data).toEqual(answer.body.data);
  });

  it('is audited with the fields it changed, before and after; an edit that changes nothing is not', async () => {
    const { token } = await signedUpCustomer(t.app);
    const { database } = await getTestApp();
    const id = await customerIdOf(token);
    await send(t.app, 'POST', '/profile', { token, body: edit });
    await send(t.app, 'POST', '/profile', { token, body: { ...edit, gender: 2 } });
    await send(t.app, 'POST', '/profile', { token, body: { ...edit, gender: 2 } });
    const entries = (await listAudit(database.db, { type: 'customer', id })).filter(
      (entry) => entry.action === 'customer.profile.update',
    );
    expect(entries.map((entry) => entry.data)).toEqual([
      {
        changed: {
          first_name: { from: 'مریم', to: 'سارا' },
          last_name: { from: 'احمدی', to: 'کریمی' },
          national_no: { from: null, to: '0499370899' },
          email: { from: null, to: 'sara@example.com' },
          gender: { from: 1, to: 3 },
        },
      },
      { changed: { gender: { from: 3, to: 2 } } },
    ]);
    expect(entries[0]).toMatchObject({ actorType: 'customer', actorId: id });
    expect(entries[0]?.requestId).toBeTruthy();
  });

  it('takes the body without the override too; digits in Persian; an empty e-mail removes it', async () => {
    const { token } = await signedUpCustomer(t.app);
    await send(t.app, 'POST', '/profile', { token, body: edit });
    const answer = await send(t.app, 'POST', '/profile', {
      token,
      body: { ...edit, national_no: '۰۴۹۹۳۷۰۸۹۹', email: '', gender: '2' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      national_no: '0499370899',
      email: null,
      gender: 2,
      gender_fa: 'آقا',
    });
  });

  it('refuses gender 1: "unspecified" is shown, never chosen anew', async () => {
    const { token } = await signedUpCustomer(t.app);
    expectFieldError(
      await send(t.app, 'POST', '/profile', { token, body: { ...edit, gender: 1 } }),
      'gender',
      m.genderRequired,
    );
    expect((await send(t.app, 'GET', '/profile', { token })).body.data.gender).toBe(1);
  });

  it.each([
    [{ ...edit, first_name: 'Sara' }, 'first_name', m.switchKeyboardToPersian],
    [{ ...edit, first_name: '' }, 'first_name', m.firstNameRequired],
    [{ ...edit, last_name: 'ک' }, 'last_name', m.nameLength],
    [{ ...edit, national_no: '0499370898' }, 'national_no', m.nationalCodeInvalid],
    [{ ...edit, national_no: '1111111111' }, 'national_no', m.nationalCodeInvalid],
    [{ ...edit, national_no: '' }, 'national_no', m.nationalCodeRequired],
    [{ ...edit, email: 'not-an-email' }, 'email', m.emailInvalid],
    [{ ...edit, gender: 7 }, 'gender', m.genderInvalid],
    [{ ...edit, gender: undefined }, 'gender', m.genderRequired],
    // The number changes only through the mobile change, and the password through its own page.
    [{ ...edit, mobile: '09121234567' }, 'mobile', undefined],
    [{ ...edit, password: 'secret-123' }, 'password', undefined],
  ])('refuses %j with a Persian 422 on %s', async (body, field, text) => {
    const { token } = await signedUpCustomer(t.app);
    expectFieldError(await send(t.app, 'POST', '/profile', { token, body }), field, text);
  });

  it('lists every field a body gets wrong at once', async () => {
    const { token } = await signedUpCustomer(t.app);
    const answer = await send(t.app, 'POST', '/profile', { token, body: { email: 'x' } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.message).sort()).toEqual(
      ['email', 'first_name', 'gender', 'last_name', 'national_no'].sort(),
    );
  });

  it('needs a session, and a completed registration', async () => {
    expectError(await send(t.app, 'POST', '/profile', { body: edit }), 401, 'UNAUTHENTICATED');
    const { token } = await signUpByCode(t.app);
    const answer = await send(t.app, 'POST', '/profile', { token, body: edit });
    expectError(answer, 403, 'PROFILE_INCOMPLETE');
    expect(answer.body.message).toBe(errorMessages.PROFILE_INCOMPLETE);
    expect((await send(t.app, 'GET', '/profile', { token })).body.data.first_name).toBeNull();
  });
});

describe('a customer still registering (status 3)', () => {
  it('may not change the password: 403 before the old password is checked', async () => {
    const { token } = await signUpByCode(t.app);
    const answer = await send(t.app, 'POST', '/profile/change-password', {
      token,
      body: { old_password: 'whatever', password: 'new-pass-1', password_confirmation: 'new-pass-1' },
    });
    expectError(answer, 403, 'PROFILE_INCOMPLETE');
  });
});
