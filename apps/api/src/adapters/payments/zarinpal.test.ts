import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl } from '../sms/fake-kavenegar.ts';
import { startFakeZarinpal, type FakeZarinpal } from './fake-zarinpal.ts';
import { PaymentGatewayUnavailableError, type PaymentGateway, type PaymentRequest } from './port.ts';
import { createZarinpalGateway, zarinpalReasonFa } from './zarinpal.ts';

const merchantId = '1344b5d4-0048-11e8-94db-005056a205be';
const order: PaymentRequest = {
  amount: 1_250_000,
  callbackUrl: 'https://shop.example/payments/callback?order=42',
  description: 'سفارش ۴۲',
  mobile: '09121234567',
  orderId: 42,
};

let fake: FakeZarinpal;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeZarinpal(merchantId);
  gateway = createZarinpalGateway({ merchantId, baseUrl: fake.baseUrl });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.setMode('ok');
  fake.requests.length = 0;
});

/** Asks for a payment and returns its authority, failing the test if the fake refused. */
async function requested(input: Partial<PaymentRequest> = {}): Promise<string> {
  const answer = await gateway.request({ ...order, ...input });
  if (!answer.ok) throw new Error(`request refused: ${answer.code} ${answer.message}`);
  return answer.authority;
}

/** The error a call throws, for assertions on its class and its message. */
async function failureOf(call: Promise<unknown>): Promise<Error> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error('the call did not throw');
  return error;
}

describe('request', () => {
  it('sends merchant, rials, IRR, callback and metadata, and returns StartPay/{authority}', async () => {
    const answer = await gateway.request(order);

    expect(fake.requests).toEqual([
      {
        path: '/pg/v4/payment/request.json',
        body: {
          merchant_id: merchantId,
          amount: 1_250_000,
          currency: 'IRR',
          description: 'سفارش ۴۲',
          callback_url: 'https://shop.example/payments/callback?order=42',
          metadata: { mobile: '09121234567', order_id: '42' },
        },
      },
    ]);
    if (!answer.ok) throw new Error('expected the payment to be accepted');
    expect(answer.authority).toMatch(/^A[0-9a-z]{35}$/);
    expect(answer.payUrl).toBe(`${fake.baseUrl}/pg/StartPay/${answer.authority}`);
    expect(fake.payments.get(answer.authority)).toMatchObject({ amount: 1_250_000, state: 'pending' });
  });

  it('leaves the mobile out of the metadata when the payer has none', async () => {
    await requested({ mobile: null, orderId: 7 });

    expect(fake.requests[0]?.body.metadata).toStrictEqual({ order_id: '7' });
  });

  it('sends the payer to startPayUrl when it is given', async () => {
    const withStartPay = createZarinpalGateway({
      merchantId,
      baseUrl: `${fake.baseUrl}/`,
      startPayUrl: 'https://payment.zarinpal.com/',
    });

    const answer = await withStartPay.request(order);

    if (!answer.ok) throw new Error('expected the payment to be accepted');
    expect(answer.payUrl).toBe(`https://payment.zarinpal.com/pg/StartPay/${answer.authority}`);
    expect(fake.requests[0]?.path).toBe('/pg/v4/payment/request.json');
  });

  it('returns the refusal of a wrong merchant (HTTP 401, -10) as an answer', async () => {
    const wrong = createZarinpalGateway({
      merchantId: 'ffffffff-0000-0000-0000-000000000000',
      baseUrl: fake.baseUrl,
    });
    const before = fake.payments.size;

    const answer = await wrong.request(order);

    expect(answer).toEqual({
      ok: false,
      code: -10,
      message: 'Terminal is not valid, please check merchant_id or ip address.',
    });
    expect(fake.requests[0]?.body.merchant_id).toBe('ffffffff-0000-0000-0000-000000000000');
    expect(fake.payments.size).toBe(before);
  });

  it('returns the refusal of an amount under 10,000 rials (HTTP 422, -9)', async () => {
    const before = fake.payments.size;

    const answer = await gateway.request({ ...order, amount: 9_999 });

    expect(answer).toEqual({ ok: false, code: -9, message: 'The input params invalid, validation error.' });
    expect(fake.requests[0]?.body.amount).toBe(9_999);
    expect(fake.payments.size).toBe(before);
  });
});

