import { eq } from 'drizzle-orm';
import { paymentPort, periodicType, sellingType } from '@shop/domain/checkout/constants';
import { computePayable, type Payable } from '@shop/domain/checkout/payable';
import type { PlaceOrderInput, PlaceOrderResult } from '@shop/domain/checkout/schemas';
import { DomainError } from '@shop/domain/errors';
import { orderStart } from '@shop/domain/orders/order-start';
import { orderStatus, pendingPaymentRule } from '@shop/domain/orders/status';
import type { Transaction } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { addWalletEntry } from '../../account/public/wallet.ts';
import {
  emptyBasketIn,
  linesAsTheyAreNow,
  lockBasketIn,
  readBasketIn,
  type ShortLine,
  type WantedLine,
} from '../../basket/public/checkout-basket.ts';
import type { SessionCustomer } from '../../identity/index.ts';
import { lockCustomer } from '../../identity/public/lock-customer.ts';
import { countUnpaidOrders, insertOrder } from '../../orders/public/orders.ts';
import { takeCouponUse } from '../queries/coupons.ts';
import { findSlot, takeSlot } from '../queries/slots.ts';
import { postingMethods } from '../tables.ts';
import { checkCoupon } from './apply-coupon.ts';
import { goodsForCoupon } from './checkout-view.ts';
import { assertMayCheckOut, blockingMessages, buyableLines, portsFor } from './checkout-facts.ts';
import type { CheckoutContext } from './context.ts';
import { destinationOf } from './order-destination.ts';
import { assertMayPlaceOrder } from './order-limits.ts';
import { orderPageOf, queueNotice } from './order-notices.ts';
import { stockOfLines, takeStock } from './order-stock.ts';
import { stockRefOf, useOwnHolds } from '../../catalogue/public/stock-holds.ts';
import { startPlanIn } from './periodic-plans.ts';
import { requestPayment, type PayableOrder } from './request-payment.ts';

/**
 * `POST checkout`: places the order (issue 18; decisions 47, 51). One transaction, read as its steps;
 * with an Idempotency-Key a double click, a retry or a replay gets this order's answer and changes
 * nothing, and the same key with another body is refused (the platform's step runner). Nothing here
 * calls the network: an online payment is requested after the commit (issue 19).
 */
export async function placeOrder(
  ctx: CheckoutContext,
  caller: SessionCustomer,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
): Promise<PlaceOrderResult> {
  const customerId = caller.customer.id;
  assertMayCheckOut(caller.customer.registerStatus);
  const key = idempotencyKey
    ? { scope: 'checkout', ownerId: customerId, key: idempotencyKey, request: input }
    : null;
  return ctx.runSteps(key, {
    local: (tx) => placeInTransaction(ctx, tx, customerId, input, { kind: 'basket' }),
    // After the commit: an online port's payment is asked of the bank. A bank that refuses or does not
    // answer leaves the order unpaid (url null): the customer pays it again from the order.
    effects: [
      {
        name: 'payment',
        // Never fails the placing: the order is committed, and undoing it for a lost payment request
        // would hand the key back for a second order. Whatever went wrong, the customer pays it again.
        run: async (placed) =>
          placed.result.payment_port === paymentPort.online
            ? requestPayment(ctx, placed.order).catch((error: unknown) => {
                ctx.logError(error, 'payment request after placing an order failed');
                return null;
              })
            : null,
      },
    ],
    answer: (placed, outcomes) => ({ ...placed.result, url: (outcomes['payment'] as string | null) ?? null }),
  });
}

/**
 * What an order buys: the customer's basket (the checkout), or a periodic plan's lines (a round placed
 * by the sweep, decision 055), which are taken as far as stock allows and paid by the start of `day`.
 */
export type OrderGoods =
  | { kind: 'basket' }
  | { kind: 'plan'; planId: number; lines: readonly WantedLine[]; day: string; payBy: Date };

export type PlacedOrder = {
  result: PlaceOrderResult;
  order: PayableOrder;
  /** A plan's lines that could not be had in full. */
  short: ShortLine[];
};

