import type { Route } from './+types/cart';
import { ApiError } from '../shared/api/client.ts';
import { serverApi } from '../shared/api/server-context.ts';
import { fetchCartList } from '../features/basket/api/get-cart-list.ts';
import { getFreeShippingThreshold } from '../features/basket/api/get-free-shipping-threshold.ts';
import { CartPage } from '../features/basket/components/cart-page.tsx';
import { hasSessionCookie } from '../features/auth/api/find-current-user.ts';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { fa } from '../shared/i18n/fa.ts';

/**
 * A signed-in customer's basket is rendered on the server (GET cart/list with their cookie); a
 * guest's lives in their browser and appears after hydration. 401 (no session) and 403 (status 3,
 * who keep a local basket) are not errors here.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  const basket = hasSessionCookie(request.headers.get('cookie'))
    ? fetchCartList(api).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
        throw error;
      })
    : null;
  const [threshold, initial] = await Promise.all([getFreeShippingThreshold(api), basket]);
  return { threshold, initial };
}

export const meta: Route.MetaFunction = () => privatePageMeta(fa.basket.title);

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage initial={loaderData.initial} threshold={loaderData.threshold} />;
}
