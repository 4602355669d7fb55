import type { ObserveRequest, ProductEngagement, BundleEngagement } from '@shop/domain/engagement/schemas';
import { DomainError } from '@shop/domain/errors';
import type { SessionCustomer } from '../../identity/index.ts';
import {
  insertObserve,
  insertWholesaleRequest,
  isObserving,
  hasAskedWholesale,
} from '../queries/requests.ts';
import type { EngagementContext } from './context.ts';

/** The catalogue's answer, or `code` when it has no such item (its own 404 becomes our 422). */
async function orRefuse<T>(read: Promise<T>, code: 'OBSERVE_ITEM_NOT_FOUND' | 'WHOLESALE_PRODUCT_NOT_FOUND') {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DomainError && /_NOT_FOUND$/.test(error.code)) throw new DomainError(code);
    throw error;
  }
}

/**
 * `POST observes`: the customer joins the line for an item that cannot be bought now. Observing again
 * keeps the first place (the statement does nothing on the live place's unique index) and answers the
 * same. An item that can be bought now is refused: there is nothing to wait for.
 */
export async function observe(
  ctx: EngagementContext,
  caller: SessionCustomer,
  request: ObserveRequest,
): Promise<{ observed: true }> {
  const available =
    request.type === 'product'
      ? (await orRefuse(ctx.catalogue.getProductDetail(request.id), 'OBSERVE_ITEM_NOT_FOUND')).product
          .available
      : (await orRefuse(ctx.catalogue.getBundleDetail(request.id), 'OBSERVE_ITEM_NOT_FOUND')).available;
  if (available) throw new DomainError('OBSERVE_ITEM_AVAILABLE');
  await insertObserve(ctx.db, {
    customerId: caller.customer.id,
    itemType: request.type,
    itemId: request.id,
    createdAt: ctx.now(),
  });
  return { observed: true };
}

/**
 * `POST wholesale`: kept for staff with the name and mobile the account has now (copied: staff call
 * the person who asked). Asking again for the same product is the same request and answers the same.
 */
export async function requestWholesale(
  ctx: EngagementContext,
  caller: SessionCustomer,
  productId: number,
): Promise<{ wholesaled: true }> {
  const { product } = await orRefuse(
    ctx.catalogue.getProductDetail(productId),
    'WHOLESALE_PRODUCT_NOT_FOUND',
  );
  if (!product.wholesale) throw new DomainError('WHOLESALE_NOT_OFFERED');
  const { customer } = caller;
  await insertWholesaleRequest(ctx.db, {
    customerId: customer.id,
    productId,
    productName: product.name,
    firstName: customer.firstName,
    lastName: customer.lastName,
    mobile: customer.mobile,
    createdAt: ctx.now(),
  });
  return { wholesaled: true };
}

/** The spec's extra data for the signed-in customer, kept out of the public (cached) product answer. */
export async function productEngagement(
  ctx: EngagementContext,
  caller: SessionCustomer,
  productId: number,
): Promise<ProductEngagement> {
  const ref = { customerId: caller.customer.id, itemType: 'product', itemId: productId } as const;
  const [observed, wholesaled] = await Promise.all([
    isObserving(ctx.db, ref),
    hasAskedWholesale(ctx.db, ref.customerId, productId),
  ]);
  return { wholesaled, observed };
}

export async function bundleEngagement(
  ctx: EngagementContext,
  caller: SessionCustomer,
  bundleId: number,
): Promise<BundleEngagement> {
  return {
    observed: await isObserving(ctx.db, {
      customerId: caller.customer.id,
      itemType: 'bundle',
      itemId: bundleId,
    }),
  };
}
