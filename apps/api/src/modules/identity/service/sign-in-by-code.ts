import { DomainError, FieldError } from '@shop/domain/errors';
import { registerStatus } from '@shop/domain/identity/constants';
import {
  TermsAcceptedSchema,
  type CheckRegisterData,
  type CodeSentData,
  type SessionData,
} from '@shop/domain/identity/schemas';
import { toStoredMobile } from '@shop/domain/mobile';
import {
  findCustomerByMobile,
  insertCustomerIfAbsent,
  updateCustomer,
  type CustomerRow,
} from '../queries/customers.ts';
import type { Transaction } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { recordReferrerIn } from '../queries/referrals.ts';
import type { Caller, IdentityContext } from './context.ts';
import { countCodeSend, countCodeVerify, deliverOneTimeCode, useOneTimeCode } from './one-time-codes.ts';
import { newIntroduceCode } from './secrets.ts';
import { openSession, sessionData } from './sessions.ts';

// Signing in with a code sent by SMS (storefront.md §4 "Sign-in flow"): check-register tells the
// web how a number signs in; register (new numbers) and code (known ones) send a code;
// verification turns a right code into a session.

export async function getCustomerByMobile(ctx: IdentityContext, mobile: string): Promise<CustomerRow> {
  const customer = await findCustomerByMobile(ctx.db, toStoredMobile(mobile));
  if (!customer) throw new DomainError('CUSTOMER_NOT_FOUND');
  return customer;
}

/**
 * `POST /check-register` tells whether a number is a customer, so it is throttled per address: a
 * customer asks once or twice, a scraper building the list of customers thousands of times.
 */
export async function checkRegister(
  ctx: IdentityContext,
  mobile: string,
  caller: Caller,
): Promise<CheckRegisterData> {
  await ctx.limits.take('lookupPerIp', caller.network);
  const customer = await getCustomerByMobile(ctx, mobile);
  return { register_status: customer.registerStatus, has_password: customer.passwordHash !== null };
}

/** `POST /register`: the customer is created (status 3) if the number is new, then a code is sent. */
export async function register(ctx: IdentityContext, mobile: string, caller: Caller): Promise<CodeSentData> {
  await countCodeSend(ctx, mobile, caller);
  await ensureCustomer(ctx, mobile);
  return deliverOneTimeCode(ctx, mobile, caller);
}

/** `POST /code`: a code for a known number (sign-in by code, or a forgotten password). */
export async function sendCode(ctx: IdentityContext, mobile: string, caller: Caller): Promise<CodeSentData> {
  await countCodeSend(ctx, mobile, caller);
  await getCustomerByMobile(ctx, mobile);
  return deliverOneTimeCode(ctx, mobile, caller);
}

/**
 * `POST /verification`. A customer who never accepted the terms (a new one, status 3) must tick the
 * box; that is checked before the code, so an unticked box does not use the code up. That first
 * sign-in is the one that creates the account: only it records an introducer (decision 057).
 */
export async function signInWithCode(
  ctx: IdentityContext,
  input: { mobile_no: string; code: string; terms_of_use?: unknown; introducer_code?: string | undefined },
  caller: Caller,
): Promise<SessionData> {
  await countCodeVerify(ctx, input.mobile_no, caller);
  const customer = await getCustomerByMobile(ctx, input.mobile_no);
  const needsTerms =
    customer.registerStatus === registerStatus.incomplete && customer.termsAcceptedAt === null;
  if (needsTerms && !TermsAcceptedSchema.safeParse(input.terms_of_use).success) {
    throw new FieldError({ terms_of_use: ['termsRequired'] });
  }
  await useOneTimeCode(ctx, input.mobile_no, input.code);
  const token = await ctx.db.transaction(async (tx) => {
    if (needsTerms) {
      await updateCustomer(tx, customer.id, { termsAcceptedAt: ctx.now(), updatedAt: ctx.now() });
      if (input.introducer_code) await recordIntroducer(tx, customer.id, input.introducer_code);
    }
    return openSession(ctx, tx, customer.id, caller);
  });
  return sessionData(ctx, token, customer.id);
}

/** The new customer's introducer, audited; an unknown code or the customer's own changes nothing. */
async function recordIntroducer(tx: Transaction, customerId: number, introduceCode: string): Promise<void> {
  const introducerId = await recordReferrerIn(tx, customerId, introduceCode);
  if (introducerId === null) return;
  await recordAudit(tx, {
    actor: { type: 'customer', id: customerId },
    action: 'customer.referred',
    subject: { type: 'customer', id: customerId },
    data: { introducer: introducerId },
  });
}

/** Two registrations of one number at once make one customer; a taken introduce code is drawn again. */
async function ensureCustomer(ctx: IdentityContext, mobile: string): Promise<void> {
  const stored = toStoredMobile(mobile);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await findCustomerByMobile(ctx.db, stored)) return;
    await insertCustomerIfAbsent(ctx.db, {
      mobile: stored,
      introduceCode: newIntroduceCode(),
      now: ctx.now(),
    });
  }
  throw new Error('could not create a customer for a new number');
}
