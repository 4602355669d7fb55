import { z } from 'zod';
import { PositiveIdSchema } from '../common-schemas.ts';
import { validationMessages as m } from '../validation-messages.ts';

// A customer's periodic orders (checkout-and-account.md §4 "periodic type"; issue 19; decision 055):
// `GET periodic-orders` lists them with their next round; the customer skips a round, changes the
// period or the lines, or stops the plan. Each plan began as an order placed as weekly (3) or monthly (4).

const repeatTypeSchema = z.union([z.literal(3), z.literal(4)], { error: m.periodicTypeInvalid });
const calendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.periodicDayInvalid });

export const PeriodicPlanLineSchema = z.object({
  /** 1 product, 2 bundle. */
  type: z.union([z.literal(1), z.literal(2)]),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  count: z.number().int(),
  /** What one costs today, in rials. */
  unit_price: z.number().int(),
  /** Whether this count can be bought today (the next round takes what there is). */
  available: z.boolean(),
});
export type PeriodicPlanLine = z.infer<typeof PeriodicPlanLineSchema>;

export const PeriodicPlanSchema = z.object({
  id: z.number().int(),
  periodic_type: repeatTypeSchema,
  /** The next round's delivery day in Tehran, `YYYY-MM-DD` (Gregorian). */
  next_day: z.string(),
  /** The delivery window each round asks for, Tehran's `HH:MM`. */
  window: z.object({ started_at: z.string(), finished_at: z.string() }),
  /** Where it goes: the address (or the company centre) as one line. */
  destination: z.string(),
  posting_title: z.string(),
  payment_port: z.number().int(),
  lines: z.array(PeriodicPlanLineSchema),
  /** The available lines at today's prices, in rials (shipping and the slot's price come at placing). */
  goods_total: z.number().int(),
  /** The tracking code of the plan's latest order. */
  tracking_code: z.string(),
});
export type PeriodicPlan = z.infer<typeof PeriodicPlanSchema>;

export const PeriodicPlansSchema = z.object({ plans: z.array(PeriodicPlanSchema) });

/** `POST periodic-orders/{id}/skip`: the round (its delivery day) the customer does not want. */
export const SkipPeriodicRequestSchema = z.object({ day: calendarDaySchema }).strict();

/** `PUT periodic-orders/{id}`: another period, and/or the plan's own lines in other counts (fewer lines). */
export const ChangePeriodicRequestSchema = z
  .object({
    periodic_type: repeatTypeSchema.optional(),
    lines: z
      .array(
        z
          .object({
            type: z.union([z.literal(1), z.literal(2)], { error: m.cartTypeInvalid }),
            id: PositiveIdSchema,
            count: z
              .number({ error: m.cartCountInvalid })
              .int()
              .min(1, m.cartCountInvalid)
              .max(999, m.cartCountInvalid),
          })
          .strict(),
      )
      .min(1, { error: m.periodicLinesRequired })
      .max(100, { error: m.cartMultiTooMany })
      .optional(),
  })
  .strict();
export type ChangePeriodicRequest = z.input<typeof ChangePeriodicRequestSchema>;

export const StopPeriodicResultSchema = z.object({ stopped: z.literal(true) });
