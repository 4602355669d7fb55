import type { Address } from '@shop/domain/account/schemas';
import type { ReactNode } from 'react';
import { addressFacts } from '../../../shared/address/address-lines.ts';
import { faAddresses } from '../../../shared/i18n/fa-addresses.ts';

const t = faAddresses.page;

const action =
  'rounded-xl px-3 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';

type Props = {
  address: Address;
  isMain: boolean;
  canDelete: boolean;
  isBusy: boolean;
  onMakeMain: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One address of /profile/addresses (checkout-and-account.md §2 "Addresses"): the main one framed
 * and labelled; «انتخاب به عنوان آدرس اصلی» only on the others; «حذف» only while another is left.
 */
export function AddressCard({ address, isMain, canDelete, isBusy, onMakeMain, onEdit, onDelete }: Props) {
  const facts = addressFacts(address);
  return (
    <li
      data-testid="address-card"
      data-main={isMain || undefined}
      className={`flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ${isMain ? 'ring-2 ring-brand-600' : ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-bold">{facts.name}</h2>
        {isMain ? (
          <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            {t.main}
          </span>
        ) : null}
      </div>
      {/* Each term and its value in one div straight under the list: the only grouping a <dl> allows
          (axe's definition-list), the street on a row of its own and the rest wrapping beside each other. */}
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Fact label={t.street} className="basis-full">
          {facts.place}، {facts.street}
        </Fact>
        <Fact label={t.plaque}>{facts.plaque}</Fact>
        {facts.unit ? <Fact label={t.unit}>{facts.unit}</Fact> : null}
        {facts.postalCode ? (
          <Fact label={t.postalCode}>
            <bdi dir="ltr">{facts.postalCode}</bdi>
          </Fact>
        ) : null}
        <Fact label={t.mobile}>
          <bdi dir="ltr">{facts.mobile}</bdi>
        </Fact>
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-black/5 pt-4">
        {isMain ? null : (
          <button
            type="button"
            disabled={isBusy}
            onClick={onMakeMain}
            className={`${action} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {t.makeMain}
          </button>
        )}
        <button
          type="button"
          disabled={isBusy}
          onClick={onEdit}
          className={`${action} border border-black/10 hover:bg-surface`}
        >
          {t.edit}
        </button>
        {canDelete ? (
          <button
            type="button"
            disabled={isBusy}
            onClick={onDelete}
            className={`${action} border border-rose-200 text-rose-700 hover:bg-rose-50`}
          >
            {t.delete}
          </button>
        ) : (
          <p className="basis-full text-xs leading-6 text-muted">{t.onlyAddress}</p>
        )}
      </div>
    </li>
  );
}

function Fact({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex gap-2 ${className}`}>
      <dt className="shrink-0 text-muted">{label}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
