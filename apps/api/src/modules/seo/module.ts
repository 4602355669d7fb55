import type { CatalogueService } from '../catalogue/index.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import { seoRoutes } from './routes.ts';
import { createSeoService, type SeoService } from './service.ts';

export function seoModule(
  platform: Platform,
  needs: { catalogue: CatalogueService },
): ShopModule<SeoService> {
  const seo = createSeoService({
    catalogue: needs.catalogue,
    cache: platform.cache,
    publicUrl: platform.publicUrl,
  });
  return { name: 'seo', face: seo, routes: { site: (scope) => seoRoutes(scope, { seo }) } };
}
