import { staffAuthContracts as c } from '@shop/domain/identity/staff-contracts';
import { contractRoutesOn } from '../../../http/contract-route.ts';
import { ok } from '../../../http/envelope.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { StaffAuth } from '../auth/require-staff.ts';
import { presentedStaffToken, type StaffCookies } from '../auth/staff-cookie.ts';
import { toStaffMember } from '../service/staff-context.ts';
import type { StaffService } from '../staff-service.ts';
import { callerOf } from './caller.ts';

export type StaffRouteDeps = { staff: StaffService; cookies: StaffCookies; staffAuth: StaffAuth };

/** Staff sign-in (password, then code), sign-out, sign-out everywhere and `/admin/me` (decision 093). */
export function staffAuthRoutes(app: ZodApp, { staff, cookies, staffAuth }: StaffRouteDeps) {
  const route = contractRoutesOn(app);
  const anyStaff = staffAuth.requireStaff(null);

  route(c.staffPassword, {}, async ({ body, request }) =>
    ok(await staff.staffPasswordStep(body, callerOf(request))),
  );
  route(c.staffCode, {}, async ({ body, request, reply }) => {
    const data = await staff.staffCodeStep(body, callerOf(request));
    cookies.set(reply, data.token);
    return ok(data);
  });
  route(c.staffLogout, {}, async ({ request, reply }) => {
    const presented = presentedStaffToken(request);
    if (presented) await staff.staffLogout(presented.token, callerOf(request));
    cookies.clear(reply);
    return ok(null);
  });
  route(c.staffLogoutEverywhere, { guard: anyStaff }, async ({ request, reply }) => {
    await staff.staffLogoutEverywhere(staffAuth.staffCallerOf(request));
    cookies.clear(reply);
    return ok(null);
  });
  route(c.staffMe, { guard: anyStaff }, async ({ request }) => {
    const { member } = staffAuth.staffOf(request);
    return ok({ member: toStaffMember(member), permissions: member.role.permissions });
  });
}
