import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, FieldError, type ErrorCode, type FieldProblems } from '@shop/domain/errors';
import { validationMessages } from '@shop/domain/validation-messages';
import { errorMessage, fieldMessages as fieldTexts } from '../i18n/fa.ts';
import { errorEnvelope } from './envelope.ts';

type FieldMessages = Record<string, string[]>;

/**
 * The one place errors become answers: every failure leaves as the spec's envelope with a
 * Persian message, and nothing about the server (stack, SQL, paths) reaches the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    try {
      return answerError(error, request, reply);
    } catch (failure) {
      // The last line of defence: whatever went wrong while answering still leaves in the envelope.
      request.log.error({ err: failure, original: error }, 'the error handler failed');
      return send(reply, request, 'INTERNAL', errorMessage('INTERNAL'));
    }
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, request, 'ROUTE_NOT_FOUND', errorMessage('ROUTE_NOT_FOUND')),
  );
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof FieldError) {
    return send(reply, request, 'VALIDATION_FAILED', fieldProblemTexts(error.fields));
  }
  if (error instanceof DomainError) {
    const retryAfter = retryAfterOf(error.extra);
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return send(reply, request, error.code, errorMessage(error.code, error.params), error.extra);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldMessages(error.validation, error.validationContext ?? 'body');
    return send(reply, request, 'VALIDATION_FAILED', fields);
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return send(reply, request, 'INTERNAL', errorMessage('INTERNAL'));
  }
  const code = codeOfFrameworkError(error);
  if (code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
  else request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
  return send(reply, request, code, errorMessage(code));
}

/**
 * Errors raised before routing (a URL that is not valid percent-encoding) skip the error handler;
 * Fastify hands them here instead, and they leave in the same envelope.
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 'MALFORMED_REQUEST', errorMessage('MALFORMED_REQUEST'));
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  message: string | FieldMessages,
  details?: unknown,
) {
  const body = errorEnvelope(code, message, request.id, details);
  // Error answers bypass the route's response schema: they have their own fixed shape.
  return reply.code(body.code).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/** Fastify's own errors (bad JSON, too large, wrong content type...) mapped to our codes. */
function codeOfFrameworkError(error: FastifyError): ErrorCode {
  const status = error.statusCode ?? 500;
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 404) return 'ROUTE_NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'MALFORMED_REQUEST';
  return 'INTERNAL';
}

type Issue = { instancePath?: string; message?: string; params?: Record<string, unknown>; keyword?: string };

/**
 * zod issues as the spec's `{ field: [messages] }`; unknown keys are reported under their own name.
 * Field names come from the request, so they may be `constructor` or `__proto__`: collected in a Map
 * and turned into an object with own properties only (a plain object's `fields['constructor']` is
 * Object's function, and the handler itself used to throw on it; issue 16).
 */
function fieldMessages(issues: readonly Issue[], context: string): FieldMessages {
  const fields = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const messages = fields.get(field);
    if (messages) messages.push(message);
    else fields.set(field, [message]);
  };
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    const keys = issue.params?.['keys'];
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) add(path ? `${path}.${String(key)}` : String(key), fieldTexts.unknownField);
      continue;
    }
    add(path || context, issue.message ?? fieldTexts.invalidValue);
  }
  return Object.fromEntries(fields);
}

/** A rate limit's `extra_data.details.retry_after` also goes out as the standard Retry-After header. */
function retryAfterOf(extra: unknown): number | undefined {
  if (typeof extra !== 'object' || extra === null || !('retry_after' in extra)) return undefined;
  return typeof extra.retry_after === 'number' ? extra.retry_after : undefined;
}

function fieldProblemTexts(fields: FieldProblems): FieldMessages {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, keys]) =>
      keys ? [[field, keys.map((key) => validationMessages[key])] as const] : [],
    ),
  );
}
