import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { validationMessages as m } from '@shop/domain/validation-messages';
import { getTestApp } from '../../../test/app.ts';
import { expectError, identityApp, newMobile, send, type IdentityTestApp } from '../test-support.ts';
import { closedPortUrl, startFakeKavenegar } from '../../../adapters/sms/fake-kavenegar.ts';
import { createKavenegarSender } from '../../../adapters/sms/kavenegar.ts';
import { smsOutbox } from '../../../adapters/sms/tables.ts';

const apiKey = 'test-key-6A7B';
const template = 'shop-verify';
let fake: Awaited<ReturnType<typeof startFakeKavenegar>>;
let t: IdentityTestApp;

beforeAll(async () => {
  fake = await startFakeKavenegar(apiKey);
  const { database } = await getTestApp();
  const sms = createKavenegarSender({
    apiKey,
    template,
    baseUrl: fake.baseUrl,
    timeoutMs: 300,
    db: database.db,
  });
  t = await identityApp({ sms });
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});
beforeEach(() => fake.setMode('ok'));

async function recorded(mobile: string) {
  const { database } = await getTestApp();
  const [row] = await database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, `+98${mobile.slice(1)}`))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row;
}

describe('the Kavenegar SMS sender, against a local fake of its API', () => {
  it('sends the code through verify/lookup with the template, and records it as sent', async () => {
    const mobile = newMobile();
    const answer = await send(t.app, 'POST', '/register', { body: { mobile_no: mobile } });
    expect(answer.status).toBe(200);
    const request = fake.requests.at(-1);
    expect(request?.key).toBe(apiKey);
    expect(request?.query.get('receptor')).toBe(mobile);
    expect(request?.query.get('template')).toBe(template);
    const code = request?.query.get('token') ?? '';
    expect(code).toMatch(/^[0-9]{4}$/);
    expect(await recorded(mobile)).toMatchObject({
      provider: 'kavenegar',
      status: 'sent',
      template,
      tokens: { token: code },
    });
    // The code the provider sent signs the customer in.
    const signedIn = await send(t.app, 'POST', '/verification', {
      body: { mobile_no: mobile, code, terms_of_use: true },
    });
    expect(signedIn.status).toBe(200);
  });

  it.each([
    ['unauthorized', /HTTP 401/],
    ['forbidden', /HTTP 403/],
    ['server-error', /HTTP 500/],
    ['hang', /no answer in 300 ms/],
  ] as const)(
    'answers 503 SMS_UNAVAILABLE when the provider is %s, logs and records why',
    async (mode, reason) => {
      fake.setMode(mode);
      const mobile = newMobile();
      const answer = await send(t.app, 'POST', '/register', { body: { mobile_no: mobile } });
      expectError(answer, 503, 'SMS_UNAVAILABLE');
      const row = await recorded(mobile);
      expect(row).toMatchObject({ provider: 'kavenegar', status: 'failed', sentAt: null });
      expect(row?.error).toMatch(reason);
      const line = t.logLines().find((text) => text.includes('"sms not sent"') && text.includes(mobile));
      expect(line).toMatch(reason);
      expect(line).not.toContain(apiKey);
    },
  );

  it('leaves no usable code behind when the SMS failed, and the app keeps serving', async () => {
    const mobile = newMobile();
    expect((await send(t.app, 'POST', '/register', { body: { mobile_no: mobile } })).status).toBe(200);
    const firstCode = fake.requests.at(-1)?.query.get('token') ?? '';
    fake.setMode('server-error');
    expectError(await send(t.app, 'POST', '/code', { body: { mobile_no: mobile } }), 503, 'SMS_UNAVAILABLE');
    // The failed send's code was deleted: the code the customer did receive still counts.
    fake.setMode('ok');
    const answer = await send(t.app, 'POST', '/verification', {
      body: { mobile_no: mobile, code: firstCode, terms_of_use: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('answers 503 when nothing listens at the provider address', async () => {
    const { database } = await getTestApp();
    const sms = createKavenegarSender({ apiKey, template, baseUrl: await closedPortUrl(), db: database.db });
    const down = await identityApp({ sms });
    const mobile = newMobile();
    expectError(
      await send(down.app, 'POST', '/register', { body: { mobile_no: mobile } }),
      503,
      'SMS_UNAVAILABLE',
    );
    expect((await recorded(mobile))?.error).toMatch(/unreachable/);
    const wrong = await send(down.app, 'POST', '/verification', {
      body: { mobile_no: mobile, code: '1234', terms_of_use: 1 },
    });
    expect(wrong.body.message.code).toEqual([m.codeExpired]);
    await down.app.close();
  });
});
