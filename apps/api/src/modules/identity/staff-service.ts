import { bindUseCases } from '../../platform/shop-module.ts';
import type { IdentityContext } from './service/context.ts';
import { createStaffContext } from './service/staff-context.ts';
import {
  changeStaffRole,
  createStaff,
  createStaffRole,
  deactivateStaff,
  listStaff,
  listStaffRoles,
  seedStaffMember,
  updateStaffRole,
} from './service/staff-management.ts';
import {
  findSessionStaff,
  staffCodeStep,
  staffLogout,
  staffLogoutEverywhere,
  staffPasswordStep,
} from './service/staff-sign-in.ts';

export type StaffService = ReturnType<typeof createStaffService>;

/** Staff sign-in, sessions and management (decision 093); use cases in service/staff-*.ts. */
export function createStaffService(ctx: IdentityContext) {
  return bindUseCases(createStaffContext(ctx), {
    staffPasswordStep,
    staffCodeStep,
    findSessionStaff,
    staffLogout,
    staffLogoutEverywhere,
    listStaff,
    listStaffRoles,
    createStaff,
    changeStaffRole,
    deactivateStaff,
    createStaffRole,
    updateStaffRole,
    seedStaffMember,
  });
}
