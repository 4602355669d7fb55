/** Orders: one that is not the caller's (or not at all), a move the status table does not allow. */
export const orderErrorCodes = {
  ORDER_NOT_FOUND: 404,
  ORDER_TRANSITION_REFUSED: 409,
} as const;
