import {
  claimDueWaitlistNotices,
  markWaitlistNoticeFailed,
  markWaitlistNoticeSent,
  markWaitlistNoticeSuppressed,
} from '../queries/waitlist.ts';
import { SmsSuppressedError } from '../../../adapters/sms/port.ts';
import type { EngagementContext } from './context.ts';

const perClaim = 20;

/**
 * The job that texts customers whose turn came (decision 063): claimed in a short transaction, sent
 * after it (the network never inside a transaction), oldest first, so customers are told in the order
 * they joined; a failure is tried again later, five times at most.
 */
export async function sendWaitlistNotices(
  ctx: Pick<EngagementContext, 'db' | 'now' | 'sms' | 'log'>,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await claimDueWaitlistNotices(ctx.db, ctx.now(), perClaim);
    for (const notice of due) {
      try {
        await ctx.sms.send(
          { mobile: notice.mobile, text: notice.text, template: 'waitlist', tokens: notice.tokens },
          ctx.log,
        );
        await markWaitlistNoticeSent(ctx.db, notice.id, ctx.now());
        sent += 1;
      } catch (error) {
        // Held back by the number's cap or the shop's budget (decision 083): never tried again.
        if (error instanceof SmsSuppressedError) {
          await markWaitlistNoticeSuppressed(ctx.db, notice.id, error.message);
          continue;
        }
        await markWaitlistNoticeFailed(
          ctx.db,
          notice.id,
          error instanceof Error ? error.message : String(error),
        );
      }
    }
    if (due.length < perClaim) return sent;
  }
}
