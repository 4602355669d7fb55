import type { Address } from '@shop/domain/account/schemas';
import type { CheckoutData } from '@shop/domain/checkout/schemas';
import { displayPlace } from '@shop/domain/account/tehran';
import { formatPercent } from '@shop/domain/money';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { faCheckout } from '../../../shared/i18n/fa-checkout.ts';
import { format } from '../../../shared/i18n/fa.ts';
import { ChoiceRow } from './step-card.tsx';

/** «خیابان ولیعصر، پلاک ۱۲»: an address in one line, its digits Persian however they were typed. */
export function addressLine(a: Address): string {
  return toPersianDigits(`${a.address}، ${format(faCheckout.plaque, { number: a.number })}`);
}

/** A company order's receiving centres, with the company's discount at each. */
export function CentreChoices({
  centres,
  chosen,
  onChoose,
}: {
  centres: CheckoutData['company'];
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      {centres.map((c) => (
        <ChoiceRow key={c.id} name="centre" checked={c.id === chosen} onChoose={() => onChoose(c.id)}>
          <b>{c.name}</b>
          <span className="text-muted">{toPersianDigits(c.address)}</span>
          {c.discount_percent > 0 ? (
            <span className="text-brand-700">
              {format(faCheckout.companyDiscount, {
                percent: formatPercent(c.discount_percent),
              })}
            </span>
          ) : null}
        </ChoiceRow>
      ))}
      <p className="text-xs text-muted">{faCheckout.companyAt}</p>
    </div>
  );
}

/** The customer's addresses to choose from, each with its edit button, and the way to add one. */
export function AddressChoices({
  addresses,
  chosen,
  onChoose,
  onEdit,
  onAdd,
}: {
  addresses: Address[];
  chosen: number | null;
  onChoose: (id: number) => void;
  onEdit: (address: Address) => void;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      {addresses.length === 0 ? <p className="text-sm text-muted">{faCheckout.noAddress}</p> : null}
      {addresses.map((a) => (
        <ChoiceRow key={a.id} name="address" checked={a.id === chosen} onChoose={() => onChoose(a.id)}>
          <span className="flex items-center justify-between gap-2">
            <b>{a.name}</b>
            <button
              type="button"
              className="-my-3 inline-flex min-h-11 min-w-11 items-center justify-center px-2 text-brand-700"
              onClick={() => onEdit(a)}
            >
              {faCheckout.edit}
            </button>
          </span>
          <span>{`${displayPlace(a.province)}، ${displayPlace(a.city)}، ${addressLine(a)}`}</span>
          <span className="text-muted" dir="ltr">
            {toPersianDigits(a.mobile)}
          </span>
        </ChoiceRow>
      ))}
      <button
        type="button"
        className="min-h-11 rounded-xl border border-dashed border-brand-600 py-3 text-sm font-semibold text-brand-700"
        onClick={onAdd}
      >
        {faCheckout.addAddress}
      </button>
    </div>
  );
}
