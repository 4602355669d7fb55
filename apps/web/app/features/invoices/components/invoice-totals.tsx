import { formatNumberFa } from '@shop/domain/money';
import type { Invoice } from '@shop/domain/orders/account-schemas';
import { faInvoice } from '../../../shared/i18n/fa-invoice.ts';
import { amountInFull, invoiceFigures } from '../invoice-figures.ts';

const t = faInvoice.totals;

/**
 * The totals under the rows (invoice-figures.ts), then the payable as an Iranian invoice closes: in
 * rials, in tomans, and in words. Kept whole on one page when printed.
 */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const payable = amountInFull(invoice.totals.payable);
  return (
    <section
      data-testid="invoice-totals"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_20rem] print:grid-cols-[minmax(0,1fr)_18rem] print:break-inside-avoid"
    >
      <div className="order-last flex flex-col justify-center gap-1 rounded-xl border border-black/15 p-3 text-sm leading-7 sm:order-first print:rounded-none print:border-black">
        <p className="font-bold">
          {t.payable}: <span data-testid="invoice-payable-rials">{payable.rials}</span>
        </p>
        <p data-testid="invoice-payable-tomans">{payable.tomans}</p>
        <p data-testid="invoice-payable-words">{payable.words}</p>
      </div>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t.title}</caption>
        <tbody>
          {invoiceFigures(invoice).map((figure) => (
            <tr
              key={figure.key}
              data-testid={`invoice-figure-${figure.key}`}
              className={figure.isTotal ? 'font-bold' : ''}
            >
              <th
                scope="row"
                className="border border-black/15 px-2 py-1.5 text-start font-normal print:border-black"
              >
                {figure.isTotal ? <strong>{figure.label}</strong> : figure.label}
              </th>
              <td className="border border-black/15 px-2 py-1.5 text-end tabular-nums whitespace-nowrap print:border-black">
                {figure.isFree ? t.deliveryFree : formatNumberFa(figure.rials)}
              </td>
            </tr>
          ))}
          <tr data-testid="invoice-figure-payable" className="bg-surface font-bold print:bg-white">
            <th scope="row" className="border border-black/15 px-2 py-1.5 text-start print:border-black">
              {t.payable}
            </th>
            <td className="border border-black/15 px-2 py-1.5 text-end tabular-nums whitespace-nowrap print:border-black">
              {formatNumberFa(invoice.totals.payable)}
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
