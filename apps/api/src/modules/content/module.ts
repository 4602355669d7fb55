import type { CatalogueService } from '../catalogue/index.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import { contentRoutes, noticeVisitRoutes } from './routes.ts';
import { createContentService, type ContentService } from './service.ts';

export function contentModule(
  platform: Platform,
  needs: { catalogue: CatalogueService },
): ShopModule<ContentService> {
  const content = createContentService({
    db: platform.db,
    cache: platform.cache,
    catalogue: needs.catalogue,
  });
  return {
    name: 'content',
    face: content,
    routes: {
      public: (scope) => contentRoutes(scope, { content, publicUrl: platform.publicUrl }),
      personal: (scope) => noticeVisitRoutes(scope, { content }),
    },
  };
}
