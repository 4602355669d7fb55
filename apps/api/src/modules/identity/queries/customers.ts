import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers } from '../public/tables.ts';

/** The columns a customer is read with: everything the user view and the password check need. */
export const customerColumns = {
  id: customers.id,
  mobile: customers.mobile,
  passwordHash: customers.passwordHash,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  nationalNo: customers.nationalNo,
  gender: customers.gender,
  registerStatus: customers.registerStatus,
  confirmStatus: customers.confirmStatus,
  walletValue: customers.walletValue,
  introduceCode: customers.introduceCode,
  termsAcceptedAt: customers.termsAcceptedAt,
};

export async function findCustomerByMobile(db: Db, storedMobile: string) {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.mobile, storedMobile));
  return row;
}

export async function findCustomerById(db: Db, id: number) {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id));
  return row;
}

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerById>>>;

/**
 * Adds a customer for the number unless one exists (two registrations at once make one customer).
 * Answers false when nothing was inserted: the number exists, or the introduce code was taken.
 */
export async function insertCustomerIfAbsent(
  db: Db,
  values: { mobile: string; introduceCode: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(customers)
    .values({
      mobile: values.mobile,
      introduceCode: values.introduceCode,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  return inserted.length > 0;
}

export type CustomerChanges = Partial<{
  /** +98 form. Another customer's number fails on customers_mobile_idx (`isMobileTaken`). */
  mobile: string;
  passwordHash: string;
  passwordChangedAt: Date;
  firstName: string;
  lastName: string;
  email: string | null;
  nationalNo: string;
  gender: number;
  registerStatus: number;
  termsAcceptedAt: Date;
}>;

/** Writes the given fields of one customer. */
export async function updateCustomer(
  db: Db,
  id: number,
  changes: CustomerChanges & { updatedAt: Date },
): Promise<void> {
  await db.update(customers).set(changes).where(eq(customers.id, id));
}

/**
 * Moves a register status on only from the expected one, in the same statement (a customer who
 * meanwhile added an address, status 1, keeps it).
 */
export async function moveRegisterStatus(db: Db, id: number, from: number, to: number): Promise<void> {
  await db
    .update(customers)
    .set({ registerStatus: to })
    .where(and(eq(customers.id, id), eq(customers.registerStatus, from)));
}

/**
 * Whether a write failed on customers_mobile_idx: the number became another customer's between the
 * check and the write (a registration of it at that moment). PostgreSQL's unique_violation, as
 * node-postgres and PGlite report it, possibly wrapped by Drizzle.
 */
export function isMobileTaken(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 3; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'customers_mobile_idx';
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
