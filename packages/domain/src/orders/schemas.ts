import { z } from 'zod';
import { orderTransitions } from './status.ts';

/** The test door `PUT dev/orders/{id}/status` (DEV_ADMIN_ROUTES): the status to move the order to. */
export const DevOrderStatusRequestSchema = z
  .object({ status: z.union(Object.keys(orderTransitions).map((status) => z.literal(Number(status)))) })
  .strict();

/** The test door `PUT dev/payment-ports/{id}` (DEV_ADMIN_ROUTES): switches a payment port on or off. */
export const DevPaymentPortRequestSchema = z.object({ active: z.boolean() }).strict();
