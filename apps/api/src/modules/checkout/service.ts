import { bindUseCases } from '../../platform/shop-module.ts';
import { applyCoupon } from './service/apply-coupon.ts';
import { cancelOrder } from './service/cancel-order.ts';
import { getCheckout } from './service/checkout-view.ts';
import type { CheckoutContext } from './service/context.ts';
import { moveOrder } from './service/move-order.ts';
import { nextDeliverySlot } from './service/next-delivery.ts';
import { listIntroduceCodes, listOwnCoupons } from './service/own-codes.ts';
import { listOrderPayments } from './service/order-payments.ts';
import { placeOrder } from './service/place-order.ts';
import {
  changePeriodicPlan,
  listPeriodicPlans,
  skipPeriodicRound,
  stopPeriodicPlan,
} from './service/periodic-plans.ts';
import { sendOrderNotices } from './service/order-notices.ts';
import { reconcilePayments } from './service/reconcile-payments.ts';
import { repayOrder } from './service/repay-order.ts';
import { settlePayment } from './service/settle-payment.ts';
import { switchPort } from './service/switch-port.ts';

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** The checkout's use cases, one file each under service/. */
export function createCheckoutService(ctx: CheckoutContext) {
  return bindUseCases(ctx, {
    getCheckout,
    nextDeliverySlot,
    applyCoupon,
    placeOrder,
    moveOrder,
    switchPort,
    settlePayment,
    repayOrder,
    cancelOrder,
    listOrderPayments,
    reconcilePayments,
    sendOrderNotices,
    listPeriodicPlans,
    skipPeriodicRound,
    changePeriodicPlan,
    stopPeriodicPlan,
    listOwnCoupons,
    listIntroduceCodes,
  });
}
