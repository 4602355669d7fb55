import type { PaymentGateway } from '../../adapters/payments/port.ts';
import { registerSandboxBank } from '../../adapters/payments/sandbox-bank-routes.ts';
import { paymentTexts } from '../../i18n/fa.ts';
import type { Platform, ShopModule } from '../../platform/shop-module.ts';

export type PaymentsFace = {
  /** The gateway customers pay through, or null when none may be used (no online port offered). */
  gateway: PaymentGateway | null;
};

/**
 * Payments (issue 19): which gateway takes the customers' money, the attempts made with it
 * (public/attempts.ts), and the sandbox bank's page when the sandbox is the gateway. What a payment
 * does to an order is the checkout's (rung above): it settles orders in their transaction.
 */
export function paymentsModule(
  platform: Platform,
  needs: { gateway: PaymentGateway | null },
): ShopModule<PaymentsFace> {
  const { gateway } = needs;
  return {
    name: 'payments',
    face: { gateway },
    routes: {
      site: (scope) => {
        if (gateway?.name !== 'sandbox') return;
        registerSandboxBank(scope, {
          db: platform.db,
          shopName: paymentTexts.shopName,
          publicUrl: platform.publicUrl,
        });
      },
    },
  };
}