describe('verify', () => {
  it('says paid with the reference and card once, then already-verified', async () => {
    const authority = await requested();
    fake.pay(authority);

    const first = await gateway.verify({ authority, amount: order.amount });
    const again = await gateway.verify({ authority, amount: order.amount });

    const refId = String(fake.payments.get(authority)?.refId);
    expect(refId).toMatch(/^\d+$/);
    expect(first).toEqual({ kind: 'paid', code: 100, refId, cardPan: '502229******5995' });
    expect(again).toEqual({ kind: 'already-verified', code: 101, refId, cardPan: '502229******5995' });
    expect(fake.requests.slice(1)).toEqual([
      {
        path: '/pg/v4/payment/verify.json',
        body: { merchant_id: merchantId, amount: order.amount, authority },
      },
      {
        path: '/pg/v4/payment/verify.json',
        body: { merchant_id: merchantId, amount: order.amount, authority },
      },
    ]);
  });

  it('says not paid (-51) for a cancelled payment and one never paid', async () => {
    const cancelled = await requested();
    fake.cancel(cancelled);
    const pending = await requested();

    const answers = [
      await gateway.verify({ authority: cancelled, amount: order.amount }),
      await gateway.verify({ authority: pending, amount: order.amount }),
    ];

    const notPaid = {
      kind: 'not-paid',
      code: -51,
      message: 'Session is not valid, session is not active paid try.',
    };
    expect(answers).toEqual([notPaid, notPaid]);
    expect(fake.payments.get(cancelled)?.verified).toBe(false);
  });

  it('says not paid (-50) when the shop names another amount, sending the amount it was given', async () => {
    const authority = await requested();
    fake.pay(authority);

    const answer = await gateway.verify({ authority, amount: order.amount - 10_000 });

    expect(answer).toMatchObject({ kind: 'not-paid', code: -50 });
    expect(fake.requests.at(-1)?.body).toEqual({ merchant_id: merchantId, amount: 1_240_000, authority });
    // The mismatch verified nothing: the right amount still settles it, once.
    expect(await gateway.verify({ authority, amount: order.amount })).toMatchObject({ kind: 'paid' });
  });

  it('says not paid (-54) for an authority the gateway never issued', async () => {
    const answer = await gateway.verify({ authority: `A${'0'.repeat(34)}1`, amount: order.amount });

    expect(answer).toEqual({ kind: 'not-paid', code: -54, message: 'Invalid authority.' });
  });
});

describe('unverified', () => {
  it('lists a paid payment nobody verified, and not after it is verified', async () => {
    const paid = await requested({ amount: 480_000 });
    fake.pay(paid);
    const pending = await requested();

    const before = await gateway.unverified();
    await gateway.verify({ authority: paid, amount: 480_000 });
    const after = await gateway.unverified();

    expect(before).toContainEqual({
      authority: paid,
      amount: 480_000,
      callbackUrl: order.callbackUrl,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as unknown,
    });
    expect(before.map((payment) => payment.authority)).not.toContain(pending);
    expect(after.map((payment) => payment.authority)).not.toContain(paid);
    expect(fake.requests.filter((request) => request.path === '/pg/v4/payment/unVerified.json')).toEqual([
      { path: '/pg/v4/payment/unVerified.json', body: { merchant_id: merchantId } },
      { path: '/pg/v4/payment/unVerified.json', body: { merchant_id: merchantId } },
    ]);
  });

  it('throws rather than answer an empty list when the gateway refuses', async () => {
    const wrong = createZarinpalGateway({
      merchantId: 'ffffffff-0000-0000-0000-000000000000',
      baseUrl: fake.baseUrl,
    });

    const error = await failureOf(wrong.unverified());

    expect(error).toBeInstanceOf(PaymentGatewayUnavailableError);
    expect(error.message).toContain('-10');
    expect(error.message).not.toContain('ffffffff-0000-0000-0000-000000000000');
  });
});

describe('reverse', () => {
  it('gives back a verified payment once, and refuses one that is not verified', async () => {
    const verified = await requested();
    fake.pay(verified);
    await gateway.verify({ authority: verified, amount: order.amount });
    const unverifiedOne = await requested();
    fake.pay(unverifiedOne);

    const answers = [
      await gateway.reverse({ authority: verified }),
      await gateway.reverse({ authority: verified }),
      await gateway.reverse({ authority: unverifiedOne }),
    ];

    expect(answers[0]).toEqual({ ok: true });
    expect(answers[1]).toEqual({ ok: false, code: -61, message: 'Session is not in success status.' });
    expect(answers[2]).toMatchObject({ ok: false, code: -61 });
    expect(fake.payments.get(verified)?.state).toBe('reversed');
    expect(
      fake.requests.filter((request) => request.path === '/pg/v4/payment/reverse.json')[0]?.body,
    ).toEqual({
      merchant_id: merchantId,
      authority: verified,
    });
  });
});

