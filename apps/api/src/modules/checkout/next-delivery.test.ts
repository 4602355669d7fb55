import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestApp } from '../../test/app.ts';
import { send } from '../identity/test-support.ts';
import { deliverySlots } from './tables.ts';
import { newBuyer, openSlot } from './test-support.ts';

const { app, database } = await getTestApp();
const { db } = database;

// GET delivery/next-slot (issue 46 item 12, decision 091): the product page's promise is the slot the
// checkout itself would offer first, read with the same cut-off and capacity, for anyone.

async function nextSlot() {
  const answer = await send(app, 'GET', '/delivery/next-slot');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { data: { relative_day: string | null; time: { id: number; started_hr: number } } })
    .data;
}

describe('GET delivery/next-slot', () => {
  it('answers a guest with the first slot GET checkout offers, said as today', async () => {
    const buyer = await newBuyer(app);
    const offered = await openSlot(buyer);
    const next = await nextSlot();
    // The test clock is Sunday 11:30 in Tehran: 09–12 and 12–15 are past their cut-off, 15–18 is first.
    expect(next).toMatchObject({ relative_day: 'today', day_of_week: 'یکشنبه' });
    expect(next.time).toMatchObject({ id: offered.id, started_hr: 15, finished_hr: 18, active: true });
  });

  it('passes over a full slot, as the checkout does', async () => {
    const first = await nextSlot();
    const [row] = await db
      .select({ taken: deliverySlots.taken, capacity: deliverySlots.capacity })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, first.time.id));
    await db.update(deliverySlots).set({ taken: row!.capacity }).where(eq(deliverySlots.id, first.time.id));
    try {
      const next = await nextSlot();
      expect(next.time.id).not.toBe(first.time.id);
      expect(next.time.started_hr).toBe(18);
    } finally {
      await db.update(deliverySlots).set({ taken: row!.taken }).where(eq(deliverySlots.id, first.time.id));
    }
  });
});
