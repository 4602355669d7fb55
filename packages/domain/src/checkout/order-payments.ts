import { z } from 'zod';
import { attemptState } from '../payments/attempt-status.ts';

// `GET orders/{id}/payments`: the online payments tried for one of the caller's orders (decision 086),
// for the order's own page. Amounts are rials; times ISO.

export const OrderPaymentSchema = z.object({
  id: z.number().int(),
  /** 'sandbox' or 'zarinpal'. */
  gateway: z.string(),
  state: z.enum([attemptState.requested, attemptState.paid, attemptState.failed, attemptState.refunded]),
  /** Rials asked for. */
  amount: z.number().int(),
  /** The bank's reference of a verified payment. */
  ref_id: z.string().nullable(),
  /** The card as the gateway masked it. */
  card_pan: z.string().nullable(),
  started_at: z.string(),
  settled_at: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** Oldest first. */
export const OrderPaymentsSchema = z.array(OrderPaymentSchema);
export type OrderPayments = z.infer<typeof OrderPaymentsSchema>;