/** Places an order in `tx`, every step of it; the caller commits (or rolls back on a refusal). */
export async function placeInTransaction(
  ctx: CheckoutContext,
  tx: Transaction,
  customerId: number,
  input: PlaceOrderInput,
  goods: OrderGoods,
): Promise<PlacedOrder> {
  const now = ctx.now();
  // 1. One checkout of this customer at a time: the rules below read, then write (decision 51). The
  //    basket is held first, as the basket's own writes take its lock before anything else.
  if (goods.kind === 'basket') await lockBasketIn(tx, customerId);
  const { walletValue } = await lockCustomer(tx, customerId);
  // A customer's own checkouts are limited per hour (decision 083): each sends a text. A plan's round
  // is the shop's doing, never refused for it.
  if (goods.kind === 'basket') await assertMayPlaceOrder(tx, customerId, ctx.orderLimits, now);

  // 2. The pending-payment rule: two unpaid orders refuse a third.
  if (pendingPaymentRule(await countUnpaidOrders(tx, customerId, now)) === 'block') {
    throw new DomainError('PENDING_PAYMENTS_LIMIT');
  }

  // 3. Where it goes: one of the customer's addresses, or the customer's company's centre.
  const destination = await destinationOf(tx, customerId, input);

  // 4. How it ships and how it is paid: an active method, a port this customer may use there.
  const [method] = await tx.select().from(postingMethods).where(eq(postingMethods.id, input.posting_method));
  if (!method) throw new DomainError('CHECKOUT_ADDRESS_OR_METHOD_MISSING');
  if (!method.active) throw new DomainError('POSTING_METHOD_DISABLED');
  const ports = await portsFor(ctx, tx, customerId, destination.snapshot.city);
  if (!ports.some((port) => port.id === input.payment_port))
    throw new DomainError('PAYMENT_PORT_UNAVAILABLE');

  // 5. The basket (held since step 1), re-read and re-priced from the catalogue now; or the plan's
  //    lines, as many of each as can be had now.
  const { view: basket, short } =
    goods.kind === 'basket'
      ? { view: await readBasketIn(tx, customerId, now), short: [] }
      : await linesAsTheyAreNow(tx, goods.lines, now);
  const problems = blockingMessages(basket);
  if (problems.length > 0)
    throw new DomainError('CHECKOUT_ITEMS_UNAVAILABLE', { extra: { errors: problems } });
  const lines = buyableLines(basket);
  if (lines.length === 0 && basket.errors.length > 0) {
    // Lines are there but none can be bought now (sold out, withdrawn): the spec's 406, not "empty".
    throw new DomainError('CHECKOUT_ITEMS_UNAVAILABLE', {
      extra: { errors: basket.errors.map(({ id, type, message }) => ({ id, type, message })) },
    });
  }
  if (lines.length === 0) throw new DomainError('CHECKOUT_BASKET_EMPTY');

  // 6. What the lines take from stock: bundles' own and their components'.
  const stock = await stockOfLines(tx, lines);

  // 7. The slot, for this destination (its place is taken at the end).
  const slot = await findSlot(tx, destination.slotId, destination.centreId);
  if (!slot) throw new DomainError('SLOT_UNAVAILABLE');

  // 8. The money, from the one payable rule.
  const subtotal = basket.info.total_price;
  const coupon = input.coupon_id
    ? await checkCoupon(
        tx,
        { id: input.coupon_id },
        customerId,
        goodsForCoupon(subtotal, destination.discountPercent),
        now,
      )
    : null;
  const payable = computePayable({
    subtotal,
    companyDiscountPercent: destination.discountPercent,
    coupon: coupon && { type: coupon.type as 1 | 2, value: coupon.value, flooring: coupon.flooring },
    slotPrice: slot.price,
    shipping: {
      amount: method.amount,
      freeForCompanies:
        destination.companyId !== null && method.freeForCompanies.includes(destination.companyId),
      centreCost: destination.centreCost,
      isCompanyOrder: destination.companyId !== null,
    },
    freeShippingThreshold: ctx.freeShippingThreshold,
    walletBalance: walletValue,
    useWallet: input.use_wallet,
    payDebt: input.pay_debt,
  });

  // 9. The order, its lines priced as sold, its state from how it is paid.
  const state = orderStart(
    input.payment_port,
    payable.payable,
    now,
    goods.kind === 'plan' ? goods.payBy : undefined,
  );
  const order = await insertOrder(
    tx,
    {
      customerId,
      ...state,
      sellingType: destination.companyId === null ? sellingType.personal : sellingType.company,
      addressId: destination.addressId,
      companyId: destination.companyId,
      centreId: destination.centreId,
      destination: destination.snapshot,
      slotId: slot.id,
      slotStartsAt: slot.startsAt,
      slotEndsAt: slot.endsAt,
      postingMethodId: method.id,
      postingTitle: method.title,
      postingDescription: method.description,
      paymentPort: input.payment_port,
      periodicType: input.periodic_type,
      note: input.note_context,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      ...amountsOf(payable),
      createdAt: now,
      updatedAt: now,
    },
    lines.map((line) => ({
      itemType: line.type,
      itemId: line.id,
      name: line.cartable.name,
      brand: line.cartable.brand?.name ?? null,
      image: line.cartable.image,
      count: line.count,
      realPrice: Math.max(line.cartable.price, line.unit_price),
      unitPrice: line.unit_price,
      components: stock.sold.get(`${line.type}-${line.id}`) ?? [],
    })),
  );

  // 10. The wallet's debit; the basket is empty.
  if (payable.walletSpent > 0) {
    await addWalletEntry(tx, {
      customerId,
      amount: -payable.walletSpent,
      reason: 'order',
      orderId: order.id,
    });
  }
  if (goods.kind === 'basket') await emptyBasketIn(tx, customerId);
  const owed = state.status === orderStatus.awaitingPayment;
  const repeat = goods.kind === 'plan';
  await queueNotice(
    tx,
    owed ? (repeat ? 'repeat-awaiting-payment' : 'awaiting-payment') : repeat ? 'repeat-placed' : 'placed',
    { ...order, customerId },
    {
      rials: owed ? payable.payable : payable.due,
      until: state.expiresAt,
      now,
      link: repeat ? (owed ? payLink(ctx, order) : undefined) : orderPageOf(ctx.publicUrl, order.id),
      ...(repeat ? { day: goods.day, short } : {}),
    },
  );
  await recordAudit(tx, {
    actor: repeat ? { type: 'system' } : { type: 'customer', id: customerId },
    action: 'order.placed',
    subject: { type: 'order', id: order.id },
    data: {
      tracking_code: order.trackingCode,
      payable: payable.payable,
      port: input.payment_port,
      ...(repeat ? { periodic_plan: goods.planId } : {}),
    },
  });

  // 11. Last, what other orders race for, each a conditional update: stock (bundles, then products in
  //     id order), the slot's place, the code's use. Their rows stay locked only until the commit that
  //     follows, and a refusal rolls everything above back.
  //     Units held for this customer (a waitlist turn, decision 069) are used by this order, once.
  const held =
    goods.kind === 'basket'
      ? await useOwnHolds(
          tx,
          customerId,
          lines.map((line) => stockRefOf(line.type, line.id)),
          now,
        )
      : new Map<string, number>();
  await takeStock(tx, stock, held);
  if (!(await takeSlot(tx, slot.id, destination.centreId, now))) throw new DomainError('SLOT_UNAVAILABLE');
  if (coupon && !(await takeCouponUse(tx, { couponId: coupon.id, customerId, orderId: order.id }))) {
    throw new DomainError('COUPON_USED_UP');
  }

  // 12. An order placed as weekly or monthly starts its plan: the rounds to come (decision 055).
  if (goods.kind === 'basket' && input.periodic_type !== periodicType.normal) {
    await startPlanIn(tx, { order, customerId, input, slot, lines, now });
  }

  const result = {
    order_id: order.id,
    payment_port: input.payment_port,
    tracking_code: order.trackingCode,
    freeze: state.freezeExpiresAt !== null,
    freeze_expired_at: state.freezeExpiresAt?.toISOString() ?? null,
    url: null,
    wallet_spent: payable.walletSpent,
    payable: payable.payable,
  };
  return {
    result,
    short,
    order: {
      id: order.id,
      customerId,
      trackingCode: order.trackingCode,
      payable: payable.payable,
      mobile: destination.snapshot.mobile,
    },
  };
}

/** Where the customer pays a repeat order: its result page, whose «پرداخت مجدد» starts the payment. */
function payLink(ctx: CheckoutContext, order: { id: number; trackingCode: string }): string {
  const query = new URLSearchParams({
    status: 'unpaid',
    order: String(order.id),
    tracking_code: order.trackingCode,
  });
  return `${ctx.publicUrl}/payments?${query}`;
}

function amountsOf(payable: Payable) {
  return {
    subtotal: payable.subtotal,
    companyDiscount: payable.companyDiscount,
    couponDiscount: payable.couponDiscount,
    slotPrice: payable.slotPrice,
    shippingCost: payable.shipping.amount,
    total: payable.due,
    walletSpent: payable.walletSpent,
    debtPaid: payable.debtPaid,
    payable: payable.payable,
  };
}
