import * as reviews from '@shop/domain/reviews/endpoints';
import type { CommentRequest } from '@shop/domain/reviews/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST comments`: kept pending until staff approve it; the API answers 201 with the spec's sentence. */
export async function postComment(api: ApiClient, comment: CommentRequest): Promise<void> {
  await api.call(reviews.postComment, { body: comment });
}
