import { z } from 'zod';
import { PageSchema } from '../common-schemas.ts';
import { validationMessages as m } from '../validation-messages.ts';

// The customer's orders (checkout-and-account.md §2 "Profile area", §3 "Order summary" and "Order /
// invoice detail", §4 "Order states", §7 "Profile and orders"; issue 20). Amounts are rials.

export const OrdersQuerySchema = z.object({ page: PageSchema }).strict();

export const OrderSummarySchema = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  /** When it was placed, ISO. */
  receipted_at: z.string(),
  /** What the order costs (goods after discounts, slot and shipping). */
  amount: z.number().int(),
  /** What is still to pay. */
  payable_amount: z.number().int(),
  status: z.number().int(),
  status_fa: z.string(),
  payment_status: z.number().int(),
  is_expired: z.boolean(),
  notes_count: z.number().int(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrdersPageSchema = z.object({
  /** All the customer's orders. */
  count: z.number().int(),
  /** This page's, newest first (10 a page). */
  list: z.array(OrderSummarySchema),
  /** Orders delivered (status 60). */
  successful: z.number().int(),
});
export type OrdersPage = z.infer<typeof OrdersPageSchema>;

export const OrderProductSchema = z.object({
  id: z.number().int(),
  /** 1 product, 2 bundle. */
  type: z.number().int(),
  name: z.string(),
  slug: z.string(),
  brand: z.string().nullable(),
  volume: z.number().nullable(),
  unit: z.string().nullable(),
  color: z.string().nullable(),
  /** What one cost. */
  price: z.number().int(),
  /** Its list price then. */
  real_price: z.number().int(),
  count: z.number().int(),
  bundle: z.boolean(),
  image: z.string(),
});

export const TimelineStepSchema = z.object({
  faTitle: z.string(),
  dueDate: z.string().nullable(),
  done: z.boolean(),
  continue: z.boolean(),
  visibility: z.boolean(),
});

export const OrderDetailSchema = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  status: z.number().int(),
  status_fa: z.string(),
  payment_status: z.number().int(),
  is_expired: z.boolean(),
  /** 1 normal, 3 weekly, 4 monthly. */
  periodic: z.number().int(),
  payment_type: z.string(),
  payment_port: z.number().int(),
  receipted_at: z.string(),
  /** Goods at their prices, before the company's and the code's discounts. */
  total_amount: z.number().int(),
  /** What the order costs. */
  amount: z.number().int(),
  payable_amount: z.number().int(),
  wallet_spent: z.number().int(),
  /** A negative wallet's debt settled with this order. */
  debt_paid: z.number().int(),
  company_discount: z.number().int(),
  slot_price: z.number().int(),
  customer: z.object({
    name: z.string(),
    mobile: z.string(),
    city: z.string(),
    address: z.string(),
    number: z.string(),
    unit: z.string().nullable(),
    postal_code: z.string().nullable(),
  }),
  products: z.array(OrderProductSchema),
  coupon: z.object({ code: z.string() }).nullable(),
  coupon_decreased_value: z.number().int(),
  posting_method: z.object({ title: z.string(), description: z.string() }),
  shipping_cost: z.number().int(),
  time: z.object({ day: z.string(), started_at: z.string(), finished_at: z.string() }),
  rates: z.object({ rates: z.number().int(), note: z.string().nullable() }),
  /**
   * Notes as HTML made from their text (escaped, line breaks kept), oldest first: the one typed at
   * checkout (`at_checkout`, dated with the order) and those added later (decision 086).
   */
  notes: z.array(z.object({ context: z.string(), created_at: z.string(), at_checkout: z.boolean() })),
  status_navbar: z.array(TimelineStepSchema),
  /** By when a bank-transfer receipt must be uploaded (ISO), while it is awaited. */
  freeze_expired_at: z.string().nullable(),
  /** When it was paid (ISO): the bank's verification, or its placing when the wallet paid it all. */
  paid_at: z.string().nullable(),
  /** The bank's reference of the online payment that paid it (Zarinpal's ref_id), if one did. */
  bank_reference: z.string().nullable(),
  /**
   * The bank-transfer receipt uploaded, if any: its type, where its owner reads it, and when (ISO) it
   * was uploaded (a replaced receipt keeps its URL; the time tells a page its picture is new).
   */
  receipt: z.object({ url: z.string(), type: z.string(), uploaded_at: z.string() }).nullable(),
  /** What the customer may do now, by the spec's rules (§4). */
  actions: z.object({
    repay: z.boolean(),
    cancel: z.boolean(),
    receipt: z.boolean(),
    note: z.boolean(),
    rate: z.boolean(),
  }),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

const putMethod = z.literal('PUT').optional();

/** `POST orders/{id}/note`: a note on an order awaiting payment (`_method: PUT` is the spec's). */
export const OrderNoteRequestSchema = z
  .object({
    context: z
      .string({ error: m.noteRequired })
      .trim()
      .min(1, { error: m.noteRequired })
      .max(1000, { error: m.textTooLong }),
    _method: putMethod,
  })
  .strict();

/**
 * `POST orders/{id}/rate`: 1 to 5, a note after choosing; `_method: PUT` changes it. `note_context`
 * left out keeps the note given before (undefined); sent empty or null it clears it (decision 086).
 */
export const OrderRateRequestSchema = z
  .object({
    rates: z.coerce
      .number({ error: m.rateInvalid })
      .int({ error: m.rateInvalid })
      .min(1, { error: m.rateInvalid })
      .max(5, { error: m.rateInvalid }),
    note_context: z
      .string()
      .max(1000, { error: m.textTooLong })
      .nullish()
      .transform((note) => (note === undefined ? undefined : note?.trim() ? note.trim() : null)),
    _method: putMethod,
  })
  .strict();

export const CancelResultSchema = z.object({ status: z.number().int(), status_fa: z.string() });

/** `GET invoices/{id}`: the order as a printable Iranian sales invoice (seller, buyer, rows, totals). */
export const InvoiceSchema = z.object({
  order: OrderDetailSchema,
  seller: z.object({
    name: z.string(),
    economic_code: z.string(),
    national_id: z.string(),
    postal_code: z.string(),
    address: z.string(),
    phone: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    national_no: z.string().nullable(),
    mobile: z.string(),
    postal_code: z.string().nullable(),
    address: z.string(),
  }),
  rows: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      count: z.number().int(),
      unit_price: z.number().int(),
      discount: z.number().int(),
      total: z.number().int(),
    }),
  ),
  totals: z.object({
    gross: z.number().int(),
    lineDiscounts: z.number().int(),
    companyDiscount: z.number().int(),
    couponDiscount: z.number().int(),
    delivery: z.number().int(),
    amount: z.number().int(),
    walletSpent: z.number().int(),
    debtPaid: z.number().int(),
    payable: z.number().int(),
  }),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export type Seller = Invoice['seller'];
