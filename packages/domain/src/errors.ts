import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * The catalogue of error codes the API can answer with, and the HTTP status of each.
 * Codes are English literals; the Persian text for each lives in the API's i18n catalogue,
 * so a rule in this package never carries user-facing words.
 */
export const errorStatus = {
  VALIDATION_FAILED: 422,
  MALFORMED_REQUEST: 400,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PRODUCT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  BRAND_NOT_FOUND: 404,
  BUNDLE_NOT_FOUND: 404,
  HOME_ROW_NOT_FOUND: 404,
  NOTICE_NOT_FOUND: 404,
  // Sign-in and registration (issue 5). The spec answers a wrong password with 404.
  CUSTOMER_NOT_FOUND: 404,
  WRONG_PASSWORD: 404,
  ALREADY_SIGNED_UP: 409,
  CSRF_REJECTED: 403,
  SMS_UNAVAILABLE: 503,
  // The basket (issue 6; storefront.md §8): 409 purchase limit, 406 stock, 404 unknown items.
  PURCHASE_LIMIT: 409,
  NOT_ENOUGH_STOCK: 406,
  OUT_OF_STOCK: 406,
  BUNDLE_NOT_STARTED: 406,
  BASKET_FULL: 409,
  CART_LINE_NOT_FOUND: 404,
  REGISTRATION_INCOMPLETE: 403,
  // Multi-step writes (the platform's step runner): a key reused for another request, or still running.
  IDEMPOTENCY_KEY_REUSED: 422,
  REQUEST_IN_PROGRESS: 409,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

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
