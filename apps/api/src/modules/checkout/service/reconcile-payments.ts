import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { PaymentGatewayUnavailableError } from '../../../adapters/payments/port.ts';
import { paymentAttempts } from '../../payments/public/tables.ts';
import type { CheckoutContext } from './context.ts';
import { settleIn } from './settle-payment.ts';

/** A payer is given this long at the bank before the shop asks the bank itself. */
export const reconcileAfterMinutes = 10;
const batch = 50;
const verifyTimeoutMs = 10_000;

/**
 * Settles payments whose payer never came back to the callback (a closed tab, a lost connection, a
 * callback that found the bank silent): attempts still `requested` after some minutes, and any attempt
 * the gateway lists as paid but unverified (a failure that was paid after all). Each is verified with
 * the gateway, outside any transaction, then settled as the callback would settle it; replicas doing
 * this at once settle each attempt once (its row lock). Resolves how many it verified.
 */
export async function reconcilePayments(ctx: CheckoutContext): Promise<number> {
  const { gateway } = ctx;
  if (!gateway) return 0;
  const cutoff = new Date(ctx.now().getTime() - reconcileAfterMinutes * 60_000);
  const stale = await ctx.db
    .select({ id: paymentAttempts.id, authority: paymentAttempts.authority, amount: paymentAttempts.amount })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.gateway, gateway.name),
        eq(paymentAttempts.state, 'requested'),
        lt(paymentAttempts.createdAt, cutoff),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(batch);

  let listedAuthorities: string[] = [];
  try {
    listedAuthorities = (await gateway.unverified(AbortSignal.timeout(verifyTimeoutMs))).map(
      (payment) => payment.authority,
    );
  } catch (error) {
    if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
    ctx.logError(error, 'payment reconciliation: the gateway did not list unverified payments');
  }
  const listed =
    listedAuthorities.length === 0
      ? []
      : await ctx.db
          .select({
            id: paymentAttempts.id,
            authority: paymentAttempts.authority,
            amount: paymentAttempts.amount,
          })
          .from(paymentAttempts)
          .where(
            and(
              eq(paymentAttempts.gateway, gateway.name),
              inArray(paymentAttempts.state, ['requested', 'failed']),
              inArray(paymentAttempts.authority, listedAuthorities.slice(0, batch)),
            ),
          );

  const due = new Map([...stale, ...listed].map((attempt) => [attempt.id, attempt]));
  let verified = 0;
  for (const attempt of due.values()) {
    try {
      const answer = await gateway.verify(
        { authority: attempt.authority, amount: attempt.amount },
        AbortSignal.timeout(verifyTimeoutMs),
      );
      await ctx.db.transaction((tx) => settleIn(ctx, tx, attempt.id, answer));
      verified += 1;
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailableError)) throw error;
      ctx.logError(error, 'payment reconciliation: the gateway did not answer; trying again next pass');
      return verified;
    }
  }
  return verified;
}
