import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import { catalogueRoutes } from './routes.ts';
import { devStockRoutes } from './routes/dev-stock-routes.ts';
import { holdExpirySweep } from './service/hold-expiry.ts';
import { createCatalogueService, type CatalogueService } from './service.ts';

export function catalogueModule(
  platform: Platform,
  needs: { devStockRoute: boolean },
): ShopModule<CatalogueService> {
  const { db, cache, now, publicUrl } = platform;
  const catalogue = createCatalogueService({ db, cache, now, publicUrl });
  return {
    name: 'catalogue',
    face: catalogue,
    routes: {
      public: (scope) => catalogueRoutes(scope, { catalogue }),
      personal: (scope) => {
        if (needs.devStockRoute) devStockRoutes(scope, { catalogue });
      },
    },
    sweeps: [holdExpirySweep],
    warm: () => catalogue.warmSearchIndex(),
  };
}
