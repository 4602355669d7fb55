import type { Invoice } from '@shop/domain/orders/account-schemas';
import { invoiceKindOf } from '@shop/domain/orders/documents';
import { formatTrackingCode } from '@shop/domain/orders/tracking-code';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { formatTehranDate } from '@shop/domain/tehran-time';
import { Link } from 'react-router';
import { format } from '../../../shared/i18n/fa.ts';
import { faInvoice } from '../../../shared/i18n/fa-invoice.ts';
import { paths } from '../../../shared/paths.ts';
import { FactList, Ltr } from './fact-list.tsx';
import { InvoiceLines } from './invoice-lines.tsx';
import { InvoiceParties } from './invoice-parties.tsx';
import { InvoiceTotals } from './invoice-totals.tsx';

const t = faInvoice;

/**
 * The sales invoice as one sheet (decision 59): the title, the order's number, tracking code and Jalali
 * date; seller and buyer; the rows; the totals and the payable in rials, tomans and words; how it is
 * paid. An unpaid order's sheet says it is a pro forma; a cancelled or returned one is stamped void.
 * Black on white with ruled tables when printed (app.css and the `print:` utilities here).
 */
export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { order } = invoice;
  const kind = invoiceKindOf(order.status);
  // The note typed at checkout is the buyer's instruction for this sale (decision 086); later notes
  // are a conversation about the order and stay on its page.
  const buyerNote = order.notes.find((note) => note.at_checkout);
  return (
    <article
      data-testid="invoice"
      data-kind={kind}
      className="relative mx-auto flex max-w-4xl flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-8 print:max-w-none print:gap-3 print:rounded-none print:p-0 print:shadow-none"
    >
      <header className="grid items-start gap-3 border-b-2 border-black/80 pb-3 sm:grid-cols-[1fr_auto] print:grid-cols-[1fr_auto]">
        <div>
          <p className="text-sm font-semibold text-brand-700 print:text-black">{invoice.seller.name}</p>
          <h1 className="text-xl font-black sm:text-2xl">
            {kind === 'proforma' ? t.proformaTitle : t.title}
          </h1>
        </div>
        <FactList
          testId="invoice-meta"
          facts={[
            [
              t.number,
              // Leads to the order's own page on screen (decision 086); printed, it is the number.
              <Link key="n" to={paths.order(order.id)} className="hover:underline print:no-underline">
                <Ltr>{toPersianDigits(order.id)}</Ltr>
              </Link>,
            ],
            [t.trackingCode, <Ltr key="c">{formatTrackingCode(order.tracking_code)}</Ltr>],
            [
              t.date,
              <time key="d" dateTime={order.receipted_at}>
                {formatTehranDate(new Date(order.receipted_at))}
              </time>,
            ],
          ]}
        />
      </header>
      {kind === 'proforma' ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 print:border print:border-black print:bg-white print:text-black">
          {t.proformaNote}
        </p>
      ) : null}
      {kind === 'void' ? (
        <>
          <p
            role="note"
            className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 print:border print:border-black print:bg-white print:text-black"
          >
            {format(t.voidNote, { status: order.status_fa })}
          </p>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/3 left-1/2 -translate-x-1/2 -rotate-12 rounded-xl border-4 border-red-700 px-6 py-2 text-4xl font-black text-red-700/70 print:border-black print:text-black/40"
          >
            {t.voidStamp}
          </span>
        </>
      ) : null}
      <InvoiceParties seller={invoice.seller} buyer={invoice.buyer} />
      <InvoiceLines rows={invoice.rows} />
      <InvoiceTotals invoice={invoice} />
      <FactList
        facts={[
          [t.payment, order.payment_type],
          [t.status, order.status_fa],
        ]}
      />
      {buyerNote ? (
        <section data-testid="invoice-buyer-note" className="text-sm leading-7 print:break-inside-avoid">
          <h2 className="font-bold">{t.buyerNote}</h2>
          {/* HTML the server made from the customer's text: escaped, line breaks as <br> (never markup). */}
          <p className="break-words" dangerouslySetInnerHTML={{ __html: buyerNote.context }} />
        </section>
      ) : null}
      <p className="border-t border-black/10 pt-3 text-xs text-muted print:border-black print:text-black">
        {t.footer}
      </p>
    </article>
  );
}
