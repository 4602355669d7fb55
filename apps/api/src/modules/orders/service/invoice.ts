import { eq } from 'drizzle-orm';
import type { Invoice, Seller } from '@shop/domain/orders/account-schemas';
import { invoiceRows, invoiceTotals } from '@shop/domain/orders/invoice';
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
  const rows = invoiceRows(detail.products);
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
    rows,
    totals: invoiceTotals(rows, {
      companyDiscount: order.companyDiscount,
      couponDiscount: order.couponDiscount,
      shippingCost: order.shippingCost,
      slotPrice: order.slotPrice,
      amount: order.total,
      walletSpent: order.walletSpent,
      debtPaid: order.debtPaid,
      payable: order.payable,
    }),
  };
}

export type { Seller };
