import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { customers } from './tables.ts';

/**
 * Locks the customer's row until the caller's transaction ends (decision 51): one customer's writes
 * that read before they write (the first address becomes main; an order checks the pending-payment
 * rule, the coupon's per-customer uses and the wallet) then run one at a time, while different
 * customers never wait for each other. NO KEY UPDATE, not UPDATE: rows that point at the customer
 * (a basket line, an address) may still be written by other requests meanwhile, which only take KEY
 * SHARE. Returns the wallet balance read under the lock.
 */
export async function lockCustomer(tx: Transaction, customerId: number): Promise<{ walletValue: number }> {
  const [row] = await tx
    .select({ walletValue: customers.walletValue })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  if (!row) throw new Error(`customer ${customerId} vanished under its own session`);
  return row;
}
