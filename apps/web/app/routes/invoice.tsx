import { data } from 'react-router';
import type { Route } from './+types/invoice';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { findInvoice } from '../features/invoices/api/find-invoice.ts';
import { InvoicePage } from '../features/invoices/components/invoice-page.tsx';
import { PaperNotFound } from '../features/invoices/components/paper-not-found.tsx';
import { serverApi } from '../shared/api/server-context.ts';
import { faInvoice } from '../shared/i18n/fa-invoice.ts';
import { requireIdParam } from '../shared/seo/canonical.ts';
import { notFoundMeta } from '../shared/ui/not-found-message.tsx';

/** The caller's invoice (the paper layout required the customer); another's id is the API's 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const invoice = await findInvoice(serverApi(context), requireIdParam(params.id));
  if (!invoice) throw data(null, { status: 404 });
  return { invoice };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? privatePageMeta(faInvoice.pageTitle) : notFoundMeta(faInvoice.notFound);

/** /invoices/{id}: the printable sales invoice (features/invoices). */
export default function InvoiceRoute({ loaderData }: Route.ComponentProps) {
  return <InvoicePage invoice={loaderData.invoice} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PaperNotFound error={error} />;
}
