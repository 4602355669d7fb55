import { describe, expect, it } from 'vitest';
import * as adminEndpoints from '../admin/endpoints.ts';
import * as accountEndpoints from '../account/endpoints.ts';
import * as basketEndpoints from '../basket/endpoints.ts';
import * as checkoutEndpoints from '../checkout/endpoints.ts';
import * as catalogueEndpoints from '../catalogue/endpoints.ts';
import * as contentEndpoints from '../content/endpoints.ts';
import * as engagementEndpoints from '../engagement/endpoints.ts';
import * as identityEndpoints from '../identity/endpoints.ts';
import * as staffAuthEndpoints from '../identity/staff-endpoints.ts';
import * as ordersEndpoints from '../orders/endpoints.ts';
import * as reviewsEndpoints from '../reviews/endpoints.ts';
import { allContracts } from './all-contracts.ts';

// The types already refuse an endpoint whose method or path is not its contract's; this also catches
// a contract with no endpoint (the web could not call it) or an endpoint left after its contract went.
const endpoints: Record<string, Record<string, { method: string; path: string }>> = {
  identity: identityEndpoints,
  staffAuth: staffAuthEndpoints,
  catalogue: catalogueEndpoints,
  content: contentEndpoints,
  account: accountEndpoints,
  basket: basketEndpoints,
  orders: ordersEndpoints,
  checkout: checkoutEndpoints,
  reviews: reviewsEndpoints,
  engagement: engagementEndpoints,
  admin: adminEndpoints,
};

describe('endpoints', () => {
  it.each(Object.keys(allContracts))('%s: one endpoint per contract, with its method and path', (module) => {
    const contracts = allContracts[module] ?? {};
    const declared = Object.fromEntries(
      Object.entries(contracts).map(([name, contract]) => [
        name,
        { method: contract.method, path: contract.path },
      ]),
    );
    expect({ ...endpoints[module] }).toEqual(declared);
  });
});
