import { z } from 'zod';
import { PositiveIdSchema } from '../common-schemas.ts';
import { observeTypes, visitTypes } from './constants.ts';

/** `POST observes {id, type}`: wait for a product or bundle to come back (storefront.md §7). */
export const ObserveRequestSchema = z.object({ id: PositiveIdSchema, type: z.enum(observeTypes) }).strict();
export type ObserveRequest = z.infer<typeof ObserveRequestSchema>;

/** `POST wholesale {product}`: ask to buy a product wholesale. */
export const WholesaleRequestSchema = z.object({ product: PositiveIdSchema }).strict();
export type WholesaleRequest = z.infer<typeof WholesaleRequestSchema>;

/** `POST visits {type, id}`: one view of a page, counted in batches. */
export const VisitRequestSchema = z.object({ type: z.enum(visitTypes), id: PositiveIdSchema }).strict();
export type VisitRequest = z.infer<typeof VisitRequestSchema>;

/** The signed-in customer's facts about a product (the spec's extra data `wholesaled`, `observed`). */
export const ProductEngagementSchema = z.object({ wholesaled: z.boolean(), observed: z.boolean() });
export type ProductEngagement = z.infer<typeof ProductEngagementSchema>;

/** The same for a bundle: only the waitlist applies. */
export const BundleEngagementSchema = z.object({ observed: z.boolean() });
export type BundleEngagement = z.infer<typeof BundleEngagementSchema>;

/** What observing answers: the customer is in line (again, if they already were). */
export const ObservedSchema = z.object({ observed: z.literal(true) });
export const WholesaledSchema = z.object({ wholesaled: z.literal(true) });
