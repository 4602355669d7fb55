/**
 * Orders: one that is not the caller's (or not at all), a move the status table does not allow, and
 * what the customer may not do to an order in its state (spec §4).
 */
export const orderErrorCodes = {
  ORDER_NOT_FOUND: 404,
  ORDER_TRANSITION_REFUSED: 409,
  ORDER_CANCEL_NOT_ALLOWED: 400,
  ORDER_NOTE_NOT_ALLOWED: 400,
  ORDER_NOTES_LIMIT: 400,
  ORDER_RATE_NOT_ALLOWED: 400,
  ORDER_ALREADY_RATED: 409,
  // A bank-transfer receipt: only while it is awaited; a second upload replaces with `_method: PUT`.
  RECEIPT_NOT_ALLOWED: 400,
  RECEIPT_ALREADY_UPLOADED: 409,
  RECEIPT_NOT_FOUND: 404,
  FILE_STORE_UNAVAILABLE: 503,
} as const;
