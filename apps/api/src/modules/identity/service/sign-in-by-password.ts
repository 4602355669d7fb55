import { DomainError } from '@shop/domain/errors';
import type { SessionData } from '@shop/domain/identity/schemas';
import { toStoredMobile } from '@shop/domain/mobile';
import { findCustomerByMobile, updateCustomer } from '../queries/customers.ts';
import { revokeCustomerSessions } from '../queries/sessions.ts';
import type { Caller, IdentityContext } from './context.ts';
import { countCodeVerify, useOneTimeCode } from './one-time-codes.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { getCustomerByMobile } from './sign-in-by-code.ts';
import { pairSubject, passwordFailSubjects } from './rate-limits.ts';
import { openSession, sessionData } from './sessions.ts';

/**
 * `POST /login`. Failed tries are counted per address, per number from that address, and per number
 * from anywhere (a higher backstop): a stranger's few wrong passwords lock only their own address
 * out of this number, while guessing from many addresses stays capped (issue 16). Past a limit the
 * caller waits for its window; signing in by code is never blocked by these. An unknown number, a
 * customer without a password and a wrong password all answer WRONG_PASSWORD after one argon2
 * check, so neither the answer nor its timing tells which numbers are customers.
 */
export async function loginWithPassword(
  ctx: IdentityContext,
  input: { mobile_no: string; password: string },
  caller: Caller,
): Promise<SessionData> {
  const stored = toStoredMobile(input.mobile_no);
  const subjects = passwordFailSubjects(stored, caller);
  for (const [name, subject] of subjects) await ctx.limits.assertOpen(name, subject);

  const customer = await findCustomerByMobile(ctx.db, stored);
  const matches = await checkPassword(customer?.passwordHash ?? null, input.password);
  if (!customer || !matches) {
    for (const [name, subject] of subjects) await ctx.limits.countFailure(name, subject);
    throw new DomainError('WRONG_PASSWORD');
  }
  // The number's own failures from this address are forgiven; the backstop runs out on its own, or
  // a password reset (which proves the number) clears it.
  await ctx.limits.clear('passwordFailPerMobileAndIp', pairSubject(stored, caller));
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
  await countCodeVerify(ctx, input.mobile_no, caller);
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
  await ctx.limits.clear('passwordFailPerMobileAndIp', pairSubject(customer.mobile, caller));
  return sessionData(ctx, token, customer.id);
}
