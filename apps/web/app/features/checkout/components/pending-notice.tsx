import { Link } from 'react-router';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { paths } from '../../../shared/paths.ts';

/**
 * The pending-payment rule (spec §4): one unpaid order warns, two block the submit. Said at the top
 * of the page, before any step (issue 46: a customer had learned it only from the disabled submit
 * after filling everything in), with the way to those orders.
 */
export function PendingNotice({ rule: pending, id }: { rule: 'none' | 'warn' | 'block'; id: string }) {
  if (pending === 'none') return null;
  return (
    <div
      id={id}
      role={pending === 'block' ? 'alert' : 'status'}
      className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl px-4 py-2 text-sm ${pending === 'block' ? 'bg-rose-50 text-rose-800' : 'bg-amber-50 text-amber-800'}`}
    >
      <p className="py-1">{pending === 'block' ? faCheckout.pendingBlock : faCheckout.pendingWarn}</p>
      <Link to={paths.profileOrders()} className="inline-flex min-h-11 items-center font-semibold underline">
        {faCheckout.ordersLinkUnpaid}
      </Link>
    </div>
  );
}
