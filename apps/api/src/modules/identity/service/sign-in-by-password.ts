import { DomainError } from '@shop/domain/errors';
import type { SessionData } from '@shop/domain/identity/schemas';
import { toStoredMobile } from '@shop/domain/mobile';
import { findCustomerByMobile, updateCustomer } from '../queries/customers.ts';
import { revokeCustomerSessions } from '../queries/sessions.ts';
import type { Caller, IdentityContext } from './context.ts';
import { useOneTimeCode } from './one-time-codes.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { getCustomerByMobile } from './sign-in-by-code.ts';
import { openSession, sessionData } from './sessions.ts';

/**
 * `POST /login`. Failed tries are counted per number and per address; past the limit the number (or
 * address) waits for its window to pass. An unknown number, a customer without a password and a
 * wrong password all answer WRONG_PASSWORD after one argon2 check, so neither the answer nor its
 * timing tells which numbers are customers.
 */
export async function loginWithPassword(
  ctx: IdentityContext,
  input: { mobile_no: string; password: string },
  caller: Caller,
): Promise<SessionData> {
  const stored = toStoredMobile(input.mobile_no);
  await ctx.limits.assertOpen('passwordFailPerIp', caller.ip);
  await ctx.limits.assertOpen('passwordFailPerMobile', stored);

  const customer = await findCustomerByMobile(ctx.db, stored);
  const matches = await checkPassword(customer?.passwordHash ?? null, input.password);
  if (!customer || !matches) {
    await ctx.limits.countFailure('passwordFailPerIp', caller.ip);
    await ctx.limits.countFailure('passwordFailPerMobile', stored);
    throw new DomainError('WRONG_PASSWORD');
  }
  await ctx.limits.clear('passwordFailPerMobile', stored);
  const token = await openSession(ctx, ctx.db, customer.id, caller);
  return sessionData(ctx, token, customer.id);
}

/**
 * `POST /password/reset`: a code sent by /code proves the number; the new password replaces the old,
 * every session is revoked (a thief's included) and a new one opens for this device.
 */
export async function resetPassword(
  ctx: IdentityContext,
  input: { mobile_no: string; code: string; password: string },
  caller: Caller,
): Promise<SessionData> {
  const customer = await getCustomerByMobile(ctx, input.mobile_no);
  await useOneTimeCode(ctx, input.mobile_no, input.code);
  // Hashed before the transaction: it takes tens of milliseconds and needs no lock.
  const passwordHash = await hashPassword(input.password);
  const token = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await updateCustomer(tx, customer.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
    await revokeCustomerSessions(tx, customer.id, now);
    return openSession(ctx, tx, customer.id, caller);
  });
  await ctx.limits.clear('passwordFailPerMobile', customer.mobile);
  return sessionData(ctx, token, customer.id);
}
