import type { Route } from './+types/profile-addresses';
import { AddressesPage } from '../features/addresses/components/addresses-page.tsx';
import { privatePageMeta } from '../features/auth/private-meta.ts';
import { listAddresses } from '../shared/address/address-calls.ts';
import { serverApi } from '../shared/api/server-context.ts';
import { faAddresses } from '../shared/i18n/fa-addresses.ts';
import { mapTilesContext } from '../shared/map-tiles-context.ts';
import { useAccountUser } from './layouts/account.tsx';

/** The customer's addresses, rendered on the server (the account layout required the customer). */
export async function loader({ context }: Route.LoaderArgs) {
  return { addresses: await listAddresses(serverApi(context)), mapTiles: context.get(mapTilesContext) };
}

export const meta: Route.MetaFunction = () => privatePageMeta(faAddresses.page.pageTitle);

/** /profile/addresses: the addresses feature's list and the shared map dialog. */
export default function ProfileAddresses({ loaderData }: Route.ComponentProps) {
  const user = useAccountUser();
  return (
    <AddressesPage
      addresses={loaderData.addresses}
      mapTiles={loaderData.mapTiles}
      customer={{ name: [user.first_name, user.last_name].filter(Boolean).join(' '), mobile: user.mobile }}
    />
  );
}
