import { sanitizeRichText } from '../../../rich-text/sanitize-rich-text.ts';
import { categoryPath } from '@shop/domain/catalogue/category-path';
import type {
  BreadcrumbItem,
  ProductCard,
  ProductDetail,
  ProductExtra,
} from '@shop/domain/catalogue/schemas';
import { DomainError } from '@shop/domain/errors';
import {
  findProductDetailRow,
  findProductPlacement,
  listSimilarProductRows,
} from '../queries/product-detail.ts';
import type { CatalogueContext } from './context.ts';
import { toProductCard } from './product-card.ts';
import { breadcrumbOf } from './category-pages.ts';

const similarLimit = 12;

export function productShareLink(publicUrl: string, id: number, slug: string): string {
  return `${publicUrl}/products/${id}/${encodeURIComponent(slug)}`;
}

export async function getProductDetail(
  ctx: CatalogueContext,
  id: number,
): Promise<{ product: ProductDetail; extra: ProductExtra }> {
  const [row, categoryRows] = await Promise.all([findProductDetailRow(ctx.db, id), ctx.categoryRows()]);
  if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
  const breadcrumb: BreadcrumbItem[] = breadcrumbOf(categoryPath(categoryRows, row.categoryId) ?? []);
  return {
    product: {
      ...toProductCard(row, ctx.now()),
      excerpt: row.excerpt,
      // Sanitised again as it is served: a row written before the rule, or by hand, is shown safe.
      note: row.note === null ? null : sanitizeRichText(row.note),
      gallery: row.gallery,
      features: row.features,
      wholesale: row.wholesale,
      breadcrumb,
      share_link: productShareLink(ctx.publicUrl, row.id, row.slug),
    },
    // Nobody can be signed in yet: the wholesale and waitlist requests come with customer accounts.
    extra: { wholesaled: false, observed: false },
  };
}

/** In-stock products of the same category, the closest price first; never the product itself. */
export async function listSimilarProducts(ctx: CatalogueContext, id: number): Promise<ProductCard[]> {
  const now = ctx.now();
  const placement = await findProductPlacement(ctx.db, id, now);
  if (!placement) throw new DomainError('PRODUCT_NOT_FOUND');
  const rows = await listSimilarProductRows(ctx.db, {
    productId: placement.id,
    categoryId: placement.categoryId,
    price: placement.price,
    now,
    limit: similarLimit,
  });
  return rows.map((row) => toProductCard(row, now));
}
