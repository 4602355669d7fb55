import type { Route } from './+types/periodic-orders';
import { requireUser } from '../features/auth/api/require-user.ts';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { getPeriodicPlans } from '../features/periodic-orders/api/get-periodic-plans.ts';
import { PeriodicOrdersPage } from '../features/periodic-orders/components/periodic-orders-page.tsx';
import { serverApi } from '../shared/api/server-context.ts';
import { faPeriodicOrders } from '../shared/i18n/fa-periodic-orders.ts';
import { useFreshOnReturn } from '../shared/use-fresh-on-return.ts';

/**
 * /profile/periodic-orders, in the account area; the rounds' texts link here. The plans are read on the
 * server. The customer is required here too (asked once per request), so a visitor is sent to /login
 * before the plans are asked for.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  return { plans: await getPeriodicPlans(serverApi(context)) };
}

export const meta: Route.MetaFunction = () => privatePageMeta(faPeriodicOrders.pageTitle);

export default function PeriodicOrders({ loaderData }: Route.ComponentProps) {
  // A plan moves on by itself (a round placed at 10:00): coming back to the tab reads it again.
  useFreshOnReturn();
  return <PeriodicOrdersPage plans={loaderData.plans} />;
}
