import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CacheStore } from '../../adapters/cache/port.ts';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import type { SmsSender } from '../../adapters/sms/port.ts';
import { listSmsTo } from '../../adapters/sms/records.ts';
import { buildApp } from '../../app.ts';
import { getTestApp } from '../../test/app.ts';
import { testNow } from '../../test/fixture.ts';
import { builtInRoles } from '@shop/domain/identity/staff';
import { toStoredMobile } from '@shop/domain/mobile';
import { findLiveSessionCustomer } from './queries/sessions.ts';
import {
  findRoleByName,
  insertMember,
  insertRole,
  updateMember,
  upsertBuiltInRoles,
} from './queries/staff.ts';
import { hashPassword } from './service/passwords.ts';
import { staffMembers } from './tables.ts';
import { hashSessionToken } from './service/secrets.ts';

// Helpers for the identity API tests. Every file shares one database (and, on PostgreSQL, with the
// other worker), so each test signs up numbers and uses addresses of its own (`newMobile`, `newIp`):
// no test can trip another's rate limits or read another's codes.

export type Clock = { now: () => Date; advance: (seconds: number) => void };

/** A clock that starts at the fixture's time and moves only when a test says so. */
export function createClock(start: Date = testNow): Clock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (seconds) => (current += seconds * 1000) };
}

export type IdentityTestApp = { app: FastifyInstance; clock: Clock; logLines: () => string[] };

