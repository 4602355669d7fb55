import { z } from 'zod';
import { IdParamsSchema } from '@shop/domain/common-schemas';
import { envelopeOf } from '@shop/domain/envelope';
import { reviewMessages } from '@shop/domain/reviews/messages';
import { reviewsContracts as c } from '@shop/domain/reviews/contracts';
import { ModerateCommentRequestSchema } from '@shop/domain/reviews/schemas';
import { contractRoutesOn } from '../../http/contract-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CustomerAuth } from '../identity/index.ts';
import type { ReviewsService } from './service.ts';

export function commentsRoutes(app: ZodApp, { reviews }: { reviews: ReviewsService }) {
  contractRoutesOn(app)(c.comments, {}, async ({ query }) => {
    const { list, extra } = await reviews.listComments(query);
    return ok(list, extra);
  });
}

/** `POST comments`: the customer's, answered 201 with the spec's sentence (storefront.md §8). */
export function postCommentRoutes(
  app: ZodApp,
  { reviews, auth }: { reviews: ReviewsService; auth: CustomerAuth },
) {
  contractRoutesOn(app)(c.postComment, { guard: auth.requireCustomer }, async ({ body, request }) => {
    const posted = await reviews.postComment(auth.customerOf(request).customer.id, body);
    return { ...ok(posted), code: 201, message: reviewMessages.posted };
  });
}

/**
 * `PUT /dev/comments/{id}`: approves or rejects a comment, so end-to-end tests can publish one before
 * the back office exists. Registered only with DEV_REVIEWS_ROUTE=1, which the configuration refuses
 * for a public https address.
 */
export function devModerationRoutes(app: ZodApp, { reviews }: { reviews: ReviewsService }) {
  app.put(
    '/dev/comments/:id',
    {
      schema: {
        hide: true,
        params: IdParamsSchema,
        body: ModerateCommentRequestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await reviews.moderateComment(request.params.id, request.body.status);
      return ok(null);
    },
  );
}
