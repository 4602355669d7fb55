import { z } from 'zod';

/**
 * The response envelope of the spec, used for every answer, errors included:
 * `{ status, code, message, data, extra_data }`.
 * - status: true on success, false on any error.
 * - code: the HTTP status number (the spec's clients branch on 404, 406, 409, 422...).
 * - message: a Persian sentence, or a map of field name to Persian messages (422).
 * - extra_data: listing counts and similar on success; `{ error, request_id }` on errors,
 *   where `error` is the stable English code of `errors.ts`.
 */
export const MessageSchema = z.union([z.string(), z.record(z.string(), z.array(z.string()))]);
export type Message = z.infer<typeof MessageSchema>;

export function envelopeOf<D extends z.ZodType, E extends z.ZodType = z.ZodNull>(data: D, extra?: E) {
  return z.object({
    status: z.literal(true),
    code: z.number().int(),
    message: MessageSchema,
    data,
    extra_data: (extra ?? z.null()) as E extends z.ZodType ? E : z.ZodNull,
  });
}

export const ErrorExtraSchema = z.object({
  error: z.string(),
  request_id: z.string(),
  details: z.unknown().optional(),
});

export const ErrorEnvelopeSchema = z.object({
  status: z.literal(false),
  code: z.number().int(),
  message: MessageSchema,
  data: z.null(),
  extra_data: ErrorExtraSchema,
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type Envelope<D, E = null> = {
  status: true;
  code: number;
  message: Message;
  data: D;
  extra_data: E;
};

export type AnyEnvelope<D = unknown, E = unknown> = Envelope<D, E> | ErrorEnvelope;
