import * as reviews from '@shop/domain/reviews/endpoints';
import type { Comment, CommentRecordName, CommentsExtra } from '@shop/domain/reviews/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

export type CommentsPage = { comments: Comment[]; extra: CommentsExtra };

/** `GET comments`: one page (ten) of a record's approved comments with its rating summary. */
export async function getComments(
  api: ApiClient,
  record: { recordName: CommentRecordName; recordId: number },
  page: number,
): Promise<CommentsPage> {
  const envelope = await api.call(reviews.comments, {
    query: { record_name: record.recordName, record_id: record.recordId, page },
  });
  return { comments: envelope.data, extra: envelope.extra_data };
}
