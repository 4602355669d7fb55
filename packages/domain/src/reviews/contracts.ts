import { defineContract } from '../api/contract.ts';
import {
  CommentPostedSchema,
  CommentRequestSchema,
  CommentSchema,
  CommentsExtraSchema,
  CommentsQuerySchema,
} from './schemas.ts';
import { z } from 'zod';

// The reviews module's endpoints (storefront.md §6 "GET comments", "POST comments"; decision 062).

const tags = ['reviews'];

export const reviewsContracts = {
  comments: defineContract({
    method: 'GET',
    path: '/comments',
    tags,
    summary: 'A product’s or bundle’s approved comments, newest first, 10 a page, with its rating summary',
    errors: ['COMMENT_RECORD_NOT_FOUND'],
    query: CommentsQuerySchema,
    data: z.array(CommentSchema),
    extra: CommentsExtraSchema,
  }),
  postComment: defineContract({
    method: 'POST',
    path: '/comments',
    tags,
    auth: 'customer',
    created: true,
    summary:
      'Posts a comment with a 1–5 rating, published once approved; the same text twice is one comment; a few an hour',
    errors: ['COMMENT_RECORD_NOT_FOUND', 'RATE_LIMITED'],
    body: CommentRequestSchema,
    data: CommentPostedSchema,
  }),
};
