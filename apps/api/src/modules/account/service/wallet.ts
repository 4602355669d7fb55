import { eq } from 'drizzle-orm';
import type { Wallet } from '@shop/domain/account/schemas';
import { DomainError } from '@shop/domain/errors';
import { toStoredMobile } from '@shop/domain/mobile';
import { customers } from '../../identity/public/tables.ts';
import { addWalletEntry, latestWalletEntries, walletReasons, type WalletReason } from '../public/wallet.ts';
import type { AccountContext } from './context.ts';

/** How many entries GET profile/credit lists. */
const entriesShown = 20;

/** `GET profile/credit`: the balance (the ledger's sum, kept by its trigger) and the latest entries. */
export async function getWallet(ctx: AccountContext, customerId: number): Promise<Wallet> {
  const [[customer], entries] = await Promise.all([
    ctx.db.select({ balance: customers.walletValue }).from(customers).where(eq(customers.id, customerId)),
    latestWalletEntries(ctx.db, customerId, entriesShown),
  ]);
  return {
    balance: customer?.balance ?? 0,
    entries: entries.map((entry) => ({
      id: entry.id,
      amount: entry.amount,
      reason: entry.reason,
      reason_fa: walletReasons[entry.reason as WalletReason] ?? entry.reason,
      order_id: entry.orderId,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * The test door's credit or debit (`POST dev/wallet`) until the back office: a shop's correction,
 * positive or negative; a negative balance is a debt the customer settles with an order.
 */
export async function adjustWallet(
  ctx: AccountContext,
  mobile: string,
  amount: number,
): Promise<{ balance: number }> {
  return ctx.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.mobile, toStoredMobile(mobile)));
    if (!customer) throw new DomainError('CUSTOMER_NOT_FOUND');
    await addWalletEntry(tx, { customerId: customer.id, amount, reason: 'shop' });
    const [after] = await tx
      .select({ balance: customers.walletValue })
      .from(customers)
      .where(eq(customers.id, customer.id));
    return { balance: after!.balance };
  });
}
