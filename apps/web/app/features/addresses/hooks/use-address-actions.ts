import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { deleteAddress, makeMainAddress } from '../../../shared/address/address-calls.ts';
import { addressErrorMessage } from '../../../shared/address/address-error.ts';
import { faAddresses } from '../../../shared/i18n/fa-addresses.ts';
import { notify } from '../../../shared/ui/notify.ts';

const t = faAddresses.page;

/**
 * The list's two writes, each followed by the page's data loaded again (the spec's "the list
 * reloads"; the account layout's customer too, whose register_status an address changes), refused or not. `busyId`
 * is the address being changed: its buttons wait, so a double tap sends one call.
 */
export function useAddressActions() {
  const revalidator = useRevalidator();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run(id: number, call: () => Promise<void>, done: string): Promise<boolean> {
    setBusyId(id);
    try {
      await call();
      notify('success', done);
      await revalidator.revalidate();
      return true;
    } catch (error) {
      notify('error', addressErrorMessage(error));
      // A refusal may mean the list is stale (the address deleted in another tab): show what is so.
      await revalidator.revalidate();
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return {
    busyId,
    reload: () => revalidator.revalidate(),
    makeMain: (id: number) => run(id, () => makeMainAddress(browserApi, id), t.madeMain),
    remove: (id: number) => run(id, () => deleteAddress(browserApi, id), t.deleted),
  };
}
