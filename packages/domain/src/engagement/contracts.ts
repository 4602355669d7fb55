import { z } from 'zod';
import { defineContract } from '../api/contract.ts';
import { IdParamsSchema } from '../common-schemas.ts';
import {
  BundleEngagementSchema,
  ObserveRequestSchema,
  ObservedSchema,
  ProductEngagementSchema,
  VisitRequestSchema,
  WholesaleRequestSchema,
  WholesaledSchema,
} from './schemas.ts';

// The engagement module's endpoints (issue 21, decision 063): the waitlist, wholesale requests, the
// customer's facts about a product or bundle (kept out of the public, cached product answer) and visits.

const tags = ['engagement'];

export const engagementContracts = {
  observe: defineContract({
    method: 'POST',
    path: '/observes',
    tags,
    auth: 'customer',
    summary: 'Waits for an unavailable product or bundle: texted in order of joining when it returns',
    errors: ['OBSERVE_ITEM_NOT_FOUND', 'OBSERVE_ITEM_AVAILABLE'],
    body: ObserveRequestSchema,
    data: ObservedSchema,
  }),
  wholesale: defineContract({
    method: 'POST',
    path: '/wholesale',
    tags,
    auth: 'customer',
    summary: 'Asks to buy a product wholesale; kept for staff with the customer’s name and mobile',
    errors: ['WHOLESALE_PRODUCT_NOT_FOUND', 'WHOLESALE_NOT_OFFERED'],
    body: WholesaleRequestSchema,
    data: WholesaledSchema,
  }),
  productEngagement: defineContract({
    method: 'GET',
    path: '/products/:id/extra',
    tags,
    auth: 'customer',
    summary: 'Whether the signed-in customer asked to buy the product wholesale or waits for it',
    params: IdParamsSchema,
    data: ProductEngagementSchema,
  }),
  bundleEngagement: defineContract({
    method: 'GET',
    path: '/bundles/:id/extra',
    tags,
    auth: 'customer',
    summary: 'Whether the signed-in customer waits for the bundle',
    params: IdParamsSchema,
    data: BundleEngagementSchema,
  }),
  visit: defineContract({
    method: 'POST',
    path: '/visits',
    tags,
    summary: 'Counts one view of a page; answered at once, written in batches',
    body: VisitRequestSchema,
    data: z.null(),
  }),
};
