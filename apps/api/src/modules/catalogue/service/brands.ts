import type { Brand } from '@shop/domain/catalogue/schemas';
import { DomainError } from '@shop/domain/errors';
import type { CatalogueContext } from './context.ts';
import { inOrder } from './context.ts';

export async function listBrands(ctx: CatalogueContext, ids?: readonly number[]): Promise<Brand[]> {
  const rows = await ctx.brandRows();
  return ids ? inOrder(ids, rows) : rows;
}

export async function getBrand(ctx: CatalogueContext, id: number): Promise<Brand> {
  const brand = (await ctx.brandRows()).find((row) => row.id === id);
  if (!brand) throw new DomainError('BRAND_NOT_FOUND');
  return brand;
}

/** By the slug as stored (Persian); the router has already percent-decoded it. */
export async function getBrandBySlug(ctx: CatalogueContext, slug: string): Promise<Brand> {
  const brand = (await ctx.brandRows()).find((row) => row.slug === slug);
  if (!brand) throw new DomainError('BRAND_NOT_FOUND');
  return brand;
}
