import { and, desc, eq, sql } from 'drizzle-orm';
import type { Address, AddressFields } from '@shop/domain/account/schemas';
import { DomainError } from '@shop/domain/errors';
import { registerStatus } from '@shop/domain/identity/constants';
import { toStoredMobile } from '@shop/domain/mobile';
import type { Transaction } from '../../../db/client.ts';
import { lockCustomer } from '../../identity/public/lock-customer.ts';
import { customers } from '../../identity/public/tables.ts';
import { findAddressOf, toAddress } from '../public/addresses.ts';
import { addresses } from '../public/tables.ts';
import type { AccountContext } from './context.ts';
import { localityOf } from './locality.ts';

// The customer's addresses (checkout-and-account.md §2 "Address modal", §4, §5, §7). Every id is
// looked up with its owner; writes that read first (the first address is main; never delete the last)
// lock the customer's row, so two tabs cannot both make a "first" address or delete the last two.

export async function listAddresses(ctx: AccountContext, customerId: number): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isMain), desc(addresses.id));
  return rows.map(toAddress);
}

export async function mainAddress(ctx: AccountContext, customerId: number): Promise<Address | null> {
  const [row] = await ctx.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isMain, true)));
  return row ? toAddress(row) : null;
}

export async function getAddress(ctx: AccountContext, customerId: number, id: number): Promise<Address> {
  const row = await findAddressOf(ctx.db, customerId, id);
  if (!row) throw new DomainError('ADDRESS_NOT_FOUND');
  return toAddress(row);
}

/** The columns of an address from the form and the point's names (the server's, not the browser's). */
async function columnsOf(ctx: AccountContext, fields: AddressFields) {
  const locality = await localityOf(ctx, { lat: fields.lat, lng: fields.lng });
  return {
    name: fields.name,
    mobile: toStoredMobile(fields.mobile),
    province: locality.province,
    city: locality.city,
    address: fields.address,
    number: fields.number,
    unit: fields.unit,
    postalCode: fields.postal_code,
    locality: locality.neighbourhood ?? fields.locality,
    district: locality.suburb ?? fields.district,
    lat: fields.lat,
    lng: fields.lng,
  };
}

/** A new address; the customer's first becomes main and moves registration to "has an address". */
export async function createAddress(
  ctx: AccountContext,
  customerId: number,
  fields: AddressFields,
): Promise<{ id: number }> {
  const columns = await columnsOf(ctx, fields);
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const first = (await countAddresses(tx, customerId)) === 0;
    const [row] = await tx
      .insert(addresses)
      .values({ ...columns, customerId, isMain: first })
      .returning({ id: addresses.id });
    if (first) {
      await tx
        .update(customers)
        .set({ registerStatus: registerStatus.withAddress })
        .where(and(eq(customers.id, customerId), eq(customers.registerStatus, registerStatus.complete)));
    }
    return { id: row!.id };
  });
}

export async function editAddress(
  ctx: AccountContext,
  customerId: number,
  id: number,
  fields: AddressFields,
): Promise<{ id: number }> {
  if (!(await findAddressOf(ctx.db, customerId, id))) throw new DomainError('ADDRESS_NOT_FOUND');
  const columns = await columnsOf(ctx, fields);
  const updated = await ctx.db
    .update(addresses)
    .set({ ...columns, updatedAt: ctx.now() })
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  if (updated.length === 0) throw new DomainError('ADDRESS_NOT_FOUND');
  return { id };
}

/** Deletes an address, never the last one; a deleted main address passes "main" to the newest other. */
export async function deleteAddress(
  ctx: AccountContext,
  customerId: number,
  id: number,
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const row = await ownedUnderLock(tx, customerId, id);
    if ((await countAddresses(tx, customerId)) <= 1) throw new DomainError('LAST_ADDRESS');
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
    if (row.isMain) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isMain: true }).where(eq(addresses.id, next.id));
    }
    return { id };
  });
}

export async function makeMainAddress(
  ctx: AccountContext,
  customerId: number,
  id: number,
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    await ownedUnderLock(tx, customerId, id);
    await tx
      .update(addresses)
      .set({ isMain: false })
      .where(and(eq(addresses.customerId, customerId), eq(addresses.isMain, true)));
    await tx.update(addresses).set({ isMain: true }).where(eq(addresses.id, id));
    return { id };
  });
}

/** The customer's address, read under the customer's lock (its writes run one at a time), or 404. */
async function ownedUnderLock(tx: Transaction, customerId: number, id: number) {
  await lockCustomer(tx, customerId);
  const row = await findAddressOf(tx, customerId, id);
  if (!row) throw new DomainError('ADDRESS_NOT_FOUND');
  return row;
}

async function countAddresses(tx: Transaction, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.customerId, customerId));
  return row?.count ?? 0;
}
