import { bindUseCases } from '../../platform/shop-module.ts';
import type { OrdersContext } from './service/context.ts';
import { addOrderNote, getOrder, listOrders, rateOrder } from './service/customer-orders.ts';
import { getInvoice } from './service/invoice.ts';
import { readReceipt, uploadReceipt } from './service/receipts.ts';

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The customer's orders' use cases. */
export function createOrdersService(ctx: OrdersContext) {
  return bindUseCases(ctx, {
    listOrders,
    getOrder,
    addOrderNote,
    rateOrder,
    getInvoice,
    uploadReceipt,
    readReceipt,
  });
}
