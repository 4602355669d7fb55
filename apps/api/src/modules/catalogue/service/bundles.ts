import { bundleComponentUnitPrice, canBuyBundle, priceBundleOf } from '@shop/domain/catalogue/bundle-rules';
import type { BundleCard, BundleDetail, BundleListItem } from '@shop/domain/catalogue/schemas';
import { DomainError } from '@shop/domain/errors';
import { applyPercent } from '@shop/domain/money';
import {
  listBundleComponentRows,
  listBundleRows,
  listBundleSimilarProductRows,
  type BundleRow,
} from '../queries/bundles.ts';
import { epochSeconds, inOrder, type CatalogueContext } from './context.ts';
import { ratingSummaryOf } from '@shop/domain/catalogue/rating-summary';
import { toProductCard } from './product-card.ts';

const similarBundlesLimit = 6;
const similarProductsLimit = 12;

function toBundleCard(row: BundleRow, now: Date): BundleCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    ...priceBundleOf(row.components, row.discountPercent),
    available: canBuyBundle(
      {
        ...row,
        isActive: true,
        components: row.components.map((c) => ({
          inventory: c.inventory,
          count: c.count,
          is_active: c.isActive,
        })),
      },
      now,
    ),
    is_upcoming: row.startedAt > now,
    started_at: epochSeconds(row.startedAt),
    expired_at: row.expiredAt ? epochSeconds(row.expiredAt) : null,
    products_count: row.components.length,
    rating: ratingSummaryOf(row.ratingCount, row.ratingTotal),
  };
}

/**
 * Bundle cards for the home page rows, in the staff's order; expired bundles are left out, upcoming
 * ones kept and marked `is_upcoming` so the row shows them as the list does, not as sold out.
 */
export async function listBundleCards(ctx: CatalogueContext, ids?: readonly number[]): Promise<BundleCard[]> {
  const now = ctx.now();
  const cards = (await listBundleRows(ctx.db, now, ids)).map((row) => toBundleCard(row, now));
  return ids ? inOrder(ids, cards) : cards;
}

/**
 * The bundle list: running and upcoming bundles. An upcoming bundle's price is sent all the same;
 * `blur` tells the page to hide it until the bundle starts.
 */
export async function listBundles(
  ctx: CatalogueContext,
): Promise<{ items: BundleListItem[]; blur: boolean }> {
  const now = ctx.now();
  const items = (await listBundleRows(ctx.db, now)).map((row) => ({
    ...toBundleCard(row, now),
    products: row.components.map((component) => ({
      id: component.productId,
      displayName: component.name,
      count: component.count,
      image: component.image,
    })),
  }));
  return { items, blur: items.some((item) => item.is_upcoming) };
}

export function bundleShareLink(publicUrl: string, id: number, slug: string): string {
  return `${publicUrl}/bundles/${id}/${encodeURIComponent(slug)}`;
}

/** A bundle's page: its table of components, totals from the same rule as the list, and similars. */
export async function getBundleDetail(ctx: CatalogueContext, id: number): Promise<BundleDetail> {
  const now = ctx.now();
  const [rows, components, similarProducts] = await Promise.all([
    listBundleRows(ctx.db, now),
    listBundleComponentRows(ctx.db, id),
    listBundleSimilarProductRows(ctx.db, id, similarProductsLimit),
  ]);
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new DomainError('BUNDLE_NOT_FOUND');
  const similarBundles = rows
    .filter((other) => other.id !== id)
    .map((other) => toBundleCard(other, now))
    .filter((card) => card.available)
    .slice(0, similarBundlesLimit);
  return {
    ...toBundleCard(row, now),
    description: row.description,
    max_count: row.maxCount,
    products: components.map((component) => {
      const realPrice = bundleComponentUnitPrice(component);
      return {
        id: component.id,
        displayName: component.name,
        slug: component.slug,
        brand: { id: component.brandId, name: component.brandName, slug: component.brandSlug },
        color: component.colorName ? { name: component.colorName, code: component.colorCode } : null,
        count: component.count,
        realPrice,
        price: applyPercent(realPrice, row.discountPercent),
        image: component.image,
      };
    }),
    share_link: bundleShareLink(ctx.publicUrl, row.id, row.slug),
    similars_bundles: similarBundles,
    similars_products: similarProducts.map((product) => toProductCard(product, now)),
  };
}
