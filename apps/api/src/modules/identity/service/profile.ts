import { DomainError, FieldError, type FieldProblems } from '@shop/domain/errors';
import { registerStatus } from '@shop/domain/identity/constants';
import type { User } from '@shop/domain/identity/schemas';
import { findCustomerById, moveRegisterStatus, updateCustomer } from '../queries/customers.ts';
import { revokeCustomerSessions } from '../queries/sessions.ts';
import type { Caller, IdentityContext } from './context.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { passwordFailSubjects } from './rate-limits.ts';
import { requireCompleteRegistration } from './require-registered.ts';
import type { SessionCustomer } from './sessions.ts';
import { toUser } from './user-view.ts';

// The signed-in customer's own profile: read it, finish registration, change the password. The edit
// (update-profile.ts) and the mobile change (change-mobile.ts) have files of their own.

export async function getUser(ctx: IdentityContext, customerId: number): Promise<User> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) throw new DomainError('UNAUTHENTICATED');
  return toUser(customer, await ctx.accountDetails(customer.id));
}

/**
 * `POST /profile/signup`: the first password and the e-mail, with names and the terms where the
 * account has none yet; status 3 → 4. A customer who already has a password changes it with the old
 * one (change-password), never here: a borrowed session must not be enough to take an account over.
 */
export async function signup(
  ctx: IdentityContext,
  session: SessionCustomer,
  input: {
    first_name?: string | undefined;
    last_name?: string | undefined;
    email: string | null;
    password: string;
    terms_of_use?: true | undefined;
  },
): Promise<User> {
  const { customer } = session;
  if (customer.passwordHash !== null) throw new DomainError('ALREADY_SIGNED_UP');
  const firstName = input.first_name ?? customer.firstName;
  const lastName = input.last_name ?? customer.lastName;
  const missing: FieldProblems = {
    ...(firstName ? {} : { first_name: ['firstNameRequired'] }),
    ...(lastName ? {} : { last_name: ['lastNameRequired'] }),
    ...(input.terms_of_use || customer.termsAcceptedAt ? {} : { terms_of_use: ['termsRequired'] }),
  };
  if (!firstName || !lastName || Object.keys(missing).length > 0) throw new FieldError(missing);
  const passwordHash = await hashPassword(input.password);
  const id = customer.id;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await updateCustomer(tx, id, {
      firstName,
      lastName,
      email: input.email,
      passwordHash,
      passwordChangedAt: now,
      termsAcceptedAt: customer.termsAcceptedAt ?? now,
      updatedAt: now,
    });
    await moveRegisterStatus(tx, id, registerStatus.incomplete, registerStatus.complete);
  });
  return getUser(ctx, id);
}

/** `POST /profile/complete` (the /register page): names and national code; status 3 → 4. */
export async function completeProfile(
  ctx: IdentityContext,
  session: SessionCustomer,
  input: { first_name: string; last_name: string; national_no: string },
): Promise<User> {
  const id = session.customer.id;
  await ctx.db.transaction(async (tx) => {
    await updateCustomer(tx, id, {
      firstName: input.first_name,
      lastName: input.last_name,
      nationalNo: input.national_no,
      updatedAt: ctx.now(),
    });
    await moveRegisterStatus(tx, id, registerStatus.incomplete, registerStatus.complete);
  });
  return getUser(ctx, id);
}

/**
 * `POST /profile/change-password`: the old password proves it is the customer; wrong tries count
 * against the same password limits as sign-in (a borrowed session cannot guess it freely). Every
 * other session is revoked; this one stays. Not for a customer still registering (spec §6).
 */
export async function changePassword(
  ctx: IdentityContext,
  session: SessionCustomer,
  input: { old_password: string; password: string },
  caller: Caller,
): Promise<User> {
  const { customer, sessionId } = session;
  requireCompleteRegistration(customer);
  const subjects = passwordFailSubjects(customer.mobile, caller);
  for (const [name, subject] of subjects) await ctx.limits.assertOpen(name, subject);
  if (!(await checkPassword(customer.passwordHash, input.old_password))) {
    for (const [name, subject] of subjects) await ctx.limits.countFailure(name, subject);
    throw new FieldError({ old_password: ['oldPasswordWrong'] });
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await updateCustomer(tx, customer.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
    await revokeCustomerSessions(tx, customer.id, now, sessionId);
  });
  return getUser(ctx, customer.id);
}
