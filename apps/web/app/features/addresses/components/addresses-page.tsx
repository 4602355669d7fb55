import type { MapTiles } from '@shop/domain/account/map-tiles';
import type { Address } from '@shop/domain/account/schemas';
import { useRef, useState } from 'react';
import { AddressDialog } from '../../../shared/address/address-dialog.tsx';
import type { Prefill } from '../../../shared/address/address-form.tsx';
import { canDelete } from '../../../shared/address/address-lines.ts';
import { faAddresses } from '../../../shared/i18n/fa-addresses.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { PlusIcon } from '../../../shared/ui/icons.tsx';
import { useAddressActions } from '../hooks/use-address-actions.ts';
import { AddressCard } from './address-card.tsx';

const t = faAddresses.page;

type Props = { addresses: Address[]; mapTiles: MapTiles | null; customer: Prefill };

/**
 * /profile/addresses (checkout-and-account.md §2 "Addresses", §4 "Address modal", §8): the list with
 * the main address first and framed, the checkout's map dialog to add or edit, make main, and delete
 * after a question. Every change loads the list again from the server.
 */
export function AddressesPage({ addresses, mapTiles, customer }: Props) {
  const actions = useAddressActions();
  const [dialog, setDialog] = useState<{ editing: Address | null } | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasDeleted = useRef(false);
  const isDeletable = canDelete(addresses);

  async function confirmDelete() {
    if (!deleting) return;
    wasDeleted.current = await actions.remove(deleting.id);
    setDeleting(null);
  }

  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {t.heading}
        </h1>
        <button
          type="button"
          onClick={() => setDialog({ editing: null })}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <PlusIcon className="size-5" />
          {t.add}
        </button>
      </div>
      {addresses.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center text-muted shadow-sm">{t.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              isMain={address.type === 1}
              canDelete={isDeletable}
              isBusy={actions.busyId !== null}
              onMakeMain={() => void actions.makeMain(address.id)}
              onEdit={() => setDialog({ editing: address })}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </ul>
      )}
      {dialog ? (
        <AddressDialog
          open
          mapTiles={mapTiles}
          onOpenChange={(isOpen) => !isOpen && setDialog(null)}
          editing={dialog.editing}
          // The spec prefills a first address with the customer's name and number.
          prefill={addresses.length === 0 ? customer : null}
          onSaved={() => {
            setDialog(null);
            void actions.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteQuestion}
        detail={t.deleteDetail}
        confirmLabel={t.deleteConfirm}
        keepLabel={t.deleteKeep}
        isBusy={deleting !== null && actions.busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
        onCloseAutoFocus={(event) => {
          // The deleted card's button is gone: focus goes to the heading instead of the page's top.
          if (!wasDeleted.current) return;
          wasDeleted.current = false;
          event.preventDefault();
          heading.current?.focus();
        }}
      />
    </section>
  );
}
