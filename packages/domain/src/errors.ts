import { accountErrorCodes } from './account/error-codes.ts';
import { basketErrorCodes } from './basket/error-codes.ts';
import { catalogueErrorCodes } from './catalogue/error-codes.ts';
import { checkoutErrorCodes } from './checkout/error-codes.ts';
import { contentErrorCodes } from './content/error-codes.ts';
import { engagementErrorCodes } from './engagement/error-codes.ts';
import { commonErrorCodes, joinErrorCodes } from './error-codes.ts';
import { identityErrorCodes } from './identity/error-codes.ts';
import { staffErrorCodes } from './identity/staff-error-codes.ts';
import { orderErrorCodes } from './orders/error-codes.ts';
import { reviewErrorCodes } from './reviews/error-codes.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * Every error code the API can answer with, and the HTTP status of each: the common ones and each
 * module's own, joined (a code defined twice stops the import). Codes are English literals; the
 * Persian text for each lives in the API's i18n catalogue, so a rule here never carries user words.
 */
export const errorStatus = joinErrorCodes(
  commonErrorCodes,
  identityErrorCodes,
  staffErrorCodes,
  catalogueErrorCodes,
  contentErrorCodes,
  basketErrorCodes,
  accountErrorCodes,
  orderErrorCodes,
  checkoutErrorCodes,
  reviewErrorCodes,
  engagementErrorCodes,
);

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorStatus, value);
}

/**
 * A rule a customer can break. Thrown (or returned) by services; the API's single error
 * handler turns it into the envelope with the code's HTTP status and Persian message.
 * `params` fill placeholders of the Persian message; `extra` travels in extra_data.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly params: Readonly<Record<string, string | number>>;
  readonly extra: unknown;

  constructor(code: ErrorCode, options: { params?: Record<string, string | number>; extra?: unknown } = {}) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.params = options.params ?? {};
    this.extra = options.extra;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/** Field → messages of `validation-messages.ts`, by key, as a 422 answer lists them. */
export type FieldProblems = Readonly<Partial<Record<string, readonly ValidationMessageKey[]>>>;

/**
 * A field the server itself found wrong after the schema accepted it (a wrong one-time code, a
 * wrong current password): answered like a schema failure, 422 with `{ field: [messages] }`.
 */
export class FieldError extends DomainError {
  readonly fields: FieldProblems;

  constructor(fields: FieldProblems) {
    super('VALIDATION_FAILED');
    this.name = 'FieldError';
    this.fields = fields;
  }
}
