import { DomainError } from '@shop/domain/errors';
import { ratingSummaryOf } from '@shop/domain/catalogue/rating-summary';
import { formatRetryWait } from '@shop/domain/identity/retry-wait';
import { reviewMessages } from '@shop/domain/reviews/messages';
import {
  commentsPerPage,
  type Comment,
  type CommentRequestSchema,
  type CommentsExtra,
  type CommentsQuery,
} from '@shop/domain/reviews/schemas';
import type { z } from 'zod';
import type { Counters } from '../../adapters/cache/port.ts';
import type { Database } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import {
  findSameComment,
  insertComment,
  listApprovedComments,
  sumApprovedRatings,
  updateCommentStatus,
  type RecordRef,
} from './queries.ts';

/** Comments one customer may post in an hour: a person's few, never a flood for staff to read. */
export const commentLimit = { max: 5, windowSeconds: 3600 } as const;

export type ReviewsService = ReturnType<typeof createReviewsService>;

export function createReviewsService(deps: {
  db: Database;
  counters: Counters;
  catalogue: CatalogueService;
  now: () => Date;
}) {
  const { db, counters, catalogue, now } = deps;

  async function requireRecord(record: RecordRef): Promise<void> {
    const exists = await catalogue.ratedRecordExists({
      record_name: record.recordName,
      record_id: record.recordId,
    });
    if (!exists) throw new DomainError('COMMENT_RECORD_NOT_FOUND');
  }

  return {
    /** `GET comments`: a record's approved comments, newest first, with its rating summary. */
    async listComments(query: CommentsQuery): Promise<{ list: Comment[]; extra: CommentsExtra }> {
      const record = { recordName: query.record_name, recordId: query.record_id };
      await requireRecord(record);
      const [rows, summary] = await Promise.all([
        listApprovedComments(db, record, {
          limit: commentsPerPage,
          offset: (query.page - 1) * commentsPerPage,
        }),
        sumApprovedRatings(db, record),
      ]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          name: row.name ?? reviewMessages.anonymousName,
          body: row.body,
          rating: row.rating,
          created_at: row.createdAt.toISOString(),
        })),
        extra: {
          count: summary.comments,
          page: query.page,
          per_page: commentsPerPage,
          rating: ratingSummaryOf(summary.count, summary.total),
        },
      };
    },

    /**
     * `POST comments`: kept pending for staff. The same text again on the same record is the same
     * comment (a double press, a retried request) and is neither counted nor stored twice.
     */
    async postComment(
      customerId: number,
      input: z.output<typeof CommentRequestSchema>,
    ): Promise<{ id: number; status: 'pending' }> {
      const record = { recordName: input.record_name, recordId: input.record_id };
      await requireRecord(record);
      const same = await findSameComment(db, { customerId, ...record, body: input.body });
      if (same) return { id: same.id, status: 'pending' };
      const counter = await counters.increment(
        `limit:commentsPerCustomer:${customerId}`,
        commentLimit.windowSeconds,
      );
      if (counter.count > commentLimit.max) {
        throw new DomainError('RATE_LIMITED', {
          params: { wait: formatRetryWait(counter.resetInSeconds) },
          extra: { retry_after: counter.resetInSeconds },
        });
      }
      const values = {
        customerId,
        ...record,
        name: input.name,
        body: input.body,
        rating: input.rating,
        createdAt: now(),
      };
      const [row] = await insertComment(db, values);
      // Lost a race with the same text posted at once: the other request's row is this comment.
      const id = row?.id ?? (await findSameComment(db, { customerId, ...record, body: input.body }))?.id;
      if (id === undefined) throw new Error('A comment neither inserted nor found');
      return { id, status: 'pending' };
    },

    /**
     * Approves or rejects a comment (the back office's, a test door until it exists). The product's
     * rating on its cards is rewritten from the approved comments in the same transaction.
     */
    async moderateComment(id: number, status: 'approved' | 'rejected'): Promise<void> {
      await db.transaction(async (tx) => {
        const record = await updateCommentStatus(tx, id, status, now());
        if (!record) throw new DomainError('COMMENT_NOT_FOUND');
        const summary = await sumApprovedRatings(tx, record);
        await catalogue.setRatingSummary(
          { record_name: record.recordName, record_id: record.recordId },
          { count: summary.count, total: summary.total },
          tx,
        );
      });
    },
  };
}
