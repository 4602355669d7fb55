import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { introduceCodeAlphabet } from '@shop/domain/identity/introduce-code';
import { validationMessages as m } from '@shop/domain/validation-messages';
import { auditLog } from '../../../platform/tables.ts';
import { getTestApp } from '../../../test/app.ts';
import { customers } from '../public/tables.ts';
import { newIntroduceCode } from '../service/secrets.ts';
import {
  customerIdOf,
  expectFieldError,
  identityApp,
  latestCode,
  newIp,
  newMobile,
  send,
  signUpByCode,
  type IdentityTestApp,
} from '../test-support.ts';

// Who introduced a new customer (decision 057): recorded by the sign-in that creates the account,
// from the share link's code the web carries to POST /verification, and by nothing else.

let t: IdentityTestApp;
beforeAll(async () => {
  t = await identityApp();
});
const { database } = await getTestApp();
const { db } = database;

/** A customer's introduce code and id, as their profile shows it. */
async function introducer() {
  const { token } = await signUpByCode(t.app);
  const profile = await send(t.app, 'GET', '/profile', { token });
  return { id: await customerIdOf(token), code: profile.body.data.introduce_code as string };
}

/** Registers a new number and signs it in with `introducer_code`; the answer and the new customer's id. */
async function registerWith(introducerCode: unknown, mobile = newMobile()) {
  const ip = newIp();
  expect((await send(t.app, 'POST', '/register', { body: { mobile_no: mobile }, ip })).status).toBe(200);
  const body = { mobile_no: mobile, code: await latestCode(mobile), terms_of_use: true };
  const answer = await send(t.app, 'POST', '/verification', {
    body: introducerCode === undefined ? body : { ...body, introducer_code: introducerCode },
    ip,
  });
  return { answer, mobile, ip };
}

async function referrerOf(mobile: string): Promise<number | null> {
  const [row] = await db
    .select({ referredBy: customers.referredBy })
    .from(customers)
    .where(eq(customers.mobile, `+98${mobile.slice(1)}`));
  return row!.referredBy;
}

describe('POST /api/v1/verification with an introducer code', () => {
  it('records the introducer of a new account, audited, whatever case and digits the code came in', async () => {
    const friend = await introducer();
    const typed = friend.code.toLowerCase().replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    const { answer, mobile } = await registerWith(typed);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await referrerOf(mobile)).toBe(friend.id);
    const newId = answer.body.data.user.id as number;
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.referred'), eq(auditLog.subjectId, String(newId))));
    expect(audits.map((row) => row.data)).toEqual([{ introducer: friend.id }]);
  });

  it('ignores an unknown code silently: the account is made, nobody is its introducer', async () => {
    let unknown = newIntroduceCode();
    while ((await db.select().from(customers).where(eq(customers.introduceCode, unknown))).length > 0) {
      unknown = newIntroduceCode();
    }
    const { answer, mobile } = await registerWith(unknown);
    expect(answer.status).toBe(200);
    expect(await referrerOf(mobile)).toBeNull();
  });

  it("ignores the customer's own code", async () => {
    const mobile = newMobile();
    const ip = newIp();
    expect((await send(t.app, 'POST', '/register', { body: { mobile_no: mobile }, ip })).status).toBe(200);
    const [own] = await db
      .select({ code: customers.introduceCode })
      .from(customers)
      .where(eq(customers.mobile, `+98${mobile.slice(1)}`));
    const answer = await send(t.app, 'POST', '/verification', {
      body: {
        mobile_no: mobile,
        code: await latestCode(mobile),
        terms_of_use: true,
        introducer_code: own!.code,
      },
      ip,
    });
    expect(answer.status).toBe(200);
    expect(await referrerOf(mobile)).toBeNull();
  });

  it('never makes an existing customer anyone’s referral', async () => {
    const friend = await introducer();
    const existing = await signUpByCode(t.app);
    expect(
      (await send(t.app, 'POST', '/code', { body: { mobile_no: existing.mobile }, ip: existing.ip })).status,
    ).toBe(200);
    const answer = await send(t.app, 'POST', '/verification', {
      body: {
        mobile_no: existing.mobile,
        code: await latestCode(existing.mobile),
        introducer_code: friend.code,
      },
      ip: existing.ip,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await referrerOf(existing.mobile)).toBeNull();
  });

  it('keeps the first introducer: a code that failed once and is tried again with another code', async () => {
    const first = await introducer();
    const second = await introducer();
    const mobile = newMobile();
    const ip = newIp();
    expect((await send(t.app, 'POST', '/register', { body: { mobile_no: mobile }, ip })).status).toBe(200);
    const code = await latestCode(mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    const failed = await send(t.app, 'POST', '/verification', {
      body: { mobile_no: mobile, code: wrong, terms_of_use: true, introducer_code: second.code },
      ip,
    });
    expect(failed.status).toBe(422);
    // A wrong one-time code records nothing; the right one records the code it came with.
    expect(await referrerOf(mobile)).toBeNull();
    const answer = await send(t.app, 'POST', '/verification', {
      body: { mobile_no: mobile, code, terms_of_use: true, introducer_code: first.code },
      ip,
    });
    expect(answer.status).toBe(200);
    expect(await referrerOf(mobile)).toBe(first.id);
  });

  it.each([['K0QM2X'], ['ABCDE'], [''], [42]])(
    'refuses the malformed code %j on its field',
    async (value) => {
      const { answer } = await registerWith(value);
      expectFieldError(answer, 'introducer_code', m.introducerCodeInvalid);
    },
  );

  it('draws introduce codes the schema reads', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(newIntroduceCode()).toMatch(new RegExp(`^[${introduceCodeAlphabet}]{6}$`));
    }
  });
});
