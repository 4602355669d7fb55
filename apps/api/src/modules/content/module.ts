import type { CatalogueService } from '../catalogue/index.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import { contactRoutes, contentRoutes, noticeVisitRoutes } from './routes.ts';
import { createContentService, type ContentService } from './service.ts';
import { createLandings } from './landings.ts';
import { createSitePages } from './site-pages.ts';

export function contentModule(
  platform: Platform,
  needs: { catalogue: CatalogueService },
): ShopModule<ContentService> {
  const content = createContentService({
    db: platform.db,
    cache: platform.cache,
    catalogue: needs.catalogue,
  });
  const pages = createSitePages({ db: platform.db, counters: platform.cache, now: platform.now });
  const landings = createLandings({
    db: platform.db,
    catalogue: needs.catalogue,
    now: platform.now,
    logError: platform.logError,
  });
  return {
    name: 'content',
    face: content,
    routes: {
      public: (scope) => contentRoutes(scope, { content, pages, landings, publicUrl: platform.publicUrl }),
      personal: (scope) => {
        noticeVisitRoutes(scope, { content });
        contactRoutes(scope, { pages });
      },
    },
  };
}
