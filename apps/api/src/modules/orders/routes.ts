import { ordersContracts as c } from '@shop/domain/orders/contracts';
import { contractRoutesOn } from '../../http/contract-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CustomerAuth } from '../identity/index.ts';
import type { OrdersService } from './service.ts';

export function ordersRoutes(app: ZodApp, { orders, auth }: { orders: OrdersService; auth: CustomerAuth }) {
  const route = contractRoutesOn(app);
  const guard = auth.requireCustomer;
  route(c.orders, { guard }, async ({ query, request }) =>
    ok(await orders.listOrders(auth.customerOf(request), query)),
  );
  route(c.order, { guard }, async ({ params, request }) =>
    ok(await orders.getOrder(auth.customerOf(request), params.id)),
  );
  route(c.note, { guard }, async ({ params, body, request }) =>
    ok(await orders.addOrderNote(auth.customerOf(request), params.id, body)),
  );
  route(c.rate, { guard }, async ({ params, body, request }) =>
    ok(await orders.rateOrder(auth.customerOf(request), params.id, body)),
  );
  route(c.invoice, { guard }, async ({ params, request }) =>
    ok(await orders.getInvoice(auth.customerOf(request), params.id)),
  );
}
