import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { VisitType } from '@shop/domain/engagement/constants';
import type { Db } from '../../../db/client.ts';
import { visitCounts } from '../tables.ts';

export type VisitCount = { day: string; type: VisitType; id: number; count: number };

/** Adds a batch of counts in one statement: a new (day, record) row, or its count grown. */
export async function addVisitCounts(db: Db, batch: readonly VisitCount[]): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insert(visitCounts)
    .values(
      batch.map((visit) => ({
        day: visit.day,
        recordType: visit.type,
        recordId: visit.id,
        count: visit.count,
      })),
    )
    .onConflictDoUpdate({
      target: [visitCounts.day, visitCounts.recordType, visitCounts.recordId],
      set: { count: sql`${visitCounts.count} + excluded.count` },
    });
}

/** The most viewed records of a type between two Tehran days (inclusive), most first. */
export function listMostViewed(db: Db, input: { type: VisitType; from: string; to: string; limit: number }) {
  const views = sql<number>`sum(${visitCounts.count})`.mapWith(Number);
  return db
    .select({ id: visitCounts.recordId, views })
    .from(visitCounts)
    .where(
      and(
        eq(visitCounts.recordType, input.type),
        gte(visitCounts.day, input.from),
        lte(visitCounts.day, input.to),
      ),
    )
    .groupBy(visitCounts.recordId)
    .orderBy(desc(views), visitCounts.recordId)
    .limit(input.limit);
}
