import { DomainError } from '@shop/domain/errors';
import { sessionDays } from '@shop/domain/identity/constants';
import type { SessionData } from '@shop/domain/identity/schemas';
import type { Db } from '../../../db/client.ts';
import { findCustomerById, type CustomerRow } from '../queries/customers.ts';
import {
  findLiveSessionCustomer,
  insertSession,
  revokeSessionByHash,
  touchSession,
} from '../queries/sessions.ts';
import type { Caller, IdentityContext } from './context.ts';
import { hashSessionToken, newSessionToken } from './secrets.ts';
import { toUser } from './user-view.ts';

const dayMs = 86_400_000;
const lastSeenEveryMs = 10 * 60_000;

/** The customer behind a live session, as routes see it (`request.customer`). */
export type SessionCustomer = { sessionId: number; customer: CustomerRow };

/** Opens a session for the customer; `db` may be the transaction that also changed the customer. */
export async function openSession(
  ctx: IdentityContext,
  db: Db,
  customerId: number,
  caller: Caller,
): Promise<string> {
  const token = newSessionToken();
  const now = ctx.now();
  await insertSession(db, {
    customerId,
    tokenHash: hashSessionToken(token),
    now,
    expiresAt: new Date(now.getTime() + sessionDays * dayMs),
    ip: caller.ip,
    userAgent: caller.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The answer of every call that signs in: the token (apps) and the customer as they now are. */
export async function sessionData(
  ctx: IdentityContext,
  token: string,
  customerId: number,
): Promise<SessionData> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) throw new DomainError('CUSTOMER_NOT_FOUND');
  return { token, user: toUser(customer, await ctx.accountDetails(customer.id)) };
}

/** The live session of a token and its customer; undefined for an unknown, expired or revoked token. */
export async function findSessionCustomer(
  ctx: IdentityContext,
  token: string,
): Promise<SessionCustomer | undefined> {
  const now = ctx.now();
  const found = await findLiveSessionCustomer(ctx.db, hashSessionToken(token), now);
  if (!found) return undefined;
  if (now.getTime() - found.lastSeenAt.getTime() > lastSeenEveryMs) {
    await touchSession(ctx.db, found.sessionId, now, lastSeenEveryMs);
  }
  return { sessionId: found.sessionId, customer: found.customer };
}

export async function revokeSession(ctx: IdentityContext, token: string): Promise<void> {
  await revokeSessionByHash(ctx.db, hashSessionToken(token), ctx.now());
}
