import { eq } from 'drizzle-orm';
import { fillPlaceholders } from '@shop/domain/fill-placeholders';
import { toDisplayMobile } from '@shop/domain/mobile';
import { formatToman, rialsToTomans } from '@shop/domain/money';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { formatTehranDateTime, formatTehranDay } from '@shop/domain/tehran-time';
import type { Transaction } from '../../../db/client.ts';
import { smsTexts } from '../../../i18n/fa.ts';
import { customers } from '../../identity/public/tables.ts';
import { SmsSuppressedError } from '../../../adapters/sms/port.ts';
import {
  claimDueNotices,
  dropNotices,
  markNoticeFailed,
  markNoticeSent,
  queueOrderNotice,
  supersedeOrderNotices,
  type OrderNotice,
} from '../../orders/public/notices.ts';
import type { CheckoutContext } from './context.ts';

/** What happened to an order, as the customer is told by SMS (issue 19; periodic rounds, decision 055). */
export type NoticeKind =
  | 'placed'
  | 'awaiting-payment'
  | 'paid'
  | 'cancelled'
  | 'expired'
  | 'refunded'
  | 'repeat-reminder'
  | 'repeat-placed'
  | 'repeat-awaiting-payment'
  | 'repeat-not-placed';

const texts: Record<NoticeKind, string> = {
  placed: smsTexts.orderPlaced,
  'awaiting-payment': smsTexts.orderAwaitingPayment,
  paid: smsTexts.orderPaid,
  cancelled: smsTexts.orderCancelled,
  expired: smsTexts.orderExpired,
  refunded: smsTexts.paymentRefunded,
  'repeat-reminder': smsTexts.repeatReminder,
  'repeat-placed': smsTexts.repeatPlaced,
  'repeat-awaiting-payment': smsTexts.repeatAwaitingPayment,
  'repeat-not-placed': smsTexts.repeatNotPlaced,
};

/** The order's own page (decision 086), where a text about it sends the customer. */
export const orderPageOf = (publicUrl: string, orderId: number) => `${publicUrl}/profile/orders/${orderId}`;

/** token10 of the order template (%token10): the few words Kavenegar's template says happened. */
const happened: Record<NoticeKind, string> = {
  placed: 'ثبت شد',
  'awaiting-payment': 'در انتظار پرداخت است',
  paid: 'پرداخت شد',
  cancelled: 'لغو شد',
  expired: 'به دلیل پرداخت‌نشدن لغو شد',
  refunded: 'مبلغ به کیف پول برگشت',
  'repeat-reminder': 'فردا دوباره ثبت می‌شود',
  'repeat-placed': 'دوباره ثبت شد',
  'repeat-awaiting-payment': 'دوباره ثبت شد و در انتظار پرداخت است',
  'repeat-not-placed': 'در این نوبت ثبت نشد',
};

/** What a notice's text may say beyond the order's code: the amount, a deadline, a round's facts. */
export type NoticeFacts = {
  rials: number;
  until?: Date | null;
  now: Date;
  /** The page the text sends the customer to (the order's own, to pay a repeat, to manage a plan). */
  link?: string | undefined;
  /** A periodic round's delivery day, and the next one (`YYYY-MM-DD`). */
  day?: string;
  next?: string;
  /** A round's lines that could not be had in full. */
  short?: readonly { name: string }[];
  /** Why a round was not placed. */
  reason?: string;
};

/**
 * Queues the customer's text about an order in the caller's transaction: it is sent only if the change
 * commits (the job below), and to the account's number, not the recipient's.
 */
export async function queueNotice(
  tx: Transaction,
  kind: NoticeKind,
  order: { id: number; customerId: number; trackingCode: string },
  facts: NoticeFacts,
): Promise<void> {
  const [customer] = await tx
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!customer) return;
  const text = fillPlaceholders(texts[kind], {
    code: toPersianDigits(order.trackingCode),
    amount: formatToman(facts.rials),
    until: facts.until ? formatTehranDateTime(facts.until) : '',
    link: facts.link ?? '',
    day: facts.day ? formatTehranDay(facts.day) : '',
    next: facts.next ? formatTehranDay(facts.next) : '',
    reason: facts.reason ?? '',
    short: facts.short?.length
      ? fillPlaceholders(smsTexts.repeatShort, { items: facts.short.map((line) => line.name).join('، ') })
      : '',
  });
  await supersedeOrderNotices(tx, order.id, facts.now);
  await queueOrderNotice(tx, {
    orderId: order.id,
    mobile: toDisplayMobile(customer.mobile),
    kind,
    text,
    tokens: {
      token: order.trackingCode,
      // The order's own page is the template's `…/profile/orders/%token3` (README, KAVENEGAR_ORDER_TEMPLATE).
      token3: String(order.id),
      token2: String(rialsToTomans(facts.rials)),
      token10: happened[kind],
    },
    createdAt: facts.now,
  });
}

/**
 * The job that sends queued notices: each batch claimed in a short transaction, then sent (the network,
 * outside any transaction), then marked sent or failed (tried again next pass, five times at most).
 * A number with several notices in a batch gets one text (decision 083): the newest, saying how many
 * more there are; the others are dropped as merged. A text the SMS gate held back (the number's cap, the
 * shop's budget) is dropped as suppressed, never tried again.
 */
export async function sendOrderNotices(ctx: CheckoutContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await claimDueNotices(ctx.db, ctx.now(), 20);
    for (const group of byNumber(due)) {
      const newest = group.at(-1)!;
      const others = group.slice(0, -1).map((notice) => notice.id);
      const text = others.length
        ? `${newest.text}\n${fillPlaceholders(smsTexts.moreOrderNotices, { count: toPersianDigits(others.length) })}`
        : newest.text;
      try {
        await ctx.sms.send(
          { mobile: newest.mobile, text, template: 'order', tokens: newest.tokens },
          ctx.log,
        );
        await markNoticeSent(ctx.db, newest.id, ctx.now());
        await dropNotices(ctx.db, others, 'merged', ctx.now());
        sent += 1;
      } catch (error) {
        if (error instanceof SmsSuppressedError) {
          await dropNotices(ctx.db, [...others, newest.id], 'suppressed', ctx.now());
          continue;
        }
        const reason = error instanceof Error ? error.message : String(error);
        for (const notice of group) await markNoticeFailed(ctx.db, notice.id, reason);
      }
    }
    if (due.length < 20) return sent;
  }
}

/** Notices grouped by number, each group oldest first (the claim's order). */
function byNumber(notices: readonly OrderNotice[]): OrderNotice[][] {
  const groups = new Map<string, OrderNotice[]>();
  for (const notice of notices) {
    const group = groups.get(notice.mobile);
    if (group) group.push(notice);
    else groups.set(notice.mobile, [notice]);
  }
  return [...groups.values()];
}
