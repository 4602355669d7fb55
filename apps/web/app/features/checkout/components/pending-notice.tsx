import { Link } from 'react-router';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { paths } from '../../../shared/paths.ts';

/** The pending-payment rule (spec §4): one unpaid order warns, two block the submit. */
export function PendingNotice({ rule: pending }: { rule: 'none' | 'warn' | 'block' }) {
  if (pending === 'none') return null;
  return (
    <p
      role={pending === 'block' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm ${pending === 'block' ? 'bg-rose-50 text-rose-800' : 'bg-amber-50 text-amber-800'}`}
    >
      {pending === 'block' ? faCheckout.pendingBlock : faCheckout.pendingWarn}{' '}
      <Link to={paths.profileOrders()} className="font-semibold underline">
        {faCheckout.ordersLink}
      </Link>
    </p>
  );
}
