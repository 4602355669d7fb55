import { cartItemType } from '@shop/domain/basket/constants';
import { holdBudget, waitlistHoldLimits, waitlistHoldMinutes } from '@shop/domain/engagement/constants';
import { fillPlaceholders } from '@shop/domain/fill-placeholders';
import { toDisplayMobile } from '@shop/domain/mobile';
import { toPersianDigits } from '@shop/domain/persian-digits';
import type { Transaction } from '../../../db/client.ts';
import { tryOwnerLock } from '../../../db/owner-lock.ts';
import { smsTexts } from '../../../i18n/fa.ts';
import type { Sweep } from '../../../platform/sweep-runner.ts';
import { lockBasketIn } from '../../basket/public/checkout-basket.ts';
import { putWaitedLineIn } from '../../basket/public/waitlist-line.ts';
import { unitsOnSale, type UnitsOnSale } from '../../catalogue/public/stock.ts';
import {
  expireDueHoldsOf,
  heldOf,
  holdUnits,
  liveHoldsPerCustomer,
  releaseOwnHold,
} from '../../catalogue/public/stock-holds.ts';
import {
  countLine,
  customersOfStanding,
  endHeldTurns,
  giveTurn,
  listWaitedItems,
  nextInLine,
  queueWaitlistNotice,
  type WaitedItem,
} from '../queries/waitlist.ts';

const candidatesPerPage = 500;
const holdMs = waitlistHoldMinutes * 60_000;

/** An item the sweep found with work to do, its stock as read then and the name its text gives. */
type DueItem = WaitedItem & { name: string; slug: string };

/**
 * The waitlist (issue 21, decisions 063, 069 and 082): when an item comes back, the first customers in
 * line (as many as there are units) each get a turn: the item in their basket and a text. A turn
 * holds one unit for its customer, out of stock for everyone else, only within decision 082's bounds
 * (at most half the units held, an account of standing, three live holds per account); other turns
 * leave the unit on open sale. A turn lasts `waitlistHoldMinutes`, then its unit goes back to stock and
 * on to the next in line. Each item is worked on under its own advisory lock taken without waiting
 * (`tryOwnerLock`), so sweepers on several replicas never give the same units twice.
 *
 * One item per transaction: a turn takes stock, and a transaction that held one item's rows while
 * waiting for the next item's baskets could wait in a loop with a checkout (which holds its basket,
 * then takes stock). Within an item, the turns' baskets are all locked before any stock is taken.
 */
