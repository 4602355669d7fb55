import type { SmsSender } from '../../adapters/sms/port.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';
import type { CustomerAuth } from '../identity/index.ts';
import type { PaymentsFace } from '../payments/index.ts';
import { checkoutRoutes, deliveryRoutes, devOrderRoutes } from './routes.ts';
import { createCheckoutService, type CheckoutService } from './service.ts';
import { expireUnpaidOrders } from './service/expire-orders.ts';
import { placePeriodicRounds, remindPeriodicRounds } from './service/periodic-rounds.ts';
import { giveFriendCodes } from './service/referral-rewards.ts';
import type { OrderLimits } from './service/order-limits.ts';

export function checkoutModule(
  platform: Platform,
  needs: {
    auth: CustomerAuth;
    freeShippingThreshold: number;
    payments: PaymentsFace;
    sms: SmsSender;
    orderLimits: OrderLimits;
    devAdminRoutes: boolean;
  },
): ShopModule<CheckoutService> {
  const context = {
    db: platform.db,
    now: platform.now,
    runSteps: platform.runSteps,
    freeShippingThreshold: needs.freeShippingThreshold,
    gateway: needs.payments.gateway,
    publicUrl: platform.publicUrl,
    logError: platform.logError,
    sms: needs.sms,
    log: platform.log,
    orderLimits: needs.orderLimits,
    counters: platform.cache,
  };
  const checkout = createCheckoutService(context);
  return {
    name: 'checkout',
    face: checkout,
    // Expiry first: an order that lapsed gives its stock back before a round is placed from it.
    sweeps: [
      expireUnpaidOrders,
      remindPeriodicRounds(context),
      placePeriodicRounds(context),
      giveFriendCodes,
    ],
    jobs: [
      { name: 'reconcile payments', run: () => checkout.reconcilePayments() },
      { name: 'send order notices', run: () => checkout.sendOrderNotices() },
    ],
    routes: {
      public: (scope) => deliveryRoutes(scope, { checkout }),
      personal: (scope) => {
        checkoutRoutes(scope, { checkout, auth: needs.auth });
        if (needs.devAdminRoutes) devOrderRoutes(scope, { checkout });
      },
    },
  };
}
