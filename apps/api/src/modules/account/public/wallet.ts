import { and, desc, eq } from 'drizzle-orm';
import type { Db, Transaction } from '../../../db/client.ts';
import { walletEntries } from './tables.ts';

/** Why money moved in or out of a wallet, with what the customer reads beside each entry. */
export const walletReasons = {
  order: 'پرداخت سفارش',
  'order-refund': 'بازگشت وجه سفارش',
  'late-payment': 'بازگشت پرداخت دیرهنگام سفارش',
  'debt-paid': 'تسویهٔ بدهی',
  shop: 'اصلاح توسط فروشگاه',
  referral: 'پاداش معرفی دوستان',
  opening: 'موجودی اولیه',
} as const;
export type WalletReason = keyof typeof walletReasons;

/**
 * Writes one ledger entry in the caller's transaction (signed rials: credit positive, debit negative).
 * The balance follows by the table's trigger (decision 51); nothing else changes it.
 */
export async function addWalletEntry(
  tx: Transaction,
  entry: { customerId: number; amount: number; reason: WalletReason; orderId?: number | null; note?: string },
): Promise<void> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
    throw new RangeError(`a wallet entry must be whole non-zero rials, got ${entry.amount}`);
  }
  await tx.insert(walletEntries).values({
    customerId: entry.customerId,
    amount: entry.amount,
    reason: entry.reason,
    orderId: entry.orderId ?? null,
    note: entry.note ?? null,
  });
}

/** The latest entries of a customer's ledger, newest first. */
export function latestWalletEntries(db: Db, customerId: number, limit: number) {
  return db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.customerId, customerId)))
    .orderBy(desc(walletEntries.id))
    .limit(limit);
}
