import type { UserAccountDetails } from '@shop/domain/identity/schemas';
import type { SmsSender } from '../../adapters/sms/port.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import { registerCsrfGuard } from './auth/csrf-guard.ts';
import { createCustomerAuth, type CustomerAuth } from './auth/require-customer.ts';
import { createStaffAuth, type StaffAuth } from './auth/require-staff.ts';
import { createSessionCookies } from './auth/session-cookie.ts';
import { createStaffCookies } from './auth/staff-cookie.ts';
import { staffAuthRoutes } from './routes/staff-auth-routes.ts';
import { identityRoutes } from './routes.ts';
import { createIdentityService, type IdentityService } from './service.ts';
import type { StaffService } from './staff-service.ts';

/** `staff` and `staffAuth`: every module's staff endpoints guard with `staffAuth.requireStaff(permission)`. */
export type IdentityFace = {
  identity: IdentityService;
  auth: CustomerAuth;
  staff: StaffService;
  staffAuth: StaffAuth;
};

export function identityModule(
  platform: Platform,
  needs: {
    sms: SmsSender;
    codePepper: string;
    smsOutboxRoute: boolean;
    /** The account module's part of the user object (decision 084), bound late by buildApp. */
    accountDetails?: (customerId: number) => Promise<UserAccountDetails>;
  },
): ShopModule<IdentityFace> {
  const { db, cache, now, publicUrl } = platform;
  const { identity, staff } = createIdentityService({
    db,
    cache,
    now,
    sms: needs.sms,
    codePepper: needs.codePepper,
    ...(needs.accountDetails ? { accountDetails: needs.accountDetails } : {}),
  });
  const cookies = createSessionCookies(publicUrl);
  const auth = createCustomerAuth({ identity, cookies });
  const staffCookies = createStaffCookies(publicUrl);
  const staffAuth = createStaffAuth({ staff, cookies: staffCookies });
  return {
    name: 'identity',
    face: { identity, auth, staff, staffAuth },
    routes: {
      // Every later module's cookie-authenticated writes are guarded too.
      api: registerCsrfGuard,
      personal: (scope) =>
        identityRoutes(scope, { identity, cookies, auth, smsOutboxRoute: needs.smsOutboxRoute }),
      admin: (scope) => staffAuthRoutes(scope, { staff, cookies: staffCookies, staffAuth }),
    },
  };
}
