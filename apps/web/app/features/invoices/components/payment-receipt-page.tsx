import type { ReactNode } from 'react';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { formatToman } from '@shop/domain/money';
import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { offersInvoice } from '@shop/domain/orders/documents';
import { formatTrackingCode } from '@shop/domain/orders/tracking-code';
import { formatTehranDateTime } from '@shop/domain/tehran-time';
import { Link } from 'react-router';
import { faInvoice } from '../../../shared/i18n/fa-invoice.ts';
import { paths } from '../../../shared/paths.ts';
import { receiptViewUrl } from '../../../shared/receipt-url.ts';
import { FilePreview } from '../../../shared/ui/file-preview.tsx';
import { paymentReceiptFacts } from '../invoice-figures.ts';
import { FactList, Ltr } from './fact-list.tsx';
import { PaperToolbar, paperLinkClass } from './paper-toolbar.tsx';
import { PrintButton } from './print-button.tsx';

const t = faInvoice.paymentReceipt;
const tones = {
  paid: 'bg-emerald-50 text-emerald-800',
  checking: 'bg-amber-50 text-amber-900',
  'on-delivery': 'bg-sky-50 text-sky-900',
  awaiting: 'bg-amber-50 text-amber-900',
  void: 'bg-red-50 text-red-800',
} as const;

/**
 * /receipts/{id}, «رسید پرداخت» (decision 59): where the payment stands, the tracking code, when and
 * how it was paid, the amounts (the wallet's part, the bank's or the transfer's, the total paid), and
 * a bank transfer's receipt as sent. Printable like the invoice.
 */
export function PaymentReceiptPage({ order }: { order: OrderDetail }) {
  const facts = paymentReceiptFacts(order);
  const transfer = facts.state === 'checking' || facts.state === 'paid' ? order.receipt : null;
  return (
    <>
      <PaperToolbar width="max-w-2xl" orderId={order.id}>
        {offersInvoice(order.status) ? (
          <Link to={paths.invoice(order.id)} className={paperLinkClass}>
            {faInvoice.invoice}
          </Link>
        ) : null}
        <PrintButton />
      </PaperToolbar>
      <article
        data-testid="payment-receipt"
        data-state={facts.state}
        className="mx-auto flex max-w-2xl flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm sm:p-8 print:max-w-none print:rounded-none print:p-0 print:shadow-none"
      >
        <header className="flex flex-wrap items-center justify-between gap-3 border-b-2 border-black/80 pb-3">
          <h1 className="text-xl font-black">{t.title}</h1>
          <p
            data-testid="payment-state"
            className={`rounded-full px-3 py-1 text-sm font-bold ${tones[facts.state]} print:border print:border-black print:bg-white print:text-black`}
          >
            {t.states[facts.state]}
          </p>
        </header>
        <p className="text-sm leading-7 text-muted print:text-black">{t.stateNotes[facts.state]}</p>
        <FactList
          testId="payment-facts"
          facts={[
            [t.trackingCode, <Ltr key="c">{formatTrackingCode(order.tracking_code)}</Ltr>],
            [
              facts.at.label,
              <time key="t" dateTime={facts.at.iso}>
                {formatTehranDateTime(new Date(facts.at.iso))}
              </time>,
            ],
            [t.way, facts.way],
            // The bank's own reference, which its statement and support ask for (paid online only).
            ...(facts.state === 'paid' && order.bank_reference
              ? [
                  [t.bankReference, <Ltr key="r">{toPersianDigits(order.bank_reference)}</Ltr>] satisfies [
                    string,
                    ReactNode,
                  ],
                ]
              : []),
            [t.orderStatus, order.status_fa],
          ]}
        />
        <table data-testid="payment-figures" className="w-full border-collapse text-sm">
          <tbody>
            {facts.figures.map((figure) => (
              <tr key={figure.key} className={figure.isTotal ? 'font-bold' : ''}>
                <th
                  scope="row"
                  className="border border-black/15 px-3 py-2 text-start font-normal print:border-black"
                >
                  {figure.isTotal ? <strong>{figure.label}</strong> : figure.label}
                </th>
                <td className="border border-black/15 px-3 py-2 text-end whitespace-nowrap print:border-black">
                  {formatToman(figure.rials)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {transfer ? (
          <section className="flex flex-col gap-2 print:hidden">
            <h2 className="text-sm font-bold">{t.transferReceipt}</h2>
            <FilePreview
              url={receiptViewUrl(transfer)}
              kind={transfer.type === 'application/pdf' ? 'pdf' : 'image'}
              label={t.openTransferReceipt}
              imageAlt={t.imageAlt}
              pdfLabel={t.pdf}
              testId="transfer-receipt"
            />
          </section>
        ) : null}
      </article>
    </>
  );
}
