import type { Envelope, ErrorEnvelope, Message } from '@shop/domain/envelope';
import { errorStatus, type ErrorCode } from '@shop/domain/errors';
import { PrewrittenAnswer } from './prewritten.ts';

/** A successful answer in the spec's envelope. */
export function ok<D>(data: D): Envelope<D, null>;
export function ok<D, E>(data: D, extra: E): Envelope<D, E>;
export function ok<D, E>(data: D, extra?: E): Envelope<D, E | null> {
  return { status: true, code: 200, message: '', data, extra_data: extra ?? null };
}

/**
 * `ok(data, extra)` with the data's JSON written by the handler from parts it keeps; `data` builds the
 * same data, for the serializer's check in the test suites (see `PrewrittenAnswer`).
 */
export function okWritten<D, E>(dataJson: string, extra: E, data: () => D): PrewrittenAnswer<Envelope<D, E>> {
  return new PrewrittenAnswer(
    `{"status":true,"code":200,"message":"","data":${dataJson},"extra_data":${JSON.stringify(extra)}}`,
    () => ok(data(), extra),
  );
}

export function errorEnvelope(
  code: ErrorCode,
  message: Message,
  requestId: string,
  details?: unknown,
): ErrorEnvelope {
  return {
    status: false,
    code: errorStatus[code],
    message,
    data: null,
    extra_data: { error: code, request_id: requestId, ...(details === undefined ? {} : { details }) },
  };
}
