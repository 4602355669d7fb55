import { formatNumberFa } from '@shop/domain/money';
import type { Invoice } from '@shop/domain/orders/account-schemas';
import { faInvoice } from '../../../shared/i18n/fa-invoice.ts';
import { CatalogueText } from '../../../shared/format/catalogue-text.tsx';

const c = faInvoice.columns;
const cell = 'border border-black/15 px-2 py-1.5 print:border-black';
const number = `${cell} text-end tabular-nums whitespace-nowrap`;

/**
 * The invoice's rows as a real table (row, goods, count, list price, discount, total; rials as Iranian
 * invoices keep them). On a phone it scrolls sideways inside its frame rather than squeezing the
 * names; on paper the header repeats on each page and no row is cut in two.
 */
export function InvoiceLines({ rows }: { rows: Invoice['rows'] }) {
  return (
    <section aria-labelledby="invoice-lines" className="print:break-inside-auto">
      <h2 id="invoice-lines" className="sr-only">
        {faInvoice.lines}
      </h2>
      <div className="overflow-x-auto print:overflow-visible">
        <table
          data-testid="invoice-lines"
          className="w-full min-w-[30rem] border-collapse text-xs sm:text-sm print:min-w-0 print:text-xs"
        >
          <thead className="bg-surface print:bg-white">
            <tr>
              <th scope="col" className={`${cell} w-10`}>
                {c.row}
              </th>
              <th scope="col" className={`${cell} text-start`}>
                {c.product}
              </th>
              <th scope="col" className={`${cell} w-14`}>
                {c.count}
              </th>
              <th scope="col" className={cell}>
                {c.unitPrice}
              </th>
              <th scope="col" className={cell}>
                {c.discount}
              </th>
              <th scope="col" className={cell}>
                {c.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row} className="break-inside-avoid">
                <td className={`${cell} text-center`}>{formatNumberFa(row.row)}</td>
                <td className={`${cell} min-w-36`}>
                  <CatalogueText text={row.name} />
                </td>
                <td className={`${cell} text-center`}>{formatNumberFa(row.count)}</td>
                <td className={number}>{formatNumberFa(row.unit_price)}</td>
                <td className={number}>{formatNumberFa(row.discount)}</td>
                <td className={number}>{formatNumberFa(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
