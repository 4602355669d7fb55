import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { customers } from '../public/tables.ts';

/**
 * Records who introduced a customer whose account is being created (decision 057): the owner of
 * `introduceCode`, unless that is the customer themself or nobody, and only if no one was recorded
 * before. Answers the introducer's id, or null when nothing was recorded (silently: a wrong code
 * never stops a sign-in).
 */
export async function recordReferrerIn(
  tx: Transaction,
  customerId: number,
  introduceCode: string,
): Promise<number | null> {
  const [introducer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.introduceCode, introduceCode), ne(customers.id, customerId)));
  if (!introducer) return null;
  const recorded = await tx
    .update(customers)
    .set({ referredBy: introducer.id })
    .where(and(eq(customers.id, customerId), isNull(customers.referredBy)))
    .returning({ id: customers.id });
  return recorded.length > 0 ? introducer.id : null;
}
