import { and, asc, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentPortCustomers, paymentPorts, postingMethods } from '../tables.ts';

export type PostingMethodRow = typeof postingMethods.$inferSelect;
export type PaymentPortRow = typeof paymentPorts.$inferSelect;

/** Every shipping method, the switched-off ones too (the page shows them disabled). */
export function listPostingMethods(db: Db): Promise<PostingMethodRow[]> {
  return db.select().from(postingMethods).orderBy(asc(postingMethods.position), asc(postingMethods.id));
}

/** The ports this customer may use: switched on, and for everyone or listed for this customer. */
export function portsOfCustomer(db: Db, customerId: number): Promise<PaymentPortRow[]> {
  return db
    .select()
    .from(paymentPorts)
    .where(
      and(
        eq(paymentPorts.active, true),
        or(
          eq(paymentPorts.audience, 'all'),
          exists(
            db
              .select({ one: paymentPortCustomers.portId })
              .from(paymentPortCustomers)
              .where(
                and(
                  eq(paymentPortCustomers.portId, paymentPorts.id),
                  eq(paymentPortCustomers.customerId, customerId),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(paymentPorts.position), asc(paymentPorts.id));
}
