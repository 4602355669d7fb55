import { DomainError } from '@shop/domain/errors';
import { ownerRole, permissions as allPermissions, type Permission } from '@shop/domain/identity/staff';
import type { StaffMember, StaffRole } from '@shop/domain/identity/staff-schemas';
import { toStoredMobile } from '@shop/domain/mobile';
import type { Transaction } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit.ts';
import {
  countActiveWithRole,
  findMemberById,
  findRoleById,
  findRoleByName,
  insertMember,
  insertRole,
  listMembers,
  listRoles,
  lockRole,
  revokeMemberSessions,
  updateCustomRole,
  updateMember,
  type MemberRow,
} from '../queries/staff.ts';
import { hashPassword } from './passwords.ts';
import {
  staffActor,
  toStaffMember,
  toStaffRole,
  type StaffCaller,
  type StaffContext,
} from './staff-context.ts';

// Staff management (issue 47 item 2): the admin module's routes call these, guarded by staff:manage.
// Every write is audited in its transaction with who, what, before and after.

export async function listStaff(ctx: StaffContext): Promise<StaffMember[]> {
  return (await listMembers(ctx.db)).map(toStaffMember);
}

export async function listStaffRoles(
  ctx: StaffContext,
): Promise<{ roles: StaffRole[]; permissions: string[] }> {
  await ctx.builtInRolesReady();
  return { roles: (await listRoles(ctx.db)).map(toStaffRole), permissions: [...allPermissions] };
}

export async function createStaff(
  ctx: StaffContext,
  input: { mobile_no: string; name: string; password: string; role_id: number },
  caller: StaffCaller,
): Promise<StaffMember> {
  await ctx.builtInRolesReady();
  // Hashed before the transaction: it takes tens of milliseconds and needs no lock.
  const passwordHash = await hashPassword(input.password);
  const id = await ctx.db.transaction(async (tx) => {
    const role = await findRoleById(tx, input.role_id);
    if (!role) throw new DomainError('ROLE_NOT_FOUND');
    const created = await insertMember(tx, {
      mobile: toStoredMobile(input.mobile_no),
      name: input.name,
      passwordHash,
      roleId: role.id,
      now: ctx.now(),
    });
    if (created === undefined) throw new DomainError('STAFF_MOBILE_TAKEN');
    await recordAudit(tx, {
      actor: staffActor(caller),
      action: 'staff.create',
      subject: { type: 'staff_member', id: created },
      data: { after: { mobile: toStoredMobile(input.mobile_no), name: input.name, role: role.name } },
      requestId: caller.requestId,
    });
    return created;
  });
  return getMember(ctx, id);
}

/**
 * Every change that could take the shop's last active owner away runs here: the owner role's row is
 * locked first, so such changes run one at a time and each counts the owners the last one left.
 */
async function withOwnersLocked<T>(
  ctx: StaffContext,
  memberId: number,
  change: (tx: Transaction, member: MemberRow, ownerRoleId: number) => Promise<T>,
): Promise<T> {
  await ctx.builtInRolesReady();
  return ctx.db.transaction(async (tx) => {
    const owner = await findRoleByName(tx, ownerRole);
    if (!owner) throw new Error('the owner role is missing');
    await lockRole(tx, owner.id);
    const member = await findMemberById(tx, memberId);
    if (!member) throw new DomainError('STAFF_NOT_FOUND');
    return change(tx, member, owner.id);
  });
}

async function assertNotLastOwner(tx: Transaction, member: MemberRow, ownerRoleId: number) {
  if (
    member.active &&
    member.role.id === ownerRoleId &&
    (await countActiveWithRole(tx, ownerRoleId, member.id)) === 0
  ) {
    throw new DomainError('LAST_OWNER');
  }
}

export async function changeStaffRole(
  ctx: StaffContext,
  memberId: number,
  roleId: number,
  caller: StaffCaller,
): Promise<StaffMember> {
  await withOwnersLocked(ctx, memberId, async (tx, member, ownerRoleId) => {
    const role = await findRoleById(tx, roleId);
    if (!role) throw new DomainError('ROLE_NOT_FOUND');
    if (role.id === member.role.id) return;
    await assertNotLastOwner(tx, member, ownerRoleId);
    await updateMember(tx, member.id, { roleId: role.id, now: ctx.now() });
    await recordAudit(tx, {
      actor: staffActor(caller),
      action: 'staff.role.change',
      subject: { type: 'staff_member', id: member.id },
      data: { before: { role: member.role.name }, after: { role: role.name } },
      requestId: caller.requestId,
    });
  });
  return getMember(ctx, memberId);
}

