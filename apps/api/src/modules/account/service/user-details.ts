import { desc, eq } from 'drizzle-orm';
import type { UserAccountDetails } from '@shop/domain/identity/schemas';
import { toAddress } from '../public/addresses.ts';
import { companyOfCustomer } from '../public/companies.ts';
import { addresses } from '../public/tables.ts';
import type { AccountContext } from './context.ts';

/**
 * The user object's part that the account keeps (storefront.md §4 "User", checkout-and-account.md §4;
 * decision 084): the linked company's name; the main address (the newest when none is main); and the
 * place, named as the map named that address (its neighbourhood, else its district, else its city),
 * of type 2 for a company customer and 1 otherwise.
 */
export async function userDetails(ctx: AccountContext, customerId: number): Promise<UserAccountDetails> {
  const [company, [row]] = await Promise.all([
    companyOfCustomer(ctx.db, customerId),
    ctx.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(desc(addresses.isMain), desc(addresses.id))
      .limit(1),
  ]);
  const address = row ? toAddress(row) : null;
  return {
    company: company ? { name: company.name } : null,
    place: address
      ? { name: address.locality ?? address.district ?? address.city, type: company ? 2 : 1 }
      : null,
    address,
  };
}
