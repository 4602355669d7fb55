import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { CustomerAuth } from '../identity/index.ts';
import { commentsRoutes, devModerationRoutes, postCommentRoutes } from './routes.ts';
import { createReviewsService, type ReviewsService } from './service.ts';

/**
 * Comments and ratings on products and bundles (issue 21; decision 062). Top rung: it reads records
 * and writes a product's rating through the catalogue's face.
 */
export function reviewsModule(
  platform: Platform,
  needs: { catalogue: CatalogueService; auth: CustomerAuth; devReviewsRoute: boolean },
): ShopModule<ReviewsService> {
  const reviews = createReviewsService({
    db: platform.db,
    counters: platform.cache,
    catalogue: needs.catalogue,
    now: platform.now,
  });
  return {
    name: 'reviews',
    face: reviews,
    routes: {
      public: (scope) => commentsRoutes(scope, { reviews }),
      personal: (scope) => {
        postCommentRoutes(scope, { reviews, auth: needs.auth });
        if (needs.devReviewsRoute) devModerationRoutes(scope, { reviews });
      },
    },
  };
}
