import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { registerStatus } from '@shop/domain/identity/constants';
import { getTestApp } from '../../test/app.ts';
import { customers } from '../identity/public/tables.ts';
import { customerIdOf, send, signUpByCode, type Answer } from '../identity/test-support.ts';

// Helpers for the account's API tests (and the checkout's, which needs addresses).

export type Shopper = { token: string; customerId: number; mobile: string };

/**
 * A customer signed in by code with names and signup done (register_status 4), set directly: the
 * signup call's password hashing would slow every test.
 */
export async function newCustomer(app: FastifyInstance): Promise<Shopper> {
  const { token, mobile } = await signUpByCode(app);
  const customerId = await customerIdOf(token);
  const { database } = await getTestApp();
  await database.db
    .update(customers)
    .set({ registerStatus: registerStatus.complete, firstName: 'مریم', lastName: 'احمدی' })
    .where(eq(customers.id, customerId));
  return { token, customerId, mobile };
}

/** Vanak square: a point in district 3. */
export const vanak = { lat: 35.7575, lng: 51.4098 };
/** Karaj: outside Tehran. */
export const karaj = { lat: 35.8327, lng: 50.9916 };

/** A valid address form for a point in Tehran. */
export function addressForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'مریم احمدی',
    mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
    address: 'خیابان ولیعصر، کوچهٔ بهار',
    number: '۱۲',
    unit: '3',
    postal_code: '1969-833-114',
    province: 'تهران',
    city: 'تهران',
    ...vanak,
    ...overrides,
  };
}

export function asShopper(app: FastifyInstance, shopper: Shopper) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Answer> =>
    send(app, method, path, { token: shopper.token, ...(body === undefined ? {} : { body }) });
}

/** Adds an address as the customer, expecting 200; its id. */
export async function addAddress(
  app: FastifyInstance,
  shopper: Shopper,
  overrides: Record<string, unknown> = {},
) {
  const answer = await asShopper(app, shopper)('POST', '/addresses', addressForm(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as number;
}
