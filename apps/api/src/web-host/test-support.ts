import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { listSmsTo } from '../adapters/sms/records.ts';
import { getTestApp } from '../test/app.ts';

// For the web host's tests: a customer with a session, made through the API as the sign-in screens
// make one (a module's test helpers are out of the host's reach: decision 043's fences).

export type TestCustomer = { token: string; mobile: string; firstName: string };

const ip = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function post(app: FastifyInstance, path: string, body: unknown, from: string, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    remoteAddress: from,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
  if (response.statusCode !== 200)
    throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
  return response.json<{ data: { token?: string } }>();
}

/** A customer who signed in by code and finished signup with a first name: their session token. */
export async function signedInCustomer(app: FastifyInstance, firstName: string): Promise<TestCustomer> {
  const mobile = `093${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const from = ip();
  await post(app, '/register', { mobile_no: mobile }, from);
  const { database } = await getTestApp();
  const [message] = await listSmsTo(database.db, mobile, 1);
  const code = message?.tokens['token'];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  const verified = await post(app, '/verification', { mobile_no: mobile, code, terms_of_use: true }, from);
  const token = verified.data.token;
  if (!token) throw new Error('the verification gave no token');
  const password = 'secret-123';
  const names = { first_name: firstName, last_name: 'آزمون', email: '', terms_of_use: true };
  await post(app, '/profile/signup', { ...names, password, password_confirmation: password }, from, token);
  return { token, mobile, firstName };
}
