import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '@shop/domain/common-schemas';
import { DomainError, FieldError } from '@shop/domain/errors';
import { ordersContracts as c } from '@shop/domain/orders/contracts';
import { defaultMaxUploadBytes } from '../../adapters/files/inspect.ts';
import { contractRoutesOn } from '../../http/contract-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CustomerAuth } from '../identity/index.ts';
import type { OrdersService } from './service.ts';

/** What a receipt may do when opened: nothing (no scripts, no loads, no forms, its own opaque origin). */
export const receiptPolicy = "default-src 'none'; sandbox";

export function ordersRoutes(app: ZodApp, { orders, auth }: { orders: OrdersService; auth: CustomerAuth }) {
  const route = contractRoutesOn(app);
  const guard = auth.requireCustomer;
  route(c.orders, { guard }, async ({ query, request }) =>
    ok(await orders.listOrders(auth.customerOf(request), query)),
  );
  route(c.order, { guard }, async ({ params, request }) =>
    ok(await orders.getOrder(auth.customerOf(request), params.id)),
  );
  route(c.note, { guard }, async ({ params, body, request }) =>
    ok(await orders.addOrderNote(auth.customerOf(request), params.id, body)),
  );
  route(c.rate, { guard }, async ({ params, body, request }) =>
    ok(await orders.rateOrder(auth.customerOf(request), params.id, body)),
  );
  route(c.invoice, { guard }, async ({ params, request }) =>
    ok(await orders.getInvoice(auth.customerOf(request), params.id)),
  );

  // Receipts: multipart only here (its parser lives in this plugin's scope, nowhere else).
  app.register(async (scope: ZodApp) => {
    await scope.register(multipart, {
      // A byte over the limit is enough to refuse; one file and a `_method` field are all a form sends.
      limits: { fileSize: defaultMaxUploadBytes, files: 1, fields: 4, parts: 6, fieldSize: 200 },
    });
    contractRoutesOn(scope)(c.receipt, { guard }, async ({ params, request }) =>
      // The body is read only once the order is known to be the caller's and awaiting a receipt.
      ok(await orders.uploadReceipt(auth.customerOf(request), params.id, () => receiptUpload(request))),
    );
    // The receipt's bytes, to its owner only: never sniffed into a page, never a script (the personal
    // scope already answers `Cache-Control: no-store`).
    scope.get(
      '/orders/:id/receipt',
      { schema: { hide: true, params: IdParamsSchema }, preValidation: guard },
      async (request, reply) => {
        const file = await orders.readReceipt(auth.customerOf(request), request.params.id);
        const isPdf = file.contentType === 'application/pdf';
        const extension = isPdf ? 'pdf' : file.contentType.split('/')[1];
        // A PDF may carry scripts a viewer runs in the shop's origin: it is only ever downloaded. A
        // picture (re-encoded at upload) is shown in place. The sandbox policy is this answer's only
        // one: the API scope's hook leaves a policy set here alone (app.ts; issue 46).
        return reply
          .type(file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', receiptPolicy)
          .header(
            'content-disposition',
            `${isPdf ? 'attachment' : 'inline'}; filename="receipt-${file.trackingCode}.${extension}"`,
          )
          .send(Buffer.from(file.bytes));
      },
    );
  });
}

/**
 * The upload's file (field `check`) and whether it replaces the receipt (`_method=PUT`, the spec's edit).
 * A body the parser cannot read (cut off, no boundary, a broken part header) is the sender's fault: a
 * Persian 400, never a 500 (issue 46). The parser's own limits (413) keep their status.
 */
async function receiptUpload(
  request: FastifyRequest,
): Promise<{ bytes: Uint8Array | null; replace: boolean }> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  let bytes: Uint8Array | null = null;
  let replace = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'check' || bytes) {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      } else if (part.fieldname === '_method') {
        replace = String(part.value).toUpperCase() === 'PUT';
      }
    }
  } catch (error) {
    throw unreadable(error);
  }
  return { bytes, replace };
}

function unreadable(error: unknown): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FieldError({ check: ['receiptTooLarge'] });
  if (statusCode === 413) return error;
  return new DomainError('MALFORMED_REQUEST');
}
