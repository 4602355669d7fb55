import { redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { currentUserOf } from '../features/auth/api/current-user.ts';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { loadCheckout } from '../features/checkout/api/checkout-api.ts';
import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { ApiError } from '../shared/api/client.ts';
import { serverApi } from '../shared/api/server-context.ts';
import { mapTilesContext } from '../shared/map-tiles-context.ts';
import { useFreshOnReturn } from '../shared/use-fresh-on-return.ts';
import { faCheckout } from '../shared/i18n/fa-checkout.ts';
import { paths } from '../shared/paths.ts';

/**
 * /checkout (checkout-and-account.md §4): a guest goes home, an unfinished registration to /register
 * and back, a basket with problems to /cart, an empty one home; otherwise the page, rendered on the
 * server with everything the steps offer.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await currentUserOf(context, request);
  if (!user) throw redirect(paths.home());
  if (user.register_status === 3) throw redirect(paths.register(paths.checkout()));
  try {
    const load = await loadCheckout(serverApi(context));
    if (load.cartProblems.length > 0) throw redirect(paths.cart());
    if (load.data.total_price === 0) throw redirect(paths.home());
    return { user, load, mapTiles: context.get(mapTilesContext) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw redirect(paths.register(paths.checkout()));
    if (error instanceof ApiError && error.status === 401) throw redirect(paths.home());
    throw error;
  }
}

export const meta: Route.MetaFunction = () => privatePageMeta(faCheckout.pageTitle);

export default function Checkout({ loaderData }: Route.ComponentProps) {
  useFreshOnReturn();
  return <CheckoutPage load={loaderData.load} user={loaderData.user} mapTiles={loaderData.mapTiles} />;
}
