import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@shop/domain/identity/constants';
import { maskMobile } from '@shop/domain/mobile';
import { startFakeKavenegar } from '../../../adapters/sms/fake-kavenegar.ts';
import { createKavenegarSender } from '../../../adapters/sms/kavenegar.ts';
import { createOutboxSender } from '../../../adapters/sms/outbox.ts';
import { SmsUnavailableError, type SmsSender } from '../../../adapters/sms/port.ts';
import { getTestApp } from '../../../test/app.ts';
import {
  expectError,
  identityApp,
  latestCode,
  mobileChangeSteps,
  newIp,
  newMobile,
  send,
  signedUpCustomer,
  textsTo,
  type Answer,
  type IdentityTestApp,
} from '../test-support.ts';

// The mobile change's limits (sign-in's own) and its texts: what happens when one cannot leave, and
// the old number's notice through Kavenegar (decision 056).

let t: IdentityTestApp;
let steps: ReturnType<typeof mobileChangeSteps>;
beforeAll(async () => {
  t = await identityApp();
  steps = mobileChangeSteps(t.app);
});

describe("the mobile change's limits are sign-in's", () => {
  it('counts codes to the current number with sign-in codes: 3 in 10 minutes', async () => {
    const customer = await signedUpCustomer(t.app);
    // Signup's registration sent the first of the number's three.
    expect((await steps.start(customer)).status).toBe(200);
    expect((await steps.start(customer)).status).toBe(200);
    expectError(await steps.start(customer), 429, 'RATE_LIMITED');
    expect(rateLimits.codeSendPerMobile.max).toBe(3);
  });

  it("counts step 2's tries against the current number's verification allowance", async () => {
    const customer = await signedUpCustomer(t.app);
    await steps.start(customer);
    const code = await latestCode(customer.mobile);
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    // Signup's verification was the first try; sign-in tries count in the same allowance.
    for (let i = 1; i < rateLimits.codeVerifyPerMobile.max; i += 1) {
      await send(t.app, 'POST', '/verification', { body: { mobile_no: customer.mobile, code: wrong } });
    }
    expectError(await steps.newNumber(customer, { code, mobile: newMobile() }), 429, 'RATE_LIMITED');
  });

  it("counts the new number's check against the address's lookups, as check-register does", async () => {
    const customer = await signedUpCustomer(t.app);
    const ip = newIp();
    for (let i = 0; i < rateLimits.lookupPerIp.max; i += 1) {
      await send(t.app, 'POST', '/check-register', { ip, body: { mobile_no: newMobile() } });
    }
    await steps.start(customer);
    const answer = await send(t.app, 'POST', '/profile/mobile/new-number', {
      ip,
      token: customer.token,
      body: { code: await latestCode(customer.mobile), mobile: newMobile() },
    });
    expectError(answer, 429, 'RATE_LIMITED');
  });

  it("counts step 3's tries against the new number's verification allowance", async () => {
    const customer = await signedUpCustomer(t.app);
    const next = newMobile();
    const code = await steps.reachStepThree(customer, next);
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    let last: Answer | undefined;
    for (let i = 0; i <= rateLimits.codeVerifyPerMobile.max; i += 1) {
      last = await steps.confirm(customer, { mobile: next, code: wrong });
    }
    expectError(last as Answer, 429, 'RATE_LIMITED');
  });
});

describe('when texts cannot be sent', () => {
  /** The outbox, refusing to text the numbers in `refused`. */
  async function appRefusing(refused: Set<string>) {
    const { database } = await getTestApp();
    const outbox = createOutboxSender(database.db);
    const sms: SmsSender = {
      provider: 'test',
      async send(message, log) {
        if (refused.has(message.mobile)) throw new SmsUnavailableError('refused by the test');
        await outbox.send(message, log);
      },
    };
    return identityApp({ sms });
  }

  it('answers 503 when the new number cannot be texted', async () => {
    const refused = new Set<string>();
    const { app } = await appRefusing(refused);
    const customer = await signedUpCustomer(app);
    await send(app, 'POST', '/profile/mobile/current-code', { token: customer.token, body: {} });
    const next = newMobile();
    refused.add(next);
    const answer = await send(app, 'POST', '/profile/mobile/new-number', {
      token: customer.token,
      body: { code: await latestCode(customer.mobile), mobile: next },
    });
    expectError(answer, 503, 'SMS_UNAVAILABLE');
    await app.close();
  });

  it('still changes the number when the old one cannot be told', async () => {
    const refused = new Set<string>();
    const { app } = await appRefusing(refused);
    const customer = await signedUpCustomer(app);
    await send(app, 'POST', '/profile/mobile/current-code', { token: customer.token, body: {} });
    const next = newMobile();
    await send(app, 'POST', '/profile/mobile/new-number', {
      token: customer.token,
      body: { code: await latestCode(customer.mobile), mobile: next },
    });
    refused.add(customer.mobile);
    const answer = await send(app, 'POST', '/profile/mobile/confirm', {
      token: customer.token,
      body: { mobile: next, code: await latestCode(next) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.mobile).toBe(next);
    await app.close();
  });
});

describe("the old number's notice with Kavenegar", () => {
  it('goes through the alert template, the new number masked; without one it is recorded, not sent', async () => {
    const fake = await startFakeKavenegar('key');
    const { database } = await getTestApp();
    for (const alertTemplate of ['shop-alert', undefined]) {
      const sms = createKavenegarSender({
        apiKey: 'key',
        template: 'shop-verify',
        alertTemplate,
        baseUrl: fake.baseUrl,
        db: database.db,
      });
      const { app } = await identityApp({ sms });
      const customer = await signedUpCustomer(app);
      await send(app, 'POST', '/profile/mobile/current-code', { token: customer.token, body: {} });
      const next = newMobile();
      await send(app, 'POST', '/profile/mobile/new-number', {
        token: customer.token,
        body: { code: await latestCode(customer.mobile), mobile: next },
      });
      const before = fake.requests.length;
      const answer = await send(app, 'POST', '/profile/mobile/confirm', {
        token: customer.token,
        body: { mobile: next, code: await latestCode(next) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [notice] = await textsTo(customer.mobile);
      expect(notice?.tokens).toEqual({ token: maskMobile(next) });
      if (alertTemplate) {
        const request = fake.requests.at(-1);
        expect(request?.query.get('template')).toBe('shop-alert');
        expect(request?.query.get('receptor')).toBe(customer.mobile);
        expect(request?.query.get('token')).toBe(maskMobile(next));
      } else {
        expect(fake.requests.length).toBe(before);
      }
      await app.close();
    }
    await fake.close();
  });
});
