import { useCallback } from 'react';
import type { Route } from './+types/profile-orders';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { addLinesToBasket } from '../features/basket/add-lines-to-basket.ts';
import { getOrders } from '../features/orders/api/get-orders.ts';
import { OrdersList } from '../features/orders/components/orders-list.tsx';
import type { OrderBasketLine } from '../features/orders/order-lines.ts';
import { pageOf } from '../features/orders/order-pages.ts';
import { serverApi } from '../shared/api/server-context.ts';
import { faOrders } from '../shared/i18n/fa-orders.ts';
import { useAccountUser } from './layouts/account.tsx';

/** A page of the customer's orders, rendered on the server (the account layout required the customer). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url).search);
  return { page, orders: await getOrders(serverApi(context), page) };
}

export const meta: Route.MetaFunction = () => privatePageMeta(faOrders.pageTitle);

/** /profile/orders: the orders feature's list; «خرید مجدد» puts lines in through the basket feature. */
export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser();
  const buyAgain = useCallback((lines: OrderBasketLine[]) => addLinesToBasket(user.id, lines), [user.id]);
  return <OrdersList orders={loaderData.orders} page={loaderData.page} onBuyAgain={buyAgain} />;
}