export function waitlistSweep(publicUrl: string): Sweep<DueItem> {
  return {
    name: 'waitlist',
    batchSize: 1,
    async claim(tx, limit, now) {
      const due: DueItem[] = [];
      let after: WaitedItem | null = null;
      // Pages through every waited item: those still sold out are passed over, not counted as claimed.
      while (due.length < limit) {
        const page = await listWaitedItems(tx, { now, after, limit: candidatesPerPage });
        if (page.length === 0) break;
        after = page.at(-1) ?? null;
        const [stock, line] = await Promise.all([unitsOnSale(tx, page, now), countLine(tx, page, now)]);
        for (const item of page) {
          const key = `${item.type}:${item.id}`;
          const counts = line.get(key);
          const found = stock.get(key);
          if (!counts || !hasWork(counts, found)) continue;
          if (!(await tryOwnerLock(tx, lockScope(item), item.id))) continue;
          due.push({ ...item, name: found?.name ?? '', slug: found?.slug ?? '' });
          if (due.length === limit) break;
        }
        if (page.length < candidatesPerPage) break;
      }
      return due;
    },
    async handle(tx, item, now) {
      // Turns that ran out end, and their units come back (unless the expiry sweep gave them already).
      await endHeldTurns(tx, item, now);
      await expireDueHoldsOf(tx, item, now);
      // Counted under the lock; held units are out of stock, so every unit counted is free.
      const key = `${item.type}:${item.id}`;
      const onSale = (await unitsOnSale(tx, [item], now)).get(key)?.units ?? 0;
      if (onSale <= 0) return;
      // An open turn still running stands for a unit on open sale its text promised already.
      const places = onSale - ((await countLine(tx, [item], now)).get(key)?.open ?? 0);
      if (places <= 0) return;
      // What holds may take (decision 082): a share of the units, by accounts of standing, a few each.
      let budget = holdBudget({ onSale, held: (await heldOf(tx, [item])).get(key) ?? 0 });
      const until = new Date(now.getTime() + holdMs);
      const next = await nextInLine(tx, item, places);
      const customerIds = [...new Set(next.map((turn) => turn.customerId))].sort((a, b) => a - b);
      for (const customerId of customerIds) await lockBasketIn(tx, customerId);
      const standing = await customersOfStanding(tx, customerIds, now);
      const holdsOf = await liveHoldsPerCustomer(tx, customerIds, now);
      for (const turn of next) {
        const mayHold =
          budget > 0 &&
          standing.has(turn.customerId) &&
          (holdsOf.get(turn.customerId) ?? 0) < waitlistHoldLimits.perCustomer;
        // The unit is taken first: a checkout may have bought it since it was counted.
        const hold = mayHold
          ? await holdUnits(tx, { item, customerId: turn.customerId, units: 1, until, now })
          : 'open';
        if (hold === 'short') break;
        if (hold === 'held') {
          budget -= 1;
          holdsOf.set(turn.customerId, (holdsOf.get(turn.customerId) ?? 0) + 1);
        }
        if (!(await giveTurn(tx, turn.id, now, until))) {
          // Gone meanwhile (the customer's account was deleted): the unit goes on to the next.
          if (hold === 'held') await releaseOwnHold(tx, turn.customerId, item, now);
          continue;
        }
        await putWaitedLineIn(tx, {
          customerId: turn.customerId,
          type: item.type === 'product' ? cartItemType.product : cartItemType.bundle,
          itemId: item.id,
          now,
        });
        if (turn.mobile) {
          const isHeld = hold !== 'open';
          await queueText(tx, { item, publicUrl, observeId: turn.id, mobile: turn.mobile, now, isHeld });
        }
      }
    },
  };
}

/** Turns to end, or people waiting and units on sale beyond those the open turns promised. */
function hasWork(
  counts: { waiting: number; ended: number; open: number },
  stock: UnitsOnSale | undefined,
): boolean {
  return counts.ended > 0 || (counts.waiting > 0 && (stock?.units ?? 0) > counts.open);
}

const lockScope = (item: WaitedItem) => (item.type === 'product' ? 'waitlistProduct' : 'waitlistBundle');

async function queueText(
  tx: Transaction,
  input: { item: DueItem; publicUrl: string; observeId: number; mobile: string; now: Date; isHeld: boolean },
): Promise<void> {
  const { item, publicUrl, observeId, mobile, now, isHeld } = input;
  const path = item.type === 'product' ? 'products' : 'bundles';
  const link = `${publicUrl}/${path}/${item.id}/${encodeURIComponent(item.slug)}`;
  // What the turn gives, one clause in the text and in the template (decision 082): the unit kept for
  // the customer for the turn's minutes, or on open sale to whoever pays first.
  const turn = isHeld
    ? fillPlaceholders(smsTexts.waitlistTurnHeld, { minutes: toPersianDigits(String(waitlistHoldMinutes)) })
    : smsTexts.waitlistTurnOpen;
  await queueWaitlistNotice(tx, {
    observeId,
    mobile: toDisplayMobile(mobile),
    text: fillPlaceholders(smsTexts.waitlistReturned, { name: item.name, turn, link }),
    // The Kavenegar template (KAVENEGAR_STOCK_TEMPLATE): %token the minutes the unit is kept for the
    // customer (0: not kept), %token10 the name, %token20 the clause (Kavenegar allows it 8 spaces).
    tokens: {
      token: isHeld ? String(waitlistHoldMinutes) : '0',
      token10: item.name.slice(0, 100),
      token20: turn,
    },
    createdAt: now,
  });
}
