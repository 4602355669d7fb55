import { noAccountDetails } from '@shop/domain/identity/schemas';
import type { SmsOutboxMessage } from '@shop/domain/identity/schemas';
import { toDisplayMobile } from '@shop/domain/mobile';
import type { CacheStore } from '../../adapters/cache/port.ts';
import type { SmsSender } from '../../adapters/sms/port.ts';
import { listSmsTo } from '../../adapters/sms/records.ts';
import type { Database } from '../../db/client.ts';
import { bindUseCases } from '../../platform/shop-module.ts';
import { confirmMobileChange, sendNewMobileCode, startMobileChange } from './service/change-mobile.ts';
import type { IdentityContext } from './service/context.ts';
import { changePassword, completeProfile, getUser, signup } from './service/profile.ts';
import { createRateLimiter } from './service/rate-limits.ts';
import { findSessionCustomer, revokeSession } from './service/sessions.ts';
import { checkRegister, register, sendCode, signInWithCode } from './service/sign-in-by-code.ts';
import { loginWithPassword, resetPassword } from './service/sign-in-by-password.ts';
import { updateProfile } from './service/update-profile.ts';
import { createStaffService } from './staff-service.ts';

export type IdentityService = ReturnType<typeof createIdentityService>['identity'];

/**
 * Sign-in, registration, sessions, the profile and the mobile change (use cases one per file in
 * service/); and the staff's own (staff-service.ts).
 */
export function createIdentityService(deps: {
  db: Database;
  cache: CacheStore;
  now: () => Date;
  sms: SmsSender;
  codePepper: string;
  accountDetails?: IdentityContext['accountDetails'];
}) {
  const ctx: IdentityContext = {
    ...deps,
    accountDetails: deps.accountDetails ?? (async () => noAccountDetails),
    limits: createRateLimiter(deps.cache),
  };
  // Staff share the context (the codes, the SMS, the limits) but none of the customers' tables.
  const staff = createStaffService(ctx);
  const identity = {
    ...bindUseCases(ctx, {
      checkRegister,
      register,
      sendCode,
      signInWithCode,
      loginWithPassword,
      resetPassword,
      findSessionCustomer,
      revokeSession,
      getUser,
      signup,
      completeProfile,
      updateProfile,
      changePassword,
      startMobileChange,
      sendNewMobileCode,
      confirmMobileChange,
    }),

    /** The development outbox: the latest messages to a number, with the code each carries. */
    async listSmsOutbox(mobile: string): Promise<SmsOutboxMessage[]> {
      const rows = await listSmsTo(deps.db, mobile, 20);
      return rows.map((row) => ({
        mobile: toDisplayMobile(row.mobile),
        text: row.text,
        code: row.tokens['token'] ?? null,
        created_at: Math.floor(row.createdAt.getTime() / 1000),
      }));
    },
  };
  return { identity, staff };
}