describe('an unavailable gateway', () => {
  const calls: [string, (gateway: PaymentGateway, signal?: AbortSignal) => Promise<unknown>][] = [
    ['request', (g, signal) => g.request(order, signal)],
    ['verify', (g, signal) => g.verify({ authority: `A${'0'.repeat(35)}`, amount: order.amount }, signal)],
    ['unverified', (g, signal) => g.unverified(signal)],
    ['reverse', (g, signal) => g.reverse({ authority: `A${'0'.repeat(35)}` }, signal)],
  ];

  async function expectUnavailable(call: Promise<unknown>, reason: RegExp) {
    const error = await failureOf(call);
    expect(error).toBeInstanceOf(PaymentGatewayUnavailableError);
    expect(error.message).toMatch(reason);
    expect(error.message).not.toContain(merchantId);
  }

  it.each(calls)('%s throws on an HTTP 500 page', async (_name, call) => {
    fake.setMode('server-error');
    await expectUnavailable(call(gateway), /HTTP 500/);
    expect(fake.requests).toHaveLength(1);
  });

  it.each(calls)('%s throws on a body that is not JSON', async (_name, call) => {
    fake.setMode('not-json');
    await expectUnavailable(call(gateway), /not JSON/);
  });

  it.each(calls)('%s throws when the gateway does not answer in timeoutMs', async (_name, call) => {
    fake.setMode('hang');
    const impatient = createZarinpalGateway({ merchantId, baseUrl: fake.baseUrl, timeoutMs: 150 });
    const started = Date.now();

    await expectUnavailable(call(impatient), /no answer in 150 ms/);

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('throws when the caller gives up before the default timeout', async () => {
    fake.setMode('hang');
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);

    await expectUnavailable(
      gateway.verify({ authority: `A${'0'.repeat(35)}`, amount: 10_000 }, controller.signal),
      /caller/,
    );

    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('throws at once for a signal already aborted', async () => {
    await expectUnavailable(gateway.request(order, AbortSignal.abort()), /caller/);
    expect(fake.requests).toHaveLength(0);
  });

  it('throws when nothing listens', async () => {
    const down = createZarinpalGateway({ merchantId, baseUrl: await closedPortUrl() });
    await expectUnavailable(down.request(order), /unreachable/);
  });

  it('throws on a 4xx page that is not one of its answers (a wrong base URL)', async () => {
    const misplaced = createZarinpalGateway({ merchantId, baseUrl: `${fake.baseUrl}/elsewhere` });
    await expectUnavailable(
      misplaced.verify({ authority: `A${'0'.repeat(35)}`, amount: 10_000 }),
      /HTTP 404/,
    );
  });

  describe('answering JSON that is not a Zarinpal answer', () => {
    let answer: { status: number; body: unknown } = { status: 200, body: {} };
    const server = createServer((_request, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    let odd: PaymentGateway;

    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      odd = createZarinpalGateway({ merchantId, baseUrl: `http://127.0.0.1:${port}` });
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('throws on JSON with neither data.code nor errors.code', async () => {
      answer = { status: 200, body: { data: [], errors: [] } };
      await expectUnavailable(odd.request(order), /neither data\.code nor errors\.code/);
    });

    it('throws on a 5xx even when its body looks like a refusal', async () => {
      answer = { status: 503, body: { data: [], errors: { code: -9, message: 'x', validations: [] } } };
      await expectUnavailable(odd.verify({ authority: 'A1', amount: 10_000 }), /HTTP 503/);
    });

    it('throws on a paid answer without ref_id, and on a request accepted without authority', async () => {
      answer = { status: 200, body: { data: { code: 100, message: 'Paid' }, errors: [] } };
      await expectUnavailable(odd.verify({ authority: 'A1', amount: 10_000 }), /ref_id/);
      await expectUnavailable(odd.request(order), /authority/);
    });

    it('keeps out a merchant id the gateway echoes in its message', async () => {
      answer = {
        status: 200,
        body: { data: { code: -11, message: `Terminal ${merchantId} is not active` } },
      };
      const error = await failureOf(odd.unverified());
      expect(error.message).toContain('-11');
      expect(error.message).not.toContain(merchantId);
    });
  });
});

describe('zarinpalReasonFa', () => {
  it.each([-9, -10, -11, -50, -51, -52, -53, -54])('has a Persian reason for %i', (code) => {
    const reason = zarinpalReasonFa(code);
    expect(reason).toMatch(/[\u0600-\u06FF]/);
    expect(reason).not.toContain(String(code));
  });

  it('names the code of one it does not know', () => {
    expect(zarinpalReasonFa(-99)).toContain('-99');
  });

  it('stands in for a refusal that came without a message', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [], errors: { code: -53, validations: [] } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const silent = createZarinpalGateway({ merchantId, baseUrl: `http://127.0.0.1:${port}` });

    const answer = await silent.verify({ authority: 'A1', amount: 10_000 });

    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(answer).toEqual({ kind: 'not-paid', code: -53, message: zarinpalReasonFa(-53) });
  });
});
