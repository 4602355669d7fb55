import type { CustomerAuth } from '../identity/index.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import { basketRoutes, freeShippingRoutes } from './routes.ts';
import { createBasketService, type BasketService } from './service.ts';

export function basketModule(
  platform: Platform,
  needs: { auth: CustomerAuth; freeShippingThreshold: number },
): ShopModule<BasketService> {
  const basket = createBasketService({
    db: platform.db,
    now: platform.now,
    freeShippingThreshold: needs.freeShippingThreshold,
  });
  return {
    name: 'basket',
    face: basket,
    routes: {
      public: (scope) => freeShippingRoutes(scope, { basket }),
      personal: (scope) => basketRoutes(scope, { basket, auth: needs.auth }),
    },
  };
}