/** An app over the shared test database with its own clock, cache and SMS sender, and a readable log. */
export async function identityApp(
  options: {
    /** A cache, or one made from the app's clock (to move rate-limit windows with it). */
    cache?: CacheStore | ((clock: Clock) => CacheStore);
    sms?: SmsSender;
    smsOutboxRoute?: boolean;
    publicUrl?: string;
    trustProxy?: string;
  } = {},
): Promise<IdentityTestApp> {
  const { database } = await getTestApp();
  const clock = createClock();
  const cache = typeof options.cache === 'function' ? options.cache(clock) : options.cache;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = await buildApp({
    database,
    cache: cache ?? createMemoryCache(),
    publicUrl: options.publicUrl ?? 'http://shop.test',
    now: clock.now,
    logger: { level: 'info', stream },
    ...(options.sms ? { sms: options.sms } : {}),
    smsOutboxRoute: options.smsOutboxRoute ?? false,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  await app.ready();
  return { app, clock, logLines: () => lines };
}

/**
 * A mobile number no other test uses (093xxxxxxxx). Eight random digits: with seven, two of the suite's
 * thousands of numbers met often enough for a "new" number to find another test's one-time code.
 */
export function newMobile(): string {
  return `093${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A client address no other test uses; `send` makes it the request's socket address. */
export function newIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export type Send = {
  body?: unknown;
  ip?: string;
  headers?: Record<string, string>;
  token?: string;
  cookie?: string;
  csrf?: boolean;
};

export type Answer = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read deep fields of many shapes
  body: any;
  headers: Record<string, unknown>;
  /** The sid cookie this answer set ('' when it cleared it), if any. */
  sid: string | undefined;
};

/** One request to /api/v1 as a client would send it: address, bearer token or cookie, CSRF header. */
export async function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: Send = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers['cookie'] = `sid=${options.cookie}`;
  if (options.csrf) headers['x-shop-csrf'] = '1';
  const response = await app.inject({
    method,
    url: `/api/v1${path}`,
    remoteAddress: options.ip ?? newIp(),
    headers,
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  return {
    status: response.statusCode,
    body: response.body ? response.json() : null,
    headers: response.headers,
    sid: sid?.value,
  };
}

/** The code of the latest SMS to a number, read from sms_outbox as the outbox keeps it. */
export async function latestCode(mobile: string): Promise<string> {
  const { database } = await getTestApp();
  const [message] = await listSmsTo(database.db, mobile, 1);
  const code = message?.tokens['token'];
  if (!code) throw new Error(`no code was sent to ${mobile}`);
  return code;
}

/** A new customer signed in by code (status 3, terms accepted): the session token. */
export async function signUpByCode(app: FastifyInstance, mobile = newMobile(), ip = newIp()) {
  expect((await send(app, 'POST', '/register', { body: { mobile_no: mobile }, ip })).status).toBe(200);
  const code = await latestCode(mobile);
  const answer = await send(app, 'POST', '/verification', {
    body: { mobile_no: mobile, code, terms_of_use: true },
    ip,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { mobile, ip, token: answer.body.data.token as string };
}

/** A customer who finished signup with a password (status 4). */
export async function signedUpCustomer(app: FastifyInstance, password = 'secret-123') {
  const customer = await signUpByCode(app);
  const answer = await send(app, 'POST', '/profile/signup', {
    token: customer.token,
    ip: customer.ip,
    body: {
      first_name: 'مریم',
      last_name: 'احمدی',
      email: '',
      password,
      password_confirmation: password,
      terms_of_use: true,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...customer, password };
}

/** The mobile change's three calls through one app (decision 056), and a customer brought to step 3. */
export function mobileChangeSteps(app: FastifyInstance) {
  type Customer = { token: string; mobile: string };
  const post = (path: string) => (customer: Customer, body: unknown) =>
    send(app, 'POST', path, { token: customer.token, body });
  const newNumber = post('/profile/mobile/new-number');
  const start = (customer: Customer, body: unknown = { mobile: customer.mobile }) =>
    post('/profile/mobile/current-code')(customer, body);
  return {
    start,
    newNumber,
    confirm: post('/profile/mobile/confirm'),
    /** Steps 1 and 2 done: the new number's code. */
    async reachStepThree(customer: Customer, next: string): Promise<string> {
      expect((await start(customer)).status).toBe(200);
      const answer = await newNumber(customer, { code: await latestCode(customer.mobile), mobile: next });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return latestCode(next);
    },
  };
}

/** The latest texts to a number, newest first, as sms_outbox keeps them. */
export async function textsTo(mobile: string) {
  const { database } = await getTestApp();
  return listSmsTo(database.db, mobile, 20);
}

/** A 422 answer whose message lists `field` with a Persian sentence (and, if given, exactly that text). */
export function expectFieldError(answer: Answer, field: string, text?: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body).toMatchObject({ status: false, code: 422, data: null });
  const messages = answer.body.message[field] as string[] | undefined;
  expect(messages, `${field} in ${JSON.stringify(answer.body.message)}`).toBeDefined();
  expect(messages?.[0]).toMatch(/[\u0600-\u06FF]/);
  if (text) expect(messages).toContain(text);
}

/** An error answer with `code` (extra_data.error), its HTTP status and a Persian message. */
export function expectError(answer: Answer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ status: false, code: status, data: null, extra_data: { error: code } });
  expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
}

/** The customer a session token belongs to (for tests that write that customer's rows). */
export async function customerIdOf(token: string): Promise<number> {
  const { database } = await getTestApp();
  const session = await findLiveSessionCustomer(database.db, hashSessionToken(token), new Date(0));
  if (!session) throw new Error('no session for the token');
  return session.customer.id;
}

// ---- Staff (decision 093) ------------------------------------------------------------------------

export type TestStaff = { id: number; mobile: string; password: string; role: string };

/**
 * A staff member written straight into the test database (the built-in roles first), with a
 * password of its own: `role` is a built-in role's name or a custom role's.
 */
export async function createTestStaff(role: string, options: { active?: boolean } = {}): Promise<TestStaff> {
  const { database } = await getTestApp();
  const db = database.db;
  await upsertBuiltInRoles(
    db,
    Object.entries(builtInRoles).map(([name, granted]) => ({ name, permissions: [...granted] })),
    testNow,
  );
  const found = await findRoleByName(db, role);
  if (!found) throw new Error(`no role ${role}`);
  const mobile = newMobile();
  const password = `staff-${randomInt(0, 1e9)}`;
  const id = await insertMember(db, {
    mobile: toStoredMobile(mobile),
    name: 'همکار آزمایشی',
    passwordHash: await hashPassword(password),
    roleId: found.id,
    now: testNow,
  });
  if (id === undefined) throw new Error('staff mobile taken');
  if (options.active === false) await updateMember(db, id, { active: false, now: testNow });
  return { id, mobile, password, role };
}

/** A custom role written straight into the test database. */
export async function createTestRole(permissions: string[]): Promise<{ id: number; name: string }> {
  const { database } = await getTestApp();
  const role = await insertRole(database.db, { name: `نقش ${randomInt(0, 1e9)}`, permissions, now: testNow });
  if (!role) throw new Error('role name taken');
  return role;
}

/** Signs a member in with password and code through the app: the answer of POST /admin/auth/code. */
export async function signInStaff(app: FastifyInstance, member: TestStaff, ip = newIp()): Promise<Answer> {
  const first = await send(app, 'POST', '/admin/auth/password', {
    body: { mobile_no: member.mobile, password: member.password },
    ip,
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const answer = await send(app, 'POST', '/admin/auth/code', {
    body: { mobile_no: member.mobile, code: await latestCode(member.mobile) },
    ip,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

/** A staff member of `role` signed in: their bearer token. */
export async function staffToken(
  app: FastifyInstance,
  role: string,
): Promise<{ member: TestStaff; token: string }> {
  const member = await createTestStaff(role);
  const answer = await signInStaff(app, member);
  return { member, token: answer.body.data.token as string };
}

/**
 * Deactivates every owner in the test database, so a test's own owners are the shop's only ones
 * (the last-owner rule counts them all); the ids of active owners after a test's work.
 */
export const testOwners = {
  async deactivateAll(): Promise<void> {
    const { database } = await getTestApp();
    const owner = await findRoleByName(database.db, 'owner');
    if (owner)
      await database.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.roleId, owner.id));
  },
  async activeIds(): Promise<number[]> {
    const { database } = await getTestApp();
    const owner = await findRoleByName(database.db, 'owner');
    const rows = await database.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.roleId, owner?.id ?? 0), eq(staffMembers.active, true)));
    return rows.map((row) => row.id);
  },
};
