import { cartItemType } from '@shop/domain/basket/constants';
import { waitlistHoldMinutes } from '@shop/domain/engagement/constants';
import { fillPlaceholders } from '@shop/domain/fill-placeholders';
import { toDisplayMobile } from '@shop/domain/mobile';
import { toPersianDigits } from '@shop/domain/persian-digits';
import type { Transaction } from '../../../db/client.ts';
import { tryOwnerLock } from '../../../db/owner-lock.ts';
import { smsTexts } from '../../../i18n/fa.ts';
import type { Sweep } from '../../../platform/sweep-runner.ts';
import { putWaitedLineIn } from '../../basket/public/waitlist-line.ts';
import { unitsOnSale, type UnitsOnSale } from '../../catalogue/public/stock.ts';
import {
  countHeldTurns,
  countLine,
  endHeldTurns,
  holdNextInLine,
  listWaitedItems,
  queueWaitlistNotice,
  type WaitedItem,
} from '../queries/waitlist.ts';

const candidatesPerPage = 500;
const holdMs = waitlistHoldMinutes * 60_000;

/** An item the sweep found with work to do, its stock as read then and the name its text gives. */
type DueItem = WaitedItem & { name: string; slug: string };

/**
 * The waitlist (issue 21, decision 063): when an item comes back, the first customers in line (as
 * many as there are units not already someone's turn) are texted and find it in their basket; a turn
 * lasts `waitlistHoldMinutes`, then passes to the next in line. Each item is worked on under its own
 * advisory lock taken without waiting (`tryOwnerLock`), so sweepers on several replicas never count
 * the same units twice: the second skips the item, and whoever comes later reads the turns given.
 */
export function waitlistSweep(publicUrl: string): Sweep<DueItem> {
  return {
    name: 'waitlist',
    batchSize: 50,
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
      await endHeldTurns(tx, item, now);
      // Counted again under the lock: another sweeper may have given turns since the claim's read.
      const stock = (await unitsOnSale(tx, [item], now)).get(`${item.type}:${item.id}`);
      const places = (stock?.units ?? 0) - (await countHeldTurns(tx, item, now));
      if (places <= 0) return;
      const until = new Date(now.getTime() + holdMs);
      for (const turn of await holdNextInLine(tx, { item, places, now, until })) {
        await putWaitedLineIn(tx, {
          customerId: turn.customerId,
          type: item.type === 'product' ? cartItemType.product : cartItemType.bundle,
          itemId: item.id,
          now,
        });
        if (turn.mobile)
          await queueText(tx, { item, publicUrl, observeId: turn.id, mobile: turn.mobile, now });
      }
    },
  };
}

function hasWork(
  counts: { waiting: number; held: number; ended: number },
  stock: UnitsOnSale | undefined,
): boolean {
  return counts.ended > 0 || (counts.waiting > 0 && (stock?.units ?? 0) > counts.held);
}

const lockScope = (item: WaitedItem) => (item.type === 'product' ? 'waitlistProduct' : 'waitlistBundle');

async function queueText(
  tx: Transaction,
  input: { item: DueItem; publicUrl: string; observeId: number; mobile: string; now: Date },
): Promise<void> {
  const { item, publicUrl, observeId, mobile, now } = input;
  const path = item.type === 'product' ? 'products' : 'bundles';
  const link = `${publicUrl}/${path}/${item.id}/${encodeURIComponent(item.slug)}`;
  const hours = toPersianDigits(String(waitlistHoldMinutes / 60));
  await queueWaitlistNotice(tx, {
    observeId,
    mobile: toDisplayMobile(mobile),
    text: fillPlaceholders(smsTexts.waitlistReturned, { name: item.name, hours, link }),
    // The Kavenegar template (KAVENEGAR_STOCK_TEMPLATE): %token the hours, %token10 the name.
    tokens: { token: String(waitlistHoldMinutes / 60), token10: item.name.slice(0, 100) },
    createdAt: now,
  });
}
