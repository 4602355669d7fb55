import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityApp, newMobile, send, type IdentityTestApp } from '../test-support.ts';

let withRoute: IdentityTestApp;
let withoutRoute: IdentityTestApp;
beforeAll(async () => {
  withRoute = await identityApp({ smsOutboxRoute: true });
  withoutRoute = await identityApp();
});
afterAll(async () => {
  await Promise.all([withRoute.app.close(), withoutRoute.app.close()]);
});

describe('GET /api/v1/dev/sms-outbox (SMS_OUTBOX_ROUTE=1)', () => {
  it('lists the messages to a number, newest first, with the code each carries', async () => {
    const mobile = newMobile();
    await send(withRoute.app, 'POST', '/register', { body: { mobile_no: mobile } });
    await send(withRoute.app, 'POST', '/code', { body: { mobile_no: mobile } });
    const answer = await send(withRoute.app, 'GET', `/dev/sms-outbox?mobile=${mobile}`);
    expect(answer.status).toBe(200);
    const messages = answer.body.data as { mobile: string; text: string; code: string; created_at: number }[];
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(message.mobile).toBe(mobile);
      expect(message.code).toMatch(/^[0-9]{4}$/);
      expect(message.text).toContain(message.code);
      expect(message.created_at).toBeGreaterThan(1_700_000_000);
    }
    const other = await send(withRoute.app, 'GET', `/dev/sms-outbox?mobile=${newMobile()}`);
    expect(other.body.data).toEqual([]);
  });

  it('does not exist unless switched on', async () => {
    const answer = await send(withoutRoute.app, 'GET', `/dev/sms-outbox?mobile=${newMobile()}`);
    expect(answer.status).toBe(404);
  });

  it('is not in the OpenAPI document', async () => {
    const answer = await withRoute.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(Object.keys(answer.json().paths)).not.toContain('/api/v1/dev/sms-outbox');
  });
});
