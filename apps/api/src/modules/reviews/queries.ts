import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from './tables.ts';

export type RecordRef = { recordName: 'product' | 'bundle'; recordId: number };

const approvedOf = (record: RecordRef) =>
  and(
    eq(comments.recordName, record.recordName),
    eq(comments.recordId, record.recordId),
    eq(comments.status, 'approved'),
  );

/** One page of a record's approved comments, newest first. */
export function listApprovedComments(db: Db, record: RecordRef, page: { limit: number; offset: number }) {
  return db
    .select({
      id: comments.id,
      name: comments.name,
      body: comments.body,
      rating: comments.rating,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(approvedOf(record))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A record's approved comments, how many of them carry a rating, and those ratings' sum. A comment
 * without a rating is counted as a comment and left out of the rating (never a 0 in the average).
 */
export async function sumApprovedRatings(
  db: Db,
  record: RecordRef,
): Promise<{ comments: number; count: number; total: number }> {
  const [row] = await db
    .select({
      comments: count(),
      count: count(comments.rating),
      total: sum(comments.rating).mapWith(Number),
    })
    .from(comments)
    .where(approvedOf(record));
  return { comments: row?.comments ?? 0, count: row?.count ?? 0, total: row?.total ?? 0 };
}

/** Inserts a comment, or nothing when this customer already wrote this text on this record. */
export function insertComment(db: Db, values: typeof comments.$inferInsert) {
  return db.insert(comments).values(values).onConflictDoNothing().returning({ id: comments.id });
}

/** The customer's comment with this text on this record (the one a repeated post meant). */
export async function findSameComment(
  db: Db,
  values: { customerId: number; recordName: 'product' | 'bundle'; recordId: number; body: string },
) {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.customerId, values.customerId),
        eq(comments.recordName, values.recordName),
        eq(comments.recordId, values.recordId),
        sql`md5(${comments.body}) = md5(${values.body})`,
      ),
    )
    .limit(1);
  return row;
}

/** Sets a comment's status; answers its record, or nothing when there is no such comment. */
export async function updateCommentStatus(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  now: Date,
): Promise<RecordRef | undefined> {
  const [row] = await db
    .update(comments)
    .set({ status, approvedAt: status === 'approved' ? now : null })
    .where(eq(comments.id, id))
    .returning({ recordName: comments.recordName, recordId: comments.recordId });
  return row;
}
