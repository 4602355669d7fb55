import * as account from '@shop/domain/account/endpoints';
import type { AddressCreateRequest } from '@shop/domain/account/schemas';
import type { ApiClient } from '../api/client.ts';

// The address calls (docs/api.md "Account"), shared: the address dialog saves and names points for
// the checkout and /profile/addresses alike, and both list addresses and change the main one.

export async function listAddresses(api: ApiClient) {
  return (await api.call(account.addresses)).data;
}

/** Creates the address (`id` null) or edits it (`_method: PUT`). */
export async function saveAddress(api: ApiClient, id: number | null, form: AddressCreateRequest) {
  return id === null
    ? (await api.call(account.createAddress, { body: form })).data
    : (await api.call(account.changeAddress, { params: { id }, body: { ...form, _method: 'PUT' } })).data;
}

/** Deletes the address; the API refuses the last one (422 LAST_ADDRESS). */
export async function deleteAddress(api: ApiClient, id: number) {
  await api.call(account.changeAddress, { params: { id }, body: { _method: 'DELETE' } });
}

export async function makeMainAddress(api: ApiClient, id: number) {
  await api.call(account.makeMainAddress, { params: { id }, body: { _method: 'PUT' } });
}

/** What a point is (refused outside Tehran): the form's read-only province and city. */
export async function localityOf(api: ApiClient, point: { lat: number; lng: number }) {
  return (await api.call(account.cedarLocality, { query: { lat: point.lat, lng: point.lng } })).data;
}

/** The map's search box (`GET cedar/search`): up to 15 places in Tehran, the nearer to `near` first. */
export async function searchPlaces(
  api: ApiClient,
  q: string,
  near: { lat: number; lng: number },
  signal?: AbortSignal,
) {
  const query = { q, lat: near.lat, lng: near.lng };
  return (await api.call(account.placeSearch, { query, ...(signal ? { signal } : {}) })).data;
}
