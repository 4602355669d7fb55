import type { Seller } from '@shop/domain/orders/account-schemas';
import type { PrivateFileStore } from '../../adapters/files/port.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import type { CustomerAuth } from '../identity/index.ts';
import { ordersRoutes } from './routes.ts';
import { createOrdersService, type OrdersService } from './service.ts';

/**
 * Orders (issues 18–20): the orders table and its lines (public/, written by the checkout), and the
 * customer's own orders — the list, the detail with its timeline, notes and ratings. What moves an
 * order (placing, paying, cancelling) is the checkout's, a rung above, through the domain's table.
 */
export function ordersModule(
  platform: Platform,
  needs: { auth: CustomerAuth; seller: Seller; files: PrivateFileStore },
): ShopModule<OrdersService> {
  const orders = createOrdersService({
    db: platform.db,
    now: platform.now,
    seller: needs.seller,
    files: needs.files,
  });
  return {
    name: 'orders',
    face: orders,
    routes: { personal: (scope) => ordersRoutes(scope, { orders, auth: needs.auth }) },
  };
}
