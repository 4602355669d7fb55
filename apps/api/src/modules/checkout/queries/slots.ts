import { and, asc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { deliveryRules } from '@shop/domain/checkout/constants';
import { planSlots, tehranDay, type SlotTemplate, type Weekday } from '@shop/domain/checkout/delivery-slots';
import type { Db, Transaction } from '../../../db/client.ts';
import { deliverySlots, slotTemplates } from '../tables.ts';

const minuteMs = 60_000;

/**
 * Plans the coming days' slots from the weekly template (decision 48), once per template and day:
 * a slot already planned keeps its own capacity, price and what it has taken. Called by GET
 * checkout, outside any order's transaction.
 */
export async function ensureSlots(db: Db, now: Date): Promise<void> {
  const rows = await db.select().from(slotTemplates).where(eq(slotTemplates.active, true));
  if (rows.length === 0) return;
  const centreOf = new Map(rows.map((row) => [row.id, row.centreId]));
  const templates: SlotTemplate[] = rows.map((row) => ({
    id: row.id,
    weekday: row.weekday as Weekday,
    startMinute: row.startMinute,
    endMinute: row.endMinute,
    capacity: row.capacity,
    price: row.price,
    active: row.active,
  }));
  const planned = planSlots(templates, now, deliveryRules.days);
  if (planned.length === 0) return;
  await db
    .insert(deliverySlots)
    .values(
      planned.map((slot) => ({
        templateId: slot.templateId,
        centreId: centreOf.get(slot.templateId) ?? null,
        day: slot.date,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        capacity: slot.capacity,
        price: slot.price,
      })),
    )
    .onConflictDoNothing();
}

export type SlotRow = typeof deliverySlots.$inferSelect;

/** The planned slots from today for home delivery (`centreId` null) or one centre, in time order. */
export function listSlots(db: Db, centreId: number | null, now: Date): Promise<SlotRow[]> {
  const today = tehranDay(now).midnight;
  const until = new Date(today.getTime() + deliveryRules.days * 24 * 60 * minuteMs);
  return db
    .select()
    .from(deliverySlots)
    .where(
      and(
        centreId === null ? isNull(deliverySlots.centreId) : eq(deliverySlots.centreId, centreId),
        gte(deliverySlots.startsAt, today),
        lt(deliverySlots.startsAt, until),
      ),
    )
    .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.id));
}

/** A slot for this destination (home delivery or one centre), read without taking it. */
export async function findSlot(db: Db, slotId: number, centreId: number | null): Promise<SlotRow | null> {
  const [slot] = await db
    .select()
    .from(deliverySlots)
    .where(
      and(
        eq(deliverySlots.id, slotId),
        centreId === null ? isNull(deliverySlots.centreId) : eq(deliverySlots.centreId, centreId),
      ),
    );
  return slot ?? null;
}

/**
 * Takes one place in the slot in the order's transaction, or nothing: one conditional UPDATE (on,
 * before its cutoff, below capacity, for this destination), so two orders racing for the last place
 * cannot both have it. Null when the slot cannot be taken.
 */
export async function takeSlot(
  tx: Transaction,
  slotId: number,
  centreId: number | null,
  now: Date,
): Promise<SlotRow | null> {
  const closesAfter = new Date(now.getTime() + deliveryRules.cutoffMinutes * minuteMs);
  const [slot] = await tx
    .update(deliverySlots)
    .set({ taken: sql`${deliverySlots.taken} + 1` })
    .where(
      and(
        eq(deliverySlots.id, slotId),
        eq(deliverySlots.active, true),
        lt(deliverySlots.taken, deliverySlots.capacity),
        gt(deliverySlots.startsAt, closesAfter),
        centreId === null ? isNull(deliverySlots.centreId) : eq(deliverySlots.centreId, centreId),
      ),
    )
    .returning();
  return slot ?? null;
}

/** Gives a place back (an order cancelled). */
export async function releaseSlot(tx: Transaction, slotId: number): Promise<void> {
  await tx
    .update(deliverySlots)
    .set({ taken: sql`greatest(${deliverySlots.taken} - 1, 0)` })
    .where(eq(deliverySlots.id, slotId));
}

/** The planned slots of one Tehran day for home delivery (`centreId` null) or one centre, in time order. */
export function slotsOfDay(db: Db, centreId: number | null, day: string): Promise<SlotRow[]> {
  return db
    .select()
    .from(deliverySlots)
    .where(
      and(
        centreId === null ? isNull(deliverySlots.centreId) : eq(deliverySlots.centreId, centreId),
        eq(deliverySlots.day, day),
      ),
    )
    .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.id));
}
