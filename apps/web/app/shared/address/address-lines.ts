import type { Address } from '@shop/domain/account/schemas';
import { displayPlace } from '@shop/domain/account/tehran';
import { toDisplayMobile } from '@shop/domain/mobile';
import { toPersianDigits } from '@shop/domain/persian-digits';

/**
 * An address as the profile's list shows it (checkout-and-account.md §2 "Addresses", §3): the
 * mobile with +98 read as 0, a missing province or city as the capital, and every digit Persian
 * (plaques and units are typed in either). Unit and postal code only when there is one.
 */
export type AddressFacts = {
  name: string;
  mobile: string;
  place: string;
  street: string;
  plaque: string;
  unit: string | null;
  postalCode: string | null;
};

export function addressFacts(address: Address): AddressFacts {
  const unit = address.unit?.trim() ? toPersianDigits(address.unit) : null;
  const postalCode = address.postal_code?.trim() ? toPersianDigits(address.postal_code) : null;
  return {
    name: address.name,
    mobile: toPersianDigits(toDisplayMobile(address.mobile)),
    place: `${displayPlace(address.province)}، ${displayPlace(address.city)}`,
    street: toPersianDigits(address.address),
    plaque: toPersianDigits(address.number),
    unit,
    postalCode,
  };
}

/** An address may be deleted only while another is left: the API refuses the last one (LAST_ADDRESS). */
export function canDelete(addresses: readonly Address[]): boolean {
  return addresses.length > 1;
}
