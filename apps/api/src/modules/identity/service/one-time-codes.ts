import { fillPlaceholders } from '@shop/domain/fill-placeholders';
import { DomainError, FieldError } from '@shop/domain/errors';
import { oneTimeCode } from '@shop/domain/identity/constants';
import type { CodeSentData } from '@shop/domain/identity/schemas';
import { toStoredMobile } from '@shop/domain/mobile';
import { smsTexts } from '../../../i18n/fa.ts';
import { deleteOneTimeCode, insertOneTimeCode, judgeOneTimeCode } from '../queries/one-time-codes.ts';
import type { Caller, IdentityContext } from './context.ts';
import { hashOneTimeCode, newOneTimeCode } from './secrets.ts';

/**
 * What a code is for (decision 056). The purpose, and for a mobile change the customer, are part of
 * the code's hash, so a code sent for one thing never matches for another: a sign-in code cannot
 * confirm a mobile change, one step's code cannot pass for the other's, nor one customer's for
 * another's. A number still has one live code, its newest, whatever it was sent for.
 */
export type CodePurpose =
  | { kind: 'sign-in' }
  | { kind: 'mobile-change-current' | 'mobile-change-new'; customerId: number }
  /** A staff member's second factor (decision 093): never a customer's sign-in code, nor another member's. */
  | { kind: 'staff-sign-in'; staffId: number };

/** Sign-in, registration and the forgotten password's codes (sent by /register and /code). */
export const signInCode: CodePurpose = { kind: 'sign-in' };

function bindingOf(purpose: CodePurpose): string | null {
  if (purpose.kind === 'sign-in') return null;
  return purpose.kind === 'staff-sign-in'
    ? `${purpose.kind}:${purpose.staffId}`
    : `${purpose.kind}:${purpose.customerId}`;
}

const textOf = (purpose: CodePurpose) =>
  purpose.kind === 'sign-in'
    ? smsTexts.oneTimeCode
    : purpose.kind === 'staff-sign-in'
      ? smsTexts.staffSignInCode
      : smsTexts.mobileChangeCode;

/** Counts a code about to be sent against the send limits: per address first, then per number. */
export async function countCodeSend(ctx: IdentityContext, mobile: string, caller: Caller): Promise<void> {
  await ctx.limits.take('codeSendPerIp', caller.network);
  await ctx.limits.take('codeSendPerMobile', toStoredMobile(mobile));
}

/**
 * Sends a new one-time code (the send already counted by `countCodeSend`). Steps: store the code's
 * hash, send the SMS (outside any transaction); if the SMS fails, delete the stored code (its undo),
 * so the customer's previous code stays the one that counts.
 */
export async function deliverOneTimeCode(
  ctx: IdentityContext,
  mobile: string,
  caller: Caller,
  purpose: CodePurpose = signInCode,
): Promise<CodeSentData> {
  const stored = toStoredMobile(mobile);
  const code = newOneTimeCode();
  const now = ctx.now();
  const id = await insertOneTimeCode(ctx.db, {
    mobile: stored,
    codeHash: hashOneTimeCode(ctx.codePepper, stored, code, bindingOf(purpose)),
    now,
    expiresAt: new Date(now.getTime() + oneTimeCode.ttlSeconds * 1000),
  });
  const text = fillPlaceholders(textOf(purpose), { code });
  try {
    await ctx.sms.send({ mobile, text, tokens: { token: code } }, caller.log);
  } catch {
    // The sender has logged why; the customer is asked to try again.
    await deleteOneTimeCode(ctx.db, id);
    throw new DomainError('SMS_UNAVAILABLE');
  }
  return { resend_in: oneTimeCode.resendSeconds, code_length: oneTimeCode.length };
}

/**
 * Counts a verification against the address's and the number's allowance (a number's is its 3 codes
 * × 5 tries). Done first, before the number is looked up, so that a verification of an unknown
 * number (404) is no free way to learn who is a customer either.
 */
export async function countCodeVerify(ctx: IdentityContext, mobile: string, caller: Caller): Promise<void> {
  await ctx.limits.take('codeVerifyPerIp', caller.network);
  await ctx.limits.take('codeVerifyPerMobile', toStoredMobile(mobile));
}

/**
 * Uses the number's newest code (the try already counted by `countCodeVerify`). The guess is judged
 * and recorded in one statement: a wrong code counts a try (the fifth locks the code); a code that is
 * expired, used or locked asks for a new one. Both answer 422 on `code`, as a form field. A code sent
 * for another purpose is a wrong code here.
 */
export async function useOneTimeCode(
  ctx: IdentityContext,
  mobile: string,
  code: string,
  purpose: CodePurpose = signInCode,
): Promise<void> {
  const stored = toStoredMobile(mobile);
  const judgement = await judgeOneTimeCode(ctx.db, {
    mobile: stored,
    codeHash: hashOneTimeCode(ctx.codePepper, stored, code, bindingOf(purpose)),
    now: ctx.now(),
    maxWrongTries: oneTimeCode.maxWrongTries,
  });
  if (judgement.kind === 'right') return;
  if (judgement.kind === 'wrong' && judgement.wrongTries < oneTimeCode.maxWrongTries) {
    throw new FieldError({ code: ['codeWrong'] });
  }
  throw new FieldError({ code: ['codeExpired'] });
}
