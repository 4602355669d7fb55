import type { StaffGate } from '../../platform/staff-gate.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import { catalogueRoutes } from './routes.ts';
import { adminStockRoutes } from './routes/admin-stock-routes.ts';
import { holdExpirySweep } from './service/hold-expiry.ts';
import { createCatalogueService, type CatalogueService } from './service.ts';

export function catalogueModule(
  platform: Platform,
  needs: { staffAuth: StaffGate },
): ShopModule<CatalogueService> {
  const { db, cache, now, publicUrl } = platform;
  const catalogue = createCatalogueService({ db, cache, now, publicUrl });
  return {
    name: 'catalogue',
    face: catalogue,
    routes: {
      public: (scope) => catalogueRoutes(scope, { catalogue }),
      admin: (scope) => adminStockRoutes(scope, { catalogue, staffAuth: needs.staffAuth }),
    },
    sweeps: [holdExpirySweep],
    warm: () => catalogue.warmSearchIndex(),
  };
}
