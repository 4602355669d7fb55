import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeZarinpalMode = 'ok' | 'server-error' | 'not-json' | 'hang';

export type FakeZarinpalPayment = {
  authority: string;
  amount: number;
  callbackUrl: string;
  description: string;
  /** The payer's choice on the gateway's page (pay/cancel), then reverse.json's. */
  state: 'pending' | 'paid' | 'cancelled' | 'reversed';
  verified: boolean;
  refId: number | null;
  createdAt: Date;
};

export type FakeZarinpalRequest = { path: string; body: Record<string, unknown> };

/** Zarinpal's smallest payment, in rials. */
const minimumRials = 10_000;
const cardPan = '502229******5995';

/** 36 characters, `A` then zeros then a random tail, as Zarinpal's authorities look. */
function newAuthority(): string {
  const tail = randomBytes(8).toString('hex').slice(0, 10);
  return `A${tail.padStart(35, '0')}`;
}

/** Zarinpal writes dates as `YYYY-MM-DD HH:mm:ss`. */
function zarinpalDate(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 19);
}

type Answer = { status: number; body: unknown };

const ok = (data: Record<string, unknown>): Answer => ({ status: 200, body: { data, errors: [] } });
const refuse = (status: number, code: number, message: string, validations: unknown[] = []): Answer => ({
  status,
  body: { data: [], errors: { code, message, validations } },
});

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A local stand-in for Zarinpal's v4 payment API (tests only), on 127.0.0.1 and a free port: request,
 * verify, unVerified and reverse answer with the real one's shapes and codes, from the payments it
 * issued; `pay`/`cancel` play the payer on the gateway's page. `requests` keeps what it was asked, and
 * `setMode` makes it fail the ways the real one can (a 5xx page, an HTML body, silence).
 */
export async function startFakeZarinpal(merchantId: string) {
  let mode: FakeZarinpalMode = 'ok';
  let nextRefId = 201_000_000 + Math.floor(Math.random() * 1_000_000);
  const requests: FakeZarinpalRequest[] = [];
  const payments = new Map<string, FakeZarinpalPayment>();

  function paymentRequest(body: Record<string, unknown>): Answer {
    const { amount, callback_url: callbackUrl, description } = body;
    const validations: Record<string, string>[] = [];
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < minimumRials) {
      validations.push({ amount: `The amount must be at least ${minimumRials}.` });
    }
    if (typeof callbackUrl !== 'string' || callbackUrl === '') {
      validations.push({ callback_url: 'The callback url field is required.' });
    }
    if (typeof description !== 'string' || description === '') {
      validations.push({ description: 'The description field is required.' });
    }
    if (validations.length > 0 || typeof amount !== 'number' || typeof callbackUrl !== 'string') {
      return refuse(422, -9, 'The input params invalid, validation error.', validations);
    }
    const authority = newAuthority();
    payments.set(authority, {
      authority,
      amount,
      callbackUrl,
      description: String(description),
      state: 'pending',
      verified: false,
      refId: null,
      createdAt: new Date(),
    });
    return ok({ code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: feeOf(amount) });
  }

  function verify(body: Record<string, unknown>): Answer {
    const { authority, amount } = body;
    if (typeof authority !== 'string' || typeof amount !== 'number') {
      return refuse(422, -9, 'The input params invalid, validation error.', [
        { authority: 'The authority and amount fields are required.' },
      ]);
    }
    const payment = payments.get(authority);
    if (!payment) return refuse(404, -54, 'Invalid authority.');
    if (payment.state !== 'paid')
      return refuse(400, -51, 'Session is not valid, session is not active paid try.');
    if (payment.amount !== amount)
      return refuse(400, -50, 'Session is not valid, amounts values is not the same.');
    const first = !payment.verified;
    payment.verified = true;
    payment.refId ??= nextRefId++;
    return ok({
      code: first ? 100 : 101,
      message: first ? 'Paid' : 'Verified',
      card_hash: '1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69',
      card_pan: cardPan,
      ref_id: payment.refId,
      fee_type: 'Merchant',
      fee: feeOf(payment.amount),
    });
  }

  function unVerified(): Answer {
    const authorities = [...payments.values()]
      .filter((payment) => payment.state === 'paid' && !payment.verified)
      .map((payment) => ({
        authority: payment.authority,
        amount: payment.amount,
        callback_url: payment.callbackUrl,
        referer: '',
        date: zarinpalDate(payment.createdAt),
      }));
    return ok({ code: 100, message: 'Success', authorities });
  }

  function reverse(body: Record<string, unknown>): Answer {
    const payment = typeof body.authority === 'string' ? payments.get(body.authority) : undefined;
    if (!payment) return refuse(404, -54, 'Invalid authority.');
    if (payment.state !== 'paid' || !payment.verified) {
      return refuse(400, -61, 'Session is not in success status.');
    }
    payment.state = 'reversed';
    return ok({ code: 100, message: 'Reversed' });
  }

  function answer(path: string, body: Record<string, unknown>): Answer {
    if (body.merchant_id !== merchantId) {
      return refuse(401, -10, 'Terminal is not valid, please check merchant_id or ip address.');
    }
    if (path === '/pg/v4/payment/request.json') return paymentRequest(body);
    if (path === '/pg/v4/payment/verify.json') return verify(body);
    if (path === '/pg/v4/payment/unVerified.json') return unVerified();
    return reverse(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const known = /^\/pg\/v4\/payment\/(request|verify|unVerified|reverse)\.json$/.test(path);
    if (request.method !== 'POST' || !known)
      return send(response, 404, 'text/html', '<h1>404 Not Found</h1>');
    const body = await readBody(request);
    requests.push({ path, body: body ?? {} });
    if (mode === 'hang') return; // never answers
    if (mode === 'server-error') {
      return send(response, 500, 'text/html', '<html><body><h1>500 Internal Server Error</h1></body></html>');
    }
    if (mode === 'not-json') {
      return send(response, 200, 'text/html', '<html><body>درگاه در دسترس نیست</body></html>');
    }
    const { status, body: json } = body
      ? answer(path, body)
      : refuse(400, -9, 'The input params invalid, validation error.');
    return send(response, status, 'application/json', JSON.stringify(json));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, 'text/plain', 'fake failed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The payer's choice on the gateway's page, once, as the real page allows. */
  function choose(authority: string, state: 'paid' | 'cancelled') {
    const payment = payments.get(authority);
    if (!payment) throw new Error(`fake zarinpal: no payment ${authority}`);
    if (payment.state !== 'pending')
      throw new Error(`fake zarinpal: payment ${authority} is ${payment.state}`);
    payment.state = state;
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    payments,
    pay: (authority: string) => choose(authority, 'paid'),
    cancel: (authority: string) => choose(authority, 'cancelled'),
    setMode(next: FakeZarinpalMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeZarinpal = Awaited<ReturnType<typeof startFakeZarinpal>>;

/** A made-up fee (1%, capped): only the field's presence and type matter to the adapter. */
function feeOf(amount: number): number {
  return Math.min(Math.round(amount / 100), 40_000);
}

function send(response: ServerResponse, status: number, type: string, text: string) {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  response.end(text);
}
