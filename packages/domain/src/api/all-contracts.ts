import { adminContracts } from '../admin/contracts.ts';
import { accountContracts } from '../account/contracts.ts';
import { basketContracts } from '../basket/contracts.ts';
import { checkoutContracts } from '../checkout/contracts.ts';
import { catalogueContracts } from '../catalogue/contracts.ts';
import { contentContracts } from '../content/contracts.ts';
import { engagementContracts } from '../engagement/contracts.ts';
import { identityContracts } from '../identity/contracts.ts';
import { staffAuthContracts } from '../identity/staff-contracts.ts';
import { ordersContracts } from '../orders/contracts.ts';
import { reviewsContracts } from '../reviews/contracts.ts';
import type { Contract } from './contract.ts';

/** Every endpoint of the public API, by module: what the OpenAPI document must list, no more. */
export const allContracts: Readonly<Record<string, Readonly<Record<string, Contract>>>> = {
  identity: identityContracts,
  staffAuth: staffAuthContracts,
  catalogue: catalogueContracts,
  content: contentContracts,
  account: accountContracts,
  basket: basketContracts,
  orders: ordersContracts,
  checkout: checkoutContracts,
  reviews: reviewsContracts,
  engagement: engagementContracts,
  admin: adminContracts,
};
