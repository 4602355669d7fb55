import { builtInRoles, type BuiltInRole } from '@shop/domain/identity/staff';
import type { Actor } from '../../../platform/audit.ts';
import { upsertBuiltInRoles } from '../queries/staff.ts';
import type { MemberRow, RoleRow } from '../queries/staff.ts';
import type { Caller, IdentityContext } from './context.ts';
import { toDisplayMobile } from '@shop/domain/mobile';
import type { StaffMember, StaffRole } from '@shop/domain/identity/staff-schemas';
import { staffRoleLabels } from '../../../i18n/fa.ts';

/** What staff use cases share: identity's context and the built-in roles, written once per process. */
export type StaffContext = IdentityContext & { builtInRolesReady: () => Promise<void> };

export function createStaffContext(ctx: IdentityContext): StaffContext {
  let ready: Promise<void> | undefined;
  return {
    ...ctx,
    // Lazily, at the first staff call: the domain's table is the one source of the built-in roles,
    // and an upsert keeps the rows equal to it after a release changes them.
    builtInRolesReady() {
      ready ??= upsertBuiltInRoles(
        ctx.db,
        Object.entries(builtInRoles).map(([name, granted]) => ({ name, permissions: [...granted] })),
        ctx.now(),
      ).catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      return ready;
    },
  };
}

/** A signed-in staff member as routes see them (the staff guard's caller). */
export type SessionStaff = { sessionId: number; member: MemberRow };

/** The acting staff member, for use cases and the audit. */
export type StaffCaller = Caller & { staffId: number };

export const staffActor = (caller: StaffCaller): Actor => ({ type: 'staff', id: caller.staffId });

export function toStaffRole(row: RoleRow): StaffRole {
  const label =
    row.builtIn && row.name in staffRoleLabels ? staffRoleLabels[row.name as BuiltInRole] : row.name;
  return { id: row.id, name: row.name, label, built_in: row.builtIn, permissions: row.permissions };
}

export function toStaffMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    mobile: toDisplayMobile(row.mobile),
    name: row.name,
    active: row.active,
    role: toStaffRole(row.role),
  };
}
