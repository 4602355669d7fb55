import type { Invoice } from '@shop/domain/orders/account-schemas';
import { toDisplayMobile } from '@shop/domain/mobile';
import { toPersianDigits } from '@shop/domain/persian-digits';
import type { ReactNode } from 'react';
import { faInvoice } from '../../../shared/i18n/fa-invoice.ts';
import { FactList, Ltr } from './fact-list.tsx';

const t = faInvoice;

/** The seller's and the buyer's blocks, side by side on a wide screen and on paper. */
export function InvoiceParties({ seller, buyer }: Pick<Invoice, 'seller' | 'buyer'>) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
      <PartyBlock title={t.seller} testId="invoice-seller">
        {/* What the shop has not set (SELLER_*: a demo shop has no economic code) is left out, not
            printed as an empty line. */}
        <FactList
          facts={(
            [
              [t.name, seller.name, false],
              [t.economicCode, seller.economic_code, true],
              [t.nationalId, seller.national_id, true],
              [t.phone, seller.phone, true],
              [t.address, seller.address, false],
              [t.postalCode, seller.postal_code, true],
            ] as const
          )
            .filter(([, value]) => value.trim() !== '')
            .map(([label, value, isCode]): [string, ReactNode] => [
              label,
              isCode ? <Ltr key={label}>{toPersianDigits(value)}</Ltr> : toPersianDigits(value),
            ])}
        />
      </PartyBlock>
      <PartyBlock title={t.buyer} testId="invoice-buyer">
        <FactList
          facts={[
            [t.buyerName, buyer.name],
            [
              t.nationalCode,
              buyer.national_no ? <Ltr key="n">{toPersianDigits(buyer.national_no)}</Ltr> : t.noNationalCode,
            ],
            [t.mobile, <Ltr key="m">{toPersianDigits(toDisplayMobile(buyer.mobile))}</Ltr>],
            [t.address, toPersianDigits(buyer.address)],
            [t.postalCode, buyer.postal_code ? <Ltr key="c">{toPersianDigits(buyer.postal_code)}</Ltr> : '—'],
          ]}
        />
      </PartyBlock>
    </div>
  );
}

function PartyBlock({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section
      data-testid={testId}
      className="rounded-xl border border-black/15 p-3 print:break-inside-avoid print:rounded-none print:border-black"
    >
      <h2 className="mb-2 border-b border-black/10 pb-1.5 text-sm font-bold print:border-black">{title}</h2>
      {children}
    </section>
  );
}
