import { z } from 'zod';
import { PositiveIdSchema } from '../common-schemas.ts';
import { toLatinDigits } from '../persian-digits.ts';
import { validationMessages as m } from '../validation-messages.ts';
import { periodicTypes } from './constants.ts';

// GET/POST checkout and POST checkout/coupon (checkout-and-account.md §3 "Checkout data", §7
// "Checkout"; issue 18). Field names are the spec's.

export const PostingMethodSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  logo: z.string(),
  active: z.boolean(),
  /** Rials. */
  amount: z.number().int(),
  /** Companies whose orders this method ships free. */
  free_for_companies: z.array(z.number().int()),
});

export const PaymentPortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});

export const SlotTimeSchema = z.object({
  id: z.number().int(),
  /** Rials added to the order. */
  price: z.number().int(),
  active: z.boolean(),
  /** Why a slot cannot be chosen: full, past its cutoff or switched off; null when it can. */
  closed: z.enum(['full', 'past-cutoff', 'inactive']).nullable(),
  started_hr: z.number().int(),
  started_mn: z.number().int(),
  finished_hr: z.number().int(),
  finished_mn: z.number().int(),
  /** «۱۲:۰۰»: the end, seconds stripped. */
  finished_at: z.string(),
  started_at: z.string(),
});

/** A delivery day (the spec's time window): its title and its slots. */
export const TimeWindowSchema = z.object({
  /** Tehran's date, YYYY-MM-DD. */
  date: z.string(),
  title: z.object({ day_of_week: z.string(), day_of_month: z.string() }),
  times: z.array(SlotTimeSchema),
});
export type TimeWindow = z.infer<typeof TimeWindowSchema>;

/** A company selling method: one of the company's receiving centres, with its own days. */
export const CompanyCentreSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  discount_percent: z.number().int(),
  /** Null: the method's price; 0: free. */
  shipping_cost_value: z.number().int().nullable(),
  time_windows: z.array(TimeWindowSchema),
});

export const CheckoutItemSchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  image: z.string(),
  /** How many are ordered (the spec's order_count). */
  order_count: z.number().int(),
});

export const CheckoutDataSchema = z.object({
  /** The goods at their prices now (rials). */
  total_price: z.number().int(),
  /** The goods after discounts, before slot and shipping: what the free-shipping threshold reads. */
  total_payable_price: z.number().int(),
  wallet_value: z.number().int(),
  free_shipping_threshold: z.number().int(),
  posting_methods: z.array(PostingMethodSchema),
  payment_ports: z.array(PaymentPortSchema),
  company: z.array(CompanyCentreSchema),
  time_windows: z.array(TimeWindowSchema),
  products: z.array(CheckoutItemSchema),
  bundles: z.array(CheckoutItemSchema),
  register_status: z.number().int(),
  /** Orders not yet paid: 1 warns, 2 blocks (pendingPaymentRule). */
  pending_orders: z.number().int(),
});
export type CheckoutData = z.infer<typeof CheckoutDataSchema>;

/** extra_data.cart: the basket's problems that send the customer back to /cart. */
export const CheckoutExtraSchema = z.object({ cart: z.array(z.string()) });

export const CouponRequestSchema = z
  .object({
    code: z
      .string({ error: m.couponCodeRequired })
      .transform((code) => toLatinDigits(code.trim()).toUpperCase())
      .pipe(z.string().min(1, { error: m.couponCodeRequired }).max(40, { error: m.textTooLong })),
    /** For a company order: the centre, whose discount comes before the coupon's minimum. */
    company_id: PositiveIdSchema.nullish(),
  })
  .strict();
export type CouponRequest = z.input<typeof CouponRequestSchema>;

export const CouponResultSchema = z.object({
  coupon_id: z.number().int(),
  /** Rials the code takes off these goods now. */
  coupon_decreased: z.number().int(),
  code: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  value: z.number().int(),
});

const optionalId = z.preprocess(
  (value) => (value === '' || value === 0 ? null : value),
  PositiveIdSchema.nullish(),
);
const flag = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((value) => value === 1 || value === true);

/**
 * `POST checkout`: a personal order (`info_id` the address, `time_id` the slot) or a company order
 * (`company_id` the centre, `company_time_id` its slot). A missing choice is a 422 on its field with
 * the spec's sentence, in the spec's order: address, time, shipping method, payment port.
 */
export const PlaceOrderRequestSchema = z
  .object({
    info_id: optionalId,
    time_id: optionalId,
    company_id: optionalId,
    company_time_id: optionalId,
    posting_method: optionalId,
    payment_port: optionalId,
    periodic_type: z
      .union(
        periodicTypes.map((type) => z.literal(type)),
        { error: m.periodicTypeInvalid },
      )
      .default(1),
    coupon_id: optionalId,
    use_wallet: flag.default(false),
    /** Settle a negative wallet's debt with this order. */
    pay_debt: flag.default(false),
    note_context: z
      .string()
      .max(1000, { error: m.textTooLong })
      .nullish()
      .transform((note) => (note?.trim() ? note.trim() : null)),
  })
  .strict()
  .transform((body, ctx) => {
    const company = body.company_id != null || body.company_time_id != null;
    const place = company ? body.company_id : body.info_id;
    const time = company ? body.company_time_id : body.time_id;
    const missing = (value: number | null | undefined, path: string, message: string) => {
      if (value == null) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    missing(place, company ? 'company_id' : 'info_id', m.addressChoiceRequired);
    missing(time, company ? 'company_time_id' : 'time_id', m.slotRequired);
    missing(body.posting_method, 'posting_method', m.postingMethodRequired);
    missing(body.payment_port, 'payment_port', m.paymentPortRequired);
    if (place == null || time == null || body.posting_method == null || body.payment_port == null)
      return z.NEVER;
    return {
      destination: company
        ? ({ kind: 'company', centreId: place } as const)
        : ({ kind: 'address', addressId: place } as const),
      slotId: time,
      posting_method: body.posting_method,
      payment_port: body.payment_port,
      periodic_type: body.periodic_type,
      coupon_id: body.coupon_id ?? null,
      use_wallet: body.use_wallet,
      pay_debt: body.pay_debt,
      note_context: body.note_context,
    };
  });
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;
export type PlaceOrderInput = z.output<typeof PlaceOrderRequestSchema>;

export const PlaceOrderResultSchema = z.object({
  order_id: z.number().int(),
  payment_port: z.number().int(),
  tracking_code: z.string(),
  freeze: z.boolean(),
  /** ISO time by which a bank receipt must be uploaded (bank transfer), else null. */
  freeze_expired_at: z.string().nullable(),
  /** Where to pay online; null when nothing is paid online now. */
  url: z.string().nullable(),
  /** Rials taken from the wallet. */
  wallet_spent: z.number().int(),
  /** Rials still to pay. */
  payable: z.number().int(),
});
export type PlaceOrderResult = z.infer<typeof PlaceOrderResultSchema>;

/** `POST orders/{id}/repay`: where to send the payer. */
export const RepayResultSchema = z.object({ url: z.string() });
export type RepayResult = z.infer<typeof RepayResultSchema>;

/** The bank's callback, as Zarinpal calls it: `?Authority=…&Status=OK|NOK` (anything else is ignored). */
export const PaymentCallbackQuerySchema = z.object({
  Authority: z.string().max(100).optional(),
  Status: z.string().max(10).optional(),
});
