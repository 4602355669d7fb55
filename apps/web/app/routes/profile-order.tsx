import { useCallback } from 'react';
import { data } from 'react-router';
import { formatTrackingCode } from '@shop/domain/orders/tracking-code';
import type { Route } from './+types/profile-order';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { addLinesToBasket } from '../features/basket/add-lines-to-basket.ts';
import { findOrder } from '../features/orders/api/find-order.ts';
import { getOrderPayments } from '../features/orders/api/get-order-payments.ts';
import { OrderPage } from '../features/orders/components/order-page.tsx';
import type { OrderBasketLine } from '../features/orders/order-lines.ts';
import { serverApi } from '../shared/api/server-context.ts';
import { format } from '../shared/i18n/fa.ts';
import { faOrders } from '../shared/i18n/fa-orders.ts';
import { paths } from '../shared/paths.ts';
import { requireIdParam } from '../shared/seo/canonical.ts';
import { NotFoundBoundary, notFoundMeta } from '../shared/ui/not-found-message.tsx';
import { useAccountUser } from './layouts/account.tsx';

/**
 * One of the customer's orders (the account layout required the customer; a visitor goes to sign in
 * and comes back). Another customer's id is the API's 404 (its owner is in the query): the page
 * answers 404 with «این سفارش پیدا نشد», and nothing of that order is loaded.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = requireIdParam(params.id);
  const api = serverApi(context);
  const order = await findOrder(api, id);
  if (!order) throw data(null, { status: 404 });
  return { order, payments: await getOrderPayments(api, id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? privatePageMeta(
        format(faOrders.page.title, { code: formatTrackingCode(loaderData.order.tracking_code) }),
      )
    : notFoundMeta(faOrders.page.notFound);

/** /profile/orders/{id}: the order's own page (decision 086); SMS texts and the invoice link here. */
export default function ProfileOrder({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser();
  const buyAgain = useCallback((lines: OrderBasketLine[]) => addLinesToBasket(user.id, lines), [user.id]);
  return <OrderPage order={loaderData.order} payments={loaderData.payments} onBuyAgain={buyAgain} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundBoundary
      error={error}
      title={faOrders.page.notFound}
      body={faOrders.page.notFoundBody}
      action={{ label: faOrders.page.toOrders, to: paths.profileOrders() }}
    />
  );
}
