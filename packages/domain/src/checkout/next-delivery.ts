import { z } from 'zod';
import { SlotTimeSchema } from './schemas.ts';

/**
 * `GET delivery/next-slot` (issue 46 item 12; decision 091): the first home-delivery slot that can still
 * be booked now, as the checkout would offer it (the same planned slots, cut-off and capacity), for
 * the product page's promise «ارسال از فردا ۱۰ تا ۱۳». Null when no slot of the coming days is open.
 */
export const NextDeliverySchema = z
  .object({
    /** Tehran's date, YYYY-MM-DD. */
    date: z.string(),
    /** The slot's day said as a customer says it, when it is today or tomorrow in Tehran. */
    relative_day: z.enum(['today', 'tomorrow']).nullable(),
    /** «شنبه»: for a later day. */
    day_of_week: z.string(),
    time: SlotTimeSchema,
  })
  .nullable();
export type NextDelivery = z.infer<typeof NextDeliverySchema>;