/** Deactivates a member and ends every session of theirs in the same transaction. */
export async function deactivateStaff(
  ctx: StaffContext,
  memberId: number,
  caller: StaffCaller,
): Promise<StaffMember> {
  await withOwnersLocked(ctx, memberId, async (tx, member, ownerRoleId) => {
    if (!member.active) return;
    await assertNotLastOwner(tx, member, ownerRoleId);
    const now = ctx.now();
    await updateMember(tx, member.id, { active: false, now });
    const ended = await revokeMemberSessions(tx, [member.id], now);
    await recordAudit(tx, {
      actor: staffActor(caller),
      action: 'staff.deactivate',
      subject: { type: 'staff_member', id: member.id },
      data: { before: { active: true }, after: { active: false }, sessions_ended: ended },
      requestId: caller.requestId,
    });
  });
  return getMember(ctx, memberId);
}

export async function createStaffRole(
  ctx: StaffContext,
  input: { name: string; permissions: Permission[] },
  caller: StaffCaller,
): Promise<StaffRole> {
  await ctx.builtInRolesReady();
  return ctx.db.transaction(async (tx) => {
    const role = await insertRole(tx, { ...input, now: ctx.now() });
    if (!role) throw new DomainError('ROLE_NAME_TAKEN');
    await recordAudit(tx, {
      actor: staffActor(caller),
      action: 'staff_role.create',
      subject: { type: 'staff_role', id: role.id },
      data: { after: { name: role.name, permissions: role.permissions } },
      requestId: caller.requestId,
    });
    return toStaffRole(role);
  });
}

export async function updateStaffRole(
  ctx: StaffContext,
  roleId: number,
  input: { name: string; permissions: Permission[] },
  caller: StaffCaller,
): Promise<StaffRole> {
  await ctx.builtInRolesReady();
  return ctx.db.transaction(async (tx) => {
    const before = await findRoleById(tx, roleId);
    if (!before) throw new DomainError('ROLE_NOT_FOUND');
    if (before.builtIn) throw new DomainError('ROLE_BUILT_IN');
    const taken = await findRoleByName(tx, input.name);
    if (taken && taken.id !== roleId) throw new DomainError('ROLE_NAME_TAKEN');
    const after = await updateCustomRole(tx, roleId, { ...input, now: ctx.now() });
    if (!after) throw new DomainError('ROLE_NOT_FOUND');
    await recordAudit(tx, {
      actor: staffActor(caller),
      action: 'staff_role.update',
      subject: { type: 'staff_role', id: roleId },
      data: {
        before: { name: before.name, permissions: before.permissions },
        after: { name: after.name, permissions: after.permissions },
      },
      requestId: caller.requestId,
    });
    return toStaffRole(after);
  });
}

async function getMember(ctx: StaffContext, id: number): Promise<StaffMember> {
  const member = await findMemberById(ctx.db, id);
  if (!member) throw new DomainError('STAFF_NOT_FOUND');
  return toStaffMember(member);
}

/**
 * Adds a member outside any request (the demo's owner, a shop's first owner from the command line):
 * recorded as the system's act. Nothing is written when the mobile is already staff.
 */
export async function seedStaffMember(
  ctx: StaffContext,
  input: { mobile: string; name: string; password: string; role: string },
): Promise<boolean> {
  await ctx.builtInRolesReady();
  const role = await findRoleByName(ctx.db, input.role);
  if (!role) throw new Error(`no role ${input.role}`);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const id = await insertMember(tx, {
      mobile: toStoredMobile(input.mobile),
      name: input.name,
      passwordHash,
      roleId: role.id,
      now: ctx.now(),
    });
    if (id === undefined) return false;
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'staff.create',
      subject: { type: 'staff_member', id },
      data: { after: { mobile: toStoredMobile(input.mobile), name: input.name, role: role.name } },
    });
    return true;
  });
}
