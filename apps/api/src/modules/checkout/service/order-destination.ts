import { capitalName } from '@shop/domain/account/tehran';
import type { PlaceOrderInput } from '@shop/domain/checkout/schemas';
import { DomainError } from '@shop/domain/errors';
import type { Transaction } from '../../../db/client.ts';
import { findAddressOf } from '../../account/public/addresses.ts';
import { companyOfCustomer } from '../../account/public/companies.ts';
import type { OrderDestination } from '../../orders/public/tables.ts';

// Where an order goes (place-order.ts, step 3): one of the customer's addresses, looked up with its
// owner, or a centre of the customer's company; copied onto the order as it is now.

export type Destination = {
  snapshot: OrderDestination;
  addressId: number | null;
  companyId: number | null;
  centreId: number | null;
  slotId: number;
  discountPercent: number;
  centreCost: number | null;
};

export async function destinationOf(
  tx: Transaction,
  customerId: number,
  input: PlaceOrderInput,
): Promise<Destination> {
  if (input.destination.kind === 'address') {
    const address = await findAddressOf(tx, customerId, input.destination.addressId);
    if (!address) throw new DomainError('CHECKOUT_ADDRESS_OR_METHOD_MISSING');
    return {
      snapshot: {
        name: address.name,
        mobile: address.mobile,
        province: address.province,
        city: address.city,
        address: address.address,
        number: address.number,
        unit: address.unit,
        postal_code: address.postalCode,
        lat: address.lat,
        lng: address.lng,
      },
      addressId: address.id,
      companyId: null,
      centreId: null,
      slotId: input.slotId,
      discountPercent: 0,
      centreCost: null,
    };
  }
  const company = await companyOfCustomer(tx, customerId);
  const { centreId } = input.destination;
  const centre = company?.centres.find((c) => c.id === centreId);
  if (!company || !centre) throw new DomainError('CHECKOUT_ADDRESS_OR_METHOD_MISSING');
  return {
    snapshot: {
      name: `${company.name} — ${centre.name}`,
      mobile: '',
      province: capitalName,
      city: centre.city,
      address: centre.address,
      number: '',
      unit: null,
      postal_code: null,
      lat: null,
      lng: null,
    },
    addressId: null,
    companyId: company.id,
    centreId: centre.id,
    slotId: input.slotId,
    discountPercent: centre.discountPercent,
    centreCost: centre.shippingCostValue,
  };
}
