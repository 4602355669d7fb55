import type { Geocoder } from '../../adapters/geocoding/port.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import type { CustomerAuth } from '../identity/index.ts';
import { accountRoutes, devWalletRoutes } from './routes.ts';
import { createAccountService, type AccountService } from './service.ts';

export function accountModule(
  platform: Platform,
  needs: { auth: CustomerAuth; geocoder: Geocoder; devAdminRoutes: boolean },
): ShopModule<AccountService> {
  const account = createAccountService({
    db: platform.db,
    now: platform.now,
    geocoder: needs.geocoder,
    logError: platform.logError,
    counters: platform.cache,
  });
  return {
    name: 'account',
    face: account,
    routes: {
      personal: (scope) => {
        accountRoutes(scope, { account, auth: needs.auth });
        if (needs.devAdminRoutes) devWalletRoutes(scope, { account });
      },
    },
  };
}
