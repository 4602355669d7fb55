import { and, eq } from 'drizzle-orm';
import type { Address } from '@shop/domain/account/schemas';
import { displayPlace } from '@shop/domain/account/tehran';
import { toDisplayMobile } from '@shop/domain/mobile';
import type { Db } from '../../../db/client.ts';
import { addresses } from './tables.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** One of the customer's addresses: the owner is part of the query, so another's id finds nothing. */
export async function findAddressOf(db: Db, customerId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row ?? null;
}

/** The answer's shape (spec §3 "Address"): mobile shown 09…, missing places as the capital. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    mobile: toDisplayMobile(row.mobile),
    province: displayPlace(row.province),
    city: displayPlace(row.city),
    address: row.address,
    number: row.number,
    unit: row.unit,
    postal_code: row.postalCode,
    locality: row.locality,
    district: row.district,
    lat: row.lat,
    lng: row.lng,
    type: row.isMain ? 1 : 0,
  };
}
