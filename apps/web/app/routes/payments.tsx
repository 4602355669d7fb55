import { useSearchParams } from 'react-router';
import type { Route } from './+types/payments';
import { requireUser } from '../features/auth/api/require-user.ts';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { PaymentResult } from '../features/checkout/components/payment-result.tsx';
import { faPayments } from '../shared/i18n/fa-checkout.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  return null;
}

export const meta: Route.MetaFunction = () => privatePageMeta(faPayments.title);

/** /payments: the result of placing or paying an order (features/checkout/components/payment-result.tsx). */
export default function Payments() {
  const [query] = useSearchParams();
  return <PaymentResult query={query} />;
}
