import { z } from 'zod';
import { PositiveIdSchema } from '../common-schemas.ts';
import { toLatinDigits } from '../persian-digits.ts';
import { validationMessages as m } from '../validation-messages.ts';
import { basketLimits, cartItemType, causeType } from './constants.ts';

// The request and response schemas of the basket (storefront.md §3, §7; checkout-and-account.md; issue 6).
// The API validates with them and documents them in OpenAPI; the web's client reads the same types.

/** A small whole number as JSON sends it, or as text in any digits ("۳"); anything else stays and fails. */
function smallNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const latin = toLatinDigits(value.trim());
  return /^\d{1,6}$/.test(latin) ? Number(latin) : value;
}

/** 1 product, 2 bundle. */
export const CartItemTypeSchema = z.preprocess(
  smallNumber,
  z.union([z.literal(cartItemType.product), z.literal(cartItemType.bundle)], { error: m.cartTypeInvalid }),
);

export const CartCountSchema = z.preprocess(
  smallNumber,
  z
    .number({ error: m.cartCountInvalid })
    .int({ error: m.cartCountInvalid })
    .min(1, { error: m.cartCountInvalid })
    .max(basketLimits.maxCountPerRequest, { error: m.cartCountInvalid }),
);

/** add: 1 adds `count` to the line, 0 sets the line to `count` (forms may send true/false). */
const AddFlagSchema = z.preprocess(
  (value) => (typeof value === 'boolean' ? Number(value) : smallNumber(value)),
  z.union([z.literal(0), z.literal(1)], { error: m.cartAddRequired }),
);

/**
 * POST cart/{id}: `{ type, count, add }` adds or sets; `{ _method: 'PUT', type }` deletes the line and
 * `{ _method: 'PUT', type, count }` subtracts `count` from it (the line goes at zero).
 */
export const CartWriteRequestSchema = z
  .object({
    _method: z.literal('PUT').optional(),
    type: CartItemTypeSchema,
    count: CartCountSchema.optional(),
    add: AddFlagSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body._method === 'PUT') {
      if (body.add !== undefined) ctx.addIssue({ code: 'custom', path: ['add'], message: m.cartAddWithPut });
      return;
    }
    if (body.count === undefined) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: m.cartCountRequired });
    }
    if (body.add === undefined) ctx.addIssue({ code: 'custom', path: ['add'], message: m.cartAddRequired });
  });
export type CartWriteRequest = z.infer<typeof CartWriteRequestSchema>;

export const GuestLineSchema = z
  .object({ id: PositiveIdSchema, type: CartItemTypeSchema, count: CartCountSchema })
  .strict();

/** POST cart/multi: the guest's basket after sign-in. */
export const CartMultiRequestSchema = z
  .object({
    items: z.array(GuestLineSchema).max(basketLimits.maxMultiItems, { error: m.cartMultiTooMany }),
  })
  .strict();
export type CartMultiRequest = z.infer<typeof CartMultiRequestSchema>;

const RialsSchema = z.number().int().nonnegative();
const CauseTypeSchema = z.union([z.literal(causeType.needsAttention), z.literal(causeType.cannotBuy)]);
const TypeCodeSchema = z.union([z.literal(cartItemType.product), z.literal(cartItemType.bundle)]);

/** The item behind a line as it is now (storefront.md §3 "cartable"); prices are unit prices. */
export const CartableSchema = z.object({
  type: z.enum(['product', 'bundle']),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  brand: z.object({ name: z.string() }).nullable(),
  image: z.string(),
  max_count: z.number().int(),
  /** For a bundle: how many whole bundles its own and its components' stock make. */
  inventory: z.number().int(),
  available: z.boolean(),
  price: RialsSchema,
  price_by_discount: RialsSchema.nullable(),
  /** The line's most serious problem in Persian, or null. */
  error: z.string().nullable(),
});
export type Cartable = z.infer<typeof CartableSchema>;

