import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { offersInvoice, offersPaymentReceipt } from '@shop/domain/orders/documents';
import { Link } from 'react-router';
import { faOrders } from '../../../shared/i18n/fa-orders.ts';
import { paths } from '../../../shared/paths.ts';

const t = faOrders.documents;
const linkClass =
  'inline-flex items-center justify-center rounded-xl border border-black/10 bg-white px-4 py-2.5 text-sm font-semibold transition hover:bg-surface';

/**
 * The order's papers (decision 59): «مشاهدهٔ فاکتور» once the shop took the order on (processing, sent,
 * delivered), «رسید پرداخت» once there is a payment or a transfer's receipt to show.
 */
export function OrderDocuments({ order }: { order: OrderDetail }) {
  const invoice = offersInvoice(order.status);
  const receipt = offersPaymentReceipt(order);
  if (!invoice && !receipt) return null;
  return (
    <div data-testid="order-documents" className="flex flex-wrap gap-2 *:grow *:basis-36">
      {invoice ? (
        <Link to={paths.invoice(order.id)} className={linkClass}>
          {t.invoice}
        </Link>
      ) : null}
      {receipt ? (
        <Link to={paths.paymentReceipt(order.id)} className={linkClass}>
          {t.paymentReceipt}
        </Link>
      ) : null}
    </div>
  );
}
