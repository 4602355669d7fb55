import type { Brand } from '@shop/domain/catalogue/schemas';
import { DomainError } from '@shop/domain/errors';
import type { CatalogueContext } from './context.ts';
import { inOrder } from './context.ts';
import { findFormerSlugOwner } from '../queries/former-slugs.ts';

export async function listBrands(ctx: CatalogueContext, ids?: readonly number[]): Promise<Brand[]> {
  const rows = await ctx.brandRows();
  return ids ? inOrder(ids, rows) : rows;
}

export async function getBrand(ctx: CatalogueContext, id: number): Promise<Brand> {
  const brand = (await ctx.brandRows()).find((row) => row.id === id);
  if (!brand) throw new DomainError('BRAND_NOT_FOUND');
  return brand;
}

/**
 * By the slug as stored (Persian); the router has already percent-decoded it. A slug the brand had
 * before (decision 084) answers where it went, for a permanent redirect; anything else is 404.
 */
export async function getBrandBySlug(
  ctx: CatalogueContext,
  slug: string,
): Promise<{ brand: Brand } | { movedTo: string }> {
  const rows = await ctx.brandRows();
  const brand = rows.find((row) => row.slug === slug);
  if (brand) return { brand };
  const formerOwner = await findFormerSlugOwner(ctx.db, 'brand', slug);
  const moved = rows.find((row) => row.id === formerOwner);
  if (!moved) throw new DomainError('BRAND_NOT_FOUND');
  return { movedTo: moved.slug };
}
