import { fillPlaceholders } from '@shop/domain/fill-placeholders';
import { toDisplayMobile } from '@shop/domain/mobile';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { PaymentGatewayUnavailableError } from '../../../adapters/payments/port.ts';
import { insertAttempt } from '../../payments/public/attempts.ts';
import { paymentTexts } from '../../../i18n/fa.ts';
import type { CheckoutContext } from './context.ts';

/** How long the shop waits for a gateway to start a payment before telling the customer to repay later. */
const requestTimeoutMs = 10_000;

export type PayableOrder = {
  id: number;
  customerId: number;
  trackingCode: string;
  /** Rials still owed. */
  payable: number;
  /** The customer's number, +98 form. */
  mobile: string | null;
};

/**
 * Asks the gateway to take an order's payable, after the order's transaction committed (never inside
 * one), and records the attempt. Answers where to send the payer, or null when no gateway is set or it
 * refused or did not answer: the order then stays unpaid and the customer can pay it again later.
 */
export async function requestPayment(ctx: CheckoutContext, order: PayableOrder): Promise<string | null> {
  const { gateway } = ctx;
  if (!gateway || order.payable <= 0) return null;
  try {
    const answer = await gateway.request(
      {
        amount: order.payable,
        callbackUrl: `${ctx.publicUrl}/api/v1/payments/callback`,
        // The ten digits whole: a hyphenated pair of groups swaps places in right-to-left text.
        description: fillPlaceholders(paymentTexts.description, {
          code: toPersianDigits(order.trackingCode),
        }),
        mobile: order.mobile ? toDisplayMobile(order.mobile) : null,
        orderId: order.id,
      },
      AbortSignal.timeout(requestTimeoutMs),
    );
    if (!answer.ok) {
      ctx.logError(
        { gateway: gateway.name, code: answer.code, message: answer.message, orderId: order.id },
        'payment gateway refused to start a payment',
      );
      return null;
    }
    await insertAttempt(ctx.db, {
      orderId: order.id,
      customerId: order.customerId,
      gateway: gateway.name,
      authority: answer.authority,
      amount: order.payable,
      createdAt: ctx.now(),
    });
    return answer.payUrl;
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
    ctx.logError(error, 'payment gateway did not answer');
    return null;
  }
}
