import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import type { CustomerAuth } from '../identity/index.ts';
import { checkoutRoutes, devOrderRoutes } from './routes.ts';
import { createCheckoutService, type CheckoutService } from './service.ts';

export function checkoutModule(
  platform: Platform,
  needs: {
    auth: CustomerAuth;
    freeShippingThreshold: number;
    onlinePayments: boolean;
    devAdminRoutes: boolean;
  },
): ShopModule<CheckoutService> {
  const checkout = createCheckoutService({
    db: platform.db,
    now: platform.now,
    runSteps: platform.runSteps,
    freeShippingThreshold: needs.freeShippingThreshold,
    onlinePayments: needs.onlinePayments,
  });
  return {
    name: 'checkout',
    face: checkout,
    routes: {
      personal: (scope) => {
        checkoutRoutes(scope, { checkout, auth: needs.auth });
        if (needs.devAdminRoutes) devOrderRoutes(scope, { checkout });
      },
    },
  };
}
