import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/payments';
import { requireUser } from '../features/auth/api/require-user.ts';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { faPayments } from '../shared/i18n/fa-checkout.ts';
import { paths } from '../shared/paths.ts';
import { formatTrackingCode, readTrackingCode } from '@shop/domain/orders/tracking-code';

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  return null;
}

export const meta: Route.MetaFunction = () => privatePageMeta(faPayments.title);

/**
 * /payments: the result of placing (later, paying) an order, read from the query as the spec says
 * (tracking_code, message, status), with the way to the customer's orders. Only a tracking code
 * that reads as one is shown; the message is text, never markup.
 */
export default function Payments() {
  const [query] = useSearchParams();
  const code = readTrackingCode(query.get('tracking_code') ?? '');
  const message = (query.get('message') ?? '').slice(0, 300);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <h1 className="text-xl font-bold">{faPayments.title}</h1>
      {message ? <p data-testid="payment-message">{message}</p> : null}
      {code ? (
        <p data-testid="tracking-code" className="rounded-xl bg-brand-50 px-4 py-3 text-lg font-bold">
          {faPayments.tracking}{' '}
          {/* Two groups of digits read left to right, as on the phone, in any surrounding direction. */}
          <bdi dir="ltr">{formatTrackingCode(code)}</bdi>
        </p>
      ) : null}
      <div className="flex gap-3">
        <Link
          to={paths.profileOrders()}
          className="rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white"
        >
          {faPayments.orders}
        </Link>
        <Link to={paths.home()} className="rounded-xl border border-black/10 px-5 py-3 font-semibold">
          {faPayments.home}
        </Link>
      </div>
    </div>
  );
}
