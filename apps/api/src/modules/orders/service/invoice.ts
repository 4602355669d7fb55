import { eq } from 'drizzle-orm';
import type { Invoice, Seller } from '@shop/domain/orders/account-schemas';
import { invoiceOf } from '@shop/domain/orders/invoice';
import type { SessionCustomer } from '../../identity/index.ts';
import { customers } from '../../identity/public/tables.ts';
import type { OrdersContext } from './context.ts';
import { findOwnOrder, orderDetailOf } from './order-detail.ts';

/**
 * `GET invoices/{id}`: one of the caller's orders as an Iranian sales invoice. The buyer is the account
 * (its name and national code), at the order's destination; the rows and totals are the order's own.
 */
export async function getInvoice(
  ctx: OrdersContext,
  caller: SessionCustomer,
  orderId: number,
): Promise<Invoice> {
  const order = await findOwnOrder(ctx.db, caller.customer.id, orderId);
  const [[buyer], detail] = await Promise.all([
    ctx.db
      .select({
        firstName: customers.firstName,
        lastName: customers.lastName,
        nationalNo: customers.nationalNo,
        mobile: customers.mobile,
      })
      .from(customers)
      .where(eq(customers.id, order.customerId)),
    orderDetailOf(ctx.db, order, ctx.now()),
  ]);
  const name = [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ') || order.destination.name;
  const place = order.destination;
  return {
    order: detail,
    seller: ctx.seller,
    buyer: {
      name,
      national_no: buyer?.nationalNo ?? null,
      mobile: place.mobile || (buyer?.mobile ?? ''),
      postal_code: place.postal_code,
      address: [
        place.city,
        place.address,
        place.number && `پلاک ${place.number}`,
        place.unit && `واحد ${place.unit}`,
      ]
        .filter(Boolean)
        .join('، '),
    },
    // The same function the order's own page uses (decision 086): one set of figures.
    ...invoiceOf(detail),
  };
}

export type { Seller };
