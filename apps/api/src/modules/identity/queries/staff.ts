import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffMembers, staffRoles, staffSessions } from '../tables.ts';

// Staff, their roles and sessions (decision 093): Drizzle only.

export const roleColumns = {
  id: staffRoles.id,
  name: staffRoles.name,
  builtIn: staffRoles.builtIn,
  permissions: staffRoles.permissions,
};
export type RoleRow = { id: number; name: string; builtIn: boolean; permissions: string[] };

// Flat (Drizzle nests one level only); `toMemberRow` puts the role in its place.
const memberColumns = {
  id: staffMembers.id,
  mobile: staffMembers.mobile,
  name: staffMembers.name,
  active: staffMembers.active,
  roleId: staffRoles.id,
  roleName: staffRoles.name,
  roleBuiltIn: staffRoles.builtIn,
  rolePermissions: staffRoles.permissions,
};
export type MemberRow = { id: number; mobile: string; name: string; active: boolean; role: RoleRow };

function toMemberRow<
  R extends { roleId: number; roleName: string; roleBuiltIn: boolean; rolePermissions: string[] },
>(row: R) {
  const { roleId, roleName, roleBuiltIn, rolePermissions, ...member } = row;
  return {
    ...member,
    role: { id: roleId, name: roleName, builtIn: roleBuiltIn, permissions: rolePermissions },
  };
}

/**
 * Writes the built-in roles as the domain defines them: inserted when missing, their permissions
 * overwritten when the code changed them (built-in roles are not edited in the database).
 */
export async function upsertBuiltInRoles(
  db: Db,
  roles: { name: string; permissions: string[] }[],
  now: Date,
) {
  await db
    .insert(staffRoles)
    .values(roles.map((role) => ({ ...role, builtIn: true, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: staffRoles.name,
      set: { permissions: sql`excluded.permissions`, builtIn: true },
      setWhere: sql`${staffRoles.permissions} is distinct from excluded.permissions or not ${staffRoles.builtIn}`,
    });
}

export function listRoles(db: Db): Promise<RoleRow[]> {
  return db.select(roleColumns).from(staffRoles).orderBy(desc(staffRoles.builtIn), asc(staffRoles.id));
}

export async function findRoleById(db: Db, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select(roleColumns).from(staffRoles).where(eq(staffRoles.id, id));
  return row;
}

export async function findRoleByName(db: Db, name: string): Promise<RoleRow | undefined> {
  const [row] = await db.select(roleColumns).from(staffRoles).where(eq(staffRoles.name, name));
  return row;
}

/** A new custom role; undefined when the name is taken. */
export async function insertRole(db: Db, values: { name: string; permissions: string[]; now: Date }) {
  const [row] = await db
    .insert(staffRoles)
    .values({
      name: values.name,
      permissions: values.permissions,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: staffRoles.name })
    .returning(roleColumns);
  return row;
}

/** Edits a custom role only (the condition is in the update: a built-in row is never changed). */
export async function updateCustomRole(
  db: Db,
  id: number,
  values: { name: string; permissions: string[]; now: Date },
): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(staffRoles)
    .set({ name: values.name, permissions: values.permissions, updatedAt: values.now })
    .where(and(eq(staffRoles.id, id), eq(staffRoles.builtIn, false)))
    .returning(roleColumns);
  return row;
}

const memberQuery = (db: Db) =>
  db.select(memberColumns).from(staffMembers).innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId));

export async function findMemberByMobile(db: Db, mobile: string) {
  const rows = await db
    .select({ ...memberColumns, passwordHash: staffMembers.passwordHash })
    .from(staffMembers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
    .where(eq(staffMembers.mobile, mobile));
  return rows.map(toMemberRow)[0];
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return (await memberQuery(db).where(eq(staffMembers.id, id))).map(toMemberRow)[0];
}

export async function listMembers(db: Db): Promise<MemberRow[]> {
  return (await memberQuery(db).orderBy(desc(staffMembers.active), asc(staffMembers.id))).map(toMemberRow);
}

/** A new member; undefined when the mobile is taken. */
export async function insertMember(
  db: Db,
  values: { mobile: string; name: string; passwordHash: string; roleId: number; now: Date },
): Promise<number | undefined> {
  const [row] = await db
    .insert(staffMembers)
    .values({
      mobile: values.mobile,
      name: values.name,
      passwordHash: values.passwordHash,
      roleId: values.roleId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: staffMembers.mobile })
    .returning({ id: staffMembers.id });
  return row?.id;
}

/**
 * Takes the owner role's row lock: every change that could leave the shop without an active owner
 * (demoting or deactivating an owner) takes it first, so two such changes run one after the other
 * and the second counts the owners the first left (READ COMMITTED alone let both see the other).
 */
export async function lockRole(db: Db, roleId: number): Promise<void> {
  await db.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.id, roleId)).for('update');
}

/** Active members holding the role, other than `exceptId`. */
export async function countActiveWithRole(db: Db, roleId: number, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffMembers)
    .where(
      and(eq(staffMembers.roleId, roleId), eq(staffMembers.active, true), ne(staffMembers.id, exceptId)),
    );
  return row?.count ?? 0;
}

export async function updateMember(
  db: Db,
  id: number,
  values: Partial<{ roleId: number; active: boolean; passwordHash: string }> & { now: Date },
): Promise<boolean> {
  const { now, ...set } = values;
  const rows = await db
    .update(staffMembers)
    .set({ ...set, updatedAt: now })
    .where(eq(staffMembers.id, id))
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

// ---- Sessions ----------------------------------------------------------------------------------

export async function insertStaffSession(
  db: Db,
  values: {
    memberId: number;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(staffSessions).values({
    memberId: values.memberId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
    ip: values.ip,
    userAgent: values.userAgent,
  });
}

/**
 * The live session of a token with its member and the role's permissions as they are now, in one
 * query: not revoked, before its absolute end, used within the idle limit, the member active.
 */
export async function findLiveStaffSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const rows = await db
    .select({ sessionId: staffSessions.id, lastSeenAt: staffSessions.lastSeenAt, ...memberColumns })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
    .innerJoin(staffRoles, eq(staffRoles.id, staffMembers.roleId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        eq(staffMembers.active, true),
      ),
    );
  const row = rows[0];
  if (!row) return undefined;
  const { sessionId, lastSeenAt, ...member } = row;
  return { sessionId, lastSeenAt, member: toMemberRow(member) };
}

export async function touchStaffSession(db: Db, id: number, now: Date, everyMs: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(staffSessions.id, id), lt(staffSessions.lastSeenAt, new Date(now.getTime() - everyMs))));
}

/** Revokes one session by its token; the member it belonged to, if it was live. */
export async function revokeStaffSessionByHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
    .returning({ memberId: staffSessions.memberId });
  return row?.memberId;
}

/** Revokes every live session of the members; how many. */
export async function revokeMemberSessions(db: Db, memberIds: number[], now: Date): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(inArray(staffSessions.memberId, memberIds), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}
