import { FieldError } from '@shop/domain/errors';
import { fillPlaceholders } from '@shop/domain/fill-placeholders';
import type { CodeSentData, User } from '@shop/domain/identity/schemas';
import { isSameMobile, maskMobile, toDisplayMobile, toStoredMobile } from '@shop/domain/mobile';
import { smsTexts } from '../../../i18n/fa.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { findCustomerByMobile, isMobileTaken, updateCustomer } from '../queries/customers.ts';
import { revokeCustomerSessions } from '../queries/sessions.ts';
import type { Caller, IdentityContext } from './context.ts';
import {
  countCodeSend,
  countCodeVerify,
  deliverOneTimeCode,
  useOneTimeCode,
  type CodePurpose,
} from './one-time-codes.ts';
import { getUser } from './profile.ts';
import { requireCompleteRegistration } from './require-registered.ts';
import type { SessionCustomer } from './sessions.ts';

// Changing the mobile number in three calls (checkout-and-account.md §4 "Change mobile"; decision
// 056). Step 1 texts a code to the current number; step 2 takes it with the new number and texts
// the new number a code; step 3 takes that code and changes the number. Each code is bound to its
// step and to this customer (one-time-codes.ts `CodePurpose`), so the new number's code exists only
// once step 2 succeeded for this customer and this number: no state is kept between the calls.

const currentNumberCode = (customerId: number): CodePurpose => ({
  kind: 'mobile-change-current',
  customerId,
});
const newNumberCode = (customerId: number): CodePurpose => ({ kind: 'mobile-change-new', customerId });

/** `POST /profile/mobile/current-code`: a code to the number the account has now. */
export async function startMobileChange(
  ctx: IdentityContext,
  session: SessionCustomer,
  input: { mobile?: string | undefined } | null | undefined,
  caller: Caller,
): Promise<CodeSentData> {
  const { customer } = session;
  requireCompleteRegistration(customer);
  const current = toDisplayMobile(customer.mobile);
  // The spec's clients send the current number; the code goes to the account's own number whatever
  // is sent, but a different one is a mistake worth saying.
  if (input?.mobile !== undefined && !isSameMobile(input.mobile, current)) {
    throw new FieldError({ mobile: ['mobileNotCurrent'] });
  }
  await countCodeSend(ctx, current, caller);
  return deliverOneTimeCode(ctx, current, caller, currentNumberCode(customer.id));
}

/**
 * `POST /profile/mobile/new-number`: the current number's code proves the phone is still in the
 * customer's hand; the new number gets its own code. The checks that need no code come first, so a
 * typo in the number does not cost the customer the code: the same number, then one that is another
 * customer's. The latter tells whether a number is a customer, as check-register does, so it counts
 * against the same per-address allowance. The new number's send is counted only after the code was
 * right: wrong codes must not spend a stranger's number's allowance (and with it their sign-in).
 */
export async function sendNewMobileCode(
  ctx: IdentityContext,
  session: SessionCustomer,
  input: { code: string; mobile: string },
  caller: Caller,
): Promise<CodeSentData> {
  const { customer } = session;
  requireCompleteRegistration(customer);
  const current = toDisplayMobile(customer.mobile);
  if (isSameMobile(input.mobile, current)) throw new FieldError({ mobile: ['mobileSameAsCurrent'] });
  await countCodeVerify(ctx, current, caller);
  await ctx.limits.take('lookupPerIp', caller.network);
  if (await findCustomerByMobile(ctx.db, toStoredMobile(input.mobile))) {
    throw new FieldError({ mobile: ['mobileTaken'] });
  }
  await useOneTimeCode(ctx, current, input.code, currentNumberCode(customer.id));
  await countCodeSend(ctx, input.mobile, caller);
  return deliverOneTimeCode(ctx, input.mobile, caller, newNumberCode(customer.id));
}

/**
 * `POST /profile/mobile/confirm`: the new number's code changes the number. In one transaction: the
 * number (the unique index refuses it if it became another customer's meanwhile), every other session
 * revoked (this one stays), the audit. Then, outside it, the old number is told.
 */
export async function confirmMobileChange(
  ctx: IdentityContext,
  session: SessionCustomer,
  input: { mobile: string; code: string },
  caller: Caller,
): Promise<User> {
  const { customer, sessionId } = session;
  requireCompleteRegistration(customer);
  const previous = toDisplayMobile(customer.mobile);
  if (isSameMobile(input.mobile, previous)) throw new FieldError({ mobile: ['mobileSameAsCurrent'] });
  await countCodeVerify(ctx, input.mobile, caller);
  await useOneTimeCode(ctx, input.mobile, input.code, newNumberCode(customer.id));
  try {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await updateCustomer(tx, customer.id, { mobile: toStoredMobile(input.mobile), updatedAt: now });
      await revokeCustomerSessions(tx, customer.id, now, sessionId);
      await recordAudit(tx, {
        actor: { type: 'customer', id: customer.id },
        action: 'customer.mobile.change',
        subject: { type: 'customer', id: customer.id },
        data: { from: previous, to: input.mobile },
        requestId: caller.requestId,
      });
    });
  } catch (error) {
    if (isMobileTaken(error)) throw new FieldError({ mobile: ['mobileTaken'] });
    throw error;
  }
  await tellPreviousNumber(ctx, previous, input.mobile, caller);
  return getUser(ctx, customer.id);
}

/**
 * The old number hears that the account moved (someone who took over a session would otherwise move
 * it unnoticed). The change stands whether or not the text leaves: the sender has logged and
 * recorded a failure in sms_outbox, and the customer's own answer does not fail on it.
 */
async function tellPreviousNumber(ctx: IdentityContext, previous: string, next: string, caller: Caller) {
  const masked = maskMobile(next);
  const text = fillPlaceholders(smsTexts.mobileChanged, { mobile: masked });
  try {
    await ctx.sms.send({ mobile: previous, text, template: 'alert', tokens: { token: masked } }, caller.log);
  } catch {
    // Logged by the sender.
  }
}
