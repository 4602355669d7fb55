/** Orders: a move the status table does not allow. */
export const orderErrorCodes = {
  ORDER_TRANSITION_REFUSED: 409,
} as const;
