// The checkout's numbers (checkout-and-account.md §3, §4, §9; decisions 47, 48), one place for the API
// and the web. Free of zod.

/** Payment ports: 6 pay online, 5 register now and pay on the invoice, 3 bank transfer with a receipt. */
export const paymentPort = { bankTransfer: 3, invoiceLater: 5, online: 6 } as const;

/** How an order was paid, as its detail and invoice name it (`payment_type`). */
export const paymentPortFa: Readonly<Record<number, string>> = {
  3: 'کارت به کارت یا واریز به حساب',
  5: 'پرداخت پس از دریافت فاکتور',
  6: 'پرداخت اینترنتی',
};

/** Periodic order types: 1 normal (default), 3 weekly, 4 monthly (2, daily, only in preview texts). */
export const periodicTypes = [1, 3, 4] as const;
export type PeriodicType = (typeof periodicTypes)[number];
export const periodicType = { normal: 1, weekly: 3, monthly: 4 } as const;

/** 1 personal (to an address), 2 company (to the company's centre). */
export const sellingType = { personal: 1, company: 2 } as const;

/** Delivery days offered from today, and how long before a slot starts it closes (packing time). */
export const deliveryRules = { days: 7, cutoffMinutes: 120 } as const;

/** A bank-transfer order is held this long for its receipt, then cancelled (payments sweep, issue 19). */
export const bankTransferHoldHours = 24;

/**
 * The ports offered for an address (spec §5): outside the capital (a city given and not Tehran) only
 * the invoice-later port.
 */
export function portsForCity<P extends { id: number }>(
  ports: readonly P[],
  city: string | null,
  capital: string,
): P[] {
  if (city === null || city.trim() === '' || city.trim() === capital) return [...ports];
  return ports.filter((port) => port.id === paymentPort.invoiceLater);
}
