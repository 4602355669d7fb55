import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { DomainError } from '@shop/domain/errors';
import { companyOfCustomer } from '../public/companies.ts';
import { companies, customerCompanies } from '../public/tables.ts';
import type { AccountContext } from './context.ts';

type CompanyLink = { company: { id: number; name: string } | null };

export async function getCompanyLink(ctx: AccountContext, customerId: number): Promise<CompanyLink> {
  const company = await companyOfCustomer(ctx.db, customerId);
  return { company: company ? { id: company.id, name: company.name } : null };
}

/**
 * `POST profile/company { code }`: links the customer to the company with this code (replacing any
 * other). An unknown, switched-off or expired code is the spec's 404 «اعتبار کد معرف سازمانی به
 * پایان رسیده است»: a guess learns nothing about which codes exist.
 */
export async function linkCompany(
  ctx: AccountContext,
  customerId: number,
  code: string,
): Promise<CompanyLink> {
  const [company] = await ctx.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.code, code),
        eq(companies.active, true),
        or(isNull(companies.codeExpiresAt), gt(companies.codeExpiresAt, ctx.now())),
      ),
    );
  if (!company) throw new DomainError('COMPANY_CODE_EXPIRED');
  await ctx.db
    .insert(customerCompanies)
    .values({ customerId, companyId: company.id, linkedAt: ctx.now() })
    .onConflictDoUpdate({
      target: customerCompanies.customerId,
      set: { companyId: company.id, linkedAt: ctx.now() },
    });
  return { company };
}

export async function unlinkCompany(ctx: AccountContext, customerId: number): Promise<CompanyLink> {
  await ctx.db.delete(customerCompanies).where(eq(customerCompanies.customerId, customerId));
  return { company: null };
}
