import { redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { requireUser } from '../features/auth/api/require-user.ts';
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
 * /checkout (checkout-and-account.md §4): a guest signs in and comes back (issue 46, decision 085; the
 * spec sent them home without a word), an unfinished registration goes to /register and back, a
 * basket with problems to /cart, an empty one home; otherwise the page, rendered on the server with
 * everything the steps offer.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  if (user.register_status === 3) throw redirect(paths.register(paths.checkout()));
  try {
    const load = await loadCheckout(serverApi(context));
    if (load.cartProblems.length > 0) throw redirect(paths.cart());
    if (load.data.total_price === 0) throw redirect(paths.home());
    return { user, load, mapTiles: context.get(mapTilesContext) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw redirect(paths.register(paths.checkout()));
    // A session that ended between the two calls: sign in again and come back.
    if (error instanceof ApiError && error.status === 401) throw redirect(paths.login(paths.checkout()));
    throw error;
  }
}

export const meta: Route.MetaFunction = () => privatePageMeta(faCheckout.pageTitle);

export default function Checkout({ loaderData }: Route.ComponentProps) {
  useFreshOnReturn();
  return <CheckoutPage load={loaderData.load} user={loaderData.user} mapTiles={loaderData.mapTiles} />;
}
