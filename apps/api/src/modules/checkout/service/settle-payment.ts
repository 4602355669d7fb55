import { eq } from 'drizzle-orm';
import { orderStatus, paymentStatusUnpaid, type OrderStatus } from '@shop/domain/orders/status';
import { isSettledForGood, settleAttempt, type AttemptState } from '@shop/domain/payments/attempt-status';
import { PaymentGatewayUnavailableError, type VerifyAnswer } from '../../../adapters/payments/port.ts';
import type { Transaction } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { addWalletEntry } from '../../account/public/wallet.ts';
import { orders } from '../../orders/public/tables.ts';
import {
  findAttempt,
  lockAttempt,
  settleAttemptIn,
  type AttemptRow,
} from '../../payments/public/attempts.ts';
import type { CheckoutContext } from './context.ts';
import { moveOrderIn, type OrderRow } from './move-order.ts';
import { orderPageOf, queueNotice } from './order-notices.ts';

const verifyTimeoutMs = 10_000;

/**
 * What a payment came to, for the result page: `paid`; `failed` (cancelled at the bank or refused);
 * `refunded` (paid after the order stopped waiting for it: the money is in the wallet); `checking`
 * (the bank did not answer the verification: the reconciler settles it later); `unknown` (no such
 * payment).
 */
export type PaymentOutcome = {
  status: 'paid' | 'failed' | 'refunded' | 'checking' | 'unknown';
  orderId: number | null;
  trackingCode: string | null;
  refId: string | null;
};

const unknown: PaymentOutcome = { status: 'unknown', orderId: null, trackingCode: null, refId: null };

/**
 * The bank's callback (issue 19): whatever the browser says (`Status=OK`), the shop asks the gateway
 * itself, for the amount it recorded, then settles the attempt and the order in one transaction. The
 * verification is a network call, so it happens before the transaction; the attempt's row lock then
 * makes two callbacks at once settle once, and a replayed callback finds the attempt settled and
 * answers the same outcome without asking the bank again.
 */
export async function settlePayment(ctx: CheckoutContext, authority: string): Promise<PaymentOutcome> {
  const { gateway } = ctx;
  if (!gateway || authority === '') return unknown;
  const attempt = await findAttempt(ctx.db, gateway.name, authority);
  if (!attempt) return unknown;
  if (isSettledForGood(attempt.state as AttemptState)) return outcomeOf(ctx, attempt);

  let verified: VerifyAnswer;
  try {
    verified = await gateway.verify(
      { authority, amount: attempt.amount },
      AbortSignal.timeout(verifyTimeoutMs),
    );
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
    ctx.logError(error, 'payment verification: the gateway did not answer; the reconciler will settle it');
    return { ...(await outcomeOf(ctx, attempt)), status: 'checking' };
  }

  const settled = await ctx.db.transaction((tx) => settleIn(ctx, tx, attempt.id, verified));
  return outcomeOf(ctx, settled);
}

/**
 * Settles an attempt with the gateway's verified answer; one paid or refunded meanwhile (a callback at
 * the same moment) is left as it is. A failure found paid later pays the order or goes to the wallet.
 */
export async function settleIn(
  ctx: CheckoutContext,
  tx: Transaction,
  attemptId: number,
  verified: VerifyAnswer,
): Promise<AttemptRow> {
  const attempt = await lockAttempt(tx, attemptId);
  if (isSettledForGood(attempt.state as AttemptState)) return attempt;
  if (attempt.state === 'failed' && verified.kind === 'not-paid') return attempt;
  const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
  const now = ctx.now();
  const state = settleAttempt(verified.kind === 'not-paid' ? 'not-paid' : 'paid', {
    awaitingPayment: isAwaitingPayment(order!, now),
  });
  const refId = verified.kind === 'not-paid' ? null : verified.refId;
  await settleAttemptIn(
    tx,
    attempt.id,
    {
      state,
      code: verified.code,
      message: verified.kind === 'not-paid' ? verified.message : null,
      refId,
      cardPan: verified.kind === 'not-paid' ? null : verified.cardPan,
    },
    now,
  );
  if (state === 'paid') {
    // Awaiting payment moves on to processing; an invoice paid online keeps its status, now paid.
    const from = order!.status as OrderStatus;
    const to = from === orderStatus.awaitingPayment ? orderStatus.processing : from;
    await moveOrderIn(tx, order!, to, { type: 'system' }, now, { paid: true, refId });
    await queueNotice(tx, 'paid', order!, {
      rials: attempt.amount,
      now,
      link: orderPageOf(ctx.publicUrl, order!.id),
    });
    // A wallet's debt paid with the order is settled once the money arrived.
    if (order!.debtPaid > 0) {
      await addWalletEntry(tx, {
        customerId: order!.customerId,
        amount: order!.debtPaid,
        reason: 'debt-paid',
        orderId: order!.id,
      });
    }
  } else if (state === 'refunded') {
    // Paid after the order stopped waiting (paid by another attempt, cancelled, expired): the money is
    // the customer's, so it goes to the wallet at once; the shop may later reverse it to the card.
    await addWalletEntry(tx, {
      customerId: attempt.customerId,
      amount: attempt.amount,
      reason: 'late-payment',
      orderId: attempt.orderId,
    });
    await queueNotice(tx, 'refunded', order!, { rials: attempt.amount, now });
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'payment.refunded_to_wallet',
      subject: { type: 'order', id: attempt.orderId },
      data: { authority: attempt.authority, amount: attempt.amount, ref_id: refId },
    });
  }
  return { ...attempt, state, refId };
}

/** Still owed: unpaid, not cancelled or returned, and (awaiting payment) not past its time. */
function isAwaitingPayment(order: OrderRow, now: Date): boolean {
  if (order.paymentStatus !== paymentStatusUnpaid) return false;
  if (order.status === orderStatus.cancelled || order.status === orderStatus.returned) return false;
  return !(
    order.status === orderStatus.awaitingPayment &&
    order.expiresAt !== null &&
    order.expiresAt <= now
  );
}

async function outcomeOf(ctx: CheckoutContext, attempt: AttemptRow): Promise<PaymentOutcome> {
  const [order] = await ctx.db
    .select({ trackingCode: orders.trackingCode })
    .from(orders)
    .where(eq(orders.id, attempt.orderId));
  const status =
    attempt.state === 'paid'
      ? 'paid'
      : attempt.state === 'refunded'
        ? 'refunded'
        : attempt.state === 'failed'
          ? 'failed'
          : 'checking';
  return {
    status,
    orderId: attempt.orderId,
    trackingCode: order?.trackingCode ?? null,
    refId: attempt.refId,
  };
}
