import { data } from 'react-router';
import type { Route } from './+types/payment-receipt';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { findOrder } from '../features/invoices/api/find-order.ts';
import { PaymentReceiptPage } from '../features/invoices/components/payment-receipt-page.tsx';
import { PaperNotFound } from '../features/invoices/components/paper-not-found.tsx';
import { serverApi } from '../shared/api/server-context.ts';
import { faInvoice } from '../shared/i18n/fa-invoice.ts';
import { requireIdParam } from '../shared/seo/canonical.ts';
import { notFoundMeta } from '../shared/ui/not-found-message.tsx';

/** The caller's order (the paper layout required the customer); another's id is the API's 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const order = await findOrder(serverApi(context), requireIdParam(params.invoiceId));
  if (!order) throw data(null, { status: 404 });
  return { order };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? privatePageMeta(faInvoice.paymentReceipt.pageTitle) : notFoundMeta(faInvoice.notFound);

/** /receipts/{invoiceId}: the order's payment receipt, «رسید پرداخت» (decision 59). */
export default function PaymentReceiptRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentReceiptPage order={loaderData.order} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PaperNotFound error={error} />;
}
