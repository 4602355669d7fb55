import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { builtInRoles, ownerRole } from '@shop/domain/identity/staff';
import { toStoredMobile } from '@shop/domain/mobile';
import type { Db } from '../db/client.ts';
import { staffMembers, staffRoles } from '../modules/identity/tables.ts';
import { recordAudit } from '../platform/audit.ts';

/**
 * The demo's owner (issue 47; printed in the README for trying the shop locally). Anyone who read
 * the README could sign in with it, so, like the demo codes (decision 082), a real shop (an https
 * PUBLIC_URL) never gets it: its first owner is added on purpose (docs/api.md, "Staff").
 */
export const demoOwner = {
  mobile: '09120000000',
  password: 'Sabadino-Owner-1405',
  name: 'مدیر نمونه',
} as const;

/** Adds the demo owner unless that number is staff already; true when added. */
export async function seedDemoOwner(db: Db, now: Date): Promise<boolean> {
  return (await addOwner(db, { ...demoOwner, now, demo: true })) !== undefined;
}

/**
 * Adds an owner (the demo's, or a real shop's first: `npm run staff:add-owner`), with the built-in
 * roles as the domain defines them (identity keeps them current at its first call), audited as the
 * system's act. Undefined when the number is staff already: nothing is changed then.
 */
export async function addOwner(
  db: Db,
  input: { mobile: string; name: string; password: string; now: Date; demo?: boolean },
): Promise<number | undefined> {
  // Hashed before the transaction: it takes tens of milliseconds and needs no lock.
  const passwordHash = await hash(input.password);
  const mobile = toStoredMobile(input.mobile);
  return db.transaction(async (tx) => {
    await tx
      .insert(staffRoles)
      .values(
        Object.entries(builtInRoles).map(([name, granted]) => ({
          name,
          builtIn: true,
          permissions: [...granted],
        })),
      )
      .onConflictDoNothing({ target: staffRoles.name });
    const [owner] = await tx
      .select({ id: staffRoles.id })
      .from(staffRoles)
      .where(eq(staffRoles.name, ownerRole));
    if (!owner) throw new Error('the owner role is missing');
    const [member] = await tx
      .insert(staffMembers)
      .values({
        mobile,
        name: input.name,
        passwordHash,
        roleId: owner.id,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing({ target: staffMembers.mobile })
      .returning({ id: staffMembers.id });
    if (!member) return undefined;
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'staff.create',
      subject: { type: 'staff_member', id: member.id },
      data: { after: { mobile, name: input.name, role: ownerRole, ...(input.demo ? { demo: true } : {}) } },
    });
    return member.id;
  });
}
