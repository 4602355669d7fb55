import { beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '@shop/domain/identity/staff';
import { createMemoryCache } from '../../../adapters/cache/memory.ts';
import { listAudit } from '../../../platform/audit.ts';
import { getTestApp } from '../../../test/app.ts';
import {
  createTestRole,
  createTestStaff,
  expectError,
  expectFieldError,
  identityApp,
  latestCode,
  newIp,
  send,
  signInStaff,
  signUpByCode,
  staffToken,
  textsTo,
  type IdentityTestApp,
} from '../test-support.ts';

// Staff sign-in and the staff guard (issue 47 items 1 and 3, decision 093).

let t: IdentityTestApp;
beforeAll(async () => {
  // Rate-limit windows move with the app's clock, so expiry tests do not trip over them.
  t = await identityApp({ cache: (clock) => createMemoryCache({ now: () => clock.now().getTime() }) });
});

const staffCookie = (token: string) => ({ cookie: `staff_sid=${token}` });

describe('staff sign-in: password, then a one-time code', () => {
  it('sends a back-office code, then opens a session: bearer token and the staff cookie on /api/v1/admin', async () => {
    const member = await createTestStaff('orders');
    const ip = newIp();
    const first = await send(t.app, 'POST', '/admin/auth/password', {
      body: { mobile_no: member.mobile, password: member.password },
      ip,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ resend_in: 120, code_length: 4 });
    expect(first.headers['cache-control']).toBe('no-store');
    const [text] = await textsTo(member.mobile);
    expect(text?.text).toContain('پنل مدیریت');

    const answer = await send(t.app, 'POST', '/admin/auth/code', {
      body: { mobile_no: member.mobile, code: await latestCode(member.mobile) },
      ip,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.member).toMatchObject({ id: member.id, mobile: member.mobile, active: true });
    expect(answer.body.data.member.role).toMatchObject({ name: 'orders', label: 'سفارش‌ها', built_in: true });
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^staff_sid=${answer.body.data.token};`));
    expect(cookie).toContain('Path=/api/v1/admin');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toMatch(/(^|[;,]\s*)sid=/);
    expect(answer.sid).toBeUndefined();

    const me = await send(t.app, 'GET', '/admin/me', { token: answer.body.data.token });
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.body.data.permissions).toEqual([
      'orders:read',
      'orders:move',
      'customers:read',
      'payments:read',
    ]);
    const viaCookie = await send(t.app, 'GET', '/admin/me', {
      headers: staffCookie(answer.body.data.token),
    });
    expect(viaCookie.status).toBe(200);

    const { database } = await getTestApp();
    const audit = await listAudit(database.db, { type: 'staff_member', id: member.id });
    expect(audit.map((entry) => entry.action)).toContain('staff.sign_in');
  });

  it('answers an unknown number, an inactive member and a wrong password alike, and sends no code', async () => {
    const member = await createTestStaff('support');
    const inactive = await createTestStaff('support', { active: false });
    const answers = [
      await send(t.app, 'POST', '/admin/auth/password', {
        body: { mobile_no: member.mobile, password: 'not-the-password' },
      }),
      await send(t.app, 'POST', '/admin/auth/password', {
        body: { mobile_no: '09399999999', password: member.password },
      }),
      await send(t.app, 'POST', '/admin/auth/password', {
        body: { mobile_no: inactive.mobile, password: inactive.password },
      }),
    ];
    for (const answer of answers) expectError(answer, 401, 'STAFF_SIGN_IN_FAILED');
    expect(new Set(answers.map((answer) => answer.body.message)).size).toBe(1);
    expect(await textsTo(member.mobile)).toEqual([]);
    expect(await textsTo(inactive.mobile)).toEqual([]);
  });

  it('refuses a wrong code, and a customer sign-in code sent to the same number', async () => {
    const member = await createTestStaff('catalogue');
    const ip = newIp();
    expect(
      (
        await send(t.app, 'POST', '/admin/auth/password', {
          body: { mobile_no: member.mobile, password: member.password },
          ip,
        })
      ).status,
    ).toBe(200);
    const right = await latestCode(member.mobile);
    const wrong = right === '1234' ? '4321' : '1234';
    expectFieldError(
      await send(t.app, 'POST', '/admin/auth/code', { body: { mobile_no: member.mobile, code: wrong }, ip }),
      'code',
    );
    // The same number as a customer: their sign-in code is no staff code.
    await signUpByCode(t.app, member.mobile, ip);
    expect((await send(t.app, 'POST', '/code', { body: { mobile_no: member.mobile }, ip })).status).toBe(200);
    const customerCode = await latestCode(member.mobile);
    const answer = await send(t.app, 'POST', '/admin/auth/code', {
      body: { mobile_no: member.mobile, code: customerCode },
      ip,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.data).toBeNull();
  });

  it('locks the number out from an address after 5 wrong passwords, even for the right one', async () => {
    const member = await createTestStaff('finance');
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      expectError(
        await send(t.app, 'POST', '/admin/auth/password', {
          body: { mobile_no: member.mobile, password: `wrong-${i}` },
          ip,
        }),
        401,
        'STAFF_SIGN_IN_FAILED',
      );
    }
    const locked = await send(t.app, 'POST', '/admin/auth/password', {
      body: { mobile_no: member.mobile, password: member.password },
      ip,
    });
    expectError(locked, 429, 'RATE_LIMITED');
    // The backstop for the number from anywhere is lower than a customer's: 20 an hour.
    for (let i = 0; i < 15; i += 1) {
      await send(t.app, 'POST', '/admin/auth/password', {
        body: { mobile_no: member.mobile, password: 'x' },
      });
    }
    expectError(
      await send(t.app, 'POST', '/admin/auth/password', {
        body: { mobile_no: member.mobile, password: member.password },
      }),
      429,
      'RATE_LIMITED',
    );
  });
});

describe('staff sessions', () => {
  it(`end after ${staffSession.idleMinutes} idle minutes`, async () => {
    const { token } = await staffToken(t.app, 'orders');
    t.clock.advance(20 * 60);
    expect((await send(t.app, 'GET', '/admin/me', { token })).status).toBe(200);
    t.clock.advance(20 * 60);
    expect((await send(t.app, 'GET', '/admin/me', { token })).status).toBe(200);
    t.clock.advance(staffSession.idleMinutes * 60 + 1);
    expectError(await send(t.app, 'GET', '/admin/me', { token }), 401, 'UNAUTHENTICATED');
  });

  it(`end ${staffSession.absoluteHours} hours after sign-in however busy`, async () => {
    const { token } = await staffToken(t.app, 'orders');
    for (let minutes = 0; minutes < staffSession.absoluteHours * 60 - 25; minutes += 25) {
      t.clock.advance(25 * 60);
      expect((await send(t.app, 'GET', '/admin/me', { token })).status, `${minutes} minutes`).toBe(200);
    }
    t.clock.advance(25 * 60);
    expectError(await send(t.app, 'GET', '/admin/me', { token }), 401, 'UNAUTHENTICATED');
  });

  it('sign out ends this session; sign out everywhere ends every one', async () => {
    const member = await createTestStaff('support');
    const one = (await signInStaff(t.app, member)).body.data.token as string;
    const two = (await signInStaff(t.app, member)).body.data.token as string;
    const three = (await signInStaff(t.app, member)).body.data.token as string;
    expect((await send(t.app, 'POST', '/admin/auth/logout', { token: one })).status).toBe(200);
    expectError(await send(t.app, 'GET', '/admin/me', { token: one }), 401, 'UNAUTHENTICATED');
    expect((await send(t.app, 'GET', '/admin/me', { token: two })).status).toBe(200);
    expect((await send(t.app, 'POST', '/admin/auth/logout-everywhere', { token: two })).status).toBe(200);
    expectError(await send(t.app, 'GET', '/admin/me', { token: two }), 401, 'UNAUTHENTICATED');
    expectError(await send(t.app, 'GET', '/admin/me', { token: three }), 401, 'UNAUTHENTICATED');
  });

  it('checks the role against the database on every call: a permission taken away refuses the next call', async () => {
    const role = await createTestRole(['staff:manage']);
    const member = await createTestStaff(role.name);
    const token = (await signInStaff(t.app, member)).body.data.token as string;
    expect((await send(t.app, 'GET', '/admin/roles', { token })).status).toBe(200);
    const { database } = await getTestApp();
    const { staffRoles } = await import('../tables.ts');
    const { eq } = await import('drizzle-orm');
    await database.db
      .update(staffRoles)
      .set({ permissions: ['orders:read'] })
      .where(eq(staffRoles.id, role.id));
    expectError(await send(t.app, 'GET', '/admin/roles', { token }), 403, 'FORBIDDEN');
    // And a member made inactive in the database is signed out at once.
    const { staffMembers } = await import('../tables.ts');
    await database.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, member.id));
    expectError(await send(t.app, 'GET', '/admin/me', { token }), 401, 'UNAUTHENTICATED');
  });
});

describe('customers and staff never pass for each other', () => {
  it("a customer's token or sid cookie opens no staff endpoint", async () => {
    const customer = await signUpByCode(t.app);
    expectError(await send(t.app, 'GET', '/admin/me', { token: customer.token }), 401, 'UNAUTHENTICATED');
    expectError(await send(t.app, 'GET', '/admin/me', { cookie: customer.token }), 401, 'UNAUTHENTICATED');
    expectError(
      await send(t.app, 'GET', '/admin/me', { headers: staffCookie(customer.token) }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it("a staff token or staff cookie is no customer's session", async () => {
    const { token } = await staffToken(t.app, 'support');
    expectError(await send(t.app, 'GET', '/profile', { token }), 401, 'UNAUTHENTICATED');
    expectError(await send(t.app, 'GET', '/profile', { cookie: token }), 401, 'UNAUTHENTICATED');
    expectError(await send(t.app, 'GET', '/cart/list', { token }), 401, 'UNAUTHENTICATED');
  });

  it('a write authenticated by the staff cookie needs the CSRF header, as every cookie write does', async () => {
    const { token } = await staffToken(t.app, 'support');
    expectError(
      await send(t.app, 'POST', '/admin/auth/logout-everywhere', { headers: staffCookie(token) }),
      403,
      'CSRF_REJECTED',
    );
    expect((await send(t.app, 'GET', '/admin/me', { token })).status).toBe(200);
    const answer = await send(t.app, 'POST', '/admin/auth/logout-everywhere', {
      headers: staffCookie(token),
      csrf: true,
    });
    expect(answer.status).toBe(200);
  });
});