export const CartLineSchema = z.object({
  /** `p-{id}` or `b-{id}`, as the guest basket keys it. */
  key: z.string(),
  id: z.number().int(),
  type: TypeCodeSchema,
  count: z.number().int(),
  /** What one costs now (the discounted price when there is one). */
  unit_price: RialsSchema,
  /** The line's total now: unit_price × count. */
  price: RialsSchema,
  /** The order lines were first added in, from 1. */
  priority: z.number().int(),
  /** The plus button's state (storefront.md §5). */
  can_increase: z.boolean(),
  cause_type: CauseTypeSchema.nullable(),
  /**
   * Until when a unit of this item is kept for the customer, out of stock for everyone else (a
   * waitlist turn, decision 069); ISO 8601, null when nothing is held.
   */
  held_until: z.string().nullable(),
  cartable: CartableSchema,
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** Totals over the lines that can be bought (cause_type 2 lines are left out). */
export const CartInfoSchema = z.object({
  total_price: RialsSchema,
  /** The same lines at their prices before discounts; the difference is the customer's saving. */
  total_price_before_discount: RialsSchema,
  /** Units: the sum of the counts. */
  items_count: z.number().int(),
  lines_count: z.number().int(),
});
export type CartInfo = z.infer<typeof CartInfoSchema>;

/** One per-item problem (storefront.md §3 "extra_data"): `code` is the stable English name of `message`. */
export const CartErrorSchema = z.object({
  id: z.number().int(),
  type: TypeCodeSchema,
  key: z.string(),
  message: z.string(),
  cause_type: CauseTypeSchema,
  code: z.enum([
    'ITEM_UNAVAILABLE',
    'ITEM_OUT_OF_STOCK',
    'ITEM_ABOVE_PURCHASE_LIMIT',
    'ITEM_ABOVE_STOCK',
    'ITEM_PRICE_CHANGED',
  ]),
});
export type CartError = z.infer<typeof CartErrorSchema>;

/** GET cart: the basket with its totals (storefront.md §3 "Basket total": count, price). */
export const BasketSchema = z.object({
  items: z.array(CartLineSchema),
  total: z.object({ count: z.number().int(), price: RialsSchema }),
});
export type Basket = z.infer<typeof BasketSchema>;

export const BasketErrorsExtraSchema = z.object({ errors: z.array(CartErrorSchema) });

/** GET cart/list: `data.details` and `extra_data` {type, errors, receipt} (checkout-and-account.md). */
export const CartListDataSchema = z.object({ details: z.array(CartLineSchema), cart_info: CartInfoSchema });
export type CartListData = z.infer<typeof CartListDataSchema>;

export const CartReceiptSchema = z.object({ message: z.string(), show_error: z.boolean() });

export const CartListExtraSchema = z.object({
  /** The basket's kind; always 'list' (the drawer refreshes a list-type basket when opened). */
  type: z.literal('list'),
  errors: z.array(CartErrorSchema),
  /** A sentence about the basket as a whole; show_error while checkout is blocked. */
  receipt: CartReceiptSchema.nullable(),
});
export type CartListExtra = z.infer<typeof CartListExtraSchema>;

/** POST cart/{id}: the line as it now is (null once removed), and the basket's totals. */
export const CartWriteExtraSchema = z.object({ cart_info: CartInfoSchema });

export const MergeRejectionSchema = z.object({
  id: z.number().int(),
  type: TypeCodeSchema,
  key: z.string(),
  requested: z.number().int(),
  accepted: z.number().int(),
  reason: z.enum([
    'PRODUCT_NOT_FOUND',
    'BUNDLE_NOT_FOUND',
    'BUNDLE_NOT_STARTED',
    'OUT_OF_STOCK',
    'NOT_ENOUGH_STOCK',
    'PURCHASE_LIMIT',
    'BASKET_FULL',
  ]),
  message: z.string(),
});
export type MergeRejectionView = z.infer<typeof MergeRejectionSchema>;

/** POST cart/multi: the merged basket in `data`; what could not be merged as asked, with reasons. */
export const CartMultiExtraSchema = z.object({
  cart_info: CartInfoSchema,
  rejected: z.array(MergeRejectionSchema),
});

export const FreeShippingThresholdSchema = z.object({ threshold: RialsSchema });
