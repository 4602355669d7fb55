import { adminContracts as c } from '@shop/domain/admin/contracts';
import { contractRoutesOn } from '../../http/contract-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { StaffAuth, StaffService } from '../identity/index.ts';

/** Staff members and roles, every call guarded by staff:manage and each write audited by identity. */
export function staffRoutes(
  app: ZodApp,
  { staff, staffAuth }: { staff: StaffService; staffAuth: StaffAuth },
) {
  const route = contractRoutesOn(app);
  const manage = staffAuth.requireStaff('staff:manage');
  const by = staffAuth.staffCallerOf;

  route(c.listStaff, { guard: manage }, async () => ok(await staff.listStaff()));
  route(c.createStaff, { guard: manage }, async ({ body, request }) =>
    ok(await staff.createStaff(body, by(request))),
  );
  route(c.changeStaffRole, { guard: manage }, async ({ params, body, request }) =>
    ok(await staff.changeStaffRole(params.id, body.role_id, by(request))),
  );
  route(c.deactivateStaff, { guard: manage }, async ({ params, request }) =>
    ok(await staff.deactivateStaff(params.id, by(request))),
  );
  route(c.listRoles, { guard: manage }, async () => ok(await staff.listStaffRoles()));
  route(c.createRole, { guard: manage }, async ({ body, request }) =>
    ok(await staff.createStaffRole(body, by(request))),
  );
  route(c.updateRole, { guard: manage }, async ({ params, body, request }) =>
    ok(await staff.updateStaffRole(params.id, body, by(request))),
  );
}
