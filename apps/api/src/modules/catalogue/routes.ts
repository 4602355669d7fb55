import { catalogueContracts as c } from '@shop/domain/catalogue/contracts';
import { contractRoutesOn } from '../../http/contract-route.ts';
import { ok, okWritten } from '../../http/envelope.ts';
import type { ProductListPage } from './service/list-products.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CatalogueService } from './service.ts';

/** The public catalogue, each endpoint as its contract in the domain declares it. */
export function catalogueRoutes(app: ZodApp, { catalogue }: { catalogue: CatalogueService }) {
  const route = contractRoutesOn(app);

  route(c.categoryTree, {}, async () => {
    const { tree, json } = await catalogue.getCategoryTree();
    return okWritten(json, null, () => tree);
  });
  route(c.brands, {}, async () => ok(await catalogue.listBrands()));

  route(c.search, {}, async ({ query }) => {
    return listingAnswer(await catalogue.searchProducts(query));
  });
  for (const filters of [c.searchFilters, c.searchFiltersData]) {
    route(filters, {}, async ({ query }) => ok(await catalogue.getFiltersData(query)));
  }
  route(c.suggest, {}, async ({ query }) => {
    const found = await catalogue.suggest(query);
    const extra = { corrected_query: found.correctedQuery, corrected_because: found.correctedBecause };
    // Every keystroke asks: its cards' JSON is written once per card (suggest.ts), not per answer.
    return okWritten(found.json(), extra, () => found.suggestions);
  });
  route(c.allProducts, {}, async ({ query }) => {
    return listingAnswer(await catalogue.listAllProducts(query));
  });

  route(c.product, {}, async ({ params }) => {
    const { product, extra } = await catalogue.getProductDetail(params.id);
    return ok(product, extra);
  });
  route(c.similarProducts, {}, async ({ params }) => ok(await catalogue.listSimilarProducts(params.id)));

  route(c.category, {}, async ({ params }) => ok(await catalogue.getCategoryDetail(params.id)));
  route(c.categoryProducts, {}, async ({ params, query }) => {
    return listingAnswer(await catalogue.listCategoryProducts(params.id, query));
  });
  route(c.categoryFilters, {}, async ({ params, query }) =>
    ok(await catalogue.getCategoryFiltersData(params.id, query)),
  );
  route(c.shelves, {}, async () => ok(await catalogue.listShelves()));
  route(c.categoryShelves, {}, async ({ params }) => ok(await catalogue.getCategoryShelves(params.id)));
  route(c.breadcrumb, {}, async ({ query }) => ok(await catalogue.getBreadcrumb(query.id)));

  route(c.brand, {}, async ({ params, query }) => {
    const [brand, page] = await Promise.all([
      catalogue.getBrand(params.id),
      catalogue.searchProducts({ brand: [params.id], page: query.page }),
    ]);
    return ok({ ...brand, products: page.cards() }, page.extra);
  });
  route(c.brandBySlug, {}, async ({ params, reply }) => {
    const found = await catalogue.getBrandBySlug(params.slug);
    if ('brand' in found) return ok(found.brand);
    // A former slug (decision 084): moved for good, to the address under the brand's slug now.
    return reply.redirect(`/api/v1/brands/slug/${encodeURIComponent(found.movedTo)}`, 301) as never;
  });

  route(c.bundles, {}, async () => {
    const { items, blur } = await catalogue.listBundles();
    return ok(items, { blur });
  });
  route(c.bundle, {}, async ({ params }) => ok(await catalogue.getBundleDetail(params.id)));
}

/** A listing's answer: written from its cards' kept JSON when the catalogue index answered it. */
function listingAnswer({ cards, json, extra }: ProductListPage) {
  return json === null ? ok(cards(), extra) : okWritten(json, extra, cards);
}
