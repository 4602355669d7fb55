import { z } from 'zod';
import { envelopeOf } from '@shop/domain/envelope';
import { SmsOutboxMessageSchema, SmsOutboxQuerySchema } from '@shop/domain/identity/schemas';
import { ok } from '../../../http/envelope.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { IdentityService } from '../service.ts';

/**
 * `GET /dev/sms-outbox?mobile=`: the messages the outbox "sent" to a number, newest first, so
 * end-to-end tests can read a code. Registered only with SMS_OUTBOX_ROUTE=1, which the
 * configuration refuses in production.
 */
export function devOutboxRoutes(app: ZodApp, { identity }: { identity: IdentityService }) {
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        hide: true,
        querystring: SmsOutboxQuerySchema,
        response: { 200: envelopeOf(z.array(SmsOutboxMessageSchema)) },
      },
    },
    async (request) => ok(await identity.listSmsOutbox(request.query.mobile)),
  );
}
