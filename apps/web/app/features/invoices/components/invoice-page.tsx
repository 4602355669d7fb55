import type { Invoice } from '@shop/domain/orders/account-schemas';
import { offersPaymentReceipt } from '@shop/domain/orders/documents';
import { Link } from 'react-router';
import { faInvoice } from '../../../shared/i18n/fa-invoice.ts';
import { paths } from '../../../shared/paths.ts';
import { InvoiceSheet } from './invoice-sheet.tsx';
import { PaperToolbar, paperLinkClass } from './paper-toolbar.tsx';
import { PrintButton } from './print-button.tsx';

/** /invoices/{id}: the toolbar on screen (back, the payment receipt when there is one, «چاپ») and the sheet. */
export function InvoicePage({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <PaperToolbar width="max-w-4xl" orderId={invoice.order.id}>
        {offersPaymentReceipt(invoice.order) ? (
          <Link to={paths.paymentReceipt(invoice.order.id)} className={paperLinkClass}>
            {faInvoice.receipt}
          </Link>
        ) : null}
        <PrintButton />
      </PaperToolbar>
      <InvoiceSheet invoice={invoice} />
    </>
  );
}
