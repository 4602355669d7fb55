import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, companyCentres, customerCompanies } from './tables.ts';

export type CompanyCentre = typeof companyCentres.$inferSelect;

/** The active company a customer buys for, with its active centres; null for a personal customer. */
export async function companyOfCustomer(
  db: Db,
  customerId: number,
): Promise<{ id: number; name: string; centres: CompanyCentre[] } | null> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(customerCompanies)
    .innerJoin(companies, eq(companies.id, customerCompanies.companyId))
    .where(and(eq(customerCompanies.customerId, customerId), eq(companies.active, true)));
  if (!company) return null;
  const centres = await db
    .select()
    .from(companyCentres)
    .where(and(eq(companyCentres.companyId, company.id), eq(companyCentres.active, true)))
    .orderBy(asc(companyCentres.id));
  return { ...company, centres };
}
